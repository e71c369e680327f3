/**
 * Emailed links, as GoTrue sends them: password recovery (`POST /recover`, auth-js
 * `resetPasswordForEmail`), invitations (`POST /invite`, auth-js `admin.inviteUserByEmail`) and
 * their verification (`POST /verify` with `{ type, token_hash }`, auth-js `verifyOtp`).
 *
 * The link in the email goes to the staff app's set-password screen with `token_hash` and `type`
 * in its query (Supabase's documented template `{{ .SiteURL }}/…?token_hash={{ .TokenHash }}&type=…`);
 * the screen calls `verifyOtp({ token_hash, type })`, which answers with a session. The token is
 * 32 random bytes; auth.users keeps only its SHA-256 (`recovery_token` / `confirmation_token`),
 * it works once and expires (recovery after an hour, an invitation after seven days). Mail goes
 * through the outbox (private.queue_mail), so only a backend that sends mail offers this.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import type { Transaction } from '../db/database'
import type { BackendContext } from '../http'
import { clientAddress } from '../http'
import { authError, type Body, errors } from './errors'
import { SlidingWindowLimiter } from './rate-limit'
import { type IssueContext, issueSession } from './sessions'
import {
  findUserByEmail,
  insertUser,
  loadUserJson,
  mergeMetadata,
  normalizeEmail,
  type UserRow,
} from './users'

/** How long a link works, seconds. */
export const RECOVERY_TTL_SECONDS = 3600
export const INVITE_TTL_SECONDS = 7 * 24 * 3600
/** The staff app's screen that verifies a link and sets the password. */
export const SET_PASSWORD_PATH = '/auth/set-password'
/**
 * The amr methods a link's session carries (GoTrue's `recovery` and `invite`): for a short time
 * after such a sign-in the password may be set without the current one (there is none to know).
 */
export const LINK_METHODS = ['recovery', 'invite'] as const
export const LINK_SESSION_SECONDS = 3600

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface EmailLinkRoutes {
  recover: (req: IncomingMessage, body: Body, url: URL) => Promise<Record<string, never>>
  invite: (body: Body, url: URL) => Promise<Record<string, unknown>>
  verify: (req: IncomingMessage, body: Body) => Promise<SessionJson>
  /** GoTrue's `GET /verify`: the redirect (Location) with the session or the error in the fragment. */
  verifyRedirect: (req: IncomingMessage, url: URL) => Promise<string>
}

type SessionJson = Awaited<ReturnType<typeof issueSession>>

