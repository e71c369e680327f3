import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { getPublicClient } from '@/lib/public-client'
import type { Tables } from '@/types/database'

import { articleKeys } from './keys'

/** Articles per page of the public news list. */
export const NEWS_PAGE_SIZE = 6

export type ArticleSummary = Pick<
  Tables<'articles'>,
  'id' | 'slug' | 'title' | 'excerpt' | 'cover_image_url' | 'cover_alt' | 'published_at'
>

export interface ArticlePage {
  articles: ArticleSummary[]
  /** Exact number of published articles; null when the page lies past the end. */
  total: number | null
}

/**
 * One page of published articles, newest first. RLS already hides drafts and scheduled
 * articles from visitors; the explicit filters keep them out for signed-in staff too.
 */
export async function getPublishedArticles(
  { page, pageSize }: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<ArticlePage> {
  const from = (page - 1) * pageSize
  let query = (await getPublicClient())
    .from('articles')
    .select('id, slug, title, excerpt, cover_image_url, cover_alt, published_at', {
      count: 'exact',
    })
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + pageSize - 1)
  if (signal) query = query.abortSignal(signal)
  const { data, error, count } = await query
  // PostgREST answers 416 (PGRST103) for an offset past the last row: an empty page.
  if (error?.code === 'PGRST103') return { articles: [], total: null }
  if (error) throw error
  return { articles: data ?? [], total: count ?? data?.length ?? 0 }
}

export const publishedArticlesQuery = (page: number, pageSize = NEWS_PAGE_SIZE) =>
  queryOptions({
    queryKey: articleKeys.publicList({ page, pageSize }),
    queryFn: ({ signal }) => getPublishedArticles({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  })

export function usePublishedArticlesQuery(page: number, pageSize = NEWS_PAGE_SIZE) {
  return useQuery(publishedArticlesQuery(page, pageSize))
}
