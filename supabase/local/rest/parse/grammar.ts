/**
 * PostgREST's query grammar: select lists, filters, logic trees and order terms
 * (reference §1.2–1.4). Parsing only; names are checked against the schema cache later.
 */
import { parseError, pgrstError } from '../errors'

interface JsonStep {
  arrow: '->' | '->>'
  key: string
}

export interface Field {
  name: string
  json: JsonStep[]
}

export type SelectItem =
  | { type: 'star' }
  | { type: 'column'; field: Field; alias?: string; cast?: string }
  | {
      type: 'embed'
      name: string
      alias?: string
      hint?: string
      join?: 'inner' | 'left'
      /** `...rel(cols)`: the embed's columns go into the parent object. */
      spread: boolean
      select: SelectItem[]
    }

export interface Condition {
  type: 'filter'
  field: Field
  negate: boolean
  op: string
  modifier?: 'any' | 'all'
  value: string
  /** For `is`: the keyword. For `in`: the list items. */
  list?: string[]
  /** Full-text search configuration: `fts(english).…`. */
  language?: string
}

interface Logic {
  type: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: (Condition | Logic)[]
}

export type Predicate = Condition | Logic

export interface OrderTerm {
  field: Field
  desc: boolean
  nulls?: 'first' | 'last'
  /** `order=rel(col)`: a column of an embedded to-one resource. */
  relation?: string
}

export const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  is: 'is',
  isdistinct: 'is distinct from',
  in: 'in',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // "does not extend to the right of" is &<, "… to the left of" is &> (PostgREST's SqlFragment).
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}

/** Full-text search operators and the tsquery function each uses. */
export const FTS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

/** Splits on `sep` outside parentheses, braces and double quotes. */
function splitTopLevel(input: string, sep = ','): string[] {
  const out: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (quoted) {
      if (ch === '\\') i++
      else if (ch === '"') quoted = false
      continue
    }
    if (ch === '"') quoted = true
    else if (ch === '(' || ch === '{') depth++
    else if (ch === ')' || ch === '}') depth--
    else if (ch === sep && depth === 0) {
      out.push(input.slice(start, i))
      start = i + 1
    }
  }
  if (quoted || depth !== 0)
    throw parseError(`"failed to parse ${input}"`, 'Unbalanced parentheses or quotes')
  out.push(input.slice(start))
  return out
}

function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"'))
    return s.slice(1, -1).replace(/\\(.)/g, '$1')
  return s
}

const NAME = /^[^\s.,:()!"'-][^,:()!"'>]*$/

/** `col`, `"col"`, `data->a->>b`, `data->0`, `data->"a b"` */
export function parseField(raw: string, context = raw): Field {
  const parts = raw.split(/(->>|->)/)
  const name = unquote(parts[0]!.trim())
  if (!name || (!raw.startsWith('"') && !NAME.test(name)))
    throw parseError(`failed to parse field name "${raw}"`)
  const json: JsonStep[] = []
  for (let i = 1; i < parts.length; i += 2) {
    const rawKey = (parts[i + 1] ?? '').trim()
    const key = unquote(rawKey)
    if (!key || (!rawKey.startsWith('"') && !/^(-?\d+|[^\s"'(),:!]+)$/.test(key)))
      throw parseError(
        `failed to parse ${context}`,
        `Invalid JSON path in "${raw}": expected a key or an array index after "${parts[i]}"`,
      )
    if (parts[i] === '->>' && i + 2 < parts.length)
      throw parseError(
        `failed to parse ${context}`,
        `Invalid JSON path in "${raw}": "->>" returns text and must be the last step`,
      )
    json.push({ arrow: parts[i] as JsonStep['arrow'], key })
  }
  return { name, json }
}

/**
 * The output name PostgREST gives a JSON path without an alias: its last key, or the column
 * when it ends in array indexes with no key before them.
 */
function jsonPathName(field: Field): string {
  for (let i = field.json.length - 1; i >= 0; i--)
    if (!/^-?\d+$/.test(field.json[i]!.key)) return field.json[i]!.key
  return field.name
}

export function parseSelect(input: string): SelectItem[] {
  if (input === '') return []
  return splitTopLevel(input).map((raw) => parseSelectItem(raw.trim(), input))
}

function parseSelectItem(raw: string, whole: string): SelectItem {
  if (raw === '')
    throw parseError(`failed to parse select parameter (${whole})`, 'Empty select item')
  if (raw === '*') return { type: 'star' }
  const spread = raw.startsWith('...')
  let alias: string | undefined
  let rest = spread ? raw.slice(3) : raw
  const aliasMatch = spread ? null : /^("(?:[^"\\]|\\.)*"|[^:("!]+):(?!:)/.exec(raw)
  if (aliasMatch) {
    alias = unquote(aliasMatch[1]!.trim())
    rest = raw.slice(aliasMatch[0].length)
  }
  const paren = rest.indexOf('(')
  if (paren >= 0 && !rest.startsWith('"')) {
    if (!rest.endsWith(')'))
      throw parseError(
        `failed to parse select parameter (${whole})`,
        `Unexpected text after "${raw}"`,
      )
    const head = rest.slice(0, paren)
    const inner = rest.slice(paren + 1, -1)
    if (/^(count|sum|avg|max|min)$/.test(head) || /\.(count|sum|avg|max|min)$/.test(head)) {
      throw pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed', null, null)
    }
    const [name, ...marks] = head.split('!')
    if (!name) throw parseError(`failed to parse select parameter (${whole})`)
    let hint: string | undefined
    let join: 'inner' | 'left' | undefined
    for (const mark of marks) {
      if (mark === 'inner' || mark === 'left') join = mark
      else if (!hint && mark) hint = mark
      else throw parseError(`failed to parse select parameter (${whole})`, `Unexpected "!${mark}"`)
    }
    return {
      type: 'embed',
      name: unquote(name),
      alias,
      hint,
      join,
      spread,
      select: parseSelect(inner),
    }
  }
  if (spread)
    throw parseError(
      `failed to parse select parameter (${whole})`,
      `A spread ("...") needs an embedded resource with its columns in parentheses, like ...${rest}(*)`,
    )
  let cast: string | undefined
  const castAt = rest.lastIndexOf('::')
  if (castAt > 0) {
    cast = rest.slice(castAt + 2)
    rest = rest.slice(0, castAt)
    if (!/^[a-z_][a-z0-9_ ]*(\[\])?$/i.test(cast))
      throw parseError(`failed to parse select parameter (${whole})`, `Invalid cast "${cast}"`)
  }
  const field = parseField(rest, `select parameter (${whole})`)
  if (field.json.length && alias === undefined) alias = jsonPathName(field)
  return { type: 'column', field, alias, cast }
}

/** `[not.]op[(any|all)].value` */
export function parseFilter(field: Field, raw: string): Condition {
  let rest = raw
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const m = /^([a-z]+)(?:\(([^()]*)\))?\.([\s\S]*)$/.exec(rest)
  if (!m)
    throw parseError(
      `failed to parse filter (${raw})`,
      'Expected an operator and a value, like eq.1',
    )
  const [, op, modifier, value] = m as unknown as [string, string, string | undefined, string]
  if (op in FTS) {
    if (modifier !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(modifier))
      throw parseError(`failed to parse filter (${raw})`, `Invalid text search configuration`)
    return { type: 'filter', field, negate, op, value, language: modifier }
  }
  if (!(op in OPERATORS))
    throw parseError(`failed to parse filter (${raw})`, `Unknown operator "${op}"`)
  const cond: Condition = { type: 'filter', field, negate, op, value }
  if (modifier !== undefined) {
    if (modifier !== 'any' && modifier !== 'all')
      throw parseError(`failed to parse filter (${raw})`, `Unknown modifier "${modifier}"`)
    if (!['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'].includes(op)) {
      throw parseError(
        `failed to parse filter (${raw})`,
        `The ${modifier} modifier does not apply to ${op}`,
      )
    }
    cond.modifier = modifier
    cond.list = parseList(value, raw, '{', '}')
  }
  if (op === 'is') {
    const kw = value.toLowerCase()
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(kw)) {
      throw parseError(
        `failed to parse filter (${raw})`,
        'is accepts null, not_null, true, false or unknown',
      )
    }
    cond.value = kw
  }
  if (op === 'in') cond.list = parseList(value, raw, '(', ')')
  return cond
}

function parseList(value: string, raw: string, open: string, close: string): string[] {
  if (!value.startsWith(open) || !value.endsWith(close)) {
    throw parseError(`failed to parse filter (${raw})`, `Expected a list in ${open}${close}`)
  }
  const inner = value.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner).map((item) => unquote(item.trim()))
}

