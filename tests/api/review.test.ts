/**
 * Review before publishing (docs/decisions/030), through the API as the staff app and any other
 * client would call it: where the site setting requires approval, an editor cannot publish nor
 * change published content by writing the table; a submitted change waits aside while the live
 * row stays; an admin approves it (published, or scheduled by its publish time) or asks for
 * changes, which reaches the editor in the bell and through the mail outbox. Audited.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let anon: SupabaseClient
let editor: Account
let admin: Account
let viewer: Account

const tr = (id: string) => ({ id, en: id })
const FUTURE = '2031-03-01T01:00:00.000Z'

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  anon = t.anon()
  editor = await createAccount(t, 'editor')
  admin = await createAccount(t, 'admin')
  viewer = await createAccount(t, 'viewer')
})
afterAll(async () => t?.stop())

async function feesPage() {
  const { data, error } = await service.from('cms_pages').select('*').eq('slug', 'biaya').single()
  if (error) throw error
  return data as { id: string; updated_at: string; title: { id: string }; content: { id: string } }
}

async function setRequired(tables: string[]) {
  const { error } = await service
    .from('site_settings')
    .update({ review_required: tables })
    .eq('singleton', true)
  if (error) throw error
}

async function submit(
  client: SupabaseClient,
  target: string,
  recordId: string | null,
  fields: Record<string, unknown>,
  expected: string | null = null,
) {
  return client.rpc('submit_for_review', {
    target,
    record_id: recordId,
    fields,
    expected_updated_at: expected,
  })
}

describe('the setting', () => {
  it('is on for CMS pages and legal products by default, and only admins change it', async () => {
    const { data } = await editor.client.from('site_settings').select('review_required').single()
    expect(data?.review_required).toEqual(['cms_pages', 'legal_products'])
    const byEditor = await editor.client
      .from('site_settings')
      .update({ review_required: [] })
      .eq('singleton', true)
      .select()
    expect(byEditor.data ?? []).toHaveLength(0)
    const unknown = await admin.client
      .from('site_settings')
      .update({ review_required: ['cms_pages', 'complaints'] })
      .eq('singleton', true)
    expect(unknown.error?.code).toBe('22023')
    expect(unknown.error?.hint).toBe('field:review_required')
  })
})

describe('an editor cannot bypass approval through the API', () => {
  it('cannot change the live fees page, publish a draft or create a published page', async () => {
    const page = await feesPage()
    const change = await editor.client
      .from('cms_pages')
      .update({ content: { id: 'Biaya: gratis', en: 'Fees: none' } })
      .eq('id', page.id)
      .select()
    expect(change.error?.code).toBe('42501')
    expect(change.error?.hint).toBe('review_required')
    // Unpublishing is a change of live content too.
    const unpublish = await editor.client
      .from('cms_pages')
      .update({ is_published: false })
      .eq('id', page.id)
    expect(unpublish.error?.code).toBe('42501')
    const created = await editor.client
      .from('cms_pages')
      .insert({ slug: 'langsung-terbit', title: tr('Langsung'), is_published: true })
    expect(created.error?.code).toBe('42501')

    // A draft is the editor's own: written freely, but not published.
    const draft = await editor.client
      .from('cms_pages')
      .insert({ slug: 'draf-editor', title: tr('Draf editor'), is_published: false })
      .select()
      .single()
    expect(draft.error).toBeNull()
    const edited = await editor.client
      .from('cms_pages')
      .update({ title: tr('Draf editor 2') })
      .eq('id', draft.data!.id)
    expect(edited.error).toBeNull()
    const published = await editor.client
      .from('cms_pages')
      .update({ is_published: true, publish_at: FUTURE })
      .eq('id', draft.data!.id)
    expect(published.error?.code).toBe('42501')

    // Legal products have no publication state: every row is live.
    const legal = await editor.client
      .from('legal_products')
      .insert({ title: tr('UU baru'), category: 'UU' })
    expect(legal.error?.code).toBe('42501')

    expect((await feesPage()).content).toEqual(page.content)
  })

  it('still writes where the collection needs no approval, and admins publish directly', async () => {
    const faq = await editor.client.from('faqs').insert({
      question: tr('Tanpa tinjauan?'),
      answer: tr('Ya'),
      category: 'umum',
      is_published: true,
    })
    expect(faq.error).toBeNull()
    const page = await feesPage()
    const byAdmin = await admin.client
      .from('cms_pages')
      .update({ meta_title: tr('Biaya sertifikasi SBU') })
      .eq('id', page.id)
      .select()
    expect(byAdmin.error).toBeNull()
    expect(byAdmin.data).toHaveLength(1)
  })

  it('writes no review rows directly, and viewers and visitors read none', async () => {
    const page = await feesPage()
    const forged = await editor.client.from('content_reviews').insert({
      table_name: 'cms_pages',
      record_id: page.id,
      data: {},
    })
    expect(forged.error).not.toBeNull()
    const asAnon = await submit(anon, 'cms_pages', page.id, { title: tr('x') })
    expect(asAnon.error).not.toBeNull()
    const asViewer = await submit(viewer.client, 'cms_pages', page.id, { title: tr('x') })
    expect(asViewer.error?.code).toBe('42501')
    const editorApproves = await editor.client.rpc('approve_review', {
      review_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(editorApproves.error?.code).toBe('42501')
    expect((await viewer.client.from('content_reviews').select('id')).data ?? []).toHaveLength(0)
    expect((await anon.from('content_reviews').select('id')).data ?? []).toHaveLength(0)
  })
})

describe('submit, approve, request changes', () => {
  it('keeps the published fees page live until an admin approves the change', async () => {
    const page = await feesPage()
    const content = { id: 'Biaya baru: Rp 1.000.000', en: 'New fees: IDR 1,000,000' }
    const stale = await submit(
      editor.client,
      'cms_pages',
      page.id,
      { content },
      '2020-01-01T00:00:00Z',
    )
    expect(stale.error).toBeNull()
    expect(stale.data?.id ?? null).toBeNull() // no review: the conflict dialog's answer

    const { data: review, error } = await submit(
      editor.client,
      'cms_pages',
      page.id,
      { content },
      page.updated_at,
    )
    expect(error).toBeNull()
    expect(review).toMatchObject({ status: 'pending', table_name: 'cms_pages', record_id: page.id })
    expect(review.data.content).toEqual(content)
    expect(review.data.slug).toBe('biaya')

    // Live: visitors still read the old text.
    const live = await anon.from('cms_pages').select('content').eq('slug', 'biaya').single()
    expect(live.data?.content).toEqual(page.content)

    // The admins' bell.
    const bell = await admin.client
      .from('notifications')
      .select('kind, entity, record_id')
      .eq('record_id', review.id)
    expect(bell.data).toEqual([
      { kind: 'review_submitted', entity: 'content_reviews', record_id: review.id },
    ])

    const approved = await admin.client.rpc('approve_review', { review_id: review.id })
    expect(approved.error).toBeNull()
    expect(approved.data.status).toBe('approved')
    const after = await anon.from('cms_pages').select('content').eq('slug', 'biaya').single()
    expect(after.data?.content).toEqual(content)

    const again = await admin.client.rpc('approve_review', { review_id: review.id })
    expect(again.error?.hint).toBe('review_closed')

    const audit = await admin.client
      .from('audit_log')
      .select('action')
      .eq('table_name', 'content_reviews')
      .eq('record_id', review.id)
    expect((audit.data ?? []).map((row) => row.action).sort()).toEqual(['insert', 'update'])
    const editorBell = await editor.client
      .from('notifications')
      .select('kind')
      .eq('record_id', review.id)
    expect(editorBell.data).toEqual([{ kind: 'review_approved' }])
  })

  it('schedules when the change carries a publish time, and creates a new item on approval', async () => {
    const { data: review, error } = await submit(editor.client, 'cms_pages', null, {
      slug: 'tarif-2031',
      title: tr('Tarif 2031'),
      is_published: true,
      publish_at: FUTURE,
    })
    expect(error).toBeNull()
    expect(review.is_new).toBe(true)
    const before = await service.from('cms_pages').select('id').eq('slug', 'tarif-2031')
    expect(before.data).toHaveLength(0)
    const approved = await admin.client.rpc('approve_review', { review_id: review.id })
    expect(approved.error).toBeNull()
    const row = await service.from('cms_pages').select('*').eq('slug', 'tarif-2031').single()
    expect(row.data).toMatchObject({ id: review.record_id, is_published: true })
    expect(new Date(row.data.publish_at).toISOString()).toBe(FUTURE)
    // Scheduled: not yet visible.
    const visible = await anon.from('cms_pages').select('id').eq('slug', 'tarif-2031')
    expect(visible.data).toHaveLength(0)
  })

  it('reports a broken check at submission, not at approval', async () => {
    const bad = await submit(editor.client, 'legal_products', null, {
      title: tr('Tanpa kategori yang benar'),
      category: 'Bukan',
    })
    expect(bad.error?.code).toBe('23514')
    const taken = await submit(editor.client, 'cms_pages', null, {
      slug: 'biaya',
      title: tr('Dua kali'),
      is_published: true,
    })
    // The slug's exclusion constraint (a trashed item's slug is free again: docs/decisions/031).
    expect(taken.error?.code).toBe('23P01')
  })

  it('refuses to approve a change made on an older version of the item', async () => {
    const page = await feesPage()
    const { data: review } = await submit(
      editor.client,
      'cms_pages',
      page.id,
      { meta_description: tr('Versi editor') },
      page.updated_at,
    )
    await admin.client
      .from('cms_pages')
      .update({ meta_description: tr('Versi admin') })
      .eq('id', page.id)
    const approved = await admin.client.rpc('approve_review', { review_id: review.id })
    expect(approved.error?.hint).toBe('review_outdated')
    expect((await feesPage()).updated_at).not.toBe(page.updated_at)
    const withdrawn = await editor.client.rpc('withdraw_review', { review_id: review.id })
    expect(withdrawn.data.status).toBe('withdrawn')
  })

  it('sends a request for changes to the editor: on the item, in the bell and by email', async () => {
    const { data: legal } = await service
      .from('legal_products')
      .select('id, updated_at, title')
      .eq('number', '713/KPTS/M/2022')
      .single()
    const { data: review } = await submit(
      editor.client,
      'legal_products',
      legal!.id,
      { summary: tr('Biaya layanan baru') },
      legal!.updated_at,
    )
    // A second submission of the same item replaces the pending one.
    const { data: again } = await submit(
      editor.client,
      'legal_products',
      legal!.id,
      { summary: tr('Biaya layanan baru, versi 2') },
      legal!.updated_at,
    )
    expect(again.id).toBe(review.id)
    expect(again.data.summary).toEqual(tr('Biaya layanan baru, versi 2'))

    const empty = await admin.client.rpc('request_review_changes', {
      review_id: review.id,
      comment: '  ',
    })
    expect(empty.error?.hint).toBe('field:comment')
    const requested = await admin.client.rpc('request_review_changes', {
      review_id: review.id,
      comment: 'Sebutkan nomor keputusan yang baru.',
    })
    expect(requested.error).toBeNull()
    const seen = await editor.client
      .from('content_reviews')
      .select('status, comment')
      .eq('id', review.id)
      .single()
    expect(seen.data).toEqual({
      status: 'changes_requested',
      comment: 'Sebutkan nomor keputusan yang baru.',
    })
    const bell = await editor.client
      .from('notifications')
      .select('kind, entity')
      .eq('record_id', review.id)
    expect(bell.data).toEqual([{ kind: 'review_changes', entity: 'content_reviews' }])
    const mail = await admin.client
      .from('outbox')
      .select('kind, to_address, subject, body_text, status')
      .eq('record_id', review.id)
    expect(mail.data).toHaveLength(1)
    expect(mail.data![0]).toMatchObject({
      kind: 'review',
      to_address: editor.email,
      status: 'pending',
    })
    expect(mail.data![0].body_text).toContain('Sebutkan nomor keputusan yang baru.')
    expect(mail.data![0].body_text).toContain(`/admin/tinjauan/${review.id}`)
    // The live item is untouched.
    const live = await anon.from('legal_products').select('summary').eq('id', legal!.id).single()
    expect((live.data?.summary as { id: string }).id).not.toContain('baru')
  })

  it('lets an editor publish directly once the setting is off', async () => {
    await setRequired(['legal_products'])
    const page = await feesPage()
    const changed = await editor.client
      .from('cms_pages')
      .update({ meta_description: tr('Tanpa tinjauan') })
      .eq('id', page.id)
    expect(changed.error).toBeNull()
    await setRequired(['cms_pages', 'legal_products'])
  })
})
