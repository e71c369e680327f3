import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const STORAGE_KEY = 'lsbu-scroll-positions'
/** Positions kept per history entry (enough for a visit; the oldest go first). */
const MAX_ENTRIES = 50

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]
    return new Map(saved)
  } catch {
    return new Map()
  }
}

/**
 * Scroll restoration for the public site's declarative router (the data router's
 * `<ScrollRestoration>` does not exist there): a new page starts at the top, or at its `#hash`
 * target; back and forward return to where the visitor was, also after a reload.
 */
export function ScrollMemory() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const positions = useRef<Map<string, number>>(null)
  const currentKey = useRef(location.key)

  useEffect(() => {
    positions.current ??= readPositions()
    const saved = positions.current
    const previous = window.history.scrollRestoration
    window.history.scrollRestoration = 'manual'
    const onScroll = () => {
      saved.delete(currentKey.current)
      saved.set(currentKey.current, window.scrollY)
      if (saved.size > MAX_ENTRIES) saved.delete(saved.keys().next().value!)
    }
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved]))
      } catch {
        // Storage full or blocked: positions are kept for this page's life only.
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', persist)
      window.history.scrollRestoration = previous
    }
  }, [])

  useLayoutEffect(() => {
    positions.current ??= readPositions()
    const isFirst = currentKey.current === location.key
    // Scroll events from here on belong to the new entry.
    currentKey.current = location.key
    const saved = positions.current.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
    } else if (!isFirst) {
      window.scrollTo(0, 0)
    }
  }, [location.key, location.hash, navigationType])

  return null
}
