/**
 * Public pages rendered on the server (docs/decisions/008) and kept in the page cache
 * (docs/decisions/011): what the static handler calls for a page path that is not a file.
 *
 * A stored page is shared by every visitor with the same language, path and query, so it is
 * rendered as an anonymous visitor of that language would see it: the visitor's cookies and
 * headers decide the language and nothing else (the renderer reads the API with the anon key).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { SlidingWindowLimiter } from '../auth/rate-limit'
import { siteCsp, type SiteEnv } from '../runtime-env'
import { documentCsp } from '../security-headers'
import { composePage, type PageShell, readPageShell } from './document'
import { createFormPosts, refusal } from './form-posts'
import {
  encodedBody,
  type Page,
  PageCache,
  type PageCacheOptions,
  type PageSource,
} from './page-cache'
import { createNotFoundLog, createRedirects, type NotFoundLog } from './redirects'
import { createRegisterApi, type RegisterApi, type ServiceCall } from './register-api'
import {
  loadRenderer,
  type RegisterSigner,
  type Renderer,
  type RenderRequest,
  renderWithin,
} from './renderer'

export interface PagesOptions {
  /** Where the renderer reaches the API (this backend over loopback, or SUPABASE_URL). */
  apiUrl: () => string
  cache?: PageCacheOptions
  log?: (line: string) => void
  /** The visitor's address (the one the trusted proxies report): register lookups are counted. */
  clientAddress?: (req: IncomingMessage) => string
  /**
   * Headers that carry the visitor's address to the API, for the database's per-address limits
   * on a posted form and on a register lookup's reads (server.ts: a loopback call it trusts;
   * front.ts: `X-Forwarded-For`).
   */
  forwardAddress?: (address: string) => Record<string, string>
  /** The site's signing key: the verify page's signed proofs (none without it: 404). */
  registerKey?: RegisterSigner
  /**
   * The service role key (never sent to browsers): the register API answers from memory and
   * counts its quotas in this process (register-api-memory.ts); without it, one counting RPC
   * per request.
   */
  serviceRoleKey?: string
  /** The embedded server's database for the register API's service functions (no loopback). */
  registerServiceCall?: ServiceCall
}

export interface Pages {
  /** Sends the page for a GET/HEAD; false when there is none (the caller sends the SPA shell). */
  serve: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>
  /**
   * A public form posted to its page (docs/decisions/023); false when the path has none (the
   * caller answers 405).
   */
  post: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>
  /** The register API v1 (`/api/register/v1/…`, register-api.ts); false for any other path. */
  api: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>
  /**
   * A redirect of `public.redirects` for this GET/HEAD, sent before anything renders (ADR 033);
   * false when the path has none.
   */
  redirect: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>
  /** Counts a 404 answered for `url` in the 404 log (the static handler's own 404s). */
  notFound: (req: IncomingMessage, url: URL) => void
  /** The 404 log's writes under way (tests). */
  notFoundLog: NotFoundLog
  /**
   * The status a visitor would get for a path of the site (a redirect: its status), rendered
   * as an anonymous Indonesian visitor; null without a renderer (the link check).
   */
  status: (url: URL) => Promise<{ status: number; location?: string } | null>
  cache: PageCache
  /** The register API's memory (stored answers, quota counts): tests and metrics. */
  registerApi: RegisterApi
  /** Sends the register API's last counts (best effort) and stops the page cache's timer. */
  close: () => Promise<void>
}

/**
 * Browsers revalidate every time (a 304 when unchanged); a shared cache (CDN) may keep a page
 * for a second and serve it a little longer while it fetches the new one.
 */
const SHARED = 'public, max-age=0, s-maxage=1, stale-while-revalidate=10'
/** A page made for one request (its data incomplete, or a renderer without language keys). */
const PRIVATE = 'private, no-cache'
/** A page nobody may keep, not even the visitor's browser (previews of unpublished content). */
const NO_STORE = 'no-store'
/** Another spelling of a register page's address: moved for good (browsers may keep that). */
const MOVED = 'public, max-age=86400'
/** A staff redirect (301) may be removed again: browsers and CDNs keep it an hour at most. */
const REDIRECTED = 'public, max-age=3600'
/** The answer to a posted form (and its redirect): for this visitor only, never indexed. */
const PRIVATE_ANSWER = { 'cache-control': NO_STORE, 'x-robots-tag': 'noindex' }
/** Everything a page's language may come from, and the encodings. */
const VARY = 'Accept-Encoding, Accept-Language, Cookie'

