import { saveRow } from '@/components/crud/crud-requests'
import { isDatabaseError } from '@/components/crud/db-errors'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import {
  organizationToRow,
  type OrganizationFormValues,
  type OrganizationRow,
} from '../admin-schemas'
import { organizationAdminKeys } from './admin-organization-keys'

/**
 * The database refuses a cycle with 23514, a clear message (Indonesian `message`, English
 * `details`) and `hint: field:parent_id`; the kit shows a generic text for 23514, so hand it on
 * as a field validation error that keeps the database's own words.
 */
export function mapOrganizationError(error: unknown): unknown {
  if (isDatabaseError(error) && error.code === '23514' && error.hint === 'field:parent_id') {
    return { ...error, code: '22023' }
  }
  return error
}

/** Creates or updates a person (update only if unchanged since loaded). */
export async function saveOrganizationMember({
  row,
  values,
}: {
  row: OrganizationRow | null
  values: OrganizationFormValues
}) {
  try {
    return await saveRow<OrganizationRow>(
      supabase,
      'struktur_organisasi',
      row,
      organizationToRow(values),
    )
  } catch (error) {
    throw mapOrganizationError(error)
  }
}

export const useOrganizationMemberSaveMutation = () =>
  useCrudMutation(saveOrganizationMember, [organizationAdminKeys.all])
