import { ClientGrid } from '@/features/clients/components/client-grid'

import { InfoPage } from './info-page'

export function Component() {
  return (
    <InfoPage pageKey="clients">
      <ClientGrid />
    </InfoPage>
  )
}
