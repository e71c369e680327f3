/**
 * Server rendering of the public pages (built to `dist/.ssr/entry-server.js` by vite.config.ts;
 * used by the embedded backend, supabase/local/ssr/pages.ts, which caches the pages). A visitor gets the
 * page's HTML, with its data, at once; `main.tsx` then hydrates it with the same data.
 *
 * Data: the pages read it through TanStack Query in their components, and each route declares
 * the queries it reads (its page module's `queries`, the layout's on its route: src/lib/
 * page-queries.ts). The renderer loads the matched routes' modules and their queries first
 * (`ensureQueryData`), then renders the page once. The staff area (`/admin`, `/auth`) is not
 * rendered here: it needs the visitor's session, which only the browser has.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'

import { handleBulkCheck } from '@/app/bulk-check'
import {
  FILE_FORM_PATHS,
  FORM_PATHS,
  handlePost,
  isSentPage,
  type PostedPage,
  sentPage,
} from '@/app/form-posts'
import { IslandQueries, PostedForm } from '@/app/island'
import { AppProviders } from '@/app/providers'
import {
  generateRegisterFeed,
  registerFeedCanonical,
  registerFeedFormat,
  registerFeedLanguage,
} from '@/app/register-feed'
import { matchPublicRoutes, PublicApp } from '@/app/router'
import type { PublicRoute } from '@/app/routes/public/routes'
import { generateFile, isGeneratedFile } from '@/app/seo-files'
import { badgeLanguage, badgeNumber, generateBadge } from '@/app/verify-badge'
import { checkProof, generateProof, proofRequest, type ProofSigner } from '@/app/verify-proof'
import {
  FALLBACK_LANGUAGE,
  type Language,
  LANGUAGE_QUERY_PARAM,
  SUPPORTED_LANGUAGES,
} from '@/config/constants'
import { BulkCheckContext } from '@/features/register/components/bulk-check-context'
import { ProofContext } from '@/features/register/components/proof-context'
import { BULK_CHECK_PATH, type BulkCheckState } from '@/features/register/lib/bulk-check'
import {
  PROOF_CHECK_PATH,
  PROOF_UPLOAD_LIMIT,
  type ProofContextValue,
} from '@/features/register/lib/proof-types'
import { readCookie } from '@/lib/cookie'
import { setServerRuntimeEnv } from '@/lib/env'
import { createI18n } from '@/lib/i18n'
import { publicResources } from '@/lib/i18n-resources'
import { LANGUAGE_COOKIE } from '@/lib/language-choice'
import { PageUrlProvider } from '@/lib/page-url'
import { getPublicClient } from '@/lib/public-client'
import { createQueryClient } from '@/lib/query-client'
import { SSR_STATE_ID, type SsrState } from '@/lib/ssr-state'
import { inLanguage } from '@/lib/translate'

/** How long a page waits for its data before rendering what it has (the browser loads the rest). */
const DATA_TIMEOUT_MS = 2500

/** Pages rendered by this process: one render per page (tests/api/server-one-pass.test.ts). */
let renders = 0
export function renderCount(): number {
  return renders
}

export interface RenderRequest {
  /** Absolute URL of the page. */
  url: string
  cookie?: string
  acceptLanguage?: string
  /** Where this server's API answers (loopback), and the anon key: the visitor's rights. */
  supabaseUrl: string
  supabaseAnonKey: string
  /** The site's public origin (SITE_URL) for canonical and share URLs; default: the URL's. */
  siteUrl?: string
  /** The server sends email (the texts after a submission say so). */
  mail?: boolean
  /**
   * Headers for the render's API calls: the visitor's address as the server forwards it, so
   * that the database counts a register lookup's reads against that visitor.
   */
  apiHeaders?: Record<string, string>
  /** The site's signing key as the server lends it: signed proofs of a check (ADR 029). */
  registerKey?: ProofSigner
}

/** A form posted to its page (`submit`): its fields; its API call carries `apiHeaders` too. */
export interface SubmitRequest extends RenderRequest {
  fields: Record<string, string>
  /** The files of a multipart post (complaint and appeal attachments). */
  files?: File[]
}

