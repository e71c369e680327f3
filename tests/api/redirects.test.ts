/**
 * Redirects and the 404 log through the real API and server (docs/decisions/033): a published
 * item's slug change leaves a 301 from its old address, served by the embedded server and by a
 * front before anything renders; chains collapse and loops are refused; staff add and remove
 * redirects by role; the 404 log folds probes and bots and never holds the visitor's address; a
 * published item's Markdown cannot hold an image without alt text.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createFront, type Front } from '../../supabase/local/front'
import { type Persona, personas } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

let t: TestBackend
let dist: ReturnType<typeof realRendererDist>
let clients: Record<Persona, SupabaseClient>
let front: Front
let frontUrl: string
let seq = 0

const slug = (name: string) => `${name}-${Date.now().toString(36)}-${++seq}`

async function publishArticle(articleSlug: string, status = 'published') {
  const { data, error } = await clients.editor
    .from('articles')
    .insert({
      slug: articleSlug,
      title: { id: `Berita ${articleSlug}` },
      content: { id: 'Isi.' },
      status,
      ...(status === 'published' ? { published_at: new Date().toISOString() } : {}),
    })
    .select('id')
    .single()
  if (error) throw error
  return (data as { id: string }).id
}

async function rename(id: string, to: string) {
  const { error } = await clients.editor.from('articles').update({ slug: to }).eq('id', id)
  if (error) throw error
}

async function redirectsTo(target: string) {
  const { data, error } = await clients.admin
    .from('redirects')
    .select('source_path, target, status_code, source_table')
    .eq('target', target)
    .order('source_path')
  if (error) throw error
  return data as {
    source_path: string
    target: string
    status_code: number
    source_table: string | null
  }[]
}

const news = (s: string) => `/informasi/news/${s}`

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', headers })
  await res.arrayBuffer()
  return res
}

beforeAll(async () => {
  dist = realRendererDist()
  t = await startBackend({ staticDir: dist.dir, trustProxy: 1 })
  clients = await personas(t)
  front = createFront({
    staticDir: dist.dir,
    supabaseUrl: t.url,
    anonKey: t.anonKey,
    pageCache: { ttlMs: 100, maxAgeMs: 300 },
  })
  frontUrl = await front.listen(0)
})
afterAll(async () => {
  await front?.close()
  await t?.stop()
  dist?.remove()
})

describe('a slug change', () => {
  it('leaves a 301 from the old address, served by the server and by a front', async () => {
    const a = slug('lama')
    const b = slug('baru')
    const id = await publishArticle(a)
    expect((await get(t.url, news(a))).status).toBe(200)
    await rename(id, b)
    expect(await redirectsTo(news(b))).toEqual([
      { source_path: news(a), target: news(b), status_code: 301, source_table: 'articles' },
    ])
    const served = await get(t.url, `${news(a)}?utm_source=wa`)
    expect(served.status).toBe(301)
    expect(served.headers.get('location')).toBe(`${news(b)}?utm_source=wa`)
    expect((await get(t.url, news(b))).status).toBe(200)
    // A front reads the redirects from the API (within its age bound).
    await new Promise((r) => setTimeout(r, 400))
    const fromFront = await get(frontUrl, news(a))
    expect(fromFront.status).toBe(301)
    expect(fromFront.headers.get('location')).toBe(news(b))
  })

  it('collapses chains, and a rename back removes the redirect that would hide the live page', async () => {
    const [a, b, c] = [slug('a'), slug('b'), slug('c')]
    const id = await publishArticle(a)
    await rename(id, b)
    await rename(id, c)
    expect((await redirectsTo(news(c))).map((r) => r.source_path)).toEqual(
      [news(a), news(b)].sort(),
    )
    expect(await redirectsTo(news(b))).toEqual([])
    await rename(id, a)
    // a is live again: no redirect from it; b and c lead to it in one hop.
    const { data } = await clients.admin
      .from('redirects')
      .select('source_path')
      .eq('source_path', news(a))
    expect(data).toEqual([])
    expect((await redirectsTo(news(a))).map((r) => r.source_path)).toEqual(
      [news(b), news(c)].sort(),
    )
    const served = await get(t.url, news(b))
    expect(served.headers.get('location')).toBe(news(a))
  })

  it('of a draft leaves none (it had no public address)', async () => {
    const a = slug('draf')
    const b = slug('draf-baru')
    const id = await publishArticle(a, 'draft')
    await rename(id, b)
    expect(await redirectsTo(news(b))).toEqual([])
  })

  it('never puts the old address in the sitemap', async () => {
    const a = slug('peta')
    const b = slug('peta-baru')
    const id = await publishArticle(a)
    await rename(id, b)
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(news(b))
    expect(sitemap).not.toContain(news(a))
  })
})

describe('staff redirects', () => {
  it('admins and editors add them (collapsed onto existing ones); loops are refused', async () => {
    const x = `/uji-${slug('x')}`
    const y = `/uji-${slug('y')}`
    const z = `/uji-${slug('z')}`
    let r = await clients.admin
      .from('redirects')
      .insert({ source_path: y, target: z, status_code: 302 })
    expect(r.error).toBeNull()
    r = await clients.editor.from('redirects').insert({ source_path: `${x}/`, target: y })
    expect(r.error).toBeNull()
    const { data } = await clients.admin
      .from('redirects')
      .select('source_path, target')
      .eq('source_path', x)
    expect(data).toEqual([{ source_path: x, target: z }])
    const loop = await clients.admin.from('redirects').insert({ source_path: z, target: x })
    expect(loop.error?.code).toBe('23514')
    expect(loop.error?.details).toMatch(/loop/)
    const self = await clients.admin
      .from('redirects')
      .insert({ source_path: `${z}-2`, target: `${z}-2` })
    expect(self.error).not.toBeNull()
    const temporary = await get(t.url, y)
    expect(temporary.status).toBe(302)
    expect(temporary.headers.get('location')).toBe(z)
  })

  it('lead to external addresses, never from the staff app or the API, never protocol-relative', async () => {
    const ok = await clients.admin
      .from('redirects')
      .insert({ source_path: `/${slug('luar')}`, target: 'https://lpjk.pu.go.id/' })
    expect(ok.error).toBeNull()
    for (const row of [
      { source_path: '/admin/news', target: '/' },
      { source_path: '/rest/v1/x', target: '/' },
      { source_path: `/${slug('p')}`, target: '//evil.example' },
      { source_path: `/${slug('p')}`, target: 'javascript:alert(1)' },
      { source_path: 'tanpa-garis', target: '/' },
    ]) {
      const { error } = await clients.admin.from('redirects').insert(row)
      expect(error?.code, JSON.stringify(row)).toBe('23514')
    }
  })

  it('viewers and visitors read but never write them', async () => {
    for (const who of ['viewer', 'anon', 'noprofile'] as const) {
      const { error } = await clients[who]
        .from('redirects')
        .insert({ source_path: `/${slug(who)}`, target: '/' })
      expect(error, who).not.toBeNull()
    }
    const { data, error } = await clients.anon.from('redirects').select('source_path').limit(1)
    expect(error).toBeNull()
    expect(data!.length).toBe(1)
    // Who made a redirect is staff's business.
    expect((await clients.anon.from('redirects').select('created_by')).error).not.toBeNull()
  })
})

describe('the 404 log', () => {
  it('counts page paths with the referring host, folds probes and bots, never the address', async () => {
    const missing = `/${slug('hilang')}`
    const visitor = { 'x-forwarded-for': '203.0.113.77', 'user-agent': 'Mozilla/5.0 Firefox' }
    await get(t.url, missing, { ...visitor, referer: 'https://chat.whatsapp.com/abc?x=1' })
    await get(t.url, `${missing}/`, visitor)
    await get(t.url, missing, { ...visitor, 'user-agent': 'Googlebot/2.1' })
    await get(t.url, '/wp-login.php', { ...visitor, 'user-agent': 'curl/8' })
    await get(t.url, '/wp-admin/setup.php', visitor)
    await get(t.url, '/.env', visitor)
    await get(t.url, '/assets/hilang-123.js', visitor)
    await t.backend.pages!.notFoundLog.flush()
    const { data, error } = await clients.editor
      .from('not_found_log')
      .select('*')
      .in('path', [missing, '/wp-*', '/.*', '/assets/*.js'])
      .order('path')
    expect(error).toBeNull()
    const rows = Object.fromEntries(data!.map((row) => [row.path as string, row]))
    expect(rows[missing]).toMatchObject({
      kind: 'page',
      hits: 2,
      bot_hits: 1,
      referrer_host: 'chat.whatsapp.com',
    })
    expect(rows['/wp-*']).toMatchObject({ kind: 'probe', hits: 1, bot_hits: 1 })
    expect(rows['/.*']).toMatchObject({ kind: 'probe' })
    expect(rows['/assets/*.js']).toMatchObject({ kind: 'asset' })
    expect(Object.keys(rows[missing]!).sort()).toEqual(
      ['bot_hits', 'first_seen', 'hits', 'id', 'kind', 'last_seen', 'path', 'referrer_host'].sort(),
    )
    const all = await t.service().from('not_found_log').select('*')
    expect(JSON.stringify(all.data)).not.toContain('203.0.113.77')
    // A redirect made from a row answers the path from then on.
    const made = await clients.editor
      .from('redirects')
      .insert({ source_path: missing, target: '/' })
    expect(made.error).toBeNull()
    expect((await get(t.url, missing)).status).toBe(301)
  })

  it('is read and cleared by content staff only, and written by the servers only', async () => {
    for (const who of ['anon', 'viewer'] as const) {
      const { data } = await clients[who].from('not_found_log').select('path')
      expect(data ?? [], who).toEqual([])
    }
    const write = await clients.editor.rpc('record_not_found', { path: '/x' })
    expect(write.error).not.toBeNull()
    const insert = await clients.admin.from('not_found_log').insert({ path: '/x' })
    expect(insert.error).not.toBeNull()
    const { error } = await clients.admin.from('not_found_log').delete().eq('path', '/wp-*')
    expect(error).toBeNull()
  })
})

describe('images without alt text', () => {
  it('cannot be published; a draft may hold one until then', async () => {
    const s = slug('alt')
    const body = { id: 'Teks ![](/media/gambar.png) lagi.' }
    const refused = await clients.editor.from('articles').insert({
      slug: s,
      title: { id: 'Alt' },
      content: body,
      status: 'published',
      published_at: new Date().toISOString(),
    })
    expect(refused.error?.code).toBe('23514')
    expect(refused.error?.hint).toBe('field:content')
    const draft = await clients.editor
      .from('articles')
      .insert({ slug: s, title: { id: 'Alt' }, content: body, status: 'draft' })
      .select('id')
      .single()
    expect(draft.error).toBeNull()
    const id = (draft.data as { id: string }).id
    const publish = await clients.editor
      .from('articles')
      .update({ status: 'published', published_at: new Date().toISOString() })
      .eq('id', id)
    expect(publish.error?.code).toBe('23514')
    const fixed = await clients.editor
      .from('articles')
      .update({
        content: { id: 'Teks ![Denah kantor](/media/gambar.png) lagi.' },
        status: 'published',
        published_at: new Date().toISOString(),
      })
      .eq('id', id)
    expect(fixed.error).toBeNull()
    const page = await clients.editor.from('cms_pages').insert({
      slug: slug('hal'),
      title: { id: 'Hal' },
      content: { id: 'x', en: 'Image ![ ](/a.png)' },
      is_published: true,
    })
    expect(page.error?.details).toMatch(/\(EN\)/)
  })
})

describe('internal link status', () => {
  it('tells staff whether an item address is published, unpublished, missing or redirected', async () => {
    const live = slug('hidup')
    const draft = slug('draf')
    await publishArticle(live)
    await publishArticle(draft, 'draft')
    const { data, error } = await clients.editor.rpc('internal_link_status', {
      paths: [
        news(live),
        `${news(draft)}#x`,
        news('tidak-ada-sama-sekali'),
        '/layanan/biaya',
        '/tentang',
      ],
    })
    expect(error).toBeNull()
    expect(
      Object.fromEntries(
        (data as { path: string; status: string }[]).map((r) => [r.path, r.status]),
      ),
    ).toEqual({
      [news(live)]: 'published',
      [`${news(draft)}#x`]: 'unpublished',
      [news('tidak-ada-sama-sekali')]: 'missing',
      '/layanan/biaya': 'unknown',
      '/tentang': 'published',
    })
    expect((await clients.anon.rpc('internal_link_status', { paths: ['/'] })).error).not.toBeNull()
  })
})
