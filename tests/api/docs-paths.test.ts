/**
 * The docs name files of this repository (`src/lib/csv.ts`, `supabase/local/ssr/`,
 * `docs/decisions/011`); a rename or a deletion must not leave them pointing at nothing. Every
 * such path in README.md and docs/ must exist. A path counts when it starts at one of the
 * repository's top folders, or at a folder of `src/` (read inside `src/`), and ends in a file
 * extension or a slash; a bare ADR number
 * (`docs/decisions/011`) must match one ADR file. Placeholders and globs (`<x>`, `*`, `{id,en}`)
 * end the path where they start, so what is checked is the folder before them. Every anchor of
 * docs/product.md that a doc or a code comment cites must be declared there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = join(__dirname, '../..')

const ROOTS = ['src', 'supabase', 'tests', 'scripts', 'docs', 'public', '.ci']
/** Folders of `src/` the docs often name without it (`features/faqs/admin-schemas.ts`). */
const SRC_FOLDERS = ['app', 'components', 'config', 'features', 'lib', 'locales', 'test', 'types']

/** Not preceded by a path or URL character, so `/rest/v1/src/x.ts` or `a.src/x` do not count. */
const PATH = new RegExp(
  String.raw`(?<![\w./@:-])((?:${[...ROOTS, ...SRC_FOLDERS].map((r) => r.replace('.', '\\.')).join('|')})/[\w.@/+-]*)`,
  'g',
)

function filesIn(dir: string, extension: RegExp): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesIn(path, extension)
    return extension.test(entry.name) ? [path] : []
  })
}

const markdownFiles = (dir: string) => filesIn(dir, /\.md$/)

const ADRS = readdirSync(join(root, 'docs/decisions'))

/** The repository paths a Markdown text names, with their line numbers. */
function namedPaths(text: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = []
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(PATH)) {
      // A sentence's full stop or a closing bracket is not part of the path.
      const path = match[1]!.replace(/[.,:;)]+$/, '')
      const isFolder = path.endsWith('/')
      const hasExtension = /\.[A-Za-z0-9]+$/.test(path.split('/').at(-1)!)
      const isAdrNumber = /^docs\/decisions\/\d{3}$/.test(path)
      if (isFolder || hasExtension || isAdrNumber) found.push({ path, line: index + 1 })
    }
  })
  return found
}

function exists(path: string): boolean {
  const adr = /^docs\/decisions\/(\d{3})$/.exec(path)
  if (adr) return ADRS.some((name) => name.startsWith(`${adr[1]}-`))
  const inSrc = SRC_FOLDERS.includes(path.split('/')[0]!)
  return existsSync(join(root, inSrc ? 'src' : '', path))
}

describe('paths named in the docs', () => {
  const docs = ['README.md', ...markdownFiles('docs')]

  it('finds the docs and the paths in them', () => {
    expect(docs).toContain('docs/security.md')
    expect(docs).toContain('docs/decisions/011-page-cache.md')
    const paths = docs.flatMap((doc) => namedPaths(readFileSync(join(root, doc), 'utf8')))
    expect(paths.length).toBeGreaterThan(200)
  })

  it('reads a path as the docs write it', () => {
    const text = [
      'See `src/lib/csv.ts`, supabase/local/ssr/ and docs/decisions/011.',
      'Not these: src/features/<x>/api, https://example.com/src/x.ts, src/**/*.test.ts, docs/x',
      '(scripts/e2e.mjs), tests/api/gone.test.ts: features/faqs/gone.ts',
    ].join('\n')
    expect(namedPaths(text)).toEqual([
      { path: 'src/lib/csv.ts', line: 1 },
      { path: 'supabase/local/ssr/', line: 1 },
      { path: 'docs/decisions/011', line: 1 },
      { path: 'src/features/', line: 2 },
      { path: 'src/', line: 2 },
      { path: 'scripts/e2e.mjs', line: 3 },
      { path: 'tests/api/gone.test.ts', line: 3 },
      { path: 'features/faqs/gone.ts', line: 3 },
    ])
    expect(exists('tests/api/gone.test.ts')).toBe(false)
    expect(exists('docs/decisions/006')).toBe(false)
    expect(exists('docs/decisions/011')).toBe(true)
    expect(exists('supabase/local/ssr/')).toBe(true)
    expect(exists('features/faqs/admin-schemas.ts')).toBe(true)
    expect(exists('features/faqs/gone.ts')).toBe(false)
  })

  it.each(docs)('%s names only paths that exist', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8')
    const missing = namedPaths(text)
      .filter(({ path }) => !exists(path))
      .map(({ path, line }) => `${relative(root, join(root, doc))}:${line} ${path}`)
    expect(missing).toEqual([])
  })
})

/** The anchors docs/product.md declares (`<a id="…">`). */
function productAnchors(): Set<string> {
  const text = readFileSync(join(root, 'docs/product.md'), 'utf8')
  return new Set([...text.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((match) => match[1]!))
}

/**
 * Anchors a text cites: `product.md#<anchor>` or `product.md#<one>, #<two>`; in product.md
 * itself also its links to `#<anchor>`.
 */
function citedAnchors(text: string, inProduct = false): string[] {
  const cited = [...text.matchAll(/product\.md((?:#[\w-]+)(?:,? ?#[\w-]+)*)/g)].flatMap((match) =>
    [...match[1]!.matchAll(/#([\w-]+)/g)].map((anchor) => anchor[1]!),
  )
  if (inProduct) cited.push(...[...text.matchAll(/\]\(#([\w-]+)\)/g)].map((match) => match[1]!))
  return cited
}

describe('anchors of docs/product.md', () => {
  const anchors = productAnchors()
  const sources = [
    'README.md',
    ...markdownFiles('docs'),
    ...['src', 'supabase', 'scripts', 'tests'].flatMap((dir) =>
      filesIn(dir, /\.(ts|tsx|mjs|js|sql|toml|md)$/),
    ),
  ]

  it('reads the anchors a text cites', () => {
    expect(anchors.has('no-lost-updates')).toBe(true)
    expect(citedAnchors('(docs/product.md#roles, #sidebar) and product.md#constants')).toEqual([
      'roles',
      'sidebar',
      'constants',
    ])
    expect(citedAnchors('see [roles](#roles)', true)).toEqual(['roles'])
  })

  it('every cited anchor exists', () => {
    const missing = sources.flatMap((file) =>
      citedAnchors(readFileSync(join(root, file), 'utf8'), file === 'docs/product.md')
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${file} #${anchor}`),
    )
    expect(missing).toEqual([])
  })
})
