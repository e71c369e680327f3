import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { PageFallback } from '@/components/page-fallback'
import { RouteError } from '@/components/route-error'
import { RootLayout } from './root-layout'
import { PublicLayout } from './routes/public/public-layout'

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
        children: [
          {
            // Pathless: while the first page's module loads, the header already shows and
            // only the main area holds a skeleton (no layout shift).
            id: 'public-pages',
            hydrateFallbackElement: <PageFallback />,
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/public/home')).HomePage }),
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./routes/public/not-found')).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: '/admin',
        lazy: async () => ({
          Component: (await import('./routes/admin/admin-layout')).AdminLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/admin/dashboard')).AdminDashboardPage,
            }),
          },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