/** `(a.eq.1,and(b.gt.2,c.is.null))` with the `and`/`or` and negation of its key. */
export function parseLogic(op: 'and' | 'or', negate: boolean, value: string): Logic {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(
      `failed to parse logic tree (${value})`,
      'Expected the conditions in parentheses',
    )
  }
  const children = splitTopLevel(value.slice(1, -1)).map((item) =>
    parseLogicItem(item.trim(), value),
  )
  return { type: 'logic', op, negate, children }
}

function parseLogicItem(item: string, whole: string): Predicate {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item)
  if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3]!)
  const dot = fieldEnd(item)
  if (dot < 0) throw parseError(`failed to parse logic tree (${whole})`, `Unexpected "${item}"`)
  const field = parseField(item.slice(0, dot))
  const cond = parseFilter(field, item.slice(dot + 1))
  if (cond.op !== 'in' && !cond.modifier) cond.value = unquote(cond.value)
  return cond
}

/** Index of the dot ending the field name (not inside quotes, not part of a JSON path). */
function fieldEnd(item: string): number {
  let quoted = false
  for (let i = 0; i < item.length; i++) {
    const ch = item[i]
    if (ch === '"') quoted = !quoted
    else if (ch === '.' && !quoted) return i
  }
  return -1
}

export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((term) => {
    const raw = term.trim()
    let relation: string | undefined
    let rest = raw
    const related = /^([^()]+)\(([^()]+)\)(.*)$/.exec(raw)
    if (related) {
      relation = unquote(related[1]!.trim())
      rest = related[2]! + related[3]!
    } else if (/[()]/.test(raw)) throw parseError(`failed to parse order (${value})`)
    const parts = rest.split('.')
    const mods: string[] = []
    while (parts.length > 1 && /^(asc|desc|nullsfirst|nullslast)$/.test(parts[parts.length - 1]!))
      mods.unshift(parts.pop()!)
    const field = parseField(parts.join('.'), `order (${value})`)
    const out: OrderTerm = { field, desc: false, relation }
    for (const mod of mods) {
      if (mod === 'desc') out.desc = true
      else if (mod === 'nullsfirst') out.nulls = 'first'
      else if (mod === 'nullslast') out.nulls = 'last'
    }
    return out
  })
}

/** limit/offset: an integer; a negative limit is PostgREST's 416 (checked by the caller). */
export function parseInteger(value: string, what: string): number {
  if (!/^-?\d+$/.test(value))
    throw parseError(`failed to parse ${what} parameter (${value})`, `Expected an integer`)
  return Number(value)
}
