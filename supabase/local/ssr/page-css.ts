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
 * What the islands may add once they run (an open menu, a dialog, an error) is in the whole
 * stylesheet, which the scripts' loader adds after the first paint (document.ts), after the
 * inlined part: every rule again, in the stylesheet's own order, so the cascade is the build's
 * whatever the page inlined. The island runtime waits for it before it renders.
 */

/** Classes a page may carry before any script of its own has run: the theme's, on `<html>`. */
const ALWAYS_PRESENT = ['dark']
/** The elements of the page shell around the rendered markup (index.html). */
const DOCUMENT_TAGS = ['html', 'head', 'body', 'div', 'script', 'style', 'meta', 'link', 'title']

type Block =
  | { kind: 'rule'; selector: string; body: string; alternatives: Requirement[] }
  | { kind: 'group'; prelude: string; blocks: Block[] }
  | { kind: 'keyframes'; name: string; css: string }
  | { kind: 'other'; css: string }

export interface StyleIndex {
  blocks: Block[]
  /** Classes the stylesheet names by attribute (`[class~=not-prose]`): never renamed. */
  attributeClasses: Set<string>
}

/** Splits a (minified) stylesheet into its rules. */
export function indexStyles(css: string): StyleIndex {
  const attributeClasses = new Set<string>()
  for (const match of css.matchAll(/\[class~=(["']?)([^"'\]]+)\1\]/g))
    attributeClasses.add(match[2]!)
  return { blocks: parseBlocks(css, 0, css.length), attributeClasses }
}

/** The page's stylesheet: the rules of `index` its markup can use, in their original order. */
export function pageStyles(index: StyleIndex, html: string): string {
  return stylesFor(index, classesIn(html), tagsIn(html))
}

/**
 * The page's stylesheet and its markup with short class names (docs/decisions/038): each class
 * of the markup becomes one or two characters, most used first, in the `class` attributes and
 * in the selectors of the inlined rules alike. Tailwind's names are a fifth of a page's HTML
 * after brotli, and the document must fit in the first round trip of a new connection (14,600
 * bytes with its headers). What renders in the browser uses the real names: an island's render
 * puts them back on its elements, and the whole stylesheet (real names) applies before it does
 * (src/main.tsx). Not renamed: the theme's class (set by a script) and classes the stylesheet
 * names by attribute.
 */
export function compactPage(index: StyleIndex, html: string): { css: string; html: string } {
  const counts = new Map<string, number>()
  for (const match of html.matchAll(CLASS_ATTRIBUTE))
    for (const token of decodeEntities(match[2]!).split(/\s+/))
      if (token) counts.set(token, (counts.get(token) ?? 0) + 1)
  const kept = (name: string) => !ALWAYS_PRESENT.includes(name) && !index.attributeClasses.has(name)
  const names = [...counts.keys()].filter(kept).sort((a, b) => counts.get(b)! - counts.get(a)!)
  const rename = new Map<string, string>()
  let next = 0
  for (const name of names) {
    let short: string
    do short = shortName(next++)
    while (counts.has(short))
    rename.set(name, short)
  }
  const css = stylesFor(index, new Set(counts.keys()), tagsIn(html), rename)
  const out = html.replace(CLASS_ATTRIBUTE, (_, before: string, value: string) => {
    const tokens = value.split(/\s+/).map((raw) => rename.get(decodeEntities(raw)) ?? raw)
    return `${before}${tokens.join(' ')}"`
  })
  return { css, html: out }
}

const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)"/g
const FIRST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const LATER = `${FIRST}abcdefghijklmnopqrstuvwxyz0123456789_-`

/** The n-th short class name: A…Z, then AA, AB…; upper case first, unlike any Tailwind class. */
function shortName(n: number): string {
  let name = FIRST[n % FIRST.length]!
  for (
    let rest = Math.floor(n / FIRST.length);
    rest > 0;
    rest = Math.floor((rest - 1) / LATER.length)
  )
    name += LATER[(rest - 1) % LATER.length]!
  return name
}

/**
 * The rules of `index` whose selectors need only `classes` (and the theme's) and, when given,
 * the elements `tags` (and the document's own), in their order.
 */
export function stylesFor(
  index: StyleIndex,
  present: ReadonlySet<string>,
  presentTags?: ReadonlySet<string>,
  rename?: ReadonlyMap<string, string>,
): string {
  const classes = new Set([...present, ...ALWAYS_PRESENT])
  const tags = presentTags && new Set([...presentTags, ...DOCUMENT_TAGS])
  const used = (alternatives: Requirement[]) =>
    alternatives.some(
      (required) =>
        required.classes.every((name) => classes.has(name)) &&
        (!tags || required.tags.every((name) => tags.has(name))),
    )
  const keyframes: { name: string; css: string; at: number }[] = []
  const parts: string[] = []
  const emit = (blocks: Block[], out: string[]) => {
    for (const block of blocks) {
      if (block.kind === 'rule') {
        if (used(block.alternatives))
          out.push(
            `${rename ? renameClasses(block.selector, rename) : block.selector}{${block.body}}`,
          )
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

/** The element names in the markup (lower case). */
export function tagsIn(html: string): Set<string> {
  const tags = new Set<string>()
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tags.add(match[1]!.toLowerCase())
  return tags
}

/** Every class token in the markup's `class` attributes (HTML entities decoded). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(CLASS_ATTRIBUTE))
    for (const token of decodeEntities(match[2]!).split(/\s+/)) if (token) classes.add(token)
  return classes
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
  for (let i = from; i < end;) {
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
    blocks.push({
      kind: 'rule',
      selector: prelude,
      body,
      alternatives: selectorRequirements(prelude),
    })
  }
  return blocks
}

/** What one selector needs of a page to match anything in it. */
export interface Requirement {
  /** Classes, all of them on some element. */
  classes: string[]
  /** Element names (lower case), all of them in the page. */
  tags: string[]
}

/**
 * For each selector of a list, the classes and elements it requires. Only what a match needs
 * for certain counts: compound selectors and a single-selector `:is()`/`:where()` (Tailwind's
 * typography wraps each element in one); `:not()`, `:has()` and lists of alternatives inside
 * pseudo-classes require nothing, nor do attribute selectors. `::backdrop` needs a `<dialog>`
 * (the page's top layer: nothing else in it is server-rendered).
 */
export function selectorRequirements(selectorList: string): Requirement[] {
  return splitList(selectorList).map((selector) => {
    const requirement: Requirement = { classes: [], tags: [] }
    addRequirements(selector, requirement)
    return requirement
  })
}

/** The selectors of a comma-separated list (commas inside parentheses or brackets kept). */
function splitList(list: string): string[] {
  const selectors: string[] = []
  let from = 0
  for (;;) {
    const comma = scan(list, from, list.length, ',')
    selectors.push(list.slice(from, comma))
    if (comma >= list.length) return selectors
    from = comma + 1
  }
}

function addRequirements(selector: string, into: Requirement): void {
  // At the start of a compound selector (where an element name may stand).
  let compoundStart = true
  for (let i = 0; i < selector.length;) {
    const c = selector[i]!
    if (c === '"' || c === "'") {
      i = skipQuoted(selector, i)
      compoundStart = false
    } else if (c === '[') {
      i = scan(selector, i + 1, selector.length, ']') + 1
      compoundStart = false
    } else if (c === '(') {
      i = scan(selector, i + 1, selector.length, ')') + 1
    } else if (c === ':') {
      const pseudoElement = selector[i + 1] === ':'
      const [name, next] = readIdentifier(selector, i + (pseudoElement ? 2 : 1))
      const lower = name.toLowerCase()
      if (pseudoElement && lower === 'backdrop') into.tags.push('dialog')
      if (selector[next] === '(') {
        const close = scan(selector, next + 1, selector.length, ')')
        const inner = splitList(selector.slice(next + 1, close))
        if ((lower === 'is' || lower === 'where') && inner.length === 1)
          addRequirements(inner[0]!, into)
        i = close + 1
      } else i = next
      compoundStart = false
    } else if (c === '\\') {
      i += 2
      compoundStart = false
    } else if (c === '.') {
      const [name, next] = readIdentifier(selector, i + 1)
      if (name) into.classes.push(name)
      i = next
      compoundStart = false
    } else if (/\s|[>+~]/.test(c)) {
      i++
      compoundStart = true
    } else if (compoundStart && /[a-zA-Z]/.test(c)) {
      const [name, next] = readIdentifier(selector, i)
      into.tags.push(name.toLowerCase())
      i = next
      compoundStart = false
    } else {
      i++
      compoundStart = false
    }
  }
}

/** The selector list with its class names renamed (inside pseudo-classes too; not in strings or attributes). */
function renameClasses(selector: string, rename: ReadonlyMap<string, string>): string {
  let out = ''
  for (let i = 0; i < selector.length;) {
    const c = selector[i]!
    let next = i + 1
    if (c === '"' || c === "'") next = skipQuoted(selector, i)
    else if (c === '[') next = scan(selector, i + 1, selector.length, ']') + 1
    else if (c === '\\') next = i + 2
    else if (c === '.') {
      const [name, end] = readIdentifier(selector, i + 1)
      const short = rename.get(name)
      if (short !== undefined) {
        out += `.${short}`
        i = end
        continue
      }
      next = end
    }
    out += selector.slice(i, next)
    i = next
  }
  return out
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
