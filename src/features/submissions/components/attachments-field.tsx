import { Paperclip, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { currentLanguage } from '@/lib/i18n'

import { ATTACHMENTS, attachmentsProblem, formatFileSize } from '../lib/attachments'
import { FormField } from './form-field'

/**
 * "Lampiran (opsional)": up to three files for a complaint or appeal. The chosen files are the
 * form's state (listed with a remove button each, kept when a submit fails); the input is emptied
 * after each choice so the same file can be chosen again. Without the page's script the input
 * itself goes with the multipart post (src/app/form-posts.ts).
 */
export function AttachmentsField({
  id,
  files,
  onChange,
  error,
  onProblem,
}: {
  id: string
  files: File[]
  onChange: (files: File[]) => void
  /** The error text, already resolved to the active language. */
  error: string | undefined
  /** The chosen files' first problem (an i18n message) or undefined, after every change. */
  onProblem: (problem: string | undefined) => void
}) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const input = useRef<HTMLInputElement>(null)
  const set = (next: File[]) => {
    onChange(next)
    onProblem(attachmentsProblem(next))
  }
  // Files chosen before this script ran are in the input: they become the form's.
  useEffect(() => {
    const element = input.current
    if (element?.files?.length) {
      set(Array.from(element.files))
      element.value = ''
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <FormField
      id={id}
      label={t('forms.attachments.label')}
      hint={t('forms.attachments.hint', { count: ATTACHMENTS.max, max: 5 })}
      error={error}
      className="sm:col-span-2"
    >
      {(controlProps) => (
        <div className="space-y-3">
          <input
            {...controlProps}
            ref={input}
            type="file"
            name="attachments"
            multiple
            accept={ATTACHMENTS.accept}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? [])
              event.target.value = ''
              if (chosen.length) set([...files, ...chosen])
            }}
            className="block w-full cursor-pointer rounded-md border border-input bg-background text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-4 file:py-2.5 file:text-sm file:font-medium file:text-secondary-foreground hover:file:bg-secondary/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-[invalid=true]:border-destructive"
          />
          {files.length ? (
            <ul className="space-y-2" aria-label={t('forms.attachments.chosen')}>
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${file.size}-${index}`}
                  className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 py-1.5 pl-3 pr-1.5 text-sm"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <Paperclip
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground"
                    />
                    <span className="truncate">{file.name}</span>
                    <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
                      {formatFileSize(file.size, language)}
                    </span>
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => set(files.filter((_, i) => i !== index))}
                    aria-label={t('forms.attachments.remove', { name: file.name })}
                  >
                    <X aria-hidden="true" />
                    <span className="hidden sm:inline">{t('forms.attachments.removeShort')}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </FormField>
  )
}
