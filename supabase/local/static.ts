/**
 * Serves the built site: immutable hashed assets, compressed; index.html (the public site) and
 * staff.html (the staff app at /auth and /admin, a build of its own) with the runtime config;
 * public pages rendered on the server when the build has the renderer (`.ssr/entry-server.js`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { BackendConfig } from './config'
import { documentCsp } from './security-headers'

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

type DemoAdmin = BackendConfig['demoAdmin']

/**
 * The runtime config the browser reads (src/lib/env.ts): the anon key, never the service key,
 * and the demo admin's credentials only when given (demo mode with zero users, DECISIONS 6).
 */
export function envScript(config: BackendConfig, demoAdmin: DemoAdmin | null = null): string {
  const env = {
    supabaseUrl: null,
    supabaseAnonKey: config.anonKey,
    backend: 'embedded',
    demoAdmin,
    // Whether this server sends the outbox: the pages say "we will email you" only then.
    mail: config.mail !== null,
  }
  return `<script id="lsbu-env" type="application/json">${JSON.stringify(env).replace(/</g, '\\u003c')}</script>`
}

export function injectEnv(
  html: string,
  config: BackendConfig,
  demoAdmin: DemoAdmin | null = null,
): string {
  return html.replace('</head>', () => `${envScript(config, demoAdmin)}</head>`)
}

/** src/entry-server.tsx's contract (the backend never imports `src/`; it loads the build). */
interface RenderRequest {
  url: string
  cookie?: string
  acceptLanguage?: string
  supabaseUrl: string
  supabaseAnonKey: string
}
type RenderResult =
  | { kind: 'skip' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; language: string; head: string; body: string; state: string }
type Render = (request: RenderRequest) => Promise<RenderResult>

/** The staff app's paths (vite.config.ts has the same rule for `npm run dev`). */
const STAFF_PATHS = /^\/(admin|auth)(\/|$)/
/** The two apps' documents: served for their paths, never under their own names. */
const DOCUMENTS = new Set(['/index.html', '/staff.html'])

/** A page that takes longer than this is left to the browser (the SPA shell is sent). */
const RENDER_TIMEOUT_MS = 4000

