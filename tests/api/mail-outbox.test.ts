/**
 * Mail for complaints, appeals and messages in the database: written to the outbox in the event's
 * transaction (and rolled back with it), what each event queues in the submitter's language, staff
 * alerts and their settings, the overdue digest, the timeline (staff and public), impartial
 * handling, working days, outbox rights and retention. The worker and SMTP: mail-worker.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let admin: Account
let editor: Account
let other: Account
let viewer: Account
let seq = 0

const owner = () => t.backend.db.pg

interface Outbox {
  id: string
  audience: string
  kind: string
  language: string
  to_address: string
  subject: string
  body_text: string
  body_html: string
  status: string
  reference: string | null
  record_id: string | null
}

async function submitComplaint(language?: string, extra: Record<string, unknown> = {}) {
  seq += 1
  const email = `pelapor${seq}@contoh.test`
  const { data, error } = await t.anon().rpc('submit_complaint', {
    name: 'Budi <b>Spam</b> https://spam.example',
    email,
    phone: '0812-3456-7890',
    subject: 'Kunjungi https://spam.example sekarang',
    description: 'Uraian keluhan yang cukup panjang untuk diterima.',
    language,
    ...extra,
  })
  if (error) throw error
  const { data: row } = await service
    .from('complaints')
    .select('*')
    .eq('reference', data as string)
    .single()
  return { reference: data as string, email, row: row as Record<string, string> }
}

async function outboxFor(recordId: string): Promise<Outbox[]> {
  const { data, error } = await service
    .from('outbox')
    .select('*')
    .eq('record_id', recordId)
    .order('created_at')
  if (error) throw error
  return data as Outbox[]
}

const submitterMail = async (recordId: string) =>
  (await outboxFor(recordId)).filter((m) => m.audience === 'submitter')

async function notificationsOf(account: Account, recordId: string) {
  const { data, error } = await account.client
    .from('notifications')
    .select('kind, reference, record_id, read_at')
    .eq('record_id', recordId)
  if (error) throw error
  return data
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  admin = await createAccount(t, 'admin')
  editor = await createAccount(t, 'editor')
  other = await createAccount(t, 'editor', 'lain')
  viewer = await createAccount(t, 'viewer')
})
afterAll(async () => t?.stop())

describe('the outbox is written in the transaction of the event', () => {
  it('queues the acknowledgement with the submission, and a failure rolls back both', async () => {
    await owner().exec(
      `alter table public.outbox add constraint tmp_refuse check (kind <> 'received')`,
    )
    const email = 'gagal@contoh.test'
    try {
      const { error } = await t.anon().rpc('submit_complaint', {
        name: 'Budi',
        email,
        phone: '0812-3456-7890',
        subject: 'Perihal yang gagal',
        description: 'Uraian keluhan yang cukup panjang untuk diterima.',
      })
      expect(error?.code).toBe('23514')
    } finally {
      await owner().exec('alter table public.outbox drop constraint tmp_refuse')
    }
    const { data: stored } = await service.from('complaints').select('id').eq('email', email)
    expect(stored).toEqual([])
    const { count } = await service
      .from('outbox')
      .select('id', { count: 'exact', head: true })
      .eq('to_address', email)
    expect(count).toBe(0)

    const { row } = await submitComplaint()
    expect((await submitterMail(row.id)).map((m) => [m.kind, m.status])).toEqual([
      ['received', 'pending'],
    ])
  })

  it('a status change that cannot queue its message is not saved either', async () => {
    const { row } = await submitComplaint()
    await owner().exec(
      `alter table public.outbox add constraint tmp_refuse check (kind <> 'status')`,
    )
    try {
      const { error } = await editor.client
        .from('complaints')
        .update({ status: 'diproses' })
        .eq('id', row.id)
      expect(error?.code).toBe('23514')
    } finally {
      await owner().exec('alter table public.outbox drop constraint tmp_refuse')
    }
    const { data } = await service.from('complaints').select('status').eq('id', row.id).single()
    expect(data?.status).toBe('baru')
    expect((await submitterMail(row.id)).map((m) => m.kind)).toEqual(['received'])
  })
})

describe('what the submitter is sent', () => {
  it('acknowledges in the language of the form, with reference, due date and status link', async () => {
    const id = await submitComplaint('id')
    const en = await submitComplaint('en')
    const [ackId] = await submitterMail(id.row.id)
    const [ackEn] = await submitterMail(en.row.id)
    expect(ackId).toMatchObject({ language: 'id', to_address: id.email, reference: id.reference })
    expect(ackId!.subject).toBe(`[${id.reference}] Keluhan Anda telah kami terima`)
    expect(ackId!.body_text).toContain('3 hari kerja')
    expect(ackEn!.subject).toBe(`[${en.reference}] We have received your complaint`)
    expect(ackEn!.body_text).toContain('3 working days')
    for (const [mail, ref] of [
      [ackId!, id.reference],
      [ackEn!, en.reference],
    ] as const) {
      expect(mail.body_text).toContain(`/layanan/status?ref=${ref}`)
      expect(mail.body_html).toContain(`/layanan/status?ref=${ref}`)
      expect(mail.body_text).toContain('LSBU Karya Mandiri Nusantara')
      // Nothing the submitter wrote: the form must not relay text to any address.
      expect(mail.body_text + mail.subject + mail.body_html).not.toContain('spam.example')
      expect(mail.body_html).not.toMatch(/<b>Spam/)
    }
  })

  it('reports each status change and gives formal notice of the outcome with the resolution', async () => {
    const { row, reference } = await submitComplaint('en')
    let r = await editor.client
      .from('complaints')
      .update({ status: 'diproses', handled_by: editor.id })
      .eq('id', row.id)
    expect(r.error).toBeNull()
    r = await editor.client
      .from('complaints')
      .update({ status: 'selesai', resolution: 'We corrected the payment status <today>.' })
      .eq('id', row.id)
    expect(r.error).toBeNull()
    const mails = await submitterMail(row.id)
    expect(mails.map((m) => m.kind)).toEqual(['received', 'status', 'outcome'])
    expect(mails[1]!.subject).toBe(`[${reference}] Your complaint: In progress`)
    expect(mails[2]!.subject).toBe(
      `[${reference}] Formal notice: your complaint is closed (Resolved)`,
    )
    expect(mails[2]!.body_text).toContain('We corrected the payment status <today>.')
    expect(mails[2]!.body_html).toContain('We corrected the payment status &lt;today&gt;.')
    // Notes and other saves that leave the status alone send nothing.
    const note = await editor.client
      .from('case_notes')
      .insert({ complaint_id: row.id, body: 'internal' })
    expect(note.error).toBeNull()
    await editor.client.from('complaints').update({ handled_by: editor.id }).eq('id', row.id)
    expect(await submitterMail(row.id)).toHaveLength(3)
  })

  it('greets by name once staff act on the case; the acknowledgement and odd names stay general', async () => {
    // Four more submissions: start this test's count of the hourly submission limit afresh.
    await owner().exec('delete from private.submission_events')
    const budi = await submitComplaint('id', { name: '  Budi   Santoso ' })
    const jane = await submitComplaint('en', { name: "Jane O'Neil-Smith" })
    const spam = await submitComplaint('id')
    const digits = await submitComplaint('en', { name: 'Call 0812 3456' })
    for (const { row } of [budi, jane, spam, digits]) {
      const r = await editor.client
        .from('complaints')
        .update({ status: 'diproses', handled_by: editor.id })
        .eq('id', row.id)
      expect(r.error).toBeNull()
    }
    const [budiAck, budiStatus] = await submitterMail(budi.row.id)
    expect(budiAck!.body_text).toMatch(/^Yth\. Bapak\/Ibu,$/m)
    expect(budiStatus!.body_text).toMatch(/^Yth\. Bapak\/Ibu Budi Santoso,$/m)
    expect(budiStatus!.body_html).toContain('Yth. Bapak/Ibu Budi Santoso,')
    expect((await submitterMail(jane.row.id))[1]!.body_text).toMatch(/^Dear Jane O'Neil-Smith,$/m)
    expect((await submitterMail(spam.row.id))[1]!.body_text).toMatch(/^Yth\. Bapak\/Ibu,$/m)
    expect((await submitterMail(digits.row.id))[1]!.body_text).toMatch(/^Dear Sir or Madam,$/m)

    const closed = await editor.client
      .from('complaints')
      .update({ status: 'selesai', resolution: 'Selesai.' })
      .eq('id', budi.row.id)
    expect(closed.error).toBeNull()
    expect((await submitterMail(budi.row.id))[2]!.body_text).toMatch(
      /^Yth\. Bapak\/Ibu Budi Santoso,$/m,
    )
  })

  it('acknowledges contact messages and appeals, and sends nothing when a message is read', async () => {
    const { data: msg } = await t.anon().rpc('submit_contact', {
      name: 'Rina',
      email: 'rina@contoh.test',
      subject: 'Pertanyaan',
      message: 'Apakah bisa sertifikasi ulang lebih awal?',
    })
    const { data: contact } = await service
      .from('contact_submissions')
      .select('id')
      .eq('reference', msg as string)
      .single()
    await editor.client
      .from('contact_submissions')
      .update({ status: 'dibalas' })
      .eq('id', contact!.id)
    const mails = await outboxFor(contact!.id)
    expect(mails.filter((m) => m.audience === 'submitter').map((m) => m.subject)).toEqual([
      `[${msg as string}] Pesan Anda telah kami terima`,
    ])
    const { data: appeal, error } = await t.anon().rpc('submit_appeal', {
      name: 'Andi',
      company_name: 'PT Uji',
      email: 'andi@contoh.test',
      phone: '0812-0000-1111',
      subject: 'Banding keputusan',
      description: 'Alasan banding yang cukup panjang untuk diterima.',
      decision_date: new Date(Date.now() - 86400_000).toISOString().slice(0, 10),
      language: 'en',
    })
    expect(error).toBeNull()
    const { data: appealRow } = await service
      .from('appeals')
      .select('id, language')
      .eq('reference', appeal as string)
      .single()
    expect(appealRow?.language).toBe('en')
    expect((await submitterMail(appealRow!.id)).map((m) => m.subject)).toEqual([
      `[${appeal as string}] We have received your appeal`,
    ])
  })
})

describe('staff alerts', () => {
  it('notify admins and editors by default, never viewers; each may turn the bell or the email off', async () => {
    const first = await submitComplaint()
    for (const person of [admin, editor, other]) {
      expect(await notificationsOf(person, first.row.id)).toEqual([
        expect.objectContaining({ kind: 'new_submission', reference: first.reference }),
      ])
    }
    expect(await notificationsOf(viewer, first.row.id)).toEqual([])
    const staffMail = (await outboxFor(first.row.id)).filter((m) => m.audience === 'staff')
    expect(staffMail.map((m) => m.to_address).sort()).toEqual(
      [admin.email, editor.email, other.email].sort(),
    )
    expect(staffMail[0]!.body_text).toContain(`/admin/keluhan/${first.row.id}`)
    expect(staffMail[0]!.body_text).not.toContain('spam.example')

    // The editor keeps the bell but not the email; the other editor wants neither.
    const bellOnly = await editor.client
      .from('notification_settings')
      .insert({ user_id: editor.id, new_submissions: true, overdue_digest: false, by_email: false })
    expect(bellOnly.error).toBeNull()
    const none = await other.client
      .from('notification_settings')
      .insert({ user_id: other.id, new_submissions: false, overdue_digest: false, by_email: true })
    expect(none.error).toBeNull()
    const refused = await viewer.client
      .from('notification_settings')
      .insert({ user_id: viewer.id, new_submissions: true, overdue_digest: true, by_email: true })
    expect(refused.error?.code).toBe('42501')
    const second = await submitComplaint()
    expect(await notificationsOf(editor, second.row.id)).toHaveLength(1)
    expect(await notificationsOf(other, second.row.id)).toEqual([])
    expect(await notificationsOf(viewer, second.row.id)).toEqual([])
    const staffMail2 = (await outboxFor(second.row.id)).filter((m) => m.audience === 'staff')
    expect(staffMail2.map((m) => m.to_address)).toEqual([admin.email])
  })

  it('tell a staff member a case was assigned to them, and lets them mark it read', async () => {
    const { row } = await submitComplaint()
    const assigned = async (account: Account) =>
      (await notificationsOf(account, row.id)).filter((n) => n.kind === 'assigned')
    await editor.client.from('complaints').update({ handled_by: editor.id }).eq('id', row.id)
    expect(await assigned(editor)).toEqual([])
    await editor.client.from('complaints').update({ handled_by: other.id }).eq('id', row.id)
    expect(await assigned(other)).toEqual([expect.objectContaining({ read_at: null })])
    const read = await other.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('record_id', row.id)
      .select('id')
    expect(read.data).toHaveLength(1)
    // Only read_at is theirs to change, and only their own rows.
    const forged = await other.client
      .from('notifications')
      .update({ kind: 'overdue' })
      .eq('record_id', row.id)
    expect(forged.error?.code).toBe('42501')
    await editor.client.from('notifications').update({ read_at: null }).eq('record_id', row.id)
    expect((await assigned(other))[0]?.read_at).not.toBeNull()
  })

  it('sends the overdue digest once a day to those who want it, with bell notifications once per case', async () => {
    const { row, reference } = await submitComplaint()
    await other.client.from('complaints').update({ handled_by: other.id }).eq('id', row.id)
    await owner().query(
      `update public.complaints set due_at = now() - interval '1 day' where id = $1`,
      [row.id],
    )
    await owner().exec('delete from private.digest_days')
    const first = await service.rpc('queue_overdue_digest')
    expect(first.error).toBeNull()
    expect(first.data).toBeGreaterThanOrEqual(1)
    const { data: digests } = await service
      .from('outbox')
      .select('to_address, body_text')
      .eq('kind', 'staff_digest')
    expect(digests!.map((d) => d.to_address)).toContain(admin.email)
    expect(digests!.find((d) => d.to_address === admin.email)!.body_text).toContain(reference)
    expect((await service.rpc('queue_overdue_digest')).data).toBe(0)
    expect(await notificationsOf(admin, row.id)).toContainEqual(
      expect.objectContaining({ kind: 'overdue' }),
    )
    expect(await notificationsOf(other, row.id)).toContainEqual(
      expect.objectContaining({ kind: 'overdue' }),
    )
    await owner().exec('delete from private.digest_days')
    await service.rpc('queue_overdue_digest')
    const overdue = (await notificationsOf(admin, row.id)).filter((n) => n.kind === 'overdue')
    expect(overdue).toHaveLength(1)
    const anon = await t.anon().rpc('queue_overdue_digest')
    expect(anon.error).not.toBeNull()
  })
})

describe('the timeline', () => {
  it('shows staff every step, and the public only the status steps', async () => {
    const { row, reference, email } = await submitComplaint()
    await editor.client
      .from('complaints')
      .update({ status: 'diproses', handled_by: other.id })
      .eq('id', row.id)
    await editor.client
      .from('case_notes')
      .insert({ complaint_id: row.id, body: 'rahasia internal' })
    await other.client
      .from('complaints')
      .update({ status: 'ditolak', resolution: 'Bukan lingkup kami.' })
      .eq('id', row.id)
    const { data: staff, error } = await editor.client.rpc('case_timeline', {
      entity: 'complaints',
      record_id: row.id,
    })
    expect(error).toBeNull()
    const kinds = (staff as { kind: string; status: string | null; detail: string | null }[]).map(
      (e) => [e.kind, e.status ?? e.detail],
    )
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['received', 'baru'],
        ['status', 'diproses'],
        ['assigned', expect.stringContaining('lain')],
        ['notes', null],
        ['status', 'ditolak'],
        ['resolution', null],
        ['message', 'pending'],
      ]),
    )
    expect(kinds[0]).toEqual(['received', 'baru'])

    const { data: tracked } = await t.anon().rpc('track_submission', { reference, email })
    const publicPart = tracked as { timeline: Record<string, unknown>[]; resolution: string }
    expect(publicPart.timeline.map((s) => s.status)).toEqual(['baru', 'diproses', 'ditolak'])
    expect(publicPart.timeline.every((s) => Object.keys(s).sort().join() === 'at,status')).toBe(
      true,
    )
    expect(JSON.stringify(tracked)).not.toMatch(/rahasia|Uji (editor|lain)/)
    expect(publicPart.resolution).toBe('Bukan lingkup kami.')

    for (const client of [t.anon(), viewer.client]) {
      const refused = await client.rpc('case_timeline', { entity: 'complaints', record_id: row.id })
      expect(refused.error).not.toBeNull()
    }
  })
})

describe('impartial handling', () => {
  it('refuses the decision maker as handler and as the one who closes, and says why', async () => {
    const { row } = await submitComplaint()
    expect(
      (await editor.client.from('complaints').update({ decided_by: other.id }).eq('id', row.id))
        .error,
    ).toBeNull()
    const assign = await editor.client
      .from('complaints')
      .update({ handled_by: other.id })
      .eq('id', row.id)
    expect(assign.error).toMatchObject({ code: '22023', hint: 'field:handled_by' })
    expect(assign.error?.message).toContain('ISO/IEC 17065')
    expect(assign.error?.details).toContain('may not handle it')
    const close = await other.client
      .from('complaints')
      .update({ status: 'selesai', resolution: 'Sudah beres.' })
      .eq('id', row.id)
    expect(close.error).toMatchObject({ code: '22023', hint: 'field:status' })
    // Naming the current handler as the decision maker is refused on that field.
    await editor.client
      .from('complaints')
      .update({ decided_by: null, handled_by: editor.id })
      .eq('id', row.id)
    const swap = await editor.client
      .from('complaints')
      .update({ decided_by: editor.id })
      .eq('id', row.id)
    expect(swap.error).toMatchObject({ code: '22023', hint: 'field:decided_by' })
    await editor.client.from('complaints').update({ decided_by: other.id }).eq('id', row.id)
    const ok = await editor.client
      .from('complaints')
      .update({ status: 'selesai', resolution: 'Sudah beres.' })
      .eq('id', row.id)
    expect(ok.error).toBeNull()
    const { data: audit } = await admin.client
      .from('audit_log')
      .select('changes')
      .eq('record_id', row.id)
      .not('changes->decided_by', 'is', null)
    expect(
      audit!.some(
        (a) => (a.changes as { decided_by?: { new?: string } }).decided_by?.new === other.id,
      ),
    ).toBe(true)
  })
})

describe('working days', () => {
  const at = async (sql: string, params: unknown[] = []) =>
    (await owner().query<{ v: string }>(sql, params)).rows[0]!.v

  it('are due 3 working days after receipt, skipping weekends and holidays', async () => {
    // Friday 27 Nov 2026, 10:00 WIB → Wednesday 2 Dec.
    expect(
      await at(
        `select to_char(private.add_working_days('2026-11-27 10:00+07', 3) at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as v`,
      ),
    ).toBe('2026-12-02 10:00')
    // Tuesday 17 Mar 2026: Nyepi and the Idul Fitri leave → Friday 27 Mar.
    expect(
      await at(
        `select to_char(private.add_working_days('2026-03-17 09:00+07', 3) at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as v`,
      ),
    ).toBe('2026-03-27')
    const { row } = await submitComplaint()
    expect(new Date(row.due_at).getTime()).toBe(
      new Date(
        await at(`select private.add_working_days($1::timestamptz, 3)::text as v`, [
          row.created_at,
        ]),
      ).getTime(),
    )
  })

  it('follow the holidays admins maintain, and count toward the appeal window', async () => {
    const { error } = await admin.client
      .from('holidays')
      .insert({ date: '2026-12-01', name: { id: 'Libur uji', en: 'Test holiday' } })
    expect(error).toBeNull()
    expect(
      await at(
        `select to_char(private.add_working_days('2026-11-27 10:00+07', 3) at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as v`,
      ),
    ).toBe('2026-12-03')
    await admin.client.from('holidays').delete().eq('date', '2026-12-01')
    const denied = await editor.client
      .from('holidays')
      .insert({ date: '2026-12-02', name: { id: 'Tidak boleh' } })
    expect(denied.error?.code).toBe('42501')
    expect((await t.anon().from('holidays').select('id')).error).not.toBeNull()
    // After 16 Mar up to 2 Apr 2026: 13 weekdays, of which 5 are Nyepi and Idul Fitri days.
    expect(
      await at(`select private.working_days_between('2026-03-16', '2026-04-02')::text as v`),
    ).toBe('8')
  })
})

describe('outbox rights and personal data', () => {
  it('lets admins read it and decide on messages; nobody else, and only the worker claims', async () => {
    const { row } = await submitComplaint()
    const [mail] = await submitterMail(row.id)
    expect((await admin.client.from('outbox').select('id').eq('id', mail!.id)).data).toHaveLength(1)
    expect((await editor.client.from('outbox').select('id').eq('id', mail!.id)).data).toEqual([])
    expect((await t.anon().from('outbox').select('id')).error).not.toBeNull()
    expect((await admin.client.rpc('outbox_claim', { batch: 1 })).error).not.toBeNull()
    expect(
      (await editor.client.rpc('outbox_resolve', { message_id: mail!.id, action: 'cancel' })).error
        ?.code,
    ).toBe('42501')
    const wrong = await admin.client.rpc('outbox_resolve', { message_id: mail!.id, action: 'sent' })
    expect(wrong.error).toMatchObject({ code: '22023' })
    const cancel = await admin.client.rpc('outbox_resolve', {
      message_id: mail!.id,
      action: 'cancel',
    })
    expect(cancel.data).toMatchObject({ status: 'cancelled', resolved_by: admin.id })
  })

  it('anonymises the outbox copies with their submission, and when it is deleted', async () => {
    const closed = await submitComplaint()
    await editor.client
      .from('complaints')
      .update({ status: 'selesai', resolution: 'Selesai.' })
      .eq('id', closed.row.id)
    await owner().query(
      `update public.complaints set closed_at = now() - interval '25 months' where id = $1`,
      [closed.row.id],
    )
    await owner().query('select private.anonymise_closed_submissions(24)')
    for (const m of await submitterMail(closed.row.id)) {
      expect(m.to_address).toBe('anonim@redacted.invalid')
      expect(m.body_text).not.toContain('Selesai.')
    }
    const deleted = await submitComplaint()
    await admin.client.from('complaints').delete().eq('id', deleted.row.id)
    const [copy] = await submitterMail(deleted.row.id)
    expect(copy).toMatchObject({ to_address: 'anonim@redacted.invalid', status: 'cancelled' })
    const { data: audit } = await admin.client
      .from('audit_log')
      .select('changes')
      .in('record_id', [deleted.row.id, closed.row.id])
    expect(audit!.length).toBeGreaterThan(2)
    expect(JSON.stringify(audit)).not.toMatch(/contoh\.test|Selesai\./)
  })
})

describe('a rejection says what comes next', () => {
  const MONTHS = {
    id: 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember',
    en: 'January February March April May June July August September October November December',
  }
  /** The 14th working day after `at` on Jakarta's calendar (weekends and holidays skipped). */
  async function appealUntil(at: string): Promise<string> {
    const { data } = await service.from('holidays').select('date')
    const holidays = new Set((data ?? []).map((h) => h.date as string))
    const day = new Date(new Date(at).getTime() + 7 * 3600_000)
    for (let left = 14; left > 0;) {
      day.setUTCDate(day.getUTCDate() + 1)
      const weekday = day.getUTCDay()
      if (weekday !== 0 && weekday !== 6 && !holidays.has(day.toISOString().slice(0, 10))) left -= 1
    }
    return day.toISOString().slice(0, 10)
  }
  const longDate = (iso: string, lang: 'id' | 'en') => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
    return `${d} ${MONTHS[lang].split(' ')[m - 1]} ${y}`
  }
  // This file's visitors share one address (20 submissions an hour): a fresh allowance.
  beforeAll(() => owner().exec('delete from private.submission_events'))
  const siteUrl = async () =>
    (await owner().query<{ v: string | null }>('select private.site_url() as v')).rows[0]!.v ?? ''

  it('the last day to appeal is the 14th working day after the decision, the window the appeal form accepts', async () => {
    const deadline = async (at: string) =>
      (
        await owner().query<{ v: string }>(
          `select private.appeal_deadline($1::timestamptz)::text as v`,
          [at],
        )
      ).rows[0]!.v
    // Monday 30 Nov 2026, late evening in Jakarta (still Monday there): Friday 18 Dec.
    expect(await deadline('2026-11-30 22:30+07')).toBe('2026-12-18')
    // Friday 11 Dec 2026: Christmas (25 Dec) and the collective leave around it do not count.
    const after = await deadline('2026-12-11 10:00+07')
    expect(
      (
        await owner().query<{ v: number }>(
          `select private.working_days_between('2026-12-11', $1::date) as v`,
          [after],
        )
      ).rows[0]!.v,
    ).toBe(14)
    expect(after > '2026-12-31').toBe(true)
  })

  for (const lang of ['id', 'en'] as const) {
    it(`a rejected complaint: handled and closed, the reasons, and the appeal with its link and last day (${lang})`, async () => {
      const { row, reference } = await submitComplaint(lang)
      await editor.client
        .from('complaints')
        .update({ status: 'diproses', handled_by: editor.id })
        .eq('id', row.id)
      const r = await editor.client
        .from('complaints')
        .update({ status: 'ditolak', resolution: 'Hal ini di luar lingkup sertifikasi kami.' })
        .eq('id', row.id)
      expect(r.error).toBeNull()
      const { data: closed } = await service
        .from('complaints')
        .select('closed_at')
        .eq('id', row.id)
        .single()
      const until = longDate(await appealUntil(closed!.closed_at as string), lang)
      const link = `${await siteUrl()}/banding`
      const outcome = (await submitterMail(row.id)).find((m) => m.kind === 'outcome')!
      expect(outcome.subject).toBe(
        lang === 'en'
          ? `[${reference}] Formal notice: your complaint is closed (Rejected)`
          : `[${reference}] Pemberitahuan resmi: keluhan Anda ditutup (Ditolak)`,
      )
      expect(outcome.body_text).toContain('Hal ini di luar lingkup sertifikasi kami.')
      if (lang === 'en') {
        expect(outcome.body_text).toContain('we have handled your complaint')
        expect(outcome.body_text).toContain(`file an appeal at ${link} by ${until}`)
        expect(outcome.body_text).toContain('14 working days')
        expect(outcome.body_text).toContain(`File an appeal:\n${link}`)
      } else {
        expect(outcome.body_text).toContain('telah kami tangani dan ditutup')
        expect(outcome.body_text).toContain(
          `mengajukan banding melalui ${link} paling lambat ${until}`,
        )
        expect(outcome.body_text).toContain('14 hari kerja')
        expect(outcome.body_text).toContain(`Ajukan banding:\n${link}`)
      }
      expect(outcome.body_html).toContain(`href="${link}"`)
      expect(outcome.body_html).toContain(until)
      expect(outcome.body_text).not.toMatch(/could not accept|tidak dapat kami terima/)
    })
  }

  it('a rejected appeal: examined and decided, the reasons, and final (no way to appeal it again)', async () => {
    for (const lang of ['id', 'en'] as const) {
      const { data: reference, error } = await t.anon().rpc('submit_appeal', {
        name: 'Andi',
        company_name: 'PT Uji',
        email: `banding-${lang}@contoh.test`,
        phone: '0812-0000-1111',
        subject: 'Banding keputusan',
        description: 'Alasan banding yang cukup panjang untuk diterima.',
        decision_date: new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10),
        language: lang,
      })
      expect(error).toBeNull()
      const { data: appeal } = await service
        .from('appeals')
        .select('id')
        .eq('reference', reference as string)
        .single()
      const r = await editor.client
        .from('appeals')
        .update({ status: 'ditolak', resolution: 'Penilaian ulang menguatkan keputusan semula.' })
        .eq('id', appeal!.id)
      expect(r.error).toBeNull()
      const outcome = (await submitterMail(appeal!.id)).find((m) => m.kind === 'outcome')!
      expect(outcome.body_text).toContain('Penilaian ulang menguatkan keputusan semula.')
      expect(outcome.body_text).toContain(
        lang === 'en' ? 'we have examined your appeal' : 'telah kami periksa dan diputuskan',
      )
      expect(outcome.body_text).toContain(
        lang === 'en' ? 'The decision on an appeal is final' : 'bersifat final',
      )
      expect(outcome.body_text + outcome.body_html).not.toContain('/banding')
      expect(outcome.body_text).toContain(`/layanan/status?ref=${reference as string}`)
    }
  })

  it('a resolved complaint keeps its notice, without an appeal', async () => {
    const { row } = await submitComplaint('id')
    await editor.client
      .from('complaints')
      .update({ status: 'selesai', resolution: 'Sudah kami perbaiki.' })
      .eq('id', row.id)
    const outcome = (await submitterMail(row.id)).find((m) => m.kind === 'outcome')!
    expect(outcome.body_text).toContain('proses penanganan selesai')
    expect(outcome.body_text).not.toContain('/banding')
  })
})
