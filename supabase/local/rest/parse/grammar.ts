/**
 * PostgREST's query grammar: select lists, filters, logic trees and order terms
 * (reference §1.2–1.4). Parsing only; names are checked against the schema cache later.
 */
import { parseError, pgrstError } from '../errors'
import * as P from './parsec'
import {
  alt,
  anyChar,
  attempt,
  between,
  bind,
  char,
  digit,
  eof,
  label,
  left,
  letter,
  lookAhead,
  many,
  many1,
  map,
  noneOf,
  notFollowedBy,
  oneOf,
  option,
  optionMaybe,
  ret,
  right,
  sepBy,
  sepBy1,
  string,
  zero,
} from './parsec'

interface JsonStep {
  arrow: '->' | '->>'
  key: string
  /** An array index (`->0`, `->-1`), not a key. */
  index: boolean
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

// --- PostgREST's grammar (ApiRequest/QueryParams.hs), combinator for combinator -------------

/** What a filter value parses to: an operator expression, or (RPC reads) a plain argument. */
type OpExpr = Omit<Condition, 'type' | 'field'>

const ws = many(oneOf(' \t'))
const lexeme = <T>(p: P.Parser<T>) => left(right(ws, p), ws)
const str = (ps: P.Parser<string[]>) => map(ps, (cs) => cs.join(''))

const pQuotedValue = str(
  between(char('"'), char('"'), many(alt(noneOf('\\"'), right(char('\\'), anyChar)))),
)
const pDelimiter = label(char('.'), 'delimiter (.)')
const pIdentifier = map(many1(alt(letter, digit, oneOf('_ $'))), (cs) => cs.join('').trim())
const sepByDash = (ident: P.Parser<string>) => {
  const dash = attempt(right(char('-'), notFollowedBy(char('>'))))
  return map(sepBy1(ident, dash), (parts) => parts.join('-'))
}
const pFieldName = label(
  alt(pQuotedValue, sepByDash(pIdentifier)),
  'field name (* or [a..z0..9_$])',
)

const pJsonKeyIdentifier = map(many1(noneOf('(-:.,>)')), (cs) => cs.join('').trim())
const pJsonKeyName = label(
  alt(pQuotedValue, sepByDash(pJsonKeyIdentifier)),
  'any non reserved character different from: .,>()',
)
const pJsonPath: P.Parser<JsonStep[]> = (() => {
  const pArrow = alt(attempt(string('->>')), attempt(string('->'))) as P.Parser<JsonStep['arrow']>
  const pEnd = alt<unknown>(
    attempt(lookAhead(string('->'))),
    attempt(lookAhead(string('::'))),
    attempt(lookAhead(string('.'))),
    attempt(lookAhead(string(','))),
    attempt(eof),
  )
  const pJIdx = left(
    bind(option('+', char('-')), (sign) =>
      map(many1(digit), (ds) => ({ key: (sign === '-' ? '-' : '') + ds.join(''), index: true })),
    ),
    pEnd,
  )
  const pJKey = map(pJsonKeyName, (key) => ({ key, index: false }))
  const pOperand = alt(attempt(pJIdx), attempt(pJKey))
  return many(bind(pArrow, (arrow) => map(pOperand, (o) => ({ arrow, ...o }))))
})()

const pField: P.Parser<Field> = lexeme(
  bind(pFieldName, (name) => map(option<JsonStep[]>([], pJsonPath), (json) => ({ name, json }))),
)
const aliasSeparator = right(char(':'), notFollowedBy(char(':')))
const pAlias = optionMaybe(attempt(left(pFieldName, aliasSeparator)))

type EmbedParam = { hint: string } | { join: 'inner' | 'left' }
const pEmbedParam: P.Parser<EmbedParam> = right(
  char('!'),
  alt<EmbedParam>(
    attempt(map(string('left'), () => ({ join: 'left' as const }))),
    attempt(map(string('inner'), () => ({ join: 'inner' as const }))),
    attempt(map(pFieldName, (hint) => ({ hint }))),
  ),
)
const pEmbedParams = bind(optionMaybe(pEmbedParam), (p1) =>
  map(optionMaybe(pEmbedParam), (p2) => {
    const pick = <K extends 'hint' | 'join'>(k: K) =>
      [p1, p2].map((p) => (p && k in p ? (p as Record<K, string>)[k] : undefined)).find(Boolean)
    return { hint: pick('hint'), join: pick('join') as 'inner' | 'left' | undefined }
  }),
)
const openParen = attempt(lookAhead(string('(')))

type Head = Omit<Extract<SelectItem, { type: 'embed' }>, 'select'>
const pRelationSelect: P.Parser<Head> = lexeme(
  bind(pAlias, (alias) =>
    bind(pFieldName, (name) =>
      name === 'count'
        ? zero
        : bind(pEmbedParams, ({ hint, join }) =>
            map(openParen, () => ({
              type: 'embed' as const,
              name,
              alias,
              hint,
              join,
              spread: false,
            })),
          ),
    ),
  ),
)
const pSpreadRelationSelect: P.Parser<Head> = lexeme(
  bind(right(string('...'), pFieldName), (name) =>
    bind(pEmbedParams, ({ hint, join }) =>
      map(openParen, () => ({ type: 'embed' as const, name, hint, join, spread: true })),
    ),
  ),
)

/** A select item as parsed; `agg` marks an aggregate (refused after parsing, as hosted does). */
type ParsedItem = SelectItem | { type: 'aggregate' }
const pSelectEnd = alt<unknown>(
  attempt(lookAhead(string(')'))),
  attempt(lookAhead(string(','))),
  attempt(eof),
)
const pCast = optionMaybe(right(string('::'), pIdentifier))
const pAggregation = alt(
  string('sum'),
  string('avg'),
  string('count'),
  attempt(string('max')),
  attempt(string('min')),
)
const pFieldSelect: P.Parser<ParsedItem> = lexeme(
  alt<ParsedItem>(
    attempt(
      right(
        string('*'),
        map(pSelectEnd, () => ({ type: 'star' as const })),
      ),
    ),
    attempt(
      right(
        pAlias,
        right(
          string('count()'),
          right(
            pCast,
            map(pSelectEnd, () => ({ type: 'aggregate' as const })),
          ),
        ),
      ),
    ),
    bind(pAlias, (alias) =>
      bind(pField, (field) =>
        bind(pCast, (cast) =>
          bind(optionMaybe(attempt(left(right(char('.'), pAggregation), string('()')))), (agg) =>
            right(
              pCast,
              map(pSelectEnd, (): ParsedItem =>
                agg !== undefined
                  ? { type: 'aggregate' }
                  : {
                      type: 'column',
                      field,
                      alias: alias ?? (field.json.length ? jsonPathName(field) : undefined),
                      cast,
                    },
              ),
            ),
          ),
        ),
      ),
    ),
  ),
)

const pFieldForest: P.Parser<ParsedItem[]> = (s) => sepBy(pFieldTree, lexeme(char(',')))(s)
const embedTree = (head: P.Parser<Head>) =>
  bind(head, (h) =>
    map(between(char('('), char(')'), pFieldForest), (select): ParsedItem => ({
      ...h,
      select: select as SelectItem[],
    })),
  )
const pFieldTree: P.Parser<ParsedItem> = alt(
  embedTree(attempt(pSpreadRelationSelect)),
  embedTree(attempt(pRelationSelect)),
  pFieldSelect,
)

const ciString = (t: string) =>
  str(P.sequence(Array.from(t).map((c) => alt(char(c), char(c.toUpperCase())))))
const pListElement = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))),
  str(many(noneOf(',)'))),
)
const pListVal = left(right(lexeme(char('(')), sepBy1(pListElement, char(','))), lexeme(char(')')))
const pSingleVal = str(many(anyChar))
const pLogicSingleVal = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))),
  attempt(
    bind(string('{'), (a) =>
      bind(str(many(noneOf('{}'))), (b) => map(string('}'), (c) => a + b + c)),
    ),
  ),
  str(many(noneOf(',)'))),
)
const ops = (names: string[], what?: string) => {
  const p = alt(...names.map((n) => attempt(string(n))))
  return what === undefined ? p : label(p, what)
}
const simpleOperator = ops(
  ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'],
  'unknown single value operator',
)
const quantOperator = ops(
  ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'],
  'unknown single value operator',
)

