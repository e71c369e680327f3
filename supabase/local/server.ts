/**
 * The embedded Supabase-compatible backend: one Node HTTP handler serving /rest/v1,
 * /auth/v1, /storage/v1 and /functions/v1 from PGlite, plus (optionally) the built site
 * with the runtime config injected into index.html. Used by `npm start`, mounted into the
 * Vite dev server, and started in-process by tests.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { join } from 'node:path'

import { createAuthHandler } from './auth/index'
import { serveBackups } from './backup'
import { type BackendConfig, loadConfig } from './config'
import { Database, SUPABASE_DIR } from './db/database'
import { createFunctionsHandler } from './functions/index'
import {
  type BackendContext,
  discardUnreadBody,
  parseTrustProxy,
  sendJson,
  type ServiceHandler,
  trustedClientAddress,
} from './http'
import { drainHttp, listenHttp, stopWorkers } from './lifecycle'
import { type LinkCheckJob, startLinkCheck } from './link-check'
import { type MailWorker, startMailWorker } from './mail/worker'
import { createOps, type RequestLogEntry } from './ops'
import { type RegisterJobs, startRegisterJobs } from './register/jobs'
import { jwks, JWKS_HEADERS, JWKS_PATH, loadSigningKey, type SigningKey } from './register/signing'
import { sqlStore } from './register/store'
import { createWatchPages, WATCH_PATH } from './register/watch-pages'
import { createRestHandler } from './rest/index'
import { startRetention } from './retention'
import { embeddedSite } from './runtime-env'
import { applyBaseHeaders } from './security-headers'
import { followContent, nextContentChange } from './ssr/freshness'
import type { PageCacheOptions } from './ssr/page-cache'
import { createPages, type Pages } from './ssr/pages'
import { createStaticHandler } from './static'
import { createBlobStore } from './storage/blobs'
import { createStorageHandler } from './storage/index'

export interface BackendOptions {
  /**
   * Data folder: the PGlite database (unless `databaseUrl`), config.json (keys) and stored files;
   * omitted = in memory, nothing kept. Processes sharing one PostgreSQL share this folder too.
   */
  dataDir?: string
  /** A PostgreSQL database (`DATABASE_URL`) instead of the embedded PGlite one. */
  databaseUrl?: string
  /** Connections this process opens to PostgreSQL (`DATABASE_POOL_SIZE`, default 10). */
  databasePoolSize?: number
  /** Where stored files live (`STORAGE_DIR`; default `<dataDir>/storage`). */
  storageDir?: string
  /** Folder of the built site to serve (dist/); omitted = API only. */
  staticDir?: string
  /** Origins allowed by CORS besides the backend's own. */
  allowedOrigins?: string[]
  /**
   * Reverse proxies in front of this process whose X-Forwarded-For entries are trusted: the
   * client address is the Nth entry from the right (true = 1); 0/false = the socket address.
   */
  trustProxy?: boolean | number | string
  config?: Partial<BackendConfig>
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
  migrationsDir?: string
  seedFile?: string | null
  /** The rendered-page cache (`{ maxBytes: 0 }`: every request renders). */
  pageCache?: PageCacheOptions
  /** One entry per request answered by `listen`'s server (ops.ts). */
  logRequest?: (entry: RequestLogEntry) => void
  /** Serve GET /metrics (Prometheus text). */
  metrics?: boolean
}

export interface Backend {
  config: BackendConfig
  db: Database
  /** Server-rendered public pages and their cache, when serving a build. */
  pages?: Pages
  /** Node request handler; calls `next` for paths it does not serve (when given). */
  handle: (req: IncomingMessage, res: ServerResponse, next?: () => void) => void
  /** Starts listening; port 0 picks a free one. Resolves to the base URL. */
  listen: (port: number, host?: string) => Promise<string>
  /** The demo admin's credentials while demo mode offers them (zero users), else null. */
  demoPrefill: () => Promise<BackendConfig['demoAdmin'] | null>
  /** Sets the public base URL when mounted elsewhere (Vite dev server). */
  setPublicUrl: (url: string) => void
  /** The mail worker, once started (SMTP configured and an address known). */
  mailWorker: () => MailWorker | undefined
  /** The site's signing key (the register's checkpoints; its public half at /.well-known/jwks.json). */
  registerKey: SigningKey
  /** The register's scheduled work: expiry events hourly, a signed checkpoint daily. */
  registerJobs: RegisterJobs
  /** The weekly broken-link check, once the backend has an address (link-check.ts). */
  linkCheck: () => LinkCheckJob | undefined
  url: () => string
  /** Stops the workers, stops accepting requests, waits for those under way, closes the database. */
  close: () => Promise<void>
}

