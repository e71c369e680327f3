/**
 * The public site's start-up reads (SPEC §7) as an anonymous visitor, with the seeded content:
 * every collection loads with the ordering the store uses, navigation with nested published
 * children, and the content is bilingual.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBackend, type TestBackend } from './helpers'
import { createAccount } from './db-helpers'

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

  it('uses only local images in the seeded content', async () => {
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
      expect(JSON.stringify(data)).toMatch(/\/images\/seed\//)
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
