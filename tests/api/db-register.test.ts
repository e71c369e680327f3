/**
 * The certificate register through the REST API with supabase-js: the public RPCs
 * (search by number, NIB and name; tolerant numbers; accent-insensitive names; the 20-result
 * cap and the 3-character minimum; public fields only; derived expiry; rate limit; no
 * wholesale listing), the status rules and history, the staff view and the CSV import RPC.
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

/** An anonymous visitor from its own address (the trusted proxy appends the right-most entry). */
function visitor(ip = `203.0.113.${++ipSeq}`): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'x-forwarded-for': `198.51.100.7, ${ip}` } },
  })
}

interface PublicCertificate {
  number: string
  company: { name: string; legal_form: string; city: string; province: string }
  status: string
  status_reason: { id: string; en?: string } | null
  status_changed_on: string | null
  valid_until: string
  subclasses: { code: string; qualification: string }[]
}
interface CheckResult {
  match: 'number' | 'nib' | 'name' | null
  more: boolean
  results: PublicCertificate[]
}

const PUBLIC_KEYS = [
  'company',
  'issued_on',
  'last_surveillance_on',
  'lpjk_recorded_on',
  'next_surveillance_due',
  'number',
  'public_notes',
  'status',
  'status_changed_on',
  'status_reason',
  'subclasses',
  'valid_until',
]

async function check(query: string, client = visitor()): Promise<CheckResult> {
  const { data, error } = await client.rpc('check_certificate', { query })
  if (error) throw new Error(`${error.code} ${error.message}`)
  return data as CheckResult
}

async function seeded(name: string) {
  const { data, error } = await service
    .from('certificate_register')
    .select('*')
    .eq('company_name', name)
    .single()
  if (error) throw error
  return data as { id: string; number: string; nib: string; company_id: string }
}

beforeAll(async () => {
  t = await startBackend({ trustProxy: true })
  service = t.service()
  clients = await personas(t)
})
afterAll(async () => t?.stop())

