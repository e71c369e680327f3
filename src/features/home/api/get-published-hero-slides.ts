import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCollectionErrorToast } from '@/lib/collection-error-toast'
import { getPublicClient } from '@/lib/public-client'
import { heroSlideKeys } from './keys'

/** Published hero slides in sort_order (RLS hides drafts from visitors; the filter also does). */
export async function getPublishedHeroSlides(signal?: AbortSignal) {
  let request = (await getPublicClient())
    .from('hero_slides')
    .select(
      'id, sort_order, title, subtitle, cta_primary_text, cta_primary_url, cta_secondary_text, cta_secondary_url, image_url, image_description',
    )
    .eq('is_published', true)
    .order('sort_order')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export type HeroSlide = Awaited<ReturnType<typeof getPublishedHeroSlides>>[number]

export const publishedHeroSlidesQueryOptions = () =>
  queryOptions({
    queryKey: heroSlideKeys.publicList(),
    queryFn: ({ signal }) => getPublishedHeroSlides(signal),
  })

export function usePublishedHeroSlidesQuery() {
  const query = useQuery(publishedHeroSlidesQueryOptions())
  useCollectionErrorToast('hero_slides', query.error)
  return query
}
