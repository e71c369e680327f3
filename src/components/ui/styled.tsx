import type { ComponentProps, ElementType, ReactNode } from 'react'

import { cn } from '@/lib/utils'

type Props = { className?: string; children?: ReactNode } & Record<string, unknown>

/**
 * A part (an HTML tag or a Radix primitive) with the kit's classes; the caller's `className`
 * is joined after them; `defaults` are props the caller may override.
 */
export function styled<C extends ElementType>(
  Component: C,
  classes: string,
  defaults: Record<string, unknown> = {},
) {
  function Styled(props: ComponentProps<C>) {
    const { className, ...rest } = props as Props
    const Tag = Component as ElementType
    return <Tag {...defaults} className={cn(classes, className)} {...rest} />
  }
  return Styled
}

/** Floating content (a menu, a tooltip) in a portal, 4px from its trigger by default. */
export function floating<C extends ElementType>(
  Portal: ElementType<{ children?: ReactNode }>,
  Content: C,
  classes: string,
) {
  const Styled = styled(Content, classes, { sideOffset: 4 })
  function Floating(props: ComponentProps<C>) {
    return (
      <Portal>
        <Styled {...props} />
      </Portal>
    )
  }
  return Floating
}
