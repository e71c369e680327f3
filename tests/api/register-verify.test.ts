/**
 * The verify page tells the certificate's story: the public status history in
 * `certificate_by_number` (issued, frozen, restored, revoked, expired, surveillance done; dated,
 * newest first; never the staff actor), the LPJK recording date (staff write it through the
 * table, the form's import row and the CSV import; visitors read it through the RPC only), and
 * the live badge `/verifikasi/<number>/badge.svg` served by the real renderer.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { type Persona, personas } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

let t: TestBackend
let dist: ReturnType<typeof realRendererDist>
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient> & { accounts: Record<string, { email: string }> }
let ipSeq = 0
let company = ''

const nextAddress = () => `203.0.113.${100 + ++ipSeq}`

/** An anonymous visitor from its own address (one trusted proxy: the right-most entry). */
function visitor(ip = nextAddress()): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'x-forwarded-for': ip } },
  })
}

interface Verified {
  number: string
  status: string
  lpjk_recorded_on: string | null
  history: { kind: string; on: string; reason: { id: string; en?: string } | null }[]
}

async function byNumber(number: string): Promise<Verified | null> {
  const { data, error } = await visitor().rpc('certificate_by_number', { number })
  if (error) throw new Error(`${error.code} ${error.message}`)
  return data as Verified | null
}

async function seededNumber(name: string): Promise<string> {
  const { data, error } = await service
    .from('certificate_register')
    .select('number')
    .eq('company_name', name)
    .single()
  if (error) throw error
  return (data as { number: string }).number
}

async function newCertificate(number: string, fields: Record<string, unknown> = {}) {
  const { data, error } = await clients.editor
    .from('certificates')
    .insert({ number, company_id: company, issued_on: '2025-01-10', ...fields })
    .select('id')
    .single()
  if (error) throw new Error(`${error.code} ${error.message}`)
  return (data as { id: string }).id
}

async function edit(id: string, fields: Record<string, unknown>, as = clients.editor) {
  const { data, error } = await as.from('certificates').update(fields).eq('id', id).select('id')
  if (error) throw new Error(`${error.code} ${error.message}`)
  return data ?? []
}

beforeAll(async () => {
  dist = realRendererDist()
  t = await startBackend({ staticDir: dist.dir, trustProxy: 1 })
  service = t.service()
  clients = (await personas(t)) as typeof clients
  const { data, error } = await service
    .from('certified_companies')
    .insert({
      name: 'Riwayat Uji',
      nib: '5555000011112',
      city: 'Bandung',
      province: 'Jawa Barat',
      pjbu_name: 'Direktur Riwayat',
    })
    .select('id')
    .single()
  if (error) throw error
  company = (data as { id: string }).id
})
afterAll(async () => {
  await t?.stop()
  dist?.remove()
})

