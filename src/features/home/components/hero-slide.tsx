import { useTranslation } from 'react-i18next'

import { ResponsiveImage } from '@/components/responsive-image'
import { Button } from '@/components/ui/button'
import type { Language } from '@/config/constants'
import { translate } from '@/lib/translate'

import type { HeroSlide } from '../api/get-published-hero-slides'

/**
 * A slide's texts in one language: what the home page's island carries in its props (the page
 * loads again in another language).
 */
export interface HeroSlideText {
  title: string
  subtitle: string
  image_url: string | null
  image_description: string
  cta_primary_text: string
  cta_primary_url: string | null
  cta_secondary_text: string
  cta_secondary_url: string | null
}

export function heroSlideText(slide: HeroSlide, language: Language): HeroSlideText {
  return {
    title: translate(slide.title, language),
    subtitle: translate(slide.subtitle, language),
    image_url: slide.image_url,
    image_description: translate(slide.image_description, language),
    cta_primary_text: translate(slide.cta_primary_text, language),
    cta_primary_url: slide.cta_primary_url,
    cta_secondary_text: translate(slide.cta_secondary_text, language),
    cta_secondary_url: slide.cta_secondary_url,
  }
}

/** Full-bleed at every screen width. */
const HERO_IMAGE_SIZES = { sizes: '100vw', min: 320, max: 1920 }

/** One slide: full-bleed image with its description as alt, a scrim, title, subtitle, CTAs. */
export function HeroSlideView({
  slide,
  index,
  total,
  active,
  showImage = true,
}: {
  slide: HeroSlideText
  index: number
  total: number
  active: boolean
  /** False until the carousel nears the slide: its image is not loaded before. */
  showImage?: boolean
}) {
  const { t } = useTranslation('public')
  // The first slide's title is the page's h1; the others are h2 (one h1 per page).
  const Heading = index === 0 ? 'h1' : 'h2'
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.slider.slideOf', { number: index + 1, total })}
      aria-hidden={!active}
      inert={!active}
      className="relative h-full min-w-0 flex-[0_0_100%]"
    >
      {slide.image_url && showImage ? (
        <ResponsiveImage
          src={slide.image_url}
          {...HERO_IMAGE_SIZES}
          priority={index === 0}
          alt={slide.image_description}
          width={1600}
          height={900}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      {/* The scrim keeps the white text readable over any uploaded image: even where the text
          spans the slide (below lg), from the left on wide screens, leaving the picture clear. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-brand-deep/70 lg:bg-transparent lg:bg-gradient-to-r lg:from-brand-deep/90 lg:via-brand-deep/50 lg:to-transparent"
      />
      <div className="container relative flex h-full items-center pb-16">
        <div className="max-w-2xl text-white">
          <Heading className="text-balance text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            {slide.title}
          </Heading>
          {slide.subtitle ? (
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/90 sm:text-xl">
              {slide.subtitle}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {slide.cta_primary_url && slide.cta_primary_text ? (
              <Button asChild size="lg">
                <a href={slide.cta_primary_url}>{slide.cta_primary_text}</a>
              </Button>
            ) : null}
            {slide.cta_secondary_url && slide.cta_secondary_text ? (
              <Button asChild size="lg" variant="outlineWhite">
                <a href={slide.cta_secondary_url}>{slide.cta_secondary_text}</a>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  )
}
