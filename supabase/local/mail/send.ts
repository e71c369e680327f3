/**
 * One message to one SMTP server, and what its fate means for the outbox
 * (public.outbox_report): the connection and login come first, so a failure there certainly
 * sent nothing ('retry'); once the message is being handed over, an answer from the server
 * says accepted ('sent'), come back later (4xx: 'retry') or never (5xx: 'failed'), while a
 * connection that breaks without an answer leaves it open whether the server took it
 * ('unknown': never resent blindly, docs/decisions/013).
 */
import MailComposer from 'nodemailer/lib/mail-composer'
import { parseConnectionUrl } from 'nodemailer/lib/shared'
import SMTPConnection from 'nodemailer/lib/smtp-connection'

export interface OutgoingMessage {
  /** Stable across attempts: the outbox row's id at the sender's domain. */
  messageId: string
  from: { name: string; address: string }
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html: string
  language: string
  /** Extra headers (the outbox's `headers`: List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>
}

export type Outcome = 'sent' | 'retry' | 'failed' | 'unknown'

export interface SendResult {
  outcome: Outcome
  detail: string
}

/** Timeouts well inside the claim's lease (120 s), so a hung server cannot outlast it. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 }

interface SmtpError extends Error {
  responseCode?: number
  response?: string
}

const describe = (error: SmtpError) =>
  (error.response ?? error.message ?? String(error)).slice(0, 1000)

export async function buildMessage(message: OutgoingMessage): Promise<Buffer> {
  return new MailComposer({
    messageId: message.messageId,
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: {
      ...message.headers,
      'Content-Language': message.language,
      'Auto-Submitted': 'auto-generated',
    },
  })
    .compile()
    .build()
}

export async function sendMessage(smtpUrl: string, message: OutgoingMessage): Promise<SendResult> {
  const raw = await buildMessage(message)
  const options = parseConnectionUrl(smtpUrl) as SMTPConnection.Options & {
    auth?: { user: string; pass: string }
  }
  const connection = new SMTPConnection({ ...options, ...TIMEOUTS })
  // Errors also reach the callbacks below; without a listener a late one would crash the process.
  connection.on('error', () => {})
  let handingOver = false
  try {
    await new Promise<void>((resolve, reject) => {
      connection.once('error', reject)
      connection.connect(() => {
        connection.removeListener('error', reject)
        resolve()
      })
    })
    if (options.auth?.user) {
      await new Promise<void>((resolve, reject) =>
        connection.login(options.auth, (error) => (error ? reject(error) : resolve())),
      )
    }
    handingOver = true
    const info = await new Promise<{ response?: string }>((resolve, reject) => {
      // A socket error while sending arrives here as well as through send's callback.
      connection.once('error', reject)
      connection.send({ from: message.from.address, to: [message.to] }, raw, (error, result) =>
        error ? reject(error) : resolve(result as { response?: string }),
      )
    })
    return { outcome: 'sent', detail: (info.response ?? 'accepted').slice(0, 1000) }
  } catch (caught) {
    const error = caught as SmtpError
    const code = error.responseCode
    if (typeof code === 'number' && code >= 400) {
      return { outcome: code >= 500 ? 'failed' : 'retry', detail: describe(error) }
    }
    return { outcome: handingOver ? 'unknown' : 'retry', detail: describe(error) }
  } finally {
    try {
      connection.quit()
    } catch {
      connection.close()
    }
  }
}
