import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCollectionErrorToast } from '@/lib/collection-error-toast'
import { getPublicClient } from '@/lib/public-client'
import { legalityKeys } from './keys'

/** The body's licences and accreditation documents, by sort_order. */
export async function getLegalityDocuments(signal?: AbortSignal) {
  let request = (await getPublicClient())
    .from('legalitas')
    .select('id, title, description, number, issuer, issued_at, valid_until, file_url, sort_order')
    .order('sort_order')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export const legalityDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: legalityKeys.publicList(),
    queryFn: ({ signal }) => getLegalityDocuments(signal),
  })

export function useLegalityDocumentsQuery() {
  const query = useQuery(legalityDocumentsQueryOptions())
  useCollectionErrorToast('legalitas', query.error)
  return query
}
