/**
 * A page's part of the site's stylesheet (supabase/local/ssr/page-css.ts): the rules its markup
 * can use, in their order, and nothing a rule it keeps depends on left out. Checked on the
 * constructs Tailwind emits, and on the real build's stylesheet when there is one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { preprocessCSS, resolveConfig, transformWithEsbuild } from 'vite'
import { describe, expect, it } from 'vitest'

import {
  classesIn,
  compactPage,
  indexStyles,
  pageStyles,
  selectorRequirements,
  stylesFor,
  tagsIn,
} from '../../supabase/local/ssr/page-css'

const page = (classes: string) => `<div class="${classes}"><p>text</p></div>`

/** Each selector's required classes, or `classes|tags` where it needs elements too. */
const required = (list: string) =>
  selectorRequirements(list).map(({ classes, tags }) =>
    tags.length ? `${classes.join(' ')}|${tags.join(' ')}` : classes.join(' '),
  )

describe('selectorRequirements', () => {
  it("lists each selector's required classes, escapes decoded", () => {
    expect(required('.a,.b .c')).toEqual(['a', 'b c'])
    expect(required('.sm\\:text-4xl')).toEqual(['sm:text-4xl'])
    expect(required('.h-\\[560px\\]')).toEqual(['h-[560px]'])
    expect(required('.bg-white\\/85')).toEqual(['bg-white/85'])
    expect(required('.\\[\\&\\>svg\\]\\:size-4>svg')).toEqual(['[&>svg]:size-4|svg'])
    expect(required('.\\32xl\\:p-4')).toEqual(['2xl:p-4'])
    expect(required('.group:hover .group-hover\\:underline')).toEqual([
      'group group-hover:underline',
    ])
    expect(required('.dark .dark\\:bg-x')).toEqual(['dark dark:bg-x'])
  })

  it('lists the elements a selector names, also inside a one-selector :is() or :where()', () => {
    expect(required('h1,h2,abbr:where([title])')).toEqual(['|h1', '|h2', '|abbr'])
    expect(
      required('.prose :where(thead th):not(:where([class~=not-prose],[class~=not-prose] *))'),
    ).toEqual(['prose|thead th'])
    expect(required('.prose :where(ol[type=A s]):not(:where([class~=not-prose] *))')).toEqual([
      'prose|ol',
    ])
    expect(required('lsbu-island')).toEqual(['|lsbu-island'])
    expect(required('::backdrop')).toEqual(['|dialog'])
    expect(required('input::placeholder,textarea::placeholder')).toEqual(['|input', '|textarea'])
  })

  it('requires nothing inside :not(), :has(), alternatives, attributes or strings', () => {
    expect(required(':is(.a,.b) .c')).toEqual(['c'])
    expect(required('.x:has(.y)')).toEqual(['x'])
    expect(required('.a:not(.b)')).toEqual(['a'])
    expect(required('a[href$=".pdf"]')).toEqual(['|a'])
    expect(required('*,:before,:after')).toEqual(['', '', ''])
    expect(required(':root')).toEqual([''])
    expect(required('.x::placeholder')).toEqual(['x'])
  })
})

describe('classesIn', () => {
  it('collects the class tokens of the markup, entities decoded', () => {
    const classes = classesIn(
      '<a class="p-4  text-sm"></a><svg class="size-4"></svg><i class="[&amp;&gt;svg]:size-4"></i><b data-class="no">',
    )
    expect([...classes].sort()).toEqual(['[&>svg]:size-4', 'p-4', 'size-4', 'text-sm'])
    expect([...tagsIn('<A href="#"><SVG></SVG><lsbu-island></lsbu-island> a < b</A>')]).toEqual([
      'a',
      'svg',
      'lsbu-island',
    ])
  })
})

describe('pageStyles', () => {
  const css =
    '*,:before,:after{box-sizing:border-box}' +
    ':root{--a:1}.dark{--a:2}' +
    '.p-4{padding:1rem}.m-2{margin:.5rem}' +
    '.used,.unused{color:red}' +
    '.dark .dark\\:bg-x{background:red}' +
    '.content:after{content:"}{.m-2"}' +
    '@media (min-width:640px){.sm\\:p-8{padding:2rem}.sm\\:m-8{margin:2rem}}' +
    '@media print{.m-2{margin:0}}' +
    '@keyframes spin{to{transform:rotate(360deg)}}.animate-spin{animation:spin 1s linear infinite}' +
    '@keyframes pulse{50%{opacity:.5}}.animate-pulse{animation:pulse 2s infinite}' +
    '@font-face{font-family:x;src:url(x.woff2)}' +
    '@supports (display:grid){.grid{display:grid}}'
  const index = indexStyles(css)

  it('keeps the rules whose selectors the markup can match, in order', () => {
    expect(pageStyles(index, page('p-4 sm:p-8 used animate-spin dark:bg-x content'))).toBe(
      '*,:before,:after{box-sizing:border-box}' +
        ':root{--a:1}.dark{--a:2}' +
        '.p-4{padding:1rem}' +
        '.used,.unused{color:red}' +
        // The theme's class is on <html>, set before paint by the theme script: always there.
        '.dark .dark\\:bg-x{background:red}' +
        '.content:after{content:"}{.m-2"}' +
        '@media (min-width:640px){.sm\\:p-8{padding:2rem}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}.animate-spin{animation:spin 1s linear infinite}' +
        '@font-face{font-family:x;src:url(x.woff2)}',
    )
  })

  it('drops the rules for elements the page does not have', () => {
    const index = indexStyles('p,table{margin:0}table{border-collapse:collapse}.x>svg{width:1em}')
    expect(pageStyles(index, page('x'))).toBe('p,table{margin:0}')
    expect(pageStyles(index, '<p class="x"><svg></svg></p>')).toBe(
      'p,table{margin:0}.x>svg{width:1em}',
    )
    // Without a list of elements, none is required: they all stay.
    expect(stylesFor(index, new Set(['x']))).toBe(
      'p,table{margin:0}table{border-collapse:collapse}.x>svg{width:1em}',
    )
  })

  it('drops empty groups and keyframes no kept rule names', () => {
    const out = pageStyles(index, page('m-2'))
    expect(out).toContain('.m-2{margin:.5rem}')
    expect(out).toContain('@media print{.m-2{margin:0}}')
    expect(out).not.toContain('min-width:640px')
    expect(out).not.toContain('@keyframes')
    expect(out).not.toContain('@supports')
  })

  it('keeps for a set of classes what they can match', () => {
    expect(stylesFor(index, new Set(['m-2', 'sm:m-8']))).toBe(
      '*,:before,:after{box-sizing:border-box}:root{--a:1}.dark{--a:2}.m-2{margin:.5rem}' +
        '@media (min-width:640px){.sm\\:m-8{margin:2rem}}@media print{.m-2{margin:0}}' +
        '@font-face{font-family:x;src:url(x.woff2)}',
    )
  })

  it('with every class present, gives back the whole stylesheet', () => {
    const everything = page(
      'p-4 m-2 used unused dark:bg-x content sm:p-8 sm:m-8 animate-spin animate-pulse grid',
    )
    expect(pageStyles(index, everything)).toBe(css)
  })
})

