import { describe, expect, it } from 'vitest'

import { fixedWidth, IMAGE_WIDTHS, imageSources, TEXT_COLUMN_IMAGE } from './image-url'

const object = 'https://abc.supabase.co/storage/v1/object/public/media/news/1700-cover.jpg'
const render = (width: number) =>
  `https://abc.supabase.co/storage/v1/render/image/public/media/news/1700-cover.jpg?width=${width}`

describe('imageSources', () => {
  it('turns a public Storage URL into render URLs from the 1x width at min to the 2x width at max', () => {
    const sources = imageSources(object, TEXT_COLUMN_IMAGE)
    // min 288 → from 256 (the widest ≤ 288); max 768 → up to 1920 (the first ≥ 1536).
    expect(sources).toEqual({
      srcSet: [256, 480, 768, 1200, 1920].map((w) => `${render(w)} ${w}w`).join(', '),
      sizes: TEXT_COLUMN_IMAGE.sizes,
      src: render(768),
    })
  })

  it('offers few candidates for a small fixed-size image', () => {
    expect(fixedWidth(64)).toEqual({ sizes: '64px', min: 64, max: 64 })
    expect(imageSources(object, fixedWidth(64)).srcSet).toBe(
      `${render(64)} 64w, ${render(128)} 128w`,
    )
  })

  it('every candidate is at most twice the one before (the browser never picks over 2x)', () => {
    for (let i = 1; i < IMAGE_WIDTHS.length; i++)
      expect(IMAGE_WIDTHS[i]! / IMAGE_WIDTHS[i - 1]!).toBeLessThanOrEqual(2)
  })

  it('leaves SVG, GIF, demo images and other sites alone', () => {
    for (const src of [
      '/images/seed/hero/slide-1.svg',
      'https://abc.supabase.co/storage/v1/object/public/media/logo.svg',
      'https://abc.supabase.co/storage/v1/object/public/media/anim.GIF',
      'https://example.com/photo.jpg',
      'https://abc.supabase.co/storage/v1/object/sign/media/a.jpg?token=x',
    ])
      expect(imageSources(src, TEXT_COLUMN_IMAGE)).toEqual({ src })
  })

  it('keeps the path as stored (already URL-encoded)', () => {
    const sources = imageSources(
      'http://localhost:4173/storage/v1/object/public/media/a%20b/c.png',
      { sizes: '40px', min: 40, max: 40 },
    )
    expect(sources.src).toBe(
      'http://localhost:4173/storage/v1/render/image/public/media/a%20b/c.png?width=64',
    )
  })
})
