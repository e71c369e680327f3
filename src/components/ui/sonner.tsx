import type { CSSProperties } from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

import { useTheme } from '@/lib/theme'

/**
 * sonner's light rich colours put text under 4.5:1 on their tints (success 4.0:1, warning
 * 3:1): darker text keeps WCAG AA. Its dark palette already passes.
 */
const LIGHT_RICH_TEXT = {
  '--success-text': 'hsl(140 100% 20%)',
  '--error-text': 'hsl(360 100% 35%)',
  '--info-text': 'hsl(210 92% 32%)',
  '--warning-text': 'hsl(31 92% 25%)',
} as CSSProperties

/** The app's one toast outlet (sonner), themed with the app. Use `toast` from `@/lib/toast`. */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme()
  return (
    <Sonner
      theme={resolvedTheme}
      richColors
      closeButton
      position="top-right"
      className="toaster group"
      style={resolvedTheme === 'light' ? LIGHT_RICH_TEXT : undefined}
      {...props}
    />
  )
}
