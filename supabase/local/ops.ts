/**
 * What an operator needs from a running server, in both modes (embedded backend, or a front in
 * front of a Supabase API): `GET /healthz` (the process answers), `GET /readyz` (its database or
 * upstream API answers and has the migrations' schema; 503 while draining), one JSON log line
 * per request (request id, method, path, status, duration — never the query string, headers,
 * bodies or stored files' names: no tokens, no personal data), `GET /metrics` (Prometheus text,
 * only when enabled) and the count of requests under way for a graceful drain.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { PageCache } from './ssr/page-cache'

export interface OpsOptions {
  /** Null when ready, else why not (shown by /readyz). */
  ready: () => Promise<string | null>
  /** One object per finished request (LOG_FORMAT=json prints it as a line). */
  logRequest?: (entry: RequestLogEntry) => void
  /** Serve GET /metrics (METRICS=on). */
  metrics?: boolean
  /** The page cache whose hits and renders /metrics reports. */
  pageCache?: () => PageCache | undefined
  /** Time in the embedded database (a front has none: its database is the upstream's). */
  databaseTime?: () => { seconds: number; count: number }
}

export interface RequestLogEntry {
  msg: 'request'
  id: string
  method: string
  path: string
  route: RouteClass
  status: number
  ms: number
}

type RouteClass = 'ops' | 'rest' | 'auth' | 'storage' | 'functions' | 'staff' | 'asset' | 'page'

export interface Ops {
  /** Answers the ops paths, else counts, logs and measures the request around `next`. */
  handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  /** New requests get 503 (and /readyz fails); resolves once those under way have finished. */
  drain: () => Promise<void>
  readonly draining: boolean
}

/** Seconds: Prometheus' default buckets, from 5 ms to 10 s. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** A request id from the proxy in front (nginx `$request_id`) is kept when it looks like one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/

export function routeClass(pathname: string): RouteClass {
  const api = /^\/(rest|auth|storage|functions)\/v1(\/|$)/.exec(pathname)
  if (api) return api[1] as RouteClass
  if (pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics') return 'ops'
  if (/^\/(admin|auth)(\/|$)/.test(pathname)) return 'staff'
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'asset'
  return 'page'
}

/**
 * The path as logged: no query string (filters, tokens of signed URLs), and storage objects
 * only down to the bucket (file names may name people).
 */
export function loggedPath(url: string): string {
  const pathname = url.split('?')[0]!.slice(0, 200)
  const storage =
    /^(\/storage\/v1\/(?:object|render\/image)\/(?:(?:public|sign|authenticated|info|upload\/sign)\/)?[^/]+)\/.+$/.exec(
      pathname,
    )
  return storage ? `${storage[1]}/…` : pathname
}