describe('the public status history', () => {
  it('lists issued, frozen, restored, surveillance done and revoked, dated and newest first, with reasons', async () => {
    const id = await newCertificate('SBU-RWY-2025-000001')
    const frozen = { id: 'Survailen gagal.', en: 'Surveillance failed.' }
    await edit(id, { status: 'dibekukan', status_reason: frozen, status_changed_on: '2025-06-01' })
    await edit(id, { status: 'aktif', status_changed_on: '2025-07-01' })
    await edit(id, { last_surveillance_on: '2025-12-01' })
    await edit(id, { last_surveillance_on: '2026-01-05' })
    const revoked = { id: 'Pelanggaran penggunaan logo.', en: 'Misuse of the logo.' }
    await edit(id, { status: 'dicabut', status_reason: revoked, status_changed_on: '2026-02-01' })

    const data = await byNumber('sbu rwy 2025 000001')
    expect(data!.history).toEqual([
      { kind: 'revoked', on: '2026-02-01', reason: revoked },
      { kind: 'surveillance', on: '2026-01-05', reason: null },
      { kind: 'surveillance', on: '2025-12-01', reason: null },
      { kind: 'restored', on: '2025-07-01', reason: null },
      { kind: 'frozen', on: '2025-06-01', reason: frozen },
      { kind: 'issued', on: '2025-01-10', reason: null },
    ])
  })

  it('shows the expiry of a certificate past its end date, and a certificate entered frozen as issued then frozen', async () => {
    await newCertificate('SBU-RWY-2020-000002', {
      issued_on: '2020-01-10',
      valid_until: '2023-01-10',
    })
    expect((await byNumber('SBU-RWY-2020-000002'))!.history.map((h) => [h.kind, h.on])).toEqual([
      ['expired', '2023-01-11'],
      ['issued', '2020-01-10'],
    ])
    const reason = { id: 'Menunggu dokumen.', en: 'Awaiting documents.' }
    await newCertificate('SBU-RWY-2025-000003', {
      status: 'dibekukan',
      status_reason: reason,
      status_changed_on: '2025-02-14',
    })
    expect((await byNumber('SBU-RWY-2025-000003'))!.history).toEqual([
      { kind: 'frozen', on: '2025-02-14', reason },
      { kind: 'issued', on: '2025-01-10', reason: null },
    ])
  })

  it('gives anonymous visitors only public fields: never the staff actor, ids or hashes', async () => {
    const data = await byNumber('SBU-RWY-2025-000001')
    for (const entry of data!.history)
      expect(Object.keys(entry).sort()).toEqual(['kind', 'on', 'reason'])
    const text = JSON.stringify(data)
    expect(text).not.toContain(clients.accounts.editor!.email)
    expect(text).not.toMatch(/actor|"hash"|prev_hash|"seq"|"id":"[0-9a-f-]{36}"|surveillances_done/)
    // The check's result list stays without the history (up to 20 certificates a query).
    const { data: check } = await visitor().rpc('check_certificate', {
      query: 'SBU-RWY-2025-000001',
    })
    expect(check.results[0]).not.toHaveProperty('history')
    expect(check.results[0]).toHaveProperty('lpjk_recorded_on', null)
  })

  it('keeps the surveillance log out of the API’s reach: a value sent is replaced by the stored one', async () => {
    const id = await newCertificate('SBU-RWY-2025-000004', { last_surveillance_on: '2025-06-01' })
    await edit(id, { surveillances_done: ['2001-01-01'], last_surveillance_on: '2026-06-01' })
    const { data } = await service
      .from('certificates')
      .select('surveillances_done')
      .eq('id', id)
      .single()
    expect(data).toEqual({ surveillances_done: ['2025-06-01', '2026-06-01'] })
  })
})

describe('LPJK recording', () => {
  it('is written by editors (audited), not by viewers, read by anonymous visitors through the RPC only', async () => {
    const id = await newCertificate('SBU-RWY-2025-000010')
    expect((await byNumber('SBU-RWY-2025-000010'))!.lpjk_recorded_on).toBeNull()

    expect(await edit(id, { lpjk_recorded_on: '2025-01-20' }, clients.viewer)).toEqual([])
    expect((await byNumber('SBU-RWY-2025-000010'))!.lpjk_recorded_on).toBeNull()

    expect(await edit(id, { lpjk_recorded_on: '2025-01-20' })).toHaveLength(1)
    expect((await byNumber('SBU-RWY-2025-000010'))!.lpjk_recorded_on).toBe('2025-01-20')

    const anon = await visitor().from('certificates').select('lpjk_recorded_on').eq('id', id)
    expect(anon.error?.code).toBe('42501')

    const { data: audit } = await clients.admin
      .from('audit_log')
      .select('changes, action')
      .eq('table_name', 'certificates')
      .eq('record_id', id)
      .eq('action', 'update')
    expect(audit).toContainEqual({
      action: 'update',
      changes: { lpjk_recorded_on: { old: null, new: '2025-01-20' } },
    })
  })

  it('cannot be before the issue date', async () => {
    const id = await newCertificate('SBU-RWY-2025-000011')
    const { error } = await clients.editor
      .from('certificates')
      .update({ lpjk_recorded_on: '2024-12-31' })
      .eq('id', id)
    expect(error?.message).toContain('certificates_lpjk_after_issue')
  })

  it('is an optional column of the import: set, kept when empty, checked', async () => {
    const row = (extra: Record<string, string>) => ({
      line: '2',
      number: 'SBU-RWY-2026-000020',
      company_name: 'Impor LPJK',
      legal_form: 'PT',
      nib: '5555000011120',
      city: 'Medan',
      province: 'Sumatera Utara',
      pjbu_name: 'Direktur Impor',
      issued_on: '2026-02-01',
      subclasses: 'BG001:kecil',
      ...extra,
    })
    const invalid = await clients.editor.rpc('import_certificates', {
      rows: [
        row({ lpjk_recorded_on: '2026-13-01' }),
        row({ line: '3', number: 'SBU-RWY-2026-000021', lpjk_recorded_on: '2026-01-01' }),
      ],
      apply: false,
    })
    expect(invalid.error).toBeNull()
    expect(
      (invalid.data.errors as { line: number; field: string }[]).map((e) => `${e.line}:${e.field}`),
    ).toEqual(['2:lpjk_recorded_on', '3:lpjk_recorded_on'])

    const first = await clients.editor.rpc('import_certificates', {
      rows: [row({ lpjk_recorded_on: '2026-02-09' })],
      apply: true,
    })
    expect(first.error).toBeNull()
    expect((await byNumber('SBU-RWY-2026-000020'))!.lpjk_recorded_on).toBe('2026-02-09')
    // A file without the column (or an empty cell) keeps the date.
    const again = await clients.editor.rpc('import_certificates', { rows: [row({})], apply: true })
    expect(again.error).toBeNull()
    expect((await byNumber('SBU-RWY-2026-000020'))!.lpjk_recorded_on).toBe('2026-02-09')
    const { data: view } = await clients.viewer
      .from('certificate_register')
      .select('lpjk_recorded_on')
      .eq('number', 'SBU-RWY-2026-000020')
      .single()
    expect(view).toEqual({ lpjk_recorded_on: '2026-02-09' })
  })
})

