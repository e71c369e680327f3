/**
 * A front: `npm start` with SUPABASE_URL and SUPABASE_ANON_KEY (docs/deploy.md, shape 2). The
 * same built site, server-rendered pages and staff app as the embedded backend, reading the API
 * of that Supabase project (hosted, or an embedded backend on another machine) instead of a
 * database of its own. It keeps no state: any number of replicas behind a load balancer.
 *
 * Its page cache cannot listen to the database, so a page is re-rendered in the background
 * once it is PAGE_TTL_SECONDS old and never served once it is PAGE_MAX_AGE_SECONDS old: an edit
 * shows on every replica within that bound (docs/decisions/011). The browser gets the anon key
 * only; the service-role key, when given, is used by the background workers (attachment cleanup,
 * mail, register).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { startAttachmentCleanup } from './attachment-cleanup'
import { parseTrustProxy, sendJson, trustedClientAddress } from './http'
import { type BackgroundWorker, drainHttp, listenHttp, stopWorkers } from './lifecycle'
import { startLinkCheck } from './link-check'
import type { MailConfig } from './mail/config'
import { startMailWorker } from './mail/worker'
import { createOps, type RequestLogEntry } from './ops'
import { startRegisterJobs } from './register/jobs'
import { jwks, JWKS_HEADERS, JWKS_PATH, loadSigningKey } from './register/signing'
import { apiStore } from './register/store'
import { createWatchPages, WATCH_PATH } from './register/watch-pages'
import type { SiteEnv } from './runtime-env'
import { applyBaseHeaders } from './security-headers'
import type { PageCacheOptions } from './ssr/page-cache'
import { createPages } from './ssr/pages'
import { createStaticHandler } from './static'

export interface FrontOptions {
  /** The built site (dist/ with .ssr/). */
  staticDir: string
  /** The Supabase project's API base URL and anon key. */
  supabaseUrl: string
  anonKey: string
  /**
   * SUPABASE_SERVICE_ROLE_KEY, never sent to browsers: this process removes unlinked attachment
   * files daily, and with `mail` sends the outbox.
   */
  serviceRoleKey?: string
  /**
   * The site's signing key (REGISTER_SIGNING_KEY): its public half is served at
   * /.well-known/jwks.json; with the service-role key too, this front runs the register's
   * scheduled work (expiry events, the daily signed checkpoint). Give one front the key's
   * jobs, or all the same key: a second checkpoint on a day is harmless.
   */
  registerSigningKey?: string
  mail?: MailConfig | null
  trustProxy?: boolean | number | string
  /** The site's public address (SITE_URL) for canonical and share links. */
  siteUrl?: string | null
  pageCache?: PageCacheOptions
  log?: (line: string) => void
  logRequest?: (entry: RequestLogEntry) => void
  metrics?: boolean
}

export interface Front {
  handle: (req: IncomingMessage, res: ServerResponse) => void
  listen: (port: number, host?: string) => Promise<string>
  /** Stops the workers, drains the requests under way, stops listening. */
  close: () => Promise<void>
}

/** Defaults: pages refresh in the background after 1 s and are never older than 5 s. */
export const FRONT_PAGE_TTL_MS = 1000
export const FRONT_PAGE_MAX_AGE_MS = 5000