/**
 * A page asked for in a language (`?lng=en`, the header's language links without JavaScript)
 * keeps that choice for the next pages in the cookie the server renders by, as the page's script
 * does where it runs (src/lib/language-choice.ts: the same name and lifetime).
 */
function languageCookie(url: URL, language: string | undefined): Record<string, string> {
  if (!language || url.searchParams.get('lng') !== language) return {}
  return {
    'set-cookie': `i18next=${language}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`,
  }
}

/**
 * The certificate register's lookup pages (a query, a verify page, a directory search) are
 * the routes the renderer's router matches as such (`routeOf`), whatever the spelling: another
 * spelling of one gets a 301 to its canonical address, reading nothing. Each new lookup renders
 * a new page, so a visitor's renders are counted here, as the RPCs count (60 in ten minutes); a
 * lookup already in the cache costs nothing. The render's own reads go to the API with the
 * visitor's address (`forwardAddress`), so the database counts them against that visitor too
 * (its limit exempts loopback callers that speak for no visitor).
 */
const LOOKUP_WINDOW_MS = 10 * 60_000
const LOOKUPS_PER_WINDOW = 60

/** What a visitor gets past the limit: both languages, no scripts, a way back. */
const TOO_MANY_LOOKUPS = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Terlalu banyak pencarian</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#1e293b}h1{font-size:1.5rem}a{color:#1d4ed8}</style></head>
<body><main><h1>Terlalu banyak pencarian</h1>
<p>Anda telah melakukan banyak pencarian dalam waktu singkat. Silakan coba lagi dalam 10 menit.</p>
<p lang="en">Too many lookups in a short time. Please try again in 10 minutes.</p>
<p><a href="/layanan/cek-sbu">Cek SBU</a> · <a href="/">Beranda / Home</a></p></main></body></html>
`

export function createPages(root: string, site: SiteEnv, options: PagesOptions): Pages {
  const log = options.log ?? (() => {})
  const lookups = new SlidingWindowLimiter(LOOKUP_WINDOW_MS, LOOKUPS_PER_WINDOW)
  const cache = new PageCache({ log, ...options.cache })
  const forms = createFormPosts(site.siteUrl)
  const api = createRegisterApi({
    apiUrl: options.apiUrl,
    anonKey: site.anonKey,
    siteUrl: site.siteUrl ?? null,
    clientAddress: (req) => options.clientAddress?.(req) ?? req.socket.remoteAddress ?? 'unknown',
    forwardAddress: (address) => options.forwardAddress?.(address) ?? {},
    log,
    ...(options.serviceRoleKey ? { serviceRoleKey: options.serviceRoleKey } : {}),
    ...(options.registerServiceCall ? { serviceCall: options.registerServiceCall } : {}),
    // Answers are dropped with the pages: a register change (NOTIFY), or a front's age bound.
    freshness: { generation: () => cache.contentGeneration, maxAgeMs: () => cache.maxAgeMs },
  })
  const redirects = createRedirects({
    apiUrl: options.apiUrl,
    anonKey: site.anonKey,
    generation: () => cache.contentGeneration,
    maxAgeMs: () => cache.maxAgeMs,
    log,
  })
  const notFoundLog = createNotFoundLog({
    apiUrl: options.apiUrl,
    ...(options.serviceRoleKey ? { serviceRoleKey: options.serviceRoleKey } : {}),
    log,
  })
  let renderer: Promise<Renderer | null> | undefined
  let shell: Promise<PageShell | null> | undefined

  function renderSource(
    renderer: Renderer,
    request: RenderRequest,
    shared: boolean,
    visitor: string | null,
  ) {
    return async (): Promise<PageSource | null> => {
      if (visitor !== null) {
        if (lookups.blocked(visitor)) return tooManyLookups()
        lookups.record(visitor)
      }
      const result = await renderWithin(renderer, request, log)
      // The database refused the render's read: this visitor is over its limit there.
      if ((result?.kind === 'page' || result?.kind === 'file') && result.status === 429)
        return tooManyLookups()
      return toSource(result, shared)
    }
  }

  function tooManyLookups(): PageSource {
    return {
      status: 429,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'retry-after': String(LOOKUP_WINDOW_MS / 1000),
        'content-security-policy': documentCsp(TOO_MANY_LOOKUPS),
      },
      html: TOO_MANY_LOOKUPS,
      cacheable: false,
    }
  }

  /** A renderer's answer as the cache takes it (null: none, the SPA shell is sent). */
  async function toSource(
    result: Awaited<ReturnType<typeof renderWithin>>,
    shared: boolean,
  ): Promise<PageSource | null> {
    if (result?.kind === 'redirect')
      return {
        status: result.status,
        headers: {
          location: result.location,
          ...(result.cookie ? { 'set-cookie': result.cookie } : {}),
        },
        html: '',
        cacheable: shared && !result.cookie,
      }
    if (!result) return null
    if (result.kind === 'file')
      return {
        status: result.status,
        headers: {
          'content-type': result.contentType,
          ...(result.cacheControl ? { 'cache-control': result.cacheControl } : {}),
          ...(result.contentDisposition
            ? { 'content-disposition': result.contentDisposition }
            : {}),
        },
        html: result.body,
        cacheable: shared && result.complete !== false,
      }
    shell ??= readPageShell(root, site)
    const pageShell = await shell
    if (pageShell === null) return null
    const page = composePage(pageShell, result)
    return {
      status: result.status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-language': result.language,
        // Inline scripts are allowed by hash: the policy is the page's own.
        'content-security-policy': documentCsp(page, siteCsp(site)),
        // A preview: not for search engines, and kept by nobody.
        ...(result.noStore ? { 'cache-control': NO_STORE, 'x-robots-tag': 'noindex' } : {}),
      },
      html: page,
      cacheable: shared && result.complete !== false && result.store !== false && !result.noStore,
    }
  }

  async function post(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    renderer ??= loadRenderer(root, log)
    const current = await renderer
    if (!current?.submit || !current.formPaths?.includes(url.pathname)) return false
    const visitor = options.clientAddress?.(req) ?? req.socket.remoteAddress ?? 'unknown'
    const form = await forms.read(req, url, visitor, current.fileFormPaths?.includes(url.pathname))
    if (!('fields' in form)) {
      await send(req, res, (await cache.single(async () => ({ ...form, cacheable: false })))!)
      return true
    }
    const { cookie, 'accept-language': acceptLanguage } = req.headers
    const request = {
      url: url.href,
      cookie,
      acceptLanguage,
      supabaseUrl: options.apiUrl(),
      supabaseAnonKey: site.anonKey,
      mail: site.mail,
      ...(site.siteUrl ? { siteUrl: site.siteUrl } : {}),
      ...(options.registerKey ? { registerKey: options.registerKey } : {}),
      fields: form.fields,
      ...(form.files.length ? { files: form.files } : {}),
      apiHeaders: options.forwardAddress?.(visitor) ?? {},
    }
    // Never stored: the answer is this visitor's (what they typed, a lookup's result).
    const page = await cache.single(async () => {
      const result = await renderWithin(current, request, log, current.submit!)
      if (!result) return { ...refusal(503, url.pathname), cacheable: false }
      const source = await toSource(result, false)
      return source && { ...source, headers: { ...source.headers, ...PRIVATE_ANSWER } }
    })
    if (!page) return false
    await send(req, res, page)
    return true
  }

  async function serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    renderer ??= loadRenderer(root, log)
    const current = await renderer
    if (!current) return false
    const route = current.routeOf?.(url)
    const canonical = route?.canonical
    if (canonical) {
      const moved = await cache.single(async () => ({
        status: 301,
        headers: { location: canonical, 'cache-control': MOVED },
        html: '',
        cacheable: false,
      }))
      await send(req, res, moved!)
      return true
    }
    const { cookie, 'accept-language': acceptLanguage } = req.headers
    // A page that depends on the visitor's cookie is rendered for them alone, never cached.
    const language = route?.personal
      ? undefined
      : current.detectLanguage?.(url, cookie, acceptLanguage)
    const visitor = options.clientAddress && route?.lookup ? options.clientAddress(req) : null
    const request = {
      url: url.href,
      supabaseUrl: options.apiUrl(),
      supabaseAnonKey: site.anonKey,
      mail: site.mail,
      ...(site.siteUrl ? { siteUrl: site.siteUrl } : {}),
      ...(visitor !== null ? { apiHeaders: options.forwardAddress?.(visitor) ?? {} } : {}),
      ...(options.registerKey ? { registerKey: options.registerKey } : {}),
    }
    const page = language
      ? await cache.get(
          `${language} ${url.pathname}${url.search}`,
          renderSource(current, { ...request, acceptLanguage: language }, true, visitor),
        )
      : await cache.single(
          renderSource(current, { ...request, cookie, acceptLanguage }, false, visitor),
        )
    if (!page) return false
    if (page.status === 404) notFoundLog.record(req, url)
    await send(req, res, page, languageCookie(url, language))
    return true
  }

  async function redirect(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const moved = await redirects.find(url)
    if (!moved) return false
    const page = await cache.single(async () => ({
      status: moved.status,
      headers: {
        location: moved.location,
        'cache-control': moved.status === 301 ? REDIRECTED : 'no-cache',
      },
      html: '',
      cacheable: false,
    }))
    await send(req, res, page!)
    return true
  }

  async function status(url: URL): Promise<{ status: number; location?: string } | null> {
    const moved = await redirects.find(url)
    if (moved) return { status: moved.status, location: moved.location }
    renderer ??= loadRenderer(root, log)
    const current = await renderer
    if (!current) return null
    const canonical = current.routeOf?.(url)?.canonical
    if (canonical) return { status: 301, location: canonical }
    const request = {
      url: url.href,
      supabaseUrl: options.apiUrl(),
      supabaseAnonKey: site.anonKey,
      mail: site.mail,
      acceptLanguage: 'id',
      ...(site.siteUrl ? { siteUrl: site.siteUrl } : {}),
    }
    const page = await cache.get(
      `id ${url.pathname}${url.search}`,
      renderSource(current, request, true, null),
    )
    if (!page) return null
    return page.headers.location
      ? { status: page.status, location: page.headers.location }
      : { status: page.status }
  }

  return {
    redirect,
    notFound: notFoundLog.record,
    notFoundLog,
    status,
    serve,
    post,
    api: api.handle,
    cache,
    registerApi: api,
    close: async () => {
      cache.close()
      await notFoundLog.flush()
      await api.close()
    },
  }
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  page: Page,
  extra: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = {
    ...page.headers,
    ...extra,
    // A generated file may keep longer (a badge: five minutes); a page never sets its own.
    'cache-control': page.cacheable
      ? (page.headers['cache-control'] ?? SHARED)
      : (page.headers['cache-control'] ?? PRIVATE),
    vary: VARY,
  }
  if (page.cacheable) {
    headers.etag = page.etag
    headers['last-modified'] = new Date(page.lastModified).toUTCString()
    if (page.status === 200 && notModified(req, page)) {
      const { 'cache-control': cacheControl, vary, etag, 'last-modified': lastModified } = headers
      // A browser updates its stored copy's headers from a 304: the page's own policy must be
      // in it, or the API's `default-src 'none'` (security-headers.ts) would replace it.
      const csp = page.headers['content-security-policy']
      res.writeHead(304, {
        'cache-control': cacheControl!,
        vary,
        etag,
        'last-modified': lastModified!,
        ...(csp ? { 'content-security-policy': csp } : {}),
        ...extra,
      })
      res.end()
      return
    }
  }
  const { body, encoding } = await encodedBody(page, String(req.headers['accept-encoding'] ?? ''))
  if (encoding) headers['content-encoding'] = encoding
  headers['content-length'] = String(body.length)
  res.writeHead(page.status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** RFC 9110 §13.1: If-None-Match (weak comparison) wins; else If-Modified-Since. */
function notModified(req: IncomingMessage, page: Page): boolean {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
    const wanted = opaque(page.etag)
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && page.lastModified <= since
}
