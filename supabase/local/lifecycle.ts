/**
 * The HTTP server's life, the same in both modes (server.ts, front.ts): listen, and a graceful
 * shutdown on SIGTERM — background workers (the mail worker, docs/decisions/013) stop first
 * while requests are still answered, then new requests get 503 and /readyz fails so a load
 * balancer moves on, the requests under way finish (at most DRAIN_MS), and the connections close.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Ops } from './ops'

/** Something the server runs beside its requests; stopped before the drain. */
export interface BackgroundWorker {
  name: string
  /** Stops taking new work and resolves when the work under way has finished. */
  stop: () => Promise<void>
}

/** Longest wait for requests under way; then their connections are closed. */
const DRAIN_MS = 10_000

/** Listens with `ops` (health, logs, metrics, drain) around `handle`; resolves to the base URL. */
export function listenHttp(
  ops: Ops,
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  port: number,
  host: string,
): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = createServer((req, res) => ops.handle(req, res, () => handle(req, res)))
    // Longer than the idle timeout of a proxy or client pool in front (nginx: 60 s), so the
    // server never closes a kept-alive connection just as a client reuses it (ECONNRESET on a
    // POST, which clients do not retry). Drain closes idle connections at once.
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo
      const shownHost = host.includes(':') ? `[${host}]` : host
      const url = `http://${shownHost === '0.0.0.0' ? '127.0.0.1' : shownHost}:${address.port}`
      resolve({ server, url })
    })
  })
}

/** First step of a shutdown: every worker finishes what it is doing (requests still answered). */
export async function stopWorkers(
  workers: BackgroundWorker[],
  log: (line: string) => void,
): Promise<void> {
  await Promise.all(
    workers.map((worker) =>
      worker.stop().catch((error: unknown) => log(`${worker.name}: ${String(error)}`)),
    ),
  )
}

/** Second step: no new requests, those under way finish, connections close. */
export async function drainHttp(server: Server | undefined, ops: Ops): Promise<void> {
  const stopped = server
    ? new Promise<void>((resolve) => server.close(() => resolve()))
    : Promise.resolve()
  const drained = ops.drain()
  server?.closeIdleConnections()
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([drained, new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_MS)))])
  clearTimeout(timer)
  server?.closeAllConnections()
  await stopped
}
