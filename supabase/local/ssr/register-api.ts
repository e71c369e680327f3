/**
 * The register API v1 (docs/product.md#register-api): `/api/register/v1/…`, JSON for
 * procurement systems. Served by the page server, so it answers the same on the embedded
 * backend and on a front in front of hosted Supabase: every answer comes from one call of the
 * RPC `register_api` with the anon key (the database counts the quota — the key's, or the
 * visitor's address, which goes along as for the pages' reads — so replicas and fronts share
 * it). Open to any origin (CORS, no credentials); quota headers on every counted answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { HttpError, readBody, sendJson } from '../http'
import { registerOpenApi } from './register-openapi'

export const REGISTER_API_PREFIX = '/api/register/v1'

/** The largest `POST /check` body: 200 keys of 80 characters fit with room to spare. */
const BODY_LIMIT = 64 * 1024

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
}

export interface RegisterApiOptions {
  apiUrl: () => string
  anonKey: string
  siteUrl: string | null
  clientAddress: (req: IncomingMessage) => string
  forwardAddress: (address: string) => Record<string, string>
  log: (line: string) => void
}

interface ApiAnswer {
  status: number
  quota: { limit: number; remaining: number; reset: number } | null
  body: unknown
}

/** The key a request carries: `Authorization: Bearer <key>` or `X-API-Key`. */
function apiKeyOf(req: IncomingMessage): string | null {
  const header = req.headers['x-api-key']
  const fromHeader = Array.isArray(header) ? header[0] : header
  if (fromHeader?.trim()) return fromHeader.trim()
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')
  return match?.[1]?.trim() || null
}

type Certificate = { number: string; verify_url?: string }

export function createRegisterApi(options: RegisterApiOptions) {
  async function call(
    req: IncomingMessage,
    action: 'certificate' | 'company' | 'check',
    arg: unknown,
  ): Promise<ApiAnswer | null> {
    const visitor = options.clientAddress(req)
    const response = await fetch(`${options.apiUrl()}/rest/v1/rpc/register_api`, {
      method: 'POST',
      headers: {
        apikey: options.anonKey,
        authorization: `Bearer ${options.anonKey}`,
        'content-type': 'application/json',
        ...options.forwardAddress(visitor),
      },
      body: JSON.stringify({ action, arg, api_key: apiKeyOf(req) }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      options.log(`register api: ${String(error)}`)
      return null
    })
    if (!response?.ok) {
      if (response) options.log(`register api: the RPC answered ${response.status}`)
      return null
    }
    return (await response.json()) as ApiAnswer
  }

  /** Each certificate with its verify page's address. */
  function withLinks(origin: string, body: unknown): unknown {
    const link = (c: Certificate) => ({
      ...c,
      verify_url: new URL(`/verifikasi/${encodeURIComponent(c.number)}`, origin).href,
    })
    if (!body || typeof body !== 'object') return body
    const b = body as Record<string, unknown>
    if (typeof b.number === 'string') return link(b as unknown as Certificate)
    if (Array.isArray(b.certificates))
      return { ...b, certificates: (b.certificates as Certificate[]).map(link) }
    if (Array.isArray(b.results))
      return {
        ...b,
        results: (b.results as { certificates: Certificate[] }[]).map((r) => ({
          ...r,
          certificates: r.certificates.map(link),
        })),
      }
    return body
  }

  function answer(res: ServerResponse, origin: string, result: ApiAnswer | null): void {
    if (!result) {
      sendJson(
        res,
        503,
        { error: 'unavailable', message: 'The register is temporarily unavailable.' },
        { ...CORS, 'cache-control': 'no-store' },
      )
      return
    }
    const headers: Record<string, string> = { ...CORS, 'cache-control': 'no-store' }
    if (result.quota) {
      headers['ratelimit-limit'] = String(result.quota.limit)
      headers['ratelimit-remaining'] = String(result.quota.remaining)
      headers['ratelimit-reset'] = String(result.quota.reset)
      if (result.status === 429) headers['retry-after'] = String(result.quota.reset)
    }
    const body = result.status === 200 ? withLinks(origin, result.body) : result.body
    sendJson(res, result.status, body, headers)
  }

  function fail(res: ServerResponse, status: number, error: string, message: string) {
    sendJson(res, status, { error, message }, { ...CORS, 'cache-control': 'no-store' })
  }

  /** Answers a request under the API's prefix; false for any other path. */
  return async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const path = url.pathname
    if (path !== REGISTER_API_PREFIX && !path.startsWith(`${REGISTER_API_PREFIX}/`)) return false
    const origin = options.siteUrl ?? `http://${req.headers.host ?? 'localhost'}`
    const rest = path.slice(REGISTER_API_PREFIX.length)
    const method = req.method ?? 'GET'
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
        'access-control-allow-headers': 'Authorization, X-API-Key, Content-Type',
        'access-control-max-age': '86400',
      })
      res.end()
      return true
    }
    const single = (pattern: RegExp) => {
      const match = pattern.exec(rest)
      if (!match) return null
      try {
        return decodeURIComponent(match[1]!)
      } catch {
        return ''
      }
    }
    const number = single(/^\/certificates\/([^/]+)\/?$/)
    const nib = single(/^\/companies\/([^/]+)\/?$/)
    const isGet = method === 'GET' || method === 'HEAD'
    if (rest === '/openapi.json') {
      if (!isGet) return (methodNotAllowed(res, 'GET, HEAD, OPTIONS'), true)
      sendJson(res, 200, registerOpenApi(origin), {
        ...CORS,
        'cache-control': 'public, max-age=300',
      })
      return true
    }
    if (number !== null || nib !== null) {
      if (!isGet) return (methodNotAllowed(res, 'GET, HEAD, OPTIONS'), true)
      const result =
        number !== null
          ? await call(req, 'certificate', { number })
          : await call(req, 'company', { nib })
      answer(res, origin, result)
      return true
    }
    if (rest === '/check') {
      if (method !== 'POST') return (methodNotAllowed(res, 'POST, OPTIONS'), true)
      let parsed: unknown
      let problem: string | null = null
      try {
        const raw = await readBody(req, BODY_LIMIT, () => ({
          error: 'payload_too_large',
          message: `The body is larger than ${BODY_LIMIT} bytes.`,
        }))
        parsed = JSON.parse(raw.toString('utf8') || 'null')
      } catch (error) {
        if (error instanceof HttpError) {
          sendJson(res, error.status, error.body, { ...CORS, 'cache-control': 'no-store' })
          return true
        }
        problem = 'The body is not valid JSON: send {"keys": ["SBU-…", "1234567890123"]}.'
      }
      const result = await call(req, 'check', problem ? {} : parsed)
      if (result && problem && result.status === 400)
        result.body = { error: 'bad_request', message: problem }
      answer(res, origin, result)
      return true
    }
    fail(res, 404, 'not_found', 'No such endpoint: see /api/register/v1/openapi.json.')
    return true
  }
}

function methodNotAllowed(res: ServerResponse, allow: string): void {
  sendJson(
    res,
    405,
    { error: 'method_not_allowed', message: `Allowed: ${allow}.` },
    { ...CORS, allow, 'cache-control': 'no-store' },
  )
}
