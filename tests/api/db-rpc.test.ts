/**
 * The public and staff RPCs through /rest/v1/rpc with supabase-js: submissions (valid input,
 * each invalid field, nothing stored on failure, rate limits), status tracking without
 * internal notes, the public layout query and the staff dashboard.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { type Persona, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'
import { ANON_EXECUTABLE, SIGNATURE_SQL } from './public-rpcs'

let t: TestBackend
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let ipSeq = 0

/**
 * An anonymous visitor from its own address: the backend trusts one proxy here, which appends
 * the address it saw (the right-most entry); what the client wrote before it is ignored.
 */
function visitor(ip = `203.0.113.${++ipSeq}`): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'x-forwarded-for': `198.51.100.7, ${ip}` } },
  })
}

let mailSeq = 0
const mail = () => `pemohon${++mailSeq}@contoh.test`

const validComplaint = () => ({
  name: 'Budi Santoso',
  company_name: 'PT Contoh Konstruksi',
  email: mail(),
  phone: '0812-3456-7890',
  certificate_number: 'SBU-BG001-0042',
  subject: 'Status pembayaran belum berubah',
  description: 'Kami sudah membayar tiga hari lalu namun status belum berubah.',
})
const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
const validAppeal = () => ({
  ...validComplaint(),
  subject: 'Banding atas penolakan',
  decision_date: today(),
})
const validContact = () => ({
  name: 'Rina',
  email: mail(),
  phone: null,
  subject: 'Pertanyaan',
  message: 'Apakah sertifikasi ulang bisa diajukan lebih awal?',
})

async function count(table: string): Promise<number> {
  const { count: n, error } = await service.from(table).select('id', { count: 'exact', head: true })
  if (error) throw error
  return n ?? 0
}

/** `n` working days after `at` in Jakarta (UTC+7, no daylight saving), same time of day. */
async function workingDaysLater(at: Date, n: number): Promise<string> {
  const { data } = await service.from('holidays').select('date')
  const holidays = new Set((data ?? []).map((h) => h.date as string))
  const jakarta = new Date(at.getTime() + 7 * 3600_000)
  let left = n
  while (left > 0) {
    jakarta.setUTCDate(jakarta.getUTCDate() + 1)
    const day = jakarta.getUTCDay()
    if (day !== 0 && day !== 6 && !holidays.has(jakarta.toISOString().slice(0, 10))) left -= 1
  }
  return new Date(jakarta.getTime() - 7 * 3600_000).toISOString()
}

beforeAll(async () => {
  t = await startBackend({ trustProxy: true })
  service = t.service()
  clients = await personas(t)
})
afterAll(async () => t?.stop())

