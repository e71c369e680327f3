import * as TabsPrimitive from '@radix-ui/react-tabs'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

export const Tabs = TabsPrimitive.Root

const tabsListVariants = cva(
  'inline-flex items-center rounded-lg bg-muted p-1 text-muted-foreground',
  {
    variants: {
      size: { default: 'h-10', sm: 'h-9' },
      justify: { center: 'justify-center', start: 'justify-start' },
    },
    defaultVariants: { size: 'default', justify: 'center' },
  },
)

export function TabsList({
  className,
  size,
  justify,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>) {
  return (
    <TabsPrimitive.List className={cn(tabsListVariants({ size, justify }), className)} {...props} />
  )
}

export function TabsTrigger({
  className,
  invalid = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** The tab's content has an error: the label turns the destructive colour. */
  invalid?: boolean
}) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center justify-center whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ring-offset-background transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:shadow',
        invalid
          ? 'text-destructive data-[state=active]:text-destructive'
          : 'data-[state=active]:text-foreground',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
      {...props}
    />
  )
}
