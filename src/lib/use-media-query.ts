import { useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches, kept live. On a server (or without matchMedia) it reports
 * `serverValue`, so render output stays deterministic.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () =>
      typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue,
    () => serverValue,
  )
}

/** The visitor asked the OS for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
