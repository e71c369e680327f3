/**
 * Scheduled publication with a controllable clock: the database judges visibility by
 * public.content_now(), which a test moves with the session setting `lsbu.clock` on the
 * embedded database's one connection. News, CMS pages and hero slides appear for visitors at
 * their publish time and disappear at their unpublish time, to the millisecond; the site search
 * and the page cache's next scheduled change follow. Preview links expire after 48 hours on the
 * same clock.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount, withoutReview } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let anon: SupabaseClient
let editor: Account
let viewer: Account
let admin: Account

const tr = (id: string) => ({ id, en: id })
const ms = (iso: string, delta: number) => new Date(new Date(iso).getTime() + delta).toISOString()

/** Moves the database's clock (null: the real one). */
async function clock(at: string | null) {
  await t.backend.db.setSession('lsbu.clock', at ?? '')
}

beforeAll(async () => {
  t = await startBackend()
  // Editors publish here; review before publishing has its own tests (review.test.ts).
  await withoutReview(t)
  anon = t.anon()
  editor = await createAccount(t, 'editor')
  viewer = await createAccount(t, 'viewer')
  admin = await createAccount(t, 'admin')
})
afterEach(() => clock(null))
afterAll(async () => t?.stop())

const PUBLISH = '2031-03-01T01:00:00.000Z' // 08.00 WIB
const UNPUBLISH = '2031-03-08T01:00:00.000Z'

/** The three scheduled tables: a published row with the schedule, and how visitors find it. */
const SCHEDULED = {
  articles: {
    row: (slug: string) => ({
      slug,
      title: tr(`Berita ${slug}`),
      status: 'published',
      published_at: PUBLISH,
      unpublish_at: UNPUBLISH,
    }),
  },
  cms_pages: {
    row: (slug: string) => ({
      slug,
      title: tr(`Halaman ${slug}`),
      is_published: true,
      publish_at: PUBLISH,
      unpublish_at: UNPUBLISH,
    }),
  },
  hero_slides: {
    row: (slug: string) => ({
      title: tr(`Slide ${slug}`),
      is_published: true,
      publish_at: PUBLISH,
      unpublish_at: UNPUBLISH,
    }),
  },
} as const

describe.each(Object.keys(SCHEDULED) as (keyof typeof SCHEDULED)[])('%s', (table) => {
  it('appears for visitors at its publish time and disappears at its unpublish time', async () => {
    const slug = `jadwal-${table.replace('_', '-')}`
    const { data: row, error } = await editor.client
      .from(table)
      .insert(SCHEDULED[table].row(slug) as Record<string, unknown>)
      .select('id')
      .single()
    expect(error).toBeNull()
    const seen = async () =>
      ((await anon.from(table).select('id').eq('id', row!.id)).data ?? []).length === 1

    await clock(ms(PUBLISH, -1))
    expect(await seen()).toBe(false)
    await clock(PUBLISH)
    expect(await seen()).toBe(true)
    await clock(ms(UNPUBLISH, -1))
    expect(await seen()).toBe(true)
    await clock(UNPUBLISH)
    expect(await seen()).toBe(false)
    // Staff see it all along.
    expect((await viewer.client.from(table).select('id').eq('id', row!.id)).data).toHaveLength(1)
  })
})

describe('the schedule', () => {
  it('refuses an unpublish time before the publish time, naming the field', async () => {
    const { error } = await editor.client.from('cms_pages').insert({
      slug: 'jadwal-terbalik',
      title: tr('Terbalik'),
      publish_at: UNPUBLISH,
      unpublish_at: PUBLISH,
    })
    expect(error?.code).toBe('23514')
    expect(error?.message).toContain('cms_pages_unpublish_at_check')
  })

  it('is followed by the site search', async () => {
    const { error } = await editor.client.from('articles').insert({
      slug: 'jadwal-cari',
      title: tr('Pengumuman Zebrakuda'),
      content: tr('Isi pengumuman.'),
      status: 'published',
      published_at: PUBLISH,
      unpublish_at: UNPUBLISH,
    })
    expect(error).toBeNull()
    const found = async () =>
      ((await anon.rpc('search_site', { q: 'zebrakuda', lang: 'id' })).data ?? []).length
    await clock(ms(PUBLISH, -1))
    expect(await found()).toBe(0)
    await clock(PUBLISH)
    expect(await found()).toBe(1)
    await clock(UNPUBLISH)
    expect(await found()).toBe(0)
  })

  it('gives the page cache its next change: the earliest publish or unpublish time ahead', async () => {
    const next = async () => {
      const { rows } = await t.backend.db.pg.query<{ at: Date | null }>(
        'select private.page_cache_next_change() as at',
      )
      return rows[0]?.at?.toISOString() ?? null
    }
    const { error } = await editor.client.from('hero_slides').insert({
      title: tr('Slide jadwal dekat'),
      is_published: true,
      publish_at: '2032-01-01T00:00:00.000Z',
      unpublish_at: '2032-01-02T00:00:00.000Z',
    })
    expect(error).toBeNull()
    await clock('2031-12-31T00:00:00.000Z')
    expect(await next()).toBe('2032-01-01T00:00:00.000Z')
    await clock('2032-01-01T00:00:00.000Z')
    expect(await next()).toBe('2032-01-02T00:00:00.000Z')
    await clock('2032-01-02T00:00:00.000Z')
    expect(await next()).toBeNull()
  })

  it('keeps the time zone among WIB, WITA and WIT (default WIB)', async () => {
    const service = t.service()
    const { data } = await service.from('site_settings').select('id, time_zone').single()
    expect(data!.time_zone).toBe('Asia/Jakarta')
    const { error } = await service
      .from('site_settings')
      .update({ time_zone: 'Europe/Berlin' })
      .eq('id', data!.id)
    expect(error?.code).toBe('23514')
  })
})