export type RenderResult =
  | { kind: 'skip' }
  | {
      kind: 'file'
      status: number
      contentType: string
      /** Text, or bytes (a signed proof's PDF). */
      body: string | Uint8Array
      /** False when its data could not be read: sent, never cached. */
      complete: boolean
      /** Its own Cache-Control when cached (the badge: five minutes); default the pages'. */
      cacheControl?: string
      /** A download's `Content-Disposition` (a signed proof). */
      contentDisposition?: string
    }
  /** `cookie`: a Set-Cookie value (the success page's proof after a form post). */
  | { kind: 'redirect'; status: number; location: string; cookie?: string }
  | {
      kind: 'page'
      status: number
      language: Language
      /** `<title>`, `<meta>` and `<link>` elements for `<head>`. */
      head: string
      /** The inside of `<div id="root">`. */
      body: string
      /** The hydration state script (query data, router state, language). */
      state: string
      /** False when some data failed or ran out of time: right for this request, never cached. */
      complete: boolean
      /** False for a route whose pages are not worth keeping (`store: false`: search results). */
      store: boolean
      /** True for a route nobody may keep, browsers included (`noStore`: previews). */
      noStore: boolean
      /** The hashes of queries the page read that its routes do not declare (a bug: logged). */
      unprefetched: string[]
    }

const STAFF_PATHS = /^\/(admin|auth)(\/|$)/

/**
 * The API headers of the render under way. The public client is one per process, shared by
 * concurrent renders, so its fetch (`apiFetch`) adds the headers of the render it runs in.
 */
const renderApiHeaders = new AsyncLocalStorage<Record<string, string>>()
const apiFetch: typeof fetch = (input, init) => {
  const extra = renderApiHeaders.getStore()
  if (!extra || Object.keys(extra).length === 0) return fetch(input, init)
  const headers = new Headers(init?.headers)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return fetch(input, { ...init, headers })
}

/** What the server must know of a path before it renders it (supabase/local/ssr/pages.ts). */
export interface RouteInfo {
  /** A register lookup: counted against the visitor's limit. */
  lookup: boolean
  /** The canonical address (path and query) when this spelling is another one, for a 301. */
  canonical: string | null
  /** A form's success page: it depends on the visitor's cookie, so it is rendered uncached. */
  personal: boolean
}

/**
 * The route the router matches for a URL, as far as the server's limits go: the register's
 * lookup pages are matched as the router matches them (case-insensitive, trailing slash,
 * %-escapes decoded), so every spelling of one counts as that page, and a spelling other than
 * the canonical address is answered with a 301 to it before anything is read.
 */
export function routeOf(url: URL): RouteInfo {
  // A certificate's badge reads the register like its verify page: counted the same way.
  if (badgeNumber(url.pathname) !== null) return { lookup: true, canonical: null, personal: false }
  // A signed proof is a lookup too (ADR 029), and never kept: made for this request.
  if (proofRequest(url.pathname)) return { lookup: true, canonical: null, personal: true }
  // The register's change feed: one address per language (other queries are moved there).
  if (registerFeedFormat(url.pathname) !== null)
    return { lookup: false, canonical: registerFeedCanonical(url), personal: false }
  const matches = matchPublicRoutes(url.pathname)
  const leaf = matches.at(-1)
  const lookup = (leaf?.route as PublicRoute | undefined)?.lookup
  if (!leaf || !lookup) return { lookup: false, canonical: null, personal: isSentPage(url) }
  const path = lookup.canonical(leaf.params)
  return {
    lookup: lookup.counts(url.searchParams),
    canonical: path === url.pathname ? null : path + url.search,
    personal: false,
  }
}

/** The visitor's language as the browser's detector would find it, minus localStorage. */
export function detectLanguage(url: URL, cookie = '', acceptLanguage = ''): Language {
  const supported = (code: string | null | undefined): Language | null => {
    const base = code?.trim().split(/[-;]/)[0]?.toLowerCase()
    return SUPPORTED_LANGUAGES.find((l) => l === base) ?? null
  }
  const fromQuery = supported(url.searchParams.get(LANGUAGE_QUERY_PARAM))
  if (fromQuery) return fromQuery
  const fromCookie = supported(readCookie(cookie, LANGUAGE_COOKIE))
  if (fromCookie) return fromCookie
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
      return { tag, q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const language = supported(tag)
    if (language) return language
  }
  return FALLBACK_LANGUAGE
}

