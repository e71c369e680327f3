/**
 * What a rendered page carries for the browser (docs/decisions/018), with the real renderer
 * (src/entry-server.tsx) on the product schema and demo content: the page's state holds the
 * queries its islands read and nothing else — the rest of the page's data is in its HTML.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startBackend, type TestBackend } from './helpers'

const SHELL = `<!doctype html><html lang="id"><head><title>LSBU</title></head><body><div id="root"></div></body></html>`

let dist: string
let tb: TestBackend

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lsbu-page-state-dist-'))
  writeFileSync(join(dist, 'index.html'), SHELL)
  mkdirSync(join(dist, '.ssr'))
  const entry = resolve('src/entry-server.tsx').replaceAll('\\', '/')
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), `export * from '${entry}'\n`)
  tb = await startBackend({ staticDir: dist })
})
afterAll(async () => {
  await tb?.stop()
  rmSync(dist, { recursive: true, force: true })
})

/** The page's HTML and the query keys of its state script. */
async function render(path: string) {
  const html = await (await fetch(`${tb.url}${path}`)).text()
  const json = /<script id="lsbu-ssr" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  const state = JSON.parse(json ?? 'null') as {
    queries: { queries: { queryKey: unknown[] }[] }
  }
  return { html, keys: state.queries.queries.map((query) => query.queryKey) }
}

describe("a page's head", () => {
  it('preloads only the image marked as the largest (fetchPriority high), before anything else', async () => {
    const { html } = await render('/')
    const head = /<head>(.*)<\/head>/s.exec(html)?.[1] ?? ''
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('fetchPriority="high"')
    expect(preloads[0]).toContain('/storage/v1/object/public/media/seed/hero/slide-1.svg')
    expect(head.indexOf(preloads[0]!)).toBeLessThan(head.indexOf('<title>'))
    // The logo is an eager image of the page still, found in the body, and yields to the
    // largest image (a visible image is fetched at high priority otherwise).
    expect(html).toMatch(/<img src="\/images\/seed\/logo.svg"[^>]*loading="eager"/)
    expect(html).toMatch(/<img src="\/images\/seed\/logo.svg"[^>]*fetchPriority="low"/)
  })

  it("preloads the news list's first cover, its largest image on a phone", async () => {
    const { html } = await render('/informasi/news')
    const head = /<head>(.*)<\/head>/s.exec(html)?.[1] ?? ''
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(1)
    const cover = /<img src="([^"]+)"[^>]*fetchPriority="high"/.exec(html)?.[1]
    expect(cover).toMatch(/^\/storage\/v1\/object\/public\/media\/seed\/news\//)
    expect(preloads[0]).toContain(`href="${cover}"`)
    // It is the first card's: no image comes before it in the list.
    const list = html.slice(html.indexOf('<ul class="grid'))
    expect(list.indexOf(cover!)).toBe(list.indexOf('<img') + '<img src="'.length)
  })
})

describe("a page's state", () => {
  it("holds no query on the home page: the slider's slides and the menu travel as props", async () => {
    const { html, keys } = await render('/')
    expect(keys).toEqual([])
    // The slider and the header islands get their data as props; the footer's settings are in
    // the HTML.
    const slider = /<lsbu-island data-island="hero-slider" data-props="([^"]*)"/.exec(html)?.[1]
    expect(
      JSON.parse(slider!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).slides,
    ).toHaveLength(3)
    expect(html).toContain('data-island="site-header"')
    expect(html).toContain('Hak &amp; Kewajiban')
  })

  it('holds nothing on a page whose islands read no query (an article)', async () => {
    const { data } = await tb
      .service()
      .from('articles')
      .select('slug, title')
      .eq('status', 'published')
      .lte('published_at', new Date().toISOString())
      .order('published_at', { ascending: false })
      .limit(1)
      .single()
    const { html, keys } = await render(`/informasi/news/${data!.slug}`)
    expect(keys).toEqual([])
    // The article itself is the page's HTML.
    expect(html).toContain((data!.title as { id: string }).id)
  })

  it('holds the list a filtering island reads (FAQ, scope), each page its own', async () => {
    const faq = await render('/informasi/faq')
    expect(faq.keys.map((key) => key[0])).toEqual(['faqs'])
    const scope = await render('/layanan/ruang-lingkup')
    expect(scope.keys.map((key) => key[0])).toEqual(['rl_categories'])
  })
})
