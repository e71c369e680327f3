/**
 * Search and link previews in the server's HTML, without JavaScript: every page in the sitemap
 * (both languages) has its canonical, hreflang alternates, Open Graph/Twitter tags and valid
 * JSON-LD (Organization everywhere, BreadcrumbList below home, NewsArticle on articles, FAQPage on
 * the FAQ); sitemap, robots and feed are well-formed and list only what is public.
 */
import { JSDOM } from 'jsdom'

import { expect, test } from './fixtures'
import { selectAsAdmin, updateAsAdmin } from './support/api'
import { getWithoutCookies } from './support/crawler'

type Json = Record<string, unknown>

function xml(text: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml')
  expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0)
  return doc
}

function head(html: string) {
  const { document } = new JSDOM(html).window
  const attr = (selector: string, name = 'content') =>
    document.querySelector(selector)?.getAttribute(name) ?? null
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Json,
  )
  const alternates = Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]),
  )
  return { document, attr, jsonLd, alternates }
}

const ofType = (items: Json[], type: string) => items.filter((item) => item['@type'] === type)

test.describe('search engines and link previews', () => {
  test.describe.configure({ timeout: 180_000 })

  test('robots.txt and sitemap.xml list the public pages and published news only', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
    const text = await robots.text()
    for (const path of ['/admin', '/auth', '/cari']) expect(text).toContain(`Disallow: ${path}\n`)
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(text)?.[1]
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/)

    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
    const doc = xml(await sitemap.text())
    const locs = [...doc.getElementsByTagName('loc')].map((l) => new URL(l.textContent!))
    const paths = locs.map((u) => u.pathname + u.search)
    for (const path of ['/', '/?lng=en', '/layanan/cek-sbu', '/layanan/direktori?lng=en']) {
      expect(paths).toContain(path)
    }
    expect(paths).toContain('/informasi/news/lsbu-kmn-raih-perpanjangan-lisensi-lpjk')
    for (const hidden of [
      'draf-panduan-sertifikasi-ulang',
      'pelatihan-asesor-2027',
      '/cari',
      '/verifikasi/',
      ':',
    ]) {
      expect(paths.filter((p) => p.includes(hidden))).toEqual([])
    }
    expect(doc.getElementsByTagName('lastmod').length).toBeGreaterThan(4)
  })

  test('the news feed is RSS 2.0 per language, linked from the news page', async ({
    request,
    baseURL,
  }) => {
    const page = await (await request.get('/informasi/news?lng=en')).text()
    const link = head(page).attr('link[rel="alternate"][type="application/rss+xml"]', 'href')
    expect(link).toMatch(/\/informasi\/news\/feed\.xml\?lng=en$/)
    const feed = await request.get(new URL(link!).pathname + new URL(link!).search)
    expect(feed.headers()['content-type']).toMatch(/^application\/rss\+xml/)
    const doc = xml(await feed.text())
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    expect(doc.querySelector('channel > language')?.textContent).toBe('en')
    const titles = [...doc.querySelectorAll('item > title')].map((t) => t.textContent)
    expect(titles).toContain('LSBU Karya Mandiri Nusantara Renews Its LPJK Licence')
    expect(titles).not.toContain('Re-certification Guide (Draft)')
    // A feed reader keeps no cookie: the address without ?lng= is the Indonesian feed.
    const id = xml((await getWithoutCookies(baseURL!, '/informasi/news/feed.xml')).text)
    expect(id.querySelector('channel > language')?.textContent).toBe('id')
  })

  test('every page of the sitemap has canonical, hreflang, link-preview tags and JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const doc = xml(await (await request.get('/sitemap.xml')).text())
    const [certificate] = await selectAsAdmin<{ number: string }>(
      baseURL!,
      'certificates',
      'select=number&limit=1',
    )
    const locs = [
      ...[...doc.getElementsByTagName('loc')].map((l) => l.textContent!),
      `/verifikasi/${encodeURIComponent(certificate!.number)}`,
    ]
    for (const loc of locs) {
      const url = new URL(loc, baseURL)
      // As a search engine asks: no cookie from the English pages before it.
      const response = await getWithoutCookies(baseURL!, url.pathname + url.search)
      expect(response.status, loc).toBe(200)
      const { attr, jsonLd, alternates } = head(response.text)
      const en = url.searchParams.get('lng') === 'en'
      const canonical = attr('link[rel="canonical"]', 'href')
      expect(new URL(canonical!).pathname, loc).toBe(url.pathname)
      expect(new URL(canonical!).searchParams.get('lng'), loc).toBe(en ? 'en' : null)
      expect(alternates['x-default'], loc).toBe(alternates.id)
      expect(new URL(alternates.en!).searchParams.get('lng'), loc).toBe('en')
      expect([alternates.id, alternates.en]).toContain(canonical)
      expect(attr('meta[property="og:url"]'), loc).toBe(canonical)
      expect(attr('meta[property="og:title"]'), loc).toBeTruthy()
      expect(attr('meta[property="og:locale"]'), loc).toBe(en ? 'en_US' : 'id_ID')
      expect(attr('meta[property="og:image"]'), loc).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)/)
      expect(attr('meta[name="twitter:card"]'), loc).toBe('summary_large_image')

      const [organization, ...more] = ofType(jsonLd, 'Organization')
      expect(more, loc).toEqual([])
      expect(organization, loc).toMatchObject({
        '@context': 'https://schema.org',
        name: expect.any(String),
        url: expect.stringMatching(/^https?:\/\//),
        logo: expect.stringMatching(/^https?:\/\//),
        contactPoint: { '@type': 'ContactPoint', telephone: expect.any(String) },
        address: { '@type': 'PostalAddress', streetAddress: expect.any(String) },
      })
      const crumbs = ofType(jsonLd, 'BreadcrumbList')
      if (url.pathname === '/') {
        expect(crumbs, loc).toEqual([])
      } else {
        const items = crumbs[0]!.itemListElement as Json[]
        expect(items.map((i) => i.position)).toEqual(items.map((_, n) => n + 1))
        expect(items.at(-1)!.item, loc).toBe(canonical)
        for (const item of items)
          expect(item).toMatchObject({ '@type': 'ListItem', name: expect.any(String) })
      }
      if (url.pathname.startsWith('/informasi/news/')) {
        expect(ofType(jsonLd, 'NewsArticle')[0], loc).toMatchObject({
          headline: expect.any(String),
          datePublished: expect.stringMatching(/^\d{4}-/),
          dateModified: expect.stringMatching(/^\d{4}-/),
          author: { '@type': 'Organization', name: expect.any(String) },
          publisher: { '@type': 'Organization', name: expect.any(String) },
          mainEntityOfPage: { '@id': canonical },
        })
      }
      if (url.pathname === '/informasi/faq') {
        const questions = ofType(jsonLd, 'FAQPage')[0]!.mainEntity as Json[]
        expect(questions.length).toBeGreaterThanOrEqual(8)
        for (const q of questions) {
          expect(q).toMatchObject({
            '@type': 'Question',
            name: expect.any(String),
            acceptedAnswer: { '@type': 'Answer', text: expect.any(String) },
          })
        }
      }
    }
  })

  test('unknown detail pages answer 404 without canonical; JSON-LD cannot be broken out of', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/informasi/news/tidak-ada', '/verifikasi/SBU-TIDAK-ADA', '/tidak-ada']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const { attr } = head(await response.text())
      expect(attr('meta[name="robots"]'), path).toBe('noindex')
      expect(attr('link[rel="canonical"]', 'href'), path).toBeNull()
    }
    // Staff-entered text with a closing script tag stays inside the data block.
    const [faq] = await selectAsAdmin<{ id: string }>(baseURL!, 'faqs', 'select=id&limit=1')
    const [before] = await selectAsAdmin<{ answer: Json }>(
      baseURL!,
      'faqs',
      `select=answer&id=eq.${faq!.id}`,
    )
    const evil = '</script><script>window.pwned=1</script><!--'
    await updateAsAdmin(baseURL!, 'faqs', `id=eq.${faq!.id}`, { answer: { id: `Jawaban ${evil}` } })
    try {
      const { document, jsonLd } = head(await (await request.get('/informasi/faq')).text())
      const answers = (ofType(jsonLd, 'FAQPage')[0]!.mainEntity as Json[]).map(
        (q) => (q.acceptedAnswer as Json).text,
      )
      expect(answers).toContain(`Jawaban ${evil}`)
      expect(
        [...document.scripts].some(
          (s) => s.textContent?.includes('window.pwned=1') && !s.type.includes('json'),
        ),
      ).toBe(false)
    } finally {
      await updateAsAdmin(baseURL!, 'faqs', `id=eq.${faq!.id}`, { answer: before!.answer })
    }
  })
})
