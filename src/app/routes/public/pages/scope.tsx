import { island } from '@/app/island'
import { ScopeBrowser } from '@/features/scope/components/scope-browser'

import { InfoPage } from './info-page'

const ScopeBrowserIsland = island('scope-browser', ScopeBrowser)

export function Component() {
  return (
    <InfoPage pageKey="scope">
      <ScopeBrowserIsland />
    </InfoPage>
  )
}
