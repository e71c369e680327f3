import { useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'
import { DEFAULT_TIME_ZONE, isSiteTimeZone, type SiteTimeZone } from '@/lib/time-zone'

/** Under the settings' root key: saving the settings refreshes it. */
const KEY = ['site_settings', 'time_zone'] as const

/** The site's time zone, read now (the CSV export writes its times in it). */
export async function getSiteTimeZone(signal?: AbortSignal): Promise<SiteTimeZone> {
  const query = supabase.from('site_settings').select('time_zone').limit(1)
  const { data, error } = await (signal ? query.abortSignal(signal) : query).maybeSingle()
  if (error) throw error
  return isSiteTimeZone(data?.time_zone) ? data.time_zone : DEFAULT_TIME_ZONE
}

/** The site's time zone (site_settings.time_zone): schedule times are entered and shown in it. */
export function useSiteTimeZone(): SiteTimeZone {
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => getSiteTimeZone(signal),
    staleTime: 5 * 60_000,
  })
  return data ?? DEFAULT_TIME_ZONE
}