export function createOps(options: OpsOptions): Ops {
  let inFlight = 0
  let draining = false
  let idle: (() => void) | undefined
  const requests = new Map<string, number>()
  const latency = new Map<RouteClass, { buckets: number[]; sum: number; count: number }>()

  function record(route: RouteClass, status: number, seconds: number) {
    const key = `route="${route}",status="${status}"`
    requests.set(key, (requests.get(key) ?? 0) + 1)
    let h = latency.get(route)
    if (!h) latency.set(route, (h = { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }))
    BUCKETS.forEach((le, i) => {
      if (seconds <= le) h.buckets[i]!++
    })
    h.sum += seconds
    h.count++
  }

  function metricsText(): string {
    const lines = [
      '# HELP lsbu_http_requests_total Requests answered, by route class and status.',
      '# TYPE lsbu_http_requests_total counter',
      ...[...requests].map(([labels, n]) => `lsbu_http_requests_total{${labels}} ${n}`),
      '# HELP lsbu_http_request_duration_seconds Time to the end of the response.',
      '# TYPE lsbu_http_request_duration_seconds histogram',
    ]
    for (const [route, h] of latency) {
      BUCKETS.forEach((le, i) =>
        lines.push(
          `lsbu_http_request_duration_seconds_bucket{route="${route}",le="${le}"} ${h.buckets[i]}`,
        ),
      )
      lines.push(
        `lsbu_http_request_duration_seconds_bucket{route="${route}",le="+Inf"} ${h.count}`,
        `lsbu_http_request_duration_seconds_sum{route="${route}"} ${h.sum}`,
        `lsbu_http_request_duration_seconds_count{route="${route}"} ${h.count}`,
      )
    }
    lines.push(
      '# HELP lsbu_http_requests_in_flight Requests under way.',
      '# TYPE lsbu_http_requests_in_flight gauge',
      `lsbu_http_requests_in_flight ${inFlight}`,
    )
    const db = options.databaseTime?.()
    if (db) {
      lines.push(
        '# HELP lsbu_database_seconds_total Time in database transactions, waits included.',
        '# TYPE lsbu_database_seconds_total counter',
        `lsbu_database_seconds_total ${db.seconds}`,
        '# HELP lsbu_database_transactions_total Database transactions run.',
        '# TYPE lsbu_database_transactions_total counter',
        `lsbu_database_transactions_total ${db.count}`,
      )
    }
    const cache = options.pageCache?.()
    if (cache) {
      lines.push(
        '# HELP lsbu_page_cache_hits_total Pages served from the page cache.',
        '# TYPE lsbu_page_cache_hits_total counter',
        `lsbu_page_cache_hits_total ${cache.stats.hits}`,
        '# HELP lsbu_page_cache_renders_total Pages rendered (cache misses and refreshes).',
        '# TYPE lsbu_page_cache_renders_total counter',
        `lsbu_page_cache_renders_total ${cache.stats.renders}`,
        '# HELP lsbu_page_cache_invalidations_total Content changes that dropped every page.',
        '# TYPE lsbu_page_cache_invalidations_total counter',
        `lsbu_page_cache_invalidations_total ${cache.stats.invalidations}`,
        '# HELP lsbu_page_cache_bytes Memory held by stored pages.',
        '# TYPE lsbu_page_cache_bytes gauge',
        `lsbu_page_cache_bytes ${cache.size.bytes}`,
      )
    }
    return lines.join('\n') + '\n'
  }

  function plain(res: ServerResponse, status: number, body: string, type = 'text/plain') {
    res.writeHead(status, {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': 'no-store',
    })
    res.end(body)
  }

  async function serveOps(res: ServerResponse, pathname: string) {
    if (pathname === '/healthz') return plain(res, 200, 'ok\n')
    if (pathname === '/readyz') {
      const reason = draining
        ? 'draining'
        : await options.ready().catch((error: unknown) => String(error))
      return plain(res, reason ? 503 : 200, reason ? `not ready: ${reason}\n` : 'ready\n')
    }
    if (options.metrics) return plain(res, 200, metricsText(), 'text/plain; version=0.0.4')
    return plain(res, 404, 'Not found\n')
  }

  const handle: Ops['handle'] = (req, res, next) => {
    const started = process.hrtime.bigint()
    const incoming = req.headers['x-request-id']
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    res.setHeader('X-Request-Id', id)
    const path = loggedPath(req.url ?? '/')
    const route = routeClass(path)
    inFlight++
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const status = res.headersSent ? res.statusCode : 499
      record(route, status, seconds)
      options.logRequest?.({
        msg: 'request',
        id,
        method: req.method ?? '',
        path,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      })
      if (--inFlight === 0) idle?.()
    })
    if (route === 'ops' && (req.method === 'GET' || req.method === 'HEAD')) {
      void serveOps(res, path)
      return
    }
    if (draining) {
      res.writeHead(503, {
        'content-type': 'application/json',
        connection: 'close',
        'retry-after': '1',
      })
      res.end(JSON.stringify({ message: 'The server is shutting down.' }))
      return
    }
    next()
  }

  return {
    handle,
    get draining() {
      return draining
    },
    drain: () => {
      draining = true
      return inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve))
    },
  }
}
