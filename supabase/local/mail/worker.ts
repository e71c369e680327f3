/**
 * The mail worker: claims due messages from the outbox, sends each over SMTP and reports the
 * outcome, all through the Supabase API with the service role (public.outbox_claim,
 * public.outbox_report). So the same worker runs inside the embedded backend (against its own
 * API) and in a Node process in front of hosted Supabase (docs/decisions/013, docs/deploy.md).
 * After 07:00 WIB it also asks for the day's overdue digest (once a day, whoever asks first).
 */
import { PostgrestClient } from '@supabase/postgrest-js'

import type { MailConfig } from './config'
import { type OutgoingMessage, sendMessage, type SendResult } from './send'

interface OutboxRow {
  id: string
  claim_token: string
  language: string
  to_address: string
  reply_to: string | null
  sender_name: string
  subject: string
  body_text: string
  body_html: string
  /** Extra headers (List-Unsubscribe of register watch mail), or null. */
  headers?: Record<string, string> | null
}

export interface MailWorkerOptions {
  /** The Supabase API's base URL (without /rest/v1), read at each tick. */
  supabaseUrl: () => string
  serviceRoleKey: string
  mail: MailConfig
  log?: (line: string) => void
  /** Replaces the SMTP send (tests of the reporting path only). */
  send?: (smtpUrl: string, message: OutgoingMessage) => Promise<SendResult>
  /** The clock that decides when the daily digest is due (tests fix the hour). */
  now?: () => Date
}

export interface MailWorker {
  /** One round: the digest when due, then claim and send until nothing is due. */
  tick: () => Promise<number>
  /** Stops polling and waits for the round under way, so no claim is left behind. */
  stop: () => Promise<void>
}

const DIGEST_HOUR_WIB = 7

/** The date and hour in Asia/Jakarta (UTC+7, no daylight saving). */
function jakarta(now: Date): { day: string; hour: number } {
  const local = new Date(now.getTime() + 7 * 3600_000)
  return { day: local.toISOString().slice(0, 10), hour: local.getUTCHours() }
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { mail, serviceRoleKey } = options
  const log = options.log ?? (() => {})
  const send = options.send ?? sendMessage
  const now = options.now ?? (() => new Date())
  const domain = mail.from.split('@')[1] ?? 'localhost'
  const rest = () =>
    new PostgrestClient(`${options.supabaseUrl()}/rest/v1`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    })
  let digestDay = ''
  let stopped = false
  let running: Promise<number> | null = null

  const digest = async () => {
    const { day, hour } = jakarta(now())
    if (hour < DIGEST_HOUR_WIB || digestDay === day) return
    const { data, error } = await rest().rpc('queue_overdue_digest')
    if (error) throw new Error(`queue_overdue_digest: ${error.message}`)
    digestDay = day
    if (data) log(`mail: overdue digest queued for ${String(data)} staff member(s)`)
  }

  const deliver = async (row: OutboxRow) => {
    const result = await send(mail.smtpUrl, {
      messageId: `<${row.id}@${domain}>`,
      from: { name: mail.fromName ?? row.sender_name, address: mail.from },
      to: row.to_address,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.body_text,
      html: row.body_html,
      language: row.language,
      headers: row.headers ?? undefined,
    })
    const { error } = await rest().rpc('outbox_report', {
      message_id: row.id,
      token: row.claim_token,
      outcome: result.outcome,
      detail: result.detail,
    })
    if (error) throw new Error(`outbox_report: ${error.message}`)
    if (result.outcome !== 'sent') log(`mail: ${row.id} ${result.outcome}: ${result.detail}`)
  }

  const round = async (): Promise<number> => {
    // A failed digest must not hold up the mail; it is asked for again at the next round.
    await digest().catch((error: unknown) => log(`mail: ${String(error)}`))
    let handled = 0
    while (!stopped) {
      const { data, error } = await rest().rpc('outbox_claim', {
        batch: 10,
        lease_seconds: mail.leaseSeconds,
      })
      if (error) throw new Error(`outbox_claim: ${error.message}`)
      const rows = (data ?? []) as OutboxRow[]
      // Sent one by one: a message's report is written before the next is handed over.
      for (const row of rows) await deliver(row)
      handled += rows.length
      if (rows.length === 0) break
    }
    return handled
  }

  const tick = () => {
    running ??= round().finally(() => {
      running = null
    })
    return running
  }

  const timer = setInterval(() => {
    if (!running && !stopped) tick().catch((error: unknown) => log(`mail: ${String(error)}`))
  }, mail.pollMs)
  timer.unref()

  return {
    tick,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => {})
    },
  }
}
