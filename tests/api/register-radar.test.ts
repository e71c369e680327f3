/**
 * The counterfeit radar: number lookups (certificate_by_number, and check_certificate with a
 * query that is a number) that find nothing but have our numbers' shape (SBU-KMN-YYYY-NNNNNN)
 * are counted in public.register_radar (the number, count, first and last seen; never the
 * visitor's address); found numbers and other shapes are not. The third check within 7 days
 * notifies editors and admins once; the daily digest lists the number. Staff read, only admins
 * dismiss, anon sees nothing.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let admin: Account
let editor: Account
let viewer: Account
let ipSeq = 0
let numberSeq = 0

const owner = () => t.backend.db.pg
const nextAddress = () => `198.51.100.${10 + ++ipSeq}`
/** A number of our shape that the register does not hold. */
const unknownNumber = () => `SBU-KMN-2031-${String(900000 + ++numberSeq).padStart(6, '0')}`

/** An anonymous visitor from its own address (one trusted proxy: the right-most entry). */
function visitor(ip = nextAddress()): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'x-forwarded-for': ip } },
  })
}

async function byNumber(number: string, ip?: string) {
  const { data, error } = await visitor(ip).rpc('certificate_by_number', { number })
  if (error) throw new Error(`${error.code} ${error.message}`)
  return data as unknown
}

async function check(query: string) {
  const { data, error } = await visitor().rpc('check_certificate', { query })
  if (error) throw new Error(`${error.code} ${error.message}`)
  return data as { match: string | null }
}

interface RadarRow {
  id: string
  number: string
  count: number
  first_seen: string
  last_seen: string
}

async function radarRow(number: string): Promise<RadarRow | null> {
  const { data, error } = await service
    .from('register_radar')
    .select('*')
    .eq('number', number)
    .maybeSingle()
  if (error) throw error
  return data as RadarRow | null
}

async function alerts(number: string) {
  const { data, error } = await service
    .from('notifications')
    .select('user_id, kind, entity, record_id, reference')
    .eq('kind', 'forgery_suspected')
    .eq('reference', number)
  if (error) throw error
  return data as { user_id: string; entity: string; record_id: string }[]
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  admin = await createAccount(t, 'admin')
  editor = await createAccount(t, 'editor')
  viewer = await createAccount(t, 'viewer')
})
afterAll(async () => t?.stop())

