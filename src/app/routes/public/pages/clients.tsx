import { ClientGrid } from '@/features/clients/components/client-grid'
import { TestimonialQuotes } from '@/features/testimonials/components/testimonial-quotes'

import { InfoPage } from './info-page'

export function Component() {
  return (
    <InfoPage pageKey="clients">
      <ClientGrid />
      <TestimonialQuotes inPage />
    </InfoPage>
  )
}
