import { reorderRows } from '@/lib/resource/crud-requests'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import type { NavUpdate } from '../lib/admin-navigation-tree'
import { navigationResource } from '../navigation-resource'

/**
 * Applies a planned move (planNavMove) in one transaction: the moved item (with its new parent
 * when that changes) and its renumbered siblings, all or nothing.
 */
export async function moveNavigationItem(updates: readonly NavUpdate[]) {
  await reorderRows(
    supabase,
    'navigation_menus',
    updates.map(({ id, sort_order, ...parent }) => ({ id, position: sort_order, ...parent })),
  )
}

export const useNavigationMoveMutation = () =>
  useCrudMutation(moveNavigationItem, navigationResource.roots)
