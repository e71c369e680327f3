import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCollectionErrorToast } from '@/lib/collection-error-toast'
import { getPublicClient } from '@/lib/public-client'
import { clientKeys } from './keys'

/** Published clients in sort_order. */
export async function getPublishedClients(signal?: AbortSignal) {
  let request = (await getPublicClient())
    .from('clients')
    .select('id, name, logo_url, website_url, sector, sort_order')
    .eq('is_published', true)
    .order('sort_order')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export const publishedClientsQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.publicList(),
    queryFn: ({ signal }) => getPublishedClients(signal),
  })

export function usePublishedClientsQuery() {
  const query = useQuery(publishedClientsQueryOptions())
  useCollectionErrorToast('clients', query.error)
  return query
}
