import type { TypedSupabaseClient } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { ConflictError, type LastChange } from './db-errors'
import type { ListParams } from './list-params'

export type TableName = keyof Database['public']['Tables']

/**
 * The kit's generic requests. Feature `api/` files call them with the supabase client, so
 * only features talk to supabase while the list/save logic lives here once. supabase-js'
 * builder types do not survive a table name chosen at run time, hence the loose type below.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseBuilder = any

function from(client: TypedSupabaseClient, table: TableName): LooseBuilder {
  return client.from(table)
}

/** How a list screen's URL parameters become a query. */
export interface ListConfig {
  /** Columns searched with `ilike` (json paths allowed: `title->>id`). */
  search: readonly string[]
  /** Sortable column ids → database column (json paths allowed). */
  sortable: Readonly<Record<string, string>>
  /** Used when the URL names no sort. */
  defaultSort: { id: string; desc: boolean }
  /** Filter id → how to apply its value; by default `eq(id, value)`. */
  filters?: Readonly<Record<string, (query: LooseBuilder, value: string) => LooseBuilder>>
  /** Columns to select (default `*`). */
  select?: string
}

export interface ListResult<T> {
  rows: T[]
  count: number
}

/** Characters that would break PostgREST's `or=(…)` grammar or act as wildcards. */
export function searchTerm(q: string): string {
  return q
    .replace(/[,()*%\\:"'.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
}

/**
 * One page (or, with `all`, every row for CSV export) of a table under the list's search,
 * filters and sort, with the exact total count.
 */
export async function fetchList<T>(
  client: TypedSupabaseClient,
  table: TableName,
  params: ListParams,
  config: ListConfig,
  signal?: AbortSignal,
  options: { all?: boolean } = {},
): Promise<ListResult<T>> {
  let query = from(client, table).select(config.select ?? '*', { count: 'exact' })
  const term = searchTerm(params.q)
  if (term && config.search.length) {
    query = query.or(config.search.map((column) => `${column}.ilike.*${term}*`).join(','))
  }
  for (const [id, value] of Object.entries(params.filters)) {
    if (!value) continue
    const apply = config.filters?.[id]
    query = apply ? apply(query, value) : query.eq(id, value)
  }
  const sortId = params.sort && config.sortable[params.sort] ? params.sort : config.defaultSort.id
  const desc = params.sort && config.sortable[params.sort] ? params.desc : config.defaultSort.desc
  const column = config.sortable[sortId] ?? sortId
  query = query.order(column, { ascending: !desc, nullsFirst: false })
  if (column !== 'id') query = query.order('id', { ascending: true })
  if (!options.all) {
    const from = (params.page - 1) * params.size
    query = query.range(from, from + params.size - 1)
  } else {
    query = query.limit(10000)
  }
  if (signal) query = query.abortSignal(signal)
  const { data, error, count } = await query
  if (error) throw error
  return { rows: (data ?? []) as T[], count: count ?? 0 }
}

/** Inserts one row and returns it. */
export async function insertRow<T>(
  client: TypedSupabaseClient,
  table: TableName,
  values: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await from(client, table).insert(values).select().single()
  if (error) throw error
  return data as T
}

/** The latest audit entry of a row, or null (staff only). */
export async function fetchLastChange(
  client: TypedSupabaseClient,
  table: TableName,
  id: string,
): Promise<LastChange | null> {
  const { data, error } = await client.rpc('last_change', { entity: table, record_id: id })
  if (error) return null
  return (data as LastChange | null) ?? null
}

/**
 * Updates a row only if it still has the `updated_at` it was loaded with (DECISIONS 15). When
 * nothing matched (changed or deleted meanwhile) it throws a ConflictError naming who did it.
 */
export async function updateIfUnchanged<T>(
  client: TypedSupabaseClient,
  table: TableName,
  id: string,
  loadedUpdatedAt: string,
  values: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await from(client, table)
    .update(values)
    .eq('id', id)
    .eq('updated_at', loadedUpdatedAt)
    .select()
  if (error) throw error
  const rows = (data ?? []) as T[]
  if (rows.length === 0) throw new ConflictError(await fetchLastChange(client, table, id))
  return rows[0] as T
}

/** The `sort_order` that puts a new row after every existing one (max + 10). */
export async function nextSortOrder(
  client: TypedSupabaseClient,
  table: TableName,
  column = 'sort_order',
): Promise<number> {
  const { data, error } = await from(client, table)
    .select(column)
    .order(column, { ascending: false })
    .limit(1)
  if (error) throw error
  const max = (data as Record<string, number>[] | null)?.[0]?.[column]
  return Math.min(10_000, (typeof max === 'number' ? max : 0) + 10)
}

/**
 * Inserts when `loaded` is null, else a conflict-checked update. With `append`, a new row of an
 * ordered table goes to the end of the list (`sort_order` = max + 10).
 */
export async function saveRow<T>(
  client: TypedSupabaseClient,
  table: TableName,
  loaded: { id: string; updated_at: string } | null,
  values: Record<string, unknown>,
  options: { append?: boolean } = {},
): Promise<T> {
  if (loaded) return updateIfUnchanged<T>(client, table, loaded.id, loaded.updated_at, values)
  const extra = options.append ? { sort_order: await nextSortOrder(client, table) } : {}
  return insertRow<T>(client, table, { ...values, ...extra })
}

/** Deletes rows by id; fails (42501/23503) rather than silently deleting nothing. */
export async function deleteRows(
  client: TypedSupabaseClient,
  table: TableName,
  ids: readonly string[],
): Promise<number> {
  const { data, error } = await from(client, table).delete().in('id', ids).select('id')
  if (error) throw error
  const deleted = (data ?? []).length
  if (deleted < ids.length) throw { code: '42501', message: 'not deleted' }
  return deleted
}

/** Persists an order: `sort_order` = 10, 20, 30 … for the ids in the given order. */
export async function saveOrder(
  client: TypedSupabaseClient,
  table: TableName,
  items: readonly { id: string; sort_order: number }[],
  column = 'sort_order',
): Promise<void> {
  const changed = items
    .map((item, index) => ({ id: item.id, next: (index + 1) * 10, before: item.sort_order }))
    .filter((item) => item.next !== item.before)
  for (const item of changed) {
    const { error } = await from(client, table)
      .update({ [column]: item.next })
      .eq('id', item.id)
    if (error) throw error
  }
}
