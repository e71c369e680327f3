import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import {
  navigationToRow,
  type NavigationFormValues,
  type NavigationRow,
} from '../admin-navigation-schemas'
import { nextSortOrder } from '../lib/admin-navigation-tree'
import { navigationAdminKeys } from './admin-navigation-keys'
import { getAdminNavigationItems } from './admin-navigation-items'

/**
 * Creates an item (last among its new siblings) or updates one only if unchanged since loaded;
 * an item that changes parent goes last under the new one. The two-level rule is checked by
 * the database too (23514, `hint: field:parent_id`, a clear message in both languages).
 */
export async function saveNavigationItem({
  row,
  values,
}: {
  row: NavigationRow | null
  values: NavigationFormValues
}) {
  const fields = navigationToRow(values)
  const parentChanges = !row || (row.parent_id ?? null) !== fields.parent_id
  const sortOrder = parentChanges
    ? { sort_order: nextSortOrder(await getAdminNavigationItems(), fields.parent_id) }
    : {}
  try {
    return await saveRow<NavigationRow>(supabase, 'navigation_menus', row, {
      ...fields,
      ...sortOrder,
    })
  } catch (error) {
    // Keep the database's own words for the two-level rule (the kit's 23514 text is generic).
    const e = error as { code?: string; hint?: string }
    throw e?.code === '23514' && e.hint === 'field:parent_id' ? { ...e, code: '22023' } : error
  }
}

export const useNavigationItemSaveMutation = () =>
  useCrudMutation(saveNavigationItem, navigationAdminKeys.invalidate)