describe.each([
  { fn: 'submit_complaint', table: 'complaints', prefix: 'KEL', valid: validComplaint },
  { fn: 'submit_appeal', table: 'appeals', prefix: 'BDG', valid: validAppeal },
  { fn: 'submit_contact', table: 'contact_submissions', prefix: 'MSG', valid: validContact },
] as const)('$fn', ({ fn, table, prefix, valid }) => {
  it('accepts valid input from an anonymous visitor and returns the reference number', async () => {
    const before = await count(table)
    const input = valid()
    const { data, error } = await visitor().rpc(fn, input)
    expect(error).toBeNull()
    expect(data).toMatch(new RegExp(`^${prefix}-\\d{4}-\\d{5}$`))
    expect(await count(table)).toBe(before + 1)
    const { data: row } = await service.from(table).select('*').eq('reference', data).single()
    expect(row).toMatchObject({ email: input.email, status: 'baru', handled_by: null })
    if (table !== 'contact_submissions') {
      // Due 3 working days later (Asia/Jakarta, weekends and the holidays table skipped), at the
      // same time of day: 3 calendar days only from Monday or Tuesday in a week without holidays.
      expect(new Date(row.due_at).toISOString()).toBe(
        await workingDaysLater(new Date(row.created_at), 3),
      )
    }
  })

  it('numbers references consecutively within the year', async () => {
    const a = (await visitor().rpc(fn, valid())).data as string
    const b = (await visitor().rpc(fn, valid())).data as string
    expect(Number(b.slice(-5))).toBe(Number(a.slice(-5)) + 1)
    expect(b.slice(0, 8)).toBe(a.slice(0, 8))
  })

  const invalid: [string, unknown, RegExp][] = [
    ['name', '', /Nama wajib diisi/],
    ['name', 'x'.repeat(121), /Nama maksimal 120 karakter/],
    ['email', 'bukan-email', /email tidak valid/i],
    ['email', null, /Email wajib diisi/],
    ['phone', '12ab', /Nomor telepon tidak valid/],
    ['subject', '   ', /Perihal wajib diisi/],
  ]
  if (fn !== 'submit_contact') {
    invalid.push(['phone', null, /Nomor telepon wajib diisi/])
    invalid.push(['description', 'terlalu pendek', /minimal 20 karakter/])
    invalid.push(['certificate_number', 'x'.repeat(61), /maksimal 60 karakter/])
    invalid.push(['company_name', 'y'.repeat(201), /maksimal 200 karakter/])
  } else {
    invalid.push(['message', 'pendek', /Pesan minimal 10 karakter/])
    invalid.push(['message', 'z'.repeat(5001), /Pesan maksimal 5000 karakter/])
  }
  if (fn === 'submit_appeal') {
    invalid.push(['company_name', '', /Nama perusahaan wajib diisi/])
    invalid.push(['decision_date', '', /Tanggal keputusan wajib diisi/])
    invalid.push(['decision_date', '2026-02-30', /Tanggal keputusan tidak valid/])
    invalid.push(['decision_date', '2999-01-01', /masa depan/])
    invalid.push(['decision_date', '2020-01-01', /14 hari kerja/])
  }

  it.each(invalid)(
    'rejects %s = %j with a message for that field and stores nothing',
    async (field, value, message) => {
      const before = await count(table)
      const { data, error } = await visitor().rpc(fn, { ...valid(), [field]: value })
      expect(data).toBeNull()
      expect(error).toMatchObject({ code: '22023', hint: `field:${field}` })
      expect(error!.message).toMatch(message)
      expect(error!.details).toBeTruthy()
      expect(await count(table)).toBe(before)
    },
  )
})

describe('what anonymous visitors may execute', () => {
  it('reaches the public RPCs, and every other function of public answers 42501', async () => {
    // Every callable function, each with its named arguments as null: permission is checked
    // before a function runs, so the answer says whether anon may execute it.
    const { rows } = await t.backend.db.pg.query<{
      name: string
      args: string[] | null
      sig: string
      computed: boolean
      anon: boolean
    }>(`
      select p.proname as name, ${SIGNATURE_SQL} as sig,
        exists (select 1 from unnest(p.proargtypes::oid[]) a(type) join pg_type ty on ty.oid = a.type
                where ty.typtype = 'c') as computed,
        has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
        (select array_agg(a.name order by a.ord) from unnest(p.proargnames) with ordinality a(name, ord)
         where p.proargmodes is null or p.proargmodes[a.ord] in ('i', 'b', 'v')) as args
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
        and (p.pronargs = 0 or array_position(p.proargnames, '') is null)
      order by 1`)
    expect(rows.length).toBeGreaterThan(30)
    const anon = visitor()
    const reached: string[] = []
    for (const f of rows) {
      // A computed field (its argument is a table's row, one function per table): a call with
      // null names no single function, so its privilege is read instead.
      if (f.computed) {
        if (f.anon) reached.push(f.sig)
        continue
      }
      const args = Object.fromEntries((f.args ?? []).map((name) => [name, null]))
      const { error, status } = await anon.rpc(f.name, args)
      if (error?.code === '42501' && /permission denied for function/.test(error.message))
        expect(status, f.sig).toBe(401)
      else reached.push(f.sig)
    }
    expect(reached.sort()).toEqual([...ANON_EXECUTABLE].sort())
  })
})