const ALLOWED_HEADERS =
  'apikey, authorization, x-client-info, content-type, accept, accept-profile, content-profile, prefer, x-retry-count, x-supabase-api-version, x-upsert, cache-control, x-region, range, x-metadata'
const EXPOSED_HEADERS =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit, X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code, Preference-Applied'

export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const log = options.log ?? (() => {})
  const config = loadConfig(options.dataDir, options.env ?? process.env, options.config)
  const db = await Database.open({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    poolSize: options.databasePoolSize,
    log,
    migrationsDir: options.migrationsDir,
    seedFile: options.seedFile,
  })
  let publicUrl = 'http://127.0.0.1'
  const ctx: BackendContext = { db, config, publicUrl: () => publicUrl, dataDir: options.dataDir }
  // One store of object bytes: the storage API's, and the retention job's (which removes files).
  const blobs = createBlobStore(
    options.storageDir ?? (options.dataDir && join(options.dataDir, 'storage')),
  )
  const services: [string, ServiceHandler][] = [
    ['/rest/v1', createRestHandler(ctx)],
    ['/auth/v1', createAuthHandler(ctx)],
    ['/storage/v1', createStorageHandler(ctx, blobs)],
    ['/functions/v1', createFunctionsHandler(ctx)],
  ]
  // The server renderer reads this backend's API over loopback, at the address it listens on.
  let listenUrl = ''
  // The demo admin's credentials for the setup form: only in demo mode and only while the
  // database has no user (docs/product.md#demo-prefill). Once one exists they are never offered
  // again.
  let usersExist = !config.demo
  const demoPrefill = async () => {
    if (usersExist) return null
    const { rows } = await db.pg.query<{ n: number }>('select count(*)::int as n from auth.users')
    usersExist = rows[0]!.n > 0
    return usersExist ? null : config.demoAdmin
  }
  const trustProxyHops = parseTrustProxy(options.trustProxy)
  // A form posted to its page is sent through this API over loopback (ssr/pages.ts `post`):
  // the visitor's address goes with it, for the database's per-address limits, in a header
  // only this process can write (a secret of its own, never in a page or a log).
  const visitorSecret = randomBytes(32).toString('hex')
  const registerKey = loadSigningKey(config.registerSigningKey)
  const pages = options.staticDir
    ? createPages(options.staticDir, embeddedSite(config), {
        apiUrl: () => listenUrl || publicUrl,
        log,
        clientAddress: (req) => trustedClientAddress(req, trustProxyHops),
        forwardAddress: (address) => ({ [VISITOR_HEADER]: `${visitorSecret} ${address}` }),
        registerKey,
        serviceRoleKey: config.serviceRoleKey,
        registerServiceCall: registerServiceCall(db),
        cache: { nextChange: nextContentChange(db), ...options.pageCache },
      })
    : undefined
  const unfollow = pages && (await followContent(db, pages.cache))
  // `npm run db:backup` on this data folder asks this process (backup.ts); on PostgreSQL it reads
  // the server's database itself.
  const backups =
    options.dataDir && db.engine === 'pglite'
      ? await serveBackups(db, options.dataDir).catch((error: unknown) => {
          log(
            `backups: no socket in the data folder (${String(error)}); stop the server to back up`,
          )
          return undefined
        })
      : undefined
  const serveStatic = options.staticDir
    ? createStaticHandler(options.staticDir, embeddedSite(config), {
        pages,
        demoAdmin: demoPrefill,
      })
    : undefined
  // The register watch's subscribe (no-JS), confirm and one-click unsubscribe pages.
  const watchPages = createWatchPages({
    apiUrl: () => listenUrl || publicUrl,
    anonKey: config.anonKey,
    clientAddress: (req) => trustedClientAddress(req, trustProxyHops),
    forwardAddress: (address) => ({ [VISITOR_HEADER]: `${visitorSecret} ${address}` }),
  })
  const retention = startRetention(db, config, blobs, log)
  const registerJobs = startRegisterJobs({
    store: sqlStore(async (sql, params) => (await db.pg.query(sql, params)).rows as never[]),
    key: registerKey,
    log,
    alive: () => !db.pg.closed,
    exclusive: (round) => db.exclusive('register-jobs', round),
  })
  // Links in emails point at SITE_URL, else at the address this backend answers on (a session
  // setting every request sees: private.site_url()).
  const applySiteUrl = (url: string) =>
    db
      .setSession('app.site_url', config.siteUrl ?? url)
      .catch((error: unknown) => log(`site url: ${String(error)}`))
  await applySiteUrl(publicUrl)
  // The mail worker sends the outbox through this backend's own API with the service role, as
  // it would in front of hosted Supabase; it starts once the backend has an address.
  let mailWorker: MailWorker | undefined
  let mailStopped = false
  // The weekly link check reads through this backend's own API, like the mail worker.
  let linkCheck: LinkCheckJob | undefined
  const startLinks = () => {
    if (linkCheck || mailStopped) return
    linkCheck = startLinkCheck({
      supabaseUrl: () => listenUrl || publicUrl,
      serviceRoleKey: config.serviceRoleKey,
      ...(pages ? { internalStatus: pages.status } : {}),
      siteUrl: config.siteUrl ?? null,
      log,
      exclusive: (check) => db.exclusive('link-check', check),
    })
  }
  const startMail = () => {
    if (!config.mail || mailWorker || mailStopped) return
    mailWorker = startMailWorker({
      supabaseUrl: () => listenUrl || publicUrl,
      serviceRoleKey: config.serviceRoleKey,
      mail: config.mail,
      log,
    })
    log(`mail: sending the outbox through ${config.mail.smtpUrl.replace(/\/\/[^@/]*@/, '//…@')}`)
  }
  const ops = createOps({
    ready: () => migrationsPending(db, options.migrationsDir),
    logRequest: options.logRequest,
    metrics: options.metrics,
    pageCache: () => pages?.cache,
    databaseTime: () => db.time,
  })
  const allowedOrigins = new Set(options.allowedOrigins ?? [])
  let inFlight = 0
  let closing = false
  let idle: (() => void) | undefined

  const handle: Backend['handle'] = (req, res, next) => {
    const url = new URL(req.url ?? '/', publicUrl)
    const service = services.find(
      ([prefix]) => url.pathname === prefix || url.pathname.startsWith(prefix + '/'),
    )
    if (url.pathname === JWKS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      applyBaseHeaders(req, res, trustProxyHops)
      sendJson(res, 200, jwks([registerKey]), JWKS_HEADERS)
      return
    }
    if (!service) {
      if (next) return next()
      applyBaseHeaders(req, res, trustProxyHops)
      if (url.pathname.startsWith(WATCH_PATH)) {
        watchPages(req, res, url)
          .then((done) => {
            if (done) return
            if (serveStatic) return serveStatic(req, res, url)
            sendJson(res, 404, { message: 'Not found' })
          })
          .catch((error) => fail(res, error, log))
        return
      }
      if (serveStatic) {
        serveStatic(req, res, url).catch((error) => fail(res, error, log))
        return
      }
      sendJson(res, 404, { message: 'Not found' })
      return
    }
    applyBaseHeaders(req, res, trustProxyHops)
    const origin = req.headers.origin
    if (
      origin &&
      (origin === new URL(publicUrl).origin ||
        allowedOrigins.has(origin) ||
        allowedOrigins.has('*'))
    ) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Vary', 'Origin')
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS)
    }
    // A CORS preflight; a plain OPTIONS on /rest/v1 is PostgREST's (Allow per resource).
    const preflight = !!req.headers['access-control-request-method'] || service[0] !== '/rest/v1'
    if (req.method === 'OPTIONS' && preflight) {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '86400',
      })
      res.end()
      return
    }
    if (closing) {
      sendJson(res, 503, { message: 'The server is shutting down.' }, { connection: 'close' })
      return
    }
    // One entry, the address this server trusts: auth's limits (Node) and the database's
    // (private.client_address(), the right-most entry) read the same value.
    req.headers['x-forwarded-for'] =
      forwardedVisitor(req, visitorSecret) ?? trustedClientAddress(req, trustProxyHops)
    const [prefix, handler] = service
    inFlight++
    handler(req, res, url.pathname.slice(prefix.length) || '/', url)
      .catch((error) => fail(res, error, log))
      .finally(() => {
        discardUnreadBody(req)
        inFlight--
        if (closing && inFlight === 0) idle?.()
      })
  }

  let server: Server | undefined
  const backend: Backend = {
    config,
    db,
    pages,
    handle,
    demoPrefill,
    setPublicUrl: (url) => {
      publicUrl = url.replace(/\/$/, '')
      void applySiteUrl(publicUrl)
      startMail()
    },
    mailWorker: () => mailWorker,
    registerKey,
    registerJobs,
    linkCheck: () => linkCheck,
    url: () => publicUrl,
    listen: async (port, host = '127.0.0.1') => {
      const started = await listenHttp(ops, handle, port, host)
      server = started.server
      publicUrl = listenUrl = started.url
      void applySiteUrl(publicUrl)
      startMail()
      startLinks()
      return publicUrl
    },
    close: async () => {
      if (closing) return
      // First the mail worker, while requests are still answered: its last report must land.
      mailStopped = true
      await stopWorkers(mailWorker ? [{ name: 'mail', stop: mailWorker.stop }] : [], log)
      await linkCheck?.stop()
      // The register API's last quota counts and the 404 log's go over loopback: before this
      // server stops.
      await pages?.registerApi.close()
      await pages?.notFoundLog.flush()
      closing = true
      const drained = drainHttp(server, ops)
      retention.stop()
      registerJobs.stop()
      await registerJobs.settled()
      if (inFlight > 0) await new Promise<void>((resolve) => (idle = resolve))
      await drained
      pages?.cache.close()
      await new Promise((resolve) => (backups ? backups.close(resolve) : resolve(undefined)))
      await unfollow?.()
      await db.close()
    },
  }
  return backend
}

