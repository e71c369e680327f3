import { createElement } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import { publicRoutes as paths } from '@/config/routes'
import { lazyPage, type LazyPage, type PageModule } from '@/lib/lazy-page'
import { extraCmsPaths } from './extra-paths'

/** A public route: its page's module loader, or where it redirects (server: HTTP 302). */
export type PublicRoute = RouteObject & { page?: LazyPage; redirectTo?: string }

const page = (path: string | null, load: () => Promise<PageModule>): PublicRoute => {
  const Page = lazyPage(load)
  const element = createElement(Page)
  return path === null
    ? { index: true, element, page: Page }
    : { path: path.replace(/^\//, ''), element, page: Page }
}

const redirect = (from: string, to: string): PublicRoute => ({
  path: from.replace(/^\//, ''),
  element: createElement(Navigate, { to, replace: true }),
  redirectTo: to,
})

/** The public site's pages, children of the public layout at `/`. Each page is a lazy chunk. */
export const publicPageRoutes: PublicRoute[] = [
  page(null, async () => ({ Component: (await import('./home')).HomePage })),
  page(paths.about, () => import('./pages/about')),
  page(paths.visionMission, () => import('./pages/vision-mission')),
  page(paths.organization, () => import('./pages/organization')),
  redirect(paths.organizationShort, paths.organization),
  page(paths.legality, () => import('./pages/legality')),
  page(paths.contact, () => import('./pages/contact')),
  page(paths.scope, () => import('./pages/scope')),
  page(paths.flow, () => import('./pages/flow')),
  page(paths.status, () => import('./pages/status')),
  page(paths.certificateCheck, () => import('./pages/certificate-check')),
  page(paths.directory, () => import('./pages/directory')),
  page('/verifikasi/:number', () => import('./pages/verify')),
  page(paths.complaint, () => import('./pages/complaint')),
  page(paths.appeal, () => import('./pages/appeal')),
  page(paths.legalProducts, () => import('./pages/legal-products')),
  page(paths.clients, () => import('./pages/clients')),
  page(paths.news, () => import('./pages/news-list')),
  page(`${paths.news}/:slug`, () => import('./pages/news-detail')),
  page(paths.faq, () => import('./pages/faq')),
  page(paths.rightsDuties, () => import('./pages/rights-duties')),
  page(paths.privacy, () => import('./pages/privacy')),
  page(extraCmsPaths.fees, () => import('./pages/fees')),
  page(extraCmsPaths.requirements, () => import('./pages/requirements')),
  page(extraCmsPaths.impartiality, () => import('./pages/impartiality')),
  page('*', async () => ({ Component: (await import('./not-found')).NotFoundPage })),
]
