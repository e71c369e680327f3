import { island } from '@/app/island'
import { ScopeBrowser } from '@/features/scope/components/scope-browser'

import { InfoPage } from './info-page'
import { scopeClassificationsQueryOptions } from '@/features/scope/api/get-scope-classifications'
import type { PageQueries } from '@/lib/page-queries'

const ScopeBrowserIsland = island('scope-browser', ScopeBrowser)

export const queries: PageQueries = () => [scopeClassificationsQueryOptions()]

export function Component() {
  return (
    <InfoPage pageKey="scope">
      <ScopeBrowserIsland />
    </InfoPage>
  )
}
