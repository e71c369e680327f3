/**
 * The register keeps its word (ADR 024), tried as an attacker would through the
 * API with supabase-js: editors, admins and the service role try every path to renumber,
 * delete, resurrect or rewrite a certificate or its history (PATCH of any column, upsert, the
 * import RPC), and the database owner tries it in SQL. Every status change, by any path and the
 * derived expiry included, leaves exactly one event saying who made it.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let editor: SupabaseClient
let admin: SupabaseClient
let viewer: SupabaseClient
let accounts: { editor: Account; admin: Account }
let seq = 0

type Writer = 'editor' | 'admin' | 'service'
const WRITERS: Writer[] = ['editor', 'admin', 'service']
const as = (writer: Writer) => ({ editor, admin, service })[writer]

interface Certificate {
  id: string
  number: string
  company_id: string
  status: string
  valid_until: string
  issued_on: string
  updated_at: string
  public_notes: unknown
}
interface Event {
  seq: number
  from_status: string | null
  to_status: string
  changed_on: string
  reason: { id: string; en?: string } | null
  actor_id: string | null
  actor_name: string | null
  actor_email: string | null
  actor_role: string | null
  certificate_number: string
}

const reason = (id: string) => ({ id, en: `${id} (en)` })
const jakartaDay = (offsetDays = 0) =>
  new Date(Date.now() + 7 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

/**
 * A new company with one certificate covering BG001 (issued by the service role); revoked by
 * the service role afterwards when asked.
 */
async function issue(status: 'aktif' | 'dicabut' = 'aktif'): Promise<Certificate> {
  const n = ++seq
  const { data: company, error: companyError } = await service
    .from('certified_companies')
    .insert({
      name: `Integritas Uji ${n}`,
      nib: `55${String(Date.now() % 1e5).padStart(5, '0')}${String(n).padStart(6, '0')}`,
      city: 'Bandung',
      province: 'Jawa Barat',
      pjbu_name: 'Direktur Uji',
    })
    .select('id')
    .single()
  if (companyError) throw companyError
  const { data, error } = await service
    .from('certificates')
    .insert({
      number: `SBU-INT-2026-${String(n).padStart(6, '0')}`,
      company_id: company.id,
      issued_on: '2026-01-10',
    })
    .select('*')
    .single()
  if (error) throw error
  const line = await service.from('certificate_subclasses').insert({
    certificate_id: data.id,
    subclass_id: await subclassId('BG001'),
    qualification: 'kecil',
  })
  if (line.error) throw line.error
  if (status === 'aktif') return data as Certificate
  const revoked = await service
    .from('certificates')
    .update({
      status,
      status_reason: reason('Dicabut karena uji.'),
      status_changed_on: '2026-02-01',
    })
    .eq('id', data.id)
    .select('*')
    .single()
  if (revoked.error) throw revoked.error
  return revoked.data as Certificate
}

async function subclassId(code: string): Promise<string> {
  const { data } = await service.from('rl_subclass').select('id').eq('code', code).single()
  return (data as { id: string }).id
}

async function stored(id: string): Promise<Certificate> {
  const { data, error } = await service.from('certificates').select('*').eq('id', id).single()
  if (error) throw error
  return data as Certificate
}

async function events(certificateId: string): Promise<Event[]> {
  const { data, error } = await viewer
    .from('certificate_status_events')
    .select('*')
    .eq('certificate_id', certificateId)
    .order('seq')
  if (error) throw error
  return data as Event[]
}

const history = async (id: string) =>
  (await events(id)).map((e) => `${e.from_status ?? '-'}>${e.to_status}`)

/** Runs SQL as the database owner (what a person with the database in hand could type). */
const owner = (sql: string, params: unknown[] = []) => t.backend.db.pg.query(sql, params)

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  const p = await personas(t)
  editor = p.editor
  admin = p.admin
  viewer = p.viewer
  accounts = { editor: p.accounts.editor!, admin: p.accounts.admin! }
  await t.backend.registerJobs.settled()
})
afterAll(async () => t?.stop())

