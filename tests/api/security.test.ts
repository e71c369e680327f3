/**
 * The security suite (docs/security.md), one block per class of attack, each against
 * the real backend from outside: credentials in pages, uploads that could run script, headers,
 * cheap checks before expensive work, the trusted proxy, accounts, lookups and personal data.
 * The 45 MB upload (memory of a separate server process) is in security-process.test.ts.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { parseTrustProxy, trustedClientAddress } from '../../supabase/local/http'
import { anonymiseClosedSubmissions } from '../../supabase/local/retention'
import { createAccount, signIn } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

const INLINE_SCRIPT = "document.documentElement.dataset.theme='light'"
const SHELL = (name: string) =>
  `<!doctype html><html lang="id"><head><title>${name}</title><script>${INLINE_SCRIPT}</script>` +
  `<script type="module" crossorigin src="/assets/${name}.js"></script></head>` +
  `<body><div id="root"></div></body></html>`

/** A site build of two documents, enough for the static handler (no server renderer). */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lsbu-sec-dist-'))
  writeFileSync(join(dist, 'index.html'), SHELL('index'))
  writeFileSync(join(dist, 'staff.html'), SHELL('staff'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'index.js'), 'export {}')
  return dist
}

const dist = fakeDist()
/** One backend for the suite (each start costs seconds): the site, behind one trusted proxy. */
let t: TestBackend
beforeAll(async () => {
  t = await startBackend({ staticDir: dist, trustProxy: 1 })
})
afterAll(async () => {
  await t?.stop()
  rmSync(dist, { recursive: true, force: true })
})

function client(t: TestBackend, headers: Record<string, string>): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers },
  })
}

/**
 * Sends a request whose body keeps coming (a chunk every 10 ms, never finished) and resolves
 * with the answer: only an answer decided from the headers alone can arrive.
 */
function answerBeforeBody(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number
    headers: Record<string, unknown>
    body: string
    ms: number
  }>((resolve, reject) => {
    const started = performance.now()
    const req = httpRequest(url, { method: 'POST', headers })
    const timer = setInterval(() => req.write(Buffer.alloc(16 * 1024)), 10)
    req.on('response', (res) => {
      const ms = performance.now() - started
      clearInterval(timer)
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => {
        req.destroy()
        resolve({ status: res.statusCode!, headers: res.headers, body, ms })
      })
    })
    req.on('error', (error) => {
      clearInterval(timer)
      reject(error)
    })
    req.flushHeaders()
  })
}

/** A supabase-js client signed in with a password (updateUser needs the session). */
async function sessionClient(t: TestBackend, email: string, password: string) {
  const signedIn = t.anon()
  const { error } = await signedIn.auth.signInWithPassword({ email, password })
  if (error) throw error
  return signedIn
}

