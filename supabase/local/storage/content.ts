/**
 * What an upload really is, and how a stored file may be served (docs/security.md, "Uploads"):
 * a file declared as an image or PDF must start like one (its magic bytes), and only raster
 * images and PDFs are served inline; everything else (SVG, HTML, XML, text…) is an attachment.
 * Every stored file is also served with a sandboxing Content-Security-Policy.
 */
import { storageError, storageErrors } from './errors'

/** Bytes of the upload's start kept for recognising its type. */
export const HEAD_BYTES = 4096

/** Types the server recognises by content; a file declared as one of them must match. */
const SIGNATURES: [type: string, matches: (head: Buffer) => boolean][] = [
  ['image/png', (h) => h.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))],
  ['image/jpeg', (h) => h.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex'))],
  ['image/gif', (h) => /^GIF8[79]a/.test(h.subarray(0, 6).toString('latin1'))],
  [
    'image/webp',
    (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' &&
      h.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
  ['application/pdf', (h) => h.subarray(0, 5).toString('latin1') === '%PDF-'],
  ['image/svg+xml', isSvg],
]

/** Served inline (rendered by the browser as an image or in its PDF viewer). */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'])

const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' }

/** `type/subtype`, lower case, without parameters. */
export function baseType(mimeType: string): string {
  const base = mimeType.split(';')[0]!.trim().toLowerCase()
  return ALIASES[base] ?? base
}

/** An SVG document: optional BOM, XML declaration, comments and doctype, then `<svg`. */
function isSvg(head: Buffer): boolean {
  let text = head.toString('utf8').replace(/^\uFEFF/, '')
  for (;;) {
    const before = text
    text = text
      .replace(/^\s+/, '')
      .replace(/^<\?xml[\s\S]*?\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    if (text === before) break
  }
  return /^<svg[\s>/]/i.test(text)
}

/**
 * Refuses a file whose declared type the bucket does not allow (Storage's validateMimeType:
 * an allowed entry or `type/*`), or whose content is not what a recognised type declares.
 */
export function assertAllowedContent(
  mimeType: string,
  allowed: string[] | null,
  head: Buffer | null,
): void {
  const declared = baseType(mimeType)
  const [type, subtype] = declared.split('/')
  if (!type || !subtype) throw storageErrors.invalidMimeType(mimeType)
  if (allowed?.length) {
    const ok = allowed.some((entry) => {
      const [allowedType, allowedSubtype] = baseType(entry).split('/')
      return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
    })
    if (!ok) throw storageErrors.invalidMimeType(mimeType)
  }
  if (head === null) return
  const signature = SIGNATURES.find(([known]) => known === declared)
  if (signature && !signature[1](head)) {
    throw storageError(
      415,
      'InvalidMimeType',
      `The content is not a valid ${declared} file`,
      'invalid_mime_type',
    )
  }
}

/** Whether a stored file of this type may be shown by the browser rather than downloaded. */
export function servedInline(mimeType: string): boolean {
  return INLINE.has(baseType(mimeType))
}
