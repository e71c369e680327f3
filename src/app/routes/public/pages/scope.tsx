import { ScopeBrowser } from '@/features/scope/components/scope-browser'
import { InfoPage } from './info-page'

export function Component() {
  return (
    <InfoPage pageKey="scope">
      <ScopeBrowser />
    </InfoPage>
  )
}
