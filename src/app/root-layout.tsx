import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom'

import { RouteProgress } from '@/components/route-progress'
import { useReadyMarker } from '@/lib/use-ready-marker'

/** The staff app's root: the navigation progress bar and React Router's scroll restoration. */
export function StaffRootLayout() {
  useReadyMarker()
  return (
    <>
      <RouteProgress busy={useNavigation().state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
