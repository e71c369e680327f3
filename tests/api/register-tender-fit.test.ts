/**
 * The tender-fit check (`check_tender_fit`): does an SBU cover subclass X at qualification Y on
 * date D? Present and past dates from the status history (frozen then restored, revoked,
 * expired, before issue), the qualification order (kecil < menengah < besar; spesialis only
 * for spesialis), a subclass not held, errors for an unknown code, and the old (KBLI-2015 era)
 * codes mapped through `legacy_subclass_codes`, with that table's rights.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { type Persona, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let ipSeq = 0
let company = ''
const subclassIds: Record<string, string> = {}

/** An anonymous visitor from its own address (one trusted proxy: the right-most entry). */
function visitor(ip = `203.0.113.${100 + (++ipSeq % 150)}`): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'x-forwarded-for': ip } },
  })
}

interface Reason {
  code: string
  subclass?: string
  held?: string
  required?: string
  since?: string
  issued_on?: string
  reason?: { id: string; en?: string } | null
}
interface Fit {
  fits: boolean
  code: string
  qualification: string
  on_date: string
  matched: string | null
  mapped_from: string | null
  subclasses: { code: string; name: { id: string }; held: string | null; covers: boolean }[]
  reasons: Reason[]
}

async function fit(number: string, code: string, qualification: string, on_date?: string) {
  const { data, error } = await visitor().rpc('check_tender_fit', {
    number,
    code,
    qualification,
    on_date,
  })
  if (error) throw new Error(`${error.code} ${error.message}`)
  return data as Fit | null
}

async function fitError(args: Record<string, string>) {
  const { data, error } = await visitor().rpc('check_tender_fit', args)
  expect(data).toBeNull()
  return error
}

async function newCertificate(
  number: string,
  subclasses: Record<string, string>,
  fields: Record<string, unknown> = {},
) {
  const { data, error } = await clients.editor
    .from('certificates')
    .insert({ number, company_id: company, issued_on: '2025-01-10', ...fields })
    .select('id')
    .single()
  if (error) throw new Error(`${error.code} ${error.message}`)
  const id = (data as { id: string }).id
  const rows = Object.entries(subclasses).map(([code, qualification]) => ({
    certificate_id: id,
    subclass_id: subclassIds[code],
    qualification,
  }))
  const inserted = await clients.editor.from('certificate_subclasses').insert(rows)
  if (inserted.error) throw new Error(`${inserted.error.code} ${inserted.error.message}`)
  return id
}

async function edit(id: string, fields: Record<string, unknown>) {
  const { error } = await clients.editor.from('certificates').update(fields).eq('id', id)
  if (error) throw new Error(`${error.code} ${error.message}`)
}

const codes = (fit: Fit | null) => fit!.reasons.map((r) => r.code)

beforeAll(async () => {
  t = await startBackend({ trustProxy: 1 })
  service = t.service()
  clients = await personas(t)
  const { data, error } = await service
    .from('certified_companies')
    .insert({
      name: 'Tender Uji',
      nib: '5555000099991',
      city: 'Bandung',
      province: 'Jawa Barat',
      pjbu_name: 'Direktur Tender',
    })
    .select('id')
    .single()
  if (error) throw error
  company = (data as { id: string }).id
  const { data: subclasses } = await service.from('rl_subclass').select('id, code')
  for (const s of subclasses as { id: string; code: string }[]) subclassIds[s.code] = s.id
})
afterAll(async () => {
  await t?.stop()
})

