/**
 * Bulk checks and the register API v1: the batch RPC `check_certificates` (found,
 * not found, a NIB with several certificates, more than 200 refused, the per-address bulk
 * limit), the API at /api/register/v1 through HTTP on the embedded server with the real
 * renderer (status codes, fields, CORS, the OpenAPI 3.1 document), the anonymous limit, API
 * keys (shown once, stored hashed, quotas, revocation, quota headers), the key table's rights,
 * and the bulk check page posted without JavaScript (the table and the CSV download).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { Validator } from '@seriousme/openapi-schema-validator'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { createFront } from '../../supabase/local/front'
import { type Persona, personas } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

const API = '/api/register/v1'
const NIB = '5555000033334'
const FIRST = 'SBU-BLK-2025-000001'
const SECOND = 'SBU-BLK-2025-000002'

let t: TestBackend
let dist: ReturnType<typeof realRendererDist>
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
/** The paths of the requests the embedded server answered (its own loopback RPCs too). */
const requests: string[] = []
const rpcCalls = (name: string) => requests.filter((path) => path === `/rest/v1/rpc/${name}`).length
let ipSeq = 0
const nextAddress = () => `203.0.113.${10 + (++ipSeq % 240)}`

/** An anonymous visitor from its own address (one trusted proxy: the right-most entry). */
function visitor(ip = nextAddress()): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'x-forwarded-for': ip } },
  })
}

function api(path: string, init: RequestInit & { ip?: string } = {}) {
  const { ip, ...rest } = init
  return fetch(`${t.url}${API}${path}`, {
    ...rest,
    headers: { 'x-forwarded-for': ip ?? nextAddress(), ...(rest.headers as object) },
  })
}

const postCheck = (body: unknown, headers: Record<string, string> = {}, ip?: string) =>
  api('/check', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(ip ? { ip } : {}),
  })

interface Certificate {
  number: string
  status: string
  valid_until: string
  company: { name: string; nib: string }
  subclasses: { code: string; qualification: string }[]
  verify_url: string
}
interface CheckResult {
  key: string
  found: boolean
  match: 'number' | 'nib' | null
  certificates: Certificate[]
}

let subclassCode = ''

beforeAll(async () => {
  dist = realRendererDist()
  t = await startBackend({
    staticDir: dist.dir,
    trustProxy: 1,
    logRequest: (entry) => requests.push(entry.path),
  })
  service = t.service()
  clients = (await personas(t)) as typeof clients
  const { data: company, error } = await service
    .from('certified_companies')
    .insert({
      name: 'Massal Uji',
      legal_form: 'PT',
      nib: NIB,
      city: 'Semarang',
      province: 'Jawa Tengah',
      pjbu_name: 'Direktur Massal',
    })
    .select('id')
    .single()
  if (error) throw error
  const { data: subclass } = await service.from('rl_subclass').select('id, code').limit(1).single()
  subclassCode = (subclass as { code: string }).code
  for (const [number, issued_on] of [
    [FIRST, '2025-01-10'],
    [SECOND, '2025-03-10'],
  ] as const) {
    const { data: cert, error: certError } = await service
      .from('certificates')
      .insert({ number, company_id: (company as { id: string }).id, issued_on })
      .select('id')
      .single()
    if (certError) throw certError
    const { error: subError } = await service.from('certificate_subclasses').insert({
      certificate_id: (cert as { id: string }).id,
      subclass_id: (subclass as { id: string }).id,
      qualification: 'kecil',
    })
    if (subError) throw subError
  }
})
afterAll(async () => {
  await t?.stop()
  dist?.remove()
})

