import { queryOptions, useQuery } from '@tanstack/react-query'

import { getPublicClient } from '@/lib/public-client'
import type { Tables } from '@/types/database'

import { articleKeys } from './keys'

export type PublishedArticle = Pick<
  Tables<'articles'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'content'
  | 'cover_image_url'
  | 'cover_alt'
  | 'meta_title'
  | 'meta_description'
  | 'share_image_url'
  | 'published_at'
  | 'updated_at'
>

/** A published article by slug, or null for a draft, a scheduled article or an unknown slug. */
export async function getArticleBySlug(
  slug: string,
  signal?: AbortSignal,
): Promise<PublishedArticle | null> {
  let query = (await getPublicClient())
    .from('articles')
    .select(
      'id, slug, title, excerpt, content, cover_image_url, cover_alt, meta_title, meta_description, share_image_url, published_at, updated_at',
    )
    .eq('slug', slug)
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  return data
}

export const articleBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.publicDetail(slug),
    queryFn: ({ signal }) => getArticleBySlug(slug, signal),
    // No such published article: the server answers 404 with the not-found page.
    meta: { notFoundWhenNull: true },
  })

export function useArticleBySlugQuery(slug: string) {
  return useQuery(articleBySlugQuery(slug))
}
