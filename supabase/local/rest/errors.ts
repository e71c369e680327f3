/** PostgREST's error JSON and status mapping (reference §1.8). */
import { HttpError } from '../http'

export interface PgrstBody {
  code: string
  message: string
  details: unknown
  hint: string | null
}

export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): HttpError {
  const body: PgrstBody = { code, message, details, hint }
  return new HttpError(status, body, headers)
}

/** PGRST100: the query string (or a part of it) cannot be parsed or is not supported. */
export function parseError(message: string, details: string | null = null): HttpError {
  return pgrstError(400, 'PGRST100', message, details)
}

/** Something valid in PostgREST that this backend deliberately does not implement. */
export function unsupported(what: string): HttpError {
  return pgrstError(
    400,
    'PGRST100',
    `"${what}" is not supported by the embedded backend`,
    'The embedded backend implements the part of the PostgREST API the app uses; see docs/decisions/004-embedded-backend.md.',
  )
}

/** A PostgreSQL error as PostgREST answers it. */
export function fromPgError(error: unknown, role: string): HttpError | undefined {
  const e = error as { code?: unknown; message?: string; detail?: string; hint?: string }
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined
  const code = e.code
  const body: PgrstBody = {
    code,
    message: e.message ?? '',
    details: e.detail ?? null,
    hint: e.hint ?? null,
  }
  const headers: Record<string, string> = {}
  let status = 400
  if (code === '42501') {
    status = role === 'anon' ? 401 : 403
    if (status === 401) headers['WWW-Authenticate'] = 'Bearer'
  } else if (code === '23505' || code === '23503') status = 409
  else if (code === '42883' || code === '42P01') status = 404
  else if (code === '42P17') status = 500
  else if (code === '25006') status = 405
  else if (code.startsWith('08') || code.startsWith('53')) status = 503
  else if (code.startsWith('PT')) status = Number(code.slice(2)) || 500
  else if (code.startsWith('XX') || code.startsWith('57') || code.startsWith('58')) status = 500
  return new HttpError(status, body, headers)
}

/** Closest candidate for "Perhaps you meant" hints, or undefined when nothing is close. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestScore = Infinity
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase())
    if (d < bestScore) {
      bestScore = d
      best = candidate
    }
  }
  if (best === undefined) return undefined
  const limit = Math.max(2, Math.floor(Math.max(name.length, best.length) / 3))
  return bestScore <= limit ? best : undefined
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]!
}