describe('check_certificate', () => {
  it('finds a certificate by its number, typed with spaces, dashes or lower case', async () => {
    const { number } = await seeded('Beton Nusantara Jaya')
    for (const typed of [
      number,
      number.toLowerCase(),
      number.replace(/-/g, ' '),
      number.replace(/-/g, ''),
    ]) {
      const result = await check(typed)
      expect(result.match).toBe('number')
      expect(result.results.map((r) => r.number)).toEqual([number])
    }
  })

  it('finds the certificates of a company by NIB, and by name accent- and case-insensitively', async () => {
    const active = await seeded('Beton Nusantara Jaya')
    const byNib = await check(`${active.nib.slice(0, 4)} ${active.nib.slice(4)}`)
    expect(byNib.match).toBe('nib')
    expect(byNib.results.map((r) => r.number)).toEqual([active.number])

    const byName = await check('  beton NUSANTARA ')
    expect(byName.match).toBe('name')
    expect(byName.results[0]).toMatchObject({
      number: active.number,
      company: { name: 'Beton Nusantara Jaya', legal_form: 'PT', province: 'DKI Jakarta' },
      status: 'aktif',
    })
    // "Rékayasa Bumi Persada" is found without the accent, and with it.
    for (const q of ['rekayasa bumi', 'RÉKAYASA BUMI']) {
      const r = await check(q)
      expect(r.results.map((c) => c.company.name)).toContain('Rékayasa Bumi Persada')
    }
  })

  it('returns only public fields: never NPWP, email, phone, PJBU, NIB or ids', async () => {
    const { results } = await check('Beton Nusantara Jaya')
    expect(Object.keys(results[0]).sort()).toEqual(PUBLIC_KEYS)
    expect(Object.keys(results[0].company).sort()).toEqual([
      'city',
      'legal_form',
      'name',
      'province',
    ])
    const text = JSON.stringify(await check('karya'))
    expect(text).not.toMatch(/@bujk-demo\.example|pjbu|npwp|"id":"[0-9a-f-]{36}"|9120\d{9}/)
  })

  it('shows frozen and revoked certificates with their reason and date, and derives kedaluwarsa', async () => {
    const frozen = (await check('Sinar Konstruksi Abadi')).results[0]
    expect(frozen).toMatchObject({
      status: 'dibekukan',
      status_reason: { id: expect.stringMatching(/Survailen/) },
    })
    expect(frozen.status_changed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const revoked = (await check('Jembatan Laut Timur')).results[0]
    expect(revoked).toMatchObject({
      status: 'dicabut',
      status_reason: { en: expect.stringMatching(/logo/) },
    })
    const expired = (await check('Graha Mulia Prakarsa')).results[0]
    expect(expired.status).toBe('kedaluwarsa')
    expect(expired.status_reason).toBeNull()

    // Derived at read time: moving valid_until to yesterday expires it at once, with no write
    // to the status column.
    const active = await seeded('Beton Nusantara Jaya')
    const yesterday = new Date(Date.now() + 7 * 3600_000 - 86_400_000).toISOString().slice(0, 10)
    const { data: before } = await service
      .from('certificates')
      .select('*')
      .eq('id', active.id)
      .single()
    await service.from('certificates').update({ valid_until: yesterday }).eq('id', active.id)
    expect((await check(active.number)).results[0].status).toBe('kedaluwarsa')
    const { data: stored } = await service
      .from('certificates')
      .select('status')
      .eq('id', active.id)
      .single()
    expect(stored?.status).toBe('aktif')
    await service
      .from('certificates')
      .update({ valid_until: before!.valid_until })
      .eq('id', active.id)
    expect((await check(active.number)).results[0].status).toBe('aktif')
  })

  it('needs at least 3 letters or digits, whatever blanks surround them, and caps a name search at 20 results', async () => {
    // Tabs, no-break and ideographic spaces, zero-width and control characters are blanks:
    // "\t\ta" was three characters and matched every company with an "a".
    for (const query of [' a ', '\t\t\t', '\t\ta', '\u00a0\u3000a\u200b\u0085', '%%%', '. - /']) {
      const { data, error } = await visitor().rpc('check_certificate', { query })
      expect(error, JSON.stringify(query)).toMatchObject({ code: '22023', hint: 'field:query' })
      expect(data).toBeNull()
    }
    const { error: directoryError } = await visitor().rpc('directory', {
      filters: { q: '\t\ta' },
      page: 1,
    })
    expect(directoryError).toMatchObject({ code: '22023', hint: 'field:q' })
    // The blanks around a name are not part of it.
    expect((await check('\tBeton\u00a0Nusantara\u200b\n')).results[0]?.company.name).toBe(
      'Beton Nusantara Jaya',
    )
    const wide = await check('jaya')
    expect(wide.results).toHaveLength(20)
    expect(wide.more).toBe(true)
    const none = await check('tidak ada perusahaan seperti ini')
    expect(none).toEqual({ match: null, more: false, results: [] })
  })

  it('cannot list the register wholesale: wildcards are literal and the tables are closed to anon', async () => {
    for (const q of ['j_ya', '%_%a%b%c', '.*.abc', '\\%\\abc'])
      expect((await check(q)).results).toEqual([])
    // Punctuation is ignored in a name ("PT. Beton"): "%jaya%" is the search "jaya", capped as it.
    expect(await check('%jaya%')).toEqual(await check('jaya'))
    for (const table of [
      'certificates',
      'certified_companies',
      'certificate_subclasses',
      'certificate_status_events',
      'certificate_register',
    ]) {
      const { data, error } = await visitor().from(table).select('*')
      expect(error ?? data).not.toBeNull()
      expect(error ? [] : data).toEqual([])
    }
    // the directory only lists opted-in companies with an active certificate, 20 a page
    const { data: page } = await visitor().rpc('directory', { filters: {}, page: 1 })
    const { count: all } = await service
      .from('certificates')
      .select('id', { count: 'exact', head: true })
    expect(page.results.length).toBeLessThanOrEqual(20)
    expect(page.total).toBeLessThan(all!)
  })

  it('limits lookups per client address (60 in ten minutes), across the three RPCs', async () => {
    const ip = '192.0.2.201'
    const client = visitor(ip)
    const calls = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? client.rpc('check_certificate', { query: `SBU-NONE-${i}` })
        : i % 3 === 1
          ? client.rpc('certificate_by_number', { number: `SBU-NONE-${i}` })
          : client.rpc('directory', { filters: { province: 'Bali' }, page: 1 }),
    )
    for (const { error } of await Promise.all(calls)) expect(error).toBeNull()
    const { error } = await client.rpc('check_certificate', { query: 'Beton Nusantara' })
    expect(error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    // another address is not affected
    expect((await check('Beton Nusantara', visitor('192.0.2.202'))).results).toHaveLength(1)
  })
})

describe('certificate_by_number', () => {
  it('returns the public facts of one certificate, or null for an unknown number', async () => {
    const { number } = await seeded('Sinar Konstruksi Abadi')
    const { data } = await visitor().rpc('certificate_by_number', { number: number.toLowerCase() })
    expect(Object.keys(data).sort()).toEqual([...PUBLIC_KEYS, 'history'].sort())
    expect(data).toMatchObject({ number, status: 'dibekukan' })
    expect(
      (await visitor().rpc('certificate_by_number', { number: 'SBU-KMN-1999-999999' })).data,
    ).toBeNull()
  })
})

describe('directory', () => {
  it('filters by province, subclass, qualification and name, 20 a page', async () => {
    const { data: bali } = await visitor().rpc('directory', {
      filters: { province: 'DKI Jakarta' },
      page: 1,
    })
    expect(bali.total).toBeGreaterThan(0)
    for (const c of bali.results) expect(c.province).toBe('DKI Jakarta')
    const { data: bg } = await visitor().rpc('directory', {
      filters: { subclass: 'BG001', qualification: 'kecil' },
      page: 1,
    })
    for (const c of bg.results)
      expect(
        c.certificates.some((x: PublicCertificate) =>
          x.subclasses.some((s) => s.code === 'BG001' && s.qualification === 'kecil'),
        ),
      ).toBe(true)
    const { data: all } = await visitor().rpc('directory', { filters: {}, page: 2 })
    expect(all).toMatchObject({ page: 2, page_size: 20 })
    expect(all.total).toBeGreaterThan(20)
    const names = JSON.stringify(all)
    expect(names).not.toContain('Sinar Konstruksi Abadi') // frozen
    expect(names).not.toContain('Jembatan Laut Timur') // revoked
    const { error } = await visitor().rpc('directory', { filters: { q: 'ab' }, page: 1 })
    expect(error).toMatchObject({ code: '22023', hint: 'field:q' })
  })
})

describe('status changes', () => {
  it('require a reason, record an event with the actor, allow restoring a frozen one and keep dicabut final', async () => {
    const { data: companyRow } = await service
      .from('certified_companies')
      .insert({
        name: 'Status Uji',
        nib: '1111222233334',
        city: 'Bandung',
        province: 'Jawa Barat',
        pjbu_name: 'Direktur Uji',
      })
      .select('id')
      .single()
    const { data: cert } = await clients.editor
      .from('certificates')
      .insert({
        number: 'SBU-UJI-2026-777001',
        company_id: companyRow!.id,
        issued_on: '2026-01-10',
      })
      .select('*')
      .single()
    expect(cert).toMatchObject({
      valid_until: '2029-01-10',
      next_surveillance_due: '2027-01-10',
      status: 'aktif',
    })

    const noReason = await clients.editor
      .from('certificates')
      .update({ status: 'dibekukan' })
      .eq('id', cert!.id)
    expect(noReason.error).toMatchObject({ code: '22023', hint: 'field:status_reason' })

    const reason = { id: 'Survailen gagal.', en: 'Surveillance failed.' }
    expect(
      (
        await clients.editor
          .from('certificates')
          .update({ status: 'dibekukan', status_reason: reason, status_changed_on: '2026-03-01' })
          .eq('id', cert!.id)
      ).error,
    ).toBeNull()
    expect((await check('SBU-UJI-2026-777001')).results[0]).toMatchObject({
      status: 'dibekukan',
      status_reason: reason,
      status_changed_on: '2026-03-01',
    })
    expect(
      (
        await clients.editor
          .from('certificates')
          .update({ status: 'aktif', status_reason: { id: 'Perbaikan diterima.', en: '' } })
          .eq('id', cert!.id)
      ).error,
    ).toBeNull()
    expect((await check('SBU-UJI-2026-777001')).results[0]).toMatchObject({
      status: 'aktif',
      status_reason: null,
    })
    expect(
      (
        await clients.admin
          .from('certificates')
          .update({ status: 'dicabut', status_reason: { id: 'Dicabut.', en: 'Revoked.' } })
          .eq('id', cert!.id)
      ).error,
    ).toBeNull()
    const restore = await clients.admin
      .from('certificates')
      .update({ status: 'aktif' })
      .eq('id', cert!.id)
    expect(restore.error).toMatchObject({ code: '22023', hint: 'field:status' })

    const { data: events } = await clients.viewer
      .from('certificate_status_events')
      .select('from_status, to_status, changed_on, reason, actor_name')
      .eq('certificate_id', cert!.id)
      .order('created_at')
    expect(events!.map((e) => `${e.from_status ?? '-'}>${e.to_status}`)).toEqual([
      '->aktif',
      'aktif>dibekukan',
      'dibekukan>aktif',
      'aktif>dicabut',
    ])
    expect(events![1]).toMatchObject({ changed_on: '2026-03-01', reason })
    expect(events![2].reason).toMatchObject({ id: 'Perbaikan diterima.' })
    expect(events![3].actor_name).toMatch(/^Uji admin/)
    // the history cannot be written or rewritten through the API
    expect(
      (
        await clients.admin
          .from('certificate_status_events')
          .insert({ certificate_id: cert!.id, to_status: 'aktif', changed_on: '2026-01-01' })
      ).error,
    ).not.toBeNull()
  })
})

describe('certificate_register (staff view)', () => {
  it('gives staff the derived status, days to expiry and subclass codes; filters by them', async () => {
    const { data, error } = await clients.viewer
      .from('certificate_register')
      .select('number, public_status, days_to_expiry, subclass_codes')
      .eq('public_status', 'aktif')
      .gte('days_to_expiry', 0)
      .lte('days_to_expiry', 30)
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(0)
    for (const row of data!) expect(row.days_to_expiry).toBeLessThanOrEqual(30)
    const { data: bg } = await clients.viewer
      .from('certificate_register')
      .select('subclass_codes')
      .contains('subclass_codes', ['BG001'])
    expect(bg!.length).toBeGreaterThan(0)
    for (const row of bg!) expect(row.subclass_codes).toContain('BG001')
  })
})

describe('import_certificates', () => {
  const good = (n: number, extra: Record<string, string> = {}) => ({
    line: String(n + 1),
    number: `SBU-IMP-2026-${String(n).padStart(6, '0')}`,
    company_name: `Impor Uji ${n}`,
    legal_form: 'CV',
    nib: `77700000${String(n).padStart(5, '0')}`,
    city: 'Medan',
    province: 'Sumatera Utara',
    pjbu_name: 'Direktur Impor',
    issued_on: '2026-02-01',
    subclasses: 'BG001:kecil; BS001:menengah',
    listed_in_directory: 'ya',
    ...extra,
  })

  it('validates every row and reports each error by line and field, writing nothing', async () => {
    const rows = [
      good(1),
      good(2, { nib: '12345' }),
      good(3, { issued_on: '2026-13-40' }),
      good(4, { subclasses: 'ZZ999:kecil' }),
      good(5, { subclasses: 'IN004:kecil' }),
      good(1, { line: '7' }),
      good(6, { province: 'Atlantis', status: 'dicabut' }),
    ]
    const { data, error } = await clients.editor.rpc('import_certificates', { rows, apply: false })
    expect(error).toBeNull()
    expect(data).toMatchObject({ rows: 7, valid: 1, created: 0 })
    const fields = (data.errors as { line: number; field: string }[]).map(
      (e) => `${e.line}:${e.field}`,
    )
    expect(fields).toEqual([
      '3:nib',
      '4:issued_on',
      '5:subclasses',
      '6:subclasses',
      '7:number',
      '7:province',
      '7:status_reason',
    ])
    expect(
      (await clients.editor.rpc('import_certificates', { rows, apply: true })).error,
    ).toMatchObject({ code: '22023' })
    expect((await check('Impor Uji')).results).toEqual([])
  })

  it('imports all rows in one go and is idempotent by certificate number', async () => {
    const rows = [
      good(11),
      good(12),
      good(13, { status: 'dibekukan', status_reason: 'Survailen tertunda.' }),
    ]
    const first = await clients.editor.rpc('import_certificates', { rows, apply: true })
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({ created: 3, updated: 0 })
    const again = await clients.editor.rpc('import_certificates', {
      rows: [good(11, { subclasses: 'BG002:besar', city: 'Binjai' }), good(12)],
      apply: true,
    })
    expect(again.data).toMatchObject({ created: 0, updated: 2 })
    const { data: list } = await service
      .from('certificate_register')
      .select('number, city, subclass_codes, public_status')
      .like('number', 'SBU-IMP-2026-00001%')
      .order('number')
    expect(list).toEqual([
      {
        number: 'SBU-IMP-2026-000011',
        city: 'Binjai',
        subclass_codes: ['BG002'],
        public_status: 'aktif',
      },
      {
        number: 'SBU-IMP-2026-000012',
        city: 'Medan',
        subclass_codes: ['BG001', 'BS001'],
        public_status: 'aktif',
      },
      {
        number: 'SBU-IMP-2026-000013',
        city: 'Medan',
        subclass_codes: ['BG001', 'BS001'],
        public_status: 'dibekukan',
      },
    ])
  })

  it('is for editors and admins only', async () => {
    for (const persona of ['anon', 'noprofile', 'viewer'] as Persona[]) {
      const { error } = await clients[persona].rpc('import_certificates', {
        rows: [good(40)],
        apply: true,
      })
      expect(error).not.toBeNull()
    }
    expect((await check('SBU-IMP-2026-000040')).results).toEqual([])
    // (by name, similar names are found: "Impor Uji 11" …, never "Impor Uji 40")
    expect((await check('Impor Uji 40')).results.map((r) => r.company.name)).not.toContain(
      'Impor Uji 40',
    )
  })
})
