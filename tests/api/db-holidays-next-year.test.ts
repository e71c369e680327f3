/**
 * Next year's holidays: private.next_year_without_holidays() names the coming calendar year
 * (Asia/Jakarta) while it has no holiday rows; the overdue digest then tells admins, with the
 * address of the holidays screen, and an editor's digest stays about the cases.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let admin: Account
let editor: Account

const owner = () => t.backend.db.pg

/** The calendar year after today's in Asia/Jakarta, as the database counts it. */
const nextYear = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format()) + 1

const inYear = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` })

interface Holiday {
  id: string
  date: string
  name: { id: string; en?: string }
}

async function holidaysOf(year: number): Promise<Holiday[]> {
  const { from, to } = inYear(year)
  const { data, error } = await service
    .from('holidays')
    .select('id, date, name')
    .gte('date', from)
    .lte('date', to)
    .order('date')
  if (error) throw error
  return data as Holiday[]
}

async function missingYear(): Promise<number | null> {
  const { rows } = await owner().query<{ y: number | null }>(
    'select private.next_year_without_holidays() as y',
  )
  return rows[0]!.y
}

/** A fresh digest day with one overdue complaint; returns the digest email of each address. */
async function digest(): Promise<Map<string, string>> {
  const { data: reference, error } = await t.anon().rpc('submit_complaint', {
    name: 'Budi Santoso',
    email: `pelapor.${Date.now()}@contoh.test`,
    phone: '0812-3456-7890',
    subject: 'Keluhan yang lewat batas waktu',
    description: 'Uraian keluhan yang cukup panjang untuk diterima.',
  })
  if (error) throw error
  await owner().query(
    `update public.complaints set due_at = now() - interval '1 day' where reference = $1`,
    [reference],
  )
  await owner().exec('delete from private.digest_days')
  await owner().exec(`delete from public.outbox where kind = 'staff_digest'`)
  const queued = await service.rpc('queue_overdue_digest')
  expect(queued.error).toBeNull()
  const { data: mails } = await service
    .from('outbox')
    .select('to_address, body_text, body_html')
    .eq('kind', 'staff_digest')
  return new Map(
    (mails as { to_address: string; body_text: string; body_html: string | null }[]).map((m) => {
      // Both bodies carry the same paragraphs; a null HTML body would mean a null paragraph.
      expect(m.body_html).toContain(String(reference))
      return [m.to_address, m.body_text]
    }),
  )
}

let original: Holiday[] = []

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  admin = await createAccount(t, 'admin')
  editor = await createAccount(t, 'editor')
  // The editor chose the emailed digest too (editors get none by default).
  const { error } = await service
    .from('notification_settings')
    .insert({ user_id: editor.id, new_submissions: false, overdue_digest: true, by_email: true })
  if (error) throw error
  original = await holidaysOf(nextYear())
  // In a year whose next year the seed does not cover, give it one so the "entered" case holds.
  if (original.length === 0) {
    const added = await service
      .from('holidays')
      .insert({ date: `${nextYear()}-01-01`, name: { id: 'Tahun Baru', en: 'New Year' } })
    if (added.error) throw added.error
  }
})
afterAll(async () => t?.stop())

describe('next year without holidays', () => {
  it('is reported by the function only while the year has no rows', async () => {
    const year = nextYear()
    expect(await missingYear()).toBeNull()
    const { from, to } = inYear(year)
    const removed = await admin.client
      .from('holidays')
      .delete()
      .gte('date', from)
      .lte('date', to)
      .select('id')
    expect(removed.error).toBeNull()
    expect(removed.data!.length).toBeGreaterThan(0)
    expect(await missingYear()).toBe(year)
    // The year before or after does not count.
    await service.from('holidays').insert({
      date: `${year + 1}-01-01`,
      name: { id: 'Tahun Baru', en: 'New Year' },
    })
    expect(await missingYear()).toBe(year)
    await service.from('holidays').insert({
      date: `${year}-08-17`,
      name: { id: 'Hari Kemerdekaan', en: 'Independence Day' },
    })
    expect(await missingYear()).toBeNull()
    await service.from('holidays').delete().eq('date', `${year}-08-17`)
    await service
      .from('holidays')
      .delete()
      .eq('date', `${year + 1}-01-01`)
    await restore()
  })

  it('the digest tells admins, with the holidays screen, and not editors; with holidays it says nothing', async () => {
    const year = nextYear()
    const line = `Hari libur tahun ${year} belum diisi`
    const lineEn = `No holidays are entered for ${year} yet`

    const entered = await digest()
    expect(entered.get(admin.email)).toBeDefined()
    expect(entered.get(admin.email)).not.toContain(line)
    expect(entered.get(admin.email)).not.toContain('/admin/hari-libur')
    expect(entered.get(editor.email)).toBeDefined()

    const { from, to } = inYear(year)
    await service.from('holidays').delete().gte('date', from).lte('date', to)
    try {
      const missing = await digest()
      const mail = missing.get(admin.email)!
      expect(mail).toContain(line)
      expect(mail).toContain(lineEn)
      expect(mail).toMatch(/Tambahkan di Hari Libur: \S*\/admin\/hari-libur/)
      expect(mail).toMatch(/Add them under Holidays: \S*\/admin\/hari-libur/)
      // The Indonesian line comes with the Indonesian list, the English one with the English.
      expect(mail.indexOf(line)).toBeLessThan(mail.indexOf('As of '))
      expect(mail.indexOf(lineEn)).toBeGreaterThan(mail.indexOf('As of '))
      expect(missing.get(editor.email)).toBeDefined()
      expect(missing.get(editor.email)).not.toContain(line)
      expect(missing.get(editor.email)).not.toContain(lineEn)
    } finally {
      await restore()
    }
  })
})

async function restore() {
  const year = nextYear()
  const { from, to } = inYear(year)
  await service.from('holidays').delete().gte('date', from).lte('date', to)
  const rows: Omit<Holiday, 'id'>[] = original.length
    ? original
    : [{ date: `${year}-01-01`, name: { id: 'Tahun Baru', en: 'New Year' } }]
  const { error } = await service.from('holidays').insert(rows)
  if (error) throw error
}