describe('a certificate number', () => {
  it.each(WRITERS)('never changes, not even for the %s (PATCH or upsert)', async (writer) => {
    const certificate = await issue()
    const patch = await as(writer)
      .from('certificates')
      .update({ number: `${certificate.number}-X` })
      .eq('id', certificate.id)
    expect(patch.error).toMatchObject({ code: '22023', hint: 'field:number' })
    const upsert = await as(writer)
      .from('certificates')
      .upsert({
        id: certificate.id,
        number: `${certificate.number}-Y`,
        company_id: certificate.company_id,
        issued_on: certificate.issued_on,
      })
    expect(upsert.error).not.toBeNull()
    expect((await stored(certificate.id)).number).toBe(certificate.number)
  })

  it('of a revoked certificate is never issued again, however it is spelled', async () => {
    const revoked = await issue('dicabut')
    // The attack of the issue: rename the revoked one, then issue its number as aktif.
    const rename = await editor
      .from('certificates')
      .update({ number: `${revoked.number}-X` })
      .eq('id', revoked.id)
    expect(rename.error).not.toBeNull()
    for (const number of [revoked.number, revoked.number.replace(/-/g, '.')]) {
      const { error } = await editor
        .from('certificates')
        .insert({ number, company_id: revoked.company_id, issued_on: '2026-03-01' })
      expect(error?.code).toBe('23505')
    }
    const { data } = await t
      .anon()
      .rpc('certificate_by_number', { number: revoked.number.toLowerCase() })
    expect(data).toMatchObject({ number: revoked.number, status: 'dicabut' })
  })
})

describe('a certificate', () => {
  it.each(WRITERS)('is never deleted, not even by the %s', async (writer) => {
    const certificate = await issue('dicabut')
    const before = await history(certificate.id)
    const { error } = await as(writer).from('certificates').delete().eq('id', certificate.id)
    expect(error?.code).toBe('42501')
    expect((await stored(certificate.id)).status).toBe('dicabut')
    expect(await history(certificate.id)).toEqual(before)
  })

  it('is never deleted or truncated by the database owner either, nor with its company', async () => {
    const certificate = await issue()
    await expect(
      owner('delete from public.certificates where id = $1', [certificate.id]),
    ).rejects.toThrow(/tidak pernah dihapus/)
    // (With cascade, whichever of the register's tables PostgreSQL reaches first refuses.)
    const refused = /tidak pernah dihapus|dikosongkan|tidak dapat diubah atau dihapus/
    await expect(owner('truncate public.certificates cascade')).rejects.toThrow(refused)
    await expect(owner('truncate public.certified_companies cascade')).rejects.toThrow(refused)
    await expect(owner('truncate public.certificate_subclasses')).rejects.toThrow(/dikosongkan/)
    const company = await editor
      .from('certified_companies')
      .delete()
      .eq('id', certificate.company_id)
    expect(company.error).toMatchObject({ code: '23001', hint: 'in_use' })
    expect(company.error?.details).toMatch(/never deleted/)
    expect((await stored(certificate.id)).id).toBe(certificate.id)
  })

  it.each(WRITERS)('cannot move to another company, not even by the %s', async (writer) => {
    const [a, b] = [await issue(), await issue()]
    const { error } = await as(writer)
      .from('certificates')
      .update({ company_id: b.company_id })
      .eq('id', a.id)
    expect(error).toMatchObject({ code: '22023', hint: 'field:company_id' })
    expect((await stored(a.id)).company_id).toBe(a.company_id)
  })
})

