import { Navigate, type RouteObject, useLocation } from 'react-router-dom'

import {
  ADMIN_SCREENS,
  type AdminScreen,
  adminScreenList,
  FORMER_ADMIN_PATHS,
  pagesOf,
} from '@/config/admin-screens'

/** What each admin route declares: the roles that may open it (read by the admin layout's guard). */
export interface AdminRouteHandle {
  screen: AdminScreen
  roles: (typeof ADMIN_SCREENS)[AdminScreen]['roles']
}

type PageModule = Record<string, unknown>

/** The screens' modules by file name (lazy: each its own chunk). */
const modules = Object.fromEntries(
  Object.entries(
    import.meta.glob<PageModule>(['./screens/*.tsx', './dashboard.tsx', '!./**/*.test.tsx']),
  ).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load]),
)

/** Every page of every screen in the registry (config/admin-screens.ts). */
const screenRoutes = (): RouteObject[] =>
  adminScreenList().flatMap(([screen, entry]) =>
    pagesOf(entry).map((page): RouteObject => {
      const load = modules[page.module]
      if (!load) throw new Error(`admin screen ${screen}: no module screens/${page.module}.tsx`)
      return {
        ...(page.path ? { path: page.path } : { index: true }),
        handle: { screen, roles: entry.roles } satisfies AdminRouteHandle,
        lazy: async () => ({
          Component: (await load())[page.component ?? 'Component'] as React.ComponentType,
        }),
      }
    }),
  )

/** An old address: to today's, with the query and hash it came with, replacing it in history. */
function MovedTo({ path }: { path: string }) {
  const { search, hash } = useLocation()
  return <Navigate replace to={{ pathname: `/admin/${path}`, search, hash }} />
}

const formerRoutes = (): RouteObject[] =>
  Object.entries(FORMER_ADMIN_PATHS).map(([from, to]) => ({
    path: from,
    element: <MovedTo path={to} />,
  }))

/** A mistyped address under `/admin`: "not found" inside the shell, for any staff role. */
export const adminNotFoundRoute: RouteObject = {
  path: '*',
  handle: { notFound: true },
  lazy: async () => ({
    Component: (await import('@/components/admin-shell/access-denied')).AdminNotFound,
  }),
}

/** The admin area at `/admin` (lazy: none of it is in the public bundle). */
export const adminRoute: RouteObject = {
  path: '/admin',
  lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
  children: [...screenRoutes(), ...formerRoutes(), adminNotFoundRoute],
}

/** Routes outside both layouts: the login and set-password screens (own chunks, no admin code). */
export const authRoutes: RouteObject[] = [
  { path: '/auth/login', lazy: () => import('../auth/login') },
  { path: '/auth/set-password', lazy: () => import('../auth/set-password') },
]
