import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { MediaThumb } from '@/components/crud/media-thumb'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import type { MediaFile } from '@/lib/resource/media-library'
import { formatBytes, mediaPublicUrl } from '@/lib/resource/media-storage'

import { MediaUses } from './media-uses'

/** "SVG", "JPEG", "PDF" … from a MIME type. */
export const typeLabel = (mime: string) =>
  (mime.split('/')[1] ?? mime).replace(/\+xml$/, '').toUpperCase()

/**
 * One file of the library: thumbnail, name, type, size, dimensions, upload date and uploader,
 * alt text per language, where it is used; edit the alt text, open, delete.
 */
export function MediaCard({
  file,
  onEditAlt,
  onDelete,
}: {
  file: MediaFile
  onEditAlt: (file: MediaFile) => void
  onDelete: (file: MediaFile) => void
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const headingId = `media-${file.id}`
  const item = (term: string, value: React.ReactNode) => (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{value}</dd>
    </div>
  )
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-lg border bg-card p-3 text-card-foreground shadow-sm"
    >
      <MediaThumb file={file} />
      <h2 id={headingId} className="truncate text-sm font-semibold" title={file.name}>
        {file.name}
      </h2>
      <dl className="grid gap-1 text-xs">
        {item(
          t('media.fields.type'),
          `${typeLabel(file.mime_type)} · ${formatBytes(file.size_bytes)}${
            file.width && file.height
              ? ` · ${t('crud.media.dimensions', { width: file.width, height: file.height })}`
              : ''
          }`,
        )}
        {item(
          t('media.fields.uploaded'),
          file.uploader_name
            ? t('media.uploadedBy', {
                date: formatDateTime(file.created_at, language),
                name: file.uploader_name,
              })
            : formatDateTime(file.created_at, language),
        )}
        {file.kind === 'image'
          ? item(
              t('media.fields.alt'),
              file.alt.id || file.alt.en ? (
                <span className="grid">
                  <span lang="id">{`ID: ${file.alt.id || '–'}`}</span>
                  <span lang="en">{`EN: ${file.alt.en || '–'}`}</span>
                </span>
              ) : (
                <span className="text-muted-foreground">{t('media.noAlt')}</span>
              ),
            )
          : null}
        {item(t('media.fields.usedIn'), <MediaUses uses={file.uses} />)}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {file.kind === 'image' ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onEditAlt(file)}>
            <Pencil aria-hidden="true" />
            {t('media.actions.editAlt')}
            <span className="sr-only">{`: ${file.name}`}</span>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <a href={mediaPublicUrl(file.object_name)} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('media.actions.open')}
            <span className="sr-only">{`: ${file.name}`}</span>
          </a>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onDelete(file)}>
          <Trash2 aria-hidden="true" />
          {t('crud.actions.delete')}
          <span className="sr-only">{`: ${file.name}`}</span>
        </Button>
      </div>
    </article>
  )
}