function pOpExpr(pSVal: P.Parser<string>): P.Parser<OpExpr> {
  const pIn = right(
    attempt(right(string('in'), pDelimiter)),
    map(pListVal, (list) => ({
      op: 'in',
      value: '',
      list: list.length === 1 && list[0] === '' ? [] : list,
    })),
  )
  const pIsVal = label(
    alt(
      ...['null', 'not_null', 'true', 'false', 'unknown'].map((k) =>
        attempt(map(ciString(k), () => k)),
      ),
    ),
    'isVal: (null, not_null, true, false, unknown)',
  )
  const pIs = right(
    attempt(right(string('is'), pDelimiter)),
    map(pIsVal, (value) => ({ op: 'is', value })),
  )
  const pIsDist = right(
    attempt(right(string('isdistinct'), pDelimiter)),
    map(pSVal, (value) => ({ op: 'isdistinct', value })),
  )
  const pFts = bind(ops(['fts', 'plfts', 'phfts', 'wfts']), (op) =>
    bind(optionMaybe(attempt(between(char('('), char(')'), pIdentifier))), (language) =>
      right(
        pDelimiter,
        map(pSVal, (value) => ({ op, language, value })),
      ),
    ),
  )
  const pSimpleOp = bind(simpleOperator, (op) =>
    right(
      pDelimiter,
      map(pSVal, (value) => ({ op, value })),
    ),
  )
  const pQuant = attempt(
    between(
      char('('),
      char(')'),
      alt(attempt(string('any')), string('all')) as P.Parser<'any' | 'all'>,
    ),
  )
  const pQuantOp = bind(quantOperator, (op) =>
    bind(optionMaybe(pQuant), (modifier) =>
      right(
        pDelimiter,
        map(pSVal, (value) => ({ op, modifier, value })),
      ),
    ),
  )
  const pOperation = label(
    alt<Omit<OpExpr, 'negate'>>(
      pIn,
      pIs,
      pIsDist,
      attempt(pFts),
      attempt(pSimpleOp),
      attempt(pQuantOp),
    ),
    'operator (eq, gt, ...)',
  )
  const pNot = alt(attempt(map(right(string('not'), pDelimiter), () => true)), ret(false))
  return bind(pNot, (negate) => map(pOperation, (o) => ({ ...o, negate })))
}

