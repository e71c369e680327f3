/**
 * The embedded backend's query grammar against PostgREST's (ApiRequest/QueryParams.hs): the
 * examples from its documentation tests with the exact position and message, and property
 * tests that generate requests from PostgREST's grammar (they must parse to what was written)
 * and random text over the grammar's characters (it must parse to names PostgREST's grammar
 * allows, or fail with PGRST100: never something else silently).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { HttpError } from '../../supabase/local/http'
import {
  type Field,
  parseFilterValue,
  parseLogicTree,
  parseOrder,
  parseSelect,
  parseTreePath,
  type SelectItem,
} from '../../supabase/local/rest/parse/grammar'

function failure(fn: () => unknown): { code: string; message: string; details: unknown } {
  try {
    fn()
  } catch (error) {
    if (error instanceof HttpError)
      return error.body as { code: string; message: string; details: unknown }
    throw error
  }
  throw new Error('parsed without an error')
}

const field = (name: string): Field => ({ name, json: [] })

describe("PostgREST's documented parse errors, position and message", () => {
  it.each([
    [
      'id,clients(name[])',
      16,
      `unexpected '[' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`,
    ],
    ['data->>-78xy', 11, `unexpected 'x' expecting digit, "->", "::", ".", "," or end of input`],
    ['data->>--34', 9, 'unexpected "-" expecting digit'],
    ['data->>-xy-4', 9, 'unexpected "x" expecting digit'],
  ])('select=%s', (input, column, details) => {
    expect(failure(() => parseSelect(input))).toEqual({
      code: 'PGRST100',
      message: `"failed to parse select parameter (${input})" (line 1, column ${column})`,
      details,
      hint: null,
    })
  })

  it.each([
    [
      'clients(name,id)',
      8,
      `unexpected '(' expecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input`,
    ],
    ['id.ac', 4, 'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.descc', 8, `unexpected 'c' expecting delimiter (.), "," or end of input`],
    ['id.nulsfist', 4, 'unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.nullslasttt', 13, `unexpected 't' expecting "," or end of input`],
    ['id.smth34', 4, 'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.asc.nlsfst', 8, 'unexpected "l" expecting "nullsfirst" or "nullslast"'],
    ['id.asc.nullslasttt', 17, `unexpected 't' expecting "," or end of input`],
    ['id.asc.smth34', 8, 'unexpected "s" expecting "nullsfirst" or "nullslast"'],
  ])('order=%s', (input, column, details) => {
    expect(failure(() => parseOrder(input))).toMatchObject({
      code: 'PGRST100',
      message: `"failed to parse order (${input})" (line 1, column ${column})`,
      details,
    })
  })

  it.each([
    [
      'or',
      '()',
      4,
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    ['or', '(id.in.1,2,id.eq.3)', 10, 'unexpected "1" expecting "("'],
    ['or', ')(', 3, 'unexpected ")" expecting "("'],
    ['and', '(ord(id.eq.1,id.eq.1),id.eq.2)', 7, 'unexpected "d" expecting "("'],
    [
      'or',
      '(id.eq.1,not.xor(id.eq.2,id.eq.3))',
      16,
      'unexpected "x" expecting logic operator (and, or)',
    ],
  ])('%s=%s', (op, value, column, details) => {
    expect(failure(() => parseLogicTree(op, value))).toMatchObject({
      code: 'PGRST100',
      message: `"failed to parse logic tree (${value})" (line 1, column ${column})`,
      details,
    })
  })

  it.each([
    ['val', 1, 'unexpected "v" expecting "not" or operator (eq, gt, ...)'],
    ['noop.0', 1, 'unexpected "o" expecting "not" or operator (eq, gt, ...)'],
    ['fts().value', 5, 'unexpected ")" expecting operator (eq, gt, ...)'],
    ['eq().value', 4, 'unexpected ")" expecting operator (eq, gt, ...)'],
    ['is().value', 3, 'unexpected "(" expecting operator (eq, gt, ...)'],
    ['in().value', 3, 'unexpected "(" expecting operator (eq, gt, ...)'],
  ])('id=%s', (value, column, details) => {
    expect(failure(() => parseFilterValue(field('id'), value))).toMatchObject({
      code: 'PGRST100',
      message: `"failed to parse filter (${value})" (line 1, column ${column})`,
      details,
    })
  })
})

describe("PostgREST's documented accepted forms", () => {
  it('reads field names with spaces, dashes, digits, $ and quoted reserved characters', () => {
    const names = (select: string) =>
      parseSelect(select).map((i) => (i.type === 'column' ? i.field.name : i.type))
    expect(names('identifier with spaces,identifier-with-dashes,123,_,$')).toEqual([
      'identifier with spaces',
      'identifier-with-dashes',
      '123',
      '_',
      '$',
    ])
    expect(names(' no leading or trailing spaces ,"  leading and trailing spaces "')).toEqual([
      'no leading or trailing spaces',
      '  leading and trailing spaces ',
    ])
    expect(
      names('"a.dotted.column","(inside,parens)",":arr->ow::cast","*","with \\"quote\\""'),
    ).toEqual(['a.dotted.column', '(inside,parens)', ':arr->ow::cast', '*', 'with "quote"'])
  })

  it('reads JSON keys of any non-reserved characters, and indexes', () => {
    expect(parseSelect('alias:name->!@#$%^&*_a::cast')).toEqual([
      {
        type: 'column',
        alias: 'alias',
        cast: 'cast',
        field: { name: 'name', json: [{ arrow: '->', key: '!@#$%^&*_a', index: false }] },
      },
    ])
    expect(parseSelect('data->0,other')[0]).toMatchObject({
      field: { json: [{ arrow: '->', key: '0', index: true }] },
    })
  })

  it('reads embeds with an alias, a hint, a join type and spreads', () => {
    expect(parseSelect('alias:rel!inner!hint(*),...client(*)')).toEqual([
      {
        type: 'embed',
        name: 'rel',
        alias: 'alias',
        hint: 'hint',
        join: 'inner',
        spread: false,
        select: [{ type: 'star' }],
      },
      {
        type: 'embed',
        name: 'client',
        hint: undefined,
        join: undefined,
        spread: true,
        select: [{ type: 'star' }],
      },
    ])
  })

  it('reads quoted names in filter keys and whitespace inside logic trees', () => {
    expect(parseTreePath('"a.dotted.column"')).toEqual({
      path: [],
      field: field('a.dotted.column'),
    })
    expect(parseTreePath('actors." padded "')).toEqual({
      path: ['actors'],
      field: field(' padded '),
    })
    const tree = parseLogicTree('or', '( id.eq.1 , and( id.gt.2 ,id.lt.5) )')
    expect(tree).toMatchObject({
      type: 'logic',
      op: 'or',
      children: [
        { type: 'filter', field: field('id'), op: 'eq', value: '1 ' },
        { type: 'logic', op: 'and', children: [{ value: '2 ' }, { value: '5' }] },
      ],
    })
  })
})

// --- property tests ---------------------------------------------------------------------------

const identChar = fc.constantFrom(...'abcxyz_$0189ÄéƒΩ'.split(''))
/** PostgREST's pIdentifier parts joined by single dashes (sepByDash). */
const ident = fc
  .array(fc.string({ unit: identChar, minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('-'))
const reservedChar = fc.constantFrom(...'abc .,:()->!*"\\\'{}'.split(''))
const quoted = fc.string({ unit: reservedChar, minLength: 1, maxLength: 8 })
const quote = (s: string) => '"' + s.replace(/[\\"]/g, (c) => '\\' + c) + '"'
/** A field name as written, and as PostgREST reads it. */
const name = fc.oneof(
  ident.map((n) => ({ text: n, value: n })),
  quoted.map((q) => ({ text: quote(q), value: q })),
)
const jsonKeyChar = fc.constantFrom(...'ab!@#$%^&*_é'.split(''))
const jsonStep = fc.oneof(
  fc.record({
    arrow: fc.constantFrom('->', '->>'),
    text: fc.string({ unit: jsonKeyChar, minLength: 1, maxLength: 4 }),
    index: fc.constant(false),
  }),
  fc.record({
    arrow: fc.constantFrom('->', '->>'),
    // Negative indexes are in the documented examples (a quirk: `-1` right before `)` is refused).
    text: fc.nat(99).map(String),
    index: fc.constant(true),
  }),
)
const castName = fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}$/)

interface Model {
  text: string
  item: SelectItem
  /** A column whose output name comes from its JSON path (no alias written). */
  derived?: boolean
}

/**
 * Inside parentheses, an index as the very last step is not followed by one of pJIdx's
 * endings (`->`, `::`, `.`, `,`, end of input): PostgREST reads it as a key.
 */
function lastInEmbed(models: Model[]): SelectItem[] {
  const items = models.map((m) => m.item)
  const last = models[models.length - 1]!
  const item = last.item
  if (item.type !== 'column' || item.cast || !item.field.json.at(-1)?.index) return items
  const step = { ...item.field.json.at(-1)!, index: false }
  const json = [...item.field.json.slice(0, -1), step]
  const alias = last.derived ? step.key : item.alias
  return [...items.slice(0, -1), { ...item, field: { ...item.field, json }, alias }]
}

const column = () =>
  fc
    .record({
      alias: fc.option(name, { nil: undefined }),
      name,
      json: fc.array(jsonStep, { maxLength: 3 }),
      cast: fc.option(castName, { nil: undefined }),
    })
    .map(({ alias, name: n, json, cast }): Model => {
      const steps = json.map((s) => ({
        arrow: s.arrow as '->' | '->>',
        key: s.text,
        index: s.index,
      }))
      const text =
        (alias ? `${alias.text}:` : '') +
        n.text +
        json.map((s) => s.arrow + s.text).join('') +
        (cast ? `::${cast}` : '')
      const lastKey = [...steps].reverse().find((s) => !s.index)?.key
      return {
        text,
        derived: !alias && steps.length > 0,
        item: {
          type: 'column',
          field: { name: n.value, json: steps },
          alias: alias?.value ?? (steps.length ? (lastKey ?? n.value) : undefined),
          cast,
        },
      }
    })

const selectList: fc.Memo<Model[]> = fc.memo((depth) => {
  const leaves: fc.Arbitrary<Model>[] = [
    column(),
    column(),
    fc.constant({ text: '*', item: { type: 'star' } as SelectItem }),
  ]
  if (depth <= 1) return fc.array(fc.oneof(...leaves), { minLength: 1, maxLength: 4 })
  const items = fc.oneof(
    ...leaves,
    fc
      .record({
        spread: fc.boolean(),
        alias: fc.option(ident, { nil: undefined }),
        name: ident,
        hint: fc.option(ident, { nil: undefined }),
        join: fc.option(fc.constantFrom('inner' as const, 'left' as const), { nil: undefined }),
        select: selectList(depth - 1),
      })
      .filter((e) => e.name !== 'count' && e.hint !== 'left' && e.hint !== 'inner')
      .map((e): Model => {
        const alias = e.spread ? undefined : e.alias
        const text =
          (e.spread ? '...' : alias ? `${alias}:` : '') +
          e.name +
          (e.hint ? `!${e.hint}` : '') +
          (e.join ? `!${e.join}` : '') +
          `(${e.select.map((m) => m.text).join(',')})`
        return {
          text,
          item: {
            type: 'embed',
            name: e.name,
            ...(e.spread ? {} : { alias }),
            hint: e.hint,
            join: e.join,
            spread: e.spread,
            select: lastInEmbed(e.select),
          },
        }
      }),
  )
  return fc.array(items, { minLength: 1, maxLength: 4 })
})

describe('property: requests written in PostgREST grammar parse to what was written', () => {
  it('select lists', () => {
    fc.assert(
      fc.property(selectList(3), (models) => {
        const text = models.map((m) => m.text).join(',')
        expect(parseSelect(text)).toEqual(models.map((m) => m.item))
      }),
      { numRuns: 400 },
    )
  })

  it('filters', () => {
    const op = fc.constantFrom(
      'eq',
      'neq',
      'gt',
      'gte',
      'lt',
      'lte',
      'like',
      'ilike',
      'match',
      'imatch',
      'cs',
      'cd',
      'ov',
      'sl',
      'sr',
      'nxr',
      'nxl',
      'adj',
      'isdistinct',
      'fts',
      'plfts',
      'phfts',
      'wfts',
    )
    fc.assert(
      fc.property(name, fc.boolean(), op, fc.string({ maxLength: 8 }), (n, negate, o, value) => {
        const cond = parseFilterValue(field(n.value), `${negate ? 'not.' : ''}${o}.${value}`)
        expect(cond).toMatchObject({ field: field(n.value), negate, op: o, value })
        expect(parseTreePath(n.text)).toEqual({ path: [], field: field(n.value) })
      }),
      { numRuns: 300 },
    )
  })

  it('order terms', () => {
    const term = fc.record({
      name,
      desc: fc.option(fc.boolean(), { nil: undefined }),
      nulls: fc.option(fc.constantFrom('first' as const, 'last' as const), { nil: undefined }),
    })
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 4 }), (terms) => {
        const text = terms
          .map(
            (t) =>
              t.name.text +
              (t.desc === undefined ? '' : t.desc ? '.desc' : '.asc') +
              (t.nulls ? `.nulls${t.nulls}` : ''),
          )
          .join(',')
        expect(parseOrder(text)).toEqual(
          terms.map((t) => ({
            field: field(t.name.value),
            desc: t.desc === true,
            nulls: t.nulls,
            relation: undefined,
          })),
        )
      }),
      { numRuns: 300 },
    )
  })
})

