import { island } from '@/app/island'
import { LegalProductsList } from '@/features/legal-products/components/legal-products-list'

import { InfoPage } from './info-page'

const LegalProductsIsland = island('legal-products', LegalProductsList)

export function Component() {
  return (
    <InfoPage pageKey="legalProducts">
      <LegalProductsIsland />
    </InfoPage>
  )
}