const pTreePath = bind(sepBy1(pFieldName, pDelimiter), (names) =>
  map(option<JsonStep[]>([], pJsonPath), (json) => ({
    path: names.slice(0, -1),
    field: { name: names[names.length - 1]!, json },
  })),
)

const pLogicTree: P.Parser<Predicate> = (s) => {
  const pLogicFilter = bind(pField, (field) =>
    right(
      pDelimiter,
      map(pOpExpr(pLogicSingleVal), (o): Predicate => ({ type: 'filter', field, ...o })),
    ),
  )
  const pNot = label(
    alt(attempt(map(right(string('not'), pDelimiter), () => true)), ret(false)),
    'negation operator (not)',
  )
  const pLogicOp = label(
    alt(
      attempt(map(string('and'), () => 'and' as const)),
      map(string('or'), () => 'or' as const),
    ),
    'logic operator (and, or)',
  )
  return alt<Predicate>(
    attempt(pLogicFilter),
    bind(pNot, (negate) =>
      bind(pLogicOp, (op) =>
        map(
          left(right(lexeme(char('(')), sepBy1(pLogicTree, lexeme(char(',')))), lexeme(char(')'))),
          (children): Predicate => ({ type: 'logic', op, negate, children }),
        ),
      ),
    ),
  )(s)
}

