import { publicCollection } from '@/lib/public-collection'

/** Published hero slides in sort_order (RLS hides drafts from visitors; the filter also does). */
export const {
  queryOptions: publishedHeroSlidesQueryOptions,
  useRows: usePublishedHeroSlidesQuery,
} = publicCollection('hero_slides', (client) =>
  client
    .from('hero_slides')
    .select(
      'id, sort_order, title, subtitle, cta_primary_text, cta_primary_url, cta_secondary_text, cta_secondary_url, image_url, image_description',
    )
    .eq('is_published', true)
    .order('sort_order'),
)

export type HeroSlide = NonNullable<ReturnType<typeof usePublishedHeroSlidesQuery>['data']>[number]
