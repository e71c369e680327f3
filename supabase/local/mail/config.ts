/**
 * Outgoing mail settings from the environment: `SMTP_URL` (nodemailer's URL form,
 * `smtp://user:pass@host:587` or `smtps://…:465`), `MAIL_FROM` (the sender address, required
 * with SMTP_URL) and `MAIL_FROM_NAME` (else the site name stored with each message). Without
 * SMTP_URL mail stays in the outbox, where admins read it.
 */
export interface MailConfig {
  smtpUrl: string
  from: string
  fromName?: string
  /** How often the worker looks for due messages. */
  pollMs: number
  /** How long a claimed message is the worker's; past it an unreported send becomes 'unknown'. */
  leaseSeconds: number
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig | null {
  const smtpUrl = env.SMTP_URL?.trim()
  if (!smtpUrl) return null
  if (!/^smtps?:\/\//.test(smtpUrl))
    throw new Error('SMTP_URL must start with smtp:// or smtps://.')
  const from = env.MAIL_FROM?.trim() ?? ''
  if (!EMAIL.test(from))
    throw new Error('MAIL_FROM must be the sender address when SMTP_URL is set.')
  const pollSeconds = Number(env.MAIL_POLL_SECONDS ?? 5)
  if (!(pollSeconds > 0)) throw new Error('MAIL_POLL_SECONDS must be a number above 0.')
  return {
    smtpUrl,
    from,
    fromName: env.MAIL_FROM_NAME?.trim() || undefined,
    pollMs: Math.round(pollSeconds * 1000),
    leaseSeconds: 120,
  }
}
