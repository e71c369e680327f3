import { island } from '@/app/island'
import { scopeClassificationsQueryOptions } from '@/features/scope/api/get-scope-classifications'
import { ScopeBrowser } from '@/features/scope/components/scope-browser'
import type { PageQueries } from '@/lib/page-queries'

import { InfoPage } from './info-page'

const ScopeBrowserIsland = island('scope-browser', ScopeBrowser)

export const queries: PageQueries = () => [scopeClassificationsQueryOptions()]

export function Component() {
  return (
    <InfoPage pageKey="scope">
      <ScopeBrowserIsland />
    </InfoPage>
  )
}
