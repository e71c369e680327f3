import { publicCollection } from '@/lib/public-collection'

/** Published clients in sort_order. */
export const { queryOptions: publishedClientsQueryOptions, useRows: usePublishedClientsQuery } =
  publicCollection('clients', (client) =>
    client
      .from('clients')
      .select('id, name, logo_url, website_url, sector, sort_order')
      .eq('is_published', true)
      .order('sort_order'),
  )
