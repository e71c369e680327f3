/**
 * Team editing on the editorial collections, through the REST API as each role: autosaved
 * drafts only their owner reads; presence (heartbeats older than 30 s are gone; take-over makes
 * the first editor read-only and tells them who); translation status per field (English missing,
 * outdated after an Indonesian change, cleared by "mark English as up to date").
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let editor: Account
let editor2: Account
let admin: Account
let viewer: Account

const tr = (id: string, en?: string) => (en ? { id, en } : { id })
let seq = 0

async function newFaq(client: SupabaseClient, question = tr(`Tanya ${++seq}?`, `Ask ${seq}?`)) {
  const { data, error } = await client
    .from('faqs')
    .insert({ question, answer: tr('Jawab.', 'Answer.') })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  editor = await createAccount(t, 'editor')
  editor2 = await createAccount(t, 'editor')
  admin = await createAccount(t, 'admin')
  viewer = await createAccount(t, 'viewer')
})
afterAll(async () => t?.stop())

describe('drafts', () => {
  it('only the owner reads, updates and deletes a draft; viewers and anon write none', async () => {
    const id = await newFaq(editor.client)
    const draft = { table_name: 'faqs', item_key: id, data: { question: { id: 'Ketik', en: '' } } }
    const { error } = await editor.client.from('editing_drafts').upsert(draft)
    expect(error).toBeNull()
    const mine = await editor.client.from('editing_drafts').select('data').eq('item_key', id)
    expect(mine.data).toEqual([{ data: draft.data }])

    for (const other of [editor2.client, admin.client, viewer.client, t.anon()]) {
      const { data } = await other.from('editing_drafts').select('*').eq('item_key', id)
      expect(data ?? []).toEqual([])
      await other.from('editing_drafts').delete().eq('item_key', id)
    }
    // Someone else's user_id is refused; a viewer writes none; nor for a table that is not editorial.
    const forged = await editor2.client
      .from('editing_drafts')
      .insert({ ...draft, user_id: editor.id })
    expect(forged.error?.code).toBe('42501')
    const byViewer = await viewer.client.from('editing_drafts').insert(draft)
    expect(byViewer.error?.code).toBe('42501')
    const notEditorial = await editor.client
      .from('editing_drafts')
      .insert({ ...draft, table_name: 'holidays' })
    expect(notEditorial.error?.code).toBe('42501')
    const byAnon = await t.anon().from('editing_drafts').insert(draft)
    expect(byAnon.error).not.toBeNull()

    const still = await editor.client.from('editing_drafts').select('item_key').eq('item_key', id)
    expect(still.data).toHaveLength(1)
    await editor.client.from('editing_drafts').delete().eq('item_key', id)
    const gone = await editor.client.from('editing_drafts').select('item_key').eq('item_key', id)
    expect(gone.data).toEqual([])
  })

  it('an item in the trash keeps its drafts; deleting it for good deletes them', async () => {
    const id = await newFaq(editor.client)
    await editor.client
      .from('editing_drafts')
      .insert({ table_name: 'faqs', item_key: id, data: {} })
    // The editor's delete moves it to the trash (docs/decisions/031): it may come back.
    await editor.client.from('faqs').delete().eq('id', id)
    const kept = await service.from('editing_drafts').select('item_key').eq('item_key', id)
    expect(kept.data).toHaveLength(1)
    // Deleted for good (the service role, as the purge does).
    await service.from('faqs').delete().eq('id', id)
    const { data } = await service.from('editing_drafts').select('*').eq('item_key', id)
    expect(data).toEqual([])
  })
})

describe('presence', () => {
  it('shows who has an item open; a heartbeat older than 30 s is gone', async () => {
    const id = await newFaq(editor.client)
    const first = await editor.client.rpc('editing_heartbeat', { target: 'faqs', item: id })
    expect(first.error).toBeNull()
    expect(first.data).toEqual({ taken_over_by: null, others: [] })

    const second = await editor2.client.rpc('editing_heartbeat', {
      target: 'faqs',
      item: id,
      mode: 'read',
    })
    expect(second.data.others).toEqual([
      expect.objectContaining({
        user_id: editor.id,
        name: expect.stringMatching(/^Uji editor/),
        mode: 'edit',
      }),
    ])
    // The list reads the table: viewers too, anon nothing.
    const list = await viewer.client
      .from('editing_presence')
      .select('user_id, mode')
      .eq('table_name', 'faqs')
      .eq('row_id', id)
      .order('mode')
    expect(list.data).toEqual([
      { user_id: editor.id, mode: 'edit' },
      { user_id: editor2.id, mode: 'read' },
    ])
    const anon = await t.anon().from('editing_presence').select('*')
    expect(anon.data ?? []).toEqual([])

    // 31 seconds of silence: gone for every reader and from the heartbeat's answer.
    await service
      .from('editing_presence')
      .update({ heartbeat_at: new Date(Date.now() - 31_000).toISOString() })
      .eq('row_id', id)
      .eq('user_id', editor.id)
    const after = await editor2.client.from('editing_presence').select('user_id').eq('row_id', id)
    expect(after.data).toEqual([{ user_id: editor2.id }])
    const beat = await editor2.client.rpc('editing_heartbeat', { target: 'faqs', item: id })
    expect(beat.data.others).toEqual([])

    // Leaving ends the visit at once.
    await editor2.client.rpc('editing_leave', { target: 'faqs', item: id })
    const left = await viewer.client.from('editing_presence').select('user_id').eq('row_id', id)
    expect(left.data).toEqual([])
  })

  it('take-over: the first editor becomes read-only and learns who took over', async () => {
    const id = await newFaq(editor.client)
    await editor.client.rpc('editing_heartbeat', { target: 'faqs', item: id })
    const taken = await admin.client.rpc('editing_take_over', { target: 'faqs', item: id })
    expect(taken.error).toBeNull()
    expect(taken.data.others).toEqual([
      expect.objectContaining({ user_id: editor.id, mode: 'read' }),
    ])
    // The first editor's next heartbeat (still asking to edit) stays read-only.
    const beat = await editor.client.rpc('editing_heartbeat', { target: 'faqs', item: id })
    expect(beat.data.taken_over_by).toMatch(/^Uji admin/)
    expect(beat.data.others).toEqual([expect.objectContaining({ user_id: admin.id, mode: 'edit' })])
    const rows = await viewer.client
      .from('editing_presence')
      .select('user_id, mode')
      .eq('row_id', id)
    expect(rows.data).toEqual(
      expect.arrayContaining([
        { user_id: editor.id, mode: 'read' },
        { user_id: admin.id, mode: 'edit' },
      ]),
    )
    // Taking it back works the same way.
    await editor.client.rpc('editing_take_over', { target: 'faqs', item: id })
    const back = await admin.client.rpc('editing_heartbeat', { target: 'faqs', item: id })
    expect(back.data.taken_over_by).toMatch(/^Uji editor/)
  })

  it('viewers, anon and non-editorial tables are refused; nobody writes the table directly', async () => {
    const id = await newFaq(editor.client)
    const byViewer = await viewer.client.rpc('editing_heartbeat', { target: 'faqs', item: id })
    expect(byViewer.error?.code).toBe('42501')
    const byAnon = await t.anon().rpc('editing_heartbeat', { target: 'faqs', item: id })
    expect(byAnon.error).not.toBeNull()
    const other = await editor.client.rpc('editing_heartbeat', { target: 'holidays', item: id })
    expect(other.error?.code).toBe('22023')
    const direct = await editor.client.from('editing_presence').insert({
      table_name: 'faqs',
      row_id: id,
      user_id: editor.id,
      user_name: 'x',
      mode: 'edit',
    })
    expect(direct.error?.code).toBe('42501')
  })
})

describe('translation status', () => {
  const status = async (client: SupabaseClient, id: string) => {
    const { data, error } = await client
      .from('faqs')
      .select('english_missing, english_outdated, english_fields')
      .eq('id', id)
      .single()
    if (error) throw error
    return data as { english_missing: boolean; english_outdated: boolean; english_fields: object }
  }

  it('missing English per field, outdated after an Indonesian change, cleared by marking', async () => {
    const id = await newFaq(editor.client, tr('Tanya tanpa Inggris?'))
    expect(await status(viewer.client, id)).toEqual({
      english_missing: true,
      english_outdated: false,
      english_fields: { question: 'missing' },
    })
    await editor.client
      .from('faqs')
      .update({ question: tr('Tanya tanpa Inggris?', 'Asked in English?') })
      .eq('id', id)
    expect(await status(viewer.client, id)).toEqual({
      english_missing: false,
      english_outdated: false,
      english_fields: {},
    })

    // The Indonesian changes, the English does not: outdated.
    await editor.client
      .from('faqs')
      .update({ answer: tr('Jawaban baru.', 'Answer.') })
      .eq('id', id)
    expect(await status(viewer.client, id)).toEqual({
      english_missing: false,
      english_outdated: true,
      english_fields: { answer: 'outdated' },
    })
    // The list filter finds it.
    const filtered = await viewer.client.from('faqs').select('id').eq('english_outdated', true)
    expect(filtered.data?.map((r) => r.id)).toContain(id)
    const counts = await viewer.client.rpc('english_to_update')
    expect(counts.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ table_name: 'faqs' })]),
    )

    // A viewer cannot mark; an editor can.
    const byViewer = await viewer.client.rpc('mark_english_current', { target: 'faqs', item: id })
    expect(byViewer.error?.code).toBe('42501')
    const marked = await editor.client.rpc('mark_english_current', { target: 'faqs', item: id })
    expect(marked.error).toBeNull()
    expect((await status(viewer.client, id)).english_outdated).toBe(false)

    // Both changed in one save: up to date.
    await editor.client
      .from('faqs')
      .update({ answer: tr('Jawaban lain.', 'Another answer.') })
      .eq('id', id)
    expect((await status(viewer.client, id)).english_outdated).toBe(false)
  })

  it('anon learns nothing; the tracking is installed on every editorial table', async () => {
    const id = await newFaq(editor.client, tr('Tanya anon?'))
    await editor.client.from('faqs').update({ is_published: true }).eq('id', id)
    const { data } = await t.anon().from('translation_status').select('*')
    expect(data ?? []).toEqual([])
    const installers = await service.rpc('english_to_update')
    expect(installers.error).toBeNull()
    const { data: articles, error } = await viewer.client
      .from('articles')
      .select('id, english_fields')
      .limit(1)
    expect(error).toBeNull()
    expect(articles).toBeDefined()
  })
})
