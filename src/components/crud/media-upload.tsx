import { FileText, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import type { MediaFile } from '@/lib/resource/media-library'
import { mediaPublicUrl } from '@/lib/resource/media-storage'

import { useFieldMessage } from './field-row'
import { MediaPicker } from './media-picker'
import { UploadControl } from './upload-control'
import { type MediaFieldKind, useMediaUpload } from './use-media-upload'
import { useUnsavedUploads } from './use-unsaved-uploads'

export interface MediaUploadProps {
  /** `document`: a PDF or an image (e.g. a scanned licence), shown as a link. */
  kind: MediaFieldKind
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
  /**
   * A file was chosen from the media library (after `onChange`): e.g. to fill the form's empty
   * alt text with the library's.
   */
  onPick?: (file: MediaFile) => void
}

/**
 * The kit's media field: an image (PNG/JPEG/WebP/SVG), a PDF, or either. The file is chosen
 * from the media library ("Pilih dari pustaka", MediaPicker) or uploaded (the kit's
 * UploadControl: type and size checked before anything is sent, with a message saying what is
 * allowed); a preview (or a link for PDFs) with "Hapus berkas" clears the field (the file
 * stays in the library, unless this field uploaded it and nothing saved it: useUnsavedUploads). Alt text for images is a separate, required form field
 * (docs/admin-kit.md).
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
  onPick,
}: MediaUploadProps) {
  const { t } = useTranslation('admin')
  const message = useFieldMessage()
  const id = useId()
  const upload = useMediaUpload(kind, folder)
  // A file uploaded here and then replaced, removed or never saved is not left in the bucket.
  const unsaved = useUnsavedUploads()
  const shownError = upload.problem ?? message(error)
  const errorId = shownError ? `${id}-error` : undefined
  const hintId = `${id}-hint`
  const fileName = value ? decodeURIComponent(value.split('/').pop() ?? value) : ''

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
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={() => {
              unsaved.release(value)
              onChange('')
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('crud.upload.remove')}
            <span className="sr-only">{`: ${label}`}</span>
          </Button>
        </div>
      ) : null}
      <UploadControl
        id={id}
        accept={upload.accept}
        label={label}
        busy={upload.uploading}
        buttonText={value ? t('crud.upload.replaceFile') : t('crud.upload.upload')}
        status={value ? <span title={value}>{fileName}</span> : t('crud.upload.noneChosen')}
        describedBy={[errorId, hintId].filter(Boolean).join(' ')}
        onFiles={async ([file]) => {
          const url = await upload.start(file!)
          if (!url) return
          unsaved.release(value)
          unsaved.track(url)
          onChange(url)
        }}
      >
        <MediaPicker
          kind={kind}
          label={label}
          folder={folder}
          disabled={upload.uploading}
          onPick={(file) => {
            upload.clear()
            unsaved.release(value)
            onChange(mediaPublicUrl(file.object_name))
            onPick?.(file)
          }}
        />
      </UploadControl>
      <p id={hintId} className="text-xs text-muted-foreground">
        {upload.limits}
      </p>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
    </div>
  )
}
