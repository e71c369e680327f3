/**
 * The mail worker against a real SMTP server (the sink, smtp-server) and the embedded backend:
 * messages arrive as composed, in Indonesian and English; a server that is down or answers 4xx
 * is retried with exponential backoff, 5xx fails; and a worker killed while the server holds a
 * message it has been handed (the window between SMTP accepting and the outbox saying so) never
 * leads to a second copy: the message becomes 'unknown' for an admin to decide.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { MailConfig } from '../../supabase/local/mail/config'
import { parseMessage, type SmtpSink, startSmtpSink } from '../../supabase/local/mail/smtp-sink'
import { type MailWorker, startMailWorker } from '../../supabase/local/mail/worker'
import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let admin: Account
let sink: SmtpSink
const owner = () => t.backend.db.pg
const FROM = 'no-reply@lsbu.test'

const mailConfig = (smtpUrl: string): MailConfig => ({
  smtpUrl,
  from: FROM,
  pollMs: 60_000, // the tests call tick() themselves
  leaseSeconds: 60,
})

/** A time of day in Jakarta (UTC+7) on the test's date, for the worker's clock. */
const jakartaTime = (hhmm: string) => () =>
  new Date(`${new Date().toISOString().slice(0, 10)}T${hhmm}:00+07:00`)

/**
 * A worker whose clock reads 05:00 in Jakarta unless told otherwise: before the daily digest
 * (07:00), so a test that counts what a round sends is not joined by the digest.
 */
function worker(smtpUrl: string, now = jakartaTime('05:00')): MailWorker {
  return startMailWorker({
    supabaseUrl: () => t.url,
    serviceRoleKey: t.serviceRoleKey,
    mail: mailConfig(smtpUrl),
    now,
  })
}

let seq = 0
async function submit(language: 'id' | 'en') {
  seq += 1
  const { data, error } = await t.anon().rpc('submit_complaint', {
    name: 'Budi Hartono',
    email: `budi${seq}@contoh.test`,
    phone: '0812-3456-7890',
    subject: 'Konfirmasi pembayaran',
    description: 'Uraian keluhan yang cukup panjang untuk diterima.',
    language,
  })
  if (error) throw error
  const { data: mail } = await service
    .from('outbox')
    .select('id')
    .eq('reference', data as string)
    .eq('audience', 'submitter')
    .single()
  return {
    reference: data as string,
    email: `budi${seq}@contoh.test`,
    messageId: mail!.id as string,
  }
}

async function message(id: string) {
  const { data } = await service.from('outbox').select('*').eq('id', id).single()
  return data as {
    status: string
    attempts: number
    next_attempt_at: string
    last_error: string | null
    smtp_response: string | null
  }
}

/** Only these messages are due: the others wait, so each test sees its own. */
async function onlyDue(...ids: string[]) {
  await owner().query(
    `update public.outbox set next_attempt_at = case when id = any($1::uuid[]) then now() else now() + interval '1 day' end
     where status = 'pending'`,
    [ids],
  )
}

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await startBackend()
  service = t.service()
  admin = await createAccount(t, 'admin')
})
afterAll(async () => {
  await t?.stop()
  await sink?.close()
})

