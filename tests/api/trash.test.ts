/**
 * The trash (docs/decisions/031-trash.md) through the API with supabase-js, on the product
 * schema and demo content: a delete by staff moves an editorial item to the trash, where
 * visitors, the admin lists, site search and the page cache no longer see it; editors and admins
 * restore it with its revisions (a taken slug is refused until a new one is given); the daily
 * job purges what is older than the site's setting; only admins empty the trash.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount, withoutReview } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

let dist: ReturnType<typeof realRendererDist>
let t: TestBackend
let service: SupabaseClient
let viewer: Account
let editor: Account
let admin: Account
let seq = 0
const next = () => `${Date.now().toString(36)}-${++seq}`

beforeAll(async () => {
  dist = realRendererDist()
  t = await startBackend({ staticDir: dist.dir })
  service = t.service()
  viewer = await createAccount(t, 'viewer')
  editor = await createAccount(t, 'editor')
  admin = await createAccount(t, 'admin')
  // The trash is the subject here, not the review before publishing.
  await withoutReview(t)
})
afterAll(async () => {
  await t?.stop()
  dist?.remove()
})

const sql = async <R>(text: string, params: unknown[] = []) =>
  (await t.backend.db.pg.query<R>(text, params)).rows

async function article(slug: string, title: string) {
  const { data, error } = await editor.client
    .from('articles')
    .insert({
      slug,
      title: { id: title, en: title },
      excerpt: { id: 'Ringkasan sampah.', en: 'Trash summary.' },
      content: { id: `Isi ${title}.`, en: 'Body.' },
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    .select('id')
    .single()
  expect(error).toBeNull()
  return (data as { id: string }).id
}

async function faq(question: string) {
  const { data, error } = await editor.client
    .from('faqs')
    .insert({ question: { id: question }, answer: { id: 'Jawaban.' }, is_published: true })
    .select('id')
    .single()
  expect(error).toBeNull()
  return (data as { id: string }).id
}

async function stored(table: string, id: string) {
  const { data, error } = await service.from(table).select('*').eq('id', id).maybeSingle()
  expect(error).toBeNull()
  return data as Record<string, unknown> | null
}

const searchHits = async (q: string) => {
  const { data, error } = await t.anon().rpc('search_site', { q, lang: 'id' })
  expect(error).toBeNull()
  return (data as { key: string }[]).map((d) => d.key)
}

describe('moving to the trash', () => {
  it('hides the item from visitors, staff lists, site search and the page cache at once', async () => {
    const slug = `berita-sampah-${next()}`
    const id = await article(slug, 'Zamrudsampah Berita')
    expect(await searchHits('Zamrudsampah')).toContain(slug)
    const before = await fetch(`${t.url}/informasi/news/${slug}`)
    expect(before.status).toBe(200)
    expect(await before.text()).toContain('Zamrudsampah Berita')
    const link = await editor.client
      .from('preview_links')
      .insert({ table_name: 'articles', record_id: id, data: { slug } })
      .select('token')
      .single()
    expect(link.error).toBeNull()
    const preview = async () =>
      (await t.anon().rpc('preview_content', { token: link.data!.token })).data
    expect(await preview()).not.toBeNull()

    const { error } = await editor.client.from('articles').delete().eq('id', id)
    expect(error).toBeNull()

    const row = await stored('articles', id)
    expect(row?.deleted_at).not.toBeNull()
    expect(row?.deleted_by).toBe(editor.id)
    for (const client of [t.anon(), viewer.client, editor.client, admin.client]) {
      const { data } = await client.from('articles').select('id').eq('id', id)
      expect(data ?? []).toEqual([])
    }
    expect(await searchHits('Zamrudsampah')).not.toContain(slug)
    expect(await preview()).toBeNull()
    const after = await fetch(`${t.url}/informasi/news/${slug}`)
    expect(after.status).toBe(404)
    expect(await after.text()).not.toContain('Zamrudsampah Berita')

    // The trash lists it for staff, with when it goes for good; visitors get no trash.
    const { data: items, error: listError } = await viewer.client.rpc('trash_items', {
      target: 'articles',
    })
    expect(listError).toBeNull()
    const item = (items as Record<string, string>[]).find((i) => i.id === id)!
    expect(item).toMatchObject({ table_name: 'articles', title: 'Zamrudsampah Berita', key: slug })
    expect(new Date(item.purge_at).getTime() - new Date(item.deleted_at).getTime()).toBe(
      30 * 86_400_000,
    )
    expect((await t.anon().rpc('trash_items')).error).not.toBeNull()
    const { data: all } = await viewer.client.rpc('trash_items')
    expect((all as { id: string }[]).some((i) => i.id === id)).toBe(true)
  })

  it('leaves the row where a viewer deletes, and a trashed row cannot be changed through the API', async () => {
    const id = await faq(`Pertanyaan hak ${next()}`)
    await viewer.client.from('faqs').delete().eq('id', id)
    expect((await stored('faqs', id))?.deleted_at).toBeNull()
    await editor.client.from('faqs').delete().eq('id', id)
    const { data } = await admin.client
      .from('faqs')
      .update({ is_published: false })
      .eq('id', id)
      .select('id')
    expect(data ?? []).toEqual([])
    expect((await stored('faqs', id))?.is_published).toBe(true)
  })

  it('keeps the media a trashed item uses in use until it is purged', async () => {
    const image = `/storage/v1/object/public/media/sampah-${next()}.png`
    const { data, error } = await editor.client
      .from('hero_slides')
      .insert({ title: { id: 'Slide sampah' }, image_url: image, is_published: true })
      .select('id')
      .single()
    expect(error).toBeNull()
    const id = (data as { id: string }).id
    const uses = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from private.media_uses(null) where record_id = $1`,
          [id],
        )
      )[0]!.n
    expect(await uses()).toBe(1)
    await editor.client.from('hero_slides').delete().eq('id', id)
    expect((await stored('hero_slides', id))?.deleted_at).not.toBeNull()
    expect(await uses()).toBe(1)
    expect((await admin.client.rpc('empty_trash', { target: 'hero_slides', ids: [id] })).data).toBe(
      1,
    )
    expect(await uses()).toBe(0)
  })
})

describe('restoring', () => {
  it('brings the item back with its revisions, on the site and in search', async () => {
    const slug = `berita-pulih-${next()}`
    const id = await article(slug, 'Safirpulih Berita')
    const edit = await editor.client
      .from('articles')
      .update({ title: { id: 'Safirpulih Berita Diubah', en: 'Changed' } })
      .eq('id', id)
    expect(edit.error).toBeNull()
    const versions = async () =>
      (await service.from('content_revisions').select('version').eq('record_id', id)).data!.length
    expect(await versions()).toBe(2)

    await editor.client.from('articles').delete().eq('id', id)
    expect((await fetch(`${t.url}/informasi/news/${slug}`)).status).toBe(404)
    // A viewer may not restore.
    const refused = await viewer.client.rpc('restore_from_trash', {
      target: 'articles',
      row_id: id,
    })
    expect(refused.error?.code).toBe('42501')

    const { error } = await editor.client.rpc('restore_from_trash', {
      target: 'articles',
      row_id: id,
    })
    expect(error).toBeNull()
    const row = await stored('articles', id)
    expect(row).toMatchObject({ deleted_at: null, deleted_by: null, slug })
    expect(await versions()).toBe(2)
    const { data } = await t.anon().from('articles').select('id').eq('id', id)
    expect(data).toHaveLength(1)
    expect(await searchHits('Safirpulih')).toContain(slug)
    const page = await fetch(`${t.url}/informasi/news/${slug}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Safirpulih Berita Diubah')

    const again = await editor.client.rpc('restore_from_trash', { target: 'articles', row_id: id })
    expect(again.error?.code).toBe('P0002')
  })

  it('refuses a slug another item took meanwhile, and restores under a new one', async () => {
    const slug = `halaman-sampah-${next()}`
    const page = async () => {
      const { data, error } = await editor.client
        .from('cms_pages')
        .insert({ slug, title: { id: 'Halaman sampah' }, is_published: true })
        .select('id')
        .single()
      expect(error).toBeNull()
      return (data as { id: string }).id
    }
    const first = await page()
    await editor.client.from('cms_pages').delete().eq('id', first)
    // The trashed page freed its slug.
    const second = await page()
    expect(second).not.toBe(first)

    const taken = await editor.client.rpc('restore_from_trash', {
      target: 'cms_pages',
      row_id: first,
    })
    expect(taken.error).toMatchObject({ code: '23505', hint: 'trash_key_taken' })
    expect(taken.error?.message).toContain(slug)
    expect((await stored('cms_pages', first))?.deleted_at).not.toBeNull()

    const renamed = await editor.client.rpc('restore_from_trash', {
      target: 'cms_pages',
      row_id: first,
      new_key: `${slug}-lama`,
    })
    expect(renamed.error).toBeNull()
    expect(await stored('cms_pages', first)).toMatchObject({
      deleted_at: null,
      slug: `${slug}-lama`,
    })
  })

  it('refuses an unknown collection', async () => {
    const { error } = await editor.client.rpc('restore_from_trash', {
      target: 'app_users',
      row_id: editor.id,
    })
    expect(error?.code).toBe('22023')
  })
})

describe('purging', () => {
  it('deletes for good what has been in the trash longer than the setting (the daily job)', async () => {
    const old = await faq(`Pertanyaan lama ${next()}`)
    const recent = await faq(`Pertanyaan baru ${next()}`)
    await editor.client.from('faqs').delete().in('id', [old, recent])
    // Trashed 31 days ago (the service role may set the stamp; nobody else reaches the row).
    await service
      .from('faqs')
      .update({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .eq('id', old)
    const [{ n }] = await sql<{ n: number }>('select private.purge_expired_trash() as n')
    expect(n).toBeGreaterThanOrEqual(1)
    expect(await stored('faqs', old)).toBeNull()
    expect((await stored('faqs', recent))?.deleted_at).not.toBeNull()

    // A shorter setting purges sooner.
    const settings = await admin.client
      .from('site_settings')
      .update({ trash_retention_days: 1 })
      .not('id', 'is', null)
      .select('trash_retention_days')
    expect(settings.error).toBeNull()
    await service
      .from('faqs')
      .update({ deleted_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .eq('id', recent)
    await sql('select private.purge_expired_trash()')
    expect(await stored('faqs', recent)).toBeNull()
    await admin.client
      .from('site_settings')
      .update({ trash_retention_days: 30 })
      .not('id', 'is', null)
  })

  it('lets only admins empty the trash', async () => {
    const id = await faq(`Pertanyaan kosongkan ${next()}`)
    await editor.client.from('faqs').delete().eq('id', id)
    for (const client of [viewer.client, editor.client]) {
      const { error } = await client.rpc('empty_trash', { target: 'faqs' })
      expect(error?.code).toBe('42501')
    }
    expect((await t.anon().rpc('empty_trash')).error).not.toBeNull()
    expect((await stored('faqs', id))?.deleted_at).not.toBeNull()
    const { data, error } = await admin.client.rpc('empty_trash', { target: 'faqs' })
    expect(error).toBeNull()
    expect(data).toBeGreaterThanOrEqual(1)
    expect(await stored('faqs', id)).toBeNull()
    const { data: left } = await admin.client.rpc('trash_items', { target: 'faqs' })
    expect(left).toEqual([])
  })

  it('purges a classification only after its trashed subclassifications', async () => {
    const code = `Z${String.fromCharCode(65 + (Date.now() % 26))}`
    const category = await editor.client
      .from('rl_categories')
      .insert({ code, name: { id: 'Uji sampah' } })
      .select('id')
      .single()
    expect(category.error).toBeNull()
    const sub = await editor.client
      .from('rl_subclass')
      .insert({ code: `${code}901`, category_id: category.data!.id, name: { id: 'Sub' } })
    expect(sub.error).toBeNull()
    expect(
      (await editor.client.from('rl_categories').delete().eq('id', category.data!.id)).error?.code,
    ).toBe('23001')
    await editor.client.from('rl_subclass').delete().eq('category_id', category.data!.id)
    expect(
      (await editor.client.from('rl_categories').delete().eq('id', category.data!.id)).error,
    ).toBeNull()
    const { data } = await admin.client.rpc('empty_trash', {})
    expect(data).toBeGreaterThanOrEqual(2)
    expect(await stored('rl_categories', category.data!.id)).toBeNull()
  })
})
