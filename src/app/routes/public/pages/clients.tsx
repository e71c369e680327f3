import { ClientGrid } from '@/features/clients/components/client-grid'

import { InfoPage } from './info-page'
import { publishedClientsQueryOptions } from '@/features/clients/api/get-published-clients'
import type { PageQueries } from '@/lib/page-queries'

export const queries: PageQueries = () => [publishedClientsQueryOptions()]

export function Component() {
  return (
    <InfoPage pageKey="clients">
      <ClientGrid />
    </InfoPage>
  )
}
