/**
 * Per-item search and link-preview fields (migration 20261125130000) through the API:
 * visitors read them on published pages and articles only (the rows' policies, unchanged),
 * staff writes are audited, and the database refuses values past the limits or unsafe image
 * addresses whatever client writes them. Who may write them: db-rls-matrix.test.ts's patches.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount, withoutReview } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let anon: SupabaseClient
let editor: Account
let admin: Account
let viewer: Account

beforeAll(async () => {
  t = await startBackend()
  // Editors publish here; review before publishing has its own tests (review.test.ts).
  await withoutReview(t)
  anon = t.anon()
  editor = await createAccount(t, 'editor')
  admin = await createAccount(t, 'admin')
  viewer = await createAccount(t, 'viewer')
})
afterAll(async () => t?.stop())

const seo = {
  meta_title: { id: 'Judul mesin pencari', en: 'Search engine title' },
  meta_description: { id: 'Deskripsi meta.', en: 'Meta description.' },
  share_image_url: '/storage/v1/object/public/media/articles/kartu.png',
}

describe('search fields of articles and CMS pages', () => {
  it('are read by visitors on published rows only', async () => {
    const slug = (s: string) => `seo-${s}-${Date.now().toString(36)}`
    const { data: rows, error } = await editor.client
      .from('articles')
      .insert([
        { slug: slug('terbit'), title: { id: 'Terbit' }, status: 'published', ...seo },
        { slug: slug('draf'), title: { id: 'Draf' }, status: 'draft', ...seo },
      ])
      .select('id, slug, status')
    expect(error).toBeNull()
    const { data: seen } = await anon
      .from('articles')
      .select('slug, meta_title, meta_description, share_image_url')
      .in(
        'slug',
        rows!.map((r) => r.slug),
      )
    expect(seen).toEqual([{ slug: rows![0]!.slug, ...seo }])

    const page = slug('halaman')
    await editor.client.from('cms_pages').insert({
      slug: page,
      title: { id: 'Halaman' },
      is_published: false,
      meta_title: seo.meta_title,
      share_image_url: seo.share_image_url,
    })
    const read = () => anon.from('cms_pages').select('meta_title, share_image_url').eq('slug', page)
    expect((await read()).data).toEqual([])
    await editor.client.from('cms_pages').update({ is_published: true }).eq('slug', page)
    expect((await read()).data).toEqual([
      { meta_title: seo.meta_title, share_image_url: seo.share_image_url },
    ])
  })

  it('are not written by a viewer or a visitor, and an editor’s change is audited', async () => {
    const { data: article } = await editor.client
      .from('articles')
      .insert({ slug: `seo-audit-${Date.now().toString(36)}`, title: { id: 'Audit SEO' } })
      .select('id')
      .single()
    for (const client of [viewer.client, anon]) {
      const { data } = await client
        .from('articles')
        .update({ meta_title: { id: 'Tidak boleh' } })
        .eq('id', article!.id)
        .select('id')
      expect(data ?? []).toEqual([])
    }
    const { error } = await editor.client
      .from('articles')
      .update({ meta_title: { id: 'Judul baru' }, share_image_url: '/media/baru.webp' })
      .eq('id', article!.id)
    expect(error).toBeNull()
    const { data: audit } = await admin.client
      .from('audit_log')
      .select('action, actor_id, changes')
      .eq('table_name', 'articles')
      .eq('record_id', article!.id)
      .order('id')
    expect(audit).toHaveLength(2)
    expect(audit![1]).toMatchObject({
      action: 'update',
      actor_id: editor.id,
      changes: {
        meta_title: { old: null, new: { id: 'Judul baru' } },
        share_image_url: { old: null, new: '/media/baru.webp' },
      },
    })
  })

  it.each([
    ['articles', { meta_title: { id: 'x'.repeat(121) } }],
    ['articles', { meta_description: { id: 'y', en: 'y'.repeat(301) } }],
    ['articles', { meta_title: { id: 'Judul', de: 'Titel' } }],
    ['articles', { share_image_url: 'javascript:alert(1)' }],
    ['cms_pages', { meta_title: { id: 'x'.repeat(121) } }],
    ['cms_pages', { share_image_url: 'data:image/png;base64,AAAA' }],
  ] as const)('are refused by the database in %s when invalid: %j', async (table, patch) => {
    const { data: row } = await editor.client.from(table).select('id, updated_at').limit(1).single()
    const { error } = await editor.client.from(table).update(patch).eq('id', row!.id)
    expect(error?.code).toBe('23514')
    const { data: after } = await editor.client
      .from(table)
      .select('updated_at')
      .eq('id', row!.id)
      .single()
    expect(after!.updated_at).toBe(row!.updated_at)
  })
})
