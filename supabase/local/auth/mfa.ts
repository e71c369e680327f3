/**
 * GoTrue's MFA API (`internal/api/mfa.go`) for TOTP, so auth-js's `mfa.enroll / challenge /
 * verify / challengeAndVerify / unenroll / listFactors / getAuthenticatorAssuranceLevel` and
 * the admin `mfa.listFactors / deleteFactor` work as on hosted Supabase. Factors, challenges
 * and AMR claims live in auth.mfa_factors, auth.mfa_challenges and auth.mfa_amr_claims with
 * hosted Supabase's names and columns, so SQL (RLS, RPCs) reads them the same on both.
 *
 * TOTP is RFC 6238 with GoTrue's parameters: SHA-1, 6 digits, 30-second steps, one step of
 * skew either way. Beyond GoTrue: a code is accepted once (a time step at or before the last
 * accepted one is refused), and wrong codes are throttled per factor and per account with the
 * sign-in limits.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import QRCode from 'qrcode'

import type { Transaction } from '../db/database'
import type { BackendContext } from '../http'
import { clientAddress } from '../http'
import type { Claims } from '../jwt'
import { authError, type Body, errors } from './errors'
import { SlidingWindowLimiter } from './rate-limit'
import { type IssueContext, reissueSession, revokeAllSessions } from './sessions'
import { factorJson as userFactorJson, isUuid, type UserRow } from './users'

const factorJson = (factor: FactorRow) =>
  userFactorJson(factor as unknown as Record<string, unknown>)

/** GoTrue's defaults: `MFA_CHALLENGE_EXPIRY_DURATION`, `MFA_FACTOR_EXPIRY_DURATION`. */
const CHALLENGE_EXPIRY_SECONDS = 300
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300
/** A main device and a spare (GoTrue's `MFA_MAX_VERIFIED_FACTORS`, set to 2 here). */
export const MAX_VERIFIED_FACTORS = 2
const MAX_ENROLLED_FACTORS = 10
const PERIOD = 30
const DIGITS = 6
const SKEW = 1

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: string
  created_at: Date
  updated_at: Date
  secret: string | null
  last_challenged_at: Date | null
}

interface ChallengeRow {
  id: string
  factor_id: string
  created_at: Date
  verified_at: Date | null
  ip_address: string | null
  otp_code: string | null
}

export async function listFactors(tx: Transaction, userId: string): Promise<FactorRow[]> {
  const { rows } = await tx.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  )
  return rows
}

// ---------------------------------------------------------------------------------------
// TOTP (RFC 6238 over RFC 4226)
// ---------------------------------------------------------------------------------------
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('invalid base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** The 6-digit code of one 30-second time step. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 0x0f
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0')
}