describe('the batch RPC check_certificates', () => {
  it('answers each key in order: a number, a NIB with several certificates, one not found', async () => {
    const { data, error } = await visitor().rpc('check_certificates', {
      keys: ['sbu blk 2025 000001', '5555 0000 33334', 'SBU-KMN-1999-000000'],
    })
    expect(error).toBeNull()
    const results = (data as { results: CheckResult[] }).results
    expect(results.map((r) => [r.key, r.found, r.match])).toEqual([
      ['sbu blk 2025 000001', true, 'number'],
      ['5555 0000 33334', true, 'nib'],
      ['SBU-KMN-1999-000000', false, null],
    ])
    const first = results[0]!.certificates[0]!
    expect(first).toMatchObject({
      number: FIRST,
      status: 'aktif',
      company: { name: 'Massal Uji', nib: NIB },
      subclasses: [{ code: subclassCode, qualification: 'kecil' }],
    })
    expect(first.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(results[1]!.certificates.map((c) => c.number)).toEqual([SECOND, FIRST])
    expect(results[2]!.certificates).toEqual([])
  })

  it('takes company names as Cek SBU reads them, answering only for one company', async () => {
    // a second company whose name starts the same way, with a certificate of its own
    const { data: other, error } = await service
      .from('certified_companies')
      .insert({
        name: 'Massal Uji Sentosa',
        legal_form: 'CV',
        nib: '5555000033335',
        city: 'Solo',
        province: 'Jawa Tengah',
        pjbu_name: 'Direktur Sentosa',
      })
      .select('id')
      .single()
    expect(error).toBeNull()
    const { error: certError } = await service.from('certificates').insert({
      number: 'SBU-BLK-2025-000003',
      company_id: (other as { id: string }).id,
      issued_on: '2025-04-10',
    })
    expect(certError).toBeNull()
    const { data, error: checkError } = await visitor().rpc('check_certificates', {
      keys: ['PT. Massal Uji', 'massal uji sentosa', 'Massal', 'Tidak Ada Sama Sekali'],
    })
    expect(checkError).toBeNull()
    const results = (data as { results: CheckResult[] }).results
    expect(results.map((r) => [r.key, r.found, r.match, r.certificates.length])).toEqual([
      // the exact name of one company (its legal form and the dot ignored), not the other's
      ['PT. Massal Uji', true, 'name', 2],
      ['massal uji sentosa', true, 'name', 1],
      // a name two companies share: no certificates, and said so
      ['Massal', false, 'ambiguous', 0],
      ['Tidak Ada Sama Sekali', false, null, 0],
    ])
    expect(results[0]!.certificates.map((c) => c.number)).toEqual([SECOND, FIRST])
    expect(results[1]!.certificates[0]!.company.nib).toBe('5555000033335')
  })

  it('refuses more than 200 keys and none, as a field error', async () => {
    const keys = Array.from({ length: 201 }, (_, i) => `SBU-X-${i}`)
    const { error } = await visitor().rpc('check_certificates', { keys })
    expect(error?.code).toBe('22023')
    expect(error?.hint).toBe('field:keys')
    expect(error?.message).toContain('200')
    const empty = await visitor().rpc('check_certificates', { keys: ['  ', ''] })
    expect(empty.error?.hint).toBe('field:keys')
    const ok = await visitor().rpc('check_certificates', {
      keys: Array.from({ length: 200 }, () => FIRST),
    })
    expect(ok.error).toBeNull()
  })

  it('allows 10 bulk checks per address in 10 minutes', async () => {
    const ip = nextAddress()
    for (let i = 0; i < 10; i++) {
      const { error } = await visitor(ip).rpc('check_certificates', { keys: [FIRST] })
      expect(error).toBeNull()
    }
    const { error } = await visitor(ip).rpc('check_certificates', { keys: [FIRST] })
    expect(error?.code).toBe('PT429')
    expect((await visitor().rpc('check_certificates', { keys: [FIRST] })).error).toBeNull()
  })
})

describe('the API v1 over HTTP', () => {
  it('GET /certificates/{number}: the certificate, quota headers, open CORS', async () => {
    const res = await api(`/certificates/${encodeURIComponent('sbu-blk-2025-000001')}`, {
      headers: { origin: 'https://pengadaan.example' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    expect(res.headers.get('ratelimit-limit')).toBe('60')
    expect(res.headers.get('ratelimit-remaining')).toBe('59')
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0)
    const body = (await res.json()) as Certificate
    expect(body).toMatchObject({
      number: FIRST,
      status: 'aktif',
      company: { name: 'Massal Uji', nib: NIB, legal_form: 'PT' },
      subclasses: [{ code: subclassCode, qualification: 'kecil' }],
    })
    expect(body.verify_url).toMatch(/\/verifikasi\/SBU-BLK-2025-000001$/)
    expect(Object.keys(body)).not.toContain('npwp')
  })

  it('answers 404 JSON for an unknown number or NIB, 400 for a bad NIB', async () => {
    const missing = await api('/certificates/SBU-NONE-0001')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: 'not_found' })
    const noCompany = await api('/companies/9999999999999')
    expect(noCompany.status).toBe(404)
    const bad = await api('/companies/123')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'bad_request', message: 'A NIB is 13 digits.' })
    const unknown = await api('/nothing')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: 'not_found' })
  })

  it('GET /companies/{nib}: the company and all its certificates', async () => {
    const res = await api(`/companies/${NIB}`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { nib: string; name: string; certificates: Certificate[] }
    expect(body).toMatchObject({ nib: NIB, name: 'Massal Uji' })
    expect(body.certificates.map((c) => c.number)).toEqual([SECOND, FIRST])
  })

  it('POST /check: up to 200 keys; bad JSON, no keys or 201 keys are 400 with a message', async () => {
    const res = await postCheck({ keys: [FIRST, NIB, 'nope-123'] })
    expect(res.status).toBe(200)
    const { results } = (await res.json()) as { results: CheckResult[] }
    expect(results.map((r) => r.found)).toEqual([true, true, false])
    expect(results[1]!.certificates).toHaveLength(2)
    expect(results[0]!.certificates[0]!.verify_url).toContain('/verifikasi/')

    const broken = await postCheck('{"keys": [')
    expect(broken.status).toBe(400)
    expect(((await broken.json()) as { message: string }).message).toContain('not valid JSON')
    const none = await postCheck({ keys: [] })
    expect(none.status).toBe(400)
    const wrong = await postCheck({ keys: [1, 2] })
    expect(wrong.status).toBe(400)
    const many = await postCheck({ keys: Array.from({ length: 201 }, (_, i) => `K-${i}`) })
    expect(many.status).toBe(400)
    expect(((await many.json()) as { message: string }).message).toContain('200')
    const get = await api('/check')
    expect(get.status).toBe(405)
  })

  it('answers a CORS preflight for GET and POST without credentials', async () => {
    const res = await api('/check', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://pengadaan.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-api-key',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')).toContain('X-API-Key')
  })

  it('serves an OpenAPI 3.1 document with every path, operation and response schema', async () => {
    const res = await api('/openapi.json')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as {
      openapi: string
      servers: { url: string }[]
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>
      components: { schemas: Record<string, unknown> }
    }
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
    // Valid against the OpenAPI 3.1 schema (a maintained validator), references included.
    const validator = new Validator()
    const validation = await validator.validate(doc as never)
    expect(validation.errors ?? [], JSON.stringify(validation.errors)).toEqual([])
    expect(validation.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    // The validator bites: the same document without its info is refused.
    const broken = await new Validator().validate({ ...doc, info: undefined } as never)
    expect(broken.valid).toBe(false)
    expect(doc.servers[0]!.url).toMatch(/\/api\/register\/v1$/)
    expect(Object.keys(doc.paths).sort()).toEqual(
      ['/certificates/{number}', '/check', '/companies/{nib}', '/openapi.json'].sort(),
    )
    expect(Object.keys(doc.paths['/check']!)).toEqual(['post'])
    for (const [path, operations] of Object.entries(doc.paths))
      for (const operation of Object.values(operations)) {
        expect(operation.responses['200'], path).toBeDefined()
        for (const response of Object.values(operation.responses))
          expect(response.content, path).toBeDefined()
      }
    // Every reference resolves.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)]
    expect(refs.length).toBeGreaterThan(5)
    for (const [, name] of refs) expect(doc.components.schemas[name!], name).toBeDefined()
  })

  it('limits anonymous use to 60 requests per address in 10 minutes: 429 with Retry-After', async () => {
    const ip = nextAddress()
    let last: Response | undefined
    for (let i = 0; i < 60; i++) {
      last = await api(`/certificates/${FIRST}`, { ip })
      expect(last.status).toBe(200)
    }
    expect(last!.headers.get('ratelimit-remaining')).toBe('0')
    const over = await api(`/certificates/${FIRST}`, { ip })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(over.headers.get('ratelimit-remaining')).toBe('0')
    expect(await over.json()).toMatchObject({ error: 'rate_limited' })
    // Another address is not affected.
    expect((await api(`/certificates/${FIRST}`)).status).toBe(200)
  })
})

describe('API keys', () => {
  async function createKey(name: string, perHour: number, perDay = 1000) {
    const { data, error } = await clients.admin.rpc('create_register_api_key', {
      name,
      quota_per_hour: perHour,
      quota_per_day: perDay,
    })
    if (error) throw new Error(`${error.code} ${error.message}`)
    return data as { id: string; key: string; prefix: string }
  }

  it('are shown once and stored as a hash only', async () => {
    const created = await createKey('Sistem Pengadaan A', 100)
    expect(created.key).toMatch(/^lsbu_[0-9a-f]{64}$/)
    expect(created.key.startsWith(created.prefix)).toBe(true)
    const { data: row } = await clients.admin
      .from('register_api_keys')
      .select('*')
      .eq('id', created.id)
      .single()
    expect(JSON.stringify(row)).not.toContain(created.key)
    const { rows } = await t.backend.db.pg.query<{ key_hash: string }>(
      'select key_hash from private.register_api_key_hashes where key_id = $1',
      [created.id],
    )
    expect(rows[0]!.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'))
  })

  it('use the key’s quota (Bearer or X-API-Key): headers count down, then 429 with Retry-After', async () => {
    const { id, key } = await createKey('Sistem Kuota', 3)
    const ip = nextAddress()
    const one = await api(`/certificates/${FIRST}`, {
      ip,
      headers: { authorization: `Bearer ${key}` },
    })
    expect(one.status).toBe(200)
    expect(one.headers.get('ratelimit-limit')).toBe('3')
    expect(one.headers.get('ratelimit-remaining')).toBe('2')
    const two = await postCheck({ keys: [FIRST] }, { 'x-api-key': key }, ip)
    expect(two.status).toBe(200)
    expect(two.headers.get('ratelimit-remaining')).toBe('1')
    expect((await api(`/companies/${NIB}`, { headers: { 'x-api-key': key } })).status).toBe(200)
    const over = await api(`/certificates/${FIRST}`, { headers: { 'x-api-key': key } })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(3600)
    // The address's own anonymous quota was not used by the key's calls.
    const anon = await api(`/certificates/${FIRST}`, { ip })
    expect(anon.headers.get('ratelimit-remaining')).toBe('59')
    // The usage reaches the key's row with the next flush (about once a second).
    const usage = async () =>
      (
        await clients.viewer
          .from('register_api_keys')
          .select('name, last_used_at, calls')
          .eq('id', id)
          .single()
      ).data as { name: string; calls: number; last_used_at: string | null }
    await expect.poll(async () => (await usage()).calls, { timeout: 5000 }).toBe(4)
    expect((await usage()).name).toBe('Sistem Kuota')
    expect((await usage()).last_used_at).not.toBeNull()
  })

  it('answer 401 once revoked, and for an unknown key', async () => {
    const { id, key } = await createKey('Sistem Dicabut', 100)
    expect((await api(`/certificates/${FIRST}`, { headers: { 'x-api-key': key } })).status).toBe(
      200,
    )
    const { data: revoked, error } = await clients.admin
      .from('register_api_keys')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', id)
      .select('id')
    expect(error).toBeNull()
    expect(revoked).toHaveLength(1)
    // Key metadata is kept for 2 seconds at most (docs/security.md §21).
    const revokedAt = Date.now()
    const asked = () =>
      api(`/certificates/${FIRST}`, { headers: { authorization: `Bearer ${key}` } })
    await expect
      .poll(async () => (await asked()).status, { timeout: 5000, interval: 200 })
      .toBe(401)
    expect(Date.now() - revokedAt).toBeLessThan(2000 + 1500)
    const res = await asked()
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: 'invalid_api_key' })
    const unknown = await api(`/certificates/${FIRST}`, { headers: { 'x-api-key': 'lsbu_nope' } })
    expect(unknown.status).toBe(401)
  })

  it('are created and revoked by admins only; staff read names and usage, never hashes; anon nothing', async () => {
    const { id } = await createKey('Sistem Hak', 10)
    for (const who of ['editor', 'viewer', 'anon'] as const) {
      const { error } = await clients[who].rpc('create_register_api_key', { name: 'Coba' })
      expect(error, who).not.toBeNull()
      const { data } = await clients[who]
        .from('register_api_keys')
        .update({ revoked_at: new Date().toISOString() })
        .eq('id', id)
        .select('id')
      expect(data ?? [], who).toEqual([])
      const insert = await clients[who]
        .from('register_api_keys')
        .insert({ name: 'Langsung', prefix: 'lsbu_x' })
      expect(insert.error, who).not.toBeNull()
    }
    const seen = await clients.editor.from('register_api_keys').select('name, calls').eq('id', id)
    expect(seen.data).toEqual([{ name: 'Sistem Hak', calls: 0 }])
    const hash = await clients.admin.from('register_api_keys').select('key_hash').eq('id', id)
    expect(hash.error).not.toBeNull()
    const anon = await clients.anon.from('register_api_keys').select('id')
    expect(anon.data ?? []).toEqual([])
    // The hashes are in a schema the API does not expose.
    const hidden = await clients.admin.schema('private').from('register_api_key_hashes').select('*')
    expect(hidden.error).not.toBeNull()
    // An admin's change is audited; the usage is not.
    const { data: audit } = await clients.admin
      .from('audit_log')
      .select('action')
      .eq('table_name', 'register_api_keys')
      .eq('record_id', id)
    expect(audit).toEqual([{ action: 'insert' }])
  })
})