describe('today', () => {
  it('says yes for a subclass held at the qualification asked, with the subclass that matched', async () => {
    await newCertificate('SBU-TND-2025-000001', { BS001: 'besar', BG002: 'menengah' })
    const data = await fit('sbu tnd 2025 000001', 'bs001', 'Besar')
    expect(data).toMatchObject({
      fits: true,
      code: 'BS001',
      qualification: 'besar',
      matched: 'BS001',
      mapped_from: null,
      reasons: [],
    })
    expect(data!.subclasses).toEqual([
      expect.objectContaining({ code: 'BS001', held: 'besar', covers: true }),
    ])
    // The date defaults to today in Asia/Jakarta.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
    expect(data!.on_date).toBe(today)
  })

  it('orders the qualifications kecil < menengah < besar', async () => {
    const number = 'SBU-TND-2025-000001'
    expect((await fit(number, 'BG002', 'kecil'))!.fits).toBe(true)
    expect((await fit(number, 'BG002', 'menengah'))!.fits).toBe(true)
    const higher = await fit(number, 'BG002', 'besar')
    expect(higher).toMatchObject({ fits: false, matched: null })
    expect(higher!.reasons).toEqual([
      { code: 'qualification_lower', subclass: 'BG002', held: 'menengah', required: 'besar' },
    ])
  })

  it('lets spesialis satisfy spesialis only, and no rung of the ladder satisfy spesialis', async () => {
    await newCertificate('SBU-TND-2025-000002', { KK001: 'spesialis', IN004: 'besar' })
    expect((await fit('SBU-TND-2025-000002', 'KK001', 'spesialis'))!.fits).toBe(true)
    const smaller = await fit('SBU-TND-2025-000002', 'KK001', 'kecil')
    expect(smaller!.reasons).toEqual([
      { code: 'qualification_mismatch', subclass: 'KK001', held: 'spesialis', required: 'kecil' },
    ])
    const special = await fit('SBU-TND-2025-000002', 'IN004', 'spesialis')
    expect(special!.reasons).toEqual([
      { code: 'qualification_mismatch', subclass: 'IN004', held: 'besar', required: 'spesialis' },
    ])
  })

  it('says which subclass is not held', async () => {
    const data = await fit('SBU-TND-2025-000001', 'BG005', 'kecil')
    expect(data).toMatchObject({
      fits: false,
      reasons: [{ code: 'subclass_not_held', subclass: 'BG005' }],
    })
    expect(data!.subclasses).toEqual([
      expect.objectContaining({ code: 'BG005', held: null, covers: false }),
    ])
  })
})

describe('past dates from the status history', () => {
  it('answers frozen for a date while frozen, and yes before and after (restored)', async () => {
    const id = await newCertificate('SBU-TND-2025-000003', { BG001: 'besar' })
    const reason = { id: 'Survailen gagal.', en: 'Surveillance failed.' }
    await edit(id, { status: 'dibekukan', status_reason: reason, status_changed_on: '2025-03-05' })
    await edit(id, { status: 'aktif', status_changed_on: '2025-04-01' })

    const frozen = await fit('SBU-TND-2025-000003', 'BG001', 'besar', '2025-03-15')
    expect(frozen).toMatchObject({ fits: false, on_date: '2025-03-15' })
    expect(frozen!.reasons).toEqual([{ code: 'frozen', since: '2025-03-05', reason }])
    expect((await fit('SBU-TND-2025-000003', 'BG001', 'besar', '2025-03-05'))!.fits).toBe(false)
    expect((await fit('SBU-TND-2025-000003', 'BG001', 'besar', '2025-03-04'))!.fits).toBe(true)
    expect((await fit('SBU-TND-2025-000003', 'BG001', 'besar', '2025-04-01'))!.fits).toBe(true)
    expect((await fit('SBU-TND-2025-000003', 'BG001', 'besar'))!.fits).toBe(true)
  })

  it('answers revoked from the revocation on, and yes before it', async () => {
    const id = await newCertificate('SBU-TND-2025-000004', { BG001: 'besar' })
    const reason = { id: 'Pelanggaran penggunaan logo.', en: 'Misuse of the logo.' }
    await edit(id, { status: 'dicabut', status_reason: reason, status_changed_on: '2026-02-01' })
    expect((await fit('SBU-TND-2025-000004', 'BG001', 'besar', '2026-01-31'))!.fits).toBe(true)
    const revoked = await fit('SBU-TND-2025-000004', 'BG001', 'besar', '2026-02-01')
    expect(revoked!.reasons).toEqual([{ code: 'revoked', since: '2026-02-01', reason }])
    // Past its end date a revoked certificate is both.
    expect(codes(await fit('SBU-TND-2025-000004', 'BG001', 'besar', '2028-06-01'))).toEqual([
      'expired',
      'revoked',
    ])
  })

  it('answers expired after valid-until, not yet issued before the issue date, yes between', async () => {
    await newCertificate(
      'SBU-TND-2020-000005',
      { BS002: 'menengah' },
      { issued_on: '2020-01-10', valid_until: '2023-01-10' },
    )
    expect((await fit('SBU-TND-2020-000005', 'BS002', 'menengah', '2023-01-10'))!.fits).toBe(true)
    const expired = await fit('SBU-TND-2020-000005', 'BS002', 'menengah', '2023-01-11')
    expect(expired!.reasons).toEqual([{ code: 'expired', since: '2023-01-11' }])
    expect(codes(await fit('SBU-TND-2020-000005', 'BS002', 'menengah'))).toEqual(['expired'])
    const early = await fit('SBU-TND-2020-000005', 'BS002', 'menengah', '2020-01-09')
    expect(early!.reasons).toEqual([{ code: 'not_yet_issued', issued_on: '2020-01-10' }])
  })

  it('gives every reason that applies at once', async () => {
    const data = await fit('SBU-TND-2020-000005', 'BS002', 'besar', '2024-01-01')
    expect(codes(data)).toEqual(['qualification_lower', 'expired'])
  })
})

