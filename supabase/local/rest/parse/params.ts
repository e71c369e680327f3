/**
 * Groups the query string the way PostgREST reads it: `select`, top-level and embedded
 * (`alias.`-prefixed) filters, logic trees, order, limit and offset; repeated keys AND-ed.
 */
import { parseError } from '../errors'
import {
  parseField,
  parseFilter,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  type OrderTerm,
  type Predicate,
  type SelectItem,
} from './grammar'

export interface LevelParams {
  filters: Predicate[]
  order?: OrderTerm[]
  limit?: number
  offset?: number
}

export interface QueryParams {
  select?: SelectItem[]
  columns?: string[]
  onConflict?: string[]
  /** Keyed by embed path ('' = top level, 'children', 'roles.actors'). */
  levels: Map<string, LevelParams>
}

const LEVEL_KEYS = new Set(['order', 'limit', 'offset', 'or', 'and'])

function level(levels: Map<string, LevelParams>, path: string): LevelParams {
  let l = levels.get(path)
  if (!l) {
    l = { filters: [] }
    levels.set(path, l)
  }
  return l
}

/** `skip`: keys consumed elsewhere (RPC arguments on GET). */
export function parseQueryParams(
  search: URLSearchParams,
  skip: Set<string> = new Set(),
): QueryParams {
  const out: QueryParams = { levels: new Map([['', { filters: [] }]]) }
  for (const [key, value] of search) {
    if (skip.has(key)) continue
    if (key === 'select') {
      out.select = parseSelect(value.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''))
      continue
    }
    if (key === 'columns') {
      out.columns = value
        .split(',')
        .map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
        .filter(Boolean)
      continue
    }
    if (key === 'on_conflict') {
      out.onConflict = value
        .split(',')
        .map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
        .filter(Boolean)
      continue
    }
    const parts = key.split('.')
    let last = parts.pop()!
    let negate = false
    if ((last === 'or' || last === 'and') && parts[parts.length - 1] === 'not') {
      parts.pop()
      negate = true
    }
    const path = parts.join('.')
    if (LEVEL_KEYS.has(last)) {
      const l = level(out.levels, path)
      if (last === 'or' || last === 'and') l.filters.push(parseLogic(last, negate, value))
      else if (last === 'order') l.order = parseOrder(value)
      else if (last === 'limit') l.limit = parseNonNegativeInt(value, 'limit')
      else l.offset = parseNonNegativeInt(value, 'offset')
      continue
    }
    if (!last) throw parseError(`failed to parse filter key (${key})`)
    // A JSON path may itself contain dots in quoted keys; keep it whole when arrows follow.
    const arrow = key.indexOf('->')
    let fieldPath = path
    if (arrow >= 0) {
      const head = key.slice(0, arrow)
      const segs = head.split('.')
      last = segs.pop()! + key.slice(arrow)
      fieldPath = segs.join('.')
    }
    level(out.levels, fieldPath).filters.push(parseFilter(parseField(last), value))
  }
  return out
}
