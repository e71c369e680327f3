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

/** Uploads a checked file and returns its public URL. */
export async function uploadMedia(folder: string, file: File): Promise<string> {
  const path = mediaPath(folder, file)
  const bucket = supabase.storage.from(MEDIA_BUCKET)
  const { error } = await bucket.upload(path, file, {
    contentType: file.type,
    upsert: false,
    cacheControl: MEDIA_CACHE_SECONDS,
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