export function createEmailLinks(
  ctx: BackendContext,
  issueContext: (req: IncomingMessage) => IssueContext,
): EmailLinkRoutes {
  const { config } = ctx
  const limits = config.emailLinkRateLimit
  // One email per address per interval (GoTrue's SMTP max_frequency), counted whether or not
  // the account exists, so the answer never tells; and a cap per client address.
  const perEmail = new SlidingWindowLimiter(limits.emailIntervalSeconds * 1000, 1)
  const perAddress = new SlidingWindowLimiter(3600 * 1000, limits.perAddressPerHour)

  const requireMail = () => {
    if (!config.mail)
      throw authError(
        422,
        'email_provider_disabled',
        'Emailed links are not supported by the embedded backend without outgoing mail (SMTP_URL)',
      )
  }

  /**
   * A redirect's path when it is on the site, else the set-password screen (GoTrue falls back
   * to its site URL for a redirect outside the allow list).
   */
  const sitePath = (redirect: string | null) => {
    if (redirect) {
      try {
        const site = new URL(config.siteUrl ?? ctx.publicUrl())
        const target = new URL(redirect, site)
        if (target.origin === site.origin) return target.pathname
      } catch {
        // An unusable redirect falls back to the set-password screen.
      }
    }
    return SET_PASSWORD_PATH
  }

  /** The link's address on the site, token and type in its query. */
  const linkPath = (url: URL, token: string, type: 'recovery' | 'invite') =>
    `${sitePath(url.searchParams.get('redirect_to'))}?${new URLSearchParams({ token_hash: token, type }).toString()}`

  const audit = (tx: Transaction, user: UserRow, event: string, actorRole: string) =>
    auditUserEvent(
      tx,
      user,
      event,
      actorRole,
      event.endsWith('_used') || event === 'invite_accepted',
    )

  const queueMail = async (
    tx: Transaction,
    to: string,
    kind: 'recovery' | 'invite',
    path: string,
  ) => {
    const hours = RECOVERY_TTL_SECONDS / 3600
    const days = INVITE_TTL_SECONDS / 86400
    const [subject, paragraphs, label] =
      kind === 'recovery'
        ? [
            'Atur ulang kata sandi / Reset your password',
            [
              `Seseorang meminta untuk mengatur ulang kata sandi akun staf ${to}. Buka tautan di bawah untuk membuat kata sandi baru. Tautan ini berlaku ${hours} jam dan hanya dapat dipakai sekali.`,
              'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.',
              `Someone asked to reset the password of the staff account ${to}. Open the link below to choose a new password. The link works for ${hours} hour and only once.`,
              'If you did not ask for this, ignore this email: your password stays as it is.',
            ],
            'Buat kata sandi baru / Choose a new password',
          ]
        : [
            'Undangan akun staf / Staff account invitation',
            [
              `Anda diundang sebagai staf dengan akun ${to}. Buka tautan di bawah untuk membuat kata sandi Anda. Tautan ini berlaku ${days} hari dan hanya dapat dipakai sekali.`,
              `You have been invited as staff with the account ${to}. Open the link below to choose your password. The link works for ${days} days and only once.`,
            ],
            'Buat kata sandi / Choose your password',
          ]
    await tx.query(
      `select private.queue_mail('staff', 'account', 'id', $1, $2, $3::text[], $4, $5)`,
      [to, subject, paragraphs, label, path],
    )
  }

  return {
    async recover(req, body, url) {
      requireMail()
      const email = normalizeEmail(body.email)
      const address = clientAddress(req)
      if (perAddress.blocked(address) || perEmail.blocked(email)) {
        throw authError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${limits.emailIntervalSeconds} seconds.`,
        )
      }
      perAddress.record(address)
      perEmail.record(email)
      await ctx.db.asOwner(async (tx) => {
        const user = await findUserByEmail(tx, email)
        // Unknown, banned or deleted: the same empty answer, and no mail.
        if (!user?.email || (user.banned_until && new Date(user.banned_until) > new Date())) return
        const token = randomBytes(32).toString('base64url')
        await tx.query(
          'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
          [user.id, hashToken(token)],
        )
        await queueMail(tx, user.email, 'recovery', linkPath(url, token, 'recovery'))
        await audit(tx, user, 'password_recovery_requested', 'anon')
      })
      return {}
    },

    async invite(body, url) {
      requireMail()
      const email = normalizeEmail(body.email)
      return ctx.db.asOwner(async (tx) => {
        let user = await findUserByEmail(tx, email)
        // GoTrue invites again an invited user who never accepted; anyone else exists already.
        if (user && (user.email_confirmed_at || !user.invited_at)) throw errors.emailExists()
        user ??= await insertUser(tx, {
          email,
          passwordHash: '',
          emailConfirmed: false,
          userMetadata: mergeMetadata({}, body.data),
        })
        const token = randomBytes(32).toString('base64url')
        const { rows } = await tx.query<UserRow>(
          `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
             invited_at = now(), updated_at = now() where id = $1 returning *`,
          [user.id, hashToken(token)],
        )
        await queueMail(tx, email, 'invite', linkPath(url, token, 'invite'))
        await audit(tx, rows[0]!, 'invite_sent', 'service_role')
        return loadUserJson(tx, rows[0]!)
      })
    },

    verify: (req, body) =>
      verifyToken(req, body.type, typeof body.token_hash === 'string' ? body.token_hash : ''),

    async verifyRedirect(req, url) {
      const type = url.searchParams.get('type')
      const target = `${(config.siteUrl ?? ctx.publicUrl()).replace(/\/+$/, '')}${sitePath(url.searchParams.get('redirect_to'))}`
      try {
        const session = await verifyToken(req, type, url.searchParams.get('token') ?? '')
        const fragment = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type: String(type),
        })
        return `${target}#${fragment.toString()}`
      } catch (error) {
        // A link that does not work goes back to the site with the reason, as GoTrue; a
        // malformed request stays a JSON error.
        const body = (error as { body?: Record<string, unknown> }).body
        if (body?.code !== 'otp_expired' && body?.code !== 'user_banned') throw error
        const fragment = new URLSearchParams({
          error: 'access_denied',
          error_code: String(body.code),
          error_description: String(body.message),
        })
        return `${target}#${fragment.toString()}`
      }
    },
  }

  async function verifyToken(
    req: IncomingMessage,
    type: unknown,
    tokenHash: string,
  ): Promise<SessionJson> {
    if (type !== 'recovery' && type !== 'invite') {
      throw errors.validation(
        `Verify type "${String(type)}" is not supported by the embedded backend (recovery and invite are)`,
      )
    }
    if (!tokenHash) {
      throw errors.validation('Only the token_hash flow is supported by the embedded backend')
    }
    const column = type === 'recovery' ? 'recovery_token' : 'confirmation_token'
    const sentAt = type === 'recovery' ? 'recovery_sent_at' : 'confirmation_sent_at'
    const ttl = type === 'recovery' ? RECOVERY_TTL_SECONDS : INVITE_TTL_SECONDS
    return ctx.db.asOwner(async (tx) => {
      const { rows } = await tx.query<UserRow & { expired: boolean }>(
        `select *, ${sentAt} is null or ${sentAt} + make_interval(secs => $2) < now() as expired
             from auth.users where ${column} = $1 and deleted_at is null for update`,
        [hashToken(tokenHash), ttl],
      )
      const found = rows[0]
      // GoTrue answers an unknown, used and expired link alike.
      if (!found || found.expired) throw otpExpired()
      if (found.banned_until && new Date(found.banned_until) > new Date()) throw errors.userBanned()
      // Used once: the token goes; an invitation confirms the address.
      const { rows: updated } = await tx.query<UserRow>(
        `update auth.users set ${column} = '', last_sign_in_at = now(), updated_at = now(),
             email_confirmed_at = coalesce(email_confirmed_at, now())
           where id = $1 returning *`,
        [found.id],
      )
      const user = updated[0]!
      await tx.query(
        `update auth.identities set last_sign_in_at = now(), updated_at = now(),
             identity_data = identity_data || '{"email_verified": true}'::jsonb
           where user_id = $1 and provider = 'email'`,
        [user.id],
      )
      await audit(
        tx,
        user,
        type === 'recovery' ? 'password_recovery_link_used' : 'invite_accepted',
        'anon',
      )
      const session = await issueSession(tx, issueContext(req), user)
      // The session's sign-in method, as GoTrue records it (amr `recovery` / `invite`).
      await tx.query(
        `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
           select gen_random_uuid(), s.id, now(), now(), $2 from auth.sessions s
            where s.user_id = $1 and s.created_at = now()`,
        [user.id, type],
      )
      return session
    })
  }
}

