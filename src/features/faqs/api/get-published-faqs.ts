import { publicCollection } from '@/lib/public-collection'

/** Published FAQs in sort_order. */
export const { queryOptions: publishedFaqsQueryOptions, useRows: usePublishedFaqsQuery } =
  publicCollection('faqs', (client) =>
    client
      .from('faqs')
      .select('id, question, answer, category, sort_order')
      .eq('is_published', true)
      .order('sort_order'),
  )
