import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { usePrefersReducedMotion } from '@/lib/use-media-query'

const loadMotionFade = () => import('./motion-fade')
const MotionFade = lazy(async () => ({ default: (await loadMotionFade()).MotionFade }))

/**
 * Fades each newly navigated-to page in briefly (framer-motion, see motion-fade.tsx).
 * - The first page paints at once: no fade delays the largest paint.
 * - framer-motion is not in the initial bundle; it is fetched when the browser is idle.
 * - Visitors who prefer reduced motion get no motion at all.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const reduceMotion = usePrefersReducedMotion()
  const [firstPathname] = useState(pathname)

  useEffect(() => {
    if (reduceMotion) return
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500))
    idle(() => void loadMotionFade())
  }, [reduceMotion])

  if (reduceMotion || pathname === firstPathname) return <>{children}</>
  return (
    <Suspense fallback={children}>
      <MotionFade key={pathname}>{children}</MotionFade>
    </Suspense>
  )
}
