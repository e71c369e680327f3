import { useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'
import { DEFAULT_TIME_ZONE, isSiteTimeZone, type SiteTimeZone } from '@/lib/time-zone'

/** Under the settings' root key: saving the settings refreshes it. */
const KEY = ['site_settings', 'time_zone'] as const

async function getSiteTimeZone(signal: AbortSignal): Promise<SiteTimeZone> {
  const { data, error } = await supabase
    .from('site_settings')
    .select('time_zone')
    .limit(1)
    .abortSignal(signal)
    .maybeSingle()
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