describe('counting', () => {
  it('counts unknown numbers of our shape from both lookups, in one canonical spelling', async () => {
    const number = unknownNumber()
    expect(await byNumber(number)).toBeNull()
    let row = await radarRow(number)
    expect(row).toMatchObject({ number, count: 1 })
    expect(row!.first_seen).toBe(row!.last_seen)
    // Typed as people type it: lower case, spaces instead of dashes; and through the check.
    expect(await byNumber(number.toLowerCase().replaceAll('-', ' '))).toBeNull()
    expect((await check(number.replaceAll('-', ''))).match).toBeNull()
    row = await radarRow(number)
    expect(row).toMatchObject({ number, count: 3 })
    expect(new Date(row!.last_seen).getTime()).toBeGreaterThan(new Date(row!.first_seen).getTime())
  })

  it('does not count found numbers, other shapes, NIBs or names', async () => {
    const { data } = await service
      .from('certificates')
      .select('number')
      .like('number', 'SBU-KMN-%')
      .limit(1)
      .single()
    const found = (data as { number: string }).number
    expect(await byNumber(found)).not.toBeNull()
    expect((await check(found)).match).toBe('number')
    const before = await service.from('register_radar').select('id', { count: 'exact', head: true })
    expect(await byNumber('SBU-XYZ-2031-000001')).toBeNull()
    expect(await byNumber('SBU-KMN-2031-0001')).toBeNull()
    expect(await byNumber(`SBU-KMN-2031-${'9'.repeat(60)}`)).toBeNull()
    expect(await byNumber('ABC-123')).toBeNull()
    await check('9999999999999')
    await check('Beton Tidak Ada Jaya')
    const after = await service.from('register_radar').select('id', { count: 'exact', head: true })
    expect(after.count).toBe(before.count)
    const { count } = await service
      .from('register_radar')
      .select('id', { count: 'exact', head: true })
      .eq('number', found)
    expect(count).toBe(0)
  })

  it('stores no address or anything about the visitor', async () => {
    const number = unknownNumber()
    const ip = '198.51.100.250'
    await byNumber(number, ip)
    const { rows } = await owner().query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'register_radar' order by ordinal_position`,
    )
    expect(rows.map((r) => r.column_name)).toEqual([
      'id',
      'number',
      'count',
      'first_seen',
      'last_seen',
      'recent',
      'notified_at',
      'updated_at',
    ])
    const { rows: all } = await owner().query<{ j: string }>(
      'select row_to_json(r)::text as j from public.register_radar r',
    )
    expect(all.some((r) => r.j.includes(ip))).toBe(false)
  })
})

describe('the notification', () => {
  it('comes at the third check within 7 days, to editors and admins, once', async () => {
    const number = unknownNumber()
    await byNumber(number)
    await byNumber(number)
    expect(await alerts(number)).toEqual([])
    await byNumber(number)
    const first = await alerts(number)
    const row = await radarRow(number)
    const users = first.map((a) => a.user_id)
    expect(users).toEqual(expect.arrayContaining([admin.id, editor.id]))
    expect(users).not.toContain(viewer.id)
    expect(first.every((a) => a.entity === 'register_radar' && a.record_id === row!.id)).toBe(true)
    // The admin sees it in the bell (own notifications only).
    const bell = await admin.client
      .from('notifications')
      .select('kind, reference')
      .eq('kind', 'forgery_suspected')
      .eq('reference', number)
    expect(bell.data).toHaveLength(1)
    await byNumber(number)
    await byNumber(number)
    expect(await alerts(number)).toHaveLength(first.length)
    expect((await radarRow(number))!.count).toBe(5)
  })

  it('does not come when the three checks span more than 7 days; again after 7 days', async () => {
    const number = unknownNumber()
    await byNumber(number)
    await byNumber(number)
    await owner().query(
      `update public.register_radar set recent = array[now() - interval '9 days', now() - interval '8 days'] where number = $1`,
      [number],
    )
    await byNumber(number)
    expect(await alerts(number)).toEqual([])
    await byNumber(number)
    await byNumber(number)
    const once = (await alerts(number)).length
    expect(once).toBeGreaterThan(0)
    // A week after the alert, three more checks raise it again.
    await owner().query(
      `update public.register_radar set notified_at = now() - interval '8 days',
         recent = array[now() - interval '9 days'] where number = $1`,
      [number],
    )
    await byNumber(number)
    await byNumber(number)
    expect(await alerts(number)).toHaveLength(once)
    await byNumber(number)
    expect(await alerts(number)).toHaveLength(2 * once)
  })
})

describe('the daily digest', () => {
  it('lists numbers checked at least 3 times in 7 days as possible forged certificates', async () => {
    const hot = unknownNumber()
    const cold = unknownNumber()
    for (let i = 0; i < 3; i += 1) await byNumber(hot)
    await byNumber(cold)
    await owner().exec('delete from private.digest_days')
    await owner().exec(`delete from public.outbox where kind = 'staff_digest'`)
    const queued = await service.rpc('queue_overdue_digest')
    expect(queued.error).toBeNull()
    const { data: mails } = await service
      .from('outbox')
      .select('to_address, subject, body_text')
      .eq('kind', 'staff_digest')
    const mail = (mails as { to_address: string; subject: string; body_text: string }[]).find(
      (m) => m.to_address === admin.email,
    )
    expect(mail).toBeDefined()
    expect(mail!.subject).toMatch(/possible forged certificate/)
    expect(mail!.body_text).toContain('Possible forged certificate')
    expect(mail!.body_text).toContain('Kemungkinan sertifikat palsu')
    expect(mail!.body_text).toContain(hot)
    expect(mail!.body_text).toContain('/admin/radar-nomor')
    expect(mail!.body_text).not.toContain(cold)
  })
})

describe('rights', () => {
  it('anon reads nothing; viewers read; nobody inserts or updates; only admins dismiss', async () => {
    const number = unknownNumber()
    await byNumber(number)
    const row = (await radarRow(number))!
    const anon = await t.anon().from('register_radar').select('id').eq('id', row.id)
    expect(anon.data ?? []).toEqual([])
    const seen = await viewer.client.from('register_radar').select('number, count').eq('id', row.id)
    expect(seen.data).toEqual([{ number, count: 1 }])
    for (const who of [viewer, editor, admin]) {
      const insert = await who.client.from('register_radar').insert({ number: unknownNumber() })
      expect(insert.error).not.toBeNull()
      await who.client.from('register_radar').update({ count: 99 }).eq('id', row.id)
    }
    expect((await radarRow(number))!.count).toBe(1)
    for (const who of [viewer, editor]) {
      await who.client.from('register_radar').delete().eq('id', row.id)
      expect(await radarRow(number)).not.toBeNull()
    }
    const dismissed = await admin.client.from('register_radar').delete().eq('id', row.id)
    expect(dismissed.error).toBeNull()
    expect(await radarRow(number)).toBeNull()
    // The dismissal is audited, titled by the number; the counting is not.
    const audit = await owner().query<{ action: string; actor_role: string }>(
      `select action, actor_role from public.audit_log
        where table_name = 'register_radar' and record_title = $1`,
      [number],
    )
    expect(audit.rows).toEqual([{ action: 'delete', actor_role: 'authenticated' }])
  })
})
