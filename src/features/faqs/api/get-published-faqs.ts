import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCollectionErrorToast } from '@/lib/collection-error-toast'
import { getPublicClient } from '@/lib/public-client'
import { faqKeys } from './keys'

/** Published FAQs in sort_order. */
export async function getPublishedFaqs(signal?: AbortSignal) {
  let request = (await getPublicClient())
    .from('faqs')
    .select('id, question, answer, category, sort_order')
    .eq('is_published', true)
    .order('sort_order')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export const publishedFaqsQueryOptions = () =>
  queryOptions({
    queryKey: faqKeys.publicList(),
    queryFn: ({ signal }) => getPublishedFaqs(signal),
  })

export function usePublishedFaqsQuery() {
  const query = useQuery(publishedFaqsQueryOptions())
  useCollectionErrorToast('faqs', query.error)
  return query
}
