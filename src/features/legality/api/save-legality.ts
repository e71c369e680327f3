import { isDatabaseError } from '@/components/crud/db-errors'
import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { resources } from '@/lib/i18n-admin'
import { supabase } from '@/lib/supabase'
import { legalityToRow, type LegalityFormValues, type LegalityRow } from '../admin-schemas'
import { legalityAdminKeys } from './admin-legality-keys'

/**
 * The table's unnamed check (`valid_until >= issued_at`) names no column, so the kit would show
 * a generic message: turn it into a field message on valid_until in both languages.
 */
export function mapLegalityError(error: unknown): unknown {
  if (
    isDatabaseError(error) &&
    error.code === '23514' &&
    /legalitas_check\b/.test(error.message ?? '')
  ) {
    return {
      code: '22023',
      message: resources.id.admin.legality.validation.validUntil,
      details: resources.en.admin.legality.validation.validUntil,
      hint: 'field:valid_until',
    }
  }
  return error
}

/** Creates (last in order) or updates a document only if unchanged since loaded. */
export async function saveLegality({
  row,
  values,
}: {
  row: LegalityRow | null
  values: LegalityFormValues
}) {
  const fields = legalityToRow(values)
  try {
    if (row) return await saveRow<LegalityRow>(supabase, 'legalitas', row, fields)
    const { data } = await supabase
      .from('legalitas')
      .select('sort_order')
      .order('sort_order', { ascending: false })
      .limit(1)
    const last = data?.[0]?.sort_order ?? 0
    return await saveRow<LegalityRow>(supabase, 'legalitas', null, {
      ...fields,
      sort_order: Math.min(last + 10, 10000),
    })
  } catch (error) {
    throw mapLegalityError(error)
  }
}

export const useLegalitySaveMutation = () => useCrudMutation(saveLegality, [legalityAdminKeys.all])
