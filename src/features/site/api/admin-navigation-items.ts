import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import type { NavigationRow } from '../admin-navigation-schemas'
import { navigationAdminKeys } from './admin-navigation-keys'

/** Every menu item, published or not (admins read all), flat; the screen builds the tree. */
export async function getAdminNavigationItems(signal?: AbortSignal): Promise<NavigationRow[]> {
  let request = supabase.from('navigation_menus').select('*').order('sort_order').order('id')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export const useAdminNavigationItemsQuery = () =>
  useQuery(
    queryOptions({
      queryKey: navigationAdminKeys.items(),
      queryFn: ({ signal }) => getAdminNavigationItems(signal),
    }),
  )
