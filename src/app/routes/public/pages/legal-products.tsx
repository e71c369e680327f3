import { island } from '@/app/island'
import { legalProductsQueryOptions } from '@/features/legal-products/api/get-legal-products'
import { LegalProductsList } from '@/features/legal-products/components/legal-products-list'
import type { PageQueries } from '@/lib/page-queries'

import { InfoPage } from './info-page'

const LegalProductsIsland = island('legal-products', LegalProductsList)

export const queries: PageQueries = () => [legalProductsQueryOptions()]

export function Component() {
  return (
    <InfoPage pageKey="legalProducts">
      <LegalProductsIsland />
    </InfoPage>
  )
}
