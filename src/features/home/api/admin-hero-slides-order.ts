import { queryOptions, useQuery } from '@tanstack/react-query'
import { saveOrder } from '@/components/crud/crud-requests'
import type { OrderedItem } from '@/components/crud/reorder-dialog'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { heroSlideAdminKeys } from './admin-hero-keys'

/** Every slide's id, title and sort_order in display order, for the reorder dialog. */
export async function getHeroSlidesInOrder(signal?: AbortSignal) {
  let request = supabase
    .from('hero_slides')
    .select('id, title, sort_order')
    .order('sort_order')
    .order('id')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export const useHeroSlidesOrderQuery = () =>
  useQuery(
    queryOptions({
      queryKey: heroSlideAdminKeys.order(),
      queryFn: ({ signal }) => getHeroSlidesInOrder(signal),
    }),
  )

export const useHeroSlidesReorderMutation = () =>
  useCrudMutation(
    (items: OrderedItem[]) => saveOrder(supabase, 'hero_slides', items),
    [heroSlideAdminKeys.all],
  )
