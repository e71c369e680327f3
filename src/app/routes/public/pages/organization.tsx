import { OrgChart } from '@/features/organization/components/org-chart'

import { InfoPage } from './info-page'

export function Component() {
  return (
    <InfoPage pageKey="organization">
      <OrgChart />
    </InfoPage>
  )
}