/** The header this server's own API calls carry the visitor's address in: `<secret> <address>`. */
const VISITOR_HEADER = 'x-lsbu-visitor'

/**
 * The visitor's address this process forwarded to itself (a posted form's RPC), or undefined.
 * The header is removed either way: it never reaches the database's `request.headers`.
 */
function forwardedVisitor(req: IncomingMessage, secret: string): string | undefined {
  const header = req.headers[VISITOR_HEADER]
  delete req.headers[VISITOR_HEADER]
  if (typeof header !== 'string') return undefined
  const space = header.indexOf(' ')
  const given = Buffer.from(header.slice(0, Math.max(0, space)))
  const expected = Buffer.from(secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return (
    header
      .slice(space + 1)
      .trim()
      .slice(0, 64) || undefined
  )
}

function fail(res: ServerResponse, error: unknown, log: (line: string) => void) {
  const status = (error as { status?: number }).status
  const body = (error as { body?: unknown }).body
  const headers = (error as { headers?: Record<string, string> }).headers
  if (typeof status === 'number' && body !== undefined) {
    if (!res.headersSent) sendJson(res, status, body, headers)
    else res.end()
    return
  }
  log(`internal error: ${(error as Error)?.stack ?? String(error)}`)
  if (!res.headersSent)
    sendJson(res, 500, {
      code: 'XX000',
      message: 'Internal server error',
      details: null,
      hint: null,
    })
  else res.end()
}

/** /readyz: the database answers and every migration in the folder has been applied. */
async function migrationsPending(db: Database, dir = join(SUPABASE_DIR, 'migrations')) {
  const { rows } = await db.pg.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  const applied = new Set(rows.map((row) => row.version))
  const pending = (await readdir(dir)).filter(
    (file) => file.endsWith('.sql') && !applied.has(file.split('_')[0]!),
  )
  return pending.length ? `${pending.length} migration(s) not applied` : null
}

/**
 * The register API's service functions on this process's own database (ssr/register-api.ts):
 * one autocommit statement as the owner instead of a loopback HTTP call (the functions are security
 * definer and read nothing of the caller).
 */
function registerServiceCall(db: Database) {
  const statements: Record<string, { sql: string; args: string[] }> = {
    register_api_answer: {
      sql: 'select public.register_api_answer($1, $2::jsonb) as r',
      args: ['action', 'arg'],
    },
    register_api_flush: {
      sql: 'select public.register_api_flush($1::jsonb) as r',
      args: ['counts'],
    },
    register_api_key_info: {
      sql: 'select public.register_api_key_info($1) as r',
      args: ['key_hash'],
    },
  }
  return async (name: string, args: Record<string, unknown>): Promise<unknown> => {
    const statement = statements[name]
    if (!statement) throw new Error(`unknown register function ${name}`)
    const values = statement.args.map((arg, i) =>
      i === 0 && name !== 'register_api_flush'
        ? (args[arg] as string)
        : JSON.stringify(args[arg] ?? null),
    )
    // One autocommit statement: PGlite runs it between transactions, never inside another one.
    const { rows } = await db.pg.query<{ r: unknown }>(statement.sql, values)
    return rows[0]?.r ?? null
  }
}
