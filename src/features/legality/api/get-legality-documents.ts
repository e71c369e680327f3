import { publicCollection } from '@/lib/public-collection'

/** The body's licences and accreditation documents, by sort_order. */
export const { queryOptions: legalityDocumentsQueryOptions, useRows: useLegalityDocumentsQuery } =
  publicCollection('legalitas', (client) =>
    client
      .from('legalitas')
      .select(
        'id, title, description, number, issuer, issued_at, valid_until, file_url, sort_order',
      )
      .order('sort_order'),
  )