describe('rate limits', () => {
  it('allows 5 submissions per email per hour, then answers 429 rate_limited and stores nothing', async () => {
    const email = mail()
    for (let i = 0; i < 5; i++) {
      const { error } = await visitor().rpc('submit_contact', { ...validContact(), email })
      expect(error).toBeNull()
    }
    const before = await count('complaints')
    const { error, status } = await visitor().rpc('submit_complaint', {
      ...validComplaint(),
      email: email.toUpperCase(),
    })
    expect(status).toBe(429)
    expect(error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    expect(error!.message).toMatch(/Terlalu banyak/)
    expect(await count('complaints')).toBe(before)
  })

  it('counts one mailbox however its address is spelled: case, +tag, and dots at Gmail', async () => {
    const user = `budisantoso${++mailSeq}`
    const spellings = [
      `${user}@gmail.com`,
      `${user.replace('budi', 'Budi.')}+keluhan@GMAIL.com`,
      `${user.split('').join('.')}@googlemail.com`,
      `${user}+1+2@gmail.com`,
      ` ${user.toUpperCase()}@Gmail.Com `,
    ]
    for (const email of spellings) {
      const { error } = await visitor().rpc('submit_contact', { ...validContact(), email })
      expect(error, email).toBeNull()
    }
    const { error, status } = await visitor().rpc('submit_complaint', {
      ...validComplaint(),
      email: `${user.replace('santoso', '.santoso')}+lagi@googlemail.com`,
    })
    expect(status).toBe(429)
    expect(error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    // Five acknowledgements reached that inbox, not one more.
    const { data: sent } = await service
      .from('outbox')
      .select('to_address')
      .eq('kind', 'received')
      .ilike('to_address', `%@g%mail.com`)
    const toThatInbox = (sent ?? []).filter(
      (m: { to_address: string }) =>
        m.to_address.split('@')[0]!.split('+')[0]!.replace(/\./g, '').toLowerCase() === user,
    )
    expect(toThatInbox).toHaveLength(5)
  })

  it('elsewhere counts dots as part of the address, and still the +tag not', async () => {
    const user = `rina.wati${++mailSeq}`
    for (let i = 0; i < 5; i++) {
      const { error } = await visitor().rpc('submit_contact', {
        ...validContact(),
        email: `${user}+${i}@contoh.co.id`,
      })
      expect(error).toBeNull()
    }
    const tagged = await visitor().rpc('submit_contact', {
      ...validContact(),
      email: `${user.toUpperCase()}@contoh.co.id`,
    })
    expect(tagged.error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    const undotted = await visitor().rpc('submit_contact', {
      ...validContact(),
      email: `${user.replace('.', '')}@contoh.co.id`,
    })
    expect(undotted.error).toBeNull()
  })

  it('allows 20 submissions per client address per hour', async () => {
    const ip = '198.51.100.77'
    for (let i = 0; i < 20; i++) {
      const { error } = await visitor(ip).rpc('submit_contact', validContact())
      expect(error).toBeNull()
    }
    const { error } = await visitor(ip).rpc('submit_contact', validContact())
    expect(error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    // Another address is not affected.
    expect((await visitor().rpc('submit_contact', validContact())).error).toBeNull()
  })

  it('does not count rejected input against the limit', async () => {
    const email = mail()
    for (let i = 0; i < 6; i++) {
      const { error } = await visitor().rpc('submit_contact', {
        ...validContact(),
        email,
        message: 'x',
      })
      expect(error?.hint).toBe('field:message')
    }
    expect((await visitor().rpc('submit_contact', { ...validContact(), email })).error).toBeNull()
  })
})

describe('track_submission', () => {
  it('shows status, resolution and last update for the right email, never internal notes', async () => {
    const input = validComplaint()
    const { data: reference } = await visitor().rpc('submit_complaint', input)
    const { error: updateError } = await clients.editor
      .from('complaints')
      .update({ status: 'diproses', resolution: 'Sedang kami periksa.' })
      .eq('reference', reference)
    expect(updateError).toBeNull()
    const { data: row } = await service
      .from('complaints')
      .select('id')
      .eq('reference', reference)
      .single()
    const { error: noteError } = await clients.editor
      .from('case_notes')
      .insert({ complaint_id: (row as { id: string }).id, body: 'CATATAN-RAHASIA internal' })
    expect(noteError).toBeNull()

    const { data, error } = await visitor().rpc('track_submission', {
      reference,
      email: input.email.toUpperCase(),
    })
    expect(error).toBeNull()
    expect(Object.keys(data).sort()).toEqual([
      'reference',
      'resolution',
      'status',
      'timeline',
      'type',
      'updated_at',
    ])
    expect(data).toMatchObject({
      reference,
      type: 'complaint',
      status: 'diproses',
      timeline: [
        { at: expect.any(String), status: 'baru' },
        { at: expect.any(String), status: 'diproses' },
      ],
      resolution: 'Sedang kami periksa.',
    })
    expect(JSON.stringify(data)).not.toContain('RAHASIA')
  })

  it('answers null when the email does not match or the reference is unknown', async () => {
    const input = validAppeal()
    const { data: reference } = await visitor().rpc('submit_appeal', input)
    expect(
      (await visitor().rpc('track_submission', { reference, email: 'orang.lain@contoh.test' }))
        .data,
    ).toBeNull()
    expect(
      (await visitor().rpc('track_submission', { reference: 'BDG-1999-99999', email: input.email }))
        .data,
    ).toBeNull()
    expect(
      (
        await visitor().rpc('track_submission', {
          reference: reference.toLowerCase(),
          email: input.email,
        })
      ).data,
    ).toMatchObject({
      type: 'appeal',
      status: 'baru',
      resolution: null,
    })
  })

  it('finds a reference typed with spaces or other dashes, as Cek SBU finds a number', async () => {
    const input = validComplaint()
    const { data: reference } = await visitor().rpc('submit_complaint', input)
    const spaced = (reference as string).replaceAll('-', ' ')
    for (const typed of [spaced, ` ${spaced.toLowerCase()} `, reference.replaceAll('-', ' – ')]) {
      const { data, error } = await visitor().rpc('track_submission', {
        reference: typed,
        email: input.email,
      })
      expect(error).toBeNull()
      expect(data).toMatchObject({ reference, type: 'complaint', status: 'baru' })
    }
  })

  it('gives a rejected complaint, and only that, the last day to appeal (14 working days on)', async () => {
    const input = validComplaint()
    const { data: reference } = await visitor().rpc('submit_complaint', input)
    const track = async (ref: string, email: string) => {
      const { data, error } = await visitor().rpc('track_submission', { reference: ref, email })
      expect(error).toBeNull()
      return data as Record<string, unknown>
    }
    await clients.editor
      .from('complaints')
      .update({ status: 'diproses' })
      .eq('reference', reference)
    expect(await track(reference, input.email)).not.toHaveProperty('appeal_until')
    const { error } = await clients.editor
      .from('complaints')
      .update({ status: 'ditolak', resolution: 'Di luar lingkup kami.' })
      .eq('reference', reference)
    expect(error).toBeNull()
    const { data: row } = await service
      .from('complaints')
      .select('closed_at')
      .eq('reference', reference)
      .single()
    const data = await track(reference, input.email)
    expect(Object.keys(data).sort()).toEqual([
      'appeal_until',
      'reference',
      'resolution',
      'status',
      'timeline',
      'type',
      'updated_at',
    ])
    expect(data).toMatchObject({
      status: 'ditolak',
      resolution: 'Di luar lingkup kami.',
      // The Jakarta calendar date of that moment.
      appeal_until: new Date(
        new Date(await workingDaysLater(new Date(row!.closed_at as string), 14)).getTime() +
          7 * 3600_000,
      )
        .toISOString()
        .slice(0, 10),
    })
    expect(JSON.stringify(data)).not.toContain('RAHASIA')

    // A rejected appeal is final: no date to appeal it again.
    const appeal = validAppeal()
    const { data: appealRef } = await visitor().rpc('submit_appeal', appeal)
    await clients.editor
      .from('appeals')
      .update({ status: 'ditolak', resolution: 'Keputusan semula dikuatkan.' })
      .eq('reference', appealRef)
    const rejectedAppeal = await track(appealRef, appeal.email)
    expect(rejectedAppeal).toMatchObject({ type: 'appeal', status: 'ditolak' })
    expect(rejectedAppeal).not.toHaveProperty('appeal_until')
  })

  it('tracks contact messages too', async () => {
    const input = validContact()
    const { data: reference } = await visitor().rpc('submit_contact', input)
    const { data } = await visitor().rpc('track_submission', { reference, email: input.email })
    expect(data).toMatchObject({ type: 'contact', status: 'baru' })
  })
})

describe('public_layout', () => {
  it('returns the settings and the published navigation tree, ordered', async () => {
    const { data, error } = await clients.anon.rpc('public_layout')
    expect(error).toBeNull()
    expect(data.settings).toMatchObject({
      site_name: 'LSBU Karya Mandiri Nusantara',
      phone: expect.stringMatching(/^021/),
    })
    expect(data.settings.work_hours).toMatchObject({
      id: expect.any(String),
      en: expect.any(String),
    })
    const tree = (
      data.navigation as {
        label: { id: string }
        url: string
        children: { label: { id: string }; url: string }[]
      }[]
    ).map((item) => [item.label.id, item.url, item.children.map((c) => `${c.label.id} ${c.url}`)])
    expect(tree).toEqual([
      ['Beranda', '/', []],
      [
        'Profil',
        '#',
        [
          'Tentang Kami /profil/tentang',
          'Visi & Misi /profil/visi-misi',
          'Struktur Organisasi /profil/struktur-organisasi',
          'Legalitas /profil/legalitas',
          'Kontak /profil/kontak',
        ],
      ],
      [
        'Layanan',
        '#',
        [
          'Ruang Lingkup /layanan/ruang-lingkup',
          'Alur Sertifikasi /layanan/alur',
          'Cek SBU /layanan/cek-sbu',
          'Cek SBU Massal /layanan/cek-sbu/massal',
          'Direktori BUJK /layanan/direktori',
          'Persyaratan /layanan/persyaratan',
          'Biaya Sertifikasi /layanan/biaya',
        ],
      ],
      [
        'Informasi',
        '#',
        [
          'Berita /informasi/news',
          'Produk Hukum /informasi/produk-hukum',
          'FAQ /informasi/faq',
          'Klien Kami /informasi/klien',
        ],
      ],
      [
        'Layanan Online',
        '#',
        ['Keluhan /keluhan', 'Banding /banding', 'Status Pengajuan /layanan/status'],
      ],
    ])
  })

  it('leaves out unpublished items and their children, and follows sort_order', async () => {
    const { data: info } = await service
      .from('navigation_menus')
      .select('id')
      .eq('url', '/informasi/faq')
      .single()
    await service.from('navigation_menus').update({ is_published: false }).eq('id', info!.id)
    const { data: layanan } = await service
      .from('navigation_menus')
      .select('id')
      .eq('url', '/layanan/alur')
      .single()
    await service.from('navigation_menus').update({ sort_order: -1 }).eq('id', layanan!.id)
    const { data } = await clients.anon.rpc('public_layout')
    const urls = JSON.stringify(data.navigation)
    expect(urls).not.toContain('/informasi/faq')
    const services = data.navigation.find(
      (n: { url: string; label: { id: string } }) => n.label.id === 'Layanan',
    )
    expect(services.children[0].url).toBe('/layanan/alur')
  })
})

describe('dashboard_counts and recent_activity', () => {
  it('refuses anonymous callers', async () => {
    expect((await clients.anon.rpc('dashboard_counts')).error?.code).toBe('42501')
    expect((await clients.anon.rpc('recent_activity', { limit: 5 })).error?.code).toBe('42501')
  })

  it('counts clients, published articles, new complaints and new appeals for any staff role', async () => {
    const expected = {
      total_clients: await count('clients'),
      published_clients: (await service.from('clients').select('id').eq('is_published', true)).data!
        .length,
      published_articles: (
        await service
          .from('articles')
          .select('id')
          .eq('status', 'published')
          .lte('published_at', new Date().toISOString())
      ).data!.length,
      new_complaints: (await service.from('complaints').select('id').eq('status', 'baru')).data!
        .length,
      new_appeals: (await service.from('appeals').select('id').eq('status', 'baru')).data!.length,
    }
    for (const persona of ['noprofile', 'viewer', 'editor', 'admin'] as Persona[]) {
      const { data, error } = await clients[persona].rpc('dashboard_counts')
      expect(error).toBeNull()
      expect(data).toEqual(expected)
    }
    expect(expected.published_articles).toBeGreaterThan(0)
  })

  it('counts every client in total_clients and the ones visitors see in published_clients', async () => {
    const before = (await clients.admin.rpc('dashboard_counts')).data
    const { data: hidden } = await service
      .from('clients')
      .insert({ name: 'PT Tersembunyi Dashboard', is_published: false })
      .select('id')
      .single()
    const after = (await clients.admin.rpc('dashboard_counts')).data
    expect(after.total_clients).toBe(before.total_clients + 1)
    expect(after.published_clients).toBe(before.published_clients)
    expect(after.published_clients).toBe(
      (await clients.anon.from('clients').select('id')).data!.length,
    )
    await service.from('clients').delete().eq('id', hidden!.id)
  })

  it('lists the latest changes with actor name, action, entity and title, and no submitter details', async () => {
    await clients.editor.from('faqs').update({ sort_order: 11 }).eq('category', 'biaya')
    const input = validComplaint()
    const { data: reference } = await visitor().rpc('submit_complaint', input)
    const { data, error } = await clients.viewer.rpc('recent_activity', { limit: 5 })
    expect(error).toBeNull()
    expect(data).toHaveLength(5)
    expect(Object.keys(data[0]).sort()).toEqual([
      'action',
      'actor_name',
      'at',
      'entity',
      'id',
      'record_id',
      'title',
    ])
    expect(data[0]).toMatchObject({
      action: 'insert',
      entity: 'complaints',
      title: reference,
      actor_name: 'Publik',
    })
    const faq = data.find((r: { entity: string }) => r.entity === 'faqs')
    expect(faq).toMatchObject({
      action: 'update',
      actor_name: expect.stringMatching(/^Uji editor/),
      title: expect.stringMatching(/biaya/i),
    })
    const text = JSON.stringify(data)
    expect(text).not.toContain(input.email)
    expect(text).not.toContain(input.name)
    expect(
      (await clients.viewer.rpc('recent_activity', { limit: 500 })).data.length,
    ).toBeLessThanOrEqual(50)
  })
})

describe('count_users', () => {
  it('is callable by anon and counts auth users', async () => {
    const { data, error } = await clients.anon.rpc('count_users')
    expect(error).toBeNull()
    expect(data).toBe((await service.auth.admin.listUsers()).data.users.length)
    expect(data).toBeGreaterThanOrEqual(4)
  })
})

describe('staff lookups', () => {
  it('last_change tells staff who last changed a row, and refuses anon', async () => {
    const { data: faq } = await service
      .from('faqs')
      .select('id')
      .eq('category', 'dokumen')
      .limit(1)
      .single()
    await clients.editor.from('faqs').update({ sort_order: 21 }).eq('id', faq!.id)
    const { data, error } = await clients.viewer.rpc('last_change', {
      entity: 'faqs',
      record_id: faq!.id,
    })
    expect(error).toBeNull()
    expect(data).toEqual({
      actor_name: expect.stringMatching(/^Uji editor/),
      action: 'update',
      at: expect.any(String),
    })
    expect(
      (await clients.viewer.rpc('last_change', { entity: 'faqs', record_id: 'tidak-ada' })).data,
    ).toBeNull()
    expect(
      (await clients.anon.rpc('last_change', { entity: 'faqs', record_id: faq!.id })).error?.code,
    ).toBe('42501')
  })

  it('staff_members lists names and roles, without emails, to editors and admins only', async () => {
    const { data, error } = await clients.editor.rpc('staff_members')
    expect(error).toBeNull()
    expect(data.length).toBeGreaterThanOrEqual(3)
    expect(Object.keys(data[0]).sort()).toEqual(['full_name', 'id', 'role'])
    for (const persona of ['anon', 'noprofile', 'viewer'] as Persona[]) {
      expect((await clients[persona].rpc('staff_members')).error?.code).toBe('42501')
    }
  })
})
