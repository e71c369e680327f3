import { queryOptions, useQuery } from '@tanstack/react-query'

import { cmsPagePath } from '@/config/routes'
import { tableKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import type { Json } from '@/types/database'

export interface LinkTarget {
  /** The page's public address (a core page's route, else `/<slug>`). */
  path: string
  title: Json
}

/** Published CMS pages, by title: what a menu item can link to. */
export async function getLinkTargets(signal?: AbortSignal): Promise<LinkTarget[]> {
  let request = supabase
    .from('cms_pages')
    .select('slug, title')
    .eq('is_published', true)
    .order('title->>id')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data.map((page) => ({ path: cmsPagePath(page.slug), title: page.title }))
}

/** Under the pages' key: a page created, renamed or hidden refreshes the choices. */
export const linkTargetsQueryOptions = () =>
  queryOptions({
    queryKey: [...tableKeys('cms_pages').all, 'link-targets'],
    queryFn: ({ signal }) => getLinkTargets(signal),
  })

export const useLinkTargetsQuery = () => useQuery(linkTargetsQueryOptions())
