import { type RefObject, useLayoutEffect, useRef } from 'react'

/** The element that had focus when a dialog opened, and how to find it again. */
interface Opener {
  element: HTMLElement
  /** Its id or accessible name: a list that re-rendered may have replaced the element. */
  selector: string | null
}

function currentOpener(): Opener | null {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || active === document.body) return null
  const label = active.getAttribute('aria-label')
  const selector = active.id
    ? `#${CSS.escape(active.id)}`
    : label
      ? `${active.tagName.toLowerCase()}[aria-label="${CSS.escape(label)}"]`
      : null
  return { element: active, selector }
}

/** Gives focus back to the opener (or the element that replaced it); false when it is gone. */
function refocus(opener: Opener | null): boolean {
  const target = opener?.element.isConnected
    ? opener.element
    : opener?.selector
      ? document.querySelector<HTMLElement>(opener.selector)
      : null
  if (!target) return false
  target.focus({ preventScroll: true })
  return true
}

/**
 * Focus for dialogs and sheets opened from state rather than a Radix `Trigger`. Radix
 * returns focus to its Trigger on close; without one, focus fell to the page's start. Rendered
 * inside the Radix Content (which mounts each time the dialog opens), this records the element
 * that had focus — a layout effect, so before the dialog's focus scope moves focus — and
 * `useOpenerRef().onClose` gives it back on close (✕, Escape, Cancel, "Tetap di sini"): the
 * element itself, or the one with its id or accessible name if a re-render replaced it;
 * otherwise Radix's own handling runs.
 */
export function RememberOpener({ openerRef }: { openerRef: RefObject<Opener | null> }) {
  useLayoutEffect(() => {
    openerRef.current = currentOpener()
  }, [openerRef])
  return null
}

/** The opener's ref for RememberOpener, and the `onCloseAutoFocus` that returns to it. */
export function useOpenerRef() {
  const opener = useRef<Opener | null>(null)
  return {
    opener,
    onClose: (event: Event) => {
      if (refocus(opener.current)) event.preventDefault()
    },
  }
}

const FIELDS =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role="combobox"]:not([disabled])'

/**
 * A dialog holding a form starts on the form's first field, not on the first tabbable element
 * (a bilingual field's language tab, a toolbar button). Other dialogs keep Radix's default,
 * and so does a search box inside a panel (the mobile menu's: no keyboard popping up on phones).
 */
export function focusFirstField(container: HTMLElement | null, event: Event) {
  const form = container?.querySelector('form:not([role="search"])')
  const field = [...(form?.querySelectorAll<HTMLElement>(FIELDS) ?? [])].find(
    (element) => element.getClientRects().length > 0,
  )
  if (!field) return
  event.preventDefault()
  field.focus()
}
