import { sharedKeys } from '@/lib/query-keys'

/** Query keys of the dashboard; each starts with the RPC it calls. */
export const dashboardKeys = {
  counts: sharedKeys.dashboardCounts,
  activity: (limit: number) => [...sharedKeys.recentActivity, { limit }] as const,
}
