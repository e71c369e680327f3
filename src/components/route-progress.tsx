import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { PROGRESS_BAR_FINISH_DELAY_MS } from '@/config/constants'
import { cn } from '@/lib/utils'

type Phase = 'idle' | 'loading' | 'finishing'

/**
 * A thin bar at the top of the page: it grows while a navigation is `busy` loading (a lazy
 * page, the staff area's route modules) and completes, then disappears, 220 ms after the
 * navigation finished.
 */
export function RouteProgress({ busy }: { busy: boolean }) {
  const location = useLocation()

  // Track the previous navigation state and location during render (React's recommended way
  // to react to a changed value without an extra effect pass).
  const [prev, setPrev] = useState({ busy, key: location.key })
  const [phase, setPhase] = useState<Phase>('idle')
  if (prev.busy !== busy || prev.key !== location.key) {
    setPrev({ busy, key: location.key })
    setPhase(busy ? 'loading' : 'finishing')
  }

  useEffect(() => {
    if (phase !== 'finishing') return
    const timer = window.setTimeout(() => setPhase('idle'), PROGRESS_BAR_FINISH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [phase, prev])

  return (
    <div
      aria-hidden="true"
      data-testid="route-progress"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div
        className={cn(
          'h-full origin-left bg-primary',
          phase === 'idle' && 'scale-x-0 opacity-0 transition-none',
          phase === 'loading' &&
            'scale-x-[0.8] opacity-100 transition-transform ease-out [transition-duration:2s]',
          phase === 'finishing' &&
            'scale-x-100 opacity-100 transition-transform duration-200 ease-out',
        )}
      />
    </div>
  )
}
