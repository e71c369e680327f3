/**
 * Serves the built site: immutable hashed assets, compressed; index.html (the public site) and
 * staff.html (the staff app at /auth and /admin, a build of its own) with the runtime config;
 * public pages from `ssr/pages.ts` (rendered on the server, cached) when the build has the
 * renderer, else index.html for the browser to render; the public forms posted to their pages
 * (`pages.post`, docs/decisions/023).
 */
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

import { type DemoAdmin, envScript, injectEnv, siteCsp, type SiteEnv } from './runtime-env'
import { documentCsp } from './security-headers'
import type { Pages } from './ssr/pages'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
])

interface Entry {
  body: Buffer
  gzip?: Buffer
  br?: Buffer
  type: string
  cache: string
  /** The documents' Content-Security-Policy (hashes of their inline scripts). */
  csp?: string
}

/** The staff app's paths (vite.config.ts has the same rule for `npm run dev`). */
const STAFF_PATHS = /^\/(admin|auth)(\/|$)/
/** The two apps' documents: served for their paths, never under their own names. */
const DOCUMENTS = new Set(['/index.html', '/staff.html'])
/**
 * Files the server renderer generates from the database (src/app/seo-files.ts, verify-badge.ts,
 * verify-proof.ts: a certificate's signed proofs).
 */
const GENERATED =
  /^\/(sitemap\.xml|robots\.txt|informasi\/news\/feed\.xml|verifikasi\/[^/]+\/(badge\.svg|bukti\.(json|pdf)))$/

/** The register's change feed (src/app/register-feed.ts), generated like the files above. */
const REGISTER_FEEDS = /^\/layanan\/cek-sbu\/perubahan\.(atom|json)$/

export interface StaticOptions {
  /** Public pages rendered on the server (omitted: the browser renders them). */
  pages?: Pages
  /** Credentials to prefill the staff app's setup form with, when there are any to offer. */
  demoAdmin?: () => Promise<DemoAdmin | null>
}

export function createStaticHandler(root: string, site: SiteEnv, options: StaticOptions = {}) {
  const cache = new Map<string, Entry>()
  async function load(file: string): Promise<Entry | undefined> {
    const hit = cache.get(file)
    if (hit) return hit
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return undefined
    const ext = extname(file)
    let body = await readFile(file)
    const isDocument = file === join(root, 'index.html') || file === join(root, 'staff.html')
    if (isDocument) body = Buffer.from(injectEnv(body.toString('utf8'), site))
    const entry: Entry = {
      csp: isDocument ? documentCsp(body.toString('utf8'), siteCsp(site)) : undefined,
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      cache: file.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    }
    if (COMPRESSIBLE.has(ext) && body.length > 1024) {
      entry.gzip = gzipSync(body, { level: 9 })
      entry.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
    }
    cache.set(file, entry)
    return entry
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    // The register API v1 (JSON, any method it takes; ssr/register-api.ts).
    if (await options.pages?.api(req, res, url)) return
    // A public form posted to its page: the visitor's script had not taken over (ADR 023).
    if (req.method === 'POST' && (await options.pages?.post(req, res, url))) return
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    let pathname: string
    try {
      pathname = normalize(decodeURIComponent(url.pathname))
    } catch {
      res.writeHead(400).end()
      return
    }
    // Dot-folders (the server renderer, Vite's manifest) are the server's, not the visitor's.
    if (pathname.split(sep).some((segment) => segment.startsWith('.') && segment.length > 1)) {
      options.pages?.notFound(req, url)
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    let file = join(root, pathname)
    if (!file.startsWith(root + sep) && file !== root) file = join(root, 'index.html')
    let entry = pathname === sep || DOCUMENTS.has(pathname) ? undefined : await load(file)
    const generated = !entry && (GENERATED.test(url.pathname) || REGISTER_FEEDS.test(url.pathname))
    const isPage = !entry && (!extname(pathname) || DOCUMENTS.has(pathname) || generated)
    // The staff app renders in the browser (it needs the visitor's session). A build without
    // staff.html (older) has the whole site in index.html.
    if (isPage && STAFF_PATHS.test(pathname)) {
      entry = await load(join(root, 'staff.html'))
      const demo = entry && (await options.demoAdmin?.())
      if (entry && demo) entry = withDemoAdmin(entry, site, demo)
    }
    // A moved address (a slug change, a staff redirect) answers before anything renders.
    if (!entry && !STAFF_PATHS.test(pathname) && (await options.pages?.redirect(req, res, url)))
      return
    if (isPage && !entry && (await options.pages?.serve(req, res, url))) return
    // SPA fallback for routes; a missing asset (or a generated file nobody rendered) stays a 404.
    if (!entry && isPage && !generated) entry = await load(join(root, 'index.html'))
    if (!entry) {
      options.pages?.notFound(req, url)
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const accept = String(req.headers['accept-encoding'] ?? '')
    let body = entry.body
    const headers: Record<string, string> = {
      'content-type': entry.type,
      'cache-control': entry.cache,
    }
    if (entry.csp) headers['content-security-policy'] = entry.csp
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br
      headers['content-encoding'] = 'br'
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip
      headers['content-encoding'] = 'gzip'
    }
    if (entry.gzip) headers.vary = 'Accept-Encoding'
    headers['content-length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

/** staff.html with the demo admin in its runtime config: built per request, never cached. */
function withDemoAdmin(entry: Entry, site: SiteEnv, demo: DemoAdmin): Entry {
  const html = entry.body
    .toString('utf8')
    .replace(/<script id="lsbu-env"[^>]*>[\s\S]*?<\/script>/, () => envScript(site, demo))
  return { body: Buffer.from(html), type: entry.type, cache: 'no-store', csp: entry.csp }
}
