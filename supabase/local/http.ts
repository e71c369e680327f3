/** Small HTTP helpers shared by the embedded backend's services. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from './db/database'
import type { BackendConfig } from './config'

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

/** Reads the whole body, refusing with 413 past `limit` bytes. */
export async function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => unknown,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) {
    req.resume()
    throw new HttpError(413, tooLarge())
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) {
      req.resume()
      throw new HttpError(413, tooLarge())
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
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

/** The client address, as `x-forwarded-for` (first hop) or the socket's. */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return first || req.socket.remoteAddress || 'unknown'
}
