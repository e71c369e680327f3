import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCollectionErrorToast } from '@/lib/collection-error-toast'
import { getPublicClient } from '@/lib/public-client'
import { scopeKeys } from './keys'

/** Classifications with their subclasses (one request, embedded by foreign key), by sort_order. */
export async function getScopeClassifications(signal?: AbortSignal) {
  let request = (await getPublicClient())
    .from('rl_categories')
    .select(
      'id, code, name, description, sort_order, rl_subclass(id, code, name, description, kbli, qualifications, sort_order)',
    )
    .order('sort_order')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data.map((category) => ({
    ...category,
    rl_subclass: [...category.rl_subclass].sort((a, b) => a.sort_order - b.sort_order),
  }))
}

export type ScopeClassification = Awaited<ReturnType<typeof getScopeClassifications>>[number]

export const scopeClassificationsQueryOptions = () =>
  queryOptions({
    queryKey: scopeKeys.publicList(),
    queryFn: ({ signal }) => getScopeClassifications(signal),
  })

export function useScopeClassificationsQuery() {
  const query = useQuery(scopeClassificationsQueryOptions())
  useCollectionErrorToast('rl_categories', query.error)
  return query
}
