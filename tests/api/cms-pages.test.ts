/**
 * CMS page addresses and core pages (docs/decisions/022), through the API as each
 * role: a slug cannot take a path the site uses (the database's list is the app's), core pages
 * cannot be deleted or lose their slug by anyone, `page_links` tells editors and admins what
 * links to an address and nobody else, and a delete a RESTRICT key would refuse says why.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cmsPagePaths, RESERVED_PAGE_SLUGS } from '../../src/config/routes'
import { personas, withoutReview } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let as: Awaited<ReturnType<typeof personas>>

beforeAll(async () => {
  t = await startBackend()
  // Editors publish here; review before publishing has its own tests (review.test.ts).
  await withoutReview(t)
  as = await personas(t)
})
afterAll(async () => t?.stop())

/** The slugs a SQL function lists in its `array[...]`. */
async function listed(fn: string): Promise<string[]> {
  const { rows } = await t.backend.db.pg.query<{ def: string }>(
    `select pg_get_functiondef('public.${fn}(text)'::regprocedure) as def`,
  )
  return [...(/array\[([\s\S]*?)\]/.exec(rows[0]!.def)?.[1] ?? '').matchAll(/'([a-z0-9-]+)'/g)].map(
    (m) => m[1]!,
  )
}

describe('addresses', () => {
  it('reserves the same first path segments as the app (src/config/routes.ts)', async () => {
    expect((await listed('is_reserved_page_slug')).sort()).toEqual([...RESERVED_PAGE_SLUGS].sort())
    expect((await listed('is_core_page')).sort()).toEqual(Object.keys(cmsPagePaths).sort())
  })

  it('refuses a reserved slug for every role that may write, and takes an ordinary one', async () => {
    for (const who of ['editor', 'admin'] as const) {
      const { error } = await as[who]
        .from('cms_pages')
        .insert({ slug: 'keluhan', title: { id: 'Uji' } })
      expect(error?.code).toBe('23514')
      expect(error?.message).toContain('cms_pages_slug_not_reserved')
    }
    const ok = await as.editor
      .from('cms_pages')
      .insert({ slug: `keluhan-${Date.now()}`, title: { id: 'Uji' } })
      .select('id')
      .single()
    expect(ok.error).toBeNull()
    await as.editor.from('cms_pages').delete().eq('id', ok.data!.id)
  })
})

describe('core pages', () => {
  const refusesDelete = async (client: SupabaseClient) => {
    const { error } = await client.from('cms_pages').delete().eq('slug', 'kebijakan-privasi')
    return error
  }

  it('cannot be deleted by an editor, an admin or the service role', async () => {
    for (const client of [as.editor, as.admin, t.service()]) {
      const error = await refusesDelete(client)
      expect(error).toMatchObject({ code: '23514', hint: 'core_page' })
      expect(error?.details).toMatch(/cannot be deleted/)
    }
    const { data } = await t
      .service()
      .from('cms_pages')
      .select('slug')
      .eq('slug', 'kebijakan-privasi')
    expect(data).toHaveLength(1)
  })

  it('keep their slug, but may be hidden and edited', async () => {
    const renamed = await as.admin
      .from('cms_pages')
      .update({ slug: 'privasi' })
      .eq('slug', 'kebijakan-privasi')
    expect(renamed.error).toMatchObject({ code: '23514', hint: 'core_page' })
    const hidden = await as.editor
      .from('cms_pages')
      .update({ is_published: false })
      .eq('slug', 'biaya')
      .select('is_published')
      .single()
    expect(hidden.data?.is_published).toBe(false)
    expect((await as.anon.from('cms_pages').select('slug').eq('slug', 'biaya')).data).toEqual([])
    await as.editor.from('cms_pages').update({ is_published: true }).eq('slug', 'biaya')
  })

  it('other pages may still change their slug and be deleted', async () => {
    const slug = `uji-${Date.now()}`
    const page = await as.editor
      .from('cms_pages')
      .insert({ slug, title: { id: 'Uji' } })
      .select('id')
      .single()
    const moved = await as.editor
      .from('cms_pages')
      .update({ slug: `${slug}-b` })
      .eq('id', page.data!.id)
    expect(moved.error).toBeNull()
    expect((await as.editor.from('cms_pages').delete().eq('id', page.data!.id)).error).toBeNull()
  })
})

describe('page_links(target)', () => {
  it('lists menu items, slide buttons, pages and news linking to an address', async () => {
    const stamp = Date.now().toString(36)
    const target = `/tujuan-${stamp}`
    const menu = await as.admin
      .from('navigation_menus')
      .insert({ label: { id: `Menu ${stamp}` }, url: `${target}?lng=en`, is_published: false })
      .select('id')
      .single()
    const page = await as.editor
      .from('cms_pages')
      .insert({
        slug: `sumber-${stamp}`,
        title: { id: `Sumber ${stamp}` },
        content: { id: `Lihat [halaman tujuan](${target}).`, en: `See [it](${target}#top)` },
      })
      .select('id')
      .single()
    const other = await as.editor
      .from('cms_pages')
      .insert({
        slug: `lain-${stamp}`,
        title: { id: 'Lain' },
        content: { id: `Bukan [ini](${target}-lain) dan bukan ${target}.` },
      })
      .select('id')
      .single()
    const { data, error } = await as.editor.rpc('page_links', { target })
    expect(error).toBeNull()
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'navigation', id: menu.data!.id, is_published: false }),
        expect.objectContaining({ kind: 'page', id: page.data!.id }),
      ]),
    )
    expect(data).toHaveLength(2)
    expect((await as.admin.rpc('page_links', { target })).data).toHaveLength(2)

    // The seeded footer-like links: the header menu links to the about page.
    const about = await as.editor.rpc('page_links', { target: '/profil/tentang' })
    expect(about.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'navigation' })]),
    )

    await as.admin.from('navigation_menus').delete().eq('id', menu.data!.id)
    await as.editor.from('cms_pages').delete().in('id', [page.data!.id, other.data!.id])
  })

  it('is for editors and admins only, and wants a site address', async () => {
    for (const who of ['anon', 'noprofile', 'viewer'] as const) {
      const { error } = await as[who].rpc('page_links', { target: '/profil/tentang' })
      expect(error?.code, who).toBe('42501')
    }
    const { error } = await as.editor.rpc('page_links', { target: 'https://contoh.id/' })
    expect(error).toMatchObject({ code: '22023', hint: 'field:target' })
  })
})

describe('deletes a RESTRICT key would refuse', () => {
  it('name what is in the way, with the count, in both languages', async () => {
    const { data: category } = await as.editor
      .from('rl_categories')
      .insert({ code: 'ZR', name: { id: 'Uji' } })
      .select('id')
      .single()
    await as.editor.from('rl_subclass').insert([
      { code: 'ZR001', category_id: category!.id, name: { id: 'Satu' } },
      { code: 'ZR002', category_id: category!.id, name: { id: 'Dua' } },
    ])
    const { error } = await as.admin.from('rl_categories').delete().eq('id', category!.id)
    expect(error).toMatchObject({
      code: '23001',
      hint: 'in_use',
      message: 'Klasifikasi ZR masih memiliki 2 subklasifikasi. Hapus atau pindahkan dulu.',
      details: 'Classification ZR still has 2 subclassification(s). Delete or move them first.',
    })
    await as.editor.from('rl_subclass').delete().eq('category_id', category!.id)
    expect((await as.editor.from('rl_categories').delete().eq('id', category!.id)).error).toBeNull()
  })
})
