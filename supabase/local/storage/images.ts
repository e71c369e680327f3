/**
 * Image transformations, as hosted Supabase Storage serves them at
 * `/storage/v1/render/image/{public|authenticated}/<bucket>/<name>?width=&height=&resize=&quality=&format=`
 * (supabase-js: `getPublicUrl(name, { transform })`), done with sharp (libvips) instead of
 * imgproxy. docs/decisions/014-responsive-images.md.
 *
 * - Parameters as Storage validates them: integers, width and height clamped to 1–2500, resize
 *   cover (default) / contain / fill, quality 20–100 (default 80), format origin / webp / avif.
 *   Without `format` the answer is WebP when the browser accepts it (`Vary: Accept`), as hosted.
 * - Never enlarges; orientation from EXIF is applied and metadata (EXIF, GPS) stripped.
 * - Inputs over 25 MB or 50 megapixels (hosted's limits) are refused before decoding (sharp's
 *   limitInputPixels reads the header only), so a decompression bomb costs nothing.
 * - SVG and GIF are sent as they are (vector, or possibly animated).
 * - The standard widths (STANDARD_WIDTHS, the widths of the site's `srcset`) are made when the
 *   image is uploaded and stored beside its version; other requests are rendered on the fly, a
 *   few at a time, and not stored on disk, so no URL can fill it (the last few are kept in a
 *   small memory cache).
 * - Renders are paid for per visitor (render-budget.ts): one at a time, and a budget of cost
 *   units (the source's megapixels × the output format's weight) that refills over time; past
 *   it, 429 with Retry-After. What is already made costs nothing: a stored or cached variant,
 *   and a revalidation (304) answered from the ETag without rendering.
 */
import sharp from 'sharp'

import { HttpError } from '../http'
import type { BlobStore } from './blobs'
import { baseType } from './content'
import { storageError, storageErrors } from './errors'
import { type RenderBudget, renderCost, VariantCache } from './render-budget'

/** The widths of the site's `srcset`s: src/lib/image-url.ts IMAGE_WIDTHS (a test keeps them equal). */
export const STANDARD_WIDTHS = [64, 128, 256, 480, 768, 1200, 1920] as const
const DEFAULT_QUALITY = 80
const MAX_DIMENSION = 2500
const MAX_INPUT_BYTES = 25 * 1024 * 1024
const MAX_INPUT_PIXELS = 50_000_000
/** On-the-fly renders at once; more are refused with 503 until one ends. */
const MAX_CONCURRENT_RENDERS = 2

type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif'
const TRANSFORMABLE: Record<string, SourceFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}
/** Images sent as they are: SVG is a vector; a GIF may be animated. */
const PASSED_THROUGH = new Set(['image/svg+xml', 'image/gif'])
const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const

export interface Transform {
  width?: number
  height?: number
  resize: keyof typeof FIT
  quality: number
  format?: 'origin' | 'webp' | 'avif'
}

/** The query's transformation, or Storage's 400 for a value its schema refuses. */
export function parseTransform(params: URLSearchParams): Transform {
  const integer = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const raw = params.get(name)
    if (raw === null || raw === '') return undefined
    if (!/^\d+$/.test(raw))
      throw storageErrors.invalidRequest(`querystring/${name} must be integer`)
    const value = Number(raw)
    if (value < min) throw storageErrors.invalidRequest(`querystring/${name} must be >= ${min}`)
    if (value > max) throw storageErrors.invalidRequest(`querystring/${name} must be <= ${max}`)
    return value
  }
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const raw = params.get(name)
    if (raw === null || raw === '') return undefined
    if (!(allowed as readonly string[]).includes(raw))
      throw storageErrors.invalidRequest(
        `querystring/${name} must be equal to one of the allowed values: ${allowed.join(', ')}`,
      )
    return raw as T
  }
  // Storage clamps sizes to its limits and treats 0 as "not given".
  const size = (name: string) => {
    const value = integer(name, 0)
    return value ? Math.min(value, MAX_DIMENSION) : undefined
  }
  return {
    width: size('width'),
    height: size('height'),
    resize: oneOf('resize', ['cover', 'contain', 'fill'] as const) ?? 'cover',
    quality: integer('quality', 20, 100) ?? DEFAULT_QUALITY,
    format: oneOf('format', ['origin', 'webp', 'avif'] as const),
  }
}

export interface ImageSource {
  bucket: string
  name: string
  /** Null for a file stored without versions: rendered, never stored. */
  version: string | null
  mimetype: string
}

/** What a render request will produce, known before any bytes are read. */
export interface RenderPlan {
  output: SourceFormat
  contentType: string
  /** Names the variant: part of its ETag. */
  variant: string
  /** The answer depends on `Accept` (format chosen by the browser's formats). */
  varies: boolean
}

