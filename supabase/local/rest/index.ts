/**
 * The PostgREST-compatible `/rest/v1` service: tables and views of the exposed schemas,
 * `/rpc/<function>` and the OpenAPI description at `/`, each request in one transaction as
 * the caller's role. shared/reference/supabase-http-surface.md §1 is the specification.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { RequestContext } from '../db/database'
import { type BackendContext, headerObject, HttpError, type ServiceHandler } from '../http'
import { identify } from '../identity'
import { JwtError } from '../jwt'
import { closest, fromPgError, maxAffectedError, pgrstError, ReasonError } from './errors'
import { openApi } from './openapi'
import { parseQueryParams } from './parse/params'
import { type BodyShape, type Queryable, readOutcome, readRows, type RowsResult } from './read'
import {
  appliedHeader,
  checkStrict,
  CONTENT_TYPES,
  type Media,
  negativeLimit,
  negotiate,
  parsePrefer,
  profileOf,
  rangeHeader,
  readJson,
  sendText,
} from './request'
import { argumentKeys, resolveFunction, runRpc } from './rpc'
import { getSchemaCache, invalidateSchemaCache, type SchemaView } from './schema-cache'
import { type Node, Params, plan, q, qn } from './sql/builder'
import { runWrite } from './write'

const MIN_REBUILD_INTERVAL_MS = 1000
const TABLE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

export function createRestHandler(ctx: BackendContext): ServiceHandler {
  const { db, config } = ctx
  const rest = config.rest
  let lastRebuild = 0

  /** The cache, rebuilt once (at most every second) when a name is missing from it. */
  async function cacheWith(has: (view: SchemaView) => boolean, schema: string) {
    const cache = await getSchemaCache(db, rest.schemas)
    if (has(cache.schemas.get(schema)!) || Date.now() - lastRebuild < MIN_REBUILD_INTERVAL_MS)
      return cache
    lastRebuild = Date.now()
    invalidateSchemaCache(db)
    return getSchemaCache(db, rest.schemas)
  }

  /** Top-level limit/offset: query parameters, the Range header (reads), capped at max_rows. */
  function pageOf(root: Node, req: IncomingMessage): { limit: number; offset: number } {
    let { limit, offset = 0 } = root.params
    if (limit !== undefined && limit < 0) throw negativeLimit()
    const range = ['GET', 'HEAD'].includes(req.method ?? 'GET') ? rangeHeader(req) : undefined
    if (range) {
      const upper = Math.min(
        limit === undefined ? Infinity : offset + limit - 1,
        range.limit === undefined ? Infinity : range.offset + range.limit - 1,
      )
      offset = Math.max(offset, range.offset)
      limit = upper === Infinity ? undefined : Math.max(0, upper - offset + 1)
    }
    return { limit: Math.min(limit ?? rest.maxRows, rest.maxRows), offset }
  }

  return async (req, res, path, url) => {
    let role = 'anon'
    try {
      const identity = authenticate(req, config)
      role = identity.role
      const method = req.method ?? 'GET'
      const schema = profileOf(req, rest.schemas)
      const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
      const isRpc = segments[0] === 'rpc' && segments.length === 2
      if (segments.length > (isRpc ? 2 : 1))
        throw pgrstError(404, 'PGRST125', 'Invalid path specified in request URL')
      const prefer = parsePrefer(req.headers.prefer)
      const base: RequestContext = {
        role,
        claims: identity.claims,
        headers: headerObject(req),
        cookies: cookiesOf(req),
        method,
        path,
        searchPath: [schema, ...rest.extraSearchPath],
        statementTimeout: config.statementTimeouts[role],
      }
      const common: Record<string, string> =
        rest.schemas.length > 1 ? { 'Content-Profile': schema } : {}

      if (segments.length === 0) {
        if (method === 'OPTIONS') return allow(res, ['OPTIONS', 'GET', 'HEAD'])
        if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(method)
        const media = negotiate(req, true)
        const cache = await getSchemaCache(db, rest.schemas)
        const doc = await openApi(db, base, cache.schemas.get(schema)!, url)
        sendText(
          res,
          200,
          { ...common, 'content-type': CONTENT_TYPES[media.type] },
          method === 'HEAD' ? undefined : JSON.stringify(doc),
        )
        return
      }

      const name = isRpc ? segments[1]! : segments[0]!
      const cache = await cacheWith(
        (v) => (isRpc ? v.functions.has(name) : v.tables.has(name)),
        schema,
      )
      const view = cache.schemas.get(schema)!
      const head = method === 'HEAD'
      const reading = method === 'GET' || head

      if (isRpc) {
        const overloads = view.functions.get(name)
        if (method === 'OPTIONS') {
          const readable = overloads?.some((f) => f.volatility !== 'v')
          return allow(res, readable ? ['OPTIONS', 'GET', 'HEAD', 'POST'] : ['OPTIONS', 'POST'])
        }
        if (!reading && method !== 'POST')
          throw pgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`)
        const media = negotiate(req)
        const query = parseQueryParams(url.searchParams, reading)
        const body = reading ? undefined : ((await readJson(req, config.maxJsonBody)) ?? {})
        if (Array.isArray(body)) uniformKeys(body)
        checkStrict(prefer, cache.timezones)
        const call = resolveFunction(
          view,
          name,
          argumentKeys(query, body, !reading),
          !reading,
          prefer.params === 'single-object',
        )
        const readOnly = reading || call.fn.volatility !== 'v'
        if (prefer.maxAffected !== undefined && !call.fn.returnsSet)
          throw pgrstError(
            400,
            'PGRST128',
            'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
          )
        const run = async (tx: Queryable) => {
          const result = await runRpc(tx, view, {
            call,
            query,
            body,
            count: prefer.count,
            maxRows: rest.maxRows,
            shape: shapeOf(media),
            stripNulls: media.stripNulls,
            head,
            page: (root) => pageOf(root, req),
          })
          if (prefer.maxAffected !== undefined && result.n > prefer.maxAffected)
            throw maxAffectedError(result.n)
          return result
        }
        const ctx = { ...base, readOnly, timezone: prefer.timezone }
        const needsTx =
          (media.type === 'object' && !readOnly) ||
          prefer.maxAffected !== undefined ||
          (prefer.count !== undefined && prefer.count !== 'exact')
        const out = needsTx ? await db.asRequest(ctx, run) : await run(oneStatement(db, ctx))
        const applied = appliedHeader(prefer, {
          count: true,
          params: call.wholeBody,
          maxAffected: true,
        })
        if (out.void) {
          respond(res, 204, { ...common, ...applied }, out, undefined)
          return
        }
        const { status, range } = readOutcome(out.offset, out.n, out.total)
        const headers = {
          ...common,
          ...applied,
          'Content-Range': range,
          'content-type': CONTENT_TYPES[media.type],
        }
        respond(res, status, headers, out, head ? undefined : out.body)
        return
      }

      const table = view.tables.get(name)
      if (!table) {
        const near = closest(name, view.tables.keys())
        throw pgrstError(
          404,
          'PGRST205',
          `Could not find the table '${schema}.${name}' in the schema cache`,
          null,
          near ? `Perhaps you meant the table '${schema}.${near}'` : null,
        )
      }
      if (method === 'OPTIONS') {
        const allowed = table.kind === 'table' ? TABLE_METHODS : ['GET', 'HEAD']
        if (table.kind === 'view') {
          if (table.insertable) allowed.push('POST')
          if (table.insertable && table.updatable && table.primaryKey.length) allowed.push('PUT')
          if (table.updatable) allowed.push('PATCH')
          if (table.deletable) allowed.push('DELETE')
        }
        return allow(res, ['OPTIONS', ...allowed])
      }
      if (!TABLE_METHODS.includes(method)) throw methodNotAllowed(method)
      const media = negotiate(req)
      const query = parseQueryParams(url.searchParams)
      const root = plan(view, table, query)
      checkStrict(prefer, cache.timezones)

      if (reading) {
        const page = pageOf(root, req)
        const run = (tx: Queryable) =>
          readRows(
            tx,
            {
              root,
              from: `${qn(schema, table.name)} as ${q(root.alias)}`,
              params: new Params(),
              shape: shapeOf(media) ?? 'array',
              stripNulls: media.stripNulls,
              head,
              page,
            },
            prefer.count,
            rest.maxRows,
          )
        const ctx = { ...base, readOnly: true, timezone: prefer.timezone }
        const result =
          prefer.count === undefined || prefer.count === 'exact'
            ? await run(oneStatement(db, ctx))
            : await db.asRequest(ctx, run)
        const { status, range } = readOutcome(page.offset, result.n, result.total)
        const canonical = canonicalQuery(url.searchParams)
        const headers = {
          ...common,
          ...appliedHeader(prefer, { count: true }),
          'Content-Range': range,
          'Content-Location': `/${table.name}${canonical ? `?${canonical}` : ''}`,
          'content-type': CONTENT_TYPES[media.type],
        }
        respond(res, status, headers, result, head ? undefined : result.body)
        return
      }

      const body = method === 'DELETE' ? undefined : await readJson(req, config.maxJsonBody)
      if (method !== 'DELETE' && body === undefined)
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json', null, null)
      const out = await db.asRequest(
        { ...base, readOnly: false, timezone: prefer.timezone },
        (tx) =>
          runWrite(tx, {
            method: method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
            table,
            root,
            query,
            prefer,
            shape: shapeOf(media) ?? 'array',
            body,
            safeUpdate: rest.safeUpdate,
          }),
      )
      respond(
        res,
        out.status,
        { ...common, ...out.headers },
        { gucStatus: out.gucs.status, gucHeaders: out.gucs.headers },
        out.body,
      )
    } catch (error) {
      const http = toHttpError(error, role)
      if (!(http instanceof HttpError) || res.headersSent) throw http
      sendError(res, http)
    }
  }
}

/**
 * An error as PostgREST sends it: its JSON with `Proxy-Status: PostgREST; error=<code>`, and
 * the reason phrase a function chose (`RAISE SQLSTATE 'PT…'`, PGRST's `status_text`).
 */
function sendError(res: ServerResponse, error: HttpError) {
  const body = error.body as { code?: unknown }
  const text = JSON.stringify(error.body)
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES.json,
    'Content-Length': String(Buffer.byteLength(text)),
    ...(typeof body?.code === 'string' ? { 'Proxy-Status': `PostgREST; error=${body.code}` } : {}),
    ...error.headers,
  }
  if (error instanceof ReasonError) res.writeHead(error.status, error.reason, headers)
  else res.writeHead(error.status, headers)
  res.end(text)
}

/**
 * PostgREST's canonical query string (`qsCanonical`): keys sorted (stably), a repeated key's
 * values joined by commas, encoded like Network.HTTP's urlEncodeVars.
 */
export function canonicalQuery(search: URLSearchParams): string {
  const enc = (s: string) =>
    encodeURIComponent(s).replace(
      /[!'()*]/g,
      (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase(),
    )
  const pairs = [...search].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const out: string[] = []
  const seen = new Set<string>()
  for (const [key] of pairs) {
    if (seen.has(key)) continue
    seen.add(key)
    const values = pairs.filter(([k]) => k === key).map(([, v]) => enc(v))
    out.push(`${enc(key)}=${values.join(',')}`)
  }
  return out.join('&')
}

function shapeOf(media: Media): BodyShape | undefined {
  return media.type === 'object' ? 'single' : media.type === 'csv' ? 'csv' : undefined
}

/** A Queryable that runs exactly one statement in its own request transaction (fast path). */
function oneStatement(db: BackendContext['db'], ctx: RequestContext): Queryable {
  let used = false
  return {
    query: <T>(sql: string, params: (string | null)[] = []) => {
      if (used) throw new Error('oneStatement: a second statement needs db.asRequest')
      used = true
      return db.requestStatement<T>(ctx, sql, params)
    },
  }
}

/** OPTIONS: 200 with the methods the resource allows (no transaction). */
function allow(res: ServerResponse, methods: string[]) {
  sendText(res, 200, { Allow: methods.join(',') })
}

/**
 * Sends the response, applying `response.status` / `response.headers` a function or trigger
 * set (PGRST112 / PGRST111 when they are malformed).
 */
function respond(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  gucs: Pick<RowsResult, 'gucStatus' | 'gucHeaders'>,
  body: string | undefined,
) {
  if (gucs.gucHeaders !== undefined) {
    let list: unknown
    try {
      list = JSON.parse(gucs.gucHeaders)
    } catch {
      list = undefined
    }
    const valid =
      Array.isArray(list) &&
      list.every(
        (h) =>
          h &&
          typeof h === 'object' &&
          Object.keys(h).length === 1 &&
          typeof Object.values(h)[0] === 'string',
      )
    if (!valid)
      throw pgrstError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      )
    for (const h of list as Record<string, string>[]) {
      const [key, value] = Object.entries(h)[0]!
      const existing = Object.keys(headers).find((k) => k.toLowerCase() === key.toLowerCase())
      if (existing) delete headers[existing]
      headers[key] = value
    }
  }
  if (gucs.gucStatus !== undefined) {
    if (!/^\d{3}$/.test(gucs.gucStatus) || Number(gucs.gucStatus) < 100)
      throw pgrstError(500, 'PGRST112', 'response.status guc must be a valid status code')
    status = Number(gucs.gucStatus)
  }
  sendText(res, status, headers, body)
}

/** A POST body that is an array must have the same keys in every object (PGRST102). */
function uniformKeys(rows: unknown[]) {
  const keys = (r: unknown) =>
    r && typeof r === 'object' && !Array.isArray(r) ? Object.keys(r).sort().join('\u0000') : null
  const first = keys(rows[0])
  if (rows.some((r) => keys(r) === null || keys(r) !== first))
    throw pgrstError(400, 'PGRST102', 'All object keys must match')
}

function cookiesOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim()
  }
  return out
}

function authenticate(req: IncomingMessage, config: BackendContext['config']) {
  try {
    return identify(req, config)
  } catch (error) {
    if (!(error instanceof JwtError)) throw error
    const expired = error.kind === 'expired'
    throw pgrstError(401, expired ? 'PGRST303' : 'PGRST301', error.message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.message.replace(/"/g, "'")}"`,
    })
  }
}

function methodNotAllowed(method: string) {
  return pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null, null)
}

function toHttpError(error: unknown, role: string): unknown {
  if (error instanceof HttpError) return error
  return fromPgError(error, role) ?? error
}
