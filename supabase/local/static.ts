/** Serves the built site: immutable hashed assets, compressed; index.html with the runtime config. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { BackendConfig } from './config'

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
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest'])

interface Entry {
  body: Buffer
  gzip?: Buffer
  br?: Buffer
  type: string
  cache: string
}

/** The runtime config the browser reads (src/lib/env.ts): the anon key, never the service key. */
export function envScript(config: BackendConfig): string {
  const env = { supabaseUrl: null, supabaseAnonKey: config.anonKey, backend: 'embedded', demoAdmin: config.demoAdmin }
  return `<script id="lsbu-env" type="application/json">${JSON.stringify(env).replace(/</g, '\\u003c')}</script>`
}

export function injectEnv(html: string, config: BackendConfig): string {
  return html.replace('</head>', `${envScript(config)}</head>`)
}

export function createStaticHandler(root: string, config: BackendConfig) {
  const cache = new Map<string, Entry>()

  async function load(file: string): Promise<Entry | undefined> {
    const hit = cache.get(file)
    if (hit) return hit
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return undefined
    const ext = extname(file)
    let body = await readFile(file)
    if (file === join(root, 'index.html')) body = Buffer.from(injectEnv(body.toString('utf8'), config))
    const entry: Entry = {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      cache: file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
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
    let file = join(root, pathname)
    if (!file.startsWith(root + sep) && file !== root) file = join(root, 'index.html')
    let entry = await load(file)
    // SPA fallback for routes; a missing asset stays a 404.
    if (!entry && !extname(pathname)) entry = await load(join(root, 'index.html'))
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const accept = String(req.headers['accept-encoding'] ?? '')
    let body = entry.body
    const headers: Record<string, string> = {
      'content-type': entry.type,
      'cache-control': entry.cache,
      'x-content-type-options': 'nosniff',
    }
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
