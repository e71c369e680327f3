/**
 * Groups the query string the way PostgREST reads it (ApiRequest/QueryParams.hs): `select`,
 * top-level and embedded (`alias.`-prefixed) filters, logic trees, order, limit and offset;
 * repeated keys AND-ed. For an RPC, a key without a dot whose value has no operator is an
 * argument of the function.
 */
import {
  type OrderTerm,
  parseColumns,
  parseFilterValue,
  parseInteger,
  parseLogicPath,
  parseLogicTree,
  parseOrder,
  parseSelect,
  parseTreePath,
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

function level(levels: Map<string, LevelParams>, path: string[]): LevelParams {
  const key = path.join('.')
  let l = levels.get(key)
  if (!l) {
    l = { filters: [] }
    levels.set(key, l)
  }
  return l
}

/** The embed path of an `order`/`limit`/`offset` key (`actors.order`): PostgREST's pTreePath. */
function levelPath(key: string): string[] {
  const { path, field } = parseTreePath(key)
  return field.json.length ? [...path, field.name] : path
}

/**
 * `rpc`: a value without an operator is an argument of the function instead of failing to
 * parse (PostgREST's `pOpExpr pSingleVal <|> pure (NoOpExpr v)`).
 */
export function parseQueryParams(search: URLSearchParams, rpc = false): QueryParams {
  const out: QueryParams = { levels: new Map([['', { filters: [] }]]), args: [] }
  for (const [key, value] of search) {
    if (key === 'select') {
      out.select = parseSelect(value)
      continue
    }
    if (key === 'columns') {
      if (value) out.columns = parseColumns(value, 'columns')
      continue
    }
    if (key === 'on_conflict') {
      if (value) out.onConflict = parseColumns(value, 'on_conflict')
      continue
    }
    const last = key.split('.').pop()!
    if (LEVEL_KEYS.has(last)) {
      if (last === 'or' || last === 'and') {
        const { path, op } = parseLogicPath(key)
        level(out.levels, path).filters.push(parseLogicTree(op, value))
        continue
      }
      const l = level(out.levels, levelPath(key))
      if (last === 'order') l.order = parseOrder(value)
      else if (last === 'limit') l.limit = parseInteger(value, 'limit')
      else l.offset = parseInteger(value, 'offset')
      continue
    }
    if (RESERVED.has(key)) continue
    const { path, field } = parseTreePath(key)
    const cond = parseFilterValue(field, value, rpc)
    if (!cond) out.args.push([field.name, value])
    else level(out.levels, path).filters.push(cond)
  }
  return out
}
