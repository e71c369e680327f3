/**
 * Internal notes on complaints and appeals (public.case_notes, 20261130100000_case_notes.sql):
 * a thread of dated, signed notes, append-only. Editors and admins (those who read cases) read
 * and add notes, always signed with their own account; nobody changes or deletes one; visitors,
 * viewers and users without a profile see nothing. The old single `notes` value became the
 * first note, the timeline shows who added a note and when (never the text, never publicly),
 * and the retention rule deletes the notes of the cases it anonymises; an anonymised case takes
 * no new note.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let admin: Account
let editor: Account
let viewer: Account
let noprofile: Account
let seq = 0

const owner = () => t.backend.db.pg

type CaseKind = 'complaint' | 'appeal'
const KEY = { complaint: 'complaint_id', appeal: 'appeal_id' } as const
const TABLE = { complaint: 'complaints', appeal: 'appeals' } as const

/** A new case straight in the table (the public forms are tested elsewhere). */
async function newCase(kind: CaseKind = 'complaint'): Promise<{ id: string; reference: string }> {
  seq += 1
  const { rows } = await owner().query<{ id: string; reference: string }>(
    kind === 'complaint'
      ? `insert into public.complaints (name, email, subject, description)
           values ('Budi Santoso', $1, 'Status pembayaran', 'Uraian keluhan yang cukup panjang.')
           returning id, reference`
      : `insert into public.appeals (name, company_name, email, subject, description)
           values ('Budi Santoso', 'PT Contoh', $1, 'Banding penolakan', 'Uraian banding yang cukup panjang.')
           returning id, reference`,
    [`pelapor${seq}@contoh.test`],
  )
  return rows[0]!
}

async function notesOf(kind: CaseKind, id: string) {
  const { data, error } = await service
    .from('case_notes')
    .select('body, author_id, created_at')
    .eq(KEY[kind], id)
    .order('created_at')
  if (error) throw error
  return data as { body: string; author_id: string | null; created_at: string }[]
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  admin = await createAccount(t, 'admin')
  editor = await createAccount(t, 'editor')
  viewer = await createAccount(t, 'viewer')
  noprofile = await createAccount(t, null)
})
afterAll(async () => t?.stop())

