import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { Loader2 } from 'lucide-react'
import { type ComponentProps, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button, buttonVariants } from '@/components/ui/button'
import { RememberOpener, useOpenerRef } from '@/components/ui/dialog-focus'
import { cn } from '@/lib/utils'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** More than a sentence (a list of what depends on it), shown below the description. */
  details?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** Destructive actions get the red button (default true). */
  destructive?: boolean
  /** May return a promise: the button shows it pending and the dialog closes when it settles. */
  onConfirm: () => unknown
}

/**
 * A Radix alert dialog asking before a destructive or irreversible action. Focus starts on
 * Cancel, Escape cancels, and the confirm button shows a pending state while `onConfirm` runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  details,
  confirmLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin')
  const [pending, setPending] = useState(false)
  // Closing ("Tetap di sini", Escape, Cancel) gives focus back to what opened the question.
  const focus = useOpenerRef()
  const confirm = async () => {
    setPending(true)
    try {
      await onConfirm()
      onOpenChange(false)
    } finally {
      setPending(false)
    }
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? null : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <AlertDialog.Content
          onCloseAutoFocus={focus.onClose}
          className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95"
        >
          <RememberOpener openerRef={focus.opener} />
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          {details}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              className={buttonVariants({ variant: 'outline' })}
              disabled={pending}
            >
              {cancelLabel ?? t('crud.actions.cancel')}
            </AlertDialog.Cancel>
            <Button
              type="button"
              variant={destructive ? 'destructive' : 'default'}
              className={cn(pending && 'cursor-wait')}
              onClick={() => void confirm()}
              disabled={pending}
              aria-busy={pending}
            >
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/** Asks before deleting: "Delete <entity>?", what goes (`description`) and the Delete button. */
export function DeleteConfirmDialog({
  entity,
  ...props
}: Omit<ConfirmDialogProps, 'title' | 'confirmLabel' | 'destructive'> & { entity: string }) {
  const { t } = useTranslation('admin')
  return (
    <ConfirmDialog
      {...props}
      title={t('crud.confirm.deleteTitle', { entity })}
      confirmLabel={t('crud.actions.delete')}
    />
  )
}

/**
 * A small row button that asks first: `label` is both the button's text and the dialog's confirm
 * button, `ariaLabel` names the row it acts on.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  variant = 'outline',
  ...props
}: Pick<ConfirmDialogProps, 'title' | 'description' | 'onConfirm'> & {
  label: string
  ariaLabel: string
  variant?: ComponentProps<typeof Button>['variant']
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size="sm"
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} confirmLabel={label} />
    </>
  )
}
