import { useEffect } from 'react'

/**
 * `<html data-ready>`: React has taken over the page (hydrated a server-rendered one, or
 * rendered it). Until then a server-rendered page's buttons do nothing; tests wait for it.
 */
export function useReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true'
  }, [])
}
