import { createElement } from 'react'
import { Navigate, type Params, type RouteObject } from 'react-router-dom'

import { LANGUAGE_QUERY_PARAM } from '@/config/constants'
import { cmsPagePaths, publicRoutes as paths } from '@/config/routes'
import { normalizeLookupQuery } from '@/features/register/lib/lookup-query'
import { PROOF_CHECK_PATH, PROOF_KEY_PATH } from '@/features/register/lib/proof-types'
import { type LazyPage, lazyPage, type PageModule } from '@/lib/lazy-page'
import type { PageQueries } from '@/lib/page-queries'

/**
 * A public route: its page's module loader, or where it redirects (server: HTTP 301).
 * Every route without parameters is in the sitemap (both languages) and gets canonical,
 * hreflang and link-preview tags from its page's `PageMeta`; a route with parameters
 * (`:slug`) is in the sitemap only through its data (news articles: src/app/seo-files.ts).
 * `indexed: false`: not for search engines (left out of the sitemap, disallowed in robots.txt;
 * its page sets `PageMeta noIndex`). `store: false`: its responses are not kept in the server's
 * page cache (one per query string, each asked for once: search results). `noStore: true`:
 * nobody keeps them either, browsers and proxies included (`Cache-Control: no-store`, previews).
 * `lookup`: a page that reads the certificate register for its query (src/entry-server.tsx
 * `routeOf`): the server counts it against the visitor's limit when `counts`, and answers
 * another spelling of its address (case, trailing slash, %-escapes) with a 301 to `canonical`.
 * The data a route reads is declared beside it: its page module's `queries`, or `queries` here
 * for a route without a page module (the layout).
 */
export type PublicRoute = RouteObject & {
  page?: LazyPage
  queries?: PageQueries
  redirectTo?: string
  store?: false
  indexed?: false
  noStore?: true
  lookup?: RegisterLookup
}

export interface RegisterLookup {
  counts: (search: URLSearchParams) => boolean
  canonical: (params: Params) => string
}

const page = (
  path: string | null,
  load: () => Promise<PageModule>,
  options: Pick<PublicRoute, 'store' | 'indexed' | 'noStore' | 'lookup'> = {},
): PublicRoute => {
  const Page = lazyPage(load)
  const element = createElement(Page)
  return path === null
    ? { index: true, element, page: Page, ...options }
    : { path: path.replace(/^\//, ''), element, page: Page, ...options }
}

const redirect = (from: string, to: string): PublicRoute => ({
  path: from.replace(/^\//, ''),
  element: createElement(Navigate, { to, replace: true }),
  redirectTo: to,
})

/** The public site's pages, children of the public layout at `/`. Each page is a lazy chunk. */
export const publicPageRoutes: PublicRoute[] = [
  page(null, async () => {
    const { HomePage, queries } = await import('./home')
    return { Component: HomePage, queries }
  }),
  page(paths.about, () => import('./pages/about')),
  page(paths.visionMission, () => import('./pages/vision-mission')),
  page(paths.organization, () => import('./pages/organization')),
  redirect(paths.organizationShort, paths.organization),
  page(paths.legality, () => import('./pages/legality')),
  page(paths.contact, () => import('./pages/contact')),
  page(paths.scope, () => import('./pages/scope')),
  page(paths.flow, () => import('./pages/flow')),
  page(paths.status, () => import('./pages/status')),
  page(paths.certificateCheck, () => import('./pages/certificate-check'), {
    lookup: {
      counts: (search) => normalizeLookupQuery(search.get('q')) !== '',
      canonical: () => paths.certificateCheck,
    },
  }),
  // Bulk checks (a form posted to the page, counted by the database) and the API's own page.
  page(paths.bulkCheck, () => import('./pages/bulk-check')),
  page(paths.registerApi, () => import('./pages/register-api-docs')),
  page(paths.directory, () => import('./pages/directory'), {
    lookup: {
      counts: (search) => [...search.keys()].some((key) => key !== LANGUAGE_QUERY_PARAM),
      canonical: () => paths.directory,
    },
  }),
  // Signed proofs of a check (ADR 029): static segments, matched before a certificate number;
  // tools under /verifikasi, kept out of the sitemap like the verify pages.
  page(PROOF_CHECK_PATH, () => import('./pages/proof-check'), { indexed: false }),
  page(PROOF_KEY_PATH, () => import('./pages/proof-key'), { indexed: false }),
  // Certificate numbers are stored in upper case (the verify page then moves a number typed
  // with other separators to the stored one: its query's `meta.canonicalPath`).
  page('/verifikasi/:number', () => import('./pages/verify'), {
    lookup: {
      counts: () => true,
      canonical: ({ number }) => paths.verify((number ?? '').trim().toUpperCase()),
    },
  }),
  page(paths.complaint, () => import('./pages/complaint')),
  page(paths.appeal, () => import('./pages/appeal')),
  page(paths.legalProducts, () => import('./pages/legal-products')),
  page(paths.clients, () => import('./pages/clients')),
  page(paths.news, () => import('./pages/news-list')),
  page(`${paths.news}/:slug`, () => import('./pages/news-detail')),
  page(paths.faq, () => import('./pages/faq')),
  page(paths.search, () => import('./pages/search'), { store: false, indexed: false }),
  // A draft or unsaved edit by a preview token (ADR 020): never indexed or kept.
  page('/pratinjau/:token', () => import('./pages/preview'), {
    store: false,
    indexed: false,
    noStore: true,
  }),
  page(paths.rightsDuties, () => import('./pages/rights-duties')),
  page(paths.privacy, () => import('./pages/privacy')),
  page(paths.fees, () => import('./pages/fees')),
  page(paths.requirements, () => import('./pages/requirements')),
  page(paths.impartiality, () => import('./pages/impartiality')),
  // A core page at `/<slug>` (as a new page's address would be) has moved to its own route.
  ...Object.entries(cmsPagePaths).map(([slug, to]) => redirect(`/${slug}`, to)),
  // Every other published CMS page at `/<slug>`; no such page: the not-found page (404).
  page('/:slug', () => import('./pages/cms-page')),
  page('*', async () => ({ Component: (await import('./not-found')).NotFoundPage })),
]
