import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'

import { ConfirmDialog } from './confirm-dialog'

/**
 * A side sheet for a create/edit form (small entities). Mount it only while editing (key it by
 * the row) and close it with `onClose`. Closing a dirty form (Escape, overlay, ×, Cancel) asks
 * first.
 */
export function FormSheet({
  title,
  description,
  dirty,
  onClose,
  children,
}: {
  title: string
  description?: string
  dirty: boolean
  onClose: () => void
  children: (requestClose: () => void) => ReactNode
}) {
  const { t } = useTranslation('admin')
  const [confirm, setConfirm] = useState(false)
  const requestClose = () => (dirty ? setConfirm(true) : onClose())
  return (
    <Sheet open onOpenChange={(open) => (open ? null : requestClose())}>
      <SheetContent
        side="right"
        bare
        className="w-full gap-4 p-6 sm:max-w-xl"
        closeLabel={t('crud.actions.close')}
      >
        <SheetHeader className="pr-8">
          <SheetTitle>{title}</SheetTitle>
          {description ? (
            <SheetDescription>{description}</SheetDescription>
          ) : (
            <SheetDescription className="sr-only">{title}</SheetDescription>
          )}
        </SheetHeader>
        {children(requestClose)}
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={t('crud.confirm.unsavedTitle')}
          description={t('crud.confirm.unsavedDescription')}
          confirmLabel={t('crud.actions.discard')}
          cancelLabel={t('crud.actions.stay')}
          onConfirm={onClose}
        />
      </SheetContent>
    </Sheet>
  )
}
