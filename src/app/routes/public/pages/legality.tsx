import { LegalityList } from '@/features/legality/components/legality-list'

import { InfoPage } from './info-page'
import { legalityDocumentsQueryOptions } from '@/features/legality/api/get-legality-documents'
import type { PageQueries } from '@/lib/page-queries'

export const queries: PageQueries = () => [legalityDocumentsQueryOptions()]

export function Component() {
  return (
    <InfoPage pageKey="legality">
      <LegalityList />
    </InfoPage>
  )
}
