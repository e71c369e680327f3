/**
 * POST (insert/upsert), PUT (upsert of one row by primary key), PATCH and DELETE on a table or
 * an updatable view, with PostgREST's SQL shape and answers.
 */
import type { Transaction } from '../db/database'
import { maxAffectedError, PgLikeError, pgrstError, unsupported } from './errors'
import type { QueryParams } from './parse/params'
import { type BodyShape, runRows, singularError } from './read'
import { appliedHeader, CONTENT_TYPES, type Prefer } from './request'
import type { Table } from './schema-cache'
import { type Node, Params, q, qn, whereConditions } from './sql/builder'

interface WriteInput {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  table: Table
  root: Node
  query: QueryParams
  prefer: Prefer
  /** How a representation is answered (`return=representation`). */
  shape: BodyShape
  body: unknown
  /** pg-safeupdate: UPDATE/DELETE without a WHERE clause fail with 21000. */
  safeUpdate: boolean
}

interface WriteOutcome {
  status: number
  headers: Record<string, string>
  body?: string
  /** `response.status` / `response.headers` GUCs (applied by the caller). */
  gucs: { status?: string; headers?: string }
}

function unknownColumn(table: Table, name: string) {
  return pgrstError(
    400,
    'PGRST204',
    `Could not find the '${name}' column of '${table.name}' in the schema cache`,
    null,
    null,
  )
}

function checkColumns(table: Table, names: string[]): void {
  for (const name of names) if (!table.columns.has(name)) throw unknownColumn(table, name)
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** json_to_recordset column definitions from the schema cache's types. */
function recordDef(table: Table, cols: string[]): string {
  return cols.map((c) => `${q(c)} ${table.columns.get(c)!.type}`).join(', ')
}

/**
 * PUT's rules (PostgREST's PGRST105/114): no limit/offset, and the filters are exactly one
 * `eq` per primary-key column. Returns the primary key's values from the filters.
 */
function putKey(table: Table, root: Node): Map<string, string> {
  if (root.params.limit !== undefined || root.params.offset !== undefined)
    throw pgrstError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT')
  const key = new Map<string, string>()
  for (const f of root.params.filters) {
    if (
      f.type !== 'filter' ||
      f.op !== 'eq' ||
      f.negate ||
      f.modifier ||
      f.field.json.length ||
      !table.primaryKey.includes(f.field.name) ||
      key.has(f.field.name)
    )
      key.clear()
    else key.set(f.field.name, f.value)
    if (key.size === 0) break
  }
  if (!table.primaryKey.length || key.size !== table.primaryKey.length)
    throw pgrstError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    )
  return key
}

const payloadMismatch = () =>
  pgrstError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)')

