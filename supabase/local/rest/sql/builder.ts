/**
 * Turns a parsed request into SQL: identifiers only from the schema cache, always quoted;
 * every value a bound parameter. JSON is built in SQL (json_agg/row_to_json) so encodings
 * match PostgREST's.
 */
import { HttpError } from '../../http'
import { closest, parseError, pgrstError } from '../errors'
import type { Condition, Field, OrderTerm, Predicate, SelectItem } from '../parse/grammar'
import { OPERATORS } from '../parse/grammar'
import type { LevelParams, QueryParams } from '../parse/params'
import { SCHEMA, type Column, type Relationship, type SchemaCache } from '../schema-cache'

export const MAX_ROWS = 1000

export const q = (id: string) => '"' + id.replace(/"/g, '""') + '"'
export const qt = (name: string) => `${q(SCHEMA)}.${q(name)}`

export class Params {
  readonly values: string[] = []
  add(value: string): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A relation the query reads from: a table or view, or the rows a function returns. */
export interface Source {
  name: string
  columns: Map<string, Column>
  relationships: Relationship[]
}

export interface Node {
  source: Source
  alias: string
  path: string
  select: SelectItem[]
  params: LevelParams
  embeds: Embed[]
}

export interface Embed extends Node {
  name: string
  rel: Relationship
  inner: boolean
  toOne: boolean
  /** `rel()`: used for filtering only, not in the output. */
  hidden: boolean
}

export function pgArray(items: string[]): string {
  return (
    '{' +
    items.map((i) => '"' + i.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') +
    '}'
  )
}

/** Plans the embed tree of a select list against the schema cache. */
export function plan(cache: SchemaCache, source: Source, query: QueryParams): Node {
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
      const rel = findRelationship(src, item.name, item.hint)
      const target = cache.tables.get(rel.target)!
      const name = item.alias ?? item.name
      const child = build(target, path ? `${path}.${name}` : name, item.select)
      node.embeds.push({
        ...child,
        name,
        rel,
        inner: item.join === 'inner',
        toOne: rel.cardinality !== 'o2m',
        hidden: item.select.length === 0,
      })
    }
    return node
  }
  const root = build(source, '', query.select ?? [{ type: 'star' }])
  for (const path of query.levels.keys()) {
    if (!used.has(path)) {
      const name = path.split('.').pop()!
      throw pgrstError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      )
    }
  }
  return root
}

