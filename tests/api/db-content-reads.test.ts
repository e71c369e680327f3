/**
 * The public site's start-up reads (docs/product.md#data-loading) as an anonymous visitor, with the
 * seeded content: every collection loads with the ordering the store uses, navigation with nested
 * published children, and the content is bilingual.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let anon: SupabaseClient

beforeAll(async () => {
  t = await startBackend()
  anon = t.anon()
})
afterAll(async () => t?.stop())

describe('public start-up reads', () => {
  it('loads the single settings row', async () => {
    const { data, error } = await anon.from('site_settings').select('*').single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ site_name: expect.any(String), logo_url: '/images/seed/logo.svg' })
  })

  it.each([
    ['hero_slides', 'sort_order', true, 3],
    ['rl_categories', 'sort_order', true, 7],
    ['rl_subclass', 'sort_order', true, 18],
    ['legal_products', 'created_at', true, 8],
    ['articles', 'published_at', false, 4],
    ['struktur_organisasi', 'order', true, 7],
    ['alur_sertifikasi', 'step_order', true, 9],
    ['faqs', 'sort_order', true, 8],
    ['clients', 'sort_order', true, 8],
    ['legalitas', 'sort_order', true, 4],
  ] as const)('loads %s ordered by %s', async (table, column, ascending, atLeast) => {
    const { data, error } = await anon.from(table).select('*').order(column, { ascending })
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThanOrEqual(atLeast)
    const values = data!.map((r: Record<string, unknown>) => r[column] as string | number)
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect(values).toEqual(ascending ? sorted : sorted.reverse())
  })

  it('loads the navigation tree with nested children, top level only', async () => {
    const { data, error } = await anon
      .from('navigation_menus')
      .select('*, children:navigation_menus(*)')
      .is('parent_id', null)
      .order('sort_order')
      .order('sort_order', { referencedTable: 'children' })
    expect(error).toBeNull()
    expect(data!.map((m) => m.label.id)).toEqual([
      'Beranda',
      'Profil',
      'Layanan',
      'Informasi',
      'Layanan Online',
    ])
    expect(data![1].children.map((c: { url: string }) => c.url)).toEqual([
      '/profil/tentang',
      '/profil/visi-misi',
      '/profil/struktur-organisasi',
      '/profil/legalitas',
      '/profil/kontak',
    ])
  })

  it('has every CMS page the site links to, in Indonesian and English', async () => {
    const { data } = await anon.from('cms_pages').select('slug, title, content')
    const slugs = data!.map((p) => p.slug).sort()
    expect(slugs).toEqual([
      'biaya',
      'hak-kewajiban',
      'kebijakan-ketidakberpihakan',
      'kebijakan-privasi',
      'persyaratan',
      'tentang',
      'visi-misi',
    ])
    for (const page of data!) {
      expect(page.content.id.length).toBeGreaterThan(400)
      expect(page.content.en.length).toBeGreaterThan(400)
      expect(page.title.en).toBeTruthy()
    }
  })

  it('shows a published article by slug and hides the draft', async () => {
    const { data: list } = await anon.from('articles').select('slug, status')
    expect(list!.every((a) => a.status === 'published')).toBe(true)
    const { data, error } = await anon
      .from('articles')
      .select('*')
      .eq('slug', list![0].slug)
      .single()
    expect(error).toBeNull()
    expect(data.content.id).toBeTruthy()
    const draft = await anon
      .from('articles')
      .select('*')
      .eq('slug', 'draf-panduan-sertifikasi-ulang')
      .maybeSingle()
    expect(draft.data).toBeNull()
  })

  it('uses only local images in the seeded content (site files or the media bucket)', async () => {
    const tables = [
      'site_settings',
      'hero_slides',
      'clients',
      'struktur_organisasi',
      'articles',
    ] as const
    for (const table of tables) {
      const { data } = await t.service().from(table).select('*')
      expect(JSON.stringify(data)).not.toMatch(/https?:\/\//)
      expect(JSON.stringify(data)).toMatch(/\/(images|storage\/v1\/object\/public\/media)\/seed\//)
    }
  })
})

describe('tree integrity', () => {
  it('keeps the header menu at two levels', async () => {
    const admin = (await createAccount(t, 'admin')).client
    const { data: tentang } = await anon
      .from('navigation_menus')
      .select('id')
      .eq('url', '/profil/tentang')
      .single()
    const deeper = await admin
      .from('navigation_menus')
      .insert({ parent_id: tentang!.id, label: { id: 'Sub-sub' }, url: '/x' })
    expect(deeper.error).toMatchObject({
      code: '23514',
      hint: 'field:parent_id',
      message: expect.stringMatching(/dua tingkat/),
    })
    const { data: profil } = await anon
      .from('navigation_menus')
      .select('id')
      .eq('label->>id', 'Profil')
      .single()
    const { data: layanan } = await anon
      .from('navigation_menus')
      .select('id')
      .eq('label->>id', 'Layanan')
      .single()
    const nested = await admin
      .from('navigation_menus')
      .update({ parent_id: profil!.id })
      .eq('id', layanan!.id)
    expect(nested.error).toMatchObject({ code: '23514', hint: 'field:parent_id' })
  })

  it('refuses a cycle in the organisation chart', async () => {
    const editor = (await createAccount(t, 'editor')).client
    const { data: people } = await anon.from('struktur_organisasi').select('id, parent_id')
    const director = people!.find(
      (p) => p.parent_id === null && people!.some((c) => c.parent_id === p.id),
    )!
    const child = people!.find((p) => p.parent_id === director.id)!
    const loop = await editor
      .from('struktur_organisasi')
      .update({ parent_id: child.id })
      .eq('id', director.id)
    expect(loop.error).toMatchObject({ code: '23514', message: expect.stringMatching(/melingkar/) })
    const self = await editor
      .from('struktur_organisasi')
      .update({ parent_id: director.id })
      .eq('id', director.id)
    expect(self.error).not.toBeNull()
  })
})

describe('search_site', () => {
  type Hit = { kind: string; key: string; title: string; snippet: string; rank: number }
  const search = async (q: string, lang = 'id', client = anon): Promise<Hit[]> => {
    const { data, error } = await client.rpc('search_site', { q, lang })
    expect(error).toBeNull()
    return data as Hit[]
  }

  it('ranks the page about a topic first and marks the matched words in its snippet', async () => {
    const [first, ...rest] = await search('biaya sertifikasi')
    expect(first).toMatchObject({ kind: 'page', key: 'biaya', title: 'Biaya Sertifikasi' })
    expect(first!.snippet).toContain('\u0002Biaya\u0003')
    expect(rest.every((hit) => hit.rank <= first!.rank)).toBe(true)
    const en = await search('certification fees', 'en')
    expect(en[0]).toMatchObject({ kind: 'page', key: 'biaya', title: 'Certification Fees' })
  })

  it('finds codes and KBLI numbers however they are typed, and survives typos', async () => {
    for (const q of ['bg 001', 'BG-001', 'bg001', '41011']) {
      expect((await search(q))[0], q).toMatchObject({ kind: 'scope', key: 'BG001' })
    }
    expect((await search('713/KPTS/M/2022'))[0]).toMatchObject({ kind: 'legal' })
    const typo = await search('sertifkasi biaya')
    expect(typo.map((hit) => hit.key)).toContain('biaya')
  })

  it('answers in the visitor language, with the Indonesian text where a translation is missing', async () => {
    const service = t.service()
    const { data: faq } = await service
      .from('faqs')
      .insert({
        question: { id: 'Apakah ada layanan jemput bola?' },
        answer: { id: 'Ya, untuk zamrud.' },
      })
      .select('id')
      .single()
    try {
      const en = await search('jemput bola', 'en')
      expect(en).toEqual([
        expect.objectContaining({
          kind: 'faq',
          key: faq!.id,
          title: 'Apakah ada layanan jemput bola?',
        }),
      ])
      // Maintained with the row: an edit is searchable at once, a delete is gone.
      await service
        .from('faqs')
        .update({ question: { id: 'Layanan pikap dokumen?', en: 'Document pick-up?' } })
        .eq('id', faq!.id)
      expect((await search('pick-up', 'en'))[0]).toMatchObject({
        key: faq!.id,
        title: 'Document pick-up?',
      })
      expect(await search('jemput bola', 'en')).toEqual([])
    } finally {
      await service.from('faqs').delete().eq('id', faq!.id)
    }
    expect((await search('pikap dokumen')).map((hit) => hit.key)).not.toContain(faq!.id)
  })

  it('never shows drafts, unpublished rows or future articles, to visitors or staff', async () => {
    const editor = (await createAccount(t, 'editor')).client
    for (const client of [anon, editor]) {
      expect(await search('Panduan Sertifikasi Ulang', 'id', client)).not.toContainEqual(
        expect.objectContaining({ kind: 'news' }),
      )
      expect(await search('Pelatihan Asesor 2027', 'id', client)).toEqual([])
    }
    const direct = await anon.from('search_documents').select('key').eq('kind', 'news')
    expect(direct.data!.map((d) => d.key)).not.toContain('draf-panduan-sertifikasi-ulang')
    expect(direct.data!.map((d) => d.key)).not.toContain('pelatihan-asesor-2027')
    expect(
      (await editor.from('search_documents').delete().eq('kind', 'faq').select()).data ?? [],
    ).toEqual([])
  })

  it('takes SQL- and query-syntax-shaped input as plain words', async () => {
    for (const q of [
      "'); drop table faqs; --",
      "biaya' or 1=1 --",
      '!(&|:*<->',
      '',
      '   ',
      'x'.repeat(5000),
    ]) {
      expect(Array.isArray(await search(q))).toBe(true)
    }
    expect((await search("biaya'); --"))[0]).toMatchObject({ key: 'biaya' })
    const { count } = await anon.from('faqs').select('id', { count: 'exact', head: true })
    expect(count).toBeGreaterThanOrEqual(8)
  })
})