export function createImageService(blobs: BlobStore, budget: RenderBudget) {
  let activeRenders = 0
  const cache = new VariantCache()

  return {
    /** Whether this object is an image whose bytes are transformed (not passed through). */
    transformable: (mimetype: string) => baseType(mimetype) in TRANSFORMABLE,

    /**
     * The variant a request asks for. Undefined for an image sent as it is (SVG, GIF);
     * Storage's error for anything else.
     */
    plan(source: ImageSource, transform: Transform, accept: string): RenderPlan | undefined {
      const type = baseType(source.mimetype)
      if (PASSED_THROUGH.has(type)) return undefined
      const from = TRANSFORMABLE[type]
      if (!from) throw notAnImage(type)
      const output: SourceFormat =
        transform.format === 'webp' || transform.format === 'avif'
          ? transform.format
          : transform.format === undefined && /\bimage\/webp\b/i.test(accept)
            ? 'webp'
            : from
      return {
        output,
        contentType: `image/${output}`,
        variant: variantName(transform, output),
        varies: transform.format === undefined,
      }
    },

    /**
     * The variant's bytes: stored (a standard width) or cached ones for free, else rendered on
     * the visitor's budget (429 past it; 503 while every render worker is busy). A standard
     * width is stored once made; any other variant only kept in the memory cache.
     */
    async bytes(
      source: ImageSource,
      transform: Transform,
      plan: RenderPlan,
      visitor: string,
      read: () => Promise<Buffer>,
    ): Promise<Buffer> {
      const standard =
        source.version !== null &&
        transform.height === undefined &&
        transform.resize === 'cover' &&
        transform.quality === DEFAULT_QUALITY &&
        (STANDARD_WIDTHS as readonly number[]).includes(transform.width ?? 0)
      if (standard) {
        const stored = await blobs.readVariant(
          source.bucket,
          source.name,
          source.version!,
          plan.variant,
        )
        if (stored) return stored
      }
      const key =
        source.version === null
          ? null
          : `${source.bucket}/${source.name}/${source.version}/${plan.variant}`
      const cached = key === null ? undefined : cache.get(key)
      if (cached) return cached

      const release = budget.admit(visitor)
      try {
        if (activeRenders >= MAX_CONCURRENT_RENDERS) throw tooManyRenders()
        activeRenders++
        try {
          const data = await read()
          budget.charge(visitor, renderCost(await sourcePixels(data), plan.output))
          const rendered = await encode(data, transform, plan.output)
          if (standard)
            await blobs.writeVariant(
              source.bucket,
              source.name,
              source.version!,
              plan.variant,
              rendered,
            )
          else if (key !== null) cache.set(key, rendered)
          return rendered
        } finally {
          activeRenders--
        }
      } finally {
        release()
      }
    },

    /**
     * Made before an uploaded image's row is committed: the WebP of every standard width below
     * the image's own (the browsers that ask for these accept WebP). An image over the pixel
     * limit is refused; one that cannot be decoded is stored as it is (its renders answer 422).
     */
    async prepare(source: ImageSource & { version: string }, data: Buffer): Promise<void> {
      if (!TRANSFORMABLE[baseType(source.mimetype)]) return
      const width = await sourceWidth(data)
      try {
        for (const standard of STANDARD_WIDTHS) {
          if (width === undefined || standard >= width) break
          const transform: Transform = {
            width: standard,
            resize: 'cover',
            quality: DEFAULT_QUALITY,
          }
          const variant = variantName(transform, 'webp')
          const encoded = await encode(data, transform, 'webp')
          await blobs.writeVariant(source.bucket, source.name, source.version, variant, encoded)
        }
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
      }
    },
  }
}

function variantName(t: Transform, output: SourceFormat): string {
  return `w${t.width ?? 0}-h${t.height ?? 0}-${t.resize}-q${t.quality}.${output}`
}

function pipeline(data: Buffer) {
  if (data.length > MAX_INPUT_BYTES) throw tooLarge()
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
}

/** The source's pixel count from its header (0 when unreadable: encoding will say why). */
async function sourcePixels(data: Buffer): Promise<number> {
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  return (meta?.width ?? 0) * (meta?.height ?? 0)
}

/** The displayed width (after EXIF rotation); undefined when unreadable; over the limits: refused. */
async function sourceWidth(data: Buffer): Promise<number | undefined> {
  if (data.length > MAX_INPUT_BYTES) throw tooLarge()
  // The header only: sharp's own pixel limit would make a bomb look merely unreadable.
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  if (!meta?.width || !meta.height) return undefined
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels()
  // Rotated by EXIF (orientation 5–8): width and height swap.
  return (meta.orientation ?? 1) >= 5 ? meta.height : meta.width
}

async function encode(data: Buffer, t: Transform, output: SourceFormat): Promise<Buffer> {
  try {
    let image = pipeline(data).autoOrient()
    if (t.width || t.height)
      image = image.resize({
        width: t.width,
        height: t.height,
        fit: FIT[t.resize],
        withoutEnlargement: true,
      })
    const quality = t.quality
    if (output === 'webp') image = image.webp({ quality })
    else if (output === 'avif') image = image.avif({ quality: Math.max(1, quality - 20) })
    else if (output === 'jpeg') image = image.jpeg({ quality, mozjpeg: true })
    else image = image.png({ compressionLevel: 9 })
    return await image.toBuffer()
  } catch (error) {
    throw asImageError(error)
  }
}

function asImageError(error: unknown): unknown {
  if (error instanceof Error && !(error instanceof HttpError)) {
    if (/pixel limit/i.test(error.message)) return tooManyPixels()
    return imageError(`The image could not be read: ${error.message.split('\n')[0]}`)
  }
  return error
}

const imageError = (message: string) =>
  storageError(422, 'ImageProcessingError', message, 'Unprocessable Entity')
const tooLarge = () => imageError(`The image is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MB`)
const tooManyPixels = () =>
  imageError(`The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`)
const notAnImage = (type: string) =>
  imageError(`Objects of type ${type} cannot be transformed: only images can`)
const tooManyRenders = () =>
  new HttpError(
    503,
    {
      statusCode: '503',
      code: 'SlowDown',
      error: 'slow_down',
      message: 'Too many image transformations at once: please retry',
    },
    { 'retry-after': '1' },
  )
