import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { RouteProgress } from '@/components/route-progress'

/** Wraps both layouts: the navigation progress bar and scroll restoration. */
export function RootLayout() {
  // `<html data-ready>`: React has taken over the page (hydrated a server-rendered one, or
  // rendered it). Until then a server-rendered page's buttons do nothing; tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true'
  }, [])
  return (
    <>
      <RouteProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
