import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { HERO_AUTOPLAY_MS } from '@/config/constants'
import { cn } from '@/lib/utils'

import { type HeroSlideText, HeroSlideView } from './hero-slide'

/** Every state of the hero occupies exactly this box, so nothing below it moves. */
export const HERO_HEIGHT = 'h-[560px] sm:h-[600px]'

/**
 * The home hero (docs/product.md#home): embla carousel, autoplay every 7 s, loops, dots,
 * previous/next, swipe, and a pause button (WCAG 2.2.2). Reduced-motion visitors start paused.
 * The page reads the published slides and gives them as props (the island's code then needs no
 * data client); none yet while they load (only in the browser-rendered fallback).
 */
export function HeroSlider({ slides }: { slides?: HeroSlideText[] }) {
  const { t } = useTranslation(['public', 'common'])

  if (!slides) {
    return (
      <div role="status" className={cn(HERO_HEIGHT, 'animate-pulse bg-brand-deep')}>
        <span className="sr-only">{t('common:a11y.loading')}</span>
      </div>
    )
  }
  if (!slides.length) {
    return (
      <section
        className={cn(HERO_HEIGHT, 'flex items-center justify-center bg-brand-deep text-white')}
      >
        <div className="container text-center">
          <h1 className="text-3xl font-bold sm:text-5xl">{t('home.title')}</h1>
          <p className="mt-4 text-white/85">{t('home.slider.empty')}</p>
        </div>
      </section>
    )
  }
  return <Carousel slides={slides} />
}

function Carousel({ slides }: { slides: HeroSlideText[] }) {
  const { t } = useTranslation('public')
  const [reducedMotion] = useState(
    () =>
      typeof window !== 'undefined' &&
      window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true,
  )
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: 30 }, [
    Autoplay({
      delay: HERO_AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
    }),
  ])
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(!reducedMotion)
  // The slides' images load as the carousel nears them, not with the page (loading="lazy" does
  // not wait: the slides beside the first are within its distance, clipped or not): the first
  // with the page, the next one halfway through the wait before autoplay shows it, every one as
  // soon as the visitor reaches for the carousel (a dot may jump to any).
  const [imagesUpTo, setImagesUpTo] = useState(0)
  const reach = useCallback((index: number) => setImagesUpTo((n) => Math.max(n, index)), [])
  useEffect(() => {
    const wait = selected === 0 ? untilPageAge(HERO_AUTOPLAY_MS / 2) : HERO_AUTOPLAY_MS / 2
    const timer = setTimeout(() => reach(selected + 1), wait)
    return () => clearTimeout(timer)
  }, [selected, reach])
  const reachAll = () => reach(slides.length - 1)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect)
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])

  // The first slide has been on screen since the page came, and this code may start later (it
  // loads halfway through the first wait, or when the visitor reaches for the carousel:
  // src/app/islands.ts): the first move comes HERO_AUTOPLAY_MS after the page, then autoplay
  // takes over.
  const firstMove = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const cancelFirstMove = () => {
    clearTimeout(firstMove.current)
    firstMove.current = undefined
  }
  useEffect(() => {
    if (!embla || reducedMotion) return
    firstMove.current = setTimeout(() => {
      firstMove.current = undefined
      embla.scrollNext()
      embla.plugins().autoplay?.play()
    }, untilPageAge(HERO_AUTOPLAY_MS))
    return cancelFirstMove
  }, [embla, reducedMotion])

  // Any manual move restarts the 7-second wait (when playing).
  const restart = useCallback(() => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay || !playing) return
    if (firstMove.current) {
      cancelFirstMove()
      autoplay.play()
    } else autoplay.reset()
  }, [embla, playing])

  const togglePlay = () => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay) return
    cancelFirstMove()
    if (playing) autoplay.stop()
    else autoplay.play()
    setPlaying(!playing)
  }

  const controlClass =
    'flex size-11 items-center justify-center rounded-full border border-white/40 bg-black/30 text-white backdrop-blur transition hover:bg-black/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white'

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.slider.label')}
      className={cn(HERO_HEIGHT, 'relative overflow-hidden bg-brand-deep')}
      onPointerEnter={reachAll}
      onTouchStart={reachAll}
      onFocus={reachAll}
    >
      <div ref={emblaRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {slides.map((slide, index) => (
            <HeroSlideView
              // The slides are given whole, never reordered in place.
              key={index}
              slide={slide}
              index={index}
              total={slides.length}
              active={index === selected}
              showImage={index <= Math.max(imagesUpTo, selected)}
            />
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        // The controls need the slider's code: shown once it runs (`data-live` on its island).
        <div className="absolute inset-x-0 bottom-6 z-10 hidden live:block">
          <div className="container flex items-center gap-3">
            <button
              type="button"
              className={controlClass}
              onClick={() => {
                embla?.scrollPrev()
                restart()
              }}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('home.slider.previous')}</span>
            </button>
            <button
              type="button"
              className={controlClass}
              onClick={() => {
                embla?.scrollNext()
                restart()
              }}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('home.slider.next')}</span>
            </button>
            <button type="button" className={controlClass} onClick={togglePlay}>
              {playing ? (
                <Pause aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5" />
              )}
              <span className="sr-only">
                {playing ? t('home.slider.pause') : t('home.slider.play')}
              </span>
            </button>
            <div role="group" aria-label={t('home.slider.dots')} className="ml-auto flex gap-1">
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-current={index === selected ? 'true' : undefined}
                  aria-label={t('home.slider.goTo', { number: index + 1 })}
                  className="group flex size-11 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                  onClick={() => {
                    embla?.scrollTo(index)
                    restart()
                  }}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2.5 rounded-full transition-all group-hover:bg-white/80',
                      index === selected ? 'w-8 bg-white' : 'w-2.5 bg-white/50',
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
        </div>
      ) : null}
    </section>
  )
}

/** The time until the page is `ms` old (0 once it is). */
function untilPageAge(ms: number): number {
  return Math.max(0, ms - performance.now())
}
