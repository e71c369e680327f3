import { cmsPagePath, publicRoutes } from '@/config/routes'

import type { SearchHit } from '../api/search-site'

/** Where a search result leads (a CMS page: its route, or `/<slug>`). */
export function resultUrl(hit: Pick<SearchHit, 'kind' | 'key'>): string {
  switch (hit.kind) {
    case 'site':
      return hit.key
    case 'page':
      return cmsPagePath(hit.key)
    case 'news':
      return publicRoutes.newsDetail(hit.key)
    case 'faq':
      // The key of a FAQ document is its row's id (supabase/migrations/*_site_search.sql).
      return publicRoutes.faqQuestion(hit.key)
    case 'scope':
      return `${publicRoutes.scope}?q=${encodeURIComponent(hit.key)}`
    case 'legal':
      return publicRoutes.legalProducts
    case 'flow':
      return publicRoutes.flow
  }
}

/** A snippet's text split into plain and matched parts (the database marks matches with \u0002…\u0003). */
export function snippetParts(snippet: string): { text: string; match: boolean }[] {
  return snippet
    .split('\u0002')
    .flatMap((chunk, index) => {
      if (index === 0) return [{ text: chunk, match: false }]
      const [match = '', rest = ''] = chunk.split('\u0003')
      return [
        { text: match, match: true },
        { text: rest, match: false },
      ]
    })
    .filter((part) => part.text !== '')
}