describe('the bulk check page without JavaScript', () => {
  const PAGE = '/layanan/cek-sbu/massal'
  const post = (fields: Record<string, string>, lang = 'id') =>
    fetch(`${t.url}${PAGE}${lang === 'en' ? '?lng=en' : ''}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': nextAddress(),
        origin: t.url,
      },
      body: new URLSearchParams(fields).toString(),
    })

  it('shows the form', async () => {
    const res = await fetch(`${t.url}${PAGE}`, { headers: { 'x-forwarded-for': nextAddress() } })
    expect(res.status).toBe(200)
    const doc = new JSDOM(await res.text()).window.document
    const form = doc.querySelector(`form[action="${PAGE}"][method="post"]`)
    expect(form).not.toBeNull()
    expect(form!.getAttribute('enctype')).toBe('multipart/form-data')
    expect(form!.querySelector('textarea[name="keys"]')).not.toBeNull()
    expect(form!.querySelector('input[type="file"][name="attachments"]')).not.toBeNull()
  })

  it('returns the results table for pasted keys, not-found rows marked', async () => {
    const res = await post({ keys: `${FIRST}\n${NIB}; nope-404` })
    expect(res.status).toBe(200)
    const doc = new JSDOM(await res.text()).window.document
    const rows = [...doc.querySelectorAll('table tbody tr')]
    expect(rows.length).toBe(4) // the number, the NIB's two certificates, the unknown key
    const text = rows.map((r) => r.textContent ?? '')
    expect(text[0]).toContain(FIRST)
    expect(text[0]).toContain(subclassCode)
    expect(text.at(-1)).toContain('nope-404')
    expect(text.at(-1)).toContain('Tidak ditemukan')
    expect(doc.querySelector('textarea[name="keys"]')!.textContent).toContain(FIRST)
  })

  it('keeps the input and ties the error to the field past 200 keys', async () => {
    const keys = Array.from({ length: 201 }, (_, i) => `K-${i}`).join('\n')
    const res = await post({ keys })
    expect(res.status).toBe(422)
    const doc = new JSDOM(await res.text()).window.document
    const field = doc.querySelector('textarea[name="keys"]')!
    expect(field.getAttribute('aria-invalid')).toBe('true')
    const error = doc.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)
    expect(error?.textContent).toContain('200')
    expect(field.textContent).toContain('K-200')
  })

  it('downloads the same results as CSV (formula-escaped), in English too', async () => {
    const res = await post({ keys: `${FIRST}\n=cmd|x`, format: 'csv' }, 'en')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toContain('attachment')
    const csv = await res.text()
    const lines = csv.trim().split(/\r?\n/)
    expect(lines[0]).toContain('Status')
    expect(lines[1]).toContain(FIRST)
    expect(lines[2]).toContain("'=cmd|x")
    expect(lines[2]).toContain('Not found')
  })
})

describe('the menu', () => {
  const layanan = async () => {
    const { data } = await visitor().rpc('public_layout')
    const nav = (data as { navigation: { url: string; children: { url: string }[] }[] }).navigation
    return nav.find((item) => item.children.some((c) => c.url === '/layanan/cek-sbu'))!.children
  }

  it('lists the bulk check right after Cek SBU, also when the migration adds it to a seeded site', async () => {
    const urls = (await layanan()).map((c) => c.url)
    expect(urls.indexOf('/layanan/cek-sbu/massal')).toBe(urls.indexOf('/layanan/cek-sbu') + 1)
    // A site seeded before the migration: the item is not there, the migration adds it once.
    const owner = t.backend.db.pg
    await owner.query(`delete from public.navigation_menus where url = '/layanan/cek-sbu/massal'`)
    const sql = readFileSync('supabase/migrations/20261203200100_navigation_bulk_check.sql', 'utf8')
    await owner.exec(sql)
    await owner.exec(sql)
    const again = (await layanan()).map((c) => c.url)
    expect(again.filter((u) => u === '/layanan/cek-sbu/massal')).toHaveLength(1)
    expect(again.indexOf('/layanan/cek-sbu/massal')).toBe(again.indexOf('/layanan/cek-sbu') + 1)
  })
})

/** The calls the database counted for an anonymous address in its current 10 minutes. */
async function addressCalls(ip: string): Promise<number> {
  const { rows } = await t.backend.db.pg.query<{ n: number }>(
    'select private.quota_used($1, 600) as n',
    [`addr:${ip}`],
  )
  return rows[0]!.n
}

describe('on a front (docs/deploy.md, shape 2)', () => {
  it('without the service role key: one counting RPC per request, the database counts at once', async () => {
    const front = createFront({
      staticDir: dist.dir,
      supabaseUrl: t.url,
      anonKey: t.anonKey,
      trustProxy: 1,
    })
    try {
      const url = await front.listen(0)
      const ip = nextAddress()
      const viaFront = await fetch(`${url}${API}/certificates/${FIRST}`, {
        headers: { 'x-forwarded-for': ip },
      })
      expect(viaFront.status).toBe(200)
      expect(((await viaFront.json()) as Certificate).number).toBe(FIRST)
      expect(viaFront.headers.get('access-control-allow-origin')).toBe('*')
      expect(viaFront.headers.get('ratelimit-remaining')).toBe('59')
      expect(await addressCalls(ip)).toBe(1)
      const doc = await fetch(`${url}${API}/openapi.json`)
      expect(((await doc.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./)
    } finally {
      await front.close()
    }
  })

  it('with it: shares an address’s and a key’s quota with the embedded server within about a second', async () => {
    const front = createFront({
      staticDir: dist.dir,
      supabaseUrl: t.url,
      anonKey: t.anonKey,
      serviceRoleKey: t.backend.config.serviceRoleKey,
      trustProxy: 1,
    })
    try {
      const url = await front.listen(0)
      const ip = nextAddress()
      const viaFront = await fetch(`${url}${API}/certificates/${FIRST}`, {
        headers: { 'x-forwarded-for': ip },
      })
      expect(viaFront.status).toBe(200)
      expect(((await viaFront.json()) as Certificate).number).toBe(FIRST)
      expect(viaFront.headers.get('ratelimit-remaining')).toBe('59')
      // The front's count reaches the database with its next flush…
      await expect.poll(() => addressCalls(ip), { timeout: 5000 }).toBe(1)
      // …the embedded server counts its own call at once and learns the total with its flush.
      const direct = await api(`/certificates/${FIRST}`, { ip })
      expect(direct.status).toBe(200)
      await expect.poll(() => addressCalls(ip), { timeout: 5000 }).toBe(2)
      // (a flush under way when the total reached 2 may still be answering: one more)
      await t.backend.pages!.registerApi.quotas!.flush()
      await t.backend.pages!.registerApi.quotas!.flush()
      const again = await api(`/certificates/${FIRST}`, { ip })
      expect(again.headers.get('ratelimit-remaining')).toBe('57')

      const { data } = await clients.admin.rpc('create_register_api_key', {
        name: 'Sistem Front',
        quota_per_hour: 2,
      })
      const { id, key } = data as { id: string; key: string }
      expect((await api(`/companies/${NIB}`, { headers: { 'x-api-key': key } })).status).toBe(200)
      const calls = async () =>
        (await clients.admin.from('register_api_keys').select('calls').eq('id', id).single())
          .data as { calls: number }
      await expect.poll(async () => (await calls()).calls, { timeout: 5000 }).toBe(1)
      const second = await fetch(`${url}${API}/check`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ keys: [FIRST] }),
      })
      expect(second.status).toBe(200)
      expect(second.headers.get('ratelimit-remaining')).toBe('0')
      const third = await fetch(`${url}${API}/certificates/${FIRST}`, {
        headers: { authorization: `Bearer ${key}` },
      })
      expect(third.status).toBe(429)
      expect(third.headers.get('retry-after')).not.toBeNull()
      await expect.poll(async () => (await calls()).calls, { timeout: 5000 }).toBe(3)
    } finally {
      await front.close()
    }
  })
})

describe('answers from memory (issue 30, "Speed")', () => {
  it('asks the database once for an answer, and again after a register change', async () => {
    // The answers the embedded server asked of its database (register_api_answer).
    const asked = () => t.backend.pages!.registerApi.answers!.stats.misses
    const before = asked()
    const first = await api(`/certificates/${SECOND}`)
    expect(first.status).toBe(200)
    expect(((await first.json()) as Certificate).status).toBe('aktif')
    expect(asked()).toBe(before + 1)
    // Another spelling, another visitor: the same stored answer, no RPC, no counting call.
    const counting = rpcCalls('register_api')
    const second = await api(`/certificates/${encodeURIComponent(SECOND.toLowerCase())}`)
    expect(second.status).toBe(200)
    expect(((await second.json()) as Certificate).number).toBe(SECOND)
    expect(asked()).toBe(before + 1)
    expect(rpcCalls('register_api')).toBe(counting)
    const checked = await postCheck({ keys: [SECOND, NIB] })
    expect(checked.status).toBe(200)
    await postCheck({ keys: [SECOND, NIB] })
    expect(asked()).toBe(before + 2)

    const { error } = await service
      .from('certificates')
      .update({
        status: 'dibekukan',
        status_reason: { id: 'Dibekukan untuk uji', en: 'Frozen for a test' },
      })
      .eq('number', SECOND)
    expect(error).toBeNull()
    try {
      // The change's NOTIFY drops the stored answers (asynchronously: poll).
      await expect
        .poll(
          async () => ((await (await api(`/certificates/${SECOND}`)).json()) as Certificate).status,
          { timeout: 5000 },
        )
        .toBe('dibekukan')
      const after = (await (await postCheck({ keys: [SECOND, NIB] })).json()) as {
        results: CheckResult[]
      }
      expect(after.results[0]!.certificates[0]!.status).toBe('dibekukan')
    } finally {
      await service
        .from('certificates')
        .update({ status: 'aktif', status_reason: null })
        .eq('number', SECOND)
    }
  })

  it('keeps register_api counting each call for a direct caller', async () => {
    const ip = nextAddress()
    const { data, error } = await visitor(ip).rpc('register_api', {
      action: 'certificate',
      arg: { number: FIRST },
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 200, quota: { remaining: 59 }, body: { number: FIRST } })
    expect(await addressCalls(ip)).toBe(1)
  })

  it('keeps the service-role functions from anonymous callers', async () => {
    const anon = visitor()
    expect((await anon.rpc('register_api_answer', { action: 'certificate' })).error).not.toBeNull()
    expect(
      (await anon.rpc('register_api_flush', { counts: [{ s: 'addr:1.2.3.4', n: 1000 }] })).error,
    ).not.toBeNull()
    expect((await anon.rpc('register_api_key_info', { key_hash: 'x' })).error).not.toBeNull()
  })
})
