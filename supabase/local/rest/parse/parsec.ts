/**
 * The few Parsec combinators PostgREST's query grammar is written in (Text.Parsec 3), with
 * Parsec's semantics: consumed/empty replies, `try`, labels, error merging by position and the
 * error text of `showErrorMessages`. The grammar in grammar.ts is a line-by-line transcription
 * of PostgREST's ApiRequest/QueryParams.hs, so what it accepts, and the line, column and
 * "unexpected … expecting …" of what it refuses, are PostgREST's.
 */

interface Pos {
  line: number
  col: number
}

const enum Kind {
  SysUnExpect,
  UnExpect,
  Expect,
  Message,
}

interface Msg {
  kind: Kind
  text: string
}

export interface ParseErr {
  pos: Pos
  msgs: Msg[]
}

export interface State {
  /** The input as code points (Parsec's Char is a code point). */
  chars: string[]
  i: number
  pos: Pos
}

export type Reply<T> =
  | { ok: true; consumed: boolean; value: T; state: State; err: ParseErr }
  | { ok: false; consumed: boolean; err: ParseErr }

export type Parser<T> = (s: State) => Reply<T>

const unknown = (pos: Pos): ParseErr => ({ pos, msgs: [] })
const comparePos = (a: Pos, b: Pos) => a.line - b.line || a.col - b.col

function mergeError(e1: ParseErr, e2: ParseErr): ParseErr {
  if (!e2.msgs.length && e1.msgs.length) return e1
  if (!e1.msgs.length && e2.msgs.length) return e2
  const c = comparePos(e1.pos, e2.pos)
  if (c === 0) return { pos: e1.pos, msgs: [...e1.msgs, ...e2.msgs] }
  return c > 0 ? e1 : e2
}

function nextPos(pos: Pos, ch: string): Pos {
  if (ch === '\n') return { line: pos.line + 1, col: 1 }
  if (ch === '\t') return { line: pos.line, col: pos.col + 8 - ((pos.col - 1) % 8) }
  return { line: pos.line, col: pos.col + 1 }
}

function hsEscape(ch: string, quote: string, next = ''): string {
  const code = ch.codePointAt(0)!
  if (ch === quote || ch === '\\') return '\\' + ch
  if (code >= 0x20 && code < 0x7f) return ch
  const named: Record<string, string> = { '\n': '\\n', '\t': '\\t', '\r': '\\r' }
  if (named[ch]) return named[ch]
  return `\\${code}${/[0-9]/.test(next) ? '\\&' : ''}`
}

/** Haskell's `show` of a String. */
export function showString(s: string): string {
  const chars = Array.from(s)
  return '"' + chars.map((c, i) => hsEscape(c, '"', chars[i + 1])).join('') + '"'
}

/** Haskell's `show` of a Char. */
const showChar = (c: string) => "'" + hsEscape(c, "'") + "'"

export function run<T>(p: Parser<T>, input: string): { ok: true; value: T } | ParseErr {
  const r = p({ chars: Array.from(input), i: 0, pos: { line: 1, col: 1 } })
  return r.ok ? { ok: true, value: r.value } : r.err
}

/** `showErrorMessages "or" "unknown parse error" "expecting" "unexpected" "end of input"`, on one line. */
export function showErrorMessages(err: ParseErr): string {
  const msgs = [...err.msgs].sort((a, b) => a.kind - b.kind)
  if (!msgs.length) return 'unknown parse error'
  const of = (k: Kind) => msgs.filter((m) => m.kind === k)
  const clean = (xs: string[]) => [...new Set(xs.filter(Boolean))]
  const commasOr = (ms: string[]) =>
    ms.length <= 1 ? (ms[0] ?? '') : `${ms.slice(0, -1).join(', ')} or ${ms[ms.length - 1]}`
  const showMany = (pre: string, xs: Msg[]) => {
    const ms = clean(xs.map((m) => m.text))
    if (!ms.length) return ''
    return pre ? `${pre} ${commasOr(ms)}` : commasOr(ms)
  }
  const sys = of(Kind.SysUnExpect)
  const un = of(Kind.UnExpect)
  const showSys =
    un.length || !sys.length
      ? ''
      : sys[0]!.text === ''
        ? 'unexpected end of input'
        : `unexpected ${sys[0]!.text}`
  return clean([
    showSys,
    showMany('unexpected', un),
    showMany('expecting', of(Kind.Expect)),
    showMany('', of(Kind.Message)),
  ]).join(' ')
}

