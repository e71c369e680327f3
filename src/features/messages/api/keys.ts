import type { ListParams } from '@/components/crud/list-params'

/** Query keys of the contact inbox; all start with the table name. */
export const messageKeys = {
  all: ['contact_submissions'] as const,
  list: (params: ListParams) => ['contact_submissions', 'admin', 'list', params] as const,
  counts: () => ['contact_submissions', 'admin', 'counts'] as const,
}

export const dashboardCountsKey = ['dashboard_counts'] as const
export const recentActivityKey = ['recent_activity'] as const
export const staffMembersKey = ['staff_members'] as const
