/**
 * The page cache end to end on the product schema and demo content, with the real renderer
 * (src/entry-server.tsx, loaded as the build's `.ssr/entry-server.js` would be): pages are
 * rendered once and then served from memory with validators; a write through the API, and a
 * scheduled publication time passing, show on the next request; a visitor's cookies other than
 * the language never shape what is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { realRendererDist, startBackend, type TestBackend } from './helpers'

let dist: ReturnType<typeof realRendererDist>
let tb: TestBackend

beforeAll(async () => {
  dist = realRendererDist()
  // One trusted proxy: a test may speak for a visitor through X-Forwarded-For.
  tb = await startBackend({ staticDir: dist.dir, trustProxy: 1 })
})
afterAll(async () => {
  await tb?.stop()
  dist?.remove()
})

const cache = () => tb.backend.pages!.cache

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${tb.url}${path}`, { headers })
  return { res, html: await res.text() }
}

/** A published article through the API, as an editor's save would store it. */
async function publish(slug: string, title: string, publishedAt = new Date()) {
  const { error } = await tb
    .service()
    .from('articles')
    .insert({
      slug,
      title: { id: title, en: title },
      excerpt: { id: 'Ringkasan.', en: 'Summary.' },
      content: { id: 'Isi.', en: 'Body.' },
      status: 'published',
      published_at: publishedAt.toISOString(),
    })
  expect(error).toBeNull()
}

