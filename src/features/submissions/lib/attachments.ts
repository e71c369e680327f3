/**
 * Attachments of complaints and appeals (20261130120000_case_attachments.sql): at most 3 files,
 * PDF, JPEG or PNG, 5 MB each — the bucket's and submit RPCs' own limits. The storage server
 * checks each file's content; these checks give the visitor the message before any upload.
 */
import { i18nMessage } from './field-message'

export const ATTACHMENTS = {
  max: 3,
  maxBytes: 5 * 1024 * 1024,
  /** What the file input offers. */
  accept: '.pdf,.jpg,.jpeg,.png',
  bucket: 'case-attachments',
} as const

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
}
const ALLOWED = new Set(Object.values(TYPES))

/** A chosen file, as far as the checks need it (a browser File, or undici's on the server). */
export interface AttachmentFile {
  name: string
  size: number
  type: string
}

/** The file's type: the declared one when allowed, else the extension's (or ''). */
export function attachmentType(file: AttachmentFile): string {
  const declared = file.type.split(';')[0]!.trim().toLowerCase()
  if (ALLOWED.has(declared)) return declared === 'image/jpg' ? 'image/jpeg' : declared
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''
  return declared && declared !== 'application/octet-stream' ? '' : (TYPES[extension] ?? '')
}

/** The first problem with the chosen files as a form message (`i18n:` key), or undefined. */
export function attachmentsProblem(files: readonly AttachmentFile[]): string | undefined {
  if (files.length > ATTACHMENTS.max)
    return i18nMessage('forms.attachments.errors.tooMany', { count: ATTACHMENTS.max })
  for (const file of files) {
    if (!attachmentType(file))
      return i18nMessage('forms.attachments.errors.type', { name: file.name })
    if (file.size === 0) return i18nMessage('forms.attachments.errors.empty', { name: file.name })
    if (file.size > ATTACHMENTS.maxBytes)
      return i18nMessage('forms.attachments.errors.size', { name: file.name, max: 5 })
  }
  return undefined
}

/**
 * The object's file name: letters, digits, space, `.`, `_`, `-`, `(`, `)` (anything else
 * becomes `_`), starting with a letter or digit, at most 100 characters with the extension kept
 * — the pattern the bucket's upload policy allows. `index` makes names in one upload distinct.
 */
export function safeFileName(name: string, index: number): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()-]/g, '_')
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 ? cleaned.slice(dot).slice(0, 10) : ''
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[^A-Za-z0-9]+/, '')
  return `${index + 1}-${stem}`.slice(0, 100 - extension.length) + extension
}

/** A human size: `820 KB`, `1,2 MB`. */
export function formatFileSize(bytes: number, language: string): string {
  const format = (n: number) =>
    n.toLocaleString(language === 'en' ? 'en-GB' : 'id-ID', { maximumFractionDigits: 1 })
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`
  return `${format(bytes / (1024 * 1024))} MB`
}