export const showPos = (pos: Pos) => `(line ${pos.line}, column ${pos.col})`

// --- primitives -------------------------------------------------------------------------------

export function satisfy(f: (c: string) => boolean): Parser<string> {
  return (s) => {
    const c = s.chars[s.i]
    if (c === undefined)
      return {
        ok: false,
        consumed: false,
        err: { pos: s.pos, msgs: [{ kind: Kind.SysUnExpect, text: '' }] },
      }
    if (!f(c))
      return {
        ok: false,
        consumed: false,
        err: { pos: s.pos, msgs: [{ kind: Kind.SysUnExpect, text: showString(c) }] },
      }
    const pos = nextPos(s.pos, c)
    return {
      ok: true,
      consumed: true,
      value: c,
      state: { chars: s.chars, i: s.i + 1, pos },
      err: unknown(pos),
    }
  }
}

/** `string`: consumes as soon as its first character matches (hence the `try`s in the grammar). */
export function string(t: string): Parser<string> {
  const want = Array.from(t)
  return (s) => {
    const expect = (sys: string): ParseErr => ({
      pos: s.pos,
      msgs: [
        { kind: Kind.Expect, text: showString(t) },
        { kind: Kind.SysUnExpect, text: sys },
      ],
    })
    let pos = s.pos
    for (let k = 0; k < want.length; k++) {
      const c = s.chars[s.i + k]
      if (c === undefined) return { ok: false, consumed: k > 0, err: expect('') }
      if (c !== want[k]) return { ok: false, consumed: k > 0, err: expect(showString(c)) }
      pos = nextPos(pos, c)
    }
    if (!want.length) return { ok: true, consumed: false, value: t, state: s, err: unknown(s.pos) }
    return {
      ok: true,
      consumed: true,
      value: t,
      state: { chars: s.chars, i: s.i + want.length, pos },
      err: unknown(pos),
    }
  }
}

export const ret =
  <T>(value: T): Parser<T> =>
  (s) => ({ ok: true, consumed: false, value, state: s, err: unknown(s.pos) })

/** `mzero` / `guard False`. */
export const zero: Parser<never> = (s) => ({ ok: false, consumed: false, err: unknown(s.pos) })

const unexpected =
  (text: string): Parser<never> =>
  (s) => ({
    ok: false,
    consumed: false,
    err: { pos: s.pos, msgs: [{ kind: Kind.UnExpect, text }] },
  })

export function bind<A, B>(p: Parser<A>, k: (a: A) => Parser<B>): Parser<B> {
  return (s) => {
    const r = p(s)
    if (!r.ok) return r
    const r2 = k(r.value)(r.state)
    if (r2.consumed) return r2
    const err = r.err.msgs.length ? mergeError(r.err, r2.err) : r2.err
    return { ...r2, consumed: r.consumed, err }
  }
}

export const map = <A, B>(p: Parser<A>, f: (a: A) => B): Parser<B> => bind(p, (a) => ret(f(a)))
/** `p *> q` */
export const right = <A, B>(p: Parser<A>, q: Parser<B>): Parser<B> => bind(p, () => q)
/** `p <* q` */
export const left = <A, B>(p: Parser<A>, q: Parser<B>): Parser<A> => bind(p, (a) => map(q, () => a))

/** `<|>`: the next alternative only when the one before failed without consuming. */
export function alt<T>(...ps: Parser<T>[]): Parser<T> {
  return ps.reduce((p, q) => (s) => {
    const r = p(s)
    if (r.ok || r.consumed) return r
    const r2 = q(s)
    if (r2.consumed) return r2
    return { ...r2, err: mergeError(r.err, r2.err) }
  })
}

