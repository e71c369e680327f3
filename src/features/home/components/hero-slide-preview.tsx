import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HeroSlide } from '../api/get-published-hero-slides'
import { HeroSlideView } from './hero-slide'

/**
 * The slide exactly as the home page renders it (HeroSlideView, 600 px high), drawn at the
 * page's width and scaled down to fit: 1280 px wide on larger screens, 400 px on a phone,
 * matching the breakpoint styles the real page would use. Inert: its buttons do not navigate.
 */
export function HeroSlidePreview({ slide }: { slide: HeroSlide }) {
  const { t } = useTranslation('admin')
  const outer = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = outer.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const virtualWidth = width && width < 600 ? 400 : 1280
  const virtualHeight = width && width < 600 ? 560 : 600
  const scale = width ? width / virtualWidth : 0
  return (
    <figure className="grid gap-2">
      <figcaption className="grid gap-0.5">
        <span className="text-sm font-medium">{t('heroSlider.preview.title')}</span>
        <span className="text-xs text-muted-foreground">{t('heroSlider.preview.description')}</span>
      </figcaption>
      <div
        ref={outer}
        className="overflow-hidden rounded-md border bg-slate-900"
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
            <HeroSlideView slide={slide} index={1} total={1} active />
          </div>
        ) : null}
      </div>
    </figure>
  )
}