/**
 * An audit entry on the user (`table_name = 'users'`, `changes.event`): the actor is the user
 * themselves when `bySelf` (a link used, a password set), else nobody (a request, an invitation).
 */
export async function auditUserEvent(
  tx: Transaction,
  user: Pick<UserRow, 'id' | 'email'>,
  event: string,
  actorRole: string,
  bySelf: boolean,
): Promise<void> {
  await tx.query(
    `insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, record_title, changes)
     values ($1, $2, $3, 'update', 'users', $4, $5, jsonb_build_object('event', $6::text))`,
    [
      bySelf ? user.id : null,
      bySelf ? (user.email?.slice(0, 254) ?? null) : null,
      actorRole,
      user.id,
      user.email?.slice(0, 300) ?? null,
      event,
    ],
  )
}

/** GoTrue's answer for a link that is unknown, used or expired. */
export const otpExpired = () =>
  authError(403, 'otp_expired', 'Email link is invalid or has expired')

/**
 * Whether the session came from an emailed link a short time ago: then the new password needs
 * no current one (a recovering or invited user has none to give).
 */
export async function sessionFromLink(tx: Transaction, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from auth.mfa_amr_claims where session_id = $1 and authentication_method = any($2::text[])
       and created_at > now() - make_interval(secs => $3)`,
    [sessionId, LINK_METHODS, LINK_SESSION_SECONDS],
  )
  return rows.length > 0
}
