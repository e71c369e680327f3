import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'
import type { DashboardCounts } from '@/types/database'

import { dashboardKeys } from './keys'

function toCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

/** Staff-only RPC: all and published clients, published articles, new ('baru') complaints and appeals. */
export async function getDashboardCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  let call = supabase.rpc('dashboard_counts')
  if (signal) call = call.abortSignal(signal)
  const { data, error } = await call
  if (error) throw error
  const raw = (data ?? {}) as Record<string, unknown>
  return {
    total_clients: toCount(raw.total_clients),
    published_clients: toCount(raw.published_clients),
    published_articles: toCount(raw.published_articles),
    new_complaints: toCount(raw.new_complaints),
    new_appeals: toCount(raw.new_appeals),
  }
}

export const dashboardCountsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.counts,
    queryFn: ({ signal }) => getDashboardCounts(signal),
  })

/** The counters; `enabled` lets the shell wait for a session before asking. */
export function useDashboardCountsQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardCountsQueryOptions(), enabled: options.enabled ?? true })
}
