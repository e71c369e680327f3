/** Per-request inputs and outputs shared by the REST handlers: Prefer, Accept, profiles, body, ranges. */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { readBody } from '../http'
import { pgrstError, unsupported } from './errors'

export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default'
  handling?: 'strict' | 'lenient'
  timezone?: string
  maxAffected?: number
  params?: 'single-object'
  /** Preferences PostgREST does not know (or cannot honour): PGRST122 under handling=strict. */
  invalid: string[]
}

const KNOWN: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
}

/**
 * PostgREST's Prefer parsing (RFC 7240, values split on commas). `tx=` is refused as unknown:
 * hosted Supabase does not allow overriding the transaction end.
 */
export function parsePrefer(header: string | string[] | undefined): Prefer {
  const out: Prefer = { invalid: [] }
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '')
  for (const part of raw.split(',')) {
    const item = part.trim()
    if (!item) continue
    const eq = item.indexOf('=')
    const key = (eq < 0 ? item : item.slice(0, eq)).trim()
    const value = eq < 0 ? '' : item.slice(eq + 1).trim()
    if (key === 'timezone' && value) out.timezone = value
    else if (key === 'max-affected' && /^\d+$/.test(value)) out.maxAffected = Number(value)
    else if (KNOWN[key]?.includes(value)) {
      if (key === 'missing') {
        if (value === 'default') out.missing = 'default'
      } else (out as unknown as Record<string, string>)[key] = value
    } else out.invalid.push(item)
  }
  return out
}

/** PGRST122 under `handling=strict` for anything not understood (incl. an unknown time zone). */
export function checkStrict(prefer: Prefer, timezones: Set<string>): void {
  if (prefer.timezone !== undefined && !timezones.has(prefer.timezone)) {
    prefer.invalid.push(`timezone=${prefer.timezone}`)
    prefer.timezone = undefined
  }
  if (prefer.handling !== 'strict') {
    prefer.maxAffected = undefined // only honoured with handling=strict
    return
  }
  if (prefer.invalid.length)
    throw pgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.invalid.join(', ')}`,
    )
}

/**
 * `Preference-Applied` as PostgREST writes it: only what was honoured, in its fixed order
 * (resolution, missing, return, params, count, handling, timezone, max-affected).
 */
export function appliedHeader(
  prefer: Prefer,
  honoured: {
    resolution?: boolean
    missing?: boolean
    return?: boolean
    count?: boolean
    params?: boolean
    maxAffected?: boolean
  },
): Record<string, string> {
  const parts: string[] = []
  if (honoured.resolution && prefer.resolution) parts.push(`resolution=${prefer.resolution}`)
  if (honoured.missing && prefer.missing) parts.push(`missing=${prefer.missing}`)
  if (honoured.return && prefer.return) parts.push(`return=${prefer.return}`)
  if (honoured.params && prefer.params) parts.push(`params=${prefer.params}`)
  if (honoured.count && prefer.count) parts.push(`count=${prefer.count}`)
  if (prefer.handling === 'strict') parts.push('handling=strict')
  if (prefer.timezone) parts.push(`timezone=${prefer.timezone}`)
  if (honoured.maxAffected && prefer.maxAffected !== undefined)
    parts.push(`max-affected=${prefer.maxAffected}`)
  return parts.length ? { 'Preference-Applied': parts.join(', ') } : {}
}

/** What the response body is: JSON (array or `.single()` object), CSV, or the OpenAPI document. */
export interface Media {
  type: 'json' | 'object' | 'csv' | 'openapi'
  /** `nulls=stripped` (supabase-js `.stripNulls()`): json_strip_nulls on the body. */
  stripNulls: boolean
}

export const CONTENT_TYPES: Record<Media['type'], string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  openapi: 'application/openapi+json; charset=utf-8',
}

/**
 * Content negotiation on `Accept` (by q-value, then order). GeoJSON and the execution plan
 * (`application/vnd.pgrst.plan`, off on hosted Supabase) are not produced: 406 PGRST107.
 */
export function negotiate(req: IncomingMessage, root = false): Media {
  const accept = String(req.headers.accept ?? '*/*')
  const ranges = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim())
      const param = (name: string) =>
        params.find((p) => p.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1)
      return { type: type.toLowerCase(), q: Number(param('q') ?? 1), nulls: param('nulls'), index }
    })
    .filter((r) => r.type && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const r of ranges) {
    const stripNulls = r.nulls === 'stripped'
    if (root) {
      if (['application/openapi+json', 'application/json', '*/*', 'application/*'].includes(r.type))
        return { type: 'openapi', stripNulls: false }
      continue
    }
    if (
      [
        'application/json',
        '*/*',
        'application/*',
        'application/vnd.pgrst.array+json',
        'application/vnd.pgrst.array',
      ].includes(r.type)
    )
      return { type: 'json', stripNulls }
    if (r.type === 'application/vnd.pgrst.object+json' || r.type === 'application/vnd.pgrst.object')
      return { type: 'object', stripNulls }
    if (r.type === 'text/csv' || r.type === 'text/*') return { type: 'csv', stripNulls: false }
  }
  throw pgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranges.map((r) => r.type).join(', ')}`,
  )
}

/** Accept-Profile (reads) / Content-Profile (writes): one of the exposed schemas, else 406 PGRST106. */
export function profileOf(req: IncomingMessage, schemas: string[]): string {
  const read = ['GET', 'HEAD'].includes(req.method ?? 'GET')
  const header = read ? req.headers['accept-profile'] : req.headers['content-profile']
  const profile = Array.isArray(header) ? header[0] : header
  if (profile === undefined) return schemas[0]!
  if (!schemas.includes(profile))
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    )
  return profile
}

/** The `Range: <from>-[<to>]` request header of a read, as limit/offset; 416 when inverted. */
export function rangeHeader(req: IncomingMessage): { offset: number; limit?: number } | undefined {
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(String(req.headers.range ?? ''))
  if (!match) return undefined
  const from = Number(match[1])
  if (match[2] === '') return { offset: from }
  const to = Number(match[2])
  if (to < from)
    throw pgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    )
  return { offset: from, limit: to - from + 1 }
}

/** 416 PGRST103 for a negative `limit`, as PostgREST answers it. */
export function negativeLimit() {
  return pgrstError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    'Limit should be greater than or equal to zero.',
  )
}

export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? 'application/json')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (type !== 'application/json' && type !== '' && !type.endsWith('+json')) {
    throw unsupported(`A request body of type ${type}`)
  }
  const buffer = await readBody(req, limit, () => ({
    code: 'PGRST413',
    message: `Payload Too Large: the JSON body is larger than the ${Math.round(limit / 1024)} KB limit`,
    details: null,
    hint: 'Send fewer rows per request; upload files through Storage.',
  }))
  const text = buffer.toString('utf8')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json', null, null)
  }
}

/** The body is sent whole, with its Content-Length. */
export function sendText(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: string,
): void {
  if (body !== undefined) {
    if (!headers['content-type']) headers['content-type'] = CONTENT_TYPES.json
    headers['Content-Length'] = String(Buffer.byteLength(body))
  } else if (status !== 204 && status !== 304 && res.req.method !== 'HEAD') {
    // A bodiless answer (OPTIONS, return=minimal, headers-only) says so, as PostgREST's do.
    headers['Content-Length'] = '0'
  }
  res.writeHead(status, headers)
  res.end(body)
}