describe('the old (KBLI-2015 era) codes', () => {
  it('maps one old code to its subclass, and says so', async () => {
    const data = await fit('SBU-TND-2025-000001', 'si-003', 'menengah')
    expect(data).toMatchObject({
      fits: true,
      code: 'SI003',
      mapped_from: 'SI003',
      matched: 'BS001',
    })
    expect(data!.subclasses.map((s) => s.code)).toEqual(['BS001'])
    const not = await fit('SBU-TND-2025-000001', 'SI004', 'kecil')
    expect(not).toMatchObject({ fits: false, mapped_from: 'SI004' })
    expect(not!.reasons).toEqual([{ code: 'subclass_not_held', subclass: 'BS002' }])
  })

  it('fits an old code that maps to several subclasses when any of them fits', async () => {
    const data = await fit('SBU-TND-2025-000002', 'MK007', 'menengah')
    expect(data).toMatchObject({ fits: true, mapped_from: 'MK007', matched: 'IN004', reasons: [] })
    expect(data!.subclasses.map((s) => [s.code, s.held, s.covers])).toEqual([
      ['IN001', null, false],
      ['IN004', 'besar', true],
    ])
    const none = await fit('SBU-TND-2025-000001', 'MK007', 'kecil')
    expect(none!.reasons).toEqual([
      { code: 'subclass_not_held', subclass: 'IN001' },
      { code: 'subclass_not_held', subclass: 'IN004' },
    ])
  })
})

