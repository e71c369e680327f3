import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { useTheme } from '@/lib/theme'

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
      {...props}
    />
  )
}
