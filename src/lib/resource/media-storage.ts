import { supabase } from '@/lib/supabase'

/**
 * Uploads to the public `media` bucket (docs/database.md: editors and admins write, everyone
 * reads by URL). The kit owns this one storage call because every screen's upload field needs
 * the same thing; table reads and writes stay in `features/x/api`.
 */
export const MEDIA_BUCKET = 'media'
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const
export const PDF_TYPES = ['application/pdf'] as const

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
}

/** A safe object name: `folder/2026-11-21-1700000000000-nama-berkas.pdf`. */
export function mediaPath(folder: string, file: File, now = Date.now()): string {
  const ext = EXTENSIONS[file.type] ?? 'bin'
  const base =
    file.name
      .replace(/\.[^.]+$/, '')
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'file'
  return `${folder}/${now}-${base}.${ext}`
}

/**
 * A year: an object's name is new on every upload (mediaPath's timestamp, never upserted), so
 * its bytes, and the resized variants served from it, never change under a URL.
 */
const MEDIA_CACHE_SECONDS = '31536000'

/**
 * An image's size in pixels, read by the browser (null for PDFs, an SVG without a size, or
 * where the browser cannot decode it). The media library shows it; the upload sends it along.
 */
export async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (file.type === 'image/svg+xml') return svgSize(await file.slice(0, 4096).text())
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return null
  const url = URL.createObjectURL(file)
  try {
    return await new Promise((resolve) => {
      const image = new Image()
      const done = (size: { width: number; height: number } | null) => {
        clearTimeout(timer)
        resolve(size)
      }
      const timer = setTimeout(() => done(null), 5000)
      image.onload = () =>
        done(
          image.naturalWidth > 0 && image.naturalHeight > 0
            ? { width: image.naturalWidth, height: image.naturalHeight }
            : null,
        )
      image.onerror = () => done(null)
      image.src = url
    })
  } finally {
    URL.revokeObjectURL(url)
  }
}

/**
 * An SVG's size from its root element: `width`/`height` in pixels (or unitless), else the
 * `viewBox`'s. Null when it states neither (it then scales to any box).
 */
export function svgSize(text: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (!root) return null
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1]?.trim()
  const length = (value: string | undefined) => {
    const match = value ? /^(\d+(?:\.\d+)?)(px)?$/.exec(value) : null
    return match ? Math.round(Number(match[1])) : null
  }
  const width = length(attribute('width'))
  const height = length(attribute('height'))
  if (width && height) return { width, height }
  const box = attribute('viewBox')
    ?.split(/[\s,]+/)
    .map(Number)
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0)
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) }
  return null
}

/** The public URL of an object of the media bucket. */
export function mediaPublicUrl(objectName: string): string {
  return supabase.storage.from(MEDIA_BUCKET).getPublicUrl(objectName).data.publicUrl
}

/**
 * The object name a public URL of the media bucket names (what mediaPublicUrl gave), or null
 * for any other URL.
 */
export function mediaObjectName(url: string): string | null {
  const match = /\/storage\/v1\/object\/public\/media\/([^?#]+)/.exec(url)
  if (!match) return null
  try {
    return match[1]!.split('/').map(decodeURIComponent).join('/')
  } catch {
    return null
  }
}

/**
 * Removes uploads that no save used (a form cancelled, a file replaced before saving): the
 * bucket's delete policy keeps every file that content uses, so a file that was saved after
 * all stays. Best effort: what is left (a closed tab, no network) is listed by the library's
 * cleanup of unused files. Resolves to the names removed.
 */
export async function discardUnusedMedia(names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return []
  try {
    const { data } = await supabase.storage.from(MEDIA_BUCKET).remove([...names])
    return (data ?? []).map((object) => object.name)
  } catch {
    return []
  }
}

/**
 * Uploads a checked file and returns its public URL. The original name and the image's size
 * go along as the object's metadata: the storage trigger writes them into the media library
 * (docs/decisions/021).
 */
export async function uploadMedia(folder: string, file: File): Promise<string> {
  const path = mediaPath(folder, file)
  const size = await imageSize(file)
  const bucket = supabase.storage.from(MEDIA_BUCKET)
  const { error } = await bucket.upload(path, file, {
    contentType: file.type,
    upsert: false,
    cacheControl: MEDIA_CACHE_SECONDS,
    metadata: { name: file.name.slice(0, 200), ...size },
  })
  if (error) throw error
  return bucket.getPublicUrl(path).data.publicUrl
}

/** "10 MB", "512 KB" */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) ? 1 : 0)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

export type FileProblem = { kind: 'type'; type: string } | { kind: 'size'; size: number }

/** Checks a file before uploading (type by MIME and extension; size ≤ 10 MB). */
export function checkFile(
  file: File,
  accept: readonly string[],
  max = MAX_UPLOAD_BYTES,
): FileProblem | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? ''
  const typeOk =
    accept.includes(file.type) &&
    Object.entries(EXTENSIONS).some(
      ([mime, e]) => mime === file.type && (e === ext || (e === 'jpg' && ext === 'jpeg')),
    )
  if (!typeOk) return { kind: 'type', type: file.type || `.${ext}` }
  if (file.size > max) return { kind: 'size', size: file.size }
  return null
}
