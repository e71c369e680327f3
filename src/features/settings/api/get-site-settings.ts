import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import type { SiteSettingsRow } from '../schemas'
import { siteSettingsKeys } from './keys'

/** The one site_settings row (null if the seed is missing). */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsRow | null> {
  let query = supabase.from('site_settings').select('*').limit(1)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  return data
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKeys.admin(),
    queryFn: ({ signal }) => getSiteSettings(signal),
  })

export const useSiteSettingsQuery = () => useQuery(siteSettingsQueryOptions())
