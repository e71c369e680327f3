import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'
import type { Json } from '@/types/database'

import { cmsPageKeys } from './keys'

export interface PageLink {
  kind: 'navigation' | 'slide' | 'page' | 'news'
  id: string
  title: Json
  parent_title: Json
  is_published: boolean
}

/** Menu items, slide buttons, CMS pages and news that link to `path` (`page_links` RPC). */
export async function getPageLinks(path: string, signal?: AbortSignal): Promise<PageLink[]> {
  let request = supabase.rpc('page_links', { target: path })
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data as PageLink[]
}

/**
 * Under the table's key, so any write to a page refreshes it; the menu, slides and news are
 * other screens (their writes reach it the next time it mounts).
 */
export const pageLinksQueryOptions = (path: string) =>
  queryOptions({
    queryKey: [...cmsPageKeys.all, 'links', path],
    queryFn: ({ signal }) => getPageLinks(path, signal),
    staleTime: 0,
  })

export const usePageLinksQuery = (path: string, enabled = true) =>
  useQuery({ ...pageLinksQueryOptions(path), enabled })