/** Creates the main admin as the setup form does (the real create-admin-user function). */
async function setUp(t: TestBackend, email: string, password: string) {
  const res = await fetch(`${t.url}/functions/v1/create-admin-user`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, full_name: 'Admin Utama' }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('1. no credentials in pages', () => {
  it('npm start (not demo mode) never sends the demo password, even with zero users', async () => {
    expect(await t.service().rpc('count_users')).toMatchObject({ data: 0 })
    const { password } = t.backend.config.demoAdmin
    for (const path of ['/', '/auth/login', '/admin', '/profil/tentang']) {
      const html = await (await fetch(t.url + path)).text()
      expect(html).toContain('id="lsbu-env"')
      expect(html, path).not.toContain(password)
      expect(html).toContain('"demoAdmin":null')
    }
  })

  it('demo mode prefills only the setup page, only while there are zero users', async () => {
    const demo = await startBackend({
      staticDir: dist,
      env: { DEMO: 'true', DEMO_ADMIN_PASSWORD: 'demo-Pass-123' },
    })
    try {
      const { password, email } = demo.backend.config.demoAdmin
      expect(password).toBe('demo-Pass-123')
      // The public site never carries it; the staff app's setup page does, while it is needed.
      expect(await (await fetch(`${demo.url}/`)).text()).not.toContain(password)
      const setupPage = await fetch(`${demo.url}/auth/login`)
      expect(await setupPage.text()).toContain(password)
      expect(setupPage.headers.get('cache-control')).toBe('no-store')

      expect((await setUp(demo, email, password)).status).toBe(200)
      const responses = await Promise.all(
        [
          '/',
          '/auth/login',
          '/admin',
          '/admin/users',
          '/staff.html',
          '/index.html',
          '/rest/v1/rpc/count_users',
          '/auth/v1/settings',
          '/auth/v1/health',
        ].map(async (path) => {
          const res = await fetch(demo.url + path, {
            method: path.includes('/rpc/') ? 'POST' : 'GET',
            headers: { apikey: demo.anonKey, 'content-type': 'application/json' },
            body: path.includes('/rpc/') ? '{}' : undefined,
          })
          return [path, await res.text()] as const
        }),
      )
      for (const [path, text] of responses) expect(text, path).not.toContain(password)
    } finally {
      await demo.stop()
    }
  })
})

describe('2. uploads never run script on the site', () => {
  let editor: SupabaseClient
  beforeAll(async () => {
    editor = (await createAccount(t, 'editor')).client
  })

  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'

  it('serves an SVG with script as a sandboxed attachment, never inline', async () => {
    const media = editor.storage.from('media')
    expect(
      (await media.upload('logos/evil.svg', new Blob([svg], { type: 'image/svg+xml' }))).error,
    ).toBeNull()
    const res = await fetch(media.getPublicUrl('logos/evil.svg').data.publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    )
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="evil\.svg"/)
  })

  it('shows raster images and PDFs inline, still under the sandbox', async () => {
    const media = editor.storage.from('media')
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    expect((await media.upload('p/a.png', new Blob([png], { type: 'image/png' }))).error).toBeNull()
    const res = await fetch(media.getPublicUrl('p/a.png').data.publicUrl)
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
  })

  it('checks the content against the declared type: HTML declared as PNG is refused', async () => {
    const media = editor.storage.from('media')
    for (const [name, body, type] of [
      ['x.png', '<html><script>alert(1)</script></html>', 'image/png'],
      ['x.jpg', '<svg onload="alert(1)"/>', 'image/jpeg'],
      ['x.pdf', 'not a pdf', 'application/pdf'],
      ['x.svg', '<html><body>hello</body></html>', 'image/svg+xml'],
    ]) {
      const { error } = await media.upload(name!, new Blob([body!], { type: type! }))
      expect(error, name).toMatchObject({
        statusCode: '415',
        message: `The content is not a valid ${type} file`,
      })
    }
    const html = await media.upload('page.html', new Blob(['<p>x</p>'], { type: 'text/html' }))
    expect(html.error).toMatchObject({ statusCode: '415' })
    const listed = await t.service().storage.from('media').list('')
    expect(listed.data?.map((f) => f.name)).not.toContain('x.png')
  })

  it('refuses an upload the caller may not make before reading its body', async () => {
    const answer = await answerBeforeBody(`${t.url}/storage/v1/object/media/anon.png`, {
      authorization: `Bearer ${t.anonKey}`,
      'content-type': 'image/png',
      'transfer-encoding': 'chunked',
    })
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '403', code: 'AccessDenied' })
  })
})

