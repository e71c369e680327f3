/**
 * The PostgREST-compatible `/rest/v1` service: tables and views of the `public` schema and
 * `/rpc/<function>`, each request in one transaction as the caller's role.
 * shared/reference/supabase-http-surface.md §1 is the specification.
 */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../db/database'
import { HttpError, headerObject, type BackendContext, type ServiceHandler } from '../http'
import { identify } from '../identity'
import { JwtError } from '../jwt'
import { closest, fromPgError, pgrstError, unsupported } from './errors'
import { parseQueryParams } from './parse/params'
import { readOutcome, runRows, type Queryable } from './read'
import {
  appliedHeader,
  checkProfile,
  parsePrefer,
  readJson,
  sendText,
  wantsSingular,
} from './request'
import { resolveFunction, runRpc } from './rpc'
import { plan, q, qt, Params } from './sql/builder'
import { getSchemaCache, invalidateSchemaCache, SCHEMA, type SchemaCache } from './schema-cache'
import { runWrite } from './write'

export { invalidateSchemaCache }

const MIN_REBUILD_INTERVAL_MS = 1000

export function createRestHandler(ctx: BackendContext): ServiceHandler {
  const { db, config } = ctx
  let lastRebuild = 0

  /** The cache, rebuilt once (at most every second) when a name is missing from it. */
  async function cacheWith(has: (cache: SchemaCache) => boolean): Promise<SchemaCache> {
    const cache = await getSchemaCache(db)
    if (has(cache) || Date.now() - lastRebuild < MIN_REBUILD_INTERVAL_MS) return cache
    lastRebuild = Date.now()
    invalidateSchemaCache(db)
    return getSchemaCache(db)
  }

  return async (req, res, path, url) => {
    let role = 'anon'
    try {
      const identity = authenticate(req, config)
      role = identity.role
      checkProfile(req)
      const method = req.method ?? 'GET'
      const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
      if (segments.length === 0) throw unsupported('the OpenAPI description at /rest/v1/')
      const isRpc = segments[0] === 'rpc' && segments.length === 2
      if (segments.length !== (isRpc ? 2 : 1)) {
        throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`, null, null)
      }
      const prefer = parsePrefer(req.headers.prefer)
      const singular = wantsSingular(req)
      const head = method === 'HEAD'
      const reading = method === 'GET' || method === 'HEAD'
      const base = {
        role,
        claims: identity.claims,
        headers: headerObject(req),
        method,
        path,
      }
      const objectType = singular
        ? 'application/vnd.pgrst.object+json; charset=utf-8'
        : 'application/json; charset=utf-8'

      if (isRpc) {
        const name = segments[1]!
        if (!['GET', 'HEAD', 'POST'].includes(method)) throw methodNotAllowed(method)
        let body: unknown = undefined
        let keys: string[]
        if (method === 'POST') {
          body = (await readJson(req, config.maxJsonBody)) ?? {}
          keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : []
        } else {
          const cache0 = await getSchemaCache(db)
          const argNames = new Set(
            (cache0.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)),
          )
          keys = [...new Set([...url.searchParams.keys()].filter((k) => argNames.has(k)))]
          body = Object.fromEntries(keys.map((k) => [k, url.searchParams.get(k)]))
        }
        const cache = await cacheWith((c) => c.functions.has(name))
        const call = resolveFunction(cache, name, keys, body, method === 'POST')
        if (call.wholeBody) call.args = body as Record<string, unknown>
        const readOnly = reading || call.fn.volatility !== 'v'
        // One statement: the fast path, unless a singular mismatch must roll a write back.
        const run = (tx: Queryable) =>
          runRpc(tx, cache, call, url.searchParams, reading, { prefer, singular, head })
        const out =
          singular && !readOnly
            ? await db.asRequest({ ...base, readOnly }, run)
            : await run(oneStatement(db, { ...base, readOnly }))
        if (out.body !== undefined && !out.headers['content-type'])
          out.headers['content-type'] = objectType
        sendText(res, out.status, out.headers, head ? undefined : out.body)
        return
      }

      const name = segments[0]!
      const cache = await cacheWith((c) => c.tables.has(name))
      const table = cache.tables.get(name)
      if (!table) {
        const near = closest(name, cache.tables.keys())
        throw pgrstError(
          404,
          'PGRST205',
          `Could not find the table '${SCHEMA}.${name}' in the schema cache`,
          null,
          near ? `Perhaps you meant the table '${SCHEMA}.${near}'` : null,
        )
      }
      const query = parseQueryParams(url.searchParams)
      const root = plan(cache, table, query)

      if (reading) {
        const count = prefer.count === 'exact'
        const result = await runRows(oneStatement(db, { ...base, readOnly: true }), {
          root,
          from: `${qt(table.name)} as ${q(root.alias)}`,
          params: new Params(),
          count,
          singular,
          head,
          paginate: true,
        })
        const { status, range } = readOutcome(result, count)
        const headers: Record<string, string> = {
          'Content-Range': range,
          'content-type': objectType,
        }
        Object.assign(headers, appliedHeader(prefer, { count: true }))
        sendText(res, status, headers, head ? undefined : result.body)
        return
      }

      if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
        if (method === 'PUT')
          throw unsupported(
            'PUT (single-row upsert); use POST with Prefer: resolution=merge-duplicates',
          )
        throw methodNotAllowed(method)
      }
      if (table.kind === 'view') throw unsupported(`writing through the view '${table.name}'`)
      const body = method === 'DELETE' ? undefined : await readJson(req, config.maxJsonBody)
      if (method !== 'DELETE' && body === undefined)
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json', null, null)
      const out = await db.asRequest({ ...base, readOnly: false }, (tx) =>
        runWrite(tx, { method, table, root, query, prefer, singular, body }),
      )
      sendText(res, out.status, out.headers, out.body)
    } catch (error) {
      throw toHttpError(error, role)
    }
  }
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
