import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { UploadControl } from '@/components/crud/upload-control'
import { acceptedTypes } from '@/components/crud/use-media-upload'
import { Button } from '@/components/ui/button'
import { mediaKeys } from '@/lib/resource/media-library'
import { checkFile, formatBytes, MAX_UPLOAD_BYTES, uploadMedia } from '@/lib/resource/media-storage'

/** Uploads at once (the embedded backend makes an image's sizes while it receives it). */
const AT_ONCE = 2
const FOLDER = 'pustaka'

type Status = 'waiting' | 'uploading' | 'done' | 'failed'
interface Item {
  key: string
  name: string
  size: number
  status: Status
  message?: string
}

/**
 * Several files at once, into the library: each checked (type, size) before it is sent, two
 * uploading at a time, with a bar for the whole batch and each file's state in a list (a live
 * region says how far it got). A refused or failed file does not stop the others.
 */
export function MediaUploader() {
  const { t } = useTranslation('admin')
  const id = useId()
  const queryClient = useQueryClient()
  const [items, setItems] = useState<Item[]>([])
  const accept = acceptedTypes('document')
  const allowed = `${t('crud.upload.imageTypes')}, ${t('crud.upload.pdfTypes')}`
  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading')
  const finished = items.filter((item) => item.status === 'done' || item.status === 'failed')
  const done = items.filter((item) => item.status === 'done').length
  const failed = items.filter((item) => item.status === 'failed').length

  const update = (key: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const start = async (files: File[]) => {
    const batch = files.map((file, index) => {
      const problem = checkFile(file, accept)
      const item: Item = {
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        size: file.size,
        status: problem ? 'failed' : 'waiting',
        message: problem
          ? problem.kind === 'type'
            ? t('crud.upload.wrongType', { type: problem.type, allowed })
            : t('crud.upload.tooLarge', {
                size: formatBytes(problem.size),
                max: formatBytes(MAX_UPLOAD_BYTES),
              })
          : undefined,
      }
      return { item, file }
    })
    setItems(batch.map((entry) => entry.item))
    const queue = batch.filter((entry) => entry.item.status === 'waiting')
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        update(next.item.key, { status: 'uploading' })
        try {
          await uploadMedia(FOLDER, next.file)
          update(next.item.key, { status: 'done' })
        } catch (error) {
          update(next.item.key, {
            status: 'failed',
            message: t('crud.upload.failed', {
              message: error instanceof Error ? error.message : String(error),
            }),
          })
        }
      }
    }
    await Promise.all(Array.from({ length: AT_ONCE }, worker))
    await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
  }

  return (
    <section className="grid gap-2">
      <h2 className="sr-only">{t('media.upload.title')}</h2>
      <UploadControl
        id={`${id}-files`}
        accept={accept}
        multiple
        label={t('media.upload.title')}
        buttonText={t('media.upload.choose')}
        busy={busy}
        describedBy={`${id}-hint`}
        status={
          items.length
            ? t('media.upload.progress', { done: finished.length, count: items.length })
            : undefined
        }
        onFiles={(files) => void start(files)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('media.upload.hint', { allowed, max: formatBytes(MAX_UPLOAD_BYTES) })}
      </p>
      {items.length ? (
        <div className="grid gap-2 rounded-md border p-3">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <progress
              value={finished.length}
              max={items.length}
              aria-label={t('media.upload.progress', {
                done: finished.length,
                count: items.length,
              })}
              className="h-2 min-w-40 flex-1 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            />
            <span role="status">
              {busy
                ? t('media.upload.progress', { done: finished.length, count: items.length })
                : t('media.upload.summary', { done, failed })}
            </span>
            {!busy ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setItems([])}>
                {t('media.upload.clear')}
              </Button>
            ) : null}
          </div>
          <ul aria-label={t('media.upload.list')} className="grid gap-1 text-sm">
            {items.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center gap-2">
                <StatusIcon status={item.status} />
                <span className="min-w-0 truncate font-medium">{item.name}</span>
                <span className="text-xs text-muted-foreground">{formatBytes(item.size)}</span>
                <span className="text-xs">{t(`media.upload.status.${item.status}`)}</span>
                {item.message ? (
                  <span className="basis-full text-xs text-destructive">{item.message}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

function StatusIcon({ status }: { status: Status }) {
  if (status === 'uploading' || status === 'waiting')
    return (
      <Loader2
        className={status === 'uploading' ? 'size-4 animate-spin' : 'size-4 opacity-40'}
        aria-hidden="true"
      />
    )
  if (status === 'done') return <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
  return <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
}