/**
 * The whole page in document order. React outlines a finished Suspense boundary once more than
 * `progressiveChunkSize` bytes (12.8 KB) precede it: its content is sent hidden (`<div hidden
 * id="S:n">`) with an inline script that swaps it in, throttled to one reveal per 300 ms — the
 * page's text painted late, and never without JavaScript. A prerender sends one document, so
 * nothing is gained by outlining: every boundary is written where it stands.
 */
async function renderToHtml(element: React.ReactElement): Promise<string> {
  renders += 1
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

/** A query the render created that nobody fetched: its route did not declare it. */
function isMissing(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled
  return (
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    enabled !== false &&
    typeof enabled !== 'function' &&
    Boolean(query.options.queryFn)
  )
}

/**
 * Loads the modules of the routes a path matched and the queries they declare, waiting at most
 * DATA_TIMEOUT_MS for the data (a query still running then is left to the browser).
 */
async function prefetch(
  queryClient: QueryClient,
  matches: ReturnType<typeof matchPublicRoutes>,
  search: URLSearchParams,
  language: Language,
): Promise<void> {
  const declared = await Promise.all(
    matches.map(async ({ route, params }) => {
      const { page, queries } = route as PublicRoute
      const declare = page ? (await page.preload()).queries : queries
      return declare?.({ params, search, language }) ?? []
    }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, DATA_TIMEOUT_MS)))
  const loads = declared.flat().map((options) => queryClient.ensureQueryData(options))
  await Promise.race([Promise.allSettled(loads), timeout])
  clearTimeout(timer)
}

/** Leading `<title>`/`<meta>`/`<link>` elements React emits first for a non-document tree. */
const LEADING_HEAD = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/

/**
 * React preloads the first ten images a page renders eagerly. Only the one a component marked as
 * the page's largest (`fetchPriority="high"`, docs/decisions/014) gains from it: the document
 * fits in one round trip (docs/decisions/018), so the browser sees every other image at once
 * anyway, and their preloads, first in the head, went ahead of the largest image.
 */
function priorityPreloadsOnly(head: string): string {
  const preloads: string[] = []
  const rest = head.replace(/<link rel="preload" as="image"[^>]*>/g, (link) => {
    if (/\sfetchPriority="high"/i.test(link)) preloads.push(link)
    return ''
  })
  return preloads.join('') + rest
}

function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * A form posted to its page without the page's script (src/app/form-posts.ts): a 303 to the
 * success page, or the page with the form's state (422 invalid, 429 rate limit, 200 a lookup's
 * answer), never stored. "skip" for a page without such a form.
 */
export function submit(request: SubmitRequest): Promise<RenderResult> {
  return renderApiHeaders.run(request.apiHeaders ?? {}, async () => {
    const url = new URL(request.url)
    configureApi(request)
    // ---- signed proofs (ADR 029): an uploaded proof checked against the site's key
    if (url.pathname === PROOF_CHECK_PATH) {
      const file = request.files?.[0]
      const keys = request.registerKey ? [request.registerKey.publicJwk] : []
      const check =
        file && file.size > PROOF_UPLOAD_LIMIT
          ? ({ result: 'too_large' } as const)
          : checkProof(file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(), keys)
      const status = { authentic: 200, altered: 422, too_large: 413, missing: 422 }[check.result]
      return renderPage(request, null, { check, status })
    }
    // ---- end signed proofs
    // ---- bulk checks: the table on the page, or its CSV
    if (url.pathname === BULK_CHECK_PATH) {
      const language = detectLanguage(url, request.cookie, request.acceptLanguage)
      const i18n = createI18n({ language, resources: publicResources })
      const bulk = await handleBulkCheck(
        request.fields,
        request.files ?? [],
        await getPublicClient(),
        i18n,
      )
      if (bulk.kind === 'csv')
        return {
          kind: 'file' as const,
          status: 200,
          contentType: 'text/csv; charset=utf-8',
          body: bulk.body,
          complete: false,
          contentDisposition: `attachment; filename="${bulk.filename}"`,
        }
      return renderPage(request, null, undefined, { state: bulk.state, status: bulk.status })
    }
    // ---- end bulk checks
    const outcome = await handlePost({
      url,
      fields: request.fields,
      files: request.files ?? [],
      language: detectLanguage(url, request.cookie, request.acceptLanguage),
      client: await getPublicClient(),
    })
    if (outcome.kind === 'skip') return outcome
    if (outcome.kind === 'redirect') return { ...outcome, status: 303 }
    return renderPage(request, outcome)
  })
}

