/**
 * Signed proofs of a check (ADR 029), through HTTP against the embedded backend and the real
 * renderer: `/verifikasi/<number>/bukti.json` verifies with the published JWK using node:crypto
 * alone (as a third party would), a changed byte in the JSON or the PDF fails, the PDF is a PDF
 * with the number in it, `/verifikasi/bukti` answers authentic / altered (a proof issued before a
 * revoke stays authentic and says its time), unknown numbers are 404, uploads are limited to
 * 2 MB, and generating proofs counts against the visitor's lookup limit.
 */
import { createPublicKey, verify } from 'node:crypto'
import { inflateSync } from 'node:zlib'

import type { SupabaseClient } from '@supabase/supabase-js'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createFront } from '../../supabase/local/front'
import { generateSigningSeed } from '../../supabase/local/register/signing'
import { type Persona, personas } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

let t: TestBackend
let dist: ReturnType<typeof realRendererDist>
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let ipSeq = 0
let company = ''

const nextAddress = () => `198.51.100.${10 + ++ipSeq}`

const get = (path: string, address = nextAddress()) =>
  fetch(`${t.url}${path}`, { headers: { 'x-forwarded-for': address } })

interface Jwk {
  kty: string
  crv: string
  x: string
  kid: string
}

/** A third party's check of a JSON proof: the published JWK Set and node:crypto, nothing else. */
async function thirdPartyVerifies(file: string): Promise<boolean> {
  const { keys } = (await (await get('/.well-known/jwks.json')).json()) as { keys: Jwk[] }
  const jws = JSON.parse(file) as { protected: string; payload: string; signature: string }
  const header = JSON.parse(Buffer.from(jws.protected, 'base64url').toString()) as {
    alg: string
    kid: string
  }
  const jwk = keys.find((key) => key.kid === header.kid)
  if (!jwk || header.alg !== 'EdDSA') return false
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' })
  return verify(
    null,
    Buffer.from(`${jws.protected}.${jws.payload}`),
    key,
    Buffer.from(jws.signature, 'base64url'),
  )
}

/** The same for a PDF proof: the last line's signature over every byte before it. */
async function thirdPartyVerifiesPdf(bytes: Buffer): Promise<boolean> {
  const { keys } = (await (await get('/.well-known/jwks.json')).json()) as { keys: Jwk[] }
  const at = bytes.lastIndexOf('\n%LSBU-PROOF-SIG ') + 1
  const [, , kid, signature] = bytes.subarray(at).toString().trim().split(' ')
  const jwk = keys.find((key) => key.kid === kid)
  if (!jwk || !signature) return false
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' })
  return verify(null, bytes.subarray(0, at), key, Buffer.from(signature, 'base64url'))
}

/**
 * The text a PDF draws: its content streams inflated; the standard fonts write each string as
 * hex of its WinAnsi bytes, so a text is looked for as that hex.
 */
function pdfShows(pdf: Buffer, text: string): boolean {
  const hex = `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`
  let from = 0
  for (;;) {
    const start = pdf.indexOf('\nstream\n', from)
    if (start < 0) return false
    const end = pdf.indexOf('\nendstream', start)
    if (end < 0) return false
    try {
      if (
        inflateSync(pdf.subarray(start + 8, end))
          .toString('latin1')
          .includes(hex)
      )
        return true
    } catch {
      // not a compressed stream
    }
    from = end + 10
  }
}

