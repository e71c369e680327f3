import { matchRoutes, useRoutes } from 'react-router-dom'

import { RouteErrorBoundary } from '@/components/route-error'
import { RouteProgress } from '@/components/route-progress'
import { ScrollMemory } from '@/components/scroll-memory'
import { publicLayoutQueryOptions } from '@/features/site/api/get-public-layout'
import { usePageLoading } from '@/lib/lazy-page'
import { useReadyMarker } from '@/lib/use-ready-marker'

import { PublicLayout } from './routes/public/public-layout'
import { publicPageRoutes, type PublicRoute } from './routes/public/routes'

/**
 * The public site's route tree, rendered by the server (`<StaticRouter>`) and, for a page the
 * server did not render, by the browser (src/app/spa.tsx): React Router's declarative mode
 * (`useRoutes`); only the staff area (its own build) needs the data router. Each page is a lazy
 * chunk; the layout is eager.
 */
export const routes: PublicRoute[] = [
  {
    path: '/',
    element: <PublicLayout />,
    queries: () => [publicLayoutQueryOptions()],
    children: publicPageRoutes,
  },
]

/** The routes a path renders, outermost first (empty for none). */
export function matchPublicRoutes(pathname: string) {
  return matchRoutes(routes, pathname) ?? []
}

/** The public site inside a router: progress bar, pages, scroll restoration. */
export function PublicApp() {
  useReadyMarker()
  const busy = usePageLoading()
  const pages = useRoutes(routes)
  return (
    <>
      <RouteProgress busy={busy} />
      <RouteErrorBoundary>{pages}</RouteErrorBoundary>
      <ScrollMemory />
    </>
  )
}
