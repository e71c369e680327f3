import { Loader2, Upload } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

export interface UploadControlProps {
  /** The file input's id: the field's `<label htmlFor>` points at it. */
  id: string
  /** Accepted MIME types or extensions (`['image/png', …]`, `'.csv,text/csv'`). */
  accept: readonly string[] | string
  /** The field's name, appended (for screen readers) to the button's text. */
  label: string
  onFiles: (files: File[]) => void
  multiple?: boolean
  disabled?: boolean
  /** An upload or a check under way: the button waits and says so. */
  busy?: boolean
  /** The button's text (default "Pilih berkas"). */
  buttonText?: string
  /** What is chosen or uploaded now (default "Belum ada berkas dipilih."). */
  status?: ReactNode
  /** Ids of the hint and error texts the button is described by. */
  describedBy?: string
  /** More controls beside the button ("Pilih dari pustaka"). */
  children?: ReactNode
  /** No box around it (inside a dialog's toolbar). */
  plain?: boolean
  className?: string
}

/**
 * The kit's file chooser, in place of the browser's `<input type="file">` (whose "Choose
 * File / No file chosen" follows the browser's language, not the site's): a real button in
 * the active language opening the file dialog, the chosen file's status in a live region, and
 * a drop zone. The input stays in the page for the label and for drops, but out of the tab
 * order and the accessibility tree, so keyboard and screen-reader users meet one control.
 */
export function UploadControl({
  id,
  accept,
  label,
  onFiles,
  multiple,
  disabled,
  busy,
  buttonText,
  status,
  describedBy,
  children,
  plain,
  className,
}: UploadControlProps) {
  const { t } = useTranslation('admin')
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const off = disabled || busy
  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? [])
    if (files.length) onFiles(multiple ? files : files.slice(0, 1))
  }

  return (
    <div
      data-dragging={dragging || undefined}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md transition-colors',
        plain ? null : 'border border-dashed p-3',
        dragging ? 'border-primary bg-accent/50' : plain ? null : 'border-input',
        className,
      )}
      onDragOver={(event) => {
        if (off || !event.dataTransfer.types.includes('Files')) return
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (off) return
        event.preventDefault()
        setDragging(false)
        take(event.dataTransfer.files)
      }}
    >
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={label}
        accept={typeof accept === 'string' ? accept : accept.join(',')}
        multiple={multiple}
        disabled={off}
        onChange={(event) => {
          take(event.currentTarget.files)
          event.currentTarget.value = ''
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={off}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {busy ? t('crud.upload.uploading') : (buttonText ?? t('crud.upload.choose'))}
        <span className="sr-only">{`: ${label}`}</span>
      </Button>
      {children}
      <span
        aria-live="polite"
        className="min-w-0 flex-1 basis-40 text-sm text-muted-foreground [overflow-wrap:anywhere]"
      >
        {status ?? t(multiple ? 'crud.upload.noneChosenMany' : 'crud.upload.noneChosen')}
      </span>
      <span className="hidden text-xs text-muted-foreground md:inline" aria-hidden="true">
        {t('crud.upload.dropHere')}
      </span>
    </div>
  )
}
