import { useEffect, useState } from 'react'

/** The counter's value `elapsedMs` into an animation from 0 to `target` (ease-out cubic). */
export function counterValueAt(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target
  const progress = Math.max(0, elapsedMs) / durationMs
  return Math.round(target * (1 - (1 - progress) ** 3))
}

/**
 * Counts from 0 up to `target` over `durationMs` on animation frames; with reduced motion the
 * target shows at once.
 */
export function useCountUp(target: number, durationMs: number, reduceMotion: boolean): number {
  const [value, setValue] = useState(0)
  useEffect(() => {
    if (reduceMotion) return
    let start: number | null = null
    let frame = 0
    const step = (now: number) => {
      start ??= now
      const elapsed = now - start
      setValue(counterValueAt(target, elapsed, durationMs))
      if (elapsed < durationMs) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [target, durationMs, reduceMotion])
  return reduceMotion ? target : value
}
