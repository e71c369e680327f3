/**
 * Watching a certificate or a company ("Watch a certificate or a NIB"): subscribe →
 * the confirm mail in the SMTP sink → confirm → a status change made by staff → the alert in
 * the sink with the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058) → the one-click
 * POST unsubscribes → the next change mails nothing. An unconfirmed watch gets nothing; the
 * 30-days-before-expiry and surveillance-overdue alerts go once each (the register job); the
 * limits per address and per email; only admins read the watchers' emails; retention deletes
 * unconfirmed watches after 48 hours; the audit log never holds the email.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createFront } from '../../supabase/local/front'
import { parseMessage, type SmtpSink, startSmtpSink } from '../../supabase/local/mail/smtp-sink'
import { startMailWorker } from '../../supabase/local/mail/worker'
import { deleteStaleRegisterWatches } from '../../supabase/local/retention'
import { type Persona, personas } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

let t: TestBackend
let sink: SmtpSink
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let companyId = ''
let ipSeq = 0
const owner = () => t.backend.db.pg

/** An anonymous visitor at an address of its own (the database's limits count per address). */
const visitor = (address = `198.51.100.${++ipSeq}`) =>
  createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'x-forwarded-for': address } },
  })

/** Sends what the outbox holds for these addresses and returns what the sink received for them. */
async function mailTo(...addresses: string[]): Promise<ParsedMail[]> {
  await owner().query(
    `update public.outbox set next_attempt_at = case when to_address = any($1) then now() else now() + interval '1 day' end
     where status = 'pending'`,
    [addresses],
  )
  const before = sink.messages.length
  const worker = startMailWorker({
    supabaseUrl: () => t.url,
    serviceRoleKey: t.serviceRoleKey,
    mail: { smtpUrl: sink.url, from: 'no-reply@lsbu.test', pollMs: 60_000, leaseSeconds: 60 },
    now: () => new Date(`${new Date().toISOString().slice(0, 10)}T05:00:00+07:00`),
  })
  await worker.tick()
  await worker.stop()
  return Promise.all(sink.messages.slice(before).map(parseMessage))
}

