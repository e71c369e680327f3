import { LazyMotion, m, useReducedMotion } from 'framer-motion'
import { useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { PAGE_TRANSITION_S } from '@/config/constants'

// The animation features load in their own chunk, after the first paint.
const loadFeatures = () => import('@/lib/motion-features').then((mod) => mod.default)

/**
 * Fades each new page in briefly. Uses LazyMotion + `m` with the domAnimation feature set
 * (loaded on demand to keep the public bundle small), and renders no motion at all when the
 * visitor prefers reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const reduceMotion = useReducedMotion()
  // The first page paints at once (no fade delaying the largest paint); later pages fade in.
  const [firstPathname] = useState(pathname)

  if (reduceMotion) return <>{children}</>
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        key={pathname}
        initial={pathname === firstPathname ? false : { opacity: 0, y: 6 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: PAGE_TRANSITION_S, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  )
}
