/**
 * Sessions, access tokens and refresh tokens as GoTrue issues them: one auth.sessions row
 * per sign-in, opaque refresh tokens rotated on every use (the parent is revoked, a child
 * issued), reuse of a revoked token revokes the whole session's token family.
 */
import { randomBytes, randomUUID } from 'node:crypto'

import type { BackendConfig } from '../config'
import type { Transaction } from '../db/database'
import { signJwt } from '../jwt'
import { errors } from './errors'
import { findUserById, loadUserJson, type UserRow } from './users'

export interface SessionRow {
  id: string
  user_id: string
  created_at: Date
  updated_at: Date | null
  aal: string | null
}

interface RefreshTokenRow {
  id: string
  token: string
  user_id: string
  revoked: boolean
  created_at: Date
  updated_at: Date
  parent: string | null
  session_id: string | null
}

export interface IssueContext {
  config: BackendConfig
  issuer: string
  ip: string
  userAgent: string
}

export interface AmrEntry {
  method: string
  timestamp: number
}

const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000)

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url')
}

/** Signs the access token with GoTrue's claims (`tokens.AccessTokenClaims`). */
export function accessToken(
  ctx: IssueContext,
  user: UserRow,
  session: SessionRow,
  factorClaims: AmrEntry[] = [],
): { token: string; exp: number } {
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + ctx.config.jwtExpiry
  const token = signJwt(
    {
      aud: 'authenticated',
      exp,
      iat,
      iss: ctx.issuer,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: session.aal ?? 'aal1',
      // Newest first, as GoTrue: a verified second factor, then the password sign-in.
      amr: [...factorClaims, { method: 'password', timestamp: seconds(session.created_at) }],
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtSecret,
  )
  return { token, exp }
}

async function sessionResponse(
  tx: Transaction,
  ctx: IssueContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
) {
  const { rows: claims } = await tx.query<{ method: string; at: Date }>(
    `select authentication_method as method, updated_at as at from auth.mfa_amr_claims
      where session_id = $1 and authentication_method <> 'password' order by updated_at desc`,
    [session.id],
  )
  const factorClaims = claims.map((c) => ({ method: c.method, timestamp: seconds(c.at) }))
  const { token, exp } = accessToken(ctx, user, session, factorClaims)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await loadUserJson(tx, user),
  }
}

/** A new session for a user who just proved who they are (password grant, signup). */
export async function issueSession(tx: Transaction, ctx: IssueContext, user: UserRow) {
  const { rows } = await tx.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', now() at time zone 'utc', $3, $4::inet) returning *`,
    [randomUUID(), user.id, ctx.userAgent, validInet(ctx.ip)],
  )
  const session = rows[0]!
  const refreshToken = newRefreshToken()
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
    [refreshToken, user.id, session.id],
  )
  return sessionResponse(tx, ctx, user, session, refreshToken)
}

/**
 * After a step-up (MFA verify): the session's refresh tokens are revoked and a new one is
 * issued, so a refresh token obtained at aal1 never yields the aal2 session.
 */
export async function reissueSession(
  tx: Transaction,
  ctx: IssueContext,
  userId: string,
  sessionId: string,
) {
  const session = (
    await tx.query<SessionRow>('select * from auth.sessions where id = $1', [sessionId])
  ).rows[0]
  const user = await findUserById(tx, userId)
  if (!session || !user) throw errors.refreshSessionMissing()
  const { rows: current } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and revoked = false returning token`,
    [sessionId],
  )
  const refreshToken = newRefreshToken()
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [refreshToken, user.id, current[0]?.token ?? null, session.id],
  )
  await touchSession(tx, session.id)
  return sessionResponse(tx, ctx, user, session, refreshToken)
}

/** `grant_type=refresh_token`: rotation with reuse detection (and GoTrue's reuse interval). */
export async function refreshSession(tx: Transaction, ctx: IssueContext, presented: unknown) {
  if (typeof presented !== 'string' || presented === '') {
    throw errors.refreshTokenNotFound()
  }
  const token = (
    await tx.query<RefreshTokenRow>(
      'select * from auth.refresh_tokens where token = $1 for update',
      [presented],
    )
  ).rows[0]
  if (!token) throw errors.refreshTokenNotFound()
  const session = token.session_id
    ? (await tx.query<SessionRow>('select * from auth.sessions where id = $1', [token.session_id]))
        .rows[0]
    : undefined
  if (!session) throw errors.refreshSessionMissing()
  const user = await findUserById(tx, token.user_id)
  if (!user) throw errors.refreshTokenNotFound()
  if (user.banned_until && new Date(user.banned_until) > new Date()) throw errors.userBanned()

  if (token.revoked) {
    // Within the reuse interval the token's active child answers again (concurrent refreshes
    // from two tabs); past it, the reuse is treated as theft and the session's tokens revoked.
    const child = (
      await tx.query<RefreshTokenRow>(
        'select * from auth.refresh_tokens where parent = $1 and revoked = false order by id desc limit 1',
        [token.token],
      )
    ).rows[0]
    const windowEnds =
      new Date(token.updated_at).getTime() + ctx.config.refreshTokenReuseInterval * 1000
    if (child && Date.now() < windowEnds) {
      await touchSession(tx, session.id)
      return sessionResponse(tx, ctx, user, session, child.token)
    }
    // Committed even though the request fails: the caller throws after this transaction.
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
      [session.id],
    )
    return 'reused' as const
  }

  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [token.id],
  )
  const child = newRefreshToken()
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [child, user.id, token.token, session.id],
  )
  await touchSession(tx, session.id)
  return sessionResponse(tx, ctx, user, session, child)
}

async function touchSession(tx: Transaction, id: string) {
  await tx.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`,
    [id],
  )
}

function validInet(ip: string): string | null {
  const bare = ip.replace(/^::ffff:/, '')
  return /^[0-9.]+$/.test(bare) || /^[0-9a-f:]+$/i.test(ip) ? bare : null
}

/**
 * Ends every session of a user: their refresh tokens go with the sessions (foreign key on
 * delete cascade), and their access tokens lose every staff right on the next request
 * because public.current_app_role() asks for the token's session to still exist.
 */
export async function revokeAllSessions(tx: Transaction, userId: string): Promise<number> {
  const { rows } = await tx.query('delete from auth.sessions where user_id = $1 returning id', [
    userId,
  ])
  await tx.query('delete from auth.refresh_tokens where user_id = $1', [userId])
  return rows.length
}
