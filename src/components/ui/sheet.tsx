import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogPanel,
  DialogTrigger,
} from './dialog'
import { styled } from './styled'

/** A side panel built on Radix Dialog (focus trap, Escape, scroll lock come with it). */
export const Sheet = Dialog
export const SheetTrigger = DialogTrigger
export const SheetClose = DialogClose

const sheetVariants = cva(
  'fixed z-50 flex flex-col overflow-y-auto bg-background shadow-lg transition ease-in-out data-[state=closed]:duration-300 data-[state=open]:duration-300 data-[state=open]:animate-in data-[state=closed]:animate-out',
  {
    variants: {
      side: {
        top: 'inset-x-0 top-0 border-b data-[state=closed]:slide-out-to-top data-[state=open]:slide-in-from-top',
        bottom:
          'inset-x-0 bottom-0 border-t data-[state=closed]:slide-out-to-bottom data-[state=open]:slide-in-from-bottom',
        left: 'inset-y-0 left-0 h-full border-r data-[state=closed]:slide-out-to-left data-[state=open]:slide-in-from-left',
        right:
          'inset-y-0 right-0 h-full border-l data-[state=closed]:slide-out-to-right data-[state=open]:slide-in-from-right',
      },
      /** `bare` leaves the width, padding and gap to `className` (classes are joined, not merged). */
      bare: { true: '', false: 'gap-4 p-6' },
    },
    compoundVariants: [{ side: ['left', 'right'], bare: false, className: 'w-3/4 sm:max-w-sm' }],
    defaultVariants: { side: 'right', bare: false },
  },
)

export type SheetContentProps = ComponentProps<typeof DialogPanel> &
  VariantProps<typeof sheetVariants>

export function SheetContent({ side, bare, className, ...props }: SheetContentProps) {
  return <DialogPanel className={cn(sheetVariants({ side, bare }), className)} {...props} />
}

export const SheetHeader = styled('div', 'flex flex-col space-y-2 text-left')

export const SheetFooter = DialogFooter

export const SheetTitle = styled(DialogPrimitive.Title, 'text-lg font-semibold text-foreground')

export const SheetDescription = DialogDescription
