/** GET/HEAD on a table or view, and the shared "rows as JSON" query used by RPC and writes. */
import { pgrstError } from './errors'
import {
  MAX_ROWS,
  orderClause,
  selectList,
  whereConditions,
  type Node,
  type Params,
} from './sql/builder'
import { rangeNotSatisfiable, readRange } from './request'

/** A transaction, or the one-statement fast path (`Database.requestStatement`). */
export interface Queryable {
  query<T>(sql: string, params?: (string | null)[]): Promise<{ rows: T[]; affectedRows?: number }>
}

export interface RowsResult {
  /** JSON text: an array, or the single object when singular. */
  body: string
  n: number
  total?: number
}

export interface RowsQuery {
  root: Node
  /** FROM item, aliased as root.alias. */
  from: string
  params: Params
  count: boolean
  singular: boolean
  /** No body needed (HEAD). */
  head?: boolean
  /** Top-level limit/offset apply (reads); false for mutation results. */
  paginate: boolean
  /** Prepended CTE (mutations). */
  with?: string
  /** Extra output columns (`expr as name`), e.g. the count of upserted rows that were inserts. */
  extra?: string[]
}

export function buildRowsSql(query: RowsQuery): { sql: string; limit: number; offset: number } {
  const { root, from, params: p } = query
  const where = whereConditions(root, p)
  const whereSql = where.length ? ` where ${where.join(' and ')}` : ''
  const limit = Math.min(root.params.limit ?? MAX_ROWS, MAX_ROWS)
  const offset = root.params.offset ?? 0
  let inner = `select ${selectList(root, p)} from ${from}${whereSql}${orderClause(root, root.params.order, p)}`
  // Bound, like every value: one prepared statement serves every page.
  if (query.paginate)
    inner += ` limit ${p.add(String(limit))}::int8 offset ${p.add(String(offset))}::int8`
  const cols: string[] = []
  if (query.count) cols.push(`(select count(*) from ${from}${whereSql})::int as total`)
  cols.push('count(*)::int as n', ...(query.extra ?? []))
  if (!query.head)
    cols.push(
      query.singular
        ? `(json_agg(_r)->0)::text as body`
        : `coalesce(json_agg(_r), '[]')::text as body`,
    )
  const sql = `${query.with ?? ''}select ${cols.join(', ')} from (${inner}) _r`
  return { sql, limit, offset }
}

export async function runRows(
  tx: Queryable,
  query: RowsQuery,
): Promise<RowsResult & { offset: number; inserted?: number }> {
  const { sql, offset } = buildRowsSql(query)
  const result = await tx.query<{ total?: number; n: number; body?: string; inserted?: number }>(
    sql,
    query.params.values,
  )
  const row = result.rows[0]!
  if (query.singular && row.n !== 1) throw singularError(row.n)
  return {
    body: row.body ?? (query.singular ? 'null' : '[]'),
    n: row.n,
    total: row.total ?? undefined,
    offset,
    inserted: row.inserted ?? undefined,
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

/** Status, Content-Range and 416 check for a read result. */
export function readOutcome(result: RowsResult & { offset: number }, count: boolean) {
  const { status, range } = readRange(result.offset, result.n, count ? result.total : undefined)
  if (status === 416) throw rangeNotSatisfiable(result.offset, result.total ?? 0)
  return { status, range }
}
