import { EDITORIAL_TABLES } from '@/config/admin-screens'
import type { TypedSupabaseClient } from '@/lib/supabase'
import type { Database } from '@/types/database'

import { ConflictError, type LastChange } from './db-errors'
import type { ListParams } from './list-params'

export type TableName = keyof Database['public']['Tables']
/** A view a list may be read from (`ListConfig.source`), e.g. rows joined with their parent. */
export type ViewName = keyof Database['public']['Views']

/**
 * The kit's generic requests. Feature `api/` files call them with the supabase client, so
 * only features talk to supabase while the list/save logic lives here once. supabase-js'
 * builder types do not survive a table name chosen at run time, hence the loose type below.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseBuilder = any

function from(client: TypedSupabaseClient, table: TableName | ViewName): LooseBuilder {
  return client.from(table as TableName)
}

/** How a list screen's URL parameters become a query. */
export interface ListConfig {
  /** Columns searched with `ilike` (json paths allowed: `title->>id`). */
  search: readonly string[]
  /**
   * Normalised columns searched with `ilike` for the query as their function turns it (the
   * register's `name_key` for the query's company name key: "PT. Adhi Baja" → "adhi baja").
   */
  searchKeys?: Readonly<Record<string, (q: string) => string>>
  /**
   * Sortable columns: database columns, each sorted under its own name (json paths allowed:
   * `title->>id` sorts the `title` column), or column ids → database column where they differ.
   */
  sortable: readonly string[] | Readonly<Record<string, string>>
  /** Used when the URL names no sort. */
  defaultSort: { id: string; desc: boolean }
  /** Filter id → how to apply its value; by default `eq(id, value)`. */
  filters?: Readonly<Record<string, (query: LooseBuilder, value: string) => LooseBuilder>>
  /** Columns to select (default `*`). */
  select?: string
  /**
   * A view to read the list from instead of the table (derived or joined columns to show,
   * search, filter and sort by); writes still go to the table. Its rows keep the table's `id`.
   */
  source?: ViewName
}

/** A list's sortable columns as column id → database column (`title->>id` sorts `title`). */
export function sortColumns(sortable: ListConfig['sortable']): Readonly<Record<string, string>> {
  if (!isList(sortable)) return sortable
  return Object.fromEntries(sortable.map((column) => [column.split('->')[0], column]))
}

const isList = (value: unknown): value is readonly string[] => Array.isArray(value)

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
 * The most rows one request returns: hosted Supabase's and the embedded backend's `max_rows`
 * (1,000 by default). Longer lists are read page by page.
 */
export const READ_PAGE_ROWS = 1000

/** The most rows an export reads (a runaway guard, far above any list of this site). */
const EXPORT_MAX_ROWS = 200_000

/** Progress of a long read: rows read so far and the list's total. */
export type ReadProgress = (done: number, total: number) => void

/**
 * One page (or, with `all`, every row for CSV export, read 1,000 at a time with `onProgress`
 * after each) of a table under the list's search, filters and sort, with the exact total count.
 */
