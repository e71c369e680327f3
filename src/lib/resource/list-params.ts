import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

/** A select filter of a list: its URL key, label and options. */
export interface FilterDef {
  id: string
  label: string
  options: { value: string; label: string }[]
}

/** A list screen's state, kept in the URL (`?q=&sort=-published_at&page=2&size=20&status=draft`). */
export interface ListParams {
  q: string
  sort: string | null
  desc: boolean
  page: number
  size: number
  filters: Record<string, string>
}

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20

const RESERVED = new Set(['q', 'sort', 'page', 'size'])

/** Reads list params from a URLSearchParams; only `filterIds` become filters. */
export function parseListParams(
  search: URLSearchParams,
  filterIds: readonly string[] = [],
): ListParams {
  const sort = search.get('sort')
  const page = Number.parseInt(search.get('page') ?? '1', 10)
  const size = Number.parseInt(search.get('size') ?? String(DEFAULT_PAGE_SIZE), 10)
  const filters: Record<string, string> = {}
  for (const id of filterIds) {
    const value = search.get(id)
    if (value && !RESERVED.has(id)) filters[id] = value
  }
  return {
    q: search.get('q') ?? '',
    sort: sort ? sort.replace(/^-/, '') : null,
    desc: sort?.startsWith('-') ?? false,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    filters,
  }
}

/** Writes a change into search params; any change but the page itself goes back to page 1. */
export function writeListParams(
  search: URLSearchParams,
  change: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string | null> },
): URLSearchParams {
  const next = new URLSearchParams(search)
  const set = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') next.delete(key)
    else next.set(key, value)
  }
  if (change.q !== undefined) set('q', change.q)
  if (change.sort !== undefined) {
    set('sort', change.sort === null ? null : `${change.desc ? '-' : ''}${change.sort}`)
  }
  if (change.size !== undefined)
    set('size', change.size === DEFAULT_PAGE_SIZE ? null : String(change.size))
  for (const [id, value] of Object.entries(change.filters ?? {})) set(id, value)
  const page = change.page ?? 1
  set('page', page > 1 ? String(page) : null)
  return next
}

/**
 * The list state of the current URL, and a setter that replaces the history entry (typing in
 * the search box does not add a back-button step per letter).
 */
export function useListParams(filterIds: readonly string[] = []) {
  const [search, setSearch] = useSearchParams()
  const key = filterIds.join(',')
  const params = useMemo(() => parseListParams(search, key ? key.split(',') : []), [search, key])
  const update = useCallback(
    (change: Parameters<typeof writeListParams>[1]) =>
      setSearch((current) => writeListParams(current, change), { replace: true }),
    [setSearch],
  )
  return [params, update] as const
}
