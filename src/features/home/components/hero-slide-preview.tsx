import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'

import type { HeroSlide } from '../api/get-published-hero-slides'
import { heroSlideText, HeroSlideView } from './hero-slide'

/**
 * The slide exactly as the home page renders it (HeroSlideView, 600 px high), drawn at the
 * page's width and scaled down to fit (1280, 800 or 390 px wide, following the viewport's
 * breakpoints, which the slide's styles use). Inert: its buttons do not navigate.
 */
export function HeroSlidePreview({ slide }: { slide: HeroSlide }) {
  const { t, i18n } = useTranslation('admin')
  const outer = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, viewport: 1280 })
  useEffect(() => {
    const element = outer.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry?.contentRect.width ?? 0, viewport: window.innerWidth }),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  // The slide's styles follow the real viewport's breakpoints (sm 640, lg 1024): draw it at a
  // page width where the same ones apply, then scale that page down to the box.
  const virtualWidth = size.viewport >= 1024 ? 1280 : size.viewport >= 640 ? 800 : 390
  const virtualHeight = size.viewport >= 640 ? 600 : 560
  const scale = size.width ? Math.min(1, size.width / virtualWidth) : 0
  return (
    <figure className="grid gap-2">
      <figcaption className="grid gap-0.5">
        <span className="text-sm font-medium">{t('heroSlider.preview.title')}</span>
        <span className="text-xs text-muted-foreground">{t('heroSlider.preview.description')}</span>
      </figcaption>
      <div
        ref={outer}
        className="overflow-hidden rounded-md border bg-brand-deep"
        style={{ height: virtualHeight * scale || 160 }}
      >
        {scale ? (
          <div
            inert
            aria-hidden="true"
            className="flex"
            style={{
              width: virtualWidth,
              height: virtualHeight,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
            }}
          >
            <HeroSlideView
              slide={heroSlideText(slide, currentLanguage(i18n))}
              index={1}
              total={1}
              active
            />
          </div>
        ) : null}
      </div>
    </figure>
  )
}