/** The time step (±1) whose code matches, or null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const current = Math.floor(now / 1000 / PERIOD)
  for (let step = current - SKEW; step <= current + SKEW; step++) {
    const expected = Buffer.from(totpCode(secret, step))
    if (timingSafeEqual(expected, Buffer.from(code))) return step
  }
  return null
}

// ---------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------
export interface MfaDeps {
  ctx: BackendContext
  authenticate: (
    req: IncomingMessage,
  ) => Promise<{ claims: Claims; user: UserRow; sessionId: string | undefined }>
  readJson: (req: IncomingMessage) => Promise<Body>
  issueContext: (req: IncomingMessage) => IssueContext
}

const mfaErrors = {
  factorNotFound: () => authError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () =>
    authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  ipMismatch: () =>
    authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  challengeExpired: (id: string) =>
    authError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  verificationFailed: () => authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  codeReused: () =>
    authError(
      422,
      'mfa_verification_failed',
      'Invalid TOTP code entered: this code was already used, wait for the next one',
    ),
  tooMany: () =>
    authError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  insufficientAal: (message: string) => authError(422, 'insufficient_aal', message),
  nameConflict: (name: string) =>
    authError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  lastAdminFactor: () =>
    authError(
      422,
      'insufficient_aal',
      'Two-factor sign-in is required for administrators and you are the last administrator with a second factor: enrol another device or ask another administrator first',
    ),
}

export function createMfa({ ctx, authenticate, readJson, issueContext }: MfaDeps) {
  const { config } = ctx
  const window = config.signInRateLimit.windowSeconds * 1000
  const perFactor = new SlidingWindowLimiter(window, config.signInRateLimit.perEmail)
  const perAccount = new SlidingWindowLimiter(window, config.signInRateLimit.perEmail)

  const issuerName = () => {
    const base = config.siteUrl ?? ctx.publicUrl()
    try {
      return new URL(base).host
    } catch {
      return 'localhost'
    }
  }

  async function ownFactor(tx: Transaction, userId: string, factorId: string) {
    if (!isUuid(factorId)) throw mfaErrors.factorNotFound()
    const factor = (
      await tx.query<FactorRow>(
        'select * from auth.mfa_factors where id = $1 and user_id = $2 for update',
        [factorId, userId],
      )
    ).rows[0]
    if (!factor) throw mfaErrors.factorNotFound()
    return factor
  }

  async function sessionAal(tx: Transaction, sessionId: string | undefined) {
    if (!sessionId) return 'aal1'
    const { rows } = await tx.query<{ aal: string | null }>(
      'select aal from auth.sessions where id = $1',
      [sessionId],
    )
    return rows[0]?.aal ?? 'aal1'
  }

  async function enroll(req: IncomingMessage) {
    const { user, sessionId } = await authenticate(req)
    const body = await readJson(req)
    const type = body.factor_type
    if (type === 'phone' || type === 'webauthn') {
      throw authError(
        422,
        type === 'phone' ? 'mfa_phone_enroll_not_enabled' : 'mfa_webauthn_enroll_not_enabled',
        `MFA enroll is disabled for ${type === 'phone' ? 'Phone' : 'WebAuthn'}`,
      )
    }
    if (type !== 'totp') throw errors.validation('factor_type needs to be totp, phone, or webauthn')
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : ''
    if (friendlyName.length > 120) throw errors.validation('friendly_name is too long')
    const issuer =
      typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim() : issuerName()
    const secret = base32Encode(randomBytes(20))
    const account = user.email ?? user.id
    const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
    const query = new URLSearchParams({
      algorithm: 'SHA1',
      digits: String(DIGITS),
      issuer,
      period: String(PERIOD),
      secret,
    })
    const uri = `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`
    // Named colours: auth-js puts the SVG into a data: URL unencoded, where '#' would end it.
    const qr = (await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 }))
      .replaceAll('#ffffff', 'white')
      .replaceAll('#000000', 'black')
    return ctx.db.asOwner(async (tx) => {
      // GoTrue's validateFactors: expired unverified factors go first, then the limits.
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
           and created_at < now() - make_interval(secs => $2)`,
        [user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
      )
      const factors = await listFactors(tx, user.id)
      if (factors.some((f) => (f.friendly_name ?? '') === friendlyName))
        throw mfaErrors.nameConflict(friendlyName)
      const verified = factors.filter((f) => f.status === 'verified').length
      if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS)
        throw mfaErrors.tooMany()
      if (verified > 0 && (await sessionAal(tx, sessionId)) !== 'aal2') {
        throw authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
      }
      const id = randomUUID()
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, user.id, friendlyName, secret],
      )
      return {
        id,
        type: 'totp',
        friendly_name: friendlyName,
        totp: { qr_code: qr, secret, uri },
      }
    })
  }

  async function challenge(req: IncomingMessage, factorId: string) {
    const { user } = await authenticate(req)
    return ctx.db.asOwner(async (tx) => {
      const factor = await ownFactor(tx, user.id, factorId)
      const id = randomUUID()
      const { rows } = await tx.query<{ created_at: Date }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
         values ($1, $2, now(), $3::inet) returning created_at`,
        [id, factor.id, inet(clientAddress(req)) ?? '0.0.0.0'],
      )
      await tx.query(
        'update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1',
        [factor.id],
      )
      const expires =
        Math.floor(new Date(rows[0]!.created_at).getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS
      return { id, type: factor.factor_type, expires_at: expires }
    })
  }

  async function verify(req: IncomingMessage, factorId: string) {
    const { user, sessionId } = await authenticate(req)
    const body = await readJson(req)
    const code = typeof body.code === 'string' ? body.code.trim() : ''
    if (!code) throw errors.validation('Code needs to be non-empty')
    if (!sessionId) throw errors.sessionFromJwtMissing()
    if (perFactor.blocked(factorId) || perAccount.blocked(user.id)) throw errors.rateLimited()
    const failed = (error = mfaErrors.verificationFailed()) => {
      perFactor.record(factorId)
      perAccount.record(user.id)
      return error
    }
    const outcome = await ctx.db.asOwner(async (tx) => {
      const factor = await ownFactor(tx, user.id, factorId)
      const challengeId = body.challenge_id
      const found = isUuid(challengeId)
        ? (
            await tx.query<ChallengeRow>(
              'select * from auth.mfa_challenges where id = $1 and factor_id = $2 for update',
              [challengeId, factor.id],
            )
          ).rows[0]
        : undefined
      if (!found) throw mfaErrors.challengeNotFound()
      if (found.verified_at || found.ip_address !== (inet(clientAddress(req)) ?? '0.0.0.0'))
        throw mfaErrors.ipMismatch()
      if (Date.now() - new Date(found.created_at).getTime() > CHALLENGE_EXPIRY_SECONDS * 1000) {
        await tx.query('delete from auth.mfa_challenges where id = $1', [found.id])
        return { error: mfaErrors.challengeExpired(found.id) }
      }
      const step = factor.secret ? matchingStep(factor.secret, code) : null
      if (step === null) return { error: failed() }
      // Single use: a code of a time step already accepted (or an earlier one) is refused.
      const last = (
        await tx.query<{ step: string | null }>(
          `select max(substring(otp_code from '^totp-step:(\\d+)$')::bigint)::text as step
             from auth.mfa_challenges where factor_id = $1 and verified_at is not null`,
          [factor.id],
        )
      ).rows[0]?.step
      if (last !== null && last !== undefined && step <= Number(last))
        return { error: failed(mfaErrors.codeReused()) }

      await tx.query(
        `update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1`,
        [found.id, `totp-step:${step}`],
      )
      if (factor.status !== 'verified') {
        if (
          (await listFactors(tx, user.id)).filter((f) => f.status === 'verified').length >=
          MAX_VERIFIED_FACTORS
        )
          return { error: mfaErrors.tooMany() }
        await tx.query(
          `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
          [factor.id],
        )
      }
      await tx.query(
        `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
         values ($1, $2, now(), now(), 'totp')
         on conflict (session_id, authentication_method) do update set updated_at = now()`,
        [randomUUID(), sessionId],
      )
      await tx.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
        [sessionId, factor.id],
      )
      // GoTrue: InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors.
      await tx.query(
        `delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') = 'aal1'`,
        [user.id, sessionId],
      )
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
        [user.id],
      )
      return { session: await reissueSession(tx, issueContext(req), user.id, sessionId) }
    })
    if ('error' in outcome) throw outcome.error
    return outcome.session
  }

  async function unenroll(req: IncomingMessage, factorId: string) {
    const { user, sessionId } = await authenticate(req)
    return ctx.db.asOwner(async (tx) => {
      const factor = await ownFactor(tx, user.id, factorId)
      if (factor.status === 'verified') {
        if ((await sessionAal(tx, sessionId)) !== 'aal2')
          throw mfaErrors.insufficientAal('AAL2 required to unenroll verified factor')
        if (await lastAdminFactor(tx, user.id, factor.id)) throw mfaErrors.lastAdminFactor()
      }
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
      // GoTrue's DowngradeSessionsToAAL1: sessions verified with this factor fall back.
      await downgradeSessions(tx, factor.id)
      return { id: factor.id }
    })
  }

  async function rename(req: IncomingMessage, factorId: string) {
    const { user } = await authenticate(req)
    const body = await readJson(req)
    const name = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : ''
    if (name.length > 120) throw errors.validation('friendly_name is too long')
    return ctx.db.asOwner(async (tx) => {
      const factor = await ownFactor(tx, user.id, factorId)
      const others = await listFactors(tx, user.id)
      if (others.some((f) => f.id !== factor.id && (f.friendly_name ?? '') === name))
        throw mfaErrors.nameConflict(name)
      const { rows } = await tx.query<FactorRow>(
        'update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1 returning *',
        [factor.id, name],
      )
      return factorJson(rows[0]!)
    })
  }

  /**
   * `/admin/users/{id}/factors[/{factorId}]` for the service role (GoTrue's admin API): `work`
   * runs once the user is known.
   */
  function asAdminOf<T>(userId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!isUuid(userId)) throw authError(404, 'validation_failed', 'user_id must be an UUID')
    return ctx.db.asOwner(async (tx) => {
      const user = (await tx.query('select 1 from auth.users where id = $1', [userId])).rows[0]
      if (!user) throw errors.adminUserNotFound()
      return work(tx)
    })
  }

  const listUserFactors = (userId: string) =>
    asAdminOf(userId, async (tx) => (await listFactors(tx, userId)).map(factorJson))

  const deleteUserFactor = (userId: string, factorId: string) =>
    asAdminOf(userId, async (tx) => {
      const factor = await ownFactor(tx, userId, factorId)
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
      // Removing someone's factor is a recovery step: every session of theirs ends, so a
      // device that had the factor, or a stolen refresh token, no longer signs in.
      await revokeAllSessions(tx, userId)
      return factorJson(factor)
    })

  const renameUserFactor = (userId: string, factorId: string, body: Body) =>
    asAdminOf(userId, async (tx) => {
      const factor = await ownFactor(tx, userId, factorId)
      const name = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : ''
      const { rows } = await tx.query<FactorRow>(
        'update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1 returning *',
        [factor.id, name],
      )
      return factorJson(rows[0]!)
    })

  return {
    enroll,
    challenge,
    verify,
    unenroll,
    rename,
    listUserFactors,
    deleteUserFactor,
    renameUserFactor,
  }
}

/** Sessions that reached aal2 with a removed factor fall back to aal1 (GoTrue's DowngradeSessionsToAAL1). */
async function downgradeSessions(tx: Transaction, factorId: string) {
  const { rows } = await tx.query<{ id: string }>(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1 returning id`,
    [factorId],
  )
  for (const { id } of rows) {
    await tx.query(
      `delete from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'`,
      [id],
    )
  }
}

/**
 * True when removing this verified factor would leave the site without an administrator who
 * can sign in at aal2 while the policy requires two-factor sign-in for administrators.
 */
async function lastAdminFactor(tx: Transaction, userId: string, factorId: string) {
  const { rows } = await tx.query<{ refused: boolean }>(
    'select private.last_admin_factor(p_user_id => $1, p_factor_id => $2) as refused',
    [userId, factorId],
  )
  return rows[0]?.refused === true
}

function inet(ip: string): string | null {
  const bare = ip.replace(/^::ffff:/, '')
  return /^[0-9.]+$/.test(bare) || /^[0-9a-f:]+$/i.test(ip) ? bare : null
}
