import { lazy, Suspense, useLayoutEffect } from 'react'
import { createBrowserRouter, type RouteObject, useLocation, useRouteError } from 'react-router-dom'

import { PageFallback } from '@/components/page-fallback'
import { RouteError } from '@/components/route-error'

import { StaffRootLayout } from './root-layout'
import { adminRoute, authRoutes } from './routes/admin/routes'

function StaffRouteError() {
  return <RouteError error={useRouteError()} />
}

const NotFoundPage = lazy(async () => ({
  default: (await import('./routes/public/not-found')).NotFoundPage,
}))

/**
 * A path the staff app has no page for. Reached by a link from the staff area to a public page
 * (the site's home, an article): the public site is the other build, so the browser loads it
 * as a document. As the document's own address (`/auth/tidak-ada`): the site's 404 page (a
 * mistyped `/admin/...` address is the admin area's own "not found", inside the shell).
 */
function OutsideStaffArea() {
  const { pathname, search, hash, key } = useLocation()
  const first = key === 'default'
  useLayoutEffect(() => {
    if (!first) window.location.replace(pathname + search + hash)
  }, [first, pathname, search, hash])
  return first ? (
    <Suspense fallback={<PageFallback />}>
      <NotFoundPage />
    </Suspense>
  ) : null
}

/**
 * The staff app's routes (data mode: the admin forms guard unsaved edits with `useBlocker`).
 * Pages are lazy route modules; the pathless `staff` layout loads the auth context and the
 * admin strings.
 */
export const staffRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <StaffRootLayout />,
    errorElement: <StaffRouteError />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        id: 'staff',
        lazy: () => import('./routes/staff-root'),
        children: [adminRoute, ...authRoutes],
      },
      { path: '*', element: <OutsideStaffArea /> },
    ],
  },
]

export function createStaffRouter() {
  return createBrowserRouter(staffRoutes)
}
