import type { RouteObject } from 'react-router-dom'

/** The admin area at `/admin` (lazy: none of it is in the public bundle). */
export const adminRoute: RouteObject = {
  path: '/admin',
  lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./dashboard')).AdminDashboardPage }),
    },
  ],
}

/** Routes outside both layouts (the login screen). */
export const authRoutes: RouteObject[] = []
