import { deleteRows, reorderRows } from '@/lib/resource/crud-requests'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
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
    // The children move in one transaction (all or none), then the item goes.
    const rows = await navigationResource.getInOrder()
    const first = nextSortOrder(rows, null)
    await reorderRows(
      supabase,
      'navigation_menus',
      siblingsOf(rows, id).map((child, index) => ({
        id: child.id,
        position: Math.min(first + index * 10, 10000),
        parent_id: null,
      })),
    )
  }
  return deleteRows(supabase, 'navigation_menus', [id])
}

export const useNavigationDeleteMutation = () =>
  useCrudMutation(deleteNavigationItem, navigationResource.roots)
