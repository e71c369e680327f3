import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom'
import { PageFallback } from '@/components/page-fallback'
import { RouteError } from '@/components/route-error'
import { RootLayout } from './root-layout'
import { adminRoute, authRoutes } from './routes/admin/routes'
import { PublicLayout } from './routes/public/public-layout'
import { publicPageRoutes } from './routes/public/routes'

/**
 * The route tree (data mode). Pages are lazy route modules, so each page, and the whole admin
 * area, is its own chunk; the public layout is eager because every public page needs it.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        path: '/',
        element: <PublicLayout />,
        children: publicPageRoutes,
      },
      {
        // Pathless layout: the auth context and the admin strings load with the staff area.
        id: 'staff',
        lazy: () => import('./routes/staff-root'),
        children: [adminRoute, ...authRoutes],
      },
    ],
  },
]

/** The browser's router; `hydrationData` is the server renderer's state (src/entry-server.tsx). */
export function createAppRouter(options: { hydrationData?: HydrationState } = {}) {
  return createBrowserRouter(routes, options)
}