describe('the page cache', () => {
  it('renders a page once, then serves it with validators and answers revalidation with 304', async () => {
    const first = await page('/informasi/news')
    expect(first.res.status).toBe(200)
    expect(first.html).toContain('<html lang="id"')
    const rendersAfterFirst = cache().stats.renders
    const hitsAfterFirst = cache().stats.hits

    const second = await page('/informasi/news')
    expect(second.html).toBe(first.html)
    expect(cache().stats.renders).toBe(rendersAfterFirst)
    expect(cache().stats.hits).toBe(hitsAfterFirst + 1)

    const etag = second.res.headers.get('etag')!
    const lastModified = second.res.headers.get('last-modified')!
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now())
    expect(second.res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=10',
    )
    expect(second.res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie')
    expect(second.res.headers.get('content-language')).toBe('id')

    const byTag = await fetch(`${tb.url}/informasi/news`, { headers: { 'if-none-match': etag } })
    expect(byTag.status).toBe(304)
    expect(await byTag.text()).toBe('')
    expect(byTag.headers.get('etag')).toBe(etag)
    // The browser's stored copy takes the 304's headers: the page's own policy, not the API's.
    expect(second.res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(byTag.headers.get('content-security-policy')).toBe(
      second.res.headers.get('content-security-policy'),
    )
    const byDate = await fetch(`${tb.url}/informasi/news`, {
      headers: { 'if-modified-since': lastModified },
    })
    expect(byDate.status).toBe(304)
    // An outdated tag gets the page.
    const stale = await fetch(`${tb.url}/informasi/news`, { headers: { 'if-none-match': 'W/"x"' } })
    expect(stale.status).toBe(200)
  })

  it('keeps one page per language and gives every visitor of a language the same page', async () => {
    const english = await page('/profil/tentang', { cookie: 'i18next=en' })
    expect(english.html).toContain('<html lang="en"')
    expect(english.res.headers.get('content-language')).toBe('en')
    const indonesian = await page('/profil/tentang')
    expect(indonesian.html).toContain('<html lang="id"')
    // A signed-in staff member's session cookie, a theme cookie, another browser: same page.
    const visitor = await page('/profil/tentang', {
      cookie: 'i18next=en; sb-access-token=eyJhbGciOiJIUzI1NiJ9.e30.x; theme=dark',
      'accept-language': 'id',
    })
    expect(visitor.html).toBe(english.html)
    expect(visitor.res.headers.get('etag')).toBe(english.res.headers.get('etag'))
    const byHeader = await page('/profil/tentang', { 'accept-language': 'en-GB,en;q=0.9' })
    expect(byHeader.html).toBe(english.html)
  })

  it('keeps a language asked for with ?lng= for the next pages (the language links without JavaScript)', async () => {
    const asked = await page('/profil/tentang?lng=en')
    expect(asked.html).toContain('<html lang="en"')
    const cookie = asked.res.headers.get('set-cookie')
    expect(cookie).toBe('i18next=en; Path=/; Max-Age=31536000; SameSite=Lax')
    // The same page from the cache sets it too; a page without ?lng=, or with an unknown one, not.
    expect((await page('/profil/tentang?lng=en')).res.headers.get('set-cookie')).toBe(cookie)
    expect((await page('/profil/tentang')).res.headers.get('set-cookie')).toBeNull()
    expect((await page('/profil/tentang?lng=xx')).res.headers.get('set-cookie')).toBeNull()
    const back = await page('/profil/tentang?lng=id', { cookie: 'i18next=en' })
    expect(back.html).toContain('<html lang="id"')
    expect(back.res.headers.get('set-cookie')).toBe(
      'i18next=id; Path=/; Max-Age=31536000; SameSite=Lax',
    )
  })

  it('shows a write through the API on the very next request', async () => {
    const before = await page('/informasi/news')
    expect(before.html).not.toContain('Berita Cache Baru')
    await publish('berita-cache-baru', 'Berita Cache Baru')
    // No waiting: the database told the server when the write committed.
    const after = await page('/informasi/news')
    expect(after.html).toContain('Berita Cache Baru')
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'))

    // An edit of the same row, and the article's own page.
    const article = await page('/informasi/news/berita-cache-baru')
    expect(article.html).toContain('Berita Cache Baru')
    const { error } = await tb
      .service()
      .from('articles')
      .update({ title: { id: 'Judul Diubah', en: 'Changed Title' } })
      .eq('slug', 'berita-cache-baru')
    expect(error).toBeNull()
    expect((await page('/informasi/news/berita-cache-baru')).html).toContain('Judul Diubah')
    expect((await page('/informasi/news')).html).toContain('Judul Diubah')
  })

  it('keeps its pages through writes that change nothing visitors see', async () => {
    await page('/')
    const invalidations = cache().stats.invalidations
    // A contact message (the public form's RPC) and a failed, rolled-back insert.
    const { error } = await tb.anon().rpc('submit_contact', {
      name: 'Pengunjung',
      email: 'pengunjung@example.com',
      subject: 'Pertanyaan',
      message: 'Apakah ada jadwal sertifikasi bulan depan?',
    })
    expect(error).toBeNull()
    const failed = await tb.service().from('articles').insert({ slug: 'Bukan Slug' })
    expect(failed.error).not.toBeNull()
    expect(cache().stats.invalidations).toBe(invalidations)
    const renders = cache().stats.renders
    await page('/')
    expect(cache().stats.renders).toBe(renders)
  })

  it('shows an article scheduled a moment ahead within a second of its time, with no write', async () => {
    const at = new Date(Date.now() + 2000)
    await publish('berita-terjadwal-cache', 'Berita Terjadwal Cache', at)
    expect((await page('/informasi/news')).html).not.toContain('Berita Terjadwal Cache')
    // The database names the next scheduled change; the cache has a timer for it.
    await expect.poll(() => cache().nextScheduledChange).toBe(at.getTime())
    let seenAt = 0
    await expect
      .poll(
        async () => {
          if ((await page('/informasi/news')).html.includes('Berita Terjadwal Cache'))
            seenAt = Date.now()
          return seenAt
        },
        { interval: 50, timeout: at.getTime() + 5000 - Date.now() },
      )
      .toBeGreaterThan(0)
    expect(seenAt).toBeGreaterThanOrEqual(at.getTime())
    expect(seenAt - at.getTime()).toBeLessThan(1000)
  })

  it('follows every table a visitor can read (a new one must call private.watch_page_content)', async () => {
    const { rows } = await tb.backend.db.pg.query<{ table: string }>(`
      select distinct c.relname as table
      from pg_policy p join pg_class c on c.oid = p.polrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and p.polcmd in ('r', '*')
        and (p.polroles && array['anon'::regrole::oid] or p.polroles = '{0}')
        and has_table_privilege('anon', c.oid, 'select')
        and not exists (
          select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'page_content_changed')`)
    expect(rows).toEqual([])
    const watched = await tb.backend.db.pg.query(
      `select 1 from pg_trigger where tgname = 'page_content_changed'`,
    )
    expect(watched.rows.length).toBeGreaterThanOrEqual(12)
  })
})

describe('a page whose data did not load', () => {
  it('is sent to its visitor but not kept', async () => {
    const db = tb.backend.db.pg
    await db.exec('revoke select on public.articles from anon')
    try {
      const failed = await page('/informasi/news?sort=new')
      expect(failed.res.status).toBe(200)
      expect(failed.res.headers.get('cache-control')).toBe('private, no-cache')
      expect(failed.res.headers.get('etag')).toBeNull()
    } finally {
      await db.exec('grant select on public.articles to anon')
    }
    const renders = cache().stats.renders
    const again = await page('/informasi/news?sort=new')
    expect(cache().stats.renders).toBe(renders + 1)
    expect(again.res.headers.get('cache-control')).toContain('public')
    expect(again.html).toContain('Judul Diubah')
  })
})

describe('the register lookup pages', () => {
  it('render at most 60 new lookups per visitor in ten minutes; cached ones and other visitors go on', async () => {
    const as = (address: string) => ({ 'x-forwarded-for': address })
    const first = await page('/verifikasi/SBU-UJI-2026-000000', as('203.0.113.7'))
    expect(first.res.status).toBe(404)
    for (let i = 1; i < 60; i++) {
      const { res } = await page(
        `/layanan/cek-sbu?q=SBU-UJI-2026-${String(i).padStart(6, '0')}`,
        as('203.0.113.7'),
      )
      expect(res.status).toBe(200)
    }
    const blocked = await page('/layanan/cek-sbu?q=Karya%20Baru', as('203.0.113.7'))
    expect(blocked.res.status).toBe(429)
    expect(blocked.res.headers.get('retry-after')).toBe('600')
    expect(blocked.res.headers.get('cache-control')).toBe('private, no-cache')
    expect(blocked.html).toContain('Silakan coba lagi dalam 10 menit.')
    expect(blocked.html).toContain('Please try again in 10 minutes.')
    expect(blocked.html).not.toContain('<script')
    // a lookup already rendered is served from the cache; other pages are not lookups
    expect(
      (await page('/layanan/cek-sbu?q=SBU-UJI-2026-000001', as('203.0.113.7'))).res.status,
    ).toBe(200)
    expect((await page('/layanan/cek-sbu', as('203.0.113.7'))).res.status).toBe(200)
    // another visitor still looks up (the refusal was not stored for the page)
    const other = await page('/layanan/cek-sbu?q=Karya%20Baru', as('198.51.100.2'))
    expect(other.res.status).toBe(200)
  })
})
