import { FileText, Loader2, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { useErrorText } from './db-errors'
import { useFieldMessage } from './field-row'
import {
  checkFile,
  formatBytes,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  PDF_TYPES,
  uploadMedia,
} from './media-storage'

export interface MediaUploadProps {
  /** `document`: a PDF or an image (e.g. a scanned licence), shown as a link. */
  kind: 'image' | 'pdf' | 'document'
  label: string
  /** The stored URL (empty when none). */
  value: string
  onChange: (url: string) => void
  /** Folder inside the bucket, e.g. `articles`. */
  folder: string
  required?: boolean
  /** The image's alt text, used for the preview (the alt field itself is a form field). */
  alt?: string
  /** A form error for the URL field (i18n key or text). */
  error?: string
}

/**
 * Upload of an image (PNG/JPEG/WebP/SVG) or a PDF to the `media` bucket. Type and size are
 * checked before anything is sent, with a message saying what is allowed; shows a preview (or
 * a link for PDFs) and lets the user replace or remove the file. Alt text for images is a
 * separate, required form field (see docs/admin-kit.md).
 */
export function MediaUpload({
  kind,
  label,
  value,
  onChange,
  folder,
  required,
  alt,
  error,
}: MediaUploadProps) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const message = useFieldMessage()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const accept =
    kind === 'image' ? IMAGE_TYPES : kind === 'pdf' ? PDF_TYPES : [...PDF_TYPES, ...IMAGE_TYPES]
  const allowed =
    kind === 'document'
      ? `${t('crud.upload.pdfTypes')}, ${t('crud.upload.imageTypes')}`
      : t(kind === 'image' ? 'crud.upload.imageTypes' : 'crud.upload.pdfTypes')
  const max = formatBytes(MAX_UPLOAD_BYTES)
  const shownError = problem ?? message(error)
  const errorId = shownError ? `${id}-error` : undefined
  const hintId = `${id}-hint`

  const onFile = async (file: File | undefined) => {
    if (!file) return
    const found = checkFile(file, accept)
    if (found) {
      setProblem(
        found.kind === 'type'
          ? t('crud.upload.wrongType', { type: found.type, allowed })
          : t('crud.upload.tooLarge', { size: formatBytes(found.size), max }),
      )
      if (inputRef.current) inputRef.current.value = ''
      return
    }
    setProblem(null)
    setUploading(true)
    try {
      onChange(await uploadMedia(folder, file))
    } catch (err) {
      setProblem(t('crud.upload.failed', { message: describe(err).message }))
    } finally {
      setUploading(false)
      if (inputRef.current) inputRef.current.value = ''
    }
  }

  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {value ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border p-2">
          {kind === 'image' ? (
            <img
              src={value}
              alt={alt ?? ''}
              className="h-20 w-32 rounded bg-muted object-contain"
            />
          ) : (
            <a
              href={value}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
            >
              <FileText className="size-5" aria-hidden="true" />
              {t('crud.upload.open')}
              <span className="sr-only">{`: ${label}`}</span>
            </a>
          )}
          <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground" title={value}>
            {decodeURIComponent(value.split('/').pop() ?? value)}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange('')}>
            <Trash2 aria-hidden="true" />
            {t('crud.upload.remove')}
            <span className="sr-only">{`: ${label}`}</span>
          </Button>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <Input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept.join(',')}
          disabled={uploading}
          aria-invalid={Boolean(shownError)}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          aria-required={required && !value ? true : undefined}
          onChange={(event) => void onFile(event.target.files?.[0])}
          className="cursor-pointer"
        />
        {uploading ? (
          <span
            role="status"
            className="inline-flex items-center gap-1 text-sm text-muted-foreground"
          >
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t('crud.upload.uploading')}
          </span>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {value ? `${t('crud.upload.replace')}: ` : null}
        {t('crud.upload.limits', { allowed, max })}
      </p>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
    </div>
  )
}
