import { queryOptions, useQuery } from '@tanstack/react-query'

import { sharedKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

export interface ShareDefaults {
  site_name: string
  share_image_url: string | null
}

/**
 * The site's name and default link-preview image (site settings): what a page's head falls
 * back to, for the staff forms' search and share-card previews (CMS pages and news).
 */
export async function getShareDefaults(signal?: AbortSignal): Promise<ShareDefaults | null> {
  let query = supabase.from('site_settings').select('site_name, share_image_url').limit(1)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  return data
}

export function useShareDefaultsQuery() {
  return useQuery(
    queryOptions({
      queryKey: sharedKeys.shareDefaults,
      queryFn: ({ signal }) => getShareDefaults(signal),
    }),
  )
}