describe('errors, not "does not fit"', () => {
  it('refuses an unknown code, qualification or date with the field named; an unknown number is null', async () => {
    const unknown = await fitError({
      number: 'SBU-TND-2025-000001',
      code: 'XX999',
      qualification: 'kecil',
    })
    expect(unknown).toMatchObject({ code: '22023', hint: 'field:code' })
    expect(unknown!.message).toContain('XX999')
    expect(unknown!.details).toContain('Unknown subclass code')
    expect(
      await fitError({ number: 'SBU-TND-2025-000001', code: '', qualification: 'kecil' }),
    ).toMatchObject({ hint: 'field:code' })
    expect(
      await fitError({ number: 'SBU-TND-2025-000001', code: 'BG001', qualification: 'raksasa' }),
    ).toMatchObject({ code: '22023', hint: 'field:qualification' })
    expect(
      await fitError({
        number: 'SBU-TND-2025-000001',
        code: 'BG001',
        qualification: 'kecil',
        on_date: '2025-02-30',
      }),
    ).toMatchObject({ code: '22023', hint: 'field:on_date' })
    expect(await fit('SBU-TND-2025-999999', 'BG001', 'kecil')).toBeNull()
  })

  it('shares the register lookups’ rate limit per address', async () => {
    const ip = '198.51.100.77'
    const client = visitor(ip)
    for (let i = 0; i < 60; i++) {
      const { error } = await client.rpc('check_tender_fit', {
        number: 'SBU-TND-2025-000001',
        code: 'BG002',
        qualification: 'kecil',
      })
      expect(error).toBeNull()
    }
    const limited = await client.rpc('certificate_by_number', { number: 'SBU-TND-2025-000001' })
    expect(limited.error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
  })
})

describe('the mapping table’s rights', () => {
  it('is read by anonymous visitors and staff, written by editors and admins only', async () => {
    const anonRead = await clients.anon
      .from('legacy_subclass_codes')
      .select('old_code')
      .eq('old_code', 'MK007')
    expect(anonRead.data).toHaveLength(2)
    const viewerRead = await clients.viewer.from('legacy_subclass_codes').select('id').limit(1)
    expect(viewerRead.data).toHaveLength(1)

    const row = (old_code: string) => ({
      old_code,
      old_name: { id: 'Kode uji', en: 'Test code' },
      subclass_id: subclassIds.BG002,
    })
    expect(
      (await clients.anon.from('legacy_subclass_codes').insert(row('SI090'))).error?.code,
    ).toBe('42501')
    expect(
      (await clients.viewer.from('legacy_subclass_codes').insert(row('SI091'))).error?.code,
    ).toBe('42501')

    const created = await clients.editor
      .from('legacy_subclass_codes')
      .insert(row('si092'))
      .select('id, old_code')
      .single()
    expect(created.error).toBeNull()
    expect(created.data!.old_code).toBe('SI092')
    // The new mapping answers at once.
    expect(await fit('SBU-TND-2025-000001', 'SI092', 'menengah')).toMatchObject({
      fits: true,
      mapped_from: 'SI092',
      matched: 'BG002',
    })

    const viewerUpdate = await clients.viewer
      .from('legacy_subclass_codes')
      .update({ subclass_id: subclassIds.BG001 })
      .eq('id', created.data!.id)
      .select('id')
    expect(viewerUpdate.data ?? []).toEqual([])
    const adminUpdate = await clients.admin
      .from('legacy_subclass_codes')
      .update({ subclass_id: subclassIds.BG001 })
      .eq('id', created.data!.id)
      .select('id')
    expect(adminUpdate.data).toHaveLength(1)
    const viewerDelete = await clients.viewer
      .from('legacy_subclass_codes')
      .delete()
      .eq('id', created.data!.id)
      .select('id')
    expect(viewerDelete.data ?? []).toEqual([])
    const editorDelete = await clients.editor
      .from('legacy_subclass_codes')
      .delete()
      .eq('id', created.data!.id)
      .select('id')
    expect(editorDelete.data).toHaveLength(1)

    // Audited like every content table.
    const { data: audit } = await clients.admin
      .from('audit_log')
      .select('action')
      .eq('table_name', 'legacy_subclass_codes')
      .eq('record_id', created.data!.id)
    expect((audit ?? []).map((a) => a.action).sort()).toEqual(['delete', 'insert', 'update'])
  })

  it('refuses an old code that is one of today’s codes', async () => {
    const { error } = await clients.editor.from('legacy_subclass_codes').insert({
      old_code: 'BG001',
      old_name: { id: 'Hunian tunggal', en: 'Single houses' },
      subclass_id: subclassIds.BG001,
    })
    expect(error).toMatchObject({ code: '22023', hint: 'field:old_code' })
  })
})