export async function fetchList<T>(
  client: TypedSupabaseClient,
  table: TableName,
  params: ListParams,
  config: ListConfig,
  signal?: AbortSignal,
  options: { all?: boolean; onProgress?: ReadProgress } = {},
): Promise<ListResult<T>> {
  const build = (withCount: boolean) => {
    let query = from(client, config.source ?? table).select(
      config.select ?? '*',
      withCount ? { count: 'exact' } : undefined,
    )
    const term = searchTerm(params.q)
    const searched = term ? config.search.map((column) => `${column}.ilike.*${term}*`) : []
    for (const [column, toKey] of Object.entries(config.searchKeys ?? {})) {
      const key = term && searchTerm(toKey(params.q))
      if (key) searched.push(`${column}.ilike.*${key}*`)
    }
    if (searched.length) query = query.or(searched.join(','))
    for (const [id, value] of Object.entries(params.filters)) {
      if (!value) continue
      const apply = config.filters?.[id]
      query = apply ? apply(query, value) : query.eq(id, value)
    }
    const sortable = sortColumns(config.sortable)
    const sorted = params.sort && sortable[params.sort]
    const sortId = sorted ? params.sort! : config.defaultSort.id
    const desc = sorted ? params.desc : config.defaultSort.desc
    const column = sortable[sortId] ?? sortId
    query = query.order(column, { ascending: !desc, nullsFirst: false })
    // A unique last key: pages of an export neither repeat nor skip rows with equal values.
    if (column !== 'id') query = query.order('id', { ascending: true })
    return signal ? query.abortSignal(signal) : query
  }
  if (!options.all) {
    const from = (params.page - 1) * params.size
    const { data, error, count } = await build(true).range(from, from + params.size - 1)
    if (error) throw error
    return { rows: (data ?? []) as T[], count: count ?? 0 }
  }
  const rows: T[] = []
  let total = 0
  for (;;) {
    // The count once, with the first page; the server may send fewer rows than asked.
    const first = rows.length === 0
    const { data, error, count } = await build(first).range(
      rows.length,
      rows.length + READ_PAGE_ROWS - 1,
    )
    if (error) throw error
    if (first) total = count ?? 0
    const page = (data ?? []) as T[]
    rows.push(...page)
    options.onProgress?.(rows.length, Math.max(total, rows.length))
    if (page.length === 0 || rows.length >= total || rows.length >= EXPORT_MAX_ROWS) break
  }
  return { rows, count: total }
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
 * Updates a row only if it still has the `updated_at` it was loaded with
 * (docs/product.md#no-lost-updates). When nothing matched (changed or deleted meanwhile) it throws
 * a ConflictError naming who did it.
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

/** How an ordered table numbers its rows. */
export interface OrderConfig {
  /** The position column (default `sort_order`). */
  column?: string
  /**
   * `tens` (default): 10, 20, 30 …, a new row at max + 10 (at most 10,000). `contiguous`:
   * 1, 2 … n, a new row at n + 1, and the rest renumbered after a delete.
   */
  numbering?: 'tens' | 'contiguous'
  /** Columns loaded with each row in order (default `*`). */
  select?: string
  /** Second sort column for equal positions (default `id`). */
  tieBreak?: string
  /** A list filter that scopes the order (subclasses within the classification it names). */
  scope?: string
}

const positionColumn = (order: OrderConfig) => order.column ?? 'sort_order'
const step = (order: OrderConfig) => (order.numbering === 'contiguous' ? 1 : 10)

/** Every row of an ordered table (or of one scope: `{ category_id: x }`) in display order. */
export async function fetchInOrder<T>(
  client: TypedSupabaseClient,
  table: TableName,
  order: OrderConfig,
  filters: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<T[]> {
  let query = from(client, table)
    .select(order.select ?? '*')
    .order(positionColumn(order))
    .order(order.tieBreak ?? 'id')
  for (const [column, value] of Object.entries(filters)) query = query.eq(column, value)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return (data ?? []) as T[]
}

/** The position that puts a new row after every existing one (max + 10, or n + 1). */
export async function nextPosition(
  client: TypedSupabaseClient,
  table: TableName,
  order: OrderConfig,
): Promise<number> {
  const column = positionColumn(order)
  const { data, error } = await from(client, table)
    .select(column)
    .order(column, { ascending: false })
    .limit(1)
  if (error) throw error
  const max = (data as Record<string, number>[] | null)?.[0]?.[column]
  const next = (typeof max === 'number' ? max : 0) + step(order)
  return order.numbering === 'contiguous' ? next : Math.min(10_000, next)
}

/**
 * Inserts when `loaded` is null, else a conflict-checked update. With `order`, a new row goes
 * to the end of the list.
 */
export async function saveRow<T>(
  client: TypedSupabaseClient,
  table: TableName,
  loaded: { id: string; updated_at: string } | null,
  values: Record<string, unknown>,
  order?: OrderConfig,
): Promise<T> {
  if (loaded) return updateIfUnchanged<T>(client, table, loaded.id, loaded.updated_at, values)
  const position = order
    ? { [positionColumn(order)]: await nextPosition(client, table, order) }
    : {}
  return insertRow<T>(client, table, { ...values, ...position })
}

/** Whether a table's deletes go to the trash (the editorial collections, docs/decisions/031). */
export const hasTrash = (table: string) => EDITORIAL_TABLES.includes(table)

/**
 * Deletes rows by id (an editorial table moves them to the trash); fails (42501/23503) rather
 * than silently deleting nothing.
 */
export async function deleteRows(
  client: TypedSupabaseClient,
  table: TableName,
  ids: readonly string[],
): Promise<number> {
  if (hasTrash(table)) {
    // The delete moves the rows to the trash and answers none: the rows must be visible before
    // and hidden after (rows still visible were refused).
    const visible = async () => {
      const { data, error } = await from(client, table).select('id').in('id', ids)
      if (error) throw error
      return (data ?? []).length
    }
    if ((await visible()) < ids.length) throw { code: '42501', message: 'not deleted' }
    const { error } = await from(client, table).delete().in('id', ids)
    if (error) throw error
    if ((await visible()) > 0) throw { code: '42501', message: 'not deleted' }
    return ids.length
  }
  const { data, error } = await from(client, table).delete().in('id', ids).select('id')
  if (error) throw error
  const deleted = (data ?? []).length
  if (deleted < ids.length) throw { code: '42501', message: 'not deleted' }
  return deleted
}

/** A row's new place: its position, and for a tree (the menu) optionally its new parent. */
export interface RowPosition {
  id: string
  position: number
  parent_id?: string | null
}

/**
 * Writes new positions in one transaction (the `reorder_rows` RPC): every row takes its place
 * or, when anything fails (a row deleted meanwhile, a check, a permission), none does.
 */
export async function reorderRows(
  client: TypedSupabaseClient,
  table: TableName,
  items: readonly RowPosition[],
): Promise<void> {
  if (items.length === 0) return
  const { error } = await client.rpc('reorder_rows', { target: table, items: items as never })
  if (error) throw error
}

/**
 * Persists an order: positions 10, 20, 30 … (or 1, 2, 3 … when contiguous) for the ids in the
 * given order, sending only the rows whose position changes, in one transaction. `items`
 * carry their current position as `sort_order`, whatever the column is called.
 */
export async function saveOrder(
  client: TypedSupabaseClient,
  table: TableName,
  items: readonly { id: string; sort_order: number }[],
  order: OrderConfig = {},
): Promise<void> {
  await reorderRows(
    client,
    table,
    items
      .map((item, index) => ({
        id: item.id,
        position: (index + 1) * step(order),
        before: item.sort_order,
      }))
      .filter((item) => item.position !== item.before)
      .map(({ id, position }) => ({ id, position })),
  )
}
