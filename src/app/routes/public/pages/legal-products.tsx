import { LegalProductsList } from '@/features/legal-products/components/legal-products-list'
import { InfoPage } from './info-page'

export function Component() {
  return (
    <InfoPage pageKey="legalProducts">
      <LegalProductsList />
    </InfoPage>
  )
}