describe('3. security headers', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  }

  it('HTML documents: a CSP with the hashes of their inline scripts, no eval, no framing', async () => {
    for (const path of ['/', '/auth/login', '/informasi/faq']) {
      const res = await fetch(t.url + path)
      for (const [name, value] of Object.entries(common)) expect(res.headers.get(name)).toBe(value)
      const csp = res.headers.get('content-security-policy')!
      const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64')
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|nonce-/)
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/)
    }
  })

  it('API answers carry nosniff, no framing and a deny-all CSP', async () => {
    const responses = await Promise.all([
      fetch(`${t.url}/rest/v1/faqs?select=id`, { headers: { apikey: t.anonKey } }),
      fetch(`${t.url}/auth/v1/settings`),
      fetch(`${t.url}/storage/v1/bucket`, { headers: { authorization: `Bearer ${t.anonKey}` } }),
      fetch(`${t.url}/functions/v1/none`, { headers: { authorization: `Bearer ${t.anonKey}` } }),
    ])
    for (const res of responses) {
      for (const [name, value] of Object.entries(common)) expect(res.headers.get(name)).toBe(value)
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('HSTS only when the trusted proxy says the visitor came over TLS', async () => {
    const viaTls = await fetch(`${t.url}/auth/v1/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(viaTls.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    // The proxy's value is the right-most one; a client-written "https" before "http" is not.
    const spoofed = await fetch(`${t.url}/auth/v1/health`, {
      headers: { 'x-forwarded-proto': 'https, http' },
    })
    expect(spoofed.headers.get('strict-transport-security')).toBeNull()
    const plain = await fetch(`${t.url}/`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('4. cheap checks before expensive work', () => {
  let seq = 0
  const appeal = (decisionDate: string) =>
    client(t, { 'x-forwarded-for': `198.51.100.${++seq}` }).rpc('submit_appeal', {
      name: 'Budi Santoso',
      company_name: 'PT Contoh',
      email: `banding${seq}@contoh.test`,
      phone: '0812-3456-7890',
      subject: 'Banding keputusan',
      description: 'Keputusan ini tidak sesuai dengan dokumen yang kami serahkan.',
      decision_date: decisionDate,
    })

  it('refuses an appeal decided in year 0001 in under 250 ms, reads staying fast meanwhile', async () => {
    // The best of three (a loaded machine may pause any one request); a refusal takes a few
    // milliseconds, and before the fix every such request counted 740,000 days and took seconds.
    const times: number[] = []
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      const { error } = await appeal('0001-01-01')
      times.push(performance.now() - started)
      expect(error).toMatchObject({ code: '22023', hint: 'field:decision_date' })
    }
    expect(Math.min(...times)).toBeLessThan(250)

    // Five clients sending such appeals in a loop; a visitor's reads still answer quickly.
    let running = true
    const attackers = Array.from({ length: 5 }, async () => {
      while (running) await appeal('0001-01-01')
    })
    const reads: number[] = []
    for (let i = 0; i < 10; i++) {
      const start = performance.now()
      const { error: readError } = await t.anon().from('faqs').select('id').limit(5)
      expect(readError).toBeNull()
      reads.push(performance.now() - start)
    }
    running = false
    await Promise.all(attackers)
    reads.sort((a, b) => a - b)
    // Each read waits behind up to five refusals (about a millisecond of database work each);
    // before the fix it waited behind five counts of seconds each. The bound leaves room for a
    // loaded machine.
    expect(reads[Math.floor(reads.length / 2)]).toBeLessThan(1000)
  })

  it('refuses a function body over its limit from the headers', async () => {
    const answer = await answerBeforeBody(`${t.url}/functions/v1/create-admin-user`, {
      authorization: `Bearer ${t.anonKey}`,
      'content-type': 'application/json',
      'content-length': String(5 * 1024 * 1024),
    })
    expect(answer.status).toBe(413)
  })
})

describe('6. the trusted proxy', () => {
  it('rotating the client-written X-Forwarded-For entries still hits the sign-in limit', async () => {
    const { perAddress } = t.backend.config.signInRateLimit
    let last = 0
    for (let i = 0; i <= perAddress; i++) {
      const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: t.anonKey,
          'content-type': 'application/json',
          // The proxy appends the address it saw (198.51.100.200); the rest is the attacker's.
          'x-forwarded-for': `10.0.${i}.1, 198.51.100.200`,
        },
        body: JSON.stringify({ email: `tamu${i}@contoh.test`, password: 'salah-salah' }),
      })
      last = res.status
    }
    expect(last).toBe(429)
  })

  it('rotating them still hits the submission limit per address (in SQL alike)', async () => {
    const send = (i: number) =>
      client(t, { 'x-forwarded-for': `10.1.${i}.1, 198.51.100.201` }).rpc('submit_contact', {
        name: 'Rina',
        email: `rina${i}@contoh.test`,
        subject: 'Pertanyaan',
        message: 'Apakah sertifikasi ulang bisa diajukan lebih awal?',
      })
    for (let i = 0; i < 20; i++) expect((await send(i)).error).toBeNull()
    expect((await send(20)).error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
  })

  it('N trusted hops take the Nth entry from the right; none trusted, the socket', () => {
    const req = (xff?: string) =>
      ({ headers: { 'x-forwarded-for': xff }, socket: { remoteAddress: '127.0.0.1' } }) as never
    const header = '10.2.0.1, 198.51.100.9, 10.9.9.9'
    expect(trustedClientAddress(req(header), 0)).toBe('127.0.0.1')
    expect(trustedClientAddress(req(header), 1)).toBe('10.9.9.9')
    expect(trustedClientAddress(req(header), 2)).toBe('198.51.100.9')
    expect(trustedClientAddress(req(), 2)).toBe('127.0.0.1')
    expect(parseTrustProxy('true')).toBe(1)
    expect(parseTrustProxy(undefined)).toBe(0)
    expect(parseTrustProxy('2')).toBe(2)
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/)
  })
})

describe('7. accounts', () => {
  it('minimum password length 8 in setup, user management and PUT /auth/v1/user', async () => {
    expect(await setUp(t, 'utama@contoh.test', 'pendek7')).toMatchObject({
      status: 400,
      body: { field: 'password' },
    })
    const created = await t.service().auth.admin.createUser({
      email: 'baru@contoh.test',
      password: '1234567',
      email_confirm: true,
    })
    expect(created.error).toMatchObject({ status: 422, code: 'weak_password' })
    expect(created.error!.message).toBe('Password should be at least 8 characters.')
    const account = await createAccount(t, 'viewer')
    const own = await sessionClient(t, account.email, account.password)
    const weak = await own.auth.updateUser({
      password: '1234567',
      current_password: account.password,
    })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
  })

  it("changing one's own password needs the current one (GoTrue's codes)", async () => {
    const account = await createAccount(t, 'editor')
    const own = await sessionClient(t, account.email, account.password)
    const missing = await own.auth.updateUser({ password: 'a-new-password-1' })
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' })
    const wrong = await own.auth.updateUser({
      password: 'a-new-password-1',
      current_password: 'not-the-password',
    })
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' })
    const right = await own.auth.updateUser({
      password: 'a-new-password-1',
      current_password: account.password,
    })
    expect(right.error).toBeNull()
    expect(await signIn(t, account.email, 'a-new-password-1')).toBeTruthy()
  })

  it("a deleted user's unexpired token reads no drafts; their sessions are gone", async () => {
    const { error: draftError } = await t
      .service()
      .from('faqs')
      .insert({
        question: { id: 'Draf rahasia?' },
        answer: { id: 'Belum terbit.' },
        is_published: false,
      })
    expect(draftError).toBeNull()
    const editor = await createAccount(t, 'editor')
    const drafts = () => editor.client.from('faqs').select('id').eq('is_published', false)
    expect((await drafts()).data!.length).toBeGreaterThan(0)

    expect((await t.service().auth.admin.deleteUser(editor.id)).error).toBeNull()
    const after = await drafts()
    expect(after.error).toBeNull()
    expect(after.data).toEqual([])
    const { count } = await t
      .service()
      .schema('auth' as never)
      .from('sessions')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', editor.id)
    expect(count ?? 0).toBe(0)
    const refreshed = await fetch(`${t.url}/auth/v1/user`, {
      headers: { apikey: t.anonKey, authorization: `Bearer ${editor.accessToken}` },
    })
    expect(refreshed.status).toBe(403)
  })
})

describe('8. status lookups are throttled', () => {
  const lookup = (ip: string, reference: string, email: string) =>
    client(t, { 'x-forwarded-for': ip }).rpc('track_submission', { reference, email })

  it('per reference: guessing the email from many addresses stops after 10 misses', async () => {
    const { data: reference } = await client(t, { 'x-forwarded-for': '198.51.100.1' }).rpc(
      'submit_contact',
      {
        name: 'Rina',
        email: 'rina@contoh.test',
        subject: 'Pertanyaan',
        message: 'Apakah sertifikasi ulang bisa diajukan lebih awal?',
      },
    )
    for (let i = 0; i < 10; i++) {
      const { data, error } = await lookup(`203.0.113.${i}`, reference, `tebak${i}@contoh.test`)
      expect(error).toBeNull()
      expect(data).toBeNull()
    }
    const refused = await lookup('203.0.113.99', reference, 'rina@contoh.test')
    expect(refused.status).toBe(429)
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
  })

  it('per address: 20 misses on different references, then refused; hits never count', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (await lookup('203.0.113.200', `KEL-2026-${10000 + i}`, 'x@contoh.test')).error,
      ).toBeNull()
    expect((await lookup('203.0.113.200', 'KEL-2026-20000', 'x@contoh.test')).error).toMatchObject({
      code: 'PT429',
    })
    expect((await lookup('203.0.113.201', 'KEL-2026-20000', 'x@contoh.test')).error).toBeNull()
  })
})

describe('9. personal data', () => {
  it('the audit log keeps which personal fields changed, never their values', async () => {
    const { data: reference } = await t.anon().rpc('submit_complaint', {
      name: 'Siti Rahmawati',
      company_name: 'PT Rahasia',
      email: 'siti.pribadi@contoh.test',
      phone: '0812-1111-2222',
      subject: 'Keluhan pelayanan',
      description: 'Petugas tidak menanggapi email kami selama dua minggu.',
    })
    const service = t.service()
    await service
      .from('complaints')
      .update({ status: 'diproses', notes: 'Telepon 0812-1111-2222' })
      .eq('reference', reference)
    const { data: log } = await service
      .from('audit_log')
      .select('action, changes, record_title')
      .eq('table_name', 'complaints')
    const text = JSON.stringify(log)
    for (const secret of ['Siti', 'siti.pribadi', '0812-1111-2222', 'PT Rahasia', 'Petugas'])
      expect(text).not.toContain(secret)
    const update = log!.find((entry) => entry.action === 'update')!
    expect(update.changes).toEqual({
      status: { old: 'baru', new: 'diproses' },
      notes: null,
    })
    expect(update.record_title).toBe(reference)
  })

  it('retention anonymises name, email and phone of submissions closed longer ago', async () => {
    const service = t.service()
    const submit = async (email: string) =>
      (
        await t.anon().rpc('submit_contact', {
          name: 'Andi Wijaya',
          email,
          phone: '021-5550123',
          subject: 'Pertanyaan',
          message: 'Apakah sertifikasi ulang bisa diajukan lebih awal?',
        })
      ).data as string
    const old = await submit('andi.lama@contoh.test')
    const recent = await submit('andi.baru@contoh.test')
    const open = await submit('andi.buka@contoh.test')
    await service
      .from('contact_submissions')
      .update({ status: 'dibalas' })
      .in('reference', [old, recent])
    // Closed 25 months ago (the owner may set it; the API cannot be asked to lie about time).
    await t.backend.db.pg.query(
      `update public.contact_submissions set closed_at = now() - interval '25 months' where reference = $1`,
      [old],
    )
    await t.backend.db.pg.query(
      `update public.contact_submissions set closed_at = now() - interval '25 months', status = 'baru' where reference = $1`,
      [open],
    )
    expect(await anonymiseClosedSubmissions(t.backend.db, 24)).toBe(1)
    const { data } = await service
      .from('contact_submissions')
      .select('reference, name, email, phone, subject, anonymised_at')
      .in('reference', [old, recent, open])
    const byRef = Object.fromEntries(data!.map((row) => [row.reference, row]))
    expect(byRef[old]).toMatchObject({
      name: 'Anonim',
      email: 'anonim@redacted.invalid',
      phone: null,
      subject: 'Pertanyaan',
    })
    expect(byRef[old]!.anonymised_at).not.toBeNull()
    expect(byRef[recent]).toMatchObject({ name: 'Andi Wijaya', anonymised_at: null })
    expect(byRef[open]).toMatchObject({ name: 'Andi Wijaya', anonymised_at: null })
    const { data: log } = await service
      .from('audit_log')
      .select('changes')
      .eq('table_name', 'contact_submissions')
      .eq('record_title', old)
      .order('id', { ascending: false })
      .limit(1)
    expect(log![0]!.changes).toEqual({
      name: null,
      email: null,
      phone: null,
      anonymised_at: expect.any(Object),
    })
    expect(JSON.stringify(log)).not.toContain('andi.lama')
    expect(await anonymiseClosedSubmissions(t.backend.db, 24)).toBe(0)
  })
})
