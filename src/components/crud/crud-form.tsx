import { Save } from 'lucide-react'
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import { SubmitButton } from './submit-button'

/**
 * A kit form: `<form noValidate>` with the fields, then the actions: Save (disabled until the
 * form is dirty, pending while saving), an optional Cancel and `preview` (the preview-link
 * button); `checks` (the content checks' panel) comes before the actions; `history` (the
 * revision History panel) follows the form; `review` (the item's review state) precedes the
 * fields, and `submitLabel` renames Save where it submits for review. `dialogs` come from
 * useConflictCheckedSave; `useResourceForm`'s state carries all of them.
 */
export function CrudForm<T extends FieldValues>({
  form,
  onSubmit,
  dialogs,
  onCancel,
  children,
  className,
  label,
  history,
  preview,
  previewLinks,
  checks,
  review,
  submitLabel,
  editing,
  autosaveStatus,
  readOnly = false,
}: {
  form: UseFormReturn<T>
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>
  dialogs: ReactNode
  onCancel?: () => void
  children: ReactNode
  className?: string
  /** Accessible name of the form (e.g. the sheet or page title). */
  label: string
  history?: ReactNode
  preview?: ReactNode
  /** The item's active preview links (revocable), below the form's actions. */
  previewLinks?: ReactNode
  /** The content checks' panel (problems found at the last save), above the actions. */
  checks?: ReactNode
  /** The item's review state (in review, changes requested), above the fields. */
  review?: ReactNode
  /** The submit button's text when not "Simpan" ("Ajukan tinjauan"). */
  submitLabel?: string
  /** Presence, the draft to restore and the translation status (useResourceForm), above the fields. */
  editing?: ReactNode
  /** "Tersimpan otomatis 10:42", beside Save. */
  autosaveStatus?: ReactNode
  /** Someone else edits the item: the fields and Save are disabled (the values stay visible). */
  readOnly?: boolean
}) {
  const { t } = useTranslation('admin')
  const { isDirty, isSubmitting } = form.formState
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={label}
        className={cn('grid gap-5', className)}
      >
        {review}
        {editing}
        <p className="text-xs text-muted-foreground">{t('crud.form.requiredHint')}</p>
        <fieldset disabled={readOnly} className="contents">
          {children}
        </fieldset>
        {checks}
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-end">
          {preview ? <div className="flex sm:mr-auto">{preview}</div> : null}
          {isDirty ? (
            <p className={cn('text-xs text-muted-foreground', !preview && 'sm:mr-auto')}>
              {t('crud.form.dirty')}
            </p>
          ) : null}
          {autosaveStatus}
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              {t('crud.actions.cancel')}
            </Button>
          ) : null}
          <SubmitButton
            busy={isSubmitting}
            icon={Save}
            disabled={!isDirty || isSubmitting || readOnly}
          >
            {isSubmitting ? t('crud.actions.saving') : (submitLabel ?? t('crud.actions.save'))}
          </SubmitButton>
        </div>
        {dialogs}
      </form>
      {previewLinks}
      {history}
    </>
  )
}