/** The paths whose page takes a posted form (`submit`): the server accepts posts there only. */
export const formPaths: readonly string[] = [...FORM_PATHS, PROOF_CHECK_PATH, BULK_CHECK_PATH]

/** The paths whose form carries files (multipart posts). */
export const fileFormPaths: readonly string[] = [
  ...FILE_FORM_PATHS,
  PROOF_CHECK_PATH,
  BULK_CHECK_PATH,
]

export function render(request: RenderRequest): Promise<RenderResult> {
  // The success page after a post (`?terkirim=KEL-…`): for that visitor, never stored.
  return renderApiHeaders.run(request.apiHeaders ?? {}, () =>
    renderPage(request, sentPage(new URL(request.url), request.cookie)),
  )
}

/** The API this request's public client reads (through `apiFetch`, with the visitor's headers). */
function configureApi(request: RenderRequest): void {
  setServerRuntimeEnv({
    supabaseUrl: request.supabaseUrl,
    supabaseAnonKey: request.supabaseAnonKey,
    backend: 'embedded',
    demoAdmin: null,
    // The texts after a submission (the success page of a post) say whether email is sent.
    mail: request.mail ?? false,
    fetch: apiFetch,
  })
}

async function renderPage(
  request: RenderRequest,
  form: PostedPage | null,
  /** A proof posted to the proof check page: its answer and the page's status (ADR 029). */
  proofCheck?: { check: NonNullable<ProofContextValue['check']>; status: number },
  /** A bulk check posted to its page: the keys, an error or the results, and the status. */
  bulk?: { state: BulkCheckState; status: number },
): Promise<RenderResult> {
  const url = new URL(request.url)
  // Absolute links in the page (canonical, hreflang, share URLs) use the site's configured
  // origin, never a request header: a page is cached and served to every visitor.
  const pageUrl = new URL(url.pathname + url.search, request.siteUrl ?? url.origin)
  if (STAFF_PATHS.test(url.pathname)) return { kind: 'skip' }
  const matches = matchPublicRoutes(url.pathname)
  const redirectTo = matches.at(-1)?.route.redirectTo
  // A page that has moved: permanently (search engines move its ranking to the new address).
  if (redirectTo) return { kind: 'redirect', status: 301, location: redirectTo }
  configureApi(request)

  const badge = badgeNumber(url.pathname)
  if (badge !== null) {
    try {
      const badgeI18n = createI18n({ language: badgeLanguage(url), resources: publicResources })
      return { kind: 'file', complete: true, ...(await generateBadge(badge, badgeI18n)) }
    } catch (error) {
      // Over the visitor's lookup limit: the server answers 429 as for the verify page.
      const limited = (error as { code?: string } | null)?.code === 'PT429'
      const body = limited ? 'Too many lookups.\n' : 'Temporarily unavailable.\n'
      return {
        kind: 'file',
        status: limited ? 429 : 503,
        contentType: 'text/plain; charset=utf-8',
        body,
        complete: false,
      }
    }
  }
  // The register's change feed (Atom, JSON Feed): its language by `?lng=` only, like the badge.
  const feedFormat = registerFeedFormat(url.pathname)
  if (feedFormat !== null) {
    try {
      const feedI18n = createI18n({
        language: registerFeedLanguage(url),
        resources: publicResources,
      })
      return {
        kind: 'file',
        complete: true,
        ...(await generateRegisterFeed(pageUrl, feedFormat, feedI18n)),
      }
    } catch (error) {
      // A front's reads over the database's lookup limit: 429, as for the badge.
      const limited = (error as { code?: string } | null)?.code === 'PT429'
      const body = limited ? 'Too many lookups.\n' : 'Temporarily unavailable.\n'
      const status = limited ? 429 : 503
      return { kind: 'file', status, contentType: 'text/plain', body, complete: false }
    }
  }
  const language = detectLanguage(url, request.cookie, request.acceptLanguage)
  const i18n = createI18n({ language, resources: publicResources })
  // ---- signed proofs (ADR 029): /verifikasi/<number>/bukti.json and .pdf
  const proof = proofRequest(url.pathname)
  if (proof) {
    try {
      const signer = request.registerKey
      return {
        kind: 'file',
        ...(await generateProof(proof, { i18n, origin: pageUrl.origin, signer })),
      }
    } catch (error) {
      const limited = (error as { code?: string } | null)?.code === 'PT429'
      const body = limited ? 'Too many lookups.\n' : 'Temporarily unavailable.\n'
      const contentType = 'text/plain; charset=utf-8'
      return { kind: 'file', status: limited ? 429 : 503, contentType, body, complete: false }
    }
  }
  const proofContext: ProofContextValue = {
    publicKey: request.registerKey?.publicJwk ?? null,
    check: proofCheck?.check ?? null,
  }
  // ---- end signed proofs
  if (isGeneratedFile(url.pathname)) {
    try {
      const texts = {
        appName: i18n.t('app.name'),
        newsTitle: i18n.t('public:news.title'),
        newsDescription: i18n.t('public:news.metaDescription'),
      }
      return { kind: 'file', complete: true, ...(await generateFile(pageUrl, language, texts)) }
    } catch {
      const body = 'Temporarily unavailable.\n'
      return { kind: 'file', status: 503, contentType: 'text/plain', body, complete: false }
    }
  }
  const queryClient = createQueryClient()
  const islandQueries = new Set<string>()
  const page = (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <PageUrlProvider url={pageUrl.href}>
        <IslandQueries.Provider value={islandQueries}>
          <PostedForm.Provider value={form}>
            <ProofContext.Provider value={proofContext}>
              <BulkCheckContext.Provider value={bulk?.state ?? null}>
                <StaticRouter location={url.pathname + url.search}>
                  <PublicApp />
                </StaticRouter>
              </BulkCheckContext.Provider>
            </ProofContext.Provider>
          </PostedForm.Provider>
        </IslandQueries.Provider>
      </PageUrlProvider>
    </AppProviders>
  )

  await prefetch(queryClient, matches, url.searchParams, language)
  const html = await renderToHtml(page)
  // Queries the page read that its routes do not declare: rendered without their data.
  const unprefetched = queryClient
    .getQueryCache()
    .getAll()
    .filter(isMissing)
    .map((query) => query.queryHash)

  const leading = LEADING_HEAD.exec(html)?.[0] ?? ''
  // Only what the islands read: the rest of the data is in the page's HTML (docs/decisions/018).
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      islandQueries.has(query.queryHash) && defaultShouldDehydrateQuery(query),
  })
  // In the page's language only (a page changes language by loading again).
  for (const query of queries.queries) query.state.data = inLanguage(query.state.data, language)
  const state: SsrState = { language, queries }
  // A page whose subject does not exist (an unknown certificate number) answers 404 too: its
  // query says so with `meta.notFoundWhenNull` and got null.
  const missingSubject = queryClient
    .getQueryCache()
    .getAll()
    .some(
      (q) =>
        q.meta?.notFoundWhenNull === true && q.state.status === 'success' && q.state.data === null,
    )
  const complete = !queryClient
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        query.state.status === 'error' ||
        query.state.fetchStatus === 'fetching' ||
        isMissing(query),
    )
  // A subject found under another spelling of its address (`meta.canonicalPath`): moved there.
  const moved = queryClient
    .getQueryCache()
    .getAll()
    .map((q) => {
      const canonicalPath = q.meta?.canonicalPath
      return q.state.status === 'success' && typeof canonicalPath === 'function'
        ? (canonicalPath as (data: unknown) => string | null)(q.state.data)
        : null
    })
    .find((path) => path !== null && path !== url.pathname)
  // The database refused a read of this visitor's: too many register lookups.
  const rateLimited = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => (q.state.error as { code?: string } | null)?.code === 'PT429')
  queryClient.clear()
  if (moved && !form) return { kind: 'redirect', status: 301, location: moved + url.search }
  const notFound = missingSubject || matches.some((match) => match.route.path === '*')
  return {
    kind: 'page',
    status:
      proofCheck && !notFound
        ? proofCheck.status
        : bulk && !notFound
          ? bulk.status
          : form && !notFound
            ? form.status
            : notFound
              ? 404
              : rateLimited
                ? 429
                : 200,
    language,
    head: priorityPreloadsOnly(leading),
    body: html.slice(leading.length),
    state: `<script id="${SSR_STATE_ID}" type="application/json">${scriptJson(state)}</script>`,
    complete,
    store: !matches.some((match) => match.route.store === false),
    noStore:
      form !== null ||
      proofCheck !== undefined ||
      bulk !== undefined ||
      matches.some((match) => match.route.noStore === true),
    unprefetched,
  }
}
