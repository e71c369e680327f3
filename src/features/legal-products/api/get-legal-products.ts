import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCollectionErrorToast } from '@/lib/collection-error-toast'
import { getPublicClient } from '@/lib/public-client'
import { legalProductKeys } from './keys'

/** All legal products, newest year first (SPEC orders by created_at; year reads better). */
export async function getLegalProducts(signal?: AbortSignal) {
  let request = (await getPublicClient())
    .from('legal_products')
    .select('id, title, summary, category, number, year, file_url, created_at')
    .order('year', { ascending: false, nullsFirst: false })
    .order('created_at')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export const legalProductsQueryOptions = () =>
  queryOptions({
    queryKey: legalProductKeys.publicList(),
    queryFn: ({ signal }) => getLegalProducts(signal),
  })

export function useLegalProductsQuery() {
  const query = useQuery(legalProductsQueryOptions())
  useCollectionErrorToast('legal_products', query.error)
  return query
}
