import { LazyMotion, m } from 'framer-motion'
import type { ReactNode } from 'react'
import { PAGE_TRANSITION_S } from '@/config/constants'

// The animation features load in their own chunk.
const loadFeatures = () => import('@/lib/motion-features').then((mod) => mod.default)

/** A short fade-and-rise for a newly shown page (framer-motion `m` + LazyMotion). */
export function MotionFade({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        initial={{ opacity: 0, y: 6 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: PAGE_TRANSITION_S, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  )
}
