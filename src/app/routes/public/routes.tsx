import type { RouteObject } from 'react-router-dom'

/** The public site's pages, children of the public layout at `/`. Each page is a lazy chunk. */
export const publicPageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./home')).HomePage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found')).NotFoundPage }),
  },
]
