/** Per-request inputs and outputs shared by the REST handlers: Prefer, Accept, body, ranges. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody } from '../http'
import { pgrstError, unsupported } from './errors'

export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default'
  /** The preferences given, for `Preference-Applied` (see `appliedHeader`). */
  applied: string[]
}

/**
 * `Preference-Applied` as PostgREST writes it: only what was honoured, in its fixed order
 * (resolution, missing, return, count).
 */
export function appliedHeader(
  prefer: Prefer,
  honoured: { resolution?: boolean; missing?: boolean; return?: boolean; count?: boolean },
): Record<string, string> {
  const parts: string[] = []
  if (honoured.resolution && prefer.resolution) parts.push(`resolution=${prefer.resolution}`)
  if (honoured.missing && prefer.missing) parts.push(`missing=${prefer.missing}`)
  if (honoured.return && prefer.return) parts.push(`return=${prefer.return}`)
  if (honoured.count && prefer.count) parts.push(`count=${prefer.count}`)
  return parts.length ? { 'Preference-Applied': parts.join(', ') } : {}
}

export function parsePrefer(header: string | string[] | undefined): Prefer {
  const out: Prefer = { applied: [] }
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '')
  for (const part of raw.split(',')) {
    const item = part.trim()
    if (!item) continue
    const [key, value = ''] = item.split('=').map((s) => s.trim()) as [string, string?]
    if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      out.return = value
      out.applied.push(item)
    } else if (key === 'count') {
      if (value === 'exact') {
        out.count = 'exact'
        out.applied.push(item)
      } else if (value === 'planned' || value === 'estimated')
        throw unsupported(`Prefer: count=${value}`)
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      out.resolution = value
      out.applied.push(item)
    } else if (key === 'missing' && value === 'default') {
      out.missing = 'default'
      out.applied.push(item)
    } else if (
      key === 'tx' ||
      key === 'max-affected' ||
      (key === 'handling' && value === 'strict')
    ) {
      throw unsupported(`Prefer: ${item}`)
    }
    // Anything else is ignored, as PostgREST does with handling=lenient.
  }
  return out
}

/** True when the client asked for a single object (`.single()`); 406 for media types we do not produce. */
export function wantsSingular(req: IncomingMessage): boolean {
  const accept = req.headers.accept
  if (!accept) return false
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim().toLowerCase())
  if (
    types.some(
      (t) => t === 'application/vnd.pgrst.object+json' || t === 'application/vnd.pgrst.object',
    )
  )
    return true
  if (
    types.some((t) => t === 'application/json' || t === '*/*' || t === 'application/*' || t === '')
  )
    return false
  throw pgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${types.join(', ')}`,
    null,
    null,
  )
}

/** Accept-Profile / Content-Profile: only `public` is exposed. */
export function checkProfile(req: IncomingMessage): void {
  const write = !['GET', 'HEAD'].includes(req.method ?? 'GET')
  const header = write ? req.headers['content-profile'] : req.headers['accept-profile']
  const profile = Array.isArray(header) ? header[0] : header
  if (profile !== undefined && profile !== 'public') {
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    )
  }
}

export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? 'application/json')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (type !== 'application/json' && type !== '' && !type.endsWith('+json')) {
    throw unsupported(`request bodies of type ${type}`)
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

/** Content-Range and status for a read (RangeQuery.hs). */
export function readRange(
  offset: number,
  n: number,
  total: number | undefined,
): { status: number; range: string } {
  const upper = offset + n - 1
  const totalText = total === undefined ? '*' : String(total)
  const range =
    total !== 0 && offset <= upper ? `${offset}-${upper}/${totalText}` : `*/${totalText}`
  let status = 200
  if (total !== undefined) {
    if (offset > total) status = 416
    else if (n < total) status = 206
  }
  return { status, range }
}

export function rangeNotSatisfiable(offset: number, total: number) {
  return pgrstError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
    null,
    { 'Content-Range': `*/${total}` },
  )
}

export function sendText(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: string,
): void {
  if (body !== undefined && !headers['content-type'])
    headers['content-type'] = 'application/json; charset=utf-8'
  res.writeHead(status, headers)
  res.end(body)
}
