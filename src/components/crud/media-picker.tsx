import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Images } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { kindsOf, type MediaFile, mediaKeys, mediaListQuery } from '@/lib/resource/media-library'
import { formatBytes } from '@/lib/resource/media-storage'

import { MediaThumb } from './media-thumb'
import { QueryState } from './query-state'
import { UploadControl } from './upload-control'
import { useMediaUpload } from './use-media-upload'

const PAGE_SIZE = 12

export interface MediaPickerProps {
  /** What the field takes (the kit's MediaUpload kinds). */
  kind: 'image' | 'pdf' | 'document'
  /** The field's label: names the dialog and the button for screen readers. */
  label: string
  /** Folder for a file uploaded from the picker. */
  folder: string
  onPick: (file: MediaFile) => void
  disabled?: boolean
}

/**
 * "Pilih dari pustaka": a dialog listing the media library (search, newest first, only the
 * kinds the field takes) to choose a file already uploaded, or to upload a new one, which is
 * then chosen. The files are a radio group (arrow keys move, Space chooses); "Gunakan berkas
 * ini" or a double click puts the choice in the field.
 */
export function MediaPicker({ kind, label, folder, onPick, disabled }: MediaPickerProps) {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled}>
          <Images aria-hidden="true" />
          {t('crud.media.pick')}
          <span className="sr-only">{`: ${label}`}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        {open ? (
          <PickerBody
            kind={kind}
            label={label}
            folder={folder}
            onPick={(file) => {
              onPick(file)
              setOpen(false)
            }}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function PickerBody({
  kind,
  label,
  folder,
  onPick,
  onCancel,
}: Omit<MediaPickerProps, 'disabled'> & { onCancel: () => void }) {
  const { t } = useTranslation('admin')
  const id = useId()
  const queryClient = useQueryClient()
  const [q, setQ] = useState('')
  // What is searched: the typed text once typing pauses (one request, not one per letter).
  const [search, setSearch] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [page, setPage] = useState(1)
  const [chosen, setChosen] = useState<MediaFile | null>(null)
  const params = {
    q: search,
    sort: null,
    desc: false,
    page,
    size: PAGE_SIZE,
    filters: { kind: kindsOf(kind).join(',') },
  }
  const query = useQuery(mediaListQuery(params))
  const rows = query.data?.rows ?? []
  const count = query.data?.count ?? 0
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE))
  const upload = useMediaUpload(kind, folder)

  const onFiles = async (files: File[]) => {
    const url = await upload.start(files[0]!)
    if (!url) return
    // The new file is the newest: the first row of the first page, without a search.
    clearTimeout(timer.current)
    setQ('')
    setSearch('')
    setPage(1)
    await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
    const fresh = await queryClient.fetchQuery(mediaListQuery({ ...params, q: '', page: 1 }))
    const file = fresh.rows.find((row) => url.endsWith(`/${row.object_name}`))
    if (file) setChosen(file)
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('crud.media.pickerTitle', { label })}</DialogTitle>
        <DialogDescription>{t('crud.media.pickerDescription')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            {t('crud.media.search')}
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            value={q}
            onChange={(event) => {
              const value = event.target.value
              setQ(value)
              clearTimeout(timer.current)
              timer.current = setTimeout(() => {
                setSearch(value)
                setPage(1)
              }, 300)
            }}
          />
        </div>
        <UploadControl
          id={`${id}-upload`}
          accept={upload.accept}
          label={t('crud.media.uploadNew')}
          buttonText={t('crud.media.uploadNew')}
          busy={upload.uploading}
          onFiles={(files) => void onFiles(files)}
          describedBy={upload.problem ? `${id}-problem` : `${id}-limits`}
          status={upload.uploading ? t('crud.upload.uploading') : ' '}
          plain
        />
      </div>
      <p id={`${id}-limits`} className="-mt-2 text-xs text-muted-foreground">
        {upload.limits}
      </p>
      {upload.problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {upload.problem}
        </p>
      ) : null}

      <div className="max-h-[50dvh] overflow-y-auto p-1" aria-busy={query.isFetching}>
        <QueryState
          query={query}
          skeleton={
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className="aspect-[4/3]" />
              ))}
            </div>
          }
        >
          {rows.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">
              {search ? t('crud.media.noMatches') : t('crud.media.empty')}
            </p>
          ) : (
            <div
              role="radiogroup"
              aria-label={t('crud.media.files')}
              className="grid grid-cols-2 gap-3 sm:grid-cols-4"
            >
              {rows.map((file) => (
                <PickerOption
                  key={file.id}
                  file={file}
                  name={`${id}-file`}
                  checked={chosen?.id === file.id}
                  onChoose={() => setChosen(file)}
                  onUse={() => onPick(file)}
                />
              ))}
            </div>
          )}
        </QueryState>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center justify-between gap-2 text-sm">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('crud.table.previous')}
          </Button>
          <span aria-live="polite" className="whitespace-nowrap">
            {t('crud.table.page', { page, pages })}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('crud.table.next')}
          </Button>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('crud.actions.cancel')}
          </Button>
          <Button type="button" disabled={!chosen} onClick={() => chosen && onPick(chosen)}>
            {t('crud.media.use')}
          </Button>
        </div>
      </div>
    </>
  )
}

function PickerOption({
  file,
  name,
  checked,
  onChoose,
  onUse,
}: {
  file: MediaFile
  name: string
  checked: boolean
  onChoose: () => void
  onUse: () => void
}) {
  const { t } = useTranslation('admin')
  const details = [
    file.width && file.height
      ? t('crud.media.dimensions', { width: file.width, height: file.height })
      : null,
    formatBytes(file.size_bytes),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <label
      className="group grid cursor-pointer gap-1.5 rounded-lg border p-2 text-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:focus-visible]:outline-none has-[:checked]:ring-2 has-[:focus-visible]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2"
      onDoubleClick={onUse}
    >
      <input
        type="radio"
        name={name}
        value={file.id}
        checked={checked}
        onChange={onChoose}
        className="sr-only"
        aria-describedby={`${name}-${file.id}-details`}
      />
      <MediaThumb file={file} />
      <span className="truncate font-medium" title={file.name}>
        {file.name}
      </span>
      <span id={`${name}-${file.id}-details`} className="text-xs text-muted-foreground">
        {details}
      </span>
    </label>
  )
}
