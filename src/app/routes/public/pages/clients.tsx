import { publishedClientsQueryOptions } from '@/features/clients/api/get-published-clients'
import { ClientGrid } from '@/features/clients/components/client-grid'
import {
  publishedTestimonialsQueryOptions,
  TestimonialQuotes,
} from '@/features/testimonials/components/testimonial-quotes'
import type { PageQueries } from '@/lib/page-queries'

import { InfoPage } from './info-page'

export const queries: PageQueries = () => [
  publishedClientsQueryOptions(),
  publishedTestimonialsQueryOptions(),
]

export function Component() {
  return (
    <InfoPage pageKey="clients">
      <ClientGrid />
      <TestimonialQuotes inPage />
    </InfoPage>
  )
}
