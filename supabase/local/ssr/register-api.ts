/**
 * The register API v1 (docs/product.md#register-api): `/api/register/v1/…`, JSON for
 * procurement systems. Served by the page server, so it answers the same on the embedded
 * backend and on a front in front of hosted Supabase: every answer comes from one call of the
 * RPC `register_api` with the anon key (the database counts the quota — the key's, or the
 * visitor's address, which goes along as for the pages' reads — so replicas and fronts share
 * it). Open to any origin (CORS, no credentials); quota headers on every counted answer.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { HttpError, readBody, sendJson } from '../http'
import {
  AnswerCache,
  answerKey,
  type Freshness,
  KEY_TTL_MS,
  type KeyInfo,
  type Quota,
  QuotaCounter,
  type StoredAnswer,
} from './register-api-memory'
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
  /**
   * With the service role key, answers come from memory and quotas are counted in this process
   * (register-api-memory.ts); without it every request is one counting call of `register_api`.
   */
  serviceRoleKey?: string
  /**
   * The embedded server's own database: the three service functions called directly (one
   * statement, no loopback HTTP); else over the API with `serviceRoleKey`.
   */
  serviceCall?: ServiceCall
  /** When stored answers are dropped: with the page cache's pages. */
  freshness?: Freshness
  /** How often the counts go to the database (tests). */
  flushIntervalMs?: number
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

/** Calls one of the register API's service-role functions with named arguments → its JSON. */
export type ServiceCall = (name: string, args: Record<string, unknown>) => Promise<unknown>

export interface RegisterApi {
  handle: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>
  /** Sends the counts not yet sent and stops counting (best effort). */
  close: () => Promise<void>
  answers: AnswerCache | null
  quotas: QuotaCounter | null
}

export function createRegisterApi(options: RegisterApiOptions): RegisterApi {
  const serviceKey = options.serviceRoleKey
  const fromMemory = !!(serviceKey || options.serviceCall)
  const answers = fromMemory
    ? new AnswerCache(options.freshness ?? { generation: () => 0, maxAgeMs: () => KEY_TTL_MS })
    : null

  /** One call of a service-role RPC; undefined when it failed (logged). */
  async function rpc<T>(
    name: string,
    body: Record<string, unknown>,
    visitor?: string,
  ): Promise<T | undefined> {
    if (options.serviceCall)
      return (options.serviceCall(name, body) as Promise<T>).catch((error: unknown) => {
        options.log(`register api: ${name}: ${String(error)}`)
        return undefined
      })
    const response = await fetch(`${options.apiUrl()}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceKey!,
        authorization: `Bearer ${serviceKey!}`,
        'content-type': 'application/json',
        ...(visitor === undefined ? {} : options.forwardAddress(visitor)),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      options.log(`register api: ${name}: ${String(error)}`)
      return null
    })
    if (!response?.ok) {
      if (response) options.log(`register api: ${name} answered ${response.status}`)
      return undefined
    }
    return (await response.json().catch(() => undefined)) as T | undefined
  }

  const quotas = fromMemory
    ? new QuotaCounter(
        async (counts) => (await rpc('register_api_flush', { counts })) ?? null,
        options.log,
        options.flushIntervalMs,
      )
    : null

  /** Key metadata by the key's hash, for KEY_TTL_MS at most (undefined: the database failed). */
  const keys = new Map<string, { at: number; info: Promise<KeyInfo | null | undefined> }>()
  function keyInfo(apiKey: string): Promise<KeyInfo | null | undefined> {
    const hash = createHash('sha256').update(apiKey).digest('hex')
    const known = keys.get(hash)
    if (known && Date.now() - known.at < KEY_TTL_MS) return known.info
    const info = rpc<KeyInfo | null>('register_api_key_info', { key_hash: hash }).catch(
      () => undefined,
    )
    const entry = { at: Date.now(), info }
    keys.set(hash, entry)
    if (keys.size > 10_000) keys.delete(keys.keys().next().value!)
    // A failed read is not kept.
    void info.then((value) => value === undefined && keys.get(hash) === entry && keys.delete(hash))
    return info
  }

  /** The answer from memory, the quota counted here. */
  async function callFromMemory(
    req: IncomingMessage,
    action: 'certificate' | 'company' | 'check',
    arg: unknown,
  ): Promise<ApiAnswer | null> {
    const visitor = options.clientAddress(req)
    const apiKey = apiKeyOf(req)
    let quota: Quota
    if (apiKey) {
      const info = await keyInfo(apiKey)
      if (info === undefined) return null
      if (info === null || info.revoked)
        return {
          status: 401,
          quota: null,
          body: {
            error: 'invalid_api_key',
            message: info === null ? 'Unknown API key.' : 'This API key has been revoked.',
          },
        }
      quota = quotas!.useKey(info)
    } else {
      quota = quotas!.useAddress(visitor)
    }
    const headers = { limit: quota.limit, remaining: quota.remaining, reset: quota.reset }
    if (!quota.allowed)
      return {
        status: 429,
        quota: headers,
        body: {
          error: 'rate_limited',
          message: `Too many requests: try again in ${quota.reset} seconds.`,
        },
      }
    const result = await answers!.get(
      answerKey(action, arg),
      async () =>
        (await rpc<StoredAnswer>('register_api_answer', { action, arg }, visitor)) ?? null,
    )
    return result && { status: result.status, quota: headers, body: result.body }
  }

  async function call(
    req: IncomingMessage,
    action: 'certificate' | 'company' | 'check',
    arg: unknown,
  ): Promise<ApiAnswer | null> {
    if (fromMemory) return callFromMemory(req, action, arg)
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
  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
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

  return {
    handle,
    close: async () => {
      await quotas?.close()
    },
    answers,
    quotas,
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
