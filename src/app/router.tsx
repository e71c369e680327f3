import { matchRoutes, useRoutes } from 'react-router-dom'
import { RouteErrorBoundary } from '@/components/route-error'
import { RouteProgress } from '@/components/route-progress'
import { ScrollMemory } from '@/components/scroll-memory'
import { usePageLoading } from '@/lib/lazy-page'
import { useReadyMarker } from '@/lib/use-ready-marker'
import { PublicLayout } from './routes/public/public-layout'
import { publicPageRoutes, type PublicRoute } from './routes/public/routes'

/**
 * The public site's route tree. It uses React Router's declarative mode (`<BrowserRouter>`,
 * `useRoutes`): 17 KB less JavaScript than the data router, which only the staff area (its
 * own build, src/staff.tsx) needs. Each page is a lazy chunk; the layout is eager.
 */
export const routes: PublicRoute[] = [
  { path: '/', element: <PublicLayout />, children: publicPageRoutes },
]

/** The routes a path renders, outermost first (empty for none). */
export function matchPublicRoutes(pathname: string) {
  return matchRoutes(routes, pathname) ?? []
}

/** Loads the page modules of a path, so a server-rendered page hydrates without suspending. */
export async function preloadPages(pathname: string): Promise<void> {
  await Promise.all(matchPublicRoutes(pathname).map(({ route }) => route.page?.preload()))
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