describe('preview links', () => {
  const article = { title: tr('Draf pratinjau'), content: tr('Isi draf.'), slug: 'draf' }

  it('are made by the database: a 64-hex token and 48 hours, whatever the client sends', async () => {
    await clock('2031-05-01T00:00:00.000Z')
    const { data, error } = await editor.client
      .from('preview_links')
      .insert({
        table_name: 'articles',
        data: article,
        token: 'a'.repeat(64),
        expires_at: '2099-01-01T00:00:00Z',
      })
      .select('*')
      .single()
    expect(error).toBeNull()
    expect(data.token).toMatch(/^[0-9a-f]{64}$/)
    expect(data.token).not.toBe('a'.repeat(64))
    expect(data.created_by).toBe(editor.id)
    expect(new Date(data.expires_at).toISOString()).toBe('2031-05-03T00:00:00.000Z')
  })

  it('show their snapshot to anyone with the token until they expire, and nothing after', async () => {
    await clock('2031-06-01T00:00:00.000Z')
    const { data: link } = await editor.client
      .from('preview_links')
      .insert({ table_name: 'articles', data: article })
      .select('token, expires_at')
      .single()
    const show = async () =>
      (await anon.rpc('preview_content', { token: link!.token })).data as {
        data: typeof article
      } | null
    await clock(ms(link!.expires_at, -1))
    expect((await show())?.data).toEqual(article)
    await clock(link!.expires_at)
    expect(await show()).toBeNull()
    expect((await anon.rpc('preview_content', { token: 'f'.repeat(64) })).data).toBeNull()
  })

  it('are made, read and revoked by editors and admins only; visitors never list them', async () => {
    const { error: byViewer } = await viewer.client
      .from('preview_links')
      .insert({ table_name: 'cms_pages', data: article })
    expect(byViewer).not.toBeNull()
    expect((await anon.from('preview_links').select('token')).data ?? []).toEqual([])
    expect((await viewer.client.from('preview_links').select('token')).data ?? []).toEqual([])

    const { data: link } = await editor.client
      .from('preview_links')
      .insert({ table_name: 'cms_pages', data: article })
      .select('id, token')
      .single()
    expect((await anon.rpc('preview_content', { token: link!.token })).data).not.toBeNull()
    await editor.client.from('preview_links').delete().eq('id', link!.id)
    expect((await anon.rpc('preview_content', { token: link!.token })).data).toBeNull()
  })

  it('are revoked before they expire by editors and admins; a viewer or visitor deletes nothing', async () => {
    const make = async () =>
      (
        await editor.client
          .from('preview_links')
          .insert({ table_name: 'articles', data: article })
          .select('id, token')
          .single()
      ).data!
    const show = async (token: string) =>
      (await anon.rpc('preview_content', { token })).data as unknown
    const link = await make()
    for (const client of [anon, viewer.client]) {
      const { data, error } = await client
        .from('preview_links')
        .delete()
        .eq('id', link.id)
        .select('id')
      expect(error === null ? (data ?? []) : []).toEqual([])
      expect(await show(link.token)).not.toBeNull()
    }
    const byEditor = await editor.client
      .from('preview_links')
      .delete()
      .eq('id', link.id)
      .select('id')
    expect(byEditor.data).toEqual([{ id: link.id }])
    expect(await show(link.token)).toBeNull()

    const other = await make()
    const byAdmin = await admin.client
      .from('preview_links')
      .delete()
      .eq('id', other.id)
      .select('id')
    expect(byAdmin.data).toEqual([{ id: other.id }])
    expect(await show(other.token)).toBeNull()
  })

  it('are audited without their token', async () => {
    const { data: link } = await editor.client
      .from('preview_links')
      .insert({ table_name: 'articles', data: article })
      .select('id')
      .single()
    const { data: audit } = await t
      .service()
      .from('audit_log')
      .select('actor_id, changes')
      .eq('table_name', 'preview_links')
      .eq('record_id', link!.id)
      .single()
    expect(audit!.actor_id).toBe(editor.id)
    expect(Object.keys(audit!.changes)).not.toContain('token')
    expect(audit!.changes).toMatchObject({ table_name: 'articles' })
  })
})
