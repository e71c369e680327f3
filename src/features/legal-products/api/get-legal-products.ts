import { publicCollection } from '@/lib/public-collection'

/** All legal products, newest year first (rather than by created_at: the year reads better). */
export const { queryOptions: legalProductsQueryOptions, useRows: useLegalProductsQuery } =
  publicCollection('legal_products', (client) =>
    client
      .from('legal_products')
      .select('id, title, summary, category, number, year, file_url, created_at')
      .order('year', { ascending: false, nullsFirst: false })
      .order('created_at'),
  )
