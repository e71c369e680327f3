/**
 * TanStack Query keys: one factory for every table, so each table's keys are made one way.
 * Every key starts with the table's name: invalidating `[table]` refreshes all that was read
 * from it (lists, rows in order, details, counts, and the public components the staff app shows
 * as previews). The public site and the staff app are separate builds with a QueryClient each
 * (docs/decisions/009): a staff write refreshes the staff app's queries only; visitors' pages
 * load fresh data on their next visit.
 */
export function tableKeys<const T extends string>(table: T) {
  return {
    all: [table] as const,
    /** One page of the admin list under its URL params. */
    list: (params: unknown) => [table, 'list', params] as const,
    /** Every row in display order (reorder dialogs, choices); `scope`: within one parent. */
    order: (scope = '') => [table, 'order', scope] as const,
    /** One row for an edit page. */
    detail: (id: string) => [table, 'detail', id] as const,
    /** What the public pages read. */
    publicList: <const P extends readonly unknown[]>(...filters: P) =>
      [table, 'public', 'list', ...filters] as const,
    publicDetail: (id: string) => [table, 'public', 'detail', id] as const,
  }
}

/** Keys of what several features read or refresh: RPCs and cross-table views. */
export const sharedKeys = {
  /** The settings and navigation RPC behind the public header, footer and chat button. */
  publicLayout: ['public_layout'] as const,
  auditLog: ['audit_log'] as const,
  dashboardCounts: ['dashboard_counts'] as const,
  recentActivity: ['recent_activity'] as const,
  staffMembers: ['staff_members'] as const,
  /** Site name and default share image (site_settings: saving the settings refreshes it). */
  shareDefaults: ['site_settings', 'share_defaults'] as const,
}
