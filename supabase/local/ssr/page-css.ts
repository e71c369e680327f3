/**
 * The part of the site's stylesheet one page uses (docs/decisions/018). The stylesheet is
 * Tailwind's output for every component of the site (≈ 87 KB, ≈ 12 KB brotli); a page's own
 * markup uses a fifth of it. Inlining all of it made every document two TCP round trips instead
 * of one, and Chromium parsed and matched every rule before the first paint.
 *
 * `indexStyles` splits the stylesheet once into its rules (with the classes each selector needs);
 * `pageStyles` keeps the rules whose selectors can match the page: a rule stays when one of its
 * selectors names only classes that occur in the page's `class` attributes (classes inside
 * `:not()`, `:is()`, `:where()`… are not required, so such rules stay). Element, attribute and
 * pseudo selectors are not checked (they stay), nor are `@font-face`, `@property` and the like;
 * `@media`/`@supports` blocks are pruned inside and dropped when empty, `@keyframes` stay when a
 * kept rule names them.
 *
 * What the islands may add once they run (an open menu, a dialog, an error) is in the islands'
 * stylesheet: the rules whose classes occur in the JavaScript that can run on a server-rendered
 * page (`classCandidatesIn`, at build time: vite.config.ts). The scripts' loader adds it after
 * the first paint (document.ts), and the island runtime waits for it before it renders.
 */

/** Classes a page may carry before any script of its own has run: the theme's, on `<html>`. */
const ALWAYS_PRESENT = ['dark']

type Block =
  | { kind: 'rule'; css: string; alternatives: string[][] }
  | { kind: 'group'; prelude: string; blocks: Block[] }
  | { kind: 'keyframes'; name: string; css: string }
  | { kind: 'other'; css: string }

export interface StyleIndex {
  blocks: Block[]
}

/** Splits a (minified) stylesheet into its rules. */
export function indexStyles(css: string): StyleIndex {
  return { blocks: parseBlocks(css, 0, css.length) }
}

/** The page's stylesheet: the rules of `index` its markup can use, in their original order. */
export function pageStyles(index: StyleIndex, html: string): string {
  return stylesFor(index, classesIn(html))
}

/** The rules of `index` whose selectors need only `classes` (and the theme's), in order. */
export function stylesFor(index: StyleIndex, present: ReadonlySet<string>): string {
  const classes = new Set([...present, ...ALWAYS_PRESENT])
  const used = (alternatives: string[][]) =>
    alternatives.some((required) => required.every((name) => classes.has(name)))
  const keyframes: { name: string; css: string; at: number }[] = []
  const parts: string[] = []
  const emit = (blocks: Block[], out: string[]) => {
    for (const block of blocks) {
      if (block.kind === 'rule') {
        if (used(block.alternatives)) out.push(block.css)
      } else if (block.kind === 'group') {
        const inner: string[] = []
        emit(block.blocks, inner)
        if (inner.length) out.push(`${block.prelude}{${inner.join('')}}`)
      } else if (block.kind === 'keyframes') {
        // Decided once every rule is known; the placeholder keeps its place.
        keyframes.push({ name: block.name, css: block.css, at: out.length })
        out.push('')
      } else out.push(block.css)
    }
  }
  emit(index.blocks, parts)
  const kept = parts.join('')
  for (const { name, css, at } of keyframes)
    if (new RegExp(`(^|[^\\w-])${escapeRegExp(name)}($|[^\\w-])`).test(kept)) parts[at] = css
  return parts.join('')
}

/** Every class token in the markup's `class` attributes (HTML entities decoded). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const token of decodeEntities(match[1] ?? '').split(/\s+/)) if (token) classes.add(token)
  return classes
}

/**
 * Every string in (minified) JavaScript that could be a class name, cut as Tailwind's own
 * scanner does — at whitespace, quotes and the punctuation around string literals — and also
 * at whitespace and the string delimiters of minified code alone (classes such as
 * `content-['']` and `grid-cols-[repeat(3,1fr)]` hold quotes and punctuation): a superset of the
 * classes the code can put in the page.
 */
