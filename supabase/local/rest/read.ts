/** GET/HEAD on a table or view, and the shared "rows as a response body" query used by RPC and writes. */
import { pgrstError } from './errors'
import { type Node, orderClause, Params, q, selectList, whereConditions } from './sql/builder'

/** A transaction, or the one-statement fast path (`Database.requestStatement`). */
export interface Queryable {
  query<T>(sql: string, params?: (string | null)[]): Promise<{ rows: T[]; affectedRows?: number }>
}

/**
 * How the rows become the body: an array; the one object `.single()` asked for (else 406);
 * the first row or null (a function returning one row); CSV.
 */
export type BodyShape = 'array' | 'single' | 'first' | 'csv'

interface RowsQuery {
  root: Node
  /** FROM item, aliased as root.alias. */
  from: string
  params: Params
  /** Count the rows the filters match (`count=exact`), in the same statement. */
  count: boolean
  shape: BodyShape
  /** Aggregate this column's values instead of the rows (functions returning scalars). */
  scalar?: string
  /** `nulls=stripped`: keys with null values are left out (json_strip_nulls). */
  stripNulls?: boolean
  /** No body needed (HEAD). */
  head?: boolean
  /** Top-level limit/offset (reads); undefined for mutation results. */
  page?: { limit: number; offset: number }
  /** Prepended CTE (mutations, RPC). */
  with?: string
  /** Extra output columns (`expr as name`), e.g. the count of upserted rows that were inserts. */
  extra?: string[]
}

export interface RowsResult {
  /** The body text (JSON or CSV). */
  body: string
  n: number
  total?: number
  inserted?: number
  /** `response.status` / `response.headers` a function or trigger set (PostgREST's GUCs). */
  gucStatus?: string
  gucHeaders?: string
}

function buildRowsSql(query: RowsQuery): string {
  const { root, from, params: p } = query
  const where = whereConditions(root, p)
  const whereSql = where.length ? ` where ${where.join(' and ')}` : ''
  const list = selectList(root, p)
  let inner = `select ${list.items} from ${from}${list.joins}${whereSql}${orderClause(root, root.params.order, p)}`
  // Bound, like every value: one prepared statement serves every page.
  if (query.page)
    inner += ` limit ${p.add(String(query.page.limit))}::int8 offset ${p.add(String(query.page.offset))}::int8`
  const cols: string[] = []
  if (query.count) cols.push(`(select count(*) from ${from}${whereSql})::int8 as total`)
  cols.push('count(*)::int8 as n', ...(query.extra ?? []))
  const value = query.scalar ? `_r.${q(query.scalar)}` : '_r'
  if (!query.head) {
    const strip = (json: string) => (query.stripNulls ? `json_strip_nulls(${json})` : json)
    if (query.shape === 'csv') cols.push(`${CSV_HEADER} || E'\\n' || ${CSV_BODY} as body`)
    else if (query.shape === 'array')
      cols.push(`${strip(`coalesce(json_agg(${value}), '[]')`)}::text as body`)
    // The first value as it is (json_agg(…)->0 would re-parse a large JSON result).
    else cols.push(`(${strip(`(array_agg(to_json(${value})))[1]`)})::text as body`)
  }
  cols.push(
    `nullif(current_setting('response.status', true), '') as guc_status`,
    `nullif(current_setting('response.headers', true), '') as guc_headers`,
  )
  const withSql = query.with ?? ''
  if (query.shape !== 'csv') return `${withSql}select ${cols.join(', ')} from (${inner}) _r`
  // CSV names its columns from the first row, as PostgREST's asCsvF does.
  const csvWith = withSql ? `${withSql.trimEnd()}, ` : 'with '
  return `${csvWith}_src as (${inner}) select ${cols.join(', ')} from _src _r`
}

const CSV_HEADER = `(select coalesce(string_agg(k, ','), '') from (select row_to_json(_h) as r from _src _h limit 1) _s, json_object_keys(_s.r) k)`
const CSV_BODY = `coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`

export async function runRows(tx: Queryable, query: RowsQuery): Promise<RowsResult> {
  const sql = buildRowsSql(query)
  const result = await tx.query<{
    total?: number
    n: number
    body?: string
    inserted?: number
    guc_status: string | null
    guc_headers: string | null
  }>(sql, query.params.values)
  const row = result.rows[0]!
  if (query.shape === 'single' && row.n !== 1) throw singularError(row.n)
  return {
    body: row.body ?? (query.shape === 'array' ? '[]' : 'null'),
    n: row.n,
    total: row.total ?? undefined,
    inserted: row.inserted ?? undefined,
    gucStatus: row.guc_status ?? undefined,
    gucHeaders: row.guc_headers ?? undefined,
  }
}

export function singularError(n: number) {
  return pgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
    null,
  )
}

/** Status and Content-Range of a read (RangeQuery.hs); 416 PGRST103 past the end. */
export function readOutcome(offset: number, n: number, total: number | undefined) {
  const upper = offset + n - 1
  const totalText = total === undefined ? '*' : String(total)
  const range =
    total !== 0 && offset <= upper ? `${offset}-${upper}/${totalText}` : `*/${totalText}`
  let status = 200
  if (total !== undefined) {
    if (offset > total)
      throw pgrstError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
        null,
        { 'Content-Range': `*/${total}` },
      )
    if (n < total) status = 206
  }
  return { status, range }
}

/**
 * `count=planned` (the planner's row estimate, as PostgREST reads it from EXPLAIN) and
 * `count=estimated` (exact up to max_rows, planned above). Run before the rows, in the same
 * transaction. `execute: false` (a volatile function) never runs the query to count.
 */
async function estimateCount(
  tx: Queryable,
  query: RowsQuery,
  kind: 'planned' | 'estimated',
  maxRows: number,
  execute = true,
): Promise<number> {
  const p = new Params()
  p.values.push(...query.params.values)
  const where = whereConditions(query.root, p)
  const select = `select 1 from ${query.from}${where.length ? ` where ${where.join(' and ')}` : ''}`
  const sql = `${query.with ?? ''}${select}`
  if (kind === 'estimated' && execute) {
    const { rows } = await tx.query<{ n: number }>(
      `select count(*)::int8 as n from (${sql} limit ${maxRows + 1}) _c`,
      p.values,
    )
    if (Number(rows[0]!.n) <= maxRows) return Number(rows[0]!.n)
  }
  const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) ${sql}`,
    p.values,
  )
  return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']
}

export type CountKind = 'exact' | 'planned' | 'estimated' | undefined

/** The rows with the count asked for: exact in the same statement, else estimated first. */
export async function readRows(
  tx: Queryable,
  query: Omit<RowsQuery, 'count'>,
  count: CountKind,
  maxRows: number,
  execute = true,
): Promise<RowsResult> {
  if (count === undefined || count === 'exact')
    return runRows(tx, { ...query, count: count === 'exact' })
  const total = await estimateCount(tx, { ...query, count: false }, count, maxRows, execute)
  return { ...(await runRows(tx, { ...query, count: false })), total }
}