const link = (mail: ParsedMail, path: string) => {
  const match = (mail.text ?? '').match(
    new RegExp(`https?://\\S+${path}\\?token=[^\\s&]+(&lng=en)?`),
  )
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`)
  return new URL(match[0])
}

/** A header as the message carries it (mailparser turns List-* headers into objects). */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .trim()

let seq = 0
async function certificate(extra: Record<string, unknown> = {}) {
  seq += 1
  const number = `SBU-WTC-2026-${String(seq).padStart(6, '0')}`
  const { data, error } = await service
    .from('certificates')
    .insert({
      number,
      company_id: companyId,
      issued_on: '2026-01-10',
      valid_until: '2029-01-09',
      ...extra,
    })
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  return { id: (data as { id: string }).id, number }
}

async function setStatus(id: string, status: string, reason?: { id: string; en: string }) {
  const { error } = await clients.editor
    .from('certificates')
    .update({
      status,
      status_reason: reason ?? null,
      status_changed_on: status === 'aktif' ? null : '2026-11-30',
    })
    .eq('id', id)
  if (error) throw new Error(`${error.code} ${error.message}`)
}

/** Subscribes and confirms through the server's pages (the confirm link of the mail). */
async function watch(email: string, number: string, scope = 'certificate', language = 'id') {
  const { error } = await visitor().rpc('watch_register', { email, number, scope, language })
  if (error) throw new Error(error.message)
  const [confirm] = await mailTo(email)
  const url = link(confirm!, '/layanan/cek-sbu/pantau/konfirmasi')
  const res = await fetch(`${t.url}${url.pathname}${url.search}`, { method: 'POST' })
  expect(res.status).toBe(200)
  return confirm!
}

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await startBackend({ trustProxy: 1 })
  service = t.service()
  clients = await personas(t)
  const { data, error } = await service
    .from('certified_companies')
    .insert({
      name: 'Pantau Jaya',
      nib: '7777000011112',
      city: 'Bandung',
      province: 'Jawa Barat',
      pjbu_name: 'Direktur Pantau',
    })
    .select('id')
    .single()
  if (error) throw error
  companyId = (data as { id: string }).id
})
afterAll(async () => {
  await t?.stop()
  await sink?.close()
})

describe('subscribe, confirm, alert, unsubscribe', () => {
  it('mails the confirm link, alerts on a change only once confirmed, and one click unsubscribes', async () => {
    const cert = await certificate()
    const email = 'rina@pemda.test'
    const { data, error } = await visitor().rpc('watch_register', {
      email: ' Rina@Pemda.test ',
      number: cert.number.toLowerCase(),
      scope: 'certificate',
      language: 'id',
    })
    expect(error).toBeNull()
    expect(data).toEqual({ status: 'sent' })

    // Pending: a change now mails nothing but the confirm mail.
    await setStatus(cert.id, 'dibekukan', {
      id: 'Surveilans tidak dilaksanakan.',
      en: 'Surveillance not done.',
    })
    const [confirm, ...rest] = await mailTo(email)
    expect(rest).toEqual([])
    expect(confirm!.subject).toBe(`Konfirmasi pemberitahuan untuk SBU ${cert.number}`)
    expect(header(confirm!, 'List-Unsubscribe')).toMatch(
      /^<https?:\/\/.+\/layanan\/cek-sbu\/pantau\/berhenti\?token=[0-9a-f-]{36}\.[0-9a-f]{64}>$/,
    )
    expect(header(confirm!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const confirmUrl = link(confirm!, '/layanan/cek-sbu/pantau/konfirmasi')
    // Only the token's hash is stored.
    const { rows } = await owner().query<{ confirm_token_hash: string; status: string }>(
      'select confirm_token_hash, status from public.register_watches where email = $1',
      [email],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.status).toBe('pending')
    expect(rows[0]!.confirm_token_hash).not.toContain(confirmUrl.searchParams.get('token'))

    // A GET (a link scanner) only shows the button; the POST confirms.
    const shown = await fetch(`${t.url}${confirmUrl.pathname}${confirmUrl.search}`)
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('<form method="post"')
    expect(
      (
        await owner().query<{ status: string }>(
          'select status from public.register_watches where email = $1',
          [email],
        )
      ).rows[0]!.status,
    ).toBe('pending')
    const confirmed = await fetch(`${t.url}${confirmUrl.pathname}${confirmUrl.search}`, {
      method: 'POST',
    })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Pemberitahuan aktif')

    await setStatus(cert.id, 'aktif')
    await setStatus(cert.id, 'dibekukan', { id: 'Dokumen palsu.', en: 'Forged documents.' })
    const alerts = await mailTo(email)
    expect(alerts.map((m) => m.subject)).toEqual([
      `SBU ${cert.number}: dipulihkan (aktif kembali)`,
      `SBU ${cert.number}: dibekukan`,
    ])
    expect(alerts[1]!.text).toContain('Alasan: Dokumen palsu.')
    expect(alerts[1]!.text).toContain(`/verifikasi/${cert.number}`)
    const unsubscribe = header(alerts[1]!, 'List-Unsubscribe')!
    expect(unsubscribe).toMatch(/^<https?:\/\/.+\/layanan\/cek-sbu\/pantau\/berhenti\?token=.+>$/)
    expect(header(alerts[1]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(alerts[1]!.text).toContain(unsubscribe.slice(1, -1))

    // The unsubscribe link's GET shows a button and changes nothing.
    const endUrl = new URL(unsubscribe.slice(1, -1))
    const page = await fetch(`${t.url}${endUrl.pathname}${endUrl.search}`)
    expect(await page.text()).toContain('Berhenti menerima email')
    expect(
      (await owner().query('select 1 from public.register_watches where email = $1', [email])).rows,
    ).toHaveLength(1)
    // RFC 8058: the mail client's POST, from anywhere, unsubscribes at once.
    const oneClick = await fetch(`${t.url}${endUrl.pathname}${endUrl.search}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
      },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(
      (await owner().query('select 1 from public.register_watches where email = $1', [email])).rows,
    ).toHaveLength(0)

    await setStatus(cert.id, 'dicabut', { id: 'Dicabut.', en: 'Revoked.' })
    expect(await mailTo(email)).toEqual([])
  })

  it('writes the mails in English for an English watcher, and a company watch covers its new certificates', async () => {
    const first = await certificate()
    const email = 'buyer@example.test'
    const confirm = await watch(email, first.number, 'company', 'en')
    expect(confirm.subject).toBe('Confirm your alerts for every SBU of PT Pantau Jaya')
    expect(confirm.headers.get('content-language')).toBe('en')
    const second = await certificate()
    await setStatus(second.id, 'dibekukan', { id: 'Alasan.', en: 'Under investigation.' })
    const alerts = await mailTo(email)
    expect(alerts.map((m) => m.subject)).toEqual([
      `SBU ${second.number}: issued`,
      `SBU ${second.number}: frozen`,
    ])
    expect(alerts[1]!.text).toContain('Reason: Under investigation.')
    expect(alerts[1]!.text).toContain('Stop these emails (unsubscribe)')
    await owner().query('delete from public.register_watches where email = $1', [email])
  })

  it('a wrong or expired confirm link confirms nothing', async () => {
    const cert = await certificate()
    const email = 'late@example.test'
    await visitor().rpc('watch_register', { email, number: cert.number })
    const [confirm] = await mailTo(email)
    const url = link(confirm!, '/layanan/cek-sbu/pantau/konfirmasi')
    const wrong = await t.anon().rpc('confirm_register_watch', { token: 'f'.repeat(64) })
    expect(wrong.error?.code).toBe('P0002')
    await owner().query(
      `update public.register_watches set created_at = now() - interval '49 hours' where email = $1`,
      [email],
    )
    const res = await fetch(`${t.url}${url.pathname}${url.search}`, { method: 'POST' })
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('kedaluwarsa')
    // Retention deletes it.
    expect(await deleteStaleRegisterWatches(t.backend.db)).toBeGreaterThanOrEqual(1)
    expect(
      (await owner().query('select 1 from public.register_watches where email = $1', [email])).rows,
    ).toHaveLength(0)
  })
})