describe('a revoked certificate', () => {
  const changes: Record<string, Record<string, unknown>> = {
    status: { status: 'aktif' },
    'status to dibekukan': { status: 'dibekukan', status_reason: reason('Dibekukan.') },
    valid_until: { valid_until: '2031-01-01' },
    issued_on: { issued_on: '2026-01-01' },
    status_reason: { status_reason: reason('Alasan lain.') },
    status_changed_on: { status_changed_on: '2026-01-15' },
    public_notes: { public_notes: reason('Sertifikat ini sah.') },
    last_surveillance_on: { last_surveillance_on: '2026-06-01' },
  }

  it.each(WRITERS)('is final for the %s: no column changes, by PATCH or upsert', async (writer) => {
    const revoked = await issue('dicabut')
    const before = await stored(revoked.id)
    for (const [name, patch] of Object.entries(changes)) {
      const { error } = await as(writer).from('certificates').update(patch).eq('id', revoked.id)
      expect(error, name).toMatchObject({ code: '22023', hint: 'field:status' })
      const upsert = await as(writer)
        .from('certificates')
        .upsert({ ...before, ...patch, number_key: undefined })
      expect(upsert.error, `upsert ${name}`).not.toBeNull()
    }
    expect(await stored(revoked.id)).toEqual(before)
    expect(await history(revoked.id)).toEqual(['->aktif', 'aktif>dicabut'])
  })

  it.each(WRITERS)('keeps its subclasses, whatever the %s tries', async (writer) => {
    const revoked = await issue('dicabut')
    const client = as(writer)
    const added = await client.from('certificate_subclasses').insert({
      certificate_id: revoked.id,
      subclass_id: await subclassId('BS001'),
      qualification: 'kecil',
    })
    expect(added.error).toMatchObject({ code: '22023', hint: 'field:subclasses' })
    const changed = await client
      .from('certificate_subclasses')
      .update({ qualification: 'besar' })
      .eq('certificate_id', revoked.id)
    expect(changed.error).toMatchObject({ code: '22023', hint: 'field:subclasses' })
    const removed = await client
      .from('certificate_subclasses')
      .delete()
      .eq('certificate_id', revoked.id)
    expect(removed.error).toMatchObject({ code: '22023', hint: 'field:subclasses' })
    const { data } = await service
      .from('certificate_subclasses')
      .select('qualification')
      .eq('certificate_id', revoked.id)
    expect(data).toEqual([{ qualification: 'kecil' }])
  })

  it('cannot be restored or rewritten through the import; the same row again changes nothing', async () => {
    const revoked = await issue('dicabut')
    const { data: company } = await service
      .from('certified_companies')
      .select('*')
      .eq('id', revoked.company_id)
      .single()
    const row = (extra: Record<string, string>) => ({
      line: '2',
      number: revoked.number,
      company_name: company.name,
      nib: company.nib,
      city: company.city,
      province: company.province,
      pjbu_name: company.pjbu_name,
      issued_on: revoked.issued_on,
      subclasses: 'BG001:kecil',
      ...extra,
    })
    for (const [extra, field] of [
      [{ status: 'aktif' }, 'status'],
      [{ status: 'dicabut', valid_until: '2031-01-01' }, 'number'],
      [{ subclasses: 'BG001:besar' }, 'number'],
      [{ status_changed_on: '2026-01-02' }, 'number'],
    ] as const) {
      for (const client of [editor, admin]) {
        const check = await client.rpc('import_certificates', { rows: [row(extra)], apply: false })
        expect(check.error).toBeNull()
        expect(check.data.errors.map((e: { field: string }) => e.field)).toContain(field)
        const apply = await client.rpc('import_certificates', { rows: [row(extra)], apply: true })
        expect(apply.error?.code).toBe('22023')
      }
    }
    // The row as the register has it (empty status: keep it): imported, nothing changes.
    const before = await stored(revoked.id)
    const same = await editor.rpc('import_certificates', { rows: [row({})], apply: true })
    expect(same.error).toBeNull()
    expect(same.data).toMatchObject({ updated: 1, created: 0 })
    expect({ ...(await stored(revoked.id)), updated_at: null }).toEqual({
      ...before,
      updated_at: null,
    })
    expect(await history(revoked.id)).toEqual(['->aktif', 'aktif>dicabut'])
    // The import is a staff RPC: the service role has no app role to import with.
    expect(
      (await service.rpc('import_certificates', { rows: [row({})], apply: true })).error?.code,
    ).toBe('42501')
    // A certificate imported as revoked gets its subclasses in the same transaction.
    const { data: created, error } = await editor.rpc('import_certificates', {
      apply: true,
      rows: [
        row({
          number: `${revoked.number}9`,
          status: 'dicabut',
          status_reason: 'Dicabut sebelum register ini.',
          subclasses: 'BG001:kecil; BS001:kecil',
        }),
      ],
    })
    expect(error).toBeNull()
    expect(created).toMatchObject({ created: 1 })
    const { data: lines } = await service
      .from('certificate_register')
      .select('subclass_codes, public_status')
      .eq('number', `${revoked.number}9`)
      .single()
    expect(lines).toEqual({ subclass_codes: ['BG001', 'BS001'], public_status: 'dicabut' })
  })
})

