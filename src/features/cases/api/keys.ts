import type { ListParams } from '@/components/crud/list-params'
import { CASE_TABLE, type CaseType } from '../schemas'

/**
 * Query keys of the complaint and appeal inboxes. Each starts with the table name, so a
 * mutation's `[table]` invalidation refreshes lists, counts and details together.
 */
export function caseKeys(type: CaseType) {
  const table = CASE_TABLE[type]
  return {
    all: [table] as const,
    list: (params: ListParams) => [table, 'admin', 'list', params] as const,
    counts: () => [table, 'admin', 'counts'] as const,
    detail: (id: string) => [table, 'admin', 'detail', id] as const,
  }
}

/** The dashboard's counters (features/dashboard uses the same RPC name as its key). */
export const dashboardCountsKey = ['dashboard_counts'] as const
export const recentActivityKey = ['recent_activity'] as const
export const staffMembersKey = ['staff_members'] as const
