/** /rpc/<fn> by POST (JSON named arguments) and GET/HEAD (query parameters), with PostgREST's return shapes. */
import { closest, pgrstError } from './errors'
import { parseQueryParams } from './parse/params'
import { readOutcome, runRows, singularError, type Queryable } from './read'
import { appliedHeader, type Prefer } from './request'
import { Params, plan, q, type Source } from './sql/builder'
import { SCHEMA, type PgFunction, type SchemaCache } from './schema-cache'

export interface RpcCall {
  fn: PgFunction
  /** Named arguments (POST body keys or GET query keys) or the whole body for a single json param. */
  args: Record<string, unknown>
  wholeBody: boolean
}

const isJsonType = (t: string) => t === 'json' || t === 'jsonb'

/** Picks the overload PostgREST would, or PGRST202/PGRST203. */
export function resolveFunction(
  cache: SchemaCache,
  name: string,
  keys: string[],
  body: unknown,
  isPost: boolean,
): RpcCall {
  const overloads = cache.functions.get(name) ?? []
  const matches: RpcCall[] = []
  for (const fn of overloads) {
    const named = fn.args.every((a) => a.name !== '')
    if (
      named &&
      keys.every((k) => fn.args.some((a) => a.name === k)) &&
      fn.args.every((a) => a.hasDefault || keys.includes(a.name))
    ) {
      matches.push({
        fn,
        args: Object.fromEntries(keys.map((k) => [k, (body as Record<string, unknown>)[k]])),
        wholeBody: false,
      })
    } else if (
      isPost &&
      fn.args.length === 1 &&
      fn.args[0]!.name === '' &&
      isJsonType(fn.args[0]!.type)
    ) {
      matches.push({ fn, args: {}, wholeBody: true })
    }
  }
  if (matches.length === 1) return matches[0]!
  const sorted = [...keys].sort()
  if (matches.length > 1) {
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches
        .map(
          (m) =>
            `${SCHEMA}.${name}(${m.fn.args.map((a) => `${a.name ? a.name + ' => ' : ''}${a.type}`).join(', ')})`,
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    )
  }
  const params = sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters'
  let hint: string | null = null
  if (overloads.length) {
    hint = `Perhaps you meant to call the function ${SCHEMA}.${name}(${overloads[0]!.args.map((a) => a.name).join(', ')})`
  } else {
    const near = closest(name, cache.functions.keys())
    if (near) hint = `Perhaps you meant to call the function ${SCHEMA}.${near}`
  }
  throw pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${SCHEMA}.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${SCHEMA}.${name} ${params} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint,
  )
}

export interface RpcOutcome {
  status: number
  headers: Record<string, string>
  body?: string
}

export async function runRpc(
  tx: Queryable,
  cache: SchemaCache,
  call: RpcCall,
  search: URLSearchParams,
  isGet: boolean,
  opts: { prefer: Prefer; singular: boolean; head: boolean },
): Promise<RpcOutcome> {
  const { fn } = call
  const p = new Params()
  // Arguments: POST binds the JSON body and lets json_to_record convert each value to the
  // parameter's type (arrays, jsonb…); GET binds text and casts it.
  let callSql: string
  let fromArgs = ''
  if (call.wholeBody) {
    callSql = `${q(SCHEMA)}.${q(fn.name)}(${p.add(JSON.stringify(call.args === undefined ? null : call.args))}::${fn.args[0]!.type})`
  } else if (isGet) {
    const args = Object.entries(call.args).map(([k, v]) => {
      const arg = fn.args.find((a) => a.name === k)!
      return `${q(k)} := ${p.add(String(v))}::${arg.type}`
    })
    callSql = `${q(SCHEMA)}.${q(fn.name)}(${args.join(', ')})`
  } else {
    const keys = Object.keys(call.args)
    if (keys.length) {
      const def = keys.map((k) => `${q(k)} ${fn.args.find((a) => a.name === k)!.type}`).join(', ')
      fromArgs = `json_to_record(${p.add(JSON.stringify(call.args))}::json) as _a(${def})`
    }
    callSql = `${q(SCHEMA)}.${q(fn.name)}(${keys.map((k) => `${q(k)} := _a.${q(k)}`).join(', ')})`
  }
  const headers: Record<string, string> = {}
  Object.assign(headers, appliedHeader(opts.prefer, { count: true }))

  if (fn.returnsVoid) {
    await tx.query(`select ${callSql}${fromArgs ? ` from ${fromArgs}` : ''}`, p.values)
    return { status: 204, headers }
  }
  if (!fn.returnsComposite) {
    if (!fn.returnsSet) {
      const r = await tx.query<{ body: string }>(
        `select to_json(${callSql})::text as body${fromArgs ? ` from ${fromArgs}` : ''}`,
        p.values,
      )
      const body = r.rows[0]?.body ?? 'null'
      return {
        status: 200,
        headers: { ...headers, 'Content-Range': '0-0/*' },
        body: opts.head ? undefined : body,
      }
    }
    const r = await tx.query<{ n: number; body: string }>(
      `select count(*)::int as n, coalesce(json_agg(_r.v), '[]')::text as body from (select _f as v from ${fromArgs ? `${fromArgs}, ` : ''}${callSql} as _f limit 1000) _r`,
      p.values,
    )
    const row = r.rows[0]!
    if (opts.singular && row.n !== 1) throw singularError(row.n)
    const range = row.n > 0 ? `0-${row.n - 1}/*` : '*/*'
    return {
      status: 200,
      headers: { ...headers, 'Content-Range': range },
      body: opts.head ? undefined : row.body,
    }
  }

  // Rows: filterable, orderable and embeddable like a table.
  const table = fn.returnTable ? cache.tables.get(fn.returnTable) : undefined
  const source: Source = table ?? {
    name: fn.name,
    columns: new Map(
      fn.outColumns.map((c) => [
        c.name,
        {
          name: c.name,
          type: c.type,
          category: '',
          nullable: true,
          hasDefault: false,
          generated: false,
        },
      ]),
    ),
    relationships: [],
  }
  const skip = new Set(isGet ? Object.keys(call.args) : [])
  const query = parseQueryParams(search, skip)
  const root = plan(cache, source, query)
  const from = `${fromArgs ? `${fromArgs} cross join lateral ` : ''}${callSql} as ${q(root.alias)}`
  const singleRow = !fn.returnsSet
  const result = await runRows(tx, {
    root,
    from,
    params: p,
    count: opts.prefer.count === 'exact',
    singular: opts.singular || singleRow,
    head: opts.head,
    paginate: true,
  }).catch((error) => {
    // A non-set composite function returns exactly one row; PostgREST answers it as an object.
    throw error
  })
  const { status, range } = readOutcome(result, opts.prefer.count === 'exact')
  const type = opts.singular
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8'
  return {
    status,
    headers: { ...headers, 'Content-Range': range, 'content-type': type },
    body: opts.head ? undefined : result.body,
  }
}
