import type { RouteObject } from 'react-router-dom'

import { type AdminScreen, SCREEN_ROLES } from '@/config/permissions'

/** What each admin route declares: the roles that may open it (read by the admin layout's guard). */
export interface AdminRouteHandle {
  screen: AdminScreen
  roles: (typeof SCREEN_ROLES)[AdminScreen]
}

const screen = (
  name: AdminScreen,
  path: string | undefined,
  load: () => Promise<{ Component: React.ComponentType }>,
): RouteObject => ({
  ...(path ? { path } : { index: true }),
  handle: { screen: name, roles: SCREEN_ROLES[name] } satisfies AdminRouteHandle,
  lazy: load,
})

/** The admin area at `/admin` (lazy: none of it is in the public bundle). Paths per SPEC §2. */
export const adminRoute: RouteObject = {
  path: '/admin',
  lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
  children: [
    screen('dashboard', undefined, async () => ({
      Component: (await import('./dashboard')).AdminDashboardPage,
    })),
    screen('cms', 'cms', () => import('./screens/cms-list')),
    screen('cms', 'cms/edit/:slug', () => import('./screens/cms-edit')),
    screen('navigation', 'navigation', () => import('./screens/navigation')),
    screen('heroSlider', 'hero-slider', () => import('./screens/hero-slider')),
    screen('organization', 'struktur-organisasi', () => import('./screens/organization')),
    screen('flow', 'alur-sertifikasi', () => import('./screens/flow')),
    screen('legality', 'legalitas', () => import('./screens/legality')),
    screen('faq', 'faq', () => import('./screens/faq')),
    screen('news', 'news', () => import('./screens/news-list')),
    screen('news', 'news/new', () => import('./screens/news-edit')),
    screen('news', 'news/edit/:id', () => import('./screens/news-edit')),
    screen('scope', 'ruang-lingkup', () => import('./screens/scope')),
    screen('media', 'media', () => import('./screens/media')),
    screen('certificates', 'sertifikat', () => import('./screens/certificates')),
    screen('certificates', 'sertifikat/new', () => import('./screens/certificate-edit')),
    screen('certificates', 'sertifikat/edit/:id', () => import('./screens/certificate-edit')),
    screen('certificates', 'sertifikat/import', () => import('./screens/certificate-import')),
    screen('complaints', 'keluhan', () => import('./screens/complaints')),
    screen('complaints', 'keluhan/:id', async () => ({
      Component: (await import('./screens/case-detail')).ComplaintDetail,
    })),
    screen('appeals', 'banding', () => import('./screens/appeals')),
    screen('appeals', 'banding/:id', async () => ({
      Component: (await import('./screens/case-detail')).AppealDetail,
    })),
    screen('legalProducts', 'produk-hukum', () => import('./screens/legal-products')),
    screen('clients', 'klien', () => import('./screens/clients')),
    screen('users', 'users', () => import('./screens/users')),
    screen('messages', 'messages', () => import('./screens/messages')),
    screen('settings', 'settings', () => import('./screens/settings')),
    screen('auditLog', 'audit-log', () => import('./screens/audit-log')),
    screen('outbox', 'outbox', () => import('./screens/outbox')),
    screen('holidays', 'hari-libur', () => import('./screens/holidays')),
  ],
}

/** Routes outside both layouts: the login screen (its own chunk, no admin code). */
export const authRoutes: RouteObject[] = [
  { path: '/auth/login', lazy: () => import('../auth/login') },
]
