import { LegalProductsList } from '@/features/legal-products/components/legal-products-list'
import { InfoPage } from './info-page'
import { island } from '@/app/island'

const LegalProductsIsland = island('legal-products', LegalProductsList)

export function Component() {
  return (
    <InfoPage pageKey="legalProducts">
      <LegalProductsIsland />
    </InfoPage>
  )
}
