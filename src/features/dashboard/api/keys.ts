/** Query keys of the dashboard; each starts with the RPC it calls. */
export const dashboardKeys = {
  counts: ['dashboard_counts'] as const,
  activity: (limit: number) => ['recent_activity', { limit }] as const,
}