/** PostgREST's findRel, with its rules for self-referencing foreign keys (reference §1.2). */
export function findRelationship(origin: Source, target: string, hint?: string): Relationship {
  const single = (cols: string[], name: string) => cols.length === 1 && cols[0] === name
  let candidates = origin.relationships.filter(
    (r) =>
      r.target === target ||
      (r.cardinality !== 'o2m' &&
        single(r.fkColumns, target) &&
        r.origin === origin.name &&
        r.originColumns === r.fkColumns) ||
      r.name === target,
  )
  if (hint !== undefined) {
    candidates = candidates.filter((r) => {
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
      } in the schema '${SCHEMA}', but no matches were found.`,
      suggestion && suggestion !== target
        ? `Perhaps you meant '${suggestion}' instead of '${target}'.`
        : null,
    )
  }
  const card = (r: Relationship) =>
    r.cardinality === 'o2m' ? 'one-to-many' : r.cardinality === 'o2o' ? 'one-to-one' : 'many-to-one'
  throw pgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    candidates.map((r) => ({
      cardinality: card(r),
      embedding: `${origin.name} with ${r.target}`,
      // "<fk> using <referencing table>(<fk columns>) and <referenced table>(<columns>)"
      relationship: `${r.name} using ${r.originColumns === r.fkColumns ? r.origin : r.target}(${r.fkColumns.join(', ')}) and ${
        r.originColumns === r.fkColumns ? r.target : r.origin
      }(${r.refColumns.join(', ')})`,
    })),
    `Try changing '${target}' to one of the following: ${candidates.map((r) => `'${target}!${r.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}

export function missingColumn(source: Source, name: string): HttpError {
  return pgrstError(400, '42703', `column ${source.name}.${name} does not exist`, null, null)
}

export function columnExpr(node: Node, field: Field, p: Params): string {
  if (!node.source.columns.has(field.name)) throw missingColumn(node.source, field.name)
  let expr = `${q(node.alias)}.${q(field.name)}`
  for (const step of field.json) {
    expr += /^-?\d+$/.test(step.key)
      ? `${step.arrow}${Number(step.key)}`
      : `${step.arrow}${p.add(step.key)}::text`
  }
  return expr
}

function embedExists(embed: Embed, parent: Node, p: Params): string {
  const where = [joinCondition(embed, parent), ...whereConditions(embed, p)]
  return `exists (select 1 from ${qt(embed.source.name)} as ${q(embed.alias)} where ${where.join(' and ')})`
}

function joinCondition(embed: Embed, parent: Node): string {
  return embed.rel.originColumns
    .map(
      (col, i) =>
        `${q(embed.alias)}.${q(embed.rel.targetColumns[i]!)} = ${q(parent.alias)}.${q(col)}`,
    )
    .join(' and ')
}

export function compilePredicate(node: Node, pred: Predicate, p: Params): string {
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
  const embed =
    cond.field.json.length === 0 ? node.embeds.find((e) => e.name === cond.field.name) : undefined
  let sql: string
  if (embed && !node.source.columns.has(cond.field.name)) {
    if (cond.op !== 'is' || (cond.value !== 'null' && cond.value !== 'not_null')) {
      throw parseError(
        `failed to parse filter on embedded resource '${embed.name}'`,
        'Only is.null and not.is.null apply to an embedded resource',
      )
    }
    const exists = embedExists(embed, node, p)
    sql = cond.value === 'null' ? `not ${exists}` : exists
  } else {
    const expr = columnExpr(node, cond.field, p)
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
        const fix = (v: string) => v.replace(/\*/g, '%')
        sql = cond.modifier
          ? `${expr} ${op} ${cond.modifier}(${p.add(pgArray(cond.list!.map(fix)))})`
          : `${expr} ${op} ${p.add(fix(cond.value))}`
        break
      }
      default:
        sql = cond.modifier
          ? `${expr} ${op} ${cond.modifier}(${p.add(pgArray(cond.list!))})`
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
  return (
    ' order by ' +
    order
      .map(
        (t) =>
          `${columnExpr(node, t.field, p)}${t.desc ? ' desc' : ' asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`,
      )
      .join(', ')
  )
}

export function selectList(node: Node, p: Params): string {
  const items: string[] = []
  for (const item of node.select) {
    if (item.type === 'star') items.push(`${q(node.alias)}.*`)
    else if (item.type === 'column') {
      let expr = columnExpr(node, item.field, p)
      if (item.cast) expr = `(${expr})::${item.cast}`
      items.push(`${expr} as ${q(item.alias ?? item.field.name)}`)
    }
  }
  for (const embed of node.embeds) {
    if (embed.hidden) continue
    items.push(`${embedSubquery(embed, node, p)} as ${q(embed.name)}`)
  }
  return items.join(', ')
}

function embedSubquery(embed: Embed, parent: Node, p: Params): string {
  const where = [joinCondition(embed, parent), ...whereConditions(embed, p)]
  let inner = `select ${selectList(embed, p)} from ${qt(embed.source.name)} as ${q(embed.alias)} where ${where.join(' and ')}`
  inner += orderClause(embed, embed.params.order, p)
  if (embed.params.limit !== undefined) inner += ` limit ${p.add(String(embed.params.limit))}::int8`
  if (embed.params.offset !== undefined)
    inner += ` offset ${p.add(String(embed.params.offset))}::int8`
  return embed.toOne
    ? `(select row_to_json(_e) from (${inner}) _e)`
    : `coalesce((select json_agg(_e) from (${inner}) _e), '[]')`
}
