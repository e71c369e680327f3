import { type ReactNode, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import { ConflictError, type LastChange, useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { ConfirmDialog } from './confirm-dialog'
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning'

export interface ConflictCheckedSaveOptions<TValues extends FieldValues, TRow> {
  form: UseFormReturn<TValues>
  /** Display name for messages ("Artikel"). */
  entity: string
  /** Table name, to map constraint names to fields. */
  table: string
  /** True when creating (toast says "created"). */
  isNew: boolean
  /** The feature's mutation (`mutateAsync`): insert, or update only if unchanged (kit `saveRow`). */
  save: (values: TValues) => Promise<TRow>
  /** After a successful save (navigate, close the sheet…). Navigation is allowed once. */
  onSaved?: (row: TRow, values: TValues) => unknown
  /** Loads the latest version after a conflict (refetch); the form should remount with it. */
  onReload: () => unknown
  /** The success toast's text when not "saved"/"created" (a change submitted for review). */
  savedText?: (row: TRow) => string | null
}

/**
 * Column → form field for the translatable fields (`title` → `title.id`): a database error
 * on a `{ id, en }` column lands on its Indonesian input.
 */
export function translatableAliases(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'id' in value)
      .map(([key]) => [key, `${key}.id`]),
  )
}

/**
 * Submit handling every kit form shares (docs/product.md#no-lost-updates): runs the save; on
 * success a toast in the active language and a clean form; on a ConflictError a dialog saying who
 * changed the row and when, offering to reload; a database error goes next to its field (unique,
 * check, `hint: field:x`) or into a toast, and what was typed stays. Includes the unsaved-changes
 * warning. Render `dialogs` inside the form's component.
 */
export function useConflictCheckedSave<TValues extends FieldValues, TRow>(
  options: ConflictCheckedSaveOptions<TValues, TRow>,
): { onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>; dialogs: ReactNode } {
  const { form, entity, table, isNew, save, onSaved, onReload, savedText } = options
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const [conflict, setConflict] = useState<{ change: LastChange | null } | null>(null)
  const warning = useUnsavedChangesWarning(form.formState.isDirty && !form.formState.isSubmitting)

  const submit = async (values: TValues) => {
    try {
      const row = await save(values)
      form.reset(values)
      warning.allowNextNavigation()
      void toast.success(
        savedText?.(row) ??
          t(isNew ? 'crud.notifications.created' : 'crud.notifications.saved', { entity }),
      )
      await onSaved?.(row, values)
    } catch (error) {
      if (error instanceof ConflictError) {
        setConflict({ change: error.change })
        return
      }
      const current = form.getValues() as Record<string, unknown>
      const fieldAliases = translatableAliases(current)
      const { field, message: text } = describe(error, {
        table,
        fieldAliases,
        fields: [...Object.keys(current), ...Object.values(fieldAliases)],
      })
      if (field)
        form.setError(
          field as Path<TValues>,
          { type: 'server', message: text },
          { shouldFocus: true },
        )
      void toast.error(
        t('crud.notifications.saveFailed', { entity }),
        `${text} ${t('crud.notifications.keptInput')}`.trim(),
      )
    }
  }

  const dialogs = (
    <>
      {warning.dialog}
      <ConflictDialog
        conflict={conflict}
        entity={entity}
        onClose={() => setConflict(null)}
        onReload={async () => {
          form.reset()
          warning.allowNextNavigation()
          await onReload()
        }}
      />
    </>
  )
  return { onSubmit: form.handleSubmit(submit), dialogs }
}

/**
 * "Changed by someone else" (docs/product.md#no-lost-updates): who changed or deleted the row and
 * when, and a button loading the latest version. Open while `conflict` is set.
 */
export function ConflictDialog({
  conflict,
  entity,
  onClose,
  onReload,
}: {
  conflict: { change: LastChange | null } | null
  entity: string
  onClose: () => void
  onReload: () => unknown
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const change = conflict?.change
  const actor = change?.actor_name ?? t('crud.conflict.someone')
  const at = change
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(change.at))
    : ''
  const description = !change
    ? t('crud.conflict.unknown', { entity })
    : change.action === 'delete'
      ? t('crud.conflict.deleted', { entity, actor, at })
      : t('crud.conflict.description', { entity, actor, at })
  return (
    <ConfirmDialog
      open={conflict !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('crud.conflict.title')}
      description={description}
      confirmLabel={t('crud.conflict.reload')}
      cancelLabel={t('crud.actions.close')}
      destructive={false}
      onConfirm={onReload}
    />
  )
}