const pOrder: P.Parser<OrderTerm[]> = (() => {
  const pEnd = alt<unknown>(attempt(lookAhead(char(','))), attempt(eof))
  const pOrdDir = alt(
    attempt(right(pDelimiter, string('asc'))),
    attempt(right(pDelimiter, string('desc'))),
  )
  const pNulls = alt(
    attempt(right(pDelimiter, string('nullsfirst'))),
    attempt(right(pDelimiter, string('nullslast'))),
  )
  const tail = (field: Field, relation?: string) =>
    bind(optionMaybe(pOrdDir), (dir) =>
      map(
        alt(
          left(optionMaybe(pNulls), pEnd),
          map(pEnd, () => undefined),
        ),
        (nulls): OrderTerm => ({
          field,
          desc: dir === 'desc',
          nulls: nulls === 'nullsfirst' ? 'first' : nulls === 'nullslast' ? 'last' : undefined,
          relation,
        }),
      ),
    )
  const pOrderTerm = bind(pField, (field) => tail(field))
  const pOrderRelationTerm = bind(pFieldName, (relation) =>
    bind(between(char('('), char(')'), pField), (field) => tail(field, relation)),
  )
  return sepBy1(lexeme(alt(attempt(pOrderRelationTerm), pOrderTerm)), char(','))
})()

/** Runs a PostgREST parser; a failure is PGRST100 with Parsec's position and message. */
function parseWith<T>(p: P.Parser<T>, source: string, input: string): T {
  const r = P.run(p, input)
  if ('ok' in r) return r.value
  throw parseError(`"${source}" ${P.showPos(r.pos)}`, P.showErrorMessages(r))
}

/**
 * The output name PostgREST gives a JSON path without an alias: its last key, or the column
 * when it ends in array indexes with no key before them.
 */
function jsonPathName(field: Field): string {
  for (let i = field.json.length - 1; i >= 0; i--)
    if (!field.json[i]!.index) return field.json[i]!.key
  return field.name
}

export function parseSelect(input: string): SelectItem[] {
  const items = parseWith(pFieldForest, `failed to parse select parameter (${input})`, input)
  const refuse = (list: ParsedItem[]) => {
    for (const item of list) {
      if (item.type === 'aggregate')
        throw pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed', null, null)
      if (item.type === 'embed') refuse(item.select)
    }
  }
  refuse(items)
  return items as SelectItem[]
}

/** A filter's key: the embed path and the field (`actors.name`, `data->a`, `"a.b"`). */
export function parseTreePath(key: string): { path: string[]; field: Field } {
  return parseWith(pTreePath, `failed to parse tree path (${key})`, key)
}

/** A filter's value; for an RPC read, a value with no operator is the function's argument. */
export function parseFilterValue(field: Field, value: string, rpc = false): Condition | undefined {
  const p = rpc ? alt<OpExpr | undefined>(pOpExpr(pSingleVal), ret(undefined)) : pOpExpr(pSingleVal)
  const o = parseWith(p, `failed to parse filter (${value})`, value)
  return o && { type: 'filter', field, ...o }
}

/** An `or`/`and` key (`not.or`, `actors.and`): the embed path and the operator. */
export function parseLogicPath(key: string): { path: string[]; op: string } {
  const names = parseWith(
    sepBy1(pFieldName, pDelimiter),
    `failed to parse logic path (${key})`,
    key,
  )
  const op = names[names.length - 1]!
  return {
    path: names.slice(0, -1).filter((n) => n !== 'not'),
    op: names.includes('not') ? `not.${op}` : op,
  }
}

/** `and=(…)`: parsed, like PostgREST, as the operator followed by the value. */
export function parseLogicTree(op: string, value: string): Predicate {
  return parseWith(pLogicTree, `failed to parse logic tree (${value})`, op + value)
}

export function parseOrder(value: string): OrderTerm[] {
  return parseWith(pOrder, `failed to parse order (${value})`, value)
}

/** `columns` and `on_conflict`: field names separated by commas. */
export function parseColumns(value: string, what: 'columns' | 'on_conflict'): string[] {
  return parseWith(
    sepBy1(pFieldName, lexeme(char(','))),
    `failed to parse ${what} parameter (${value})`,
    value,
  )
}

/** limit/offset: an integer; a negative limit is PostgREST's 416 (checked by the caller). */
export function parseInteger(value: string, what: string): number {
  if (!/^-?\d+$/.test(value))
    throw parseError(`failed to parse ${what} parameter (${value})`, `Expected an integer`)
  return Number(value)
}