describe('case notes', () => {
  it.each(['complaint', 'appeal'] as const)(
    'editors and admins add signed notes to a %s and read the thread',
    async (kind) => {
      const c = await newCase(kind)
      for (const [account, body] of [
        [editor, '  Sudah dicek ke bagian keuangan.  '],
        [admin, 'Menunggu konfirmasi bank.'],
      ] as const) {
        const { data, error } = await account.client
          .from('case_notes')
          .insert({ [KEY[kind]]: c.id, body })
          .select('body, author_id')
          .single()
        expect(error).toBeNull()
        expect(data).toEqual({ body: body.trim(), author_id: account.id })
      }
      for (const account of [editor, admin]) {
        const { data } = await account.client
          .from('case_notes')
          .select('body, author_id')
          .eq(KEY[kind], c.id)
          .order('created_at')
        expect(data).toEqual([
          { body: 'Sudah dicek ke bagian keuangan.', author_id: editor.id },
          { body: 'Menunggu konfirmasi bank.', author_id: admin.id },
        ])
      }
    },
  )

  it('hides the thread from viewers, users without a profile and visitors, who cannot add', async () => {
    const c = await newCase()
    await editor.client.from('case_notes').insert({ complaint_id: c.id, body: 'Rahasia staf.' })
    for (const client of [viewer.client, noprofile.client, t.anon()] as SupabaseClient[]) {
      const { data } = await client.from('case_notes').select('id').eq('complaint_id', c.id)
      expect(data ?? []).toEqual([])
      const insert = await client
        .from('case_notes')
        .insert({ complaint_id: c.id, body: 'Tidak boleh.' })
      expect(insert.error).not.toBeNull()
    }
    expect((await notesOf('complaint', c.id)).map((n) => n.body)).toEqual(['Rahasia staf.'])
  })

  it('signs every note with the caller: nobody writes one in another name', async () => {
    const c = await newCase()
    for (const client of [editor.client, admin.client]) {
      const { error } = await client
        .from('case_notes')
        .insert({ complaint_id: c.id, body: 'Atas nama orang lain.', author_id: viewer.id })
      expect(error).not.toBeNull()
    }
    expect(await notesOf('complaint', c.id)).toEqual([])
  })

  it('is append-only: nobody changes or deletes a note', async () => {
    const c = await newCase()
    const { data: note } = await editor.client
      .from('case_notes')
      .insert({ complaint_id: c.id, body: 'Tetap seperti ini.' })
      .select('id')
      .single()
    const id = (note as { id: string }).id
    for (const client of [
      editor.client,
      admin.client,
      viewer.client,
      noprofile.client,
      t.anon(),
    ] as SupabaseClient[]) {
      const update = await client
        .from('case_notes')
        .update({ body: 'Diubah' })
        .eq('id', id)
        .select('id')
      expect(update.error === null ? (update.data ?? []) : []).toEqual([])
      const remove = await client.from('case_notes').delete().eq('id', id).select('id')
      expect(remove.error === null ? (remove.data ?? []) : []).toEqual([])
    }
    expect((await notesOf('complaint', c.id)).map((n) => n.body)).toEqual(['Tetap seperti ini.'])
  })

  it('takes 1 to 5000 characters after trimming, and one case per note', async () => {
    const c = await newCase()
    for (const body of ['', '    ', 'x'.repeat(5001)]) {
      const { error } = await editor.client.from('case_notes').insert({ complaint_id: c.id, body })
      expect(error?.code).toBe('23514')
    }
    const longest = await editor.client
      .from('case_notes')
      .insert({ complaint_id: c.id, body: ` ${'x'.repeat(5000)} ` })
    expect(longest.error).toBeNull()
    const appeal = await newCase('appeal')
    const both = await editor.client
      .from('case_notes')
      .insert({ complaint_id: c.id, appeal_id: appeal.id, body: 'Dua kasus.' })
    expect(both.error?.code).toBe('23514')
    const none = await editor.client.from('case_notes').insert({ body: 'Tanpa kasus.' })
    expect(none.error?.code).toBe('23514')
  })

  it('no longer lets staff write the old notes column', async () => {
    const c = await newCase()
    const { error } = await editor.client
      .from('complaints')
      .update({ notes: 'Catatan lama' })
      .eq('id', c.id)
    expect(error).not.toBeNull()
  })

  it('shows in the timeline who added a note and when, never the text, and not publicly', async () => {
    const c = await newCase()
    await editor.client.from('case_notes').insert({ complaint_id: c.id, body: 'Isi rahasia.' })
    const { data: events, error } = await admin.client.rpc('case_timeline', {
      entity: 'complaints',
      record_id: c.id,
    })
    expect(error).toBeNull()
    const { data: profile } = await service
      .from('app_users')
      .select('full_name')
      .eq('id', editor.id)
      .single()
    const notes = (events as { kind: string; actor_name: string; detail: string | null }[]).filter(
      (e) => e.kind === 'notes',
    )
    expect(notes).toEqual([
      expect.objectContaining({ actor_name: profile!.full_name, detail: null }),
    ])
    expect(JSON.stringify(events)).not.toContain('Isi rahasia')
    // The audit log names the case and the author, never the text.
    const { data: audit } = await admin.client
      .from('audit_log')
      .select('changes, record_title')
      .eq('table_name', 'case_notes')
      .eq('action', 'insert')
      .contains('changes', { complaint_id: c.id })
    expect(audit).toHaveLength(1)
    expect(audit![0]!.changes).toMatchObject({ complaint_id: c.id, author_id: editor.id })
    expect(audit![0]!.record_title).toBe(c.reference)
    expect(JSON.stringify(audit)).not.toContain('Isi rahasia')
    // The submitter's status lookup has no notes at all.
    const { rows } = await owner().query<{ email: string }>(
      'select email from public.complaints where id = $1',
      [c.id],
    )
    const { data: tracked } = await t
      .anon()
      .rpc('track_submission', { reference: c.reference, email: rows[0]!.email })
    expect(tracked).not.toBeNull()
    expect(JSON.stringify(tracked)).not.toContain('Isi rahasia')
  })

  it('the migration made each old note the first note of its case and emptied the column', async () => {
    // The case as it was before: its note in the column (written by the owner, as staff did).
    const c = await newCase()
    const appeal = await newCase('appeal')
    const empty = await newCase()
    await owner().query(
      `update public.complaints set notes = '  Catatan lama tentang pembayaran.  ', handled_by = $2
         where id = $1`,
      [c.id, editor.id],
    )
    await owner().query(`update public.appeals set notes = 'Catatan banding lama.' where id = $1`, [
      appeal.id,
    ])
    await owner().query(`update public.complaints set notes = '   ' where id = $1`, [empty.id])
    const { rows: before } = await owner().query<{ updated_at: Date }>(
      'select updated_at from public.complaints where id = $1',
      [c.id],
    )
    const { rows: logged } = await owner().query<{ n: number }>(
      'select count(*)::int as n from public.audit_log',
    )
    // Its data step, as written in the migration.
    const sql = readFileSync(
      resolve(__dirname, '../../supabase/migrations/20261130100000_case_notes.sql'),
      'utf8',
    )
    const step = sql.slice(sql.indexOf('-- 1. the old'), sql.indexOf('-- 2. rights'))
    expect(step).toContain('insert into public.case_notes')
    await owner().exec(step)

    const [moved] = await notesOf('complaint', c.id)
    expect(moved).toMatchObject({ body: 'Catatan lama tentang pembayaran.', author_id: editor.id })
    expect(new Date(moved!.created_at).getTime()).toBe(before[0]!.updated_at.getTime())
    expect(await notesOf('appeal', appeal.id)).toEqual([
      expect.objectContaining({ body: 'Catatan banding lama.', author_id: null }),
    ])
    expect(await notesOf('complaint', empty.id)).toEqual([])
    const { rows: after } = await owner().query<{ notes: string | null; updated_at: Date }>(
      `select notes, updated_at from public.complaints where id = $1
       union all select notes, updated_at from public.appeals where id = $2`,
      [c.id, appeal.id],
    )
    expect(after.map((r) => r.notes)).toEqual([null, null])
    expect(after[0]!.updated_at.getTime()).toBe(before[0]!.updated_at.getTime())
    // Writing the notes is logged (without their text); emptying the column is not a change.
    const { rows: entries } = await owner().query<{ table_name: string; changes: unknown }>(
      'select table_name, changes from public.audit_log order by id offset $1',
      [logged[0]!.n],
    )
    expect(entries.map((e) => e.table_name)).toEqual(['case_notes', 'case_notes'])
    expect(JSON.stringify(entries)).not.toContain('Catatan')
  })

  it.each(['complaint', 'appeal'] as const)(
    'the retention rule deletes the notes of an anonymised %s, and keeps the others',
    async (kind) => {
      const old = await newCase(kind)
      const open = await newCase(kind)
      for (const c of [old, open]) {
        const { error } = await editor.client
          .from('case_notes')
          .insert({ [KEY[kind]]: c.id, body: 'Pak Budi menelepon dari 0812-3456-7890.' })
        expect(error).toBeNull()
      }
      await owner().query(
        `update public.${TABLE[kind]} set status = 'selesai', resolution = 'Selesai.' where id = $1`,
        [old.id],
      )
      await owner().query(
        `update public.${TABLE[kind]} set closed_at = now() - interval '25 months' where id = $1`,
        [old.id],
      )
      await owner().query('select private.anonymise_closed_submissions(24)')
      expect(await notesOf(kind, old.id)).toEqual([])
      expect(await notesOf(kind, open.id)).toHaveLength(1)
      // Its personal data is gone for good: no note can bring some back.
      const late = await editor.client
        .from('case_notes')
        .insert({ [KEY[kind]]: old.id, body: 'Pak Budi menelepon lagi.' })
      expect(late.error).toMatchObject({ code: '23514', hint: 'case_anonymised' })
      expect(late.error?.message).toBe(
        'Kasus ini sudah dianonimkan: catatan baru tidak dapat ditambahkan.',
      )
      expect(await notesOf(kind, old.id)).toEqual([])
      const { data: audit } = await admin.client
        .from('audit_log')
        .select('changes')
        .eq('table_name', 'case_notes')
      expect(JSON.stringify(audit)).not.toContain('0812-3456')
    },
  )

  it('deleting a case deletes its notes', async () => {
    const c = await newCase()
    await editor.client.from('case_notes').insert({ complaint_id: c.id, body: 'Akan terhapus.' })
    const { error } = await admin.client.from('complaints').delete().eq('id', c.id)
    expect(error).toBeNull()
    expect(await notesOf('complaint', c.id)).toEqual([])
  })
})
