/**
 * The audit log: triggers record the actor (from the JWT), action, table, row id and the
 * changed fields; the log is append-only for everyone — staff, the service role and even
 * the database owner.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let editor: Account
let admin: Account

interface AuditRow {
  id: number
  at: string
  actor_id: string | null
  actor_email: string | null
  actor_role: string | null
  action: string
  table_name: string
  record_id: string
  record_title: string | null
  changes: Record<string, unknown>
}

async function auditFor(table: string, id: string): Promise<AuditRow[]> {
  const { data, error } = await admin.client
    .from('audit_log')
    .select('*')
    .eq('table_name', table)
    .eq('record_id', id)
    .order('id')
  if (error) throw error
  return data as AuditRow[]
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  editor = await createAccount(t, 'editor')
  admin = await createAccount(t, 'admin')
})
afterAll(async () => t?.stop())

describe('audit rows', () => {
  let faqId = ''

  it('record an insert with the actor from the JWT and the new values', async () => {
    const { data, error } = await editor.client
      .from('faqs')
      .insert({
        question: { id: 'Apakah ada biaya tambahan?', en: 'Any extra fees?' },
        answer: { id: 'Tidak ada.' },
      })
      .select('id')
      .single()
    expect(error).toBeNull()
    faqId = data!.id
    const rows = await auditFor('faqs', faqId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'insert',
      actor_id: editor.id,
      actor_email: editor.email,
      actor_role: 'authenticated',
      record_title: 'Apakah ada biaya tambahan?',
    })
    expect(rows[0].changes).toMatchObject({
      question: { id: 'Apakah ada biaya tambahan?', en: 'Any extra fees?' },
      is_published: true,
    })
    expect(rows[0].changes).not.toHaveProperty('updated_at')
    expect(rows[0].changes).not.toHaveProperty('created_at')
  })

  it('record only the changed fields of an update, old and new, and skip updates that change nothing', async () => {
    await admin.client.from('faqs').update({ sort_order: 5, category: 'biaya' }).eq('id', faqId)
    await admin.client.from('faqs').update({ sort_order: 5 }).eq('id', faqId)
    const rows = await auditFor('faqs', faqId)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({
      action: 'update',
      actor_id: admin.id,
      actor_email: admin.email,
    })
    expect(rows[1].changes).toEqual({
      sort_order: { old: 0, new: 5 },
      category: { old: 'umum', new: 'biaya' },
    })
  })

  // A delete moves the FAQ to the trash (docs/decisions/031-trash.md): an update that stamps
  // deleted_at; deleting it for good from the trash is the delete, with the old values.
  it('record a move to the trash, and the delete for good with the old values', async () => {
    await editor.client.from('faqs').delete().eq('id', faqId)
    const trashed = await auditFor('faqs', faqId)
    expect(trashed[2]).toMatchObject({ action: 'update', actor_id: editor.id })
    expect(JSON.stringify(trashed[2]!.changes)).toContain('deleted_at')
    const { error } = await admin.client.rpc('empty_trash', { target: 'faqs', ids: [faqId] })
    expect(error).toBeNull()
    const rows = await auditFor('faqs', faqId)
    expect(rows[3]).toMatchObject({
      action: 'delete',
      actor_id: admin.id,
      changes: expect.objectContaining({ category: 'biaya' }),
    })
  })

  it('record public submissions as anonymous, titled by their reference only', async () => {
    const { data: reference } = await t.anon().rpc('submit_contact', {
      name: 'Tamu',
      email: 'tamu@contoh.test',
      subject: 'Halo',
      message: 'Pesan dari pengunjung situs.',
    })
    const { data } = await admin.client
      .from('audit_log')
      .select('*')
      .eq('table_name', 'contact_submissions')
      .eq('record_title', reference)
    expect(data).toEqual([
      expect.objectContaining({ action: 'insert', actor_id: null, actor_role: 'anon' }),
    ])
  })

  // The outbox and the bell are records themselves (their rows say who, what and when); auditing
  // them would flood the log with each send and each "read" and copy addresses into it. The site
  // search index is derived by triggers from tables that are audited: it would repeat each write.
  // So are the content revisions (each save's whole row, linked from that save's audit entry).
  // The register's signed checkpoints are written by the server daily and record themselves.
  // Autosaved drafts, presence heartbeats and the translation status are working state of the
  // forms (written every few seconds or derived by triggers from audited saves), not changes.
  it("cover every table except the logs themselves (audit log, outbox, notifications, register checkpoints, the 404 log and the link check), the forms' working state, the search index and the revisions", async () => {
    const owner = t.backend.db.pg
    const { rows } = await owner.query<{ relname: string }>(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and c.relname not in ('audit_log', 'outbox', 'notifications', 'search_documents', 'content_revisions',
                              'certificate_chain_checkpoints', 'not_found_log', 'link_check_runs',
                              'link_check_results', 'editing_drafts', 'editing_presence',
                              'translation_status')
        and not exists (select 1 from pg_trigger tg join pg_proc p on p.oid = tg.tgfoid
                        where tg.tgrelid = c.oid and p.proname = 'audit_row')`)
    expect(rows).toEqual([])
  })

  it('name certificate changes by the certificate number, and the company by its name', async () => {
    const { data: company, error: companyError } = await editor.client
      .from('certified_companies')
      .insert({
        name: 'Audit Kata',
        nib: '9999888877776',
        city: 'Bandung',
        province: 'Jawa Barat',
        pjbu_name: 'Direktur Audit',
      })
      .select('id')
      .single()
    expect(companyError).toBeNull()
    const { data: cert, error } = await editor.client
      .from('certificates')
      .insert({ number: 'SBU-AUDIT-2026-000123', company_id: company!.id, issued_on: '2026-01-10' })
      .select('id')
      .single()
    expect(error).toBeNull()
    const { data: subclass } = await service.from('rl_subclass').select('id').limit(1).single()
    const { data: link, error: linkError } = await editor.client
      .from('certificate_subclasses')
      .insert({ certificate_id: cert!.id, subclass_id: subclass!.id, qualification: 'kecil' })
      .select('id')
      .single()
    expect(linkError).toBeNull()
    const frozen = await editor.client
      .from('certificates')
      .update({
        status: 'dibekukan',
        status_reason: { id: 'Survailen gagal.', en: 'Surveillance failed.' },
        status_changed_on: '2026-03-01',
      })
      .eq('id', cert!.id)
    expect(frozen.error).toBeNull()

    const certRows = await auditFor('certificates', cert!.id)
    expect(certRows.map((r) => [r.action, r.record_title])).toEqual([
      ['insert', 'SBU-AUDIT-2026-000123'],
      ['update', 'SBU-AUDIT-2026-000123'],
    ])
    expect((await auditFor('certificate_subclasses', link!.id))[0]?.record_title).toBe(
      'SBU-AUDIT-2026-000123',
    )
    const { data: events } = await admin.client
      .from('audit_log')
      .select('record_title')
      .eq('table_name', 'certificate_status_events')
      .eq('changes->>certificate_id', cert!.id)
    expect(events!.map((e) => e.record_title)).toContain('SBU-AUDIT-2026-000123')
    expect((await auditFor('certified_companies', company!.id))[0]?.record_title).toBe(
      'PT Audit Kata',
    )
  })

  it('leave out password-, token- and secret-like fields', async () => {
    const owner = t.backend.db.pg
    await owner.exec(`
      create table public.tmp_audit_secrets (id uuid primary key default gen_random_uuid(), api_token text, password_hint text, note text);
      create trigger tmp_audit after insert or update on public.tmp_audit_secrets for each row execute function private.audit_row();
      insert into public.tmp_audit_secrets (api_token, password_hint, note) values ('t0k3n', 'kucing', 'catatan');`)
    const { rows } = await owner.query<{ changes: Record<string, unknown> }>(
      `select changes from public.audit_log where table_name = 'tmp_audit_secrets'`,
    )
    await owner.exec('drop table public.tmp_audit_secrets')
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0].changes).sort()).toEqual(['id', 'note'])
  })
})

describe('the audit log is append-only', () => {
  it('refuses updates and deletes by admins and by the service role, and inserts by anyone', async () => {
    const { data: before } = await service.from('audit_log').select('*').order('id').limit(3)
    expect(before).toHaveLength(3)
    const ids = before!.map((r) => r.id)
    for (const client of [admin.client, service]) {
      const upd = await client
        .from('audit_log')
        .update({ table_name: 'dipalsukan' })
        .in('id', ids)
        .select('id')
      expect(upd.error ? [] : upd.data).toEqual([])
      const del = await client.from('audit_log').delete().in('id', ids).select('id')
      expect(del.error ? [] : del.data).toEqual([])
      const ins = await client
        .from('audit_log')
        .insert({ action: 'insert', table_name: 'palsu', changes: {} })
      expect(ins.error).not.toBeNull()
    }
    const { data: after } = await service.from('audit_log').select('*').in('id', ids).order('id')
    expect(after).toEqual(before)
  })

  it('refuses changes even by the database owner', async () => {
    const owner = t.backend.db.pg
    await expect(
      owner.query(`update public.audit_log set table_name = 'x' where id = 1`),
    ).rejects.toThrow(/append-only|tidak dapat diubah/)
    await expect(owner.query(`delete from public.audit_log where id = 1`)).rejects.toThrow(
      /tidak dapat diubah/,
    )
    await expect(owner.query(`truncate public.audit_log`)).rejects.toThrow(/tidak dapat diubah/)
  })
})
