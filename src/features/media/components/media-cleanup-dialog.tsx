import { useQuery } from '@tanstack/react-query'
import { Eraser, Loader2 } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { formatDate } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import { formatBytes } from '@/lib/resource/media-storage'
import { toast } from '@/lib/toast'

import { useDeleteMediaMutation } from '../api/delete-media'
import { unusedMediaQuery } from '../api/unused-media'

const DEFAULT_DAYS = 30
const SHOWN = 50

/**
 * The manual cleanup: files used nowhere and uploaded more than N days ago. The dialog shows
 * what would go (count, size, names) before anything is deleted; the database still refuses a
 * file that became used meanwhile, and the result says so.
 */
export function MediaCleanupDialog() {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Eraser aria-hidden="true" />
          {t('media.cleanup.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        {open ? <CleanupBody onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function CleanupBody({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const id = useId()
  const [text, setText] = useState(String(DEFAULT_DAYS))
  const parsed = Number(text)
  const valid = /^\d{1,4}$/.test(text) && parsed <= 3650
  const days = useDeferredValue(valid ? parsed : DEFAULT_DAYS)
  const preview = useQuery({ ...unusedMediaQuery(days), enabled: valid })
  const files = preview.data ?? []
  const total = files.reduce((sum, file) => sum + file.size_bytes, 0)
  const remove = useDeleteMediaMutation()

  const confirm = async () => {
    try {
      const result = await remove.mutateAsync(files)
      void toast.success(t('media.cleanup.done', { count: result.removed.length }))
      if (result.kept.length)
        void toast.info(t('media.cleanup.kept', { count: result.kept.length }))
      onDone()
    } catch {
      void toast.error(t('media.cleanup.failed'))
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('media.cleanup.title')}</DialogTitle>
        <DialogDescription>{t('media.cleanup.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-days`} className="text-sm font-medium">
          {t('media.cleanup.days')}
        </label>
        <Input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={0}
          max={3650}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-invalid`}
          unsized
          className="h-10 w-32"
        />
        {valid ? null : (
          <p id={`${id}-invalid`} role="alert" className="text-sm text-destructive">
            {t('media.cleanup.invalidDays')}
          </p>
        )}
      </div>
      <div aria-live="polite" aria-busy={preview.isFetching} className="grid gap-2 text-sm">
        {preview.isPending ? (
          <p className="text-muted-foreground">{t('crud.table.loading')}</p>
        ) : preview.isError ? (
          <p role="alert" className="text-destructive">
            {t('crud.table.error')}
          </p>
        ) : files.length === 0 ? (
          <p>{t('media.cleanup.nothing', { days })}</p>
        ) : (
          <>
            <p className="font-medium">
              {t('media.cleanup.summary', { count: files.length, size: formatBytes(total), days })}
            </p>
            <ul className="max-h-56 overflow-y-auto rounded-md border p-2 text-xs">
              {files.slice(0, SHOWN).map((file) => (
                <li key={file.id} className="flex justify-between gap-3 py-0.5">
                  <span className="min-w-0 truncate">{file.name}</span>
                  <span className="shrink-0 text-muted-foreground">
                    {formatDate(file.created_at, language)}
                  </span>
                </li>
              ))}
              {files.length > SHOWN ? (
                <li className="pt-1 text-muted-foreground">
                  {t('media.cleanup.more', { count: files.length - SHOWN })}
                </li>
              ) : null}
            </ul>
          </>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={remove.isPending}>
          {t('crud.actions.cancel')}
        </Button>
        <Button
          type="button"
          variant="destructive"
          disabled={!valid || files.length === 0 || remove.isPending || preview.isFetching}
          onClick={() => void confirm()}
        >
          {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t('media.cleanup.confirm', { count: files.length })}
        </Button>
      </DialogFooter>
    </>
  )
}
