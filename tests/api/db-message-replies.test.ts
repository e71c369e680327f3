/**
 * Replies to contact messages (reply_to_message): editors and admins answer from the message
 * view; the reply is kept in the message's thread (append-only, read by the staff who read
 * messages) and queued as an email to the message's address in the sender's language, with
 * nothing the sender wrote in the subject. Viewers, visitors and signed-in users without a
 * profile can neither reply nor read the thread.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let admin: Account
let editor: Account
let viewer: Account
let noprofile: Account
let seq = 0

async function submitMessage(language?: 'id' | 'en') {
  seq += 1
  const email = `penanya${seq}@contoh.test`
  const { data: reference, error } = await t.anon().rpc('submit_contact', {
    name: 'Rina <b>Spam</b>',
    email,
    subject: 'Kunjungi https://spam.example sekarang',
    message: 'Apakah bisa sertifikasi ulang lebih awal?',
    language,
  })
  if (error) throw error
  const { data } = await service
    .from('contact_submissions')
    .select('id, reference, status, handled_by')
    .eq('reference', reference as string)
    .single()
  return { ...(data as { id: string; reference: string; status: string }), email }
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  admin = await createAccount(t, 'admin')
  editor = await createAccount(t, 'editor')
  viewer = await createAccount(t, 'viewer')
  noprofile = await createAccount(t, null)
})
afterAll(async () => t?.stop())

describe('replying to a contact message', () => {
  it('keeps the reply in the thread, signed, and queues the email to the sender', async () => {
    const message = await submitMessage()
    const { data: reply, error } = await editor.client.rpc('reply_to_message', {
      message_id: message.id,
      body: '  Bisa, silakan ajukan permohonan melalui portal.  ',
    })
    expect(error).toBeNull()
    const { data: profile } = await service
      .from('app_users')
      .select('full_name')
      .eq('id', editor.id)
      .single()
    expect(reply).toMatchObject({
      message_id: message.id,
      body: 'Bisa, silakan ajukan permohonan melalui portal.',
      author_id: editor.id,
      author_name: profile!.full_name,
    })

    const { data: mail } = await service
      .from('outbox')
      .select('*')
      .eq('id', (reply as { outbox_id: string }).outbox_id)
      .single()
    expect(mail).toMatchObject({
      audience: 'submitter',
      kind: 'reply',
      language: 'id',
      to_address: message.email,
      status: 'pending',
      entity: 'contact_submissions',
      record_id: message.id,
      subject: `[${message.reference}] Balasan atas pesan Anda`,
    })
    expect(mail.body_text).toContain('Bisa, silakan ajukan permohonan melalui portal.')
    expect(mail.body_text).toContain((reply as { author_name: string }).author_name)
    // Nothing the sender wrote: not their subject, name or message.
    for (const sent of [mail.subject, mail.body_text, mail.body_html]) {
      expect(sent).not.toContain('spam.example')
      expect(sent).not.toContain('Rina')
      expect(sent).not.toContain('sertifikasi ulang')
    }

    const { data: after } = await service
      .from('contact_submissions')
      .select('status, handled_by')
      .eq('id', message.id)
      .single()
    expect(after).toEqual({ status: 'dibalas', handled_by: editor.id })

    // Both staff roles that read messages see the thread; the admin may reply too.
    const second = await admin.client.rpc('reply_to_message', {
      message_id: message.id,
      body: 'Tambahan: dokumen yang diperlukan ada di halaman Persyaratan.',
    })
    expect(second.error).toBeNull()
    for (const staff of [editor, admin]) {
      const { data: thread } = await staff.client
        .from('contact_message_replies')
        .select('body, author_id')
        .eq('message_id', message.id)
        .order('created_at')
      expect(thread?.map((r) => r.author_id)).toEqual([editor.id, admin.id])
    }
    // The audit log names the message each reply answered.
    const { data: audit } = await admin.client
      .from('audit_log')
      .select('record_title')
      .eq('table_name', 'contact_message_replies')
      .in('record_id', [(reply as { id: string }).id, (second.data as { id: string }).id])
    expect(audit?.map((e) => e.record_title)).toEqual([message.reference, message.reference])
  })

  it('writes the email in the language the sender used', async () => {
    const message = await submitMessage('en')
    const { data: reply } = await editor.client.rpc('reply_to_message', {
      message_id: message.id,
      body: 'Yes, you can.',
    })
    const { data: mail } = await service
      .from('outbox')
      .select('language, subject, body_text')
      .eq('id', (reply as { outbox_id: string }).outbox_id)
      .single()
    expect(mail).toMatchObject({
      language: 'en',
      subject: `[${message.reference}] Reply to your message`,
    })
    expect(mail!.body_text).toContain('Kind regards,')
  })

  it('refuses an empty or too long reply, and queues nothing', async () => {
    const message = await submitMessage()
    for (const body of ['   ', 'x'.repeat(5001)]) {
      const { error } = await editor.client.rpc('reply_to_message', {
        message_id: message.id,
        body,
      })
      expect(error?.code).toBe('23514')
    }
    const { data: mails } = await service
      .from('outbox')
      .select('kind')
      .eq('record_id', message.id)
      .eq('kind', 'reply')
    expect(mails).toEqual([])
    // The table's own check stands behind the function.
    const { error } = await service
      .from('contact_message_replies')
      .insert({ message_id: message.id, body: ' ', author_name: 'Uji' })
    expect(error?.code).toBe('23514')
  })

  it('is for editors and admins only: viewers, users without profile and visitors are refused', async () => {
    const message = await submitMessage()
    for (const client of [viewer.client, noprofile.client, t.anon()] as SupabaseClient[]) {
      const { error } = await client.rpc('reply_to_message', {
        message_id: message.id,
        body: 'Tidak boleh.',
      })
      expect(error).not.toBeNull()
    }
    const { data: replies } = await service
      .from('contact_message_replies')
      .select('id')
      .eq('message_id', message.id)
    expect(replies).toEqual([])
  })

  it('keeps the thread append-only and hidden from everyone but editors and admins', async () => {
    const message = await submitMessage()
    const { data: reply } = await editor.client.rpc('reply_to_message', {
      message_id: message.id,
      body: 'Balasan yang tetap.',
    })
    const id = (reply as { id: string }).id
    for (const client of [viewer.client, noprofile.client, t.anon()] as SupabaseClient[]) {
      const { data } = await client.from('contact_message_replies').select('id').eq('id', id)
      expect(data ?? []).toEqual([])
    }
    for (const client of [editor.client, admin.client, viewer.client, t.anon()]) {
      const insert = await client
        .from('contact_message_replies')
        .insert({ message_id: message.id, body: 'Palsu', author_name: 'Palsu' })
      expect(insert.error).not.toBeNull()
      const update = await client
        .from('contact_message_replies')
        .update({ body: 'Diubah' })
        .eq('id', id)
        .select('id')
      expect(update.error === null ? (update.data ?? []) : []).toEqual([])
      const remove = await client.from('contact_message_replies').delete().eq('id', id).select('id')
      expect(remove.error === null ? (remove.data ?? []) : []).toEqual([])
    }
    const { data: kept } = await service
      .from('contact_message_replies')
      .select('body')
      .eq('id', id)
      .single()
    expect(kept).toEqual({ body: 'Balasan yang tetap.' })
  })

  it('is redacted with the message by the retention rule, and cannot be sent after it', async () => {
    const message = await submitMessage()
    await editor.client.rpc('reply_to_message', { message_id: message.id, body: 'Yth. Ibu Rina' })
    await t.backend.db.pg.query(
      `update public.contact_submissions set name = 'Anonim', email = 'anonim@redacted.invalid',
         phone = null, anonymised_at = now() where id = $1`,
      [message.id],
    )
    const { data: thread } = await service
      .from('contact_message_replies')
      .select('body')
      .eq('message_id', message.id)
    expect(thread).toEqual([{ body: '[dianonimkan / anonymised]' }])
    const { error } = await editor.client.rpc('reply_to_message', {
      message_id: message.id,
      body: 'Terlambat.',
    })
    expect(error?.code).toBe('22023')
  })
})
