import { legalityDocumentsQueryOptions } from '@/features/legality/api/get-legality-documents'
import { LegalityList } from '@/features/legality/components/legality-list'
import type { PageQueries } from '@/lib/page-queries'

import { InfoPage } from './info-page'

export const queries: PageQueries = () => [legalityDocumentsQueryOptions()]

export function Component() {
  return (
    <InfoPage pageKey="legality">
      <LegalityList />
    </InfoPage>
  )
}
