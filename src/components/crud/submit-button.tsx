import { Loader2, type LucideIcon } from 'lucide-react'
import type { ComponentProps } from 'react'

import { Button } from '@/components/ui/button'

/** A form's submit button: a spinner instead of its icon while `busy`, disabled meanwhile. */
export function SubmitButton({
  busy,
  icon: Icon,
  disabled = busy,
  children,
  ...props
}: { busy: boolean; icon?: LucideIcon } & Omit<ComponentProps<typeof Button>, 'type'>) {
  return (
    <Button type="submit" disabled={disabled} aria-busy={busy} {...props}>
      {busy ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : Icon ? (
        <Icon aria-hidden="true" />
      ) : null}
      {children}
    </Button>
  )
}
