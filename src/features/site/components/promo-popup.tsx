import { lazy, Suspense, useEffect, useState } from 'react'

import {
  PROMO_POPUP_DELAY_MS,
  PROMO_RETRY_MS,
  PROMO_SESSION_KEY,
  PROMO_TYPING_QUIET_MS,
} from '@/config/constants'
import { isPromoFreePath } from '@/config/routes'

import type { PromoOffer } from '../lib/promo'

// The dialog and its Radix code load only when the popup is due.
const loadDialog = () => import('./promo-dialog')
const PromoDialog = lazy(async () => ({ default: (await loadDialog()).PromoDialog }))

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(PROMO_SESSION_KEY) !== null
  } catch {
    return false // storage blocked: show it, the flag just cannot be kept
  }
}

function markShown(): void {
  try {
    window.sessionStorage.setItem(PROMO_SESSION_KEY, '1')
  } catch {
    // storage blocked: nothing to remember
  }
}

/** A control that takes typed text or choices: a dialog opening would take its keystrokes. */
function isFormField(element: Element | null): boolean {
  if (!element) return false
  if (element instanceof HTMLElement && element.isContentEditable) return true
  return element.matches('input, textarea, select')
}

/**
 * The promotion (docs/product.md#promotion) appears 5 s after load, at most once per browser
 * session. Never on a form, tracking or result page (PROMO_FREE_ROUTES), and never while the
 * visitor is filling in a field: then it waits until the field is left alone for a while.
 * Only a popup that really opened counts as shown, so one held back can come on a later page.
 * Staff turn it off in the settings (`offer` null) and write its texts, percentage and target.
 */
export function PromoPopup({ offer }: { offer: PromoOffer | null }) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  // Only whether there is an offer restarts the wait, not a new object with the same offer.
  const enabled = offer !== null

  useEffect(() => {
    if (!enabled || alreadyShown() || isPromoFreePath(window.location.pathname)) return
    let lastTyped = Number.NEGATIVE_INFINITY
    const noteTyping = (event: Event) => {
      if (event.target instanceof Element && isFormField(event.target)) lastTyped = Date.now()
    }
    document.addEventListener('keydown', noteTyping, true)
    document.addEventListener('input', noteTyping, true)
    const busy = () =>
      isFormField(document.activeElement) || Date.now() - lastTyped < PROMO_TYPING_QUIET_MS
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const attempt = async () => {
      if (stopped || alreadyShown()) return
      // Checked again once the dialog's code is here: the visitor may have started meanwhile.
      if (!busy()) await loadDialog().catch(() => undefined)
      if (stopped || alreadyShown()) return
      if (busy()) {
        timer = setTimeout(() => void attempt(), PROMO_RETRY_MS)
        return
      }
      markShown()
      setMounted(true)
      setOpen(true)
    }
    // 5 s after the page came, not after this code: the island itself starts later
    // (src/app/islands.ts).
    timer = setTimeout(() => void attempt(), Math.max(0, PROMO_POPUP_DELAY_MS - performance.now()))
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('keydown', noteTyping, true)
      document.removeEventListener('input', noteTyping, true)
    }
  }, [enabled])

  if (!mounted || !offer) return null
  return (
    <Suspense fallback={null}>
      <PromoDialog offer={offer} open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