describe('the mail worker', () => {
  it('delivers the acknowledgement in the submitter language, with a stable Message-ID', async () => {
    const id = await submit('id')
    const en = await submit('en')
    await onlyDue(id.messageId, en.messageId)
    const before = sink.messages.length
    const w = worker(sink.url)
    expect(await w.tick()).toBe(2)
    await w.stop()
    const received = await Promise.all(sink.messages.slice(before).map(parseMessage))
    const byRef = (ref: string) => received.find((m) => m.subject?.includes(ref))!
    const ackId = byRef(id.reference)
    const ackEn = byRef(en.reference)
    expect(ackId.subject).toBe(`[${id.reference}] Keluhan Anda telah kami terima`)
    expect(ackEn.subject).toBe(`[${en.reference}] We have received your complaint`)
    expect(ackId.text).toContain(`${t.url}/layanan/status?ref=${id.reference}`)
    expect(ackEn.html).toContain(`${t.url}/layanan/status?ref=${en.reference}`)
    expect(ackId.headers.get('content-language')).toBe('id')
    expect(ackId.messageId).toBe(`<${id.messageId}@lsbu.test>`)
    expect(ackId.from?.value[0]).toEqual({ name: 'LSBU Karya Mandiri Nusantara', address: FROM })
    expect(ackId.replyTo?.value[0]?.address).toBe('layanan@lsbu-kmn.example')
    expect(ackId.to && 'value' in ackId.to ? ackId.to.value[0]?.address : null).toBe(id.email)
    expect(await message(id.messageId)).toMatchObject({ status: 'sent', attempts: 1 })
    expect((await message(id.messageId)).smtp_response).toMatch(/^250/)
  })

  it('retries a server that is down with exponential backoff, then sends once', async () => {
    const { messageId } = await submit('id')
    await onlyDue(messageId)
    const down = worker(`smtp://127.0.0.1:${await closedPort()}`)
    const delays: number[] = []
    for (let attempt = 1; attempt <= 3; attempt++) {
      const started = Date.now()
      await down.tick()
      const m = await message(messageId)
      expect(m).toMatchObject({ status: 'pending', attempts: attempt })
      expect(m.last_error).toMatch(/ECONNREFUSED|connect/i)
      delays.push(Math.round((Date.parse(m.next_attempt_at) - started) / 1000))
      await onlyDue(messageId) // the backoff has passed
    }
    await down.stop()
    expect(delays[0]).toBeGreaterThanOrEqual(29)
    expect(delays[0]).toBeLessThanOrEqual(32)
    expect(delays[1]).toBeGreaterThanOrEqual(59)
    expect(delays[1]).toBeLessThanOrEqual(62)
    expect(delays[2]).toBeGreaterThanOrEqual(119)
    expect(delays[2]).toBeLessThanOrEqual(122)

    const before = sink.messages.length
    const up = worker(sink.url)
    await up.tick()
    await up.tick()
    await up.stop()
    expect(sink.messages.length - before).toBe(1)
    expect(await message(messageId)).toMatchObject({ status: 'sent', attempts: 4 })
  })

  it('retries a 4xx answer and fails a 5xx one for good, telling the admins', async () => {
    const refusing = await startSmtpSink({
      onData: () => {
        const answer = refusing.messages.length === 1 ? 451 : 550
        throw Object.assign(new Error(answer === 451 ? 'Try again later' : 'No such user'), {
          responseCode: answer,
        })
      },
    })
    try {
      const { messageId, reference } = await submit('en')
      await onlyDue(messageId)
      const w = worker(refusing.url)
      await w.tick()
      expect(await message(messageId)).toMatchObject({ status: 'pending', attempts: 1 })
      await onlyDue(messageId)
      await w.tick()
      await w.stop()
      const m = await message(messageId)
      expect(m.status).toBe('failed')
      expect(m.last_error).toMatch(/550/)
      const { data: bell } = await admin.client
        .from('notifications')
        .select('kind, reference')
        .eq('record_id', messageId)
      expect(bell).toEqual([{ kind: 'mail_failed', reference }])
    } finally {
      await refusing.close()
    }
  })

  it('queues the overdue digest from 07:00 Jakarta time, once a day', async () => {
    const late = await submit('id')
    await owner().query(
      `update public.complaints set due_at = now() - interval '1 day' where reference = $1`,
      [late.reference],
    )
    const digests = async () => {
      const { data } = await service
        .from('outbox')
        .select('to_address, status')
        .eq('kind', 'staff_digest')
      return data ?? []
    }
    const early = worker(sink.url, jakartaTime('06:59'))
    await early.tick()
    await early.stop()
    expect(await digests()).toEqual([])

    for (const time of ['07:00', '07:30']) {
      const w = worker(sink.url, jakartaTime(time))
      await w.tick()
      await w.stop()
    }
    expect(await digests()).toEqual([{ to_address: admin.email, status: 'sent' }])
  })

  it('never sends twice when the worker dies after handing a message over', async () => {
    const { messageId, reference } = await submit('id')
    await onlyDue(messageId)
    let child: ChildProcess | undefined
    let exited: Promise<unknown> | undefined
    const handedOver: string[] = []
    // The server has the whole message; before it can answer, the worker process is killed.
    const holding = await startSmtpSink({
      onData: async (msg) => {
        handedOver.push(msg.raw.toString('utf8'))
        child?.kill('SIGKILL')
        await exited
      },
    })
    try {
      child = spawn(
        process.execPath,
        ['--import', 'tsx', join(process.cwd(), 'supabase/local/mail/cli.ts')],
        {
          env: {
            ...process.env,
            SUPABASE_URL: t.url,
            SUPABASE_SERVICE_ROLE_KEY: t.serviceRoleKey,
            SMTP_URL: holding.url,
            MAIL_FROM: FROM,
            MAIL_POLL_SECONDS: '0.2',
          },
          stdio: 'ignore',
        },
      )
      exited = new Promise((resolve) => child!.once('exit', resolve))
      await exited
      expect(handedOver).toHaveLength(1)
      expect(handedOver[0]).toContain(reference)
      expect(await message(messageId)).toMatchObject({ status: 'sending', attempts: 1 })

      // The lease runs out; the next worker (with a healthy server) must not send it again.
      await owner().query(
        `update public.outbox set lease_until = now() - interval '1 second' where id = $1`,
        [messageId],
      )
      const before = sink.messages.length
      const next = worker(sink.url)
      await next.tick()
      await next.stop()
      expect(sink.messages.length).toBe(before)
      const m = await message(messageId)
      expect(m).toMatchObject({ status: 'unknown', attempts: 1 })
      expect(m.last_error).toMatch(/may have been delivered/)
      const { data: bell } = await admin.client
        .from('notifications')
        .select('kind')
        .eq('record_id', messageId)
      expect(bell).toEqual([{ kind: 'mail_unknown' }])

      // An admin who checked the mail server's log confirms it arrived.
      const resolved = await admin.client.rpc('outbox_resolve', {
        message_id: messageId,
        action: 'sent',
      })
      expect(resolved.data).toMatchObject({ status: 'sent', resolved_by: admin.id })
    } finally {
      child?.kill('SIGKILL')
      await holding.close()
    }
  })
})