describe('compactPage', () => {
  it('gives the classes of the markup short names, most used first, in the markup and the rules alike', () => {
    const index = indexStyles(
      '.p-4{padding:1rem}.sm\\:p-8{padding:2rem}.group:hover .group-hover\\:underline{text-decoration:underline}' +
        '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.x:not(.p-4){color:red}.unused{color:blue}' +
        '.link[href$=".p-4"]{color:green}@media (min-width:640px){.sm\\:p-8{padding:3rem}}',
    )
    const { css, html } = compactPage(
      index,
      '<a class="p-4 sm:p-8 group" href="#"><b class="p-4 group-hover:underline">x</b>' +
        '<i class="p-4 [&amp;&gt;svg]:size-4 x link"></i><svg class="p-4 plain"></svg></a>',
    )
    expect(html).toBe(
      '<a class="A B C" href="#"><b class="A D">x</b><i class="A E F G"></i><svg class="A H"></svg></a>',
    )
    expect(css).toBe(
      '.A{padding:1rem}.B{padding:2rem}.C:hover .D{text-decoration:underline}.E>svg{width:1rem}' +
        '.F:not(.A){color:red}.G[href$=".p-4"]{color:green}@media (min-width:640px){.B{padding:3rem}}',
    )
  })

  it("keeps the theme's class and those the stylesheet names by attribute", () => {
    const index = indexStyles(
      '.dark .dark\\:bg-x{background:red}.prose :where(p):not(:where([class~=not-prose] *)){margin:1em}',
    )
    const { css, html } = compactPage(
      index,
      '<div class="dark dark:bg-x prose"><p>x</p><div class="not-prose"><p>y</p></div></div>',
    )
    expect(html).toBe('<div class="dark A B"><p>x</p><div class="not-prose"><p>y</p></div></div>')
    expect(css).toBe(
      '.dark .A{background:red}.B :where(p):not(:where([class~=not-prose] *)){margin:1em}',
    )
  })

  it('never gives a name the markup already uses', () => {
    const { html } = compactPage(indexStyles('.A{color:red}'), '<p class="m-2 m-2 A"></p>')
    // `m-2` is the most used: it would be A, which the markup has.
    expect(html).toBe('<p class="B B C"></p>')
  })
})

describe("the build's stylesheet", () => {
  // The built one when there is a build; else the same stylesheet made as the build makes it
  // (Tailwind through the project's PostCSS config, minified by esbuild as Vite does), so the
  // check runs before `npm run build` too.
  async function stylesheet(): Promise<string> {
    const assets = join(import.meta.dirname, '../../dist/assets')
    const file = existsSync(assets)
      ? readdirSync(assets).find((name) => /^index-.*\.css$/.test(name))
      : undefined
    if (file) return readFileSync(join(assets, file), 'utf8')
    const root = join(import.meta.dirname, '../..')
    const from = join(root, 'src/index.css')
    const config = await resolveConfig({ root, configFile: false }, 'build')
    const { code } = await preprocessCSS(readFileSync(from, 'utf8'), from, config)
    return (await transformWithEsbuild(code, from, { loader: 'css', minify: true })).code
  }

  it('is split into rules that put it back together unchanged', async () => {
    const css = await stylesheet()
    const index = indexStyles(css)
    // Every class any rule needs, present: nothing is dropped, nothing reordered.
    const all = index.blocks.flatMap(function classes(block): string[] {
      if (block.kind === 'rule') return block.alternatives.flatMap((r) => r.classes)
      if (block.kind === 'group') return block.blocks.flatMap(classes)
      return []
    })
    expect(stylesFor(index, new Set(all)).replace(/\s+/g, '')).toBe(css.trim().replace(/\s+/g, ''))
    // A page with almost nothing keeps the base rules only: a fraction of the whole.
    expect(pageStyles(index, page('container')).length).toBeLessThan(css.length / 3)
  }, 60_000)
})
