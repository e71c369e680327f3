/**
 * Public pages rendered on the server (docs/decisions/008) and kept in the page cache
 * (docs/decisions/011): what the static handler calls for a page path that is not a file.
 *
 * A stored page is shared by every visitor with the same language, path and query, so it is
 * rendered as an anonymous visitor of that language would see it: the visitor's cookies and
 * headers decide the language and nothing else (the renderer reads the API with the anon key).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { BackendConfig } from '../config'
import { documentCsp } from '../security-headers'
import { composePage, readPageShell } from './document'
import {
  encodedBody,
  PageCache,
  type Page,
  type PageCacheOptions,
  type PageSource,
} from './page-cache'
import { loadRenderer, renderWithin, type RenderRequest, type Renderer } from './renderer'

export interface PagesOptions {
  /** Where the renderer reaches this backend's API (loopback). */
  apiUrl: () => string
  cache?: PageCacheOptions
  log?: (line: string) => void
}

export interface Pages {
  /** Sends the page for a GET/HEAD; false when there is none (the caller sends the SPA shell). */
  serve: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>
  cache: PageCache
}

/**
 * Browsers revalidate every time (a 304 when unchanged); a shared cache (CDN) may keep a page
 * for a second and serve it a little longer while it fetches the new one.
 */
const SHARED = 'public, max-age=0, s-maxage=1, stale-while-revalidate=10'
/** A page made for one request (its data incomplete, or a renderer without language keys). */
const PRIVATE = 'private, no-cache'
/** Everything a page's language may come from, and the encodings. */
const VARY = 'Accept-Encoding, Accept-Language, Cookie'

export function createPages(root: string, config: BackendConfig, options: PagesOptions): Pages {
  const log = options.log ?? (() => {})
  const cache = new PageCache({ log, ...options.cache })
  let renderer: Promise<Renderer | null> | undefined
  let shell: Promise<string | null> | undefined

  function renderSource(renderer: Renderer, request: RenderRequest, shared: boolean) {
    return async (): Promise<PageSource | null> => {
      const result = await renderWithin(renderer, request, log)
      if (result?.kind === 'redirect')
        return {
          status: result.status,
          headers: { location: result.location },
          html: '',
          cacheable: shared,
        }
      if (!result) return null
      if (result.kind === 'file')
        return {
          status: result.status,
          headers: { 'content-type': result.contentType },
          html: result.body,
          cacheable: shared && result.complete !== false,
        }
      shell ??= readPageShell(root, config)
      const html = await shell
      if (html === null) return null
      const page = composePage(html, result)
      return {
        status: result.status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-language': result.language,
          // Inline scripts are allowed by hash: the policy is the page's own.
          'content-security-policy': documentCsp(page),
        },
        html: page,
        cacheable: shared && result.complete !== false && result.store !== false,
      }
    }
  }

  async function serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    renderer ??= loadRenderer(root, log)
    const current = await renderer
    if (!current) return false
    const { cookie, 'accept-language': acceptLanguage } = req.headers
    const language = current.detectLanguage?.(url, cookie, acceptLanguage)
    const request = {
      url: url.href,
      supabaseUrl: options.apiUrl(),
      supabaseAnonKey: config.anonKey,
      ...(config.siteUrl ? { siteUrl: config.siteUrl } : {}),
    }
    const page = language
      ? await cache.get(
          `${language} ${url.pathname}${url.search}`,
          renderSource(current, { ...request, acceptLanguage: language }, true),
        )
      : await cache.single(renderSource(current, { ...request, cookie, acceptLanguage }, false))
    if (!page) return false
    await send(req, res, page)
    return true
  }

  return { serve, cache }
}

async function send(req: IncomingMessage, res: ServerResponse, page: Page): Promise<void> {
  const headers: Record<string, string> = {
    ...page.headers,
    'cache-control': page.cacheable ? SHARED : PRIVATE,
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
