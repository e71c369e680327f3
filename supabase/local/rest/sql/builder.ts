/**
 * Turns a parsed request into SQL: identifiers only from the schema cache, always quoted;
 * every value a bound parameter. JSON is built in SQL (json_agg/row_to_json) so encodings
 * match PostgREST's.
 */
import { HttpError } from '../../http'
import { closest, pgrstError, unsupported } from '../errors'
import type { Condition, Field, OrderTerm, Predicate, SelectItem } from '../parse/grammar'
import { FTS, OPERATORS } from '../parse/grammar'
import type { LevelParams, QueryParams } from '../parse/params'
import type { Column, ComputedField, Relationship, SchemaView } from '../schema-cache'

export const q = (id: string) => '"' + id.replace(/"/g, '""') + '"'
export const qn = (schema: string, name: string) => `${q(schema)}.${q(name)}`

export class Params {
  readonly values: string[] = []
  add(value: string): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A relation the query reads from: a table or view, or the rows a function returns. */
export interface Source {
  schema: string
  name: string
  columns: Map<string, Column>
  computed: Map<string, ComputedField>
  relationships: Relationship[]
  /** Set for a table or view; unset for the rows of a function. */
  kind?: 'table' | 'view'
}

export interface Node {
  source: Source
  alias: string
  path: string
  select: SelectItem[]
  params: LevelParams
  embeds: Embed[]
}

interface Embed extends Node {
  /** The key in the output (alias or relationship name), also the prefix of its parameters. */
  name: string
  rel: Relationship
  inner: boolean
  toOne: boolean
  /** `rel()`: used for filtering only, not in the output. */
  hidden: boolean
  /** `...rel(cols)`: its columns go into the parent object. */
  spread: boolean
}

export function pgArray(items: string[]): string {
  return (
    '{' +
    items.map((i) => '"' + i.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') +
    '}'
  )
}

const cardinalityName = {
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2o: 'many-to-one',
  m2m: 'many-to-many',
} as const

/** Plans the embed tree of a select list against the schema cache. */
export function plan(view: SchemaView, source: Source, query: QueryParams): Node {
  let n = 0
  const used = new Set<string>()
  const build = (src: Source, path: string, select: SelectItem[]): Node => {
    const node: Node = {
      source: src,
      alias: `_t${n++}`,
      path,
      select,
      params: query.levels.get(path) ?? { filters: [] },
      embeds: [],
    }
    used.add(path)
    for (const item of select) {
      if (item.type !== 'embed') continue
      const rel = relationshipOf(view, src, item.name, item.hint)
      const toOne = rel.cardinality === 'm2o' || rel.cardinality === 'o2o'
      if (item.spread && !toOne)
        throw pgrstError(
          400,
          'PGRST119',
          `A spread operation on '${item.name}' is not possible`,
          `'${src.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
        )
      const target = view.tables.get(rel.target)!
      const name = item.alias ?? item.name
      const child = build(target, path ? `${path}.${name}` : name, item.select)
      node.embeds.push({
        ...child,
        name,
        rel,
        inner: item.join === 'inner',
        toOne,
        hidden: item.select.length === 0,
        spread: item.spread,
      })
    }
    return node
  }
  const root = build(source, '', query.select ?? [{ type: 'star' }])
  for (const path of query.levels.keys()) {
    if (!used.has(path)) throw notEmbedded(path.split('.').pop()!)
  }
  return root
}

/**
 * findRelationship, except that a relationship PostgREST would infer through a view's base
 * tables is refused as not implemented instead of "no relationship found".
 */
function relationshipOf(view: SchemaView, src: Source, name: string, hint?: string) {
  try {
    return findRelationship(src, name, hint)
  } catch (error) {
    const none = error instanceof HttpError && (error.body as { code?: string }).code === 'PGRST200'
    const throughView = src.kind === 'view' || view.tables.get(name)?.kind === 'view'
    if (none && throughView)
      throw unsupported(
        `Embedding through a view ('${src.name}' and '${name}': relationships inferred from a view's base tables)`,
      )
    throw error
  }
}

function notEmbedded(name: string): HttpError {
  return pgrstError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  )
}

/** PostgREST's findRel, with its rules for self-referencing foreign keys (reference §1.2). */
function findRelationship(origin: Source, target: string, hint?: string): Relationship {
  const single = (cols: string[], name: string) => cols.length === 1 && cols[0] === name
  // A computed relationship named like the target overrides the detected ones.
  const computed = origin.relationships.find((r) => r.computed && r.name === target)
  if (computed && hint === undefined) return computed
  let candidates = origin.relationships.filter(
    (r) =>
      !r.computed &&
      (r.target === target ||
        (r.cardinality !== 'o2m' &&
          r.cardinality !== 'm2m' &&
          single(r.fkColumns, target) &&
          r.origin === origin.name &&
          r.originColumns === r.fkColumns) ||
        (r.cardinality !== 'm2m' && r.name === target)),
  )
  if (hint !== undefined) {
    candidates = candidates.filter((r) => {
      if (r.junction) return r.junction.table === hint
      const self = r.origin === r.target
      if (r.name === hint) return !self
      return single(r.fkColumns, hint) || single(r.refColumns, hint)
    })
  }
  if (candidates.length > 1) {
    // A self-reference by table name (or with an FK-column hint) means the one-to-many.
    const names = new Set(candidates.map((c) => c.name))
    if (names.size === 1 && candidates.every((c) => c.origin === c.target)) {
      const o2m = candidates.find(
        (c) => c.cardinality !== 'm2o' && c.originColumns === c.refColumns,
      )
      if (o2m) return o2m
    }
  }
  if (candidates.length === 1) return candidates[0]!
  if (candidates.length === 0) {
    const suggestion = closest(target, new Set(origin.relationships.map((r) => r.target)))
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${target}'${
        hint !== undefined ? ` using the hint '${hint}'` : ''
      } in the schema '${origin.schema}', but no matches were found.`,
      suggestion && suggestion !== target
        ? `Perhaps you meant '${suggestion}' instead of '${target}'.`
        : null,
    )
  }
  throw pgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    candidates.map((r) => ({
      cardinality: cardinalityName[r.cardinality],
      embedding: `${origin.name} with ${r.target}`,
      relationship: describeRelationship(r),
    })),
    `Try changing '${target}' to one of the following: ${candidates.map((r) => `'${target}!${r.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}

/** PostgREST's `compressedRel` wording. */
function describeRelationship(r: Relationship): string {
  const cols = (c: string[]) => `(${c.join(', ')})`
  if (r.junction) {
    const [c1, c2] = r.junction.constraints
    return `${r.junction.table} using ${c1}${cols(r.junction.toOrigin)} and ${c2}${cols(r.junction.toTarget)}`
  }
  return `${r.name} using ${r.origin}${cols(r.originColumns)} and ${r.target}${cols(r.targetColumns)}`
}

function missingColumn(source: Source, name: string): HttpError {
  return pgrstError(400, '42703', `column ${source.name}.${name} does not exist`, null, null)
}

/** The node's row as the table's row type (a mutation's CTE or an RPC's rows are records). */
function rowOf(node: Node): string {
  return `${q(node.alias)}::${qn(node.source.schema, node.source.name)}`
}

/** A column or computed field, with its JSON path; also its type (for FTS and JSON). */
function fieldExpr(node: Node, field: Field, p: Params): { sql: string; type: string } {
  const column = node.source.columns.get(field.name)
  const computed = column ? undefined : node.source.computed.get(field.name)
  if (!column && !computed) throw missingColumn(node.source, field.name)
  let sql = column
    ? `${q(node.alias)}.${q(field.name)}`
    : `${qn(node.source.schema, field.name)}(${rowOf(node)})`
  let type = (column ?? computed)!.type
  if (field.json.length) {
    // Like PostgREST: json/jsonb as they are, anything else through to_jsonb().
    if (type !== 'json' && type !== 'jsonb') sql = `to_jsonb(${sql})`
    for (const step of field.json) {
      sql += step.index
        ? `${step.arrow}${p.add(step.key)}::int`
        : `${step.arrow}${p.add(step.key)}::text`
    }
    type = field.json[field.json.length - 1]!.arrow === '->>' ? 'text' : 'jsonb'
  }
  return { sql, type }
}

/** FROM items and conditions that join an embed to its parent. */
function embedFrom(embed: Embed, parent: Node): { from: string; conditions: string[] } {
  const { rel } = embed
  const target = `${qn(embed.source.schema, embed.source.name)} as ${q(embed.alias)}`
  if (rel.computed)
    return {
      from: `${qn(parent.source.schema, rel.name)}(${rowOf(parent)}) as ${q(embed.alias)}`,
      conditions: [],
    }
  const pairs = (a: string, aCols: string[], b: string, bCols: string[]) =>
    aCols.map((col, i) => `${q(a)}.${q(col)} = ${q(b)}.${q(bCols[i]!)}`)
  if (rel.junction) {
    const j = `${embed.alias}_j`
    return {
      from: `${target}, ${qn(embed.source.schema, rel.junction.table)} as ${q(j)}`,
      conditions: [
        ...pairs(j, rel.junction.toTarget, embed.alias, rel.targetColumns),
        ...pairs(j, rel.junction.toOrigin, parent.alias, rel.originColumns),
      ],
    }
  }
  return {
    from: target,
    conditions: pairs(embed.alias, rel.targetColumns, parent.alias, rel.originColumns),
  }
}

/** `select <what> from <embed joined to parent> where <its filters>` */
function embedQuery(embed: Embed, parent: Node, what: string, p: Params, joins = ''): string {
  const { from, conditions } = embedFrom(embed, parent)
  const where = [...conditions, ...whereConditions(embed, p)]
  return `select ${what} from ${from}${joins}${where.length ? ` where ${where.join(' and ')}` : ''}`
}

/** Whether the embed has a row: its own query with its filters, order, limit and offset. */
function embedExists(embed: Embed, parent: Node, p: Params): string {
  return `exists (${embedQuery(embed, parent, '1', p)}${embedPage(embed, p)})`
}

function compilePredicate(node: Node, pred: Predicate, p: Params): string {
  if (pred.type === 'logic') {
    const parts = pred.children.map((c) => compilePredicate(node, c, p))
    const body = parts.length
      ? `(${parts.join(pred.op === 'and' ? ' and ' : ' or ')})`
      : pred.op === 'and'
        ? 'true'
        : 'false'
    return pred.negate ? `not ${body}` : body
  }
  return compileCondition(node, pred, p)
}

function compileCondition(node: Node, cond: Condition, p: Params): string {
  // A filter named like an embed (its alias, else its name) is about the embed, even when a
  // column has the same name (PostgREST's addNullEmbedFilters).
  const embed =
    cond.field.json.length === 0 ? node.embeds.find((e) => e.name === cond.field.name) : undefined
  let sql: string
  if (embed) {
    if (cond.op !== 'is' || cond.value !== 'null') {
      throw pgrstError(
        400,
        'PGRST120',
        `Bad operator on the '${embed.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      )
    }
    sql = `not ${embedExists(embed, node, p)}`
  } else if (cond.op in FTS) {
    const { sql: expr, type } = fieldExpr(node, cond.field, p)
    const lang = cond.language ? `${p.add(cond.language)}::regconfig, ` : ''
    const vector = type === 'tsvector' ? expr : `to_tsvector(${lang}${expr})`
    sql = `${vector} @@ ${FTS[cond.op]}(${lang}${p.add(cond.value)})`
  } else {
    const expr = fieldExpr(node, cond.field, p).sql
    const op = OPERATORS[cond.op]!
    switch (cond.op) {
      case 'is':
        sql = `${expr} is ${cond.value === 'not_null' ? 'not null' : cond.value}`
        break
      case 'in':
        sql = `${expr} = any(${p.add(pgArray(cond.list!))})`
        break
      case 'like':
      case 'ilike': {
        // `*` stands for `%`, in a single pattern and in an array of patterns alike.
        const fix = (v: string) => v.replace(/\*/g, '%')
        sql = cond.modifier
          ? `${expr} ${op} ${cond.modifier}(${p.add(fix(cond.value))})`
          : `${expr} ${op} ${p.add(fix(cond.value))}`
        break
      }
      default:
        // A quantified value is an array literal as given (`{1,2}`), read by Postgres.
        sql = cond.modifier
          ? `${expr} ${op} ${cond.modifier}(${p.add(cond.value)})`
          : `${expr} ${op} ${p.add(cond.value)}`
    }
  }
  return cond.negate ? `not (${sql})` : sql
}

/** The node's own filters plus `!inner` embeds. */
export function whereConditions(node: Node, p: Params): string[] {
  const out = node.params.filters.map((f) => compilePredicate(node, f, p))
  for (const embed of node.embeds) if (embed.inner) out.push(embedExists(embed, node, p))
  return out
}

export function orderClause(node: Node, order: OrderTerm[] | undefined, p: Params): string {
  if (!order?.length) return ''
  const term = (t: OrderTerm) => {
    if (t.relation === undefined) return fieldExpr(node, t.field, p).sql
    const embed = node.embeds.find((e) => e.name === t.relation)
    if (!embed) throw notEmbedded(t.relation)
    if (!embed.toOne)
      throw pgrstError(
        400,
        'PGRST118',
        `A related order on '${embed.name}' is not possible`,
        `'${node.source.name}' and '${embed.name}' do not form a many-to-one or one-to-one relationship`,
      )
    return `(${embedQuery(embed, node, fieldExpr(embed, t.field, p).sql, p)})`
  }
  return (
    ' order by ' +
    order
      .map((t) => `${term(t)}${t.desc ? ' desc' : ' asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`)
      .join(', ')
  )
}

/** The select list and the lateral joins spread embeds need (`…rel(cols)`). */
export function selectList(node: Node, p: Params): { items: string; joins: string } {
  const items: string[] = []
  const joins: string[] = []
  for (const item of node.select) {
    if (item.type === 'star') items.push(`${q(node.alias)}.*`)
    else if (item.type === 'column') {
      let expr = fieldExpr(node, item.field, p).sql
      if (item.cast) expr = `cast(${expr} as ${item.cast})`
      items.push(`${expr} as ${q(item.alias ?? item.field.name)}`)
    }
  }
  for (const embed of node.embeds) {
    if (embed.hidden) continue
    if (embed.spread) {
      const alias = `${embed.alias}_s`
      const inner = selectList(embed, p)
      const query = embedQuery(embed, node, inner.items, p, inner.joins)
      joins.push(` left join lateral (${query}) as ${q(alias)} on true`)
      items.push(`${q(alias)}.*`)
      continue
    }
    items.push(`${embedSubquery(embed, node, p)} as ${q(embed.name)}`)
  }
  return { items: items.join(', '), joins: joins.join('') }
}

/** An embed's own order, limit and offset. */
function embedPage(embed: Embed, p: Params): string {
  let sql = orderClause(embed, embed.params.order, p)
  if (embed.params.limit !== undefined) sql += ` limit ${p.add(String(embed.params.limit))}::int8`
  if (embed.params.offset !== undefined)
    sql += ` offset ${p.add(String(embed.params.offset))}::int8`
  return sql
}

function embedSubquery(embed: Embed, parent: Node, p: Params): string {
  const list = selectList(embed, p)
  const inner = embedQuery(embed, parent, list.items, p, list.joins) + embedPage(embed, p)
  return embed.toOne
    ? `(select row_to_json(_e) from (${inner}) _e)`
    : `coalesce((select json_agg(_e) from (${inner}) _e), '[]')`
}