export async function runWrite(tx: Transaction, input: WriteInput): Promise<WriteOutcome> {
  const { method, table, root, query, prefer } = input
  const qt = (name: string) => qn(table.schema, name)
  const pk = method === 'PUT' ? putKey(table, root) : undefined
  if (root.params.limit !== undefined || root.params.offset !== undefined) {
    throw unsupported(`limit and offset on ${method} (changing only the first rows in an order)`)
  }
  const representation = prefer.return === 'representation'
  const headersOnly = prefer.return === 'headers-only'
  const statements: { sql: string; params: Params }[] = []
  let resolutionApplied = false
  const returning = representation ? ` returning ${q(root.alias)}.*` : ''
  let pkReturning = ''
  if (headersOnly && method === 'POST' && table.primaryKey.length) {
    pkReturning = ` returning ${table.primaryKey.map((c) => `${q(root.alias)}.${q(c)}::text as ${q(c)}`).join(', ')}`
  }

  if (method === 'POST' || method === 'PUT') {
    const rows = Array.isArray(input.body) ? input.body : [input.body]
    if (!rows.every(isObject) || (pk && rows.length !== 1))
      throw pgrstError(400, 'PGRST102', 'Empty or invalid json', null, null)
    if (pk && !table.primaryKey.every((c) => c in rows[0]!)) throw payloadMismatch()
    let columns: string[]
    if (query.columns) columns = query.columns
    else {
      columns = Object.keys(rows[0] ?? {})
      for (const row of rows) {
        const keys = Object.keys(row)
        if (keys.length !== columns.length || !keys.every((k) => columns.includes(k))) {
          throw pgrstError(400, 'PGRST102', 'All object keys must match', null, null)
        }
      }
    }
    checkColumns(table, columns)
    // missing=default: each row inserts only the keys it has, so the others take their DEFAULT.
    const groups = new Map<string, { cols: string[]; rows: Record<string, unknown>[] }>()
    for (const row of rows) {
      const cols = prefer.missing === 'default' ? columns.filter((c) => c in row) : columns
      const key = cols.join('\u0000')
      const group = groups.get(key) ?? { cols, rows: [] }
      group.rows.push(row)
      groups.set(key, group)
    }
    let conflict = ''
    // Without on_conflict and without a primary key PostgREST ignores the resolution.
    resolutionApplied =
      !!prefer.resolution && (query.onConflict !== undefined || table.primaryKey.length > 0)
    if (resolutionApplied || pk) {
      const target = pk ? table.primaryKey : (query.onConflict ?? table.primaryKey)
      checkColumns(table, target)
      const targetSql = target.length ? ` (${target.map(q).join(', ')})` : ''
      conflict = ` on conflict${targetSql} do nothing`
      if (pk || prefer.resolution === 'merge-duplicates') {
        const set = columns.map((c) => `${q(c)} = excluded.${q(c)}`)
        if (set.length) conflict = ` on conflict${targetSql} do update set ${set.join(', ')}`
      }
    } else if (query.onConflict) checkColumns(table, query.onConflict)
    for (const { cols, rows: groupRows } of groups.values()) {
      if (cols.length === 0) {
        for (let i = 0; i < groupRows.length; i++) {
          statements.push({
            sql: `insert into ${qt(table.name)} as ${q(root.alias)} default values${conflict}`,
            params: new Params(),
          })
        }
        continue
      }
      const p = new Params()
      const body = p.add(JSON.stringify(groupRows))
      const list = cols.map(q).join(', ')
      // PUT: the row must carry the primary key the URL names (else no row: PGRST115).
      const matches = pk
        ? ` where ${[...pk].map(([c, v]) => `_b.${q(c)} = ${p.add(v)}`).join(' and ')}`
        : ''
      statements.push({
        sql: `insert into ${qt(table.name)} as ${q(root.alias)} (${list}) select ${list} from json_to_recordset(${body}::json) as _b(${recordDef(
          table,
          cols,
        )})${matches}${conflict}`,
        params: p,
      })
    }
  } else if (method === 'PATCH') {
    if (!isObject(input.body))
      throw pgrstError(400, 'PGRST102', 'Empty or invalid json', null, null)
    const row = input.body
    const cols = query.columns ?? Object.keys(row)
    checkColumns(table, cols)
    const p = new Params()
    if (cols.length === 0) {
      // Nothing to change: PostgREST answers as if no row matched.
      statements.push({ sql: `select 1 where false`, params: p })
    } else {
      const body = p.add(JSON.stringify(row))
      const where = whereConditions(root, p)
      if (!where.length && input.safeUpdate) throw requiresWhere('UPDATE')
      statements.push({
        sql: `update ${qt(table.name)} as ${q(root.alias)} set ${cols.map((c) => `${q(c)} = _b.${q(c)}`).join(', ')} from json_to_record(${body}::json) as _b(${recordDef(
          table,
          cols,
        )})${where.length ? ` where ${where.join(' and ')}` : ''}`,
        params: p,
      })
    }
  } else {
    const p = new Params()
    const where = whereConditions(root, p)
    if (!where.length && input.safeUpdate) throw requiresWhere('DELETE')
    statements.push({
      sql: `delete from ${qt(table.name)} as ${q(root.alias)}${where.length ? ` where ${where.join(' and ')}` : ''}`,
      params: p,
    })
  }

  // Run: minimal writes return no columns (RLS SELECT policies apply only with representation).
  let n = 0
  const bodies: string[] = []
  let location: string | undefined
  // The representation is ordered as asked; the filters already chose the rows.
  const rootForResult: Node = { ...root, params: { filters: [], order: root.params.order } }
  // A merge-duplicates upsert and a PUT answer 200 when no row was inserted (all were updates)
  // and 201 when one was, as PostgREST does: a fresh row version has xmax = 0, an updated one
  // does not.
  const countInserts =
    method === 'PUT' ||
    (method === 'POST' && resolutionApplied && prefer.resolution === 'merge-duplicates')
  const insertedFlag = `(${q(root.alias)}.xmax = 0) as pgrst_inserted`
  const tableColumns = [...table.columns.keys()].map(q).join(', ')
  const shape = input.shape === 'csv' ? 'csv' : 'array'
  if (representation && shape === 'csv' && statements.length > 1)
    throw unsupported('A CSV representation of rows inserted with different key sets')
  let inserted = 0
  for (const stmt of statements) {
    const upsert = countInserts && !stmt.sql.startsWith('select')
    if (representation) {
      const result = await runRows(tx, {
        root: rootForResult,
        from: `_m as ${q(root.alias)}`,
        params: stmt.params,
        count: false,
        shape,
        with: upsert
          ? `with _m0 as (${stmt.sql} returning ${q(root.alias)}.*, ${insertedFlag}), _m as (select ${tableColumns} from _m0) `
          : `with _m as (${stmt.sql}${returning}) `,
        extra: upsert
          ? ['(select count(*) from _m0 where pgrst_inserted)::int as inserted']
          : undefined,
      })
      n += result.n
      inserted += result.inserted ?? 0
      if (shape === 'csv') bodies.push(result.body)
      else if (result.n > 0) bodies.push(result.body.slice(1, -1))
    } else if (upsert && !pkReturning) {
      const result = await tx.query<{ n: number; inserted: number }>(
        `with _m as (${stmt.sql} returning ${insertedFlag}) select count(*)::int as n, (count(*) filter (where pgrst_inserted))::int as inserted from _m`,
        stmt.params.values,
      )
      n += result.rows[0]!.n
      inserted += result.rows[0]!.inserted
    } else if (pkReturning && !stmt.sql.startsWith('select')) {
      const result = await tx.query<Record<string, string>>(
        stmt.sql + pkReturning,
        stmt.params.values,
      )
      n += result.rows.length
      const first = result.rows[0]
      if (first && location === undefined) {
        location = `/${table.name}?${table.primaryKey.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(first[c] ?? '')}`).join('&')}`
      }
    } else {
      const result = await tx.query(stmt.sql, stmt.params.values)
      n += stmt.sql.startsWith('select') ? 0 : (result.affectedRows ?? 0)
    }
  }
  if (pk && n !== 1) throw payloadMismatch()
  if (input.shape === 'single' && n !== 1) throw singularError(n)
  const limitAffected =
    prefer.maxAffected !== undefined && (method === 'PATCH' || method === 'DELETE')
  if (limitAffected && n > prefer.maxAffected!) throw maxAffectedError(n)
  const createdStatus = countInserts && inserted === 0 ? 200 : 201

  const headers: Record<string, string> = {}
  Object.assign(
    headers,
    appliedHeader(prefer, {
      resolution: resolutionApplied,
      missing: method === 'POST' || method === 'PUT',
      return: true,
      count: true,
      maxAffected: limitAffected,
    }),
  )
  const total = prefer.count === 'exact' ? String(n) : '*'
  if (method === 'PATCH') headers['Content-Range'] = n > 0 ? `0-${n - 1}/${total}` : `*/${total}`
  else headers['Content-Range'] = `*/${total}`
  if (location) headers.Location = location
  const gucs = await responseGucs(tx)

  const status =
    method === 'POST'
      ? createdStatus
      : !representation
        ? 204
        : method === 'PUT'
          ? createdStatus
          : 200
  if (!representation) return { status, headers, gucs }
  const body =
    shape === 'csv'
      ? bodies[0]!
      : input.shape === 'single'
        ? bodies[0]!.trim()
        : `[${bodies.join(',')}]`
  return {
    status,
    headers: {
      ...headers,
      'content-type':
        CONTENT_TYPES[input.shape === 'single' ? 'object' : shape === 'csv' ? 'csv' : 'json'],
    },
    body,
    gucs,
  }
}

/** pg-safeupdate's error, raised where it would be (the statement has no WHERE clause). */
function requiresWhere(command: 'UPDATE' | 'DELETE') {
  return new PgLikeError('21000', `${command} requires a WHERE clause`)
}

/** `response.status` / `response.headers` set by a trigger during the write. */
async function responseGucs(tx: Transaction) {
  const { rows } = await tx.query<{ status: string | null; headers: string | null }>(
    `select nullif(current_setting('response.status', true), '') as status, nullif(current_setting('response.headers', true), '') as headers`,
  )
  return { status: rows[0]!.status ?? undefined, headers: rows[0]!.headers ?? undefined }
}
