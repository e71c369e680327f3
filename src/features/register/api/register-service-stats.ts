import { queryOptions } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { registerKeys } from './keys'

export interface RegisterServiceStats {
  watches: { active: number; pending: number; certificates: number; companies: number }
  api_keys: {
    id: string
    name: string
    prefix: string
    revoked: boolean
    calls: number
    last_used_at: string | null
    calls_30_days: number
  }[]
  api_anonymous_30_days: number
  /** The last 14 days (Asia/Jakarta), oldest first. */
  bulk_per_day: { day: string; checks: number }[]
}

/** Watchers, API calls per key and bulk checks per day (`register_service_stats`): counts only. */
export const registerServiceStatsQuery = () =>
  queryOptions({
    queryKey: [...registerKeys.all, 'service-stats'],
    queryFn: async ({ signal }) => {
      const { data, error } = await supabase.rpc('register_service_stats').abortSignal(signal)
      if (error) throw error
      return data as unknown as RegisterServiceStats
    },
  })
