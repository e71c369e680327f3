import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

export const buttonVariants = cva(
  'inline-flex items-center justify-center whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        // Solid brand fill with white text in both themes (docs/design.md).
        default: 'bg-brand text-brand-foreground shadow hover:bg-brand/90 focus-visible:ring-ring',
        // The product's name for the prominent call to action (docs/product.md#constants): the same
        // solid brand fill as `default` (the gradient looked muddy), a little more lift. Prefer
        // `default`.
        gradient:
          'bg-brand text-brand-foreground shadow-md hover:bg-brand/90 focus-visible:ring-ring',
        destructive:
          'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 focus-visible:ring-ring',
        outline:
          'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring',
        outlineWhite:
          'border border-white bg-transparent text-white hover:bg-white hover:text-slate-900 focus-visible:ring-white',
        secondary:
          'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80 focus-visible:ring-ring',
        ghost: 'hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring',
        link: 'text-primary underline-offset-4 hover:underline focus-visible:ring-ring',
      },
      size: {
        default: 'h-10 gap-2 px-4 py-2 text-sm',
        sm: 'h-9 gap-2 px-3 text-xs',
        lg: 'h-11 gap-2 px-8 text-base',
        icon: 'h-10 w-10 gap-2 text-sm',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
)

/**
 * Class lists are joined, not merged: `className` must not set what the chosen variant or size
 * already sets. For a one-off look pass `variant={null}` (the caller sets the colours and focus
 * ring colour) or `size={null}` (the caller sets the height, width, padding, gap and text size).
 */
export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with the button's styles. */
    asChild?: boolean
  }

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  return <Comp className={cn(buttonVariants({ variant, size, className }))} {...props} />
}
