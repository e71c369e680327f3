import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

export function Input({
  className,
  type,
  unsized = false,
  ...props
}: ComponentProps<'input'> & {
  /** Leave the height and width to `className` (classes are joined, not merged). */
  unsized?: boolean
}) {
  return (
    <input
      type={type}
      className={cn(
        'flex rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm transition-colors file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
        !unsized && 'h-10 w-full',
        className,
      )}
      {...props}
    />
  )
}
