import { Outlet, ScrollRestoration } from 'react-router-dom'
import { RouteProgress } from '@/components/route-progress'

/** Wraps both layouts: the navigation progress bar and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <RouteProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
