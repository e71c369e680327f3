import { OrgChart } from '@/features/organization/components/org-chart'

import { InfoPage } from './info-page'
import { organizationMembersQueryOptions } from '@/features/organization/api/get-organization-members'
import type { PageQueries } from '@/lib/page-queries'

export const queries: PageQueries = () => [organizationMembersQueryOptions()]

export function Component() {
  return (
    <InfoPage pageKey="organization">
      <OrgChart />
    </InfoPage>
  )
}
