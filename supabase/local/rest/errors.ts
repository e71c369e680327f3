/** PostgREST's error JSON and status mapping (reference §1.8; PostgREST's Error.hs). */
import { HttpError } from '../http'

interface PgrstBody {
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

/** An error answered with its own reason phrase (`RAISE SQLSTATE 'PT…'`, PGRST's status_text). */
export class ReasonError extends HttpError {
  constructor(
    status: number,
    body: unknown,
    headers: Record<string, string>,
    readonly reason: string,
  ) {
    super(status, body, headers)
  }
}

/** PGRST100: the query string (or a part of it) cannot be parsed. */
export function parseError(message: string, details: string | null = null): HttpError {
  return pgrstError(400, 'PGRST100', message, details)
}

/**
 * Something valid in PostgREST that this backend deliberately does not implement: PostgREST's
 * own "Feature not implemented" (PGRST127), naming the feature.
 */
export function unsupported(what: string): HttpError {
  return pgrstError(
    400,
    'PGRST127',
    'Feature not implemented',
    `${what} is not implemented by the embedded backend (hosted Supabase serves it); see docs/decisions/004-embedded-backend.md.`,
  )
}

/** PGRST124: `Prefer: handling=strict, max-affected=N` and more rows were affected (rolled back). */
export function maxAffectedError(n: number): HttpError {
  return pgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${n} rows`,
  )
}

/** An error as Postgres raises it, for checks the backend makes in place of an extension. */
export class PgLikeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** PostgREST's SQLSTATE → HTTP status (Error.hs `mapSQLtoHTTP`). */
function pgStatus(code: string, message: string, role: string): number {
  const two = code.slice(0, 2)
  switch (code) {
    case '23503':
    case '23505':
      return 409
    case '25006':
      return 405
    case '21000':
      // pg-safeupdate's refusal is the client's mistake; other cardinality errors are the server's.
      return message.endsWith('requires a WHERE clause') ? 400 : 500
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
    case '53400':
      return 500
    case '57P01':
      return 503
    case 'P0001':
      return 400
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404
    case '42P01':
      return 404
    case '42P17':
      return 500
    case '42501':
      return role === 'anon' ? 401 : 403
  }
  if (two === '08' || two === '53') return 503
  if (two === '0L' || two === '0P' || two === '28') return 403
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(two)
  )
    return 500
  if (two === 'PT') {
    const status = Number(code.slice(2))
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500
  }
  return 400
}

/** A PostgreSQL error as PostgREST answers it (incl. `RAISE SQLSTATE 'PGRST'`). */
export function fromPgError(error: unknown, role: string): HttpError | undefined {
  const e = error as { code?: unknown; message?: string; detail?: string; hint?: string }
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined
  const code = e.code
  const message = e.message ?? ''
  if (code === 'PGRST') return raisedPgrst(message, e.detail)
  const headers: Record<string, string> = {}
  const status = pgStatus(code, message, role)
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer'
  const body: PgrstBody = { code, message, details: e.detail ?? null, hint: e.hint ?? null }
  // `RAISE SQLSTATE 'PT402' USING MESSAGE = 'Payment Required'`: the message is the reason.
  if (code.startsWith('PT') && status === Number(code.slice(2)))
    return new ReasonError(status, body, headers, message)
  return new HttpError(status, body, headers)
}

/**
 * `RAISE SQLSTATE 'PGRST' USING MESSAGE = '{"code","message","details","hint"}', DETAIL =
 * '{"status","status_text","headers"}'`: the function sets the whole response.
 */
function raisedPgrst(message: string, detail: string | undefined): HttpError {
  const parsed = (text: string | undefined) => {
    try {
      const value: unknown = JSON.parse(text ?? '')
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : undefined
    } catch {
      return undefined
    }
  }
  const parseFailure = (details: string, hint: string) =>
    pgrstError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details,
      hint,
    )
  const msg = parsed(message)
  if (!msg || typeof msg.code !== 'string' || typeof msg.message !== 'string')
    return parseFailure(
      `Invalid JSON value for MESSAGE: '${message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    )
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'."
  if (detail === undefined)
    return parseFailure('DETAIL is missing in the RAISE statement', detailHint)
  const det = parsed(detail)
  const headers = det?.headers
  if (
    !det ||
    typeof det.status !== 'number' ||
    !headers ||
    typeof headers !== 'object' ||
    Array.isArray(headers) ||
    !Object.values(headers).every((v) => typeof v === 'string')
  )
    return parseFailure(`Invalid JSON value for DETAIL: '${detail}'`, detailHint)
  const body: PgrstBody = {
    code: msg.code,
    message: msg.message,
    details: typeof msg.details === 'string' ? msg.details : null,
    hint: typeof msg.hint === 'string' ? msg.hint : null,
  }
  if (typeof det.status_text === 'string')
    return new ReasonError(det.status, body, headers as Record<string, string>, det.status_text)
  return new HttpError(det.status, body, headers as Record<string, string>)
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
