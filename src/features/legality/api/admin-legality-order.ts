import { queryOptions, useQuery } from '@tanstack/react-query'
import { saveOrder } from '@/components/crud/crud-requests'
import type { OrderedItem } from '@/components/crud/reorder-dialog'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { legalityAdminKeys } from './admin-legality-keys'

/** Every document's id, title and sort_order in display order, for the reorder dialog. */
export async function getLegalityInOrder(signal?: AbortSignal) {
  let request = supabase
    .from('legalitas')
    .select('id, title, sort_order')
    .order('sort_order')
    .order('id')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export const useLegalityOrderQuery = () =>
  useQuery(
    queryOptions({
      queryKey: legalityAdminKeys.order(),
      queryFn: ({ signal }) => getLegalityInOrder(signal),
    }),
  )

export const useLegalityReorderMutation = () =>
  useCrudMutation(
    (items: OrderedItem[]) => saveOrder(supabase, 'legalitas', items),
    [legalityAdminKeys.all],
  )
