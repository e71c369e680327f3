/**
 * Team editing, the gaps closed (docs/decisions/030, 032, 033), through the API as each role:
 * an item in review is reopened from its pending change and saving again updates that change,
 * never the live row; the lists read "in review" as a computed field in the same request (and
 * filter by it); "mark English as up to date" is in the audit log; an editor's write that
 * publishes a dead internal link is refused by the database, as the client's check refuses it.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publicRoutes } from '@/config/routes'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let editor: Account
let admin: Account
let viewer: Account

const tr = (id: string, en?: string) => (en ? { id, en } : { id })
let seq = 0

async function setRequired(tables: string[]) {
  const { error } = await service
    .from('site_settings')
    .update({ review_required: tables })
    .eq('singleton', true)
  if (error) throw error
}

async function newFaq(client: SupabaseClient, published = false, answer = 'Jawab.') {
  const { data, error } = await client
    .from('faqs')
    .insert({
      question: tr(`Tanya ${++seq}?`, `Ask ${seq}?`),
      answer: tr(answer, 'Answer.'),
      is_published: published,
    })
    .select('id, updated_at')
    .single()
  if (error) throw error
  return data as { id: string; updated_at: string }
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  editor = await createAccount(t, 'editor')
  admin = await createAccount(t, 'admin')
  viewer = await createAccount(t, 'viewer')
})
afterAll(async () => t?.stop())

describe('an item in review', () => {
  it('reopens from the pending change; saving again updates it, never the live row', async () => {
    await setRequired(['faqs'])
    const faq = await newFaq(service, true)
    const first = await editor.client.rpc('submit_for_review', {
      target: 'faqs',
      record_id: faq.id,
      fields: { answer: tr('Perubahan pertama.', 'First change.') },
      expected_updated_at: faq.updated_at,
    })
    expect(first.error).toBeNull()

    // What the form reopens with: the pending change (the kit's getItemReview).
    const pending = await editor.client
      .from('content_reviews')
      .select('id, status, data, submitted_at')
      .eq('table_name', 'faqs')
      .eq('record_id', faq.id)
      .eq('status', 'pending')
      .single()
    expect(pending.data?.data).toMatchObject({ answer: tr('Perubahan pertama.', 'First change.') })

    // Saving again (on the live row's updated_at, as the form does) replaces the pending change.
    const again = await editor.client.rpc('submit_for_review', {
      target: 'faqs',
      record_id: faq.id,
      fields: { answer: tr('Perubahan kedua.', 'Second change.') },
      expected_updated_at: faq.updated_at,
    })
    expect(again.error).toBeNull()
    expect((again.data as { id: string }).id).toBe(pending.data?.id)
    const reviews = await admin.client
      .from('content_reviews')
      .select('data')
      .eq('record_id', faq.id)
      .eq('status', 'pending')
    expect(reviews.data).toHaveLength(1)
    expect(reviews.data?.[0]?.data).toMatchObject({
      answer: tr('Perubahan kedua.', 'Second change.'),
    })

    // The live row is as it was; a direct write of it is still refused.
    const live = await service.from('faqs').select('answer').eq('id', faq.id).single()
    expect(live.data?.answer).toEqual(tr('Jawab.', 'Answer.'))
    const direct = await editor.client
      .from('faqs')
      .update({ answer: tr('Langsung.') })
      .eq('id', faq.id)
    expect(direct.error?.hint).toBe('review_required')
    await setRequired(['cms_pages', 'legal_products'])
  })
})

describe('the lists’ "in review" badge and filter, in the same request', () => {
  it('reads in_review per row and filters by it, for editors and admins', async () => {
    await setRequired(['faqs'])
    const waiting = await newFaq(service, true)
    const calm = await newFaq(service, true)
    const { error } = await editor.client.rpc('submit_for_review', {
      target: 'faqs',
      record_id: waiting.id,
      fields: { answer: tr('Menunggu.', 'Waiting.') },
      expected_updated_at: waiting.updated_at,
    })
    expect(error).toBeNull()

    for (const client of [editor.client, admin.client]) {
      const list = await client
        .from('faqs')
        .select('id, in_review')
        .in('id', [waiting.id, calm.id])
        .order('id')
      expect(list.error).toBeNull()
      const byId = Object.fromEntries((list.data ?? []).map((r) => [r.id, r.in_review]))
      expect(byId).toEqual({ [waiting.id]: true, [calm.id]: false })

      const filtered = await client
        .from('faqs')
        .select('id', { count: 'exact' })
        .eq('in_review', true)
        .in('id', [waiting.id, calm.id])
      expect(filtered.error).toBeNull()
      expect(filtered.data).toEqual([{ id: waiting.id }])
      expect(filtered.count).toBe(1)
    }

    // Viewers do not read reviews: nothing is in review for them. Anonymous visitors may not ask.
    const byViewer = await viewer.client.from('faqs').select('id, in_review').eq('id', waiting.id)
    expect(byViewer.data).toEqual([{ id: waiting.id, in_review: false }])
    const byAnon = await t.anon().from('faqs').select('id, in_review').eq('id', waiting.id)
    expect(byAnon.error).not.toBeNull()

    // Approval: no longer in review.
    const review = await admin.client
      .from('content_reviews')
      .select('id')
      .eq('record_id', waiting.id)
      .eq('status', 'pending')
      .single()
    expect(
      (await admin.client.rpc('approve_review', { review_id: review.data?.id })).error,
    ).toBeNull()
    const after = await editor.client.from('faqs').select('in_review').eq('id', waiting.id).single()
    expect(after.data?.in_review).toBe(false)
    await setRequired(['cms_pages', 'legal_products'])
  })

  it('is installed on every editorial table (and on registered ones through the installer)', async () => {
    const { rows } = await t.backend.db.pg.query<{ table_name: string; has: boolean }>(
      `select c.table_name, exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.proname = 'in_review'
           and p.proargtypes[0] = format('public.%I', c.table_name)::regtype) as has
       from private.content_tables c where c.editorial`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(12)
    expect(rows.filter((r) => !r.has)).toEqual([])
    const installer = await t.backend.db.pg.query(
      `select 1 from private.content_table_installers where feature in ('in_review', 'internal_links')`,
    )
    expect(installer.rows).toHaveLength(2)
  })
})

describe('"mark English as up to date" in the audit log', () => {
  it('writes one entry on the item, with who and which fields; nothing when nothing was outdated', async () => {
    const faq = await newFaq(editor.client)
    // The Indonesian changes: the English of the answer is outdated.
    const changed = await editor.client
      .from('faqs')
      .update({ answer: tr('Jawaban baru.', 'Answer.') })
      .eq('id', faq.id)
    expect(changed.error).toBeNull()
    const marked = await editor.client.rpc('mark_english_current', { target: 'faqs', item: faq.id })
    expect(marked.error).toBeNull()

    const entries = await admin.client
      .from('audit_log')
      .select('actor_id, action, table_name, record_id, record_title, changes')
      .eq('table_name', 'faqs')
      .eq('record_id', faq.id)
      .not('changes->english_marked_current', 'is', null)
    expect(entries.error).toBeNull()
    expect(entries.data).toEqual([
      {
        actor_id: editor.id,
        action: 'update',
        table_name: 'faqs',
        record_id: faq.id,
        record_title: expect.stringMatching(/^Tanya \d+\?$/),
        changes: { english_marked_current: { old: null, new: ['answer'] } },
      },
    ])

    // Marking again changes nothing and logs nothing.
    await editor.client.rpc('mark_english_current', { target: 'faqs', item: faq.id })
    const again = await admin.client
      .from('audit_log')
      .select('id')
      .eq('record_id', faq.id)
      .not('changes->english_marked_current', 'is', null)
    expect(again.data).toHaveLength(1)
  })
})

describe('dead internal links block publishing in the database', () => {
  it('the fixed routes it knows are the site’s own (src/config/routes.ts)', async () => {
    const { rows } = await t.backend.db.pg.query<{ path: string }>(
      'select path from private.site_routes order by path',
    )
    const routes = (Object.values(publicRoutes) as unknown[]).filter(
      (r): r is string => typeof r === 'string',
    )
    expect(rows.map((r) => r.path)).toEqual([...new Set(routes)].sort())
  })

  it('refuses an editor’s publishing write with a dead link, with a code, a field and both languages', async () => {
    await setRequired([])
    const draft = await newFaq(editor.client, false, 'Lihat [halaman](/tidak-ada-sama-sekali).')
    // A draft may keep it.
    expect(draft.id).toBeTruthy()
    const publish = await editor.client
      .from('faqs')
      .update({ is_published: true })
      .eq('id', draft.id)
    expect(publish.error).toMatchObject({ code: '23514', hint: 'dead_link;field:answer' })
    expect(publish.error?.message).toContain('/tidak-ada-sama-sekali')
    expect(publish.error?.details).toMatch(/^A link to a page that does not exist/)

    // An insert that publishes; an unpublished article; a trashed page: refused too.
    const insert = await editor.client.from('faqs').insert({
      question: tr('Tanya tautan?'),
      answer: tr('Baca [ini](/informasi/news/tidak-ada-berita).'),
      is_published: true,
    })
    expect(insert.error?.hint).toBe('dead_link;field:answer')

    const article = await service
      .from('articles')
      .insert({ title: tr('Berita draf'), slug: 'berita-draf-tautan', content: tr('Isi.') })
      .select('id')
      .single()
    expect(article.error).toBeNull()
    const toDraft = await editor.client.from('faqs').insert({
      question: tr('Tanya draf?'),
      answer: tr('Baca [berita](/informasi/news/berita-draf-tautan).'),
      is_published: true,
    })
    expect(toDraft.error?.hint).toBe('dead_link;field:answer')
  })

  it('lets through the site’s routes, published items, redirects, files, code and images', async () => {
    await setRequired([])
    const article = await service
      .from('articles')
      .insert({
        title: tr('Berita terbit'),
        slug: 'berita-terbit-tautan',
        content: tr('Isi.'),
        status: 'published',
        published_at: '2026-01-01T00:00:00Z',
      })
      .select('id')
      .single()
    expect(article.error).toBeNull()
    const redirect = await service
      .from('redirects')
      .insert({ source_path: '/lama-sekali', target: '/profil/kontak', status_code: 301 })
    expect(redirect.error).toBeNull()
    const answer = [
      '[Beranda](/) [Kontak](/profil/kontak/) [FAQ](/informasi/faq#tanya) [Cek](/layanan/cek-sbu?q=1)',
      '[Berita](/informasi/news/berita-terbit-tautan) [Lama](/lama-sekali) [Biaya](/layanan/biaya)',
      '[Berkas](/storage/v1/object/public/media/a.pdf) [Unduh](/dokumen/panduan.pdf) [Luar](https://contoh.test/x)',
      '![Gambar](/tidak-ada.png) `[kode](/tidak-ada)`',
      '```',
      '[dalam kode](/juga-tidak-ada)',
      '```',
    ].join('\n')
    const ok = await editor.client
      .from('faqs')
      .insert({ question: tr('Tanya baik?'), answer: tr(answer), is_published: true })
      .select('id')
      .single()
    expect(ok.error).toBeNull()

    // Unpublishing the target later does not fail, nor does an unrelated save of the page.
    const unpublish = await service
      .from('articles')
      .update({ status: 'draft' })
      .eq('id', article.data?.id)
    expect(unpublish.error).toBeNull()
    const unrelated = await editor.client
      .from('faqs')
      .update({ question: tr('Tanya baik lagi?') })
      .eq('id', ok.data?.id)
    expect(unrelated.error).toBeNull()
  })

  it('a submission for review with a dead link is refused at submission', async () => {
    await setRequired(['faqs'])
    const faq = await newFaq(service, true)
    const submitted = await editor.client.rpc('submit_for_review', {
      target: 'faqs',
      record_id: faq.id,
      fields: { answer: tr('Lihat [ini](/tidak-ada-juga).') },
      expected_updated_at: faq.updated_at,
    })
    expect(submitted.error).toMatchObject({ code: '23514', hint: 'dead_link;field:answer' })
    await setRequired(['cms_pages', 'legal_products'])
  })
})