/** Puts a rendered page into index.html: language, head elements, markup and hydration state. */
export function composePage(shell: string, page: Extract<RenderResult, { kind: 'page' }>): string {
  let html = shell.replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
  // index.html's "this site needs JavaScript": a rendered page is readable without it.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '')
  if (page.head.includes('name="description"'))
    html = html.replace(/<meta\s+name="description"[^>]*>/, '')
  // Replacer functions: page text may contain `$&`-style patterns a replacement string would expand.
  return html
    .replace('</head>', () => `${page.head}${page.state}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
}

export interface StaticOptions {
  /** Where the server renderer reaches this backend's API (loopback). */
  apiUrl?: () => string
  log?: (message: string) => void
  /** Credentials to prefill the staff app's setup form with, when there are any to offer. */
  demoAdmin?: () => Promise<DemoAdmin | null>
}

export function createStaticHandler(
  root: string,
  config: BackendConfig,
  options: StaticOptions = {},
) {
  const cache = new Map<string, Entry>()
  const log = options.log ?? (() => {})
  let renderer: Promise<Render | null> | undefined

  function loadRenderer(): Promise<Render | null> {
    const file = join(root, '.ssr', 'entry-server.js')
    renderer ??= stat(file).then(
      async () => ((await import(pathToFileURL(file).href)) as { render: Render }).render,
      () => null,
    )
    return renderer
  }

  let shellWithStyles: Promise<string | null> | undefined

  /**
   * index.html for rendered pages, its stylesheets inlined: the page paints as soon as the HTML
   * is in, instead of waiting for the CSS while it shares the connection with the JavaScript.
   */
  function pageShell(): Promise<string | null> {
    shellWithStyles ??= (async () => {
      const shell = await load(join(root, 'index.html'))
      if (!shell) return null
      let html = shell.body.toString('utf8')
      for (const link of html.match(
        /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g,
      ) ?? []) {
        const href = /href="\/assets\/([^"]+\.css)"/.exec(link)?.[1]
        const css = href
          ? await readFile(join(root, 'assets', href), 'utf8').catch(() => null)
          : null
        if (css && !css.includes('</style'))
          html = html.replace(link, () => `<style>${css}</style>`)
      }
      return deferScripts(html)
    })()
    return shellWithStyles
  }

  /** The rendered page, or null to send the SPA shell (no renderer, a staff path, or a failure). */
  async function renderPage(req: IncomingMessage, url: URL): Promise<RenderResult | null> {
    if (!options.apiUrl) return null
    const render = await loadRenderer().catch((error: unknown) => {
      log(`[ssr] renderer not loaded: ${String(error)}`)
      renderer = Promise.resolve(null)
      return null
    })
    if (!render) return null
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const result = await Promise.race([
        render({
          url: url.href,
          cookie: req.headers.cookie,
          acceptLanguage: req.headers['accept-language'],
          supabaseUrl: options.apiUrl(),
          supabaseAnonKey: config.anonKey,
        }),
        new Promise<null>(
          (resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)),
        ),
      ])
      if (!result) log(`[ssr] ${url.pathname}: over ${RENDER_TIMEOUT_MS} ms, sent the shell`)
      return result && result.kind !== 'skip' ? result : null
    } catch (error) {
      log(
        `[ssr] ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      )
      return null
    } finally {
      clearTimeout(timer)
    }
  }

  async function load(file: string): Promise<Entry | undefined> {
    const hit = cache.get(file)
    if (hit) return hit
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return undefined
    const ext = extname(file)
    let body = await readFile(file)
    const isDocument = file === join(root, 'index.html') || file === join(root, 'staff.html')
    if (isDocument) body = Buffer.from(injectEnv(body.toString('utf8'), config))
    const entry: Entry = {
      csp: isDocument ? documentCsp(body.toString('utf8')) : undefined,
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
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    let file = join(root, pathname)
    if (!file.startsWith(root + sep) && file !== root) file = join(root, 'index.html')
    let entry = pathname === sep || DOCUMENTS.has(pathname) ? undefined : await load(file)
    const isPage = !entry && (!extname(pathname) || DOCUMENTS.has(pathname))
    // The staff app renders in the browser (it needs the visitor's session). A build without
    // staff.html (older) has the whole site in index.html.
    if (isPage && STAFF_PATHS.test(pathname)) {
      entry = await load(join(root, 'staff.html'))
      const demo = entry && (await options.demoAdmin?.())
      if (entry && demo) entry = withDemoAdmin(entry, config, demo)
    }
    if (isPage && !entry && req.method === 'GET') {
      const page = await renderPage(req, url)
      if (page?.kind === 'redirect') {
        res.writeHead(page.status, { location: page.location, 'cache-control': 'no-cache' }).end()
        return
      }
      if (page?.kind === 'page') {
        const shell = await pageShell()
        if (shell) {
          sendPage(req, res, page.status, Buffer.from(composePage(shell, page)))
          return
        }
      }
    }
    // SPA fallback for routes; a missing asset stays a 404.
    if (!entry && isPage) entry = await load(join(root, 'index.html'))
    if (!entry) {
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

/** Longest wait for the page's `load` (a slow image or map embed) before the scripts load anyway. */
export const SCRIPT_WAIT_MAX_MS = 2000

/**
 * A rendered page is complete without JavaScript (text, images, links): its scripts load once
 * the page has loaded and painted (at most SCRIPT_WAIT_MAX_MS after the HTML), so they never
 * compete with what the visitor sees first. The module script and its preloads are taken out of
 * index.html and added by a small inline script.
 */
export function deferScripts(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html)
  if (!entry) return html
  const preloads: string[] = []
  html = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preloads.push(href)
      return ''
    })
  const loader =
    `<script>(function(){function go(){var d=document;${JSON.stringify(preloads)}.forEach(function(h){` +
    `var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};d.head.appendChild(s)}` +
    `var done=false;function after(){if(done)return;done=true;requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `setTimeout(after,${SCRIPT_WAIT_MAX_MS});` +
    `if(document.readyState==='complete')after();else addEventListener('load',after)})()</script>`
  return html.replace('</body>', () => `${loader}</body>`)
}

/** A rendered page: private to this request's language and data, compressed on the fly. */
function sendPage(req: IncomingMessage, res: ServerResponse, status: number, html: Buffer): void {
  const accept = String(req.headers['accept-encoding'] ?? '')
  const headers: Record<string, string> = {
    'content-type': TYPES['.html']!,
    'cache-control': 'no-cache',
    'content-security-policy': documentCsp(html.toString('utf8')),
    vary: 'Accept-Encoding, Accept-Language, Cookie',
  }
  let body = html
  if (/\bbr\b/.test(accept)) {
    body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    headers['content-encoding'] = 'br'
  } else if (/\bgzip\b/.test(accept)) {
    body = gzipSync(html)
    headers['content-encoding'] = 'gzip'
  }
  headers['content-length'] = String(body.length)
  res.writeHead(status, headers)
  res.end(body)
}

/** staff.html with the demo admin in its runtime config: built per request, never cached. */
function withDemoAdmin(entry: Entry, config: BackendConfig, demo: DemoAdmin): Entry {
  const html = entry.body
    .toString('utf8')
    .replace(/<script id="lsbu-env"[^>]*>[\s\S]*?<\/script>/, () => envScript(config, demo))
  return { body: Buffer.from(html), type: entry.type, cache: 'no-store', csp: entry.csp }
}
