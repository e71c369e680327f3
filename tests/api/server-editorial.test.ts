/**
 * The editorial workflow on the server, with the real renderer (src/entry-server.tsx) as in
 * server-page-cache.test.ts: preview pages render a draft from its token, are never indexed or
 * kept (no-store, not in the page cache), and answer 404 once the link expired; scheduled
 * publish and unpublish times of CMS pages and hero slides reach cached pages on time, with
 * no write and no restart.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

let dist: ReturnType<typeof realRendererDist>
let tb: TestBackend
let editor: Account

beforeAll(async () => {
  dist = realRendererDist()
  tb = await startBackend({ staticDir: dist.dir })
  editor = await createAccount(tb, 'editor')
})
afterEach(async () => {
  await tb.backend.db.setSession('lsbu.clock', '')
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

async function previewLink(table: 'articles' | 'cms_pages', data: Record<string, unknown>) {
  const { data: link, error } = await editor.client
    .from('preview_links')
    .insert({ table_name: table, data })
    .select('token, expires_at')
    .single()
  expect(error).toBeNull()
  return link as { token: string; expires_at: string }
}

describe('preview pages', () => {
  it('render an unsaved article with the public components, marked as a preview, in both languages', async () => {
    const { token } = await previewLink('articles', {
      slug: 'draf-pratinjau',
      title: { id: 'Draf Berita Pratinjau', en: 'Preview Draft News' },
      excerpt: { id: 'Ringkasan draf.' },
      content: { id: 'Isi **draf** yang belum terbit.', en: 'A **draft** body.' },
      status: 'draft',
      published_at: null,
    })
    const { res, html } = await page(`/pratinjau/${token}`)
    expect(res.status).toBe(200)
    expect(html).toContain('Draf Berita Pratinjau')
    expect(html).toContain('<strong>draf</strong>')
    expect(html).toContain('Pratinjau')
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)

    const english = await page(`/pratinjau/${token}?lng=en`)
    expect(english.html).toContain('<html lang="en"')
    expect(english.html).toContain('Preview Draft News')
    expect(english.html).toContain('Preview — not published')
  })

  it('are kept by nobody: no-store, noindex, and never stored in the page cache', async () => {
    const { token } = await previewLink('cms_pages', {
      slug: 'biaya',
      title: { id: 'Biaya Baru (draf)' },
      content: { id: '## Tarif 2027\n\nTarif baru berlaku Januari.' },
      meta_description: { id: 'Tarif baru.' },
    })
    const before = cache().stats.renders
    const first = await page(`/pratinjau/${token}`)
    const second = await page(`/pratinjau/${token}`)
    expect(second.html).toContain('Tarif baru berlaku Januari.')
    expect(second.html).toContain('Biaya Baru (draf)')
    for (const { res } of [first, second]) {
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
      expect(res.headers.get('etag')).toBeNull()
    }
    // Each request rendered: nothing was kept.
    expect(cache().stats.renders).toBe(before + 2)

    const robots = await page('/robots.txt')
    expect(robots.html).toContain('Disallow: /pratinjau/')
    const sitemap = await page('/sitemap.xml')
    expect(sitemap.html).not.toContain('/pratinjau')
  })

  it('answer 404 once the link has expired (48 hours), and for an unknown token', async () => {
    const { token, expires_at } = await previewLink('articles', {
      slug: 'kedaluwarsa',
      title: { id: 'Draf Kedaluwarsa' },
      content: { id: 'Isi.' },
    })
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(47.9 * 3_600_000)
    expect((await page(`/pratinjau/${token}`)).res.status).toBe(200)
    await tb.backend.db.setSession('lsbu.clock', expires_at)
    const expired = await page(`/pratinjau/${token}`)
    expect(expired.res.status).toBe(404)
    expect(expired.html).not.toContain('Draf Kedaluwarsa')
    expect(expired.html).toContain('Pratinjau tidak tersedia')
    expect(expired.res.headers.get('cache-control')).toBe('no-store')
    expect((await page(`/pratinjau/${'0'.repeat(64)}`)).res.status).toBe(404)
  })
})

describe('scheduled publication on cached pages', () => {
  it('takes a CMS page off and puts a hero slide on within a second of their times, with no write', async () => {
    const service = tb.service()
    const at = new Date(Date.now() + 2500)
    const { error: pageError } = await service
      .from('cms_pages')
      .update({ content: { id: 'Isi terjadwal unik.' }, unpublish_at: at.toISOString() })
      .eq('slug', 'tentang')
    expect(pageError).toBeNull()
    const { error: slideError } = await service.from('hero_slides').insert({
      title: { id: 'Slide Terjadwal Unik' },
      is_published: true,
      publish_at: at.toISOString(),
      sort_order: 1,
    })
    expect(slideError).toBeNull()

    expect((await page('/profil/tentang')).html).toContain('Isi terjadwal unik.')
    expect((await page('/')).html).not.toContain('Slide Terjadwal Unik')
    await expect.poll(() => cache().nextScheduledChange).toBe(at.getTime())

    let switchedAt = 0
    await expect
      .poll(
        async () => {
          const [about, home] = await Promise.all([page('/profil/tentang'), page('/')])
          if (
            !about.html.includes('Isi terjadwal unik.') &&
            home.html.includes('Slide Terjadwal Unik')
          )
            switchedAt = Date.now()
          return switchedAt
        },
        { interval: 50, timeout: at.getTime() + 5000 - Date.now() },
      )
      .toBeGreaterThan(0)
    expect(switchedAt).toBeGreaterThanOrEqual(at.getTime())
    expect(switchedAt - at.getTime()).toBeLessThan(1000)
  })
})
