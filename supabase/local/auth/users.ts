/**
 * auth.users and auth.identities as GoTrue reads and writes them, and the User JSON it
 * answers with (`internal/models/user.go`). Passwords are bcrypt hashes (cost 10), the
 * format hosted Supabase stores, so users can move to a hosted project unchanged.
 */
import { randomBytes, randomUUID } from 'node:crypto'

import bcrypt from 'bcryptjs'

import type { Transaction } from '../db/database'
import type { BackendContext } from '../http'
import { authError, errors } from './errors'
import { judgePassword, personalWords } from './password-strength'

export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000'
/** supabase/config.toml's `minimum_password_length`, the same in every path that sets one. */
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_BYTES = 72
const BCRYPT_COST = 10

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_sent_at: Date | null
  confirmed_at: Date | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_sent_at: Date | null
  phone: string | null
  phone_confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
}

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

type Json = Record<string, unknown>

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : undefined)

/** GoTrue's User JSON: fields tagged `omitempty` are left out when null. */
export function userJson(user: UserRow, identities: IdentityRow[], factors: Json[] = []): Json {
  const out: Json = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
    // `omitempty` in GoTrue: only users with factors carry the list.
    factors: factors.length ? factors : undefined,
  }
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key]
  return out
}

export async function findUserById(tx: Transaction, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined
  return (await tx.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0]
}

export async function findUserByEmail(
  tx: Transaction,
  email: string,
): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select * from auth.users where lower(email) = $1 and is_sso_user = false and deleted_at is null`,
    [email.toLowerCase()],
  )
  return rows[0]
}

export async function loadUserJson(tx: Transaction, user: UserRow): Promise<Json> {
  const { rows } = await tx.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  )
  const { rows: factors } = await tx.query<Json>(
    `select id, created_at, updated_at, status, friendly_name, factor_type, last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [user.id],
  )
  return userJson(user, rows, factors.map(factorJson))
}

/** GoTrue's Factor JSON (`models.Factor`). */
export function factorJson(f: Json): Json {
  const out: Json = {
    id: f.id,
    created_at: iso(f.created_at as Date),
    updated_at: iso(f.updated_at as Date),
    status: f.status,
    friendly_name: f.friendly_name || undefined,
    factor_type: f.factor_type,
    phone: '',
    last_challenged_at: iso(f.last_challenged_at as Date | null) ?? null,
  }
  if (out.friendly_name === undefined) delete out.friendly_name
  return out
}

export function isUuid(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  )
}

/** GoTrue's `validateEmail`: trimmed, lower-cased, a plausible address of at most 255 chars. */
export function normalizeEmail(value: unknown): string {
  if (typeof value !== 'string') throw errors.invalidEmail()
  const email = value.trim().toLowerCase()
  if (email.length > 255 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw errors.invalidEmail()
  return email
}

/**
 * Every path that sets a password (signup, own change, admin create and reset): the length
 * rules below, then the strength estimate with the account's email and the site's name as
 * words to avoid. A guessable password is refused with GoTrue's `weak_password`.
 */
export async function checkPasswordStrength(
  ctx: Pick<BackendContext, 'db'>,
  password: unknown,
  words: (string | null | undefined)[],
): Promise<string> {
  const checked = checkPasswordLength(password)
  // A database without the site's tables (auth-only tests) has no site name to add.
  const siteName = await ctx.db.asOwner(async (tx) => {
    const exists = await tx.query(`select to_regclass('public.site_settings') is not null as ok`)
    if (!(exists.rows[0] as { ok: boolean }).ok) return undefined
    const { rows } = await tx.query<{ site_name: string | null }>(
      'select site_name from public.site_settings limit 1',
    )
    return rows[0]?.site_name
  })
  if (!judgePassword(checked, personalWords([...words, siteName])).ok)
    throw errors.guessablePassword()
  return checked
}

function checkPasswordLength(password: unknown): string {
  if (typeof password !== 'string' || [...password].length < MIN_PASSWORD_LENGTH) {
    throw errors.weakPassword(MIN_PASSWORD_LENGTH)
  }
  // bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncate.
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw authError(
      422,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    )
  }
  return password
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST)

/** A bcrypt hash of a random password, so unknown-email sign-ins cost the same time. */
let dummyHash: Promise<string> | undefined
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  // Go's bcrypt fails past 72 bytes instead of comparing a truncated prefix.
  const tooLong = Buffer.byteLength(password) > MAX_PASSWORD_BYTES
  const target = hash && /^\$2[aby]\$/.test(hash) ? hash : await dummyHash
  const ok = await bcrypt.compare(tooLong ? '' : password, target)
  return ok && !tooLong && target === hash
}

/** Shallow merge as GoTrue's UpdateUserMetaData/UpdateAppMetaData: `null` deletes a key. */
export function mergeMetadata(current: Json | null, update: unknown): Json {
  const out: Json = { ...(current ?? {}) }
  if (update && typeof update === 'object' && !Array.isArray(update)) {
    for (const [key, value] of Object.entries(update as Json)) {
      if (value === null) delete out[key]
      else out[key] = value
    }
  }
  return out
}

export interface NewUser {
  id?: string
  email: string
  passwordHash: string
  emailConfirmed: boolean
  role?: string
  userMetadata?: Json
  appMetadata?: Json
  bannedUntil?: Date | null
}

/** Inserts a user and its email identity, as GoTrue's signupNewUser + createNewIdentity. */
export async function insertUser(tx: Transaction, input: NewUser): Promise<UserRow> {
  if (await findUserByEmail(tx, input.email)) throw errors.emailExists()
  const id = input.id ?? randomUUID()
  if (await findUserById(tx, id)) throw errors.validation('User with this ID already exists')
  const appMetadata = { ...(input.appMetadata ?? {}), provider: 'email', providers: ['email'] }
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at, is_anonymous)
     values ($1, $2, 'authenticated', $3, $4, $5, case when $6::boolean then now() end,
       $7::jsonb, $8::jsonb, $9, now(), now(), false)
     returning *`,
    [
      INSTANCE_ID,
      id,
      input.role ?? 'authenticated',
      input.email,
      input.passwordHash,
      input.emailConfirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(input.userMetadata ?? {}),
      input.bannedUntil ?? null,
    ],
  )
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now())`,
    [
      id,
      id,
      JSON.stringify({
        sub: id,
        email: input.email,
        email_verified: input.emailConfirmed,
        phone_verified: false,
      }),
    ],
  )
  return rows[0]!
}

/** Changes the email on the user and its email identity. */
export async function changeEmail(
  tx: Transaction,
  user: UserRow,
  email: string,
  confirmed: boolean,
): Promise<void> {
  const other = await findUserByEmail(tx, email)
  if (other && other.id !== user.id) throw errors.emailExists()
  await tx.query(
    `update auth.users set email = $2, email_change = '', email_confirmed_at = case when $3::boolean then coalesce(email_confirmed_at, now()) end,
       updated_at = now() where id = $1`,
    [user.id, email, confirmed],
  )
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [user.id, email, confirmed],
  )
}

/** GoTrue's `ban_duration`: "none" lifts a ban, otherwise a Go duration such as "24h" or "30m". */
export function parseBanDuration(value: unknown): Date | null | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (value === 'none') return null
  if (typeof value !== 'string') throw errors.validation('invalid format for ban duration')
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(value)
  if (!match) throw errors.validation(`invalid format for ban duration: ${value}`)
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h']
  return new Date(Date.now() + Number(match[1]) * unit)
}

export function randomPassword(): string {
  return randomBytes(24).toString('base64url')
}
