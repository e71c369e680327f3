import { lazy, Suspense, useEffect, useState } from 'react'

import { PROMO_POPUP_DELAY_MS, PROMO_SESSION_KEY } from '@/config/constants'

// The dialog and its Radix code load only when the popup is due.
const PromoDialog = lazy(async () => ({ default: (await import('./promo-dialog')).PromoDialog }))

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

/**
 * The promotion (docs/product.md#promotion) appears 5 s after load, at most once per browser
 * session.
 */
export function PromoPopup() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)

  useEffect(() => {
    if (alreadyShown()) return
    const timer = setTimeout(() => {
      if (alreadyShown()) return
      markShown()
      setMounted(true)
      setOpen(true)
    }, PROMO_POPUP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <PromoDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