describe('the badge', () => {
  const badge = (path: string, address = nextAddress()) =>
    fetch(`${t.url}${path}`, { headers: { 'x-forwarded-for': address } })

  /** The SVG parsed as XML: throws when it is not well-formed. */
  function parse(svg: string) {
    const doc = new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml')
    if (doc.getElementsByTagName('parsererror').length) throw new Error(`not well-formed: ${svg}`)
    const root = doc.documentElement
    return {
      root,
      title: root.getElementsByTagName('title')[0]?.textContent ?? '',
      text: Array.from(root.getElementsByTagName('text')).map((e) => e.textContent),
      fill: root.getElementsByTagName('rect')[0]?.getAttribute('fill'),
    }
  }

  it('shows an active SBU in green with its valid-until date, accessible, in Indonesian by default and English by ?lng=en', async () => {
    const number = await seededNumber('Beton Nusantara Jaya')
    const res = await badge(`/verifikasi/${number}/badge.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    const svg = parse(await res.text())
    expect(svg.root.tagName).toBe('svg')
    expect(svg.root.getAttribute('role')).toBe('img')
    expect(svg.root.getAttribute('aria-label')).toBe(svg.title)
    expect(svg.title).toContain(number)
    expect(svg.title).toMatch(/Aktif, berlaku sampai \d+ \S+ \d{4}/)
    expect(svg.text[0]).toBe('SBU aktif')
    expect(svg.text[1]).toBe(number)
    expect(svg.text[2]).toMatch(/^Berlaku s\.d\. /)
    expect(svg.fill).toBe('#166534')

    const en = parse(await (await badge(`/verifikasi/${number}/badge.svg?lng=en`)).text())
    expect(en.root.getAttribute('xml:lang')).toBe('en')
    expect(en.text[0]).toBe('SBU active')
    expect(en.text[2]).toMatch(/^Valid until /)
    expect(en.title).toMatch(/Active, valid until/)
  })

  it('turns grey and says "not active" for a frozen, revoked or expired SBU', async () => {
    const { data: expired } = await service
      .from('certificate_register')
      .select('number')
      .eq('public_status', 'kedaluwarsa')
      .limit(1)
      .single()
    const cases: [string, string, string][] = [
      [
        await seededNumber('Sinar Konstruksi Abadi'),
        'Tidak aktif: Dibekukan',
        'Not active: Suspended',
      ],
      [await seededNumber('Jembatan Laut Timur'), 'Tidak aktif: Dicabut', 'Not active: Revoked'],
      [(expired as { number: string }).number, 'Tidak aktif: Kedaluwarsa', 'Not active: Expired'],
    ]
    for (const [number, id, en] of cases) {
      const svg = parse(await (await badge(`/verifikasi/${number}/badge.svg`)).text())
      expect(svg.text[0], number).toBe(id)
      expect(svg.fill, number).toBe('#52525b')
      expect(svg.root.getAttribute('data-status')).toBe('inactive')
      expect(svg.title).toContain('tidak aktif')
      expect(
        parse(await (await badge(`/verifikasi/${number}/badge.svg?lng=en`)).text()).text[0],
      ).toBe(en)
    }
  })

  it('follows a status change at once (the cache is invalidated with the pages)', async () => {
    const id = await newCertificate('SBU-RWY-2025-000030', { issued_on: '2025-06-01' })
    const path = '/verifikasi/SBU-RWY-2025-000030/badge.svg'
    expect(parse(await (await badge(path)).text()).text[0]).toBe('SBU aktif')
    await edit(id, { status: 'dibekukan', status_reason: { id: 'Uji.', en: 'Test.' } })
    let first = ''
    for (let i = 0; i < 40 && first !== 'Tidak aktif: Dibekukan'; i++) {
      first = parse(await (await badge(path)).text()).text[0] ?? ''
      if (first !== 'Tidak aktif: Dibekukan') await new Promise((r) => setTimeout(r, 50))
    }
    expect(first).toBe('Tidak aktif: Dibekukan')
  })

  it('answers 404 with a "not found" badge for an unknown number, escaping what was typed', async () => {
    const res = await badge('/verifikasi/SBU-XXX-1999-%3Cb%3E/badge.svg')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    const svg = parse(await res.text())
    expect(svg.text[0]).toBe('Tidak ditemukan')
    expect(svg.text[1]).toBe('SBU-XXX-1999-<b>')
    expect(svg.root.getElementsByTagName('b')).toHaveLength(0)
  })

  it('is a register lookup: counted against the visitor, and refused past the limit', async () => {
    const number = await seededNumber('Graha Mulia Prakarsa')
    const address = '198.51.100.201'
    const counted = async () =>
      (
        await t.backend.db.pg.query<{ n: number }>(
          'select count(*)::int as n from private.register_lookups where client_addr = $1',
          [address],
        )
      ).rows[0]!.n
    expect((await badge(`/verifikasi/${number}/badge.svg?lng=id`, address)).status).toBe(200)
    expect(await counted()).toBe(1)
    await t.backend.db.pg.query(
      'insert into private.register_lookups (client_addr) select $1 from generate_series(1, 60)',
      [address],
    )
    const limited = await badge(`/verifikasi/${number}/badge.svg?lng=en`, address)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('600')
  })
})

describe('the verify page', () => {
  it('renders the history, the LPJK note and the badge snippet on the server', async () => {
    const number = await seededNumber('Sinar Konstruksi Abadi')
    const html = await (
      await fetch(`${t.url}/verifikasi/${number}`, {
        headers: { 'x-forwarded-for': nextAddress() },
      })
    ).text()
    const doc = new JSDOM(html).window.document
    expect(doc.querySelector('#verify-history')?.textContent).toBe('Riwayat status')
    const rows = Array.from(doc.querySelectorAll('[data-testid=verify-history] tbody tr'))
    expect(rows.map((r) => r.children[1]?.firstElementChild?.textContent)).toContain('Dibekukan')
    expect(rows.at(-1)?.children[1]?.firstElementChild?.textContent).toBe('Terbit')
    expect(doc.querySelector('[data-testid=lpjk-recording]')?.textContent).toContain(
      'Terbit, menunggu pencatatan LPJK',
    )
    const code = doc.querySelector<HTMLTextAreaElement>('[data-testid=verify-badge-code]')
    expect(code?.readOnly).toBe(true)
    expect(code?.value).toMatch(
      new RegExp(
        `^<a href="[^"]+/verifikasi/${number}"><img src="[^"]+/verifikasi/${number}/badge\\.svg" alt="[^"]+" width="300" height="64"></a>$`,
      ),
    )
  })
})
