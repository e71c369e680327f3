import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { dashboardKeys } from './keys'

export interface ActivityEntry {
  id: number
  at: string
  actor_name: string
  action: string
  entity: string
  record_id: string | null
  title: string | null
}

export const RECENT_ACTIVITY_LIMIT = 8

/** The latest audit-log entries (staff only). POST, so `limit` is the function's argument. */
export async function getRecentActivity(
  limit: number,
  signal?: AbortSignal,
): Promise<ActivityEntry[]> {
  let call = supabase.rpc('recent_activity', { limit })
  if (signal) call = call.abortSignal(signal)
  const { data, error } = await call
  if (error) throw error
  return (data ?? []) as ActivityEntry[]
}

export const recentActivityQueryOptions = (limit = RECENT_ACTIVITY_LIMIT) =>
  queryOptions({
    queryKey: dashboardKeys.activity(limit),
    queryFn: ({ signal }) => getRecentActivity(limit, signal),
  })

export function useRecentActivityQuery(limit = RECENT_ACTIVITY_LIMIT) {
  return useQuery(recentActivityQueryOptions(limit))
}
