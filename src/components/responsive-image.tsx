import type { ImgHTMLAttributes } from 'react'

import { type ImageSizes, imageSources } from '@/lib/image-url'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> &
  ImageSizes & {
    src: string
    /** The page's largest image in view on arrival (its LCP): fetched first, preloaded. */
    priority?: boolean
  }

/**
 * An uploaded image at the size it is displayed (lib/image-url.ts). Give `width`/`height` (its
 * aspect ratio: no layout shift). Lazy unless `priority`; a priority image gets
 * `fetchpriority="high"`, and React's server renderer puts a matching
 * `<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">` in the head.
 */
export function ResponsiveImage({ src, sizes, min, max, priority = false, alt, ...img }: Props) {
  return (
    <img
      {...imageSources(src, { sizes, min, max })}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...img}
    />
  )
}
