/**
 * Groups the query string the way PostgREST reads it (ApiRequest/QueryParams.hs): `select`,
 * top-level and embedded (`alias.`-prefixed) filters, logic trees, order, limit and offset;
 * repeated keys AND-ed. For an RPC, a key without a dot whose value has no operator is an
 * argument of the function.
 */
import { parseError } from '../errors'
import {
  FTS,
  OPERATORS,
  type OrderTerm,
  parseField,
  parseFilter,
  parseInteger,
  parseLogic,
  parseOrder,
  parseSelect,
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
  /** RPC arguments given in the query string, in order (a key may repeat: VARIADIC). */
  args: [string, string][]
}

const LEVEL_KEYS = new Set(['order', 'limit', 'offset', 'or', 'and'])
const RESERVED = new Set(['select', 'columns', 'on_conflict'])

function level(levels: Map<string, LevelParams>, path: string): LevelParams {
  let l = levels.get(path)
  if (!l) {
    l = { filters: [] }
    levels.set(path, l)
  }
  return l
}

/** PostgREST's `hasOperator`: the value starts with an operator (or `not.`). */
function looksLikeFilter(value: string): boolean {
  const [first, second] = value.split('.')
  if (first === 'not') return second !== undefined
  if (second === undefined) return false
  const op = first!.replace(/\(.*$/, '')
  return op in OPERATORS || op in FTS
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean)

/** `rpc`: keys that are not filters become function arguments instead of failing to parse. */
export function parseQueryParams(search: URLSearchParams, rpc = false): QueryParams {
  const out: QueryParams = { levels: new Map([['', { filters: [] }]]), args: [] }
  for (const [key, value] of search) {
    if (key === 'select') {
      out.select = parseSelect(value.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''))
      continue
    }
    if (key === 'columns') {
      out.columns = commaList(value)
      continue
    }
    if (key === 'on_conflict') {
      out.onConflict = commaList(value)
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
      else if (last === 'limit') l.limit = parseInteger(value, 'limit')
      else l.offset = parseInteger(value, 'offset')
      continue
    }
    if (!last) throw parseError(`failed to parse filter key (${key})`)
    if (rpc && !key.includes('.') && !RESERVED.has(key) && !looksLikeFilter(value)) {
      out.args.push([key, value])
      continue
    }
    // A JSON path may itself contain dots in quoted keys; keep it whole when arrows follow.
    const arrow = key.indexOf('->')
    let fieldPath = path
    if (arrow >= 0) {
      const head = key.slice(0, arrow)
      const segs = head.split('.')
      last = segs.pop()! + key.slice(arrow)
      fieldPath = segs.join('.')
    }
    level(out.levels, fieldPath).filters.push(
      parseFilter(parseField(last, `filter (${key})`), value),
    )
  }
  return out
}
