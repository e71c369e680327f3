import { queryOptions, useQuery } from '@tanstack/react-query'

import { useCollectionErrorToast } from '@/lib/collection-error-toast'
import { getPublicClient } from '@/lib/public-client'

import { cmsPageKeys } from './keys'

/** One published CMS page by slug, or null when there is none (no PGRST116 round trip). */
export async function getPublishedCmsPage(slug: string, signal?: AbortSignal) {
  let request = (await getPublicClient())
    .from('cms_pages')
    .select('id, slug, title, content, meta_description, meta_title, share_image_url, updated_at')
    .eq('slug', slug)
    .eq('is_published', true)
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request.maybeSingle()
  if (error) throw error
  return data
}

/**
 * `notFoundWhenNull`: the page is the route's subject (`/<slug>`), so no such published page
 * makes the server answer 404; a core page's route shows "not available" instead.
 */
export const publishedCmsPageQueryOptions = (slug: string, notFoundWhenNull = false) =>
  queryOptions({
    queryKey: [...cmsPageKeys.publicDetail(slug), notFoundWhenNull ? 'address' : 'route'],
    queryFn: ({ signal }) => getPublishedCmsPage(slug, signal),
    meta: notFoundWhenNull ? { notFoundWhenNull: true } : undefined,
  })

export function usePublishedCmsPageQuery(slug: string, notFoundWhenNull = false) {
  const query = useQuery(publishedCmsPageQueryOptions(slug, notFoundWhenNull))
  useCollectionErrorToast('cms_pages', query.error)
  return query
}