describe('the status history', () => {
  it.each(WRITERS)('is append-only for the %s: no insert, update or delete', async (writer) => {
    const certificate = await issue()
    const [event] = await events(certificate.id)
    const client = as(writer)
    const insert = await client
      .from('certificate_status_events')
      .insert({ certificate_id: certificate.id, to_status: 'dicabut', changed_on: '2026-01-01' })
    expect(insert.error).not.toBeNull()
    const update = await client
      .from('certificate_status_events')
      .update({ to_status: 'dibekukan', reason: reason('Diubah.') })
      .eq('certificate_id', certificate.id)
      .select('seq')
    expect(update.error ?? update.data).not.toBeNull()
    expect(update.error ? [] : update.data).toEqual([])
    const remove = await client
      .from('certificate_status_events')
      .delete()
      .eq('certificate_id', certificate.id)
      .select('seq')
    expect(remove.error ? [] : remove.data).toEqual([])
    expect(await events(certificate.id)).toEqual([event])
  })

  it('is append-only for the database owner too (update, delete, truncate)', async () => {
    const certificate = await issue()
    for (const sql of [
      'update public.certificate_status_events set reason = null where certificate_id = $1',
      'delete from public.certificate_status_events where certificate_id = $1',
    ])
      await expect(owner(sql, [certificate.id])).rejects.toThrow(/tidak dapat diubah atau dihapus/)
    await expect(owner('truncate public.certificate_status_events')).rejects.toThrow(
      /tidak dapat diubah atau dihapus/,
    )
    await expect(owner('truncate public.certificate_chain_checkpoints')).rejects.toThrow(
      /tidak dapat diubah atau dihapus/,
    )
    expect(await history(certificate.id)).toEqual(['->aktif'])
  })

  it('gets one event per status change by PATCH, upsert and import, each saying who made it', async () => {
    const certificate = await issue()
    expect(
      (
        await editor
          .from('certificates')
          .update({ status: 'dibekukan', status_reason: reason('Survailen gagal.') })
          .eq('id', certificate.id)
      ).error,
    ).toBeNull()
    const before = await stored(certificate.id)
    expect(
      (
        await admin
          .from('certificates')
          .upsert({ ...before, number_key: undefined, status: 'aktif', status_reason: null })
      ).error,
    ).toBeNull()
    const { data: company } = await service
      .from('certified_companies')
      .select('*')
      .eq('id', certificate.company_id)
      .single()
    const imported = await admin.rpc('import_certificates', {
      apply: true,
      rows: [
        {
          number: certificate.number,
          company_name: company.name,
          nib: company.nib,
          city: company.city,
          province: company.province,
          pjbu_name: company.pjbu_name,
          issued_on: certificate.issued_on,
          subclasses: 'BG001:kecil',
          status: 'dicabut',
          status_reason: 'Dicabut lewat impor.',
        },
      ],
    })
    expect(imported.error).toBeNull()
    const recorded = await events(certificate.id)
    expect(recorded.map((e) => `${e.from_status ?? '-'}>${e.to_status}`)).toEqual([
      '->aktif',
      'aktif>dibekukan',
      'dibekukan>aktif',
      'aktif>dicabut',
    ])
    expect(recorded[0]).toMatchObject({ actor_id: null, actor_role: 'service_role' })
    expect(recorded[1]).toMatchObject({
      actor_id: accounts.editor.id,
      actor_email: accounts.editor.email,
      actor_name: expect.stringMatching(/^Uji editor/),
      actor_role: 'authenticated',
      reason: reason('Survailen gagal.'),
    })
    expect(recorded[2]).toMatchObject({
      actor_id: accounts.admin.id,
      actor_email: accounts.admin.email,
    })
    expect(recorded[3]).toMatchObject({
      actor_id: accounts.admin.id,
      reason: { id: 'Dicabut lewat impor.' },
      certificate_number: certificate.number,
    })
    // Positions in one chain: increasing, each after the last.
    expect(recorded.map((e) => e.seq)).toEqual(
      [...recorded.map((e) => e.seq)].sort((a, b) => a - b),
    )
  })

  it('records the derived expiry: an end date moved into the past, moved back, and the scheduled job', async () => {
    const certificate = await issue()
    const yesterday = jakartaDay(-1)
    await editor.from('certificates').update({ valid_until: yesterday }).eq('id', certificate.id)
    await editor.from('certificates').update({ valid_until: '2029-01-10' }).eq('id', certificate.id)
    expect(await history(certificate.id)).toEqual([
      '->aktif',
      'aktif>kedaluwarsa',
      'kedaluwarsa>aktif',
    ])
    const [, expired, renewed] = await events(certificate.id)
    expect(expired).toMatchObject({
      changed_on: jakartaDay(0),
      actor_id: accounts.editor.id,
      reason: { id: `Masa berlaku berakhir pada ${yesterday}.` },
    })
    expect(renewed.reason).toMatchObject({ en: 'Validity changed to end on 2029-01-10.' })

    // Time passing: the end date is moved behind the triggers' back (as the clock would), then
    // the server's hourly job writes the event, once.
    const frozen = await issue()
    await editor
      .from('certificates')
      .update({ status: 'dibekukan', status_reason: reason('Survailen tertunda.') })
      .eq('id', frozen.id)
    await t.backend.db.pg.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica')
      await tx.query('update public.certificates set valid_until = $2 where id = any($1)', [
        [certificate.id, frozen.id],
        jakartaDay(-3),
      ])
    })
    await t.backend.registerJobs.run()
    await t.backend.registerJobs.run()
    expect(await history(certificate.id)).toEqual([
      '->aktif',
      'aktif>kedaluwarsa',
      'kedaluwarsa>aktif',
      'aktif>kedaluwarsa',
    ])
    expect(await history(frozen.id)).toEqual([
      '->aktif',
      'aktif>dibekukan',
      'dibekukan>kedaluwarsa',
    ])
    expect((await events(frozen.id)).at(-1)).toMatchObject({
      changed_on: jakartaDay(-2),
      actor_id: null,
      actor_name: null,
      reason: { en: `Validity ended on ${jakartaDay(-3)}.` },
    })
    // A decision on an expired certificate is still recorded as one.
    await admin
      .from('certificates')
      .update({ status: 'dicabut', status_reason: reason('Dicabut.') })
      .eq('id', frozen.id)
    expect((await history(frozen.id)).at(-1)).toBe('dibekukan>dicabut')
  })

  it('is read by staff only, with the actor details', async () => {
    const certificate = await issue()
    const { data: asAnon } = await t
      .anon()
      .from('certificate_status_events')
      .select('id')
      .eq('certificate_id', certificate.id)
    expect(asAnon ?? []).toEqual([])
    const { data, error } = await viewer
      .from('certificate_status_events')
      .select('seq, actor_name, actor_email, actor_role, hash, prev_hash')
      .eq('certificate_id', certificate.id)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
  })
})
