import { redirect, type RouteObject } from 'react-router-dom'
import { publicRoutes as paths } from '@/config/routes'
import { extraCmsPaths } from './extra-paths'

const page = (
  path: string,
  load: () => Promise<{ Component: React.ComponentType }>,
): RouteObject => ({
  path: path.replace(/^\//, ''),
  lazy: load,
})

/** The public site's pages, children of the public layout at `/`. Each page is a lazy chunk. */
export const publicPageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./home')).HomePage }),
  },
  page(paths.about, () => import('./pages/about')),
  page(paths.visionMission, () => import('./pages/vision-mission')),
  page(paths.organization, () => import('./pages/organization')),
  { path: paths.organizationShort.slice(1), loader: () => redirect(paths.organization) },
  page(paths.legality, () => import('./pages/legality')),
  page(paths.contact, () => import('./pages/contact')),
  page(paths.scope, () => import('./pages/scope')),
  page(paths.flow, () => import('./pages/flow')),
  page(paths.status, () => import('./pages/status')),
  page(paths.complaint, () => import('./pages/complaint')),
  page(paths.appeal, () => import('./pages/appeal')),
  page(paths.legalProducts, () => import('./pages/legal-products')),
  page(paths.clients, () => import('./pages/clients')),
  page(paths.news, () => import('./pages/news-list')),
  page(`${paths.news}/:slug`, () => import('./pages/news-detail')),
  page(paths.faq, () => import('./pages/faq')),
  page(paths.rightsDuties, () => import('./pages/rights-duties')),
  page(extraCmsPaths.fees, () => import('./pages/fees')),
  page(extraCmsPaths.requirements, () => import('./pages/requirements')),
  page(extraCmsPaths.impartiality, () => import('./pages/impartiality')),
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found')).NotFoundPage }),
  },
]
