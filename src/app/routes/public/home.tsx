import { useTranslation } from 'react-i18next'

import { island } from '@/app/island'
import { LatestNews, latestNewsQuery } from '@/features/articles/components/latest-news'
import {
  publishedHeroSlidesQueryOptions,
  usePublishedHeroSlidesQuery,
} from '@/features/home/api/get-published-hero-slides'
import { ClosingCta } from '@/features/home/components/closing-cta'
import { heroSlideText } from '@/features/home/components/hero-slide'
import { HeroSlider } from '@/features/home/components/hero-slider'
import { WhyUs } from '@/features/home/components/why-us'
import { HomeCertificateCheck } from '@/features/register/components/home-certificate-check'
import { PageMeta, useSiteName } from '@/features/site/components/page-meta'
import {
  publishedTestimonialsQueryOptions,
  TestimonialQuotes,
} from '@/features/testimonials/components/testimonial-quotes'
import { currentLanguage } from '@/lib/i18n'
import type { PageQueries } from '@/lib/page-queries'

const HeroSliderIsland = island('hero-slider', HeroSlider)

export const queries: PageQueries = () => [
  publishedHeroSlidesQueryOptions(),
  publishedTestimonialsQueryOptions(),
  latestNewsQuery(),
]

/** Home: hero slider, the Cek SBU box, why choose us, latest news, testimonials, closing CTA. */
export function HomePage() {
  const { t, i18n } = useTranslation('public')
  const siteName = useSiteName()
  // None while loading; a failed read shows the empty slider (and the collection's error toast).
  const { data, isPending } = usePublishedHeroSlidesQuery()
  const language = currentLanguage(i18n)
  const slides = data
    ? data.map((slide) => heroSlideText(slide, language))
    : isPending
      ? undefined
      : []
  return (
    <>
      <PageMeta
        fullTitle={t('home.metaTitle', { siteName })}
        description={t('home.metaDescription')}
      />
      <HeroSliderIsland slides={slides} />
      <HomeCertificateCheck />
      <WhyUs />
      <LatestNews />
      <TestimonialQuotes />
      <ClosingCta />
    </>
  )
}