/**
 * What PostgREST's grammar can produce as an unquoted field name or JSON key (parts are
 * trimmed, so a part of spaces is empty).
 */
const IDENT = /^[\p{L}\d_ $]*(?:-[\p{L}\d_ $]*)*$/u
const JSON_KEY = /^[^(\-:.,>)]*(?:-[^(\-:.,>)]*)*$/u

function namesOf(
  items: SelectItem[],
  out: { name: string; keys: { key: string; index: boolean }[] }[],
) {
  for (const item of items) {
    if (item.type === 'column') out.push({ name: item.field.name, keys: item.field.json })
    if (item.type === 'embed') namesOf(item.select, out)
  }
  return out
}

describe('property: random text over the grammar characters is read as PostgREST reads it, or refused', () => {
  const alphabet = fc.constantFrom(...'ab1-_ >:.,()!*"\\{}'.split(''), '->', '->>', '::', '...')
  it('select: every unquoted name and key is one PostgREST can read; anything else is PGRST100', () => {
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 14 }).map((a) => a.join('')),
        (input) => {
          let items: SelectItem[]
          try {
            items = parseSelect(input)
          } catch (error) {
            expect(error).toBeInstanceOf(HttpError)
            const body = (error as HttpError).body as { code: string; message: string }
            expect(body.code).toMatch(/^PGRST(100|123)$/)
            if (body.code === 'PGRST100')
              expect(body.message).toMatch(
                /^"failed to parse select parameter \(.*\)" \(line 1, column \d+\)$/s,
              )
            return
          }
          for (const { name: n, keys } of namesOf(items, [])) {
            if (!input.includes('"')) expect(n).toMatch(IDENT)
            for (const k of keys) {
              if (k.index) expect(k.key).toMatch(/^-?\d+$/)
              else if (!input.includes('"')) expect(k.key.trim()).toMatch(JSON_KEY)
            }
          }
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('a JSON path with something that is neither a key nor an index after an arrow is refused', () => {
    const bad = fc.constantFrom('--34', '-x', '-', '->1', '', ')', '(', ',')
    fc.assert(
      fc.property(
        name,
        fc.array(jsonStep, { maxLength: 2 }),
        fc.constantFrom('->', '->>'),
        bad,
        (n, steps, arrow, tail) => {
          const input = n.text + steps.map((s) => s.arrow + s.text).join('') + arrow + tail
          expect(failure(() => parseSelect(input)).code).toBe('PGRST100')
        },
      ),
      { numRuns: 300 },
    )
  })
})
