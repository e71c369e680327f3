import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import type { NavUpdate } from '../lib/admin-navigation-tree'
import { navigationResource } from '../navigation-resource'

/** Applies a planned move (planNavMove): the moved item first, then its renumbered siblings. */
export async function moveNavigationItem(updates: readonly NavUpdate[]) {
  for (const { id, ...values } of updates) {
    const { error } = await supabase.from('navigation_menus').update(values).eq('id', id)
    if (error) throw error
  }
}

export const useNavigationMoveMutation = () =>
  useCrudMutation(moveNavigationItem, navigationResource.roots)
