import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import { nextSortOrder, siblingsOf } from '../lib/admin-navigation-tree'
import { navigationResource } from '../navigation-resource'

export type ChildrenPolicy = 'move' | 'delete'

/**
 * Deletes a menu item. Its children either move to the top level first (after the current
 * top-level items, in their order) or go with it (the foreign key cascades).
 */
export async function deleteNavigationItem({
  id,
  children,
}: {
  id: string
  children: ChildrenPolicy
}) {
  if (children === 'move') {
    const rows = await navigationResource.getInOrder()
    let sortOrder = nextSortOrder(rows, null)
    for (const child of siblingsOf(rows, id)) {
      const { error } = await supabase
        .from('navigation_menus')
        .update({ parent_id: null, sort_order: sortOrder })
        .eq('id', child.id)
      if (error) throw error
      sortOrder = Math.min(sortOrder + 10, 10000)
    }
  }
  return deleteRows(supabase, 'navigation_menus', [id])
}

export const useNavigationDeleteMutation = () =>
  useCrudMutation(deleteNavigationItem, navigationResource.roots)