/** Posts a file to the check page as the browser's form does (multipart, same origin). */
async function check(body: Uint8Array<ArrayBuffer> | string, name = 'bukti.json', lng = '') {
  const form = new FormData()
  form.append('attachments', new Blob([body]), name)
  const res = await fetch(`${t.url}/verifikasi/bukti${lng ? `?lng=${lng}` : ''}`, {
    method: 'POST',
    body: form,
    headers: { origin: t.url, 'x-forwarded-for': nextAddress() },
  })
  const doc = new JSDOM(await res.text()).window.document
  const result = doc.querySelector('[data-testid="proof-result"]')
  return {
    status: res.status,
    result: result?.getAttribute('data-result') ?? null,
    text: result?.textContent ?? '',
  }
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

beforeAll(async () => {
  dist = realRendererDist()
  t = await startBackend({ staticDir: dist.dir, trustProxy: 1 })
  service = t.service()
  clients = (await personas(t)) as typeof clients
  const { data, error } = await service
    .from('certified_companies')
    .insert({
      name: 'Bukti Uji Konstruksi',
      nib: '5555000022223',
      city: 'Semarang',
      province: 'Jawa Tengah',
      pjbu_name: 'Direktur Bukti',
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

describe('the JSON proof', () => {
  it('is a flattened JWS (EdDSA, kid) of the facts, the check time and the verify URL, and verifies with the published JWK', async () => {
    await newCertificate('SBU-BKT-2025-000001', { lpjk_recorded_on: '2025-02-01' })
    const before = Date.now()
    const res = await get('/verifikasi/SBU-BKT-2025-000001/bukti.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bukti-SBU-BKT-2025-000001-\d{12}\.json"$/,
    )
    const file = await res.text()
    expect(await thirdPartyVerifies(file)).toBe(true)
    const jws = JSON.parse(file) as {
      protected: string
      payload: string
      proof: Record<string, unknown>
    }
    const header = JSON.parse(Buffer.from(jws.protected, 'base64url').toString()) as Record<
      string,
      string
    >
    const { keys } = (await (await get('/.well-known/jwks.json')).json()) as { keys: Jwk[] }
    expect(header).toEqual({
      alg: 'EdDSA',
      kid: keys[0]!.kid,
      typ: 'JWS',
      cty: 'lsbu-register-proof/1',
    })
    const facts = JSON.parse(Buffer.from(jws.payload, 'base64url').toString()) as {
      checked_at: string
      verify_url: string
      certificate: Record<string, unknown>
      history: unknown[]
    }
    expect(jws.proof).toEqual(facts)
    expect(facts.checked_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+07:00$/)
    expect(Date.parse(facts.checked_at)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(facts.checked_at)).toBeLessThanOrEqual(Date.now() + 1000)
    expect(facts.verify_url).toBe(`${t.url}/verifikasi/SBU-BKT-2025-000001`)
    expect(facts.certificate).toMatchObject({
      number: 'SBU-BKT-2025-000001',
      company: { name: 'Bukti Uji Konstruksi', city: 'Semarang' },
      status: 'aktif',
      issued_on: '2025-01-10',
      lpjk_recorded_on: '2025-02-01',
    })
    expect(facts.history).toEqual([{ kind: 'issued', on: '2025-01-10', reason: null }])
  })

  it('fails when any byte changes: the signed payload, the readable copy, even the spacing', async () => {
    const file = await (await get('/verifikasi/SBU-BKT-2025-000001/bukti.json')).text()
    expect((await check(file)).result).toBe('authentic')
    const payloadEdit = JSON.parse(file) as { payload: string }
    const facts = JSON.parse(Buffer.from(payloadEdit.payload, 'base64url').toString()) as {
      certificate: { status: string }
    }
    facts.certificate.status = 'aktif '
    payloadEdit.payload = Buffer.from(JSON.stringify(facts)).toString('base64url')
    const forged = JSON.stringify(payloadEdit, null, 2) + '\n'
    expect(await thirdPartyVerifies(forged)).toBe(false)
    const altered = [
      forged,
      file.replace('"status": "aktif"', '"status": "dicabut"'),
      file.replace('Semarang', 'Semarang!'),
      file.replace('{\n  "protected"', '{\n   "protected"'),
      file.slice(0, -1),
      // The signature's last character: a different spelling of the same bytes is refused too.
      file.replace(/"signature": "([^"]*)(.)"/, (_m, head: string, last: string) => {
        const swap = last === 'A' ? 'B' : 'A'
        return `"signature": "${head}${swap}"`
      }),
    ]
    for (const body of altered) {
      expect(body).not.toBe(file)
      const answer = await check(body)
      expect(answer.result).toBe('altered')
      expect(answer.status).toBe(422)
      expect(answer.text).toContain('Diubah atau bukan dari kami')
    }
  })
})

describe('the PDF proof', () => {
  it('is an A4 PDF with the number, signed over every byte (a changed byte fails), in both languages', async () => {
    const res = await get('/verifikasi/SBU-BKT-2025-000001/bukti.pdf?lng=en')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(/\.pdf"$/)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfShows(bytes, 'SBU-BKT-2025-000001')).toBe(true)
    expect(pdfShows(bytes, 'Status history')).toBe(true)
    expect(pdfShows(bytes, 'SBU-BKT-2099-000001')).toBe(false)
    expect(bytes.toString('latin1')).toContain('/MediaBox [ 0 0 595.28 841.89 ]')
    expect(bytes.toString('latin1')).toMatch(/\/Lang \(en\)/)
    expect(await thirdPartyVerifiesPdf(bytes)).toBe(true)
    const answer = await check(bytes, 'bukti.pdf', 'en')
    expect(answer.result).toBe('authentic')
    expect(answer.text).toContain('Authentic, issued')

    const id = Buffer.from(
      await (await get('/verifikasi/SBU-BKT-2025-000001/bukti.pdf')).arrayBuffer(),
    )
    expect(id.toString('latin1')).toMatch(/\/Lang \(id\)/)
    expect(pdfShows(id, 'Riwayat status')).toBe(true)
    expect((await check(id, 'bukti.pdf')).text).toContain('Asli, diterbitkan')

    // One changed byte at the start, in the middle, in the facts' line, in the signature.
    const factsAt = bytes.lastIndexOf('%LSBU-PROOF ') + 20
    for (const at of [10, Math.floor(bytes.length / 2), factsAt, bytes.length - 5]) {
      const changed = Buffer.from(bytes)
      changed[at] = changed[at] === 0x41 ? 0x42 : 0x41
      expect(await thirdPartyVerifiesPdf(changed)).toBe(false)
      expect((await check(changed, 'bukti.pdf')).result).toBe('altered')
    }
    // Bytes added after the signature, or the signature removed.
    expect((await check(Buffer.concat([bytes, Buffer.from('\n')]), 'x.pdf')).result).toBe('altered')
    const at = bytes.lastIndexOf('\n%LSBU-PROOF-SIG ') + 1
    expect((await check(bytes.subarray(0, at), 'x.pdf')).result).toBe('altered')
  })
})

describe('the check page', () => {
  it('keeps a proof issued before a revoke authentic, with its time and the facts then true', async () => {
    const id = await newCertificate('SBU-BKT-2025-000002')
    const json = await (await get('/verifikasi/SBU-BKT-2025-000002/bukti.json')).text()
    const pdf = Buffer.from(
      await (await get('/verifikasi/SBU-BKT-2025-000002/bukti.pdf')).arrayBuffer(),
    )
    const { error } = await clients.editor
      .from('certificates')
      .update({
        status: 'dicabut',
        status_reason: { id: 'Dicabut untuk uji.', en: 'Revoked for a test.' },
        status_changed_on: '2026-03-01',
      })
      .eq('id', id)
    if (error) throw error
    const pdfLine = pdf.subarray(pdf.lastIndexOf('%LSBU-PROOF ')).toString().split(/[ \n]/)[1]!
    const issuedAt = {
      json: (JSON.parse(json) as { proof: { checked_at: string } }).proof.checked_at,
      pdf: (JSON.parse(Buffer.from(pdfLine, 'base64url').toString()) as { checked_at: string })
        .checked_at,
    }
    for (const [body, name, issued] of [
      [json, 'bukti.json', issuedAt.json],
      [pdf, 'bukti.pdf', issuedAt.pdf],
    ] as const) {
      const answer = await check(body, name)
      expect(answer.status).toBe(200)
      expect(answer.result).toBe('authentic')
      expect(answer.text).toContain('Asli, diterbitkan')
      expect(answer.text).toContain(issued)
      expect(answer.text).toContain('SBU-BKT-2025-000002')
      expect(answer.text).toContain('Aktif')
      expect(answer.text).not.toContain('Dicabut untuk uji')
    }
    // A new proof says what is true now.
    const now = await (await get('/verifikasi/SBU-BKT-2025-000002/bukti.json')).text()
    expect(
      (JSON.parse(now) as { proof: { certificate: { status: string } } }).proof.certificate.status,
    ).toBe('dicabut')
  })

  it('refuses what is not a proof, an empty upload, and files over 2 MB with a clear message', async () => {
    expect((await check('{"hello": "world"}')).result).toBe('altered')
    expect((await check('%PDF-1.7\n%%EOF\n', 'x.pdf')).result).toBe('altered')
    const empty = await check(new Uint8Array(), 'empty.json')
    expect(empty.result).toBe('missing')
    const big = await check(new Uint8Array(2 * 1024 * 1024 + 1), 'big.pdf', 'en')
    expect(big.status).toBe(413)
    expect(big.result).toBe('too_large')
    expect(big.text).toContain('larger than 2 MB')
  })

  it('is a page with a labelled multipart form, and the key page shows the published key', async () => {
    const page = new JSDOM(await (await get('/verifikasi/bukti')).text()).window.document
    const form = page.querySelector('form[data-testid="proof-check-form"]')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('enctype')).toBe('multipart/form-data')
    const input = form.querySelector('input[type="file"]')!
    expect(page.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Berkas bukti')
    const keyPage = await (await get('/verifikasi/kunci?lng=en')).text()
    const { keys } = (await (await get('/.well-known/jwks.json')).json()) as { keys: Jwk[] }
    const shown = new JSDOM(keyPage).window.document.querySelector(
      '[data-testid="proof-public-key"]',
    )?.textContent
    expect(JSON.parse(shown ?? '{}')).toMatchObject({ kid: keys[0]!.kid, x: keys[0]!.x })
    expect(keyPage).toContain('node verify-proof.mjs')
  })
})

describe('limits', () => {
  it('answers 404 for an unknown number, in both kinds', async () => {
    expect((await get('/verifikasi/SBU-BKT-2099-999999/bukti.json')).status).toBe(404)
    expect((await get('/verifikasi/SBU-BKT-2099-999999/bukti.pdf')).status).toBe(404)
  })

  it('counts proofs as lookups: a visitor past the limit gets 429', async () => {
    const address = nextAddress()
    let last = 0
    for (let i = 0; i < 61 && last !== 429; i++)
      last = (await get('/verifikasi/SBU-BKT-2025-000001/bukti.json', address)).status
    expect(last).toBe(429)
    // Another visitor is not affected.
    expect((await get('/verifikasi/SBU-BKT-2025-000001/bukti.json')).status).toBe(200)
  })
})

describe('on a front (docs/deploy.md, shape 2)', () => {
  it('signs proofs with REGISTER_SIGNING_KEY, verifiable with its own JWK Set; without the key, 404', async () => {
    const seed = generateSigningSeed()
    const signing = createFront({
      staticDir: dist.dir,
      supabaseUrl: t.url,
      anonKey: t.anonKey,
      registerSigningKey: seed,
      trustProxy: 1,
    })
    const keyless = createFront({ staticDir: dist.dir, supabaseUrl: t.url, anonKey: t.anonKey })
    try {
      const url = await signing.listen(0)
      const headers = { 'x-forwarded-for': nextAddress() }
      const res = await fetch(`${url}/verifikasi/SBU-BKT-2025-000001/bukti.json`, { headers })
      expect(res.status).toBe(200)
      const jws = JSON.parse(await res.text()) as {
        protected: string
        payload: string
        signature: string
      }
      const { keys } = (await (await fetch(`${url}/.well-known/jwks.json`)).json()) as {
        keys: Jwk[]
      }
      const { kid } = JSON.parse(Buffer.from(jws.protected, 'base64url').toString()) as {
        kid: string
      }
      const jwk = keys.find((key) => key.kid === kid)!
      const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' })
      expect(
        verify(
          null,
          Buffer.from(`${jws.protected}.${jws.payload}`),
          key,
          Buffer.from(jws.signature, 'base64url'),
        ),
      ).toBe(true)
      // The embedded server's key is another one: its check page does not take this proof.
      const { keys: embedded } = (await (await get('/.well-known/jwks.json')).json()) as {
        keys: Jwk[]
      }
      expect(embedded[0]!.kid).not.toBe(kid)
      const pdf = await fetch(`${url}/verifikasi/SBU-BKT-2025-000001/bukti.pdf`, { headers })
      expect(pdf.status).toBe(200)
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')

      const bare = await keyless.listen(0)
      const none = await fetch(`${bare}/verifikasi/SBU-BKT-2025-000001/bukti.json`, { headers })
      expect(none.status).toBe(404)
    } finally {
      await signing.close()
      await keyless.close()
    }
  })
})
