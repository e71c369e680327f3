import { queryOptions } from '@tanstack/react-query'

import { type Language, SEARCH_MAX_LENGTH } from '@/config/constants'
import { getPublicClient } from '@/lib/public-client'

export type SearchKind = 'site' | 'page' | 'news' | 'faq' | 'scope' | 'legal' | 'flow'

export interface SearchHit {
  kind: SearchKind
  /** A built-in page's path, a CMS page or article slug, a scope code, a flow step number, or an id. */
  key: string
  title: string
  /** Text around the matches; each match is between \u0002 and \u0003. */
  snippet: string
  rank: number
}

/** `search_site(q, lang)`: published content matching q, best first. */
export const searchSiteQuery = (q: string, lang: Language) =>
  queryOptions({
    queryKey: ['search', lang, q] as const,
    queryFn: async ({ signal }): Promise<SearchHit[]> => {
      const client = await getPublicClient()
      const { data, error } = await client
        .rpc('search_site', { q: q.slice(0, SEARCH_MAX_LENGTH), lang })
        .abortSignal(signal)
      if (error) throw error
      return (data ?? []) as SearchHit[]
    },
    enabled: q.trim() !== '',
  })
