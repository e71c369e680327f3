/** Small HTTP helpers shared by the embedded backend's services. */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { BackendConfig } from './config'
import type { Database } from './db/database'

/** What every service handler receives. */
export interface BackendContext {
  db: Database
  config: BackendConfig
  /** The backend's own base URL (e.g. http://127.0.0.1:4173), known once listening. */
  publicUrl: () => string
  dataDir: string | undefined
}

/**
 * A service mounted under a prefix. `path` is the rest after the prefix, starting with '/'
 * (e.g. '/navigation_menus' for /rest/v1/navigation_menus); `url` is the full parsed URL.
 */
export type ServiceHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) => Promise<void>

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === 'object' && body && 'message' in body
        ? String((body as { message: unknown }).message)
        : String(body),
    )
  }
}

/**
 * Reads the whole body, refusing with 413 past `limit` bytes — at once when Content-Length says
 * so, without reading on (server.ts discards what still comes, then closes).
 */
export async function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => unknown,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) throw new HttpError(413, tooLarge())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    // Events rather than `for await`: leaving that loop early would destroy the socket, and
    // with it the 413 answer.
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.pause()
      req.removeListener('data', onData)
      reject(new HttpError(413, tooLarge()))
    }
    req.on('data', onData)
    req.once('end', () => resolve(Buffer.concat(chunks)))
    req.once('error', reject)
  })
}

/** How long a refused request's unread body is discarded before its connection is closed. */
const DISCARD_MS = 2000

/**
 * After an answer given before the body was read (a refused upload): the body still arriving is
 * discarded — never buffered — so the client reads the answer instead of a reset connection,
 * and the connection is closed after DISCARD_MS if the client keeps sending.
 */
export function discardUnreadBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return
  const timer = setTimeout(() => req.socket.destroy(), DISCARD_MS)
  timer.unref()
  req.once('end', () => clearTimeout(timer))
  req.once('close', () => clearTimeout(timer))
  req.resume()
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body)
  const length =
    status === 204 || status === 304 ? {} : { 'content-length': String(Buffer.byteLength(text)) }
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    ...length,
    ...headers,
  })
  res.end(text)
}

/** The bearer token of a request, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header)
  return match ? (match[1] ?? '').trim() : undefined
}

/** Lower-cased request headers as a plain object (for `request.headers`). */
export function headerObject(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

/**
 * The visitor's address. Without a trusted proxy (hops 0) it is the socket's. Behind N trusted
 * proxies each appends the address it received from, so the visitor's is the Nth
 * `X-Forwarded-For` entry from the right; entries further left are whatever the client wrote.
 */
export function trustedClientAddress(req: IncomingMessage, trustProxyHops: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown'
  if (trustProxyHops < 1) return socket
  const header = req.headers['x-forwarded-for']
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socket
  return entries[Math.max(0, entries.length - trustProxyHops)]!
}

/**
 * The client address as the server put it in `x-forwarded-for` (a single entry: server.ts
 * replaces whatever arrived with `trustedClientAddress`), else the socket's.
 */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for']
  const value = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').pop()?.trim()
  return value || req.socket.remoteAddress || 'unknown'
}

/** TRUST_PROXY: unset/false → 0 hops, true → 1, a number → that many trusted proxies. */
export function parseTrustProxy(value: string | boolean | number | undefined): number {
  if (value === undefined || value === false || value === '' || value === 'false') return 0
  if (value === true || value === 'true') return 1
  const hops = Number(value)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUST_PROXY must be true, false or a number of proxies (0–10), not ${value}`)
  return hops
}