export function createFront(options: FrontOptions): Front {
  const log = options.log ?? (() => {})
  const supabaseUrl = options.supabaseUrl.replace(/\/+$/, '')
  const mail = options.mail ?? null
  // Pages promise email when mail is configured; this front sends it only with the service key.
  const site: SiteEnv = {
    anonKey: options.anonKey,
    supabaseUrl,
    mail: mail !== null,
    siteUrl: options.siteUrl ?? null,
  }
  const trustProxyHops = parseTrustProxy(options.trustProxy)
  const registerKey = options.registerSigningKey
    ? loadSigningKey(options.registerSigningKey)
    : undefined
  const pages = createPages(options.staticDir, site, {
    apiUrl: () => supabaseUrl,
    log,
    cache: { ttlMs: FRONT_PAGE_TTL_MS, maxAgeMs: FRONT_PAGE_MAX_AGE_MS, ...options.pageCache },
    clientAddress: (req) => trustedClientAddress(req, trustProxyHops),
    // The API's gateway appends this front's own address after it: see ADR 023 for what the
    // database's per-address limits count then.
    forwardAddress: (address) => ({ 'x-forwarded-for': address }),
    // The verify page's signed proofs (ADR 029): only with the site's key.
    ...(registerKey ? { registerKey } : {}),
    // The register API from memory, its quotas counted here and flushed (register-api-memory.ts).
    ...(options.serviceRoleKey ? { serviceRoleKey: options.serviceRoleKey } : {}),
  })
  const serveStatic = createStaticHandler(options.staticDir, site, { pages })
  // The register watch's no-JS subscribe, confirm and one-click unsubscribe pages, through the
  // project's API like the posted forms.
  const watchPages = createWatchPages({
    apiUrl: () => supabaseUrl,
    anonKey: options.anonKey,
    clientAddress: (req) => trustedClientAddress(req, trustProxyHops),
    forwardAddress: (address) => ({ 'x-forwarded-for': address }),
  })
  const ops = createOps({
    ready: () => upstreamReady(supabaseUrl, options.anonKey),
    logRequest: options.logRequest,
    metrics: options.metrics,
    pageCache: () => pages.cache,
  })
  const workers: BackgroundWorker[] = []
  if (registerKey && options.serviceRoleKey) {
    const jobs = startRegisterJobs({
      store: apiStore(supabaseUrl, options.serviceRoleKey),
      key: registerKey,
      log,
    })
    workers.push({
      name: 'register',
      stop: async () => {
        jobs.stop()
        await jobs.settled()
      },
    })
  }
  if (options.serviceRoleKey) {
    // Hosted Storage cannot be cleaned by SQL: the unlinked attachment files go through its API.
    const cleanup = startAttachmentCleanup({
      supabaseUrl,
      serviceRoleKey: options.serviceRoleKey,
      log,
    })
    workers.push({ name: 'attachments', stop: async () => cleanup.stop() })
  }
  if (options.serviceRoleKey) {
    // The weekly link check (ADR 033): internal links through this front's own routes.
    const links = startLinkCheck({
      supabaseUrl: () => supabaseUrl,
      serviceRoleKey: options.serviceRoleKey,
      internalStatus: pages.status,
      siteUrl: options.siteUrl ?? null,
      log,
    })
    workers.push({ name: 'links', stop: links.stop })
  }
  if (mail && options.serviceRoleKey) {
    const worker = startMailWorker({
      supabaseUrl: () => supabaseUrl,
      serviceRoleKey: options.serviceRoleKey,
      mail,
      log,
    })
    workers.push({ name: 'mail', stop: worker.stop })
    log(`mail: sending the outbox of ${supabaseUrl}`)
  }

  const handle: Front['handle'] = (req, res) => {
    applyBaseHeaders(req, res, trustProxyHops)
    const url = new URL(req.url ?? '/', 'http://front')
    if (
      registerKey &&
      url.pathname === JWKS_PATH &&
      (req.method === 'GET' || req.method === 'HEAD')
    ) {
      sendJson(res, 200, jwks([registerKey]), JWKS_HEADERS)
      return
    }
    // The API is the Supabase project's; the browser calls it there (runtime config, CSP).
    if (/^\/(rest|auth|storage|functions)\/v1(\/|$)/.test(url.pathname)) {
      sendJson(res, 404, { message: `Not found: the API is at ${supabaseUrl}` })
      return
    }
    const served = url.pathname.startsWith(WATCH_PATH)
      ? watchPages(req, res, url).then((done) => (done ? undefined : serveStatic(req, res, url)))
      : serveStatic(req, res, url)
    served.catch((error: unknown) => {
      log(`internal error: ${error instanceof Error ? error.stack : String(error)}`)
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' })
      else res.end()
    })
  }

  let server: Server | undefined
  let closed = false
  return {
    handle,
    listen: async (port, host = '127.0.0.1') => {
      const started = await listenHttp(ops, handle, port, host)
      server = started.server
      return started.url
    },
    close: async () => {
      if (closed) return
      closed = true
      await stopWorkers(workers, log)
      await drainHttp(server, ops)
      await pages.close()
    },
  }
}

/**
 * /readyz of a front: the upstream API answers the anon key with a table of the migrations'
 * schema (the site settings every page reads).
 */
async function upstreamReady(supabaseUrl: string, anonKey: string): Promise<string | null> {
  const response = await fetch(`${supabaseUrl}/rest/v1/site_settings?select=id&limit=1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    signal: AbortSignal.timeout(3000),
  }).catch((error: unknown) => ({ ok: false, status: String(error) }))
  return response.ok ? null : `the Supabase API answered ${response.status}`
}