describe('the scheduled alerts', () => {
  it('mails 30 days before the end and surveillance overdue once each', async () => {
    const today = new Date(Date.now() + 7 * 3600_000)
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const soon = await certificate({ valid_until: day(20) })
    const overdue = await certificate({ next_surveillance_due: day(-3) })
    const later = await certificate({ valid_until: day(40) })
    const email = 'pokja@lpse.test'
    for (const c of [soon, overdue, later]) await watch(email, c.number)
    await t.backend.registerJobs.run()
    const alerts = await mailTo(email)
    expect(alerts.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(new RegExp(`^SBU ${soon.number}: berakhir pada \\d+ \\w+ \\d{4}$`)),
      `SBU ${overdue.number}: surveilans terlambat`,
    ])
    expect(
      alerts.every((m) => header(m, 'List-Unsubscribe-Post') === 'List-Unsubscribe=One-Click'),
    ).toBe(true)
    // Once: the next run mails nothing.
    await t.backend.registerJobs.run()
    expect(await mailTo(email)).toEqual([])
  })
})

describe('the limits', () => {
  it('10 requests per address per hour', async () => {
    const cert = await certificate()
    const same = visitor('192.0.2.77')
    for (let i = 0; i < 10; i++) {
      const { error } = await same.rpc('watch_register', {
        email: `a${i}@limit.test`,
        number: cert.number,
      })
      expect(error).toBeNull()
    }
    const { error } = await same.rpc('watch_register', {
      email: 'a10@limit.test',
      number: cert.number,
    })
    expect(error?.code).toBe('PT429')
    expect(error?.message).toContain('Terlalu banyak permintaan')
    expect(error?.details).toContain('Too many alert requests')
  })

  it('3 confirm mails per email per day', async () => {
    const email = 'three@limit.test'
    for (let i = 0; i < 3; i++) {
      const cert = await certificate()
      const { error } = await visitor().rpc('watch_register', { email, number: cert.number })
      expect(error).toBeNull()
    }
    const cert = await certificate()
    const { error } = await visitor().rpc('watch_register', { email, number: cert.number })
    expect(error?.code).toBe('PT429')
    expect(error?.hint).toBe('field:email')
    expect(error?.details).toContain('3 times today')
  })

  it('20 watches per email', async () => {
    const email = 'many@limit.test'
    const { rows } = await owner().query<{ id: string }>(
      `insert into public.certificates (number, company_id, issued_on, valid_until)
       select 'SBU-WTM-2026-' || lpad(g::text, 6, '0'), $1, '2026-01-10', '2029-01-09' from generate_series(1, 21) g
       returning id`,
      [companyId],
    )
    await owner().query(
      `insert into public.register_watches (email, certificate_id, status, confirm_token_hash)
       select $1, id, 'active', md5(id::text) || md5(id::text || 'x') from unnest($2::uuid[]) id`,
      [email, rows.slice(0, 20).map((r) => r.id)],
    )
    const { error } = await visitor().rpc('watch_register', {
      email,
      number: 'SBU-WTM-2026-000021',
    })
    expect(error?.hint).toBe('field:email')
    expect(error?.message).toContain('20')
    expect(error?.details).toContain('already watches 20')
  })

  it('validates the email, the scope and the number', async () => {
    const cert = await certificate()
    const bad = await visitor().rpc('watch_register', {
      email: 'not-an-email',
      number: cert.number,
    })
    expect(bad.error?.hint).toBe('field:email')
    const scope = await visitor().rpc('watch_register', {
      email: 'x@y.test',
      number: cert.number,
      scope: 'all',
    })
    expect(scope.error?.hint).toBe('field:scope')
    const none = await visitor().rpc('watch_register', { email: 'x@y.test', number: 'SBU-NONE-1' })
    expect(none.error?.code).toBe('P0002')
  })
})