export function attempt<T>(p: Parser<T>): Parser<T> {
  return (s) => {
    const r = p(s)
    return r.ok ? r : { ...r, consumed: false }
  }
}

/** `p <?> name` */
export function label<T>(p: Parser<T>, name: string): Parser<T> {
  const setExpect = (err: ParseErr): ParseErr => ({
    pos: err.pos,
    msgs: [{ kind: Kind.Expect, text: name }, ...err.msgs.filter((m) => m.kind !== Kind.Expect)],
  })
  return (s) => {
    const r = p(s)
    if (r.consumed) return r
    if (!r.ok) return { ...r, err: setExpect(r.err) }
    return r.err.msgs.length ? { ...r, err: setExpect(r.err) } : r
  }
}

export function lookAhead<T>(p: Parser<T>): Parser<T> {
  return (s) => {
    const r = p(s)
    return r.ok ? { ok: true, consumed: false, value: r.value, state: s, err: unknown(s.pos) } : r
  }
}

export function many<T>(p: Parser<T>): Parser<T[]> {
  return (s) => {
    const out: T[] = []
    let state = s
    for (;;) {
      const r = p(state)
      if (!r.ok) {
        if (r.consumed) return r
        return { ok: true, consumed: out.length > 0, value: out, state, err: r.err }
      }
      if (!r.consumed) throw new Error('many: a parser that accepts an empty string')
      out.push(r.value)
      state = r.state
    }
  }
}

export const many1 = <T>(p: Parser<T>): Parser<T[]> =>
  bind(p, (x) => map(many(p), (xs) => [x, ...xs]))

export const sepBy1 = <T, S>(p: Parser<T>, sep: Parser<S>): Parser<T[]> =>
  bind(p, (x) => map(many(right(sep, p)), (xs) => [x, ...xs]))

export const sepBy = <T, S>(p: Parser<T>, sep: Parser<S>): Parser<T[]> =>
  alt(sepBy1(p, sep), ret([] as T[]))

export const option = <T>(x: T, p: Parser<T>): Parser<T> => alt(p, ret(x))
export const optionMaybe = <T>(p: Parser<T>): Parser<T | undefined> =>
  option<T | undefined>(undefined, p)

export const between = <O, C, T>(open: Parser<O>, close: Parser<C>, p: Parser<T>): Parser<T> =>
  left(right(open, p), close)

export const anyChar = satisfy(() => true)
export const char = (c: string) =>
  label(
    satisfy((x) => x === c),
    showString(c),
  )
export const oneOf = (cs: string) => satisfy((x) => cs.includes(x))
export const noneOf = (cs: string) => satisfy((x) => !cs.includes(x))
export const letter = label(
  satisfy((c) => /^\p{L}$/u.test(c)),
  'letter',
)
export const digit = label(
  satisfy((c) => c >= '0' && c <= '9'),
  'digit',
)

/** `notFollowedBy p = try (do { c <- try p; unexpected (show c) } <|> return ())` */
export function notFollowedBy(p: Parser<string>): Parser<void> {
  return attempt(
    alt<void>(
      bind(attempt(p), (c) => unexpected(c.length === 1 ? showChar(c) : showString(c))),
      ret(undefined),
    ),
  )
}

/** `anyToken`: any character, without moving the position (so `eof` reports where it stands). */
const anyToken: Parser<string> = (s) => {
  const r = anyChar(s)
  return r.ok ? { ...r, state: { ...r.state, pos: s.pos }, err: unknown(s.pos) } : r
}

export const eof: Parser<void> = label(notFollowedBy(anyToken), 'end of input')

/** `sequence`: each parser in turn, their results in a list. */
export const sequence = <T>(ps: Parser<T>[]): Parser<T[]> =>
  ps.reduce<Parser<T[]>>((acc, p) => bind(acc, (xs) => map(p, (x) => [...xs, x])), ret([]))
