/**
 * /rpc/<fn> by POST (JSON body) and GET/HEAD (query parameters), with PostgREST's overload
 * resolution (Plan.hs `findProc`) and return shapes; a function's rows are read like a table's.
 */
import { closest, pgrstError } from './errors'
import type { QueryParams } from './parse/params'
import { type BodyShape, type CountKind, type Queryable, readRows, type RowsResult } from './read'
import type { PgFunction, SchemaView } from './schema-cache'
import { type Node, Params, pgArray, plan, q, qn, type Source } from './sql/builder'

interface RpcCall {
  fn: PgFunction
  /** The whole body is the function's one json/jsonb argument (called positionally). */
  wholeBody: boolean
  /** The argument names given (body keys or query keys). */
  keys: string[]
}

const isJsonType = (t: string) => t === 'json' || t === 'jsonb'

/**
 * Picks the overload PostgREST would: one whose parameters the keys match (every key a
 * parameter, every parameter without a default given); else, for POST, the one function
 * with a single json/jsonb parameter, which receives the whole body. PGRST202/PGRST203 otherwise.
 */
export function resolveFunction(
  view: SchemaView,
  name: string,
  keys: string[],
  isPost: boolean,
  singleObject: boolean,
): RpcCall {
  const overloads = view.functions.get(name) ?? []
  const takesBody = (fn: PgFunction) =>
    isPost && fn.args.length === 1 && isJsonType(fn.args[0]!.type) && !fn.args[0]!.variadic
  const matches = singleObject
    ? []
    : overloads.filter(
        (fn) =>
          keys.every((k) => fn.args.some((a) => a.name === k)) &&
          fn.args.every((a) => a.hasDefault || keys.includes(a.name)),
      )
  const fallbacks = matches.length ? [] : overloads.filter(takesBody)
  const found = matches.length ? matches : fallbacks
  if (found.length === 1) return { fn: found[0]!, wholeBody: !matches.length, keys }
  const sorted = [...keys].sort()
  if (found.length > 1) {
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${found
        .map(
          (fn) =>
            `${view.name}.${name}(${fn.args.map((a) => `${a.name ? a.name + ' => ' : ''}${a.type}`).join(', ')})`,
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    )
  }
  const listed = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters'
  let hint: string | null = null
  if (overloads.length) {
    const lists = overloads.map(
      (fn) =>
        `(${fn.args
          .map((a) => a.name)
          .sort()
          .join(', ')})`,
    )
    hint = `Perhaps you meant to call the function ${view.name}.${name}${closest(`(${sorted.join(', ')})`, lists) ?? lists[0]}`
  } else {
    const near = closest(name, view.functions.keys())
    if (near) hint = `Perhaps you meant to call the function ${view.name}.${near}`
  }
  throw pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${view.name}.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${view.name}.${name}${listed}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint,
  )
}

/** The argument names a request gives: query keys (GET) or the body's keys (POST). */
export function argumentKeys(query: QueryParams, body: unknown, isPost: boolean): string[] {
  if (!isPost) return [...new Set(query.args.map(([k]) => k))]
  if (query.columns) return query.columns
  const first = Array.isArray(body) ? body[0] : body
  return first && typeof first === 'object' && !Array.isArray(first) ? Object.keys(first) : []
}

interface RpcRequest {
  call: RpcCall
  query: QueryParams
  /** The parsed JSON body (POST), else undefined. */
  body: unknown
  count: CountKind
  maxRows: number
  /** 'single' when the client asked for one object, 'csv' for CSV; else by the return type. */
  shape: BodyShape | undefined
  stripNulls: boolean
  head: boolean
  page: (root: Node) => { limit: number; offset: number }
}

interface RpcResult extends RowsResult {
  /** No body: the function returns void. */
  void: boolean
  offset: number
}

/**
 * Calls the function once (a CTE, so a count or a filter does not call it again) and reads
 * its rows like a table: select, filters, order, limit/offset, embedding, count.
 */
export async function runRpc(tx: Queryable, view: SchemaView, req: RpcRequest): Promise<RpcResult> {
  const { fn } = req.call
  const p = new Params()
  const callee = qn(fn.schema, fn.name)
  let from: string
  if (req.call.wholeBody) {
    from = `${callee}(${p.add(JSON.stringify(req.body ?? {}))}::${fn.args[0]!.type})`
  } else if (req.body === undefined) {
    // GET/HEAD: the query's text values cast to the parameters' types; VARIADIC repeats.
    const args = req.call.keys.map((k) => {
      const arg = fn.args.find((a) => a.name === k)!
      const values = req.query.args.filter(([key]) => key === k).map(([, v]) => v)
      const value = arg.variadic ? pgArray(values) : values[values.length - 1]!
      return `${arg.variadic ? 'variadic ' : ''}${q(k)} := ${p.add(value)}::${arg.type}`
    })
    from = `${callee}(${args.join(', ')})`
  } else {
    // POST: json_to_recordset converts each value to its parameter's type; an array body
    // calls the function once per object.
    const rows = Array.isArray(req.body) ? req.body : [req.body]
    if (req.call.keys.length) {
      const def = req.call.keys
        .map((k) => `${q(k)} ${fn.args.find((a) => a.name === k)!.type}`)
        .join(', ')
      const args = req.call.keys.map((k) => {
        const arg = fn.args.find((a) => a.name === k)!
        return `${arg.variadic ? 'variadic ' : ''}${q(k)} := _a.${q(k)}`
      })
      from = `json_to_recordset(${p.add(JSON.stringify(rows))}::json) as _a(${def}) cross join lateral ${callee}(${args.join(', ')})`
    } else from = `${callee}()`
  }
  const scalar = !fn.returnsComposite && !fn.returnsVoid
  if (fn.returnsVoid) {
    await tx.query(`select count(*) from ${from} as _f`, p.values)
    return { body: '', n: 0, void: true, offset: 0 }
  }
  const table = fn.returnTable ? view.tables.get(fn.returnTable) : undefined
  const columns = scalar ? [{ name: fn.name, type: fn.returnType }] : fn.outColumns
  const source: Source = table
    ? table
    : {
        schema: fn.schema,
        name: fn.name,
        columns: new Map(columns.map((c) => [c.name, { ...c, nullable: true, hasDefault: false }])),
        computed: new Map(),
        relationships: [],
      }
  const query = scalar ? { ...req.query, select: [{ type: 'star' as const }] } : req.query
  const root = plan(view, source, query)
  const call = scalar
    ? `select _f as ${q(fn.name)} from ${from} as _f`
    : `select _f.* from ${from} as _f`
  const page = req.page(root)
  const result = await readRows(
    tx,
    {
      root,
      from: `_call as ${q(root.alias)}`,
      with: `with _call as (${call}) `,
      params: p,
      shape: req.shape ?? (fn.returnsSet ? 'array' : 'first'),
      scalar: scalar ? fn.name : undefined,
      stripNulls: req.stripNulls,
      head: req.head,
      page,
    },
    req.count,
    req.maxRows,
    fn.volatility !== 'v',
  )
  return { ...result, void: false, offset: page.offset }
}
