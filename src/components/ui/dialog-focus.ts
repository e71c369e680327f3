import { useLayoutEffect, useRef } from 'react'

/**
 * Focus for dialogs and sheets opened from state rather than a Radix `Trigger` (issue 23). Radix
 * returns focus to its Trigger on close; without one, focus fell to the page's start. This
 * remembers the element that had focus when the dialog opened (a layout effect runs before the
 * dialog's focus scope takes focus) and gives it back on close (✕, Escape, Cancel, "Tetap di
 * sini"), if it is still on the page; otherwise Radix's own handling runs.
 */
export function useReturnFocus(open = true) {
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (!open) return
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }, [open])
  return (event: Event) => {
    const target = opener.current
    if (!target?.isConnected) return
    event.preventDefault()
    target.focus({ preventScroll: true })
  }
}

const FIELDS =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role="combobox"]:not([disabled])'

/**
 * A dialog holding a form starts on the form's first field, not on the first tabbable element
 * (a bilingual field's language tab, a toolbar button). Other dialogs keep Radix's default.
 */
export function focusFirstField(container: HTMLElement | null, event: Event) {
  const form = container?.querySelector('form')
  const field = [...(form?.querySelectorAll<HTMLElement>(FIELDS) ?? [])].find(
    (element) => element.getClientRects().length > 0,
  )
  if (!field) return
  event.preventDefault()
  field.focus()
}
