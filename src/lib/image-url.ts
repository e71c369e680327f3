/**
 * `src`/`srcset` for an uploaded image (docs/decisions/014-responsive-images.md): a public
 * Storage URL (`…/storage/v1/object/public/<bucket>/<name>`, what the upload fields store)
 * becomes Storage's image-transformation URLs (`…/storage/v1/render/image/public/…?width=`),
 * which hosted Supabase and the embedded backend both serve, as WebP where the browser takes
 * it. Anything else (SVG, GIF, the demo images under /images, another site's URL) is used as
 * it is.
 */

/**
 * The widths a `srcset` offers: each at most twice the one before, so the browser's pick is
 * never more than twice the size it displays. supabase/local/storage/images.ts STANDARD_WIDTHS
 * makes exactly these on upload (tests/api/storage-render.test.ts keeps them equal).
 */
export const IMAGE_WIDTHS = [64, 128, 256, 480, 768, 1200, 1920] as const

export interface ImageSizes {
  /** The `sizes` attribute: the width the image is displayed at, per viewport. */
  sizes: string
  /** The narrowest and widest CSS widths the image is displayed at. */
  min: number
  max: number
}

/** An image across a text column (`max-w-3xl`, 48rem, in the container's 1rem padding). */
export const TEXT_COLUMN_IMAGE: ImageSizes = {
  sizes: '(min-width: 800px) 768px, calc(100vw - 2rem)',
  min: 288,
  max: 768,
}

/** An image shown at one CSS width at every viewport (a logo, a portrait, a client's logo). */
export function fixedWidth(width: number): ImageSizes {
  return { sizes: `${width}px`, min: width, max: width }
}

export interface ImageSources {
  src: string
  srcSet?: string
  sizes?: string
}

const PUBLIC_OBJECT = /^(.*)\/storage\/v1\/object\/public\/([^?#]+)$/
const UNTRANSFORMED = /\.(svg|gif)$/i

export function imageSources(url: string, { sizes, min, max }: ImageSizes): ImageSources {
  const match = PUBLIC_OBJECT.exec(url)
  if (!match || UNTRANSFORMED.test(match[2]!)) return { src: url }
  const [, origin, object] = match
  // From the widest width a 1x screen can use at `min`, to the narrowest a 2x screen needs at `max`.
  const first = Math.max(
    0,
    IMAGE_WIDTHS.findLastIndex((w) => w <= min),
  )
  const last = IMAGE_WIDTHS.findIndex((w) => w >= 2 * max)
  const widths = IMAGE_WIDTHS.slice(first, last === -1 ? undefined : last + 1)
  const at = (width: number) => `${origin}/storage/v1/render/image/public/${object}?width=${width}`
  return {
    srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '),
    sizes,
    src: at(widths.find((w) => w >= max) ?? widths.at(-1)!),
  }
}
