import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { type ComponentProps, type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { cn } from '@/lib/utils'

import { focusFirstField, RememberOpener, useOpenerRef } from './dialog-focus'
import { styled } from './styled'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogPortal = DialogPrimitive.Portal
export const DialogClose = DialogPrimitive.Close

export const DialogOverlay = styled(
  DialogPrimitive.Overlay,
  'fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0',
)

/**
 * A dialog's content in a portal over the overlay, with the corner close button (named by
 * `closeLabel`, by default the translated 'Close'). The sheet shares it with other classes.
 * A form inside starts on its first field; closing gives focus back to what opened it
 * (dialog-focus.ts).
 */
export function DialogPanel({
  className,
  children,
  closeLabel,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  const { t } = useTranslation()
  const content = useRef<HTMLDivElement>(null)
  const focus = useOpenerRef()
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        ref={content}
        className={className}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event)
          if (!event.defaultPrevented) focusFirstField(content.current, event)
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          if (!event.defaultPrevented) focus.onClose(event)
        }}
        {...props}
      >
        <RememberOpener openerRef={focus.opener} />
        {children}
        <DialogPrimitive.Close className="absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none">
          <X className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{closeLabel ?? t('actions.close')}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  )
}

export type DialogContentProps = ComponentProps<typeof DialogPanel> & {
  /** Leave the max-height, overflow and padding to `className` (classes are joined, not merged). */
  bare?: boolean
  children?: ReactNode
}

export function DialogContent({ className, bare = false, ...props }: DialogContentProps) {
  return (
    <DialogPanel
      className={cn(
        'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background shadow-lg duration-200 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95',
        !bare && 'max-h-[calc(100dvh-2rem)] overflow-y-auto p-6',
        className,
      )}
      {...props}
    />
  )
}

export const DialogHeader = styled('div', 'flex flex-col space-y-1.5 text-center sm:text-left')

export const DialogFooter = styled('div', 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end')

export const DialogTitle = styled(
  DialogPrimitive.Title,
  'text-lg font-semibold leading-none tracking-tight',
)

export const DialogDescription = styled(
  DialogPrimitive.Description,
  'text-sm text-muted-foreground',
)
