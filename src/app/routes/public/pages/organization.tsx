import { organizationMembersQueryOptions } from '@/features/organization/api/get-organization-members'
import { OrgChart } from '@/features/organization/components/org-chart'
import type { PageQueries } from '@/lib/page-queries'

import { InfoPage } from './info-page'

export const queries: PageQueries = () => [organizationMembersQueryOptions()]

export function Component() {
  return (
    <InfoPage pageKey="organization">
      <OrgChart />
    </InfoPage>
  )
}