export function classCandidatesIn(code: string): Set<string> {
  const candidates = new Set<string>()
  for (const token of code.split(/[\s"'`{}();,=+?<>\\]+/)) if (token) candidates.add(token)
  for (const token of code.split(/\s+/)) {
    candidates.add(token)
    for (const piece of token.split(/[`"]/)) if (piece) candidates.add(piece)
    for (const piece of token.split(/[`"']/)) if (piece) candidates.add(piece)
  }
  return candidates
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi, (_, dec, hex, name) => {
    if (dec) return String.fromCodePoint(Number(dec))
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[String(name).toLowerCase()] ?? ''
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Where the construct starting at `from` ends: after a string, comment or bracketed run. */
function skipQuoted(css: string, from: number): number {
  const quote = css[from]
  let i = from + 1
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1
  return i + 1
}

/** The index of the next top-level `stop` character (outside strings, comments and nesting). */
function scan(css: string, from: number, end: number, stops: string): number {
  let depth = 0
  for (let i = from; i < end; ) {
    const c = css[i]!
    if (c === '"' || c === "'") {
      i = skipQuoted(css, i)
      continue
    }
    if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2)
      i = close < 0 ? end : close + 2
      continue
    }
    if (c === '\\') {
      i += 2
      continue
    }
    if (depth === 0 && stops.includes(c)) return i
    if (c === '{' || c === '(' || c === '[') depth++
    else if (c === '}' || c === ')' || c === ']') depth--
    i++
  }
  return end
}

/** The blocks of css[from, end): rules, at-rule groups and other at-rules. */
function parseBlocks(css: string, from: number, end: number): Block[] {
  const blocks: Block[] = []
  let i = from
  while (i < end) {
    while (i < end && /\s/.test(css[i]!)) i++
    if (i >= end) break
    if (css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2)
      i = close < 0 ? end : close + 2
      continue
    }
    const stop = scan(css, i, end, '{;')
    const prelude = css.slice(i, stop).trim()
    if (stop >= end || css[stop] === ';') {
      // A statement (`@import`, `@layer a, b;`) or a stray declaration: kept as written.
      if (prelude) blocks.push({ kind: 'other', css: `${prelude};` })
      i = stop + 1
      continue
    }
    const close = scan(css, stop + 1, end, '}')
    const body = css.slice(stop + 1, close)
    i = close + 1
    if (prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? ''
      if (['media', 'supports', 'layer', 'container', 'scope'].includes(name))
        blocks.push({ kind: 'group', prelude, blocks: parseBlocks(css, stop + 1, close) })
      else if (name.endsWith('keyframes'))
        blocks.push({
          kind: 'keyframes',
          name: prelude.slice(name.length + 1).trim(),
          css: `${prelude}{${body}}`,
        })
      else blocks.push({ kind: 'other', css: `${prelude}{${body}}` })
      continue
    }
    blocks.push({ kind: 'rule', css: `${prelude}{${body}}`, alternatives: selectorClasses(prelude) })
  }
  return blocks
}

/** For each selector of a list, the classes it requires (outside functional pseudo-classes). */
export function selectorClasses(selectorList: string): string[][] {
  const alternatives: string[][] = []
  let from = 0
  for (;;) {
    const comma = scan(selectorList, from, selectorList.length, ',')
    alternatives.push(requiredClasses(selectorList.slice(from, comma)))
    if (comma >= selectorList.length) break
    from = comma + 1
  }
  return alternatives
}

function requiredClasses(selector: string): string[] {
  const classes: string[] = []
  for (let i = 0; i < selector.length; ) {
    const c = selector[i]!
    if (c === '"' || c === "'") i = skipQuoted(selector, i)
    else if (c === '(' || c === '[') {
      // `:not(.a)`, `:is(.a, .b)`, `[class~=x]`: alternatives or exclusions, never required.
      const close = scan(selector, i + 1, selector.length, c === '(' ? ')' : ']')
      i = close + 1
    } else if (c === '\\') i += 2
    else if (c === '.') {
      const [name, next] = readIdentifier(selector, i + 1)
      if (name) classes.push(name)
      i = next
    } else i++
  }
  return classes
}

/** A CSS identifier starting at `from`, its escapes decoded, and where it ends. */
function readIdentifier(text: string, from: number): [string, number] {
  let name = ''
  let i = from
  while (i < text.length) {
    const c = text[i]!
    if (c === '\\') {
      const hex = /^[\da-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8))
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16))
        i += 1 + hex[0].length
      } else {
        name += text[i + 1] ?? ''
        i += 2
      }
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) >= 0x80) {
      name += c
      i++
    } else break
  }
  return [name, i]
}