describe('the no-JS form post', () => {
  it('subscribes from a plain form and says to check the inbox; errors come back in the page’s language', async () => {
    const cert = await certificate()
    const post = (body: string) =>
      fetch(`${t.url}/layanan/cek-sbu/pantau`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '203.0.113.200',
        },
        body,
      })
    const ok = await post(
      `email=form%40example.test&number=${cert.number}&scope=certificate&lng=en`,
    )
    expect(ok.status).toBe(200)
    const html = await ok.text()
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('Check your email')
    const [mail] = await mailTo('form@example.test')
    expect(mail!.subject).toBe(`Confirm your alerts for SBU ${cert.number}`)
    const bad = await post(`email=nope&number=${cert.number}&scope=certificate`)
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain('Masukkan alamat email yang valid.')
    const cross = await fetch(`${t.url}/layanan/cek-sbu/pantau`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: `email=x%40y.test&number=${cert.number}`,
    })
    expect(cross.status).toBe(403)
  })
})

describe('a front in front of hosted Supabase', () => {
  it('serves the same pages through the project’s API', async () => {
    const dist = realRendererDist()
    const front = createFront({ staticDir: dist.dir, supabaseUrl: t.url, anonKey: t.anonKey })
    try {
      const base = await front.listen(0)
      const cert = await certificate()
      const res = await fetch(`${base}/layanan/cek-sbu/pantau`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `email=front%40example.test&number=${cert.number}&scope=certificate`,
      })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('Periksa email Anda')
      const [mail] = await mailTo('front@example.test')
      const url = link(mail!, '/layanan/cek-sbu/pantau/konfirmasi')
      const confirmed = await fetch(`${base}${url.pathname}${url.search}`, { method: 'POST' })
      expect(await confirmed.text()).toContain('Pemberitahuan aktif')
      const end = new URL(header(mail!, 'List-Unsubscribe')!.slice(1, -1))
      const ended = await fetch(`${base}${end.pathname}${end.search}`, { method: 'POST' })
      expect(await ended.text()).toContain('Anda sudah berhenti')
      expect(
        (
          await owner().query('select 1 from public.register_watches where email = $1', [
            'front@example.test',
          ])
        ).rows,
      ).toHaveLength(0)
    } finally {
      await front.close()
      dist.remove()
    }
  })
})

describe('rights over the watchers’ emails', () => {
  it('anon cannot read the table; viewers and editors see no rows; admins read the emails', async () => {
    const cert = await certificate()
    await watch('rights@example.test', cert.number)
    const anon = await clients.anon.from('register_watches').select('email')
    expect(anon.error?.code).toBe('42501')
    for (const persona of ['viewer', 'editor', 'noprofile'] as const) {
      const { data, error } = await clients[persona].from('register_watches').select('email')
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
    const { data } = await clients.admin.from('register_watches').select('email, status')
    expect(data).toContainEqual({ email: 'rights@example.test', status: 'active' })
    // Nobody writes through the API.
    const write = await clients.admin
      .from('register_watches')
      .update({ status: 'pending' })
      .eq('email', 'rights@example.test')
      .select()
    expect(write.error?.code).toBe('42501')
    // Only the service role runs the scheduled alerts.
    expect((await clients.admin.rpc('queue_register_watch_alerts')).error?.code).toBe('42501')
  })

  it('the audit log keeps the watch but never the email', async () => {
    const { rows } = await owner().query<{ changes: Record<string, unknown> }>(
      `select changes from public.audit_log where table_name = 'register_watches'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toMatch(/@example\.test|@pemda\.test/)
  })
})
