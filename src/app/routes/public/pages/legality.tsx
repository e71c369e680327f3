import { LegalityList } from '@/features/legality/components/legality-list'

import { InfoPage } from './info-page'

export function Component() {
  return (
    <InfoPage pageKey="legality">
      <LegalityList />
    </InfoPage>
  )
}
