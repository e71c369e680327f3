import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ConfirmDialog } from '@/components/crud/confirm-dialog'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'
import { translate } from '@/lib/translate'

import type { NavigationRow } from '../admin-navigation-schemas'
import { type ChildrenPolicy, useNavigationDeleteMutation } from '../api/delete-navigation-item'

/**
 * Asks before deleting a menu item; when it has children, also what happens to them: move them
 * to the top level (default, nothing is lost) or delete them too. Deletes and toasts the outcome.
 */
export function NavigationDeleteDialog({
  row,
  rows,
  onClose,
}: {
  row: NavigationRow
  rows: readonly NavigationRow[]
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('admin')
  const describe = useErrorText()
  const [policy, setPolicy] = useState<ChildrenPolicy>('move')
  const id = useId()
  const remove = useNavigationDeleteMutation()
  const name = translate(row.label, currentLanguage(i18n))
  const entity = t('navigation.entity')
  const childCount = rows.filter((r) => r.parent_id === row.id).length
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: row.id, children: policy })
      void toast.success(t('crud.notifications.deleted', { entity }))
    } catch (error) {
      void toast.error(t('crud.notifications.deleteFailed', { entity }), describe(error).message)
    }
    onClose()
  }
  const description =
    childCount > 0 ? (
      <span className="grid gap-3">
        <span>{t('navigation.delete.withChildren', { count: childCount })}</span>
        <span role="radiogroup" aria-label={t('navigation.delete.choice')} className="grid gap-2">
          {(['move', 'delete'] as const).map((value) => (
            <label
              key={value}
              htmlFor={`${id}-${value}`}
              className="flex cursor-pointer items-center gap-2 rounded-md border p-2 text-sm text-foreground has-[:checked]:border-primary"
            >
              <input
                id={`${id}-${value}`}
                type="radio"
                name={`${id}-children`}
                value={value}
                checked={policy === value}
                onChange={() => setPolicy(value)}
                className="size-4 accent-primary"
              />
              {value === 'move'
                ? t('navigation.delete.moveChildren')
                : t('navigation.delete.deleteChildren')}
            </label>
          ))}
        </span>
      </span>
    ) : (
      t('navigation.delete.simple', { name })
    )
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('navigation.delete.title', { name })}
      description={description}
      confirmLabel={t('crud.actions.delete')}
      onConfirm={confirm}
    />
  )
}
