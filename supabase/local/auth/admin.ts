/**
 * GoTrue's admin users API (`internal/api/admin.go`), for service-role callers only (the
 * caller's role is checked before this runs): list with GoTrue's pagination headers,
 * get, create, update and delete.
 */
import type { ServerResponse } from 'node:http'

import type { Transaction } from '../db/database'
import type { BackendContext } from '../http'
import { authError, type Body, errors, reply } from './errors'
import { revokeAllSessions } from './sessions'
import {
  changeEmail,
  checkPasswordStrength,
  findUserById,
  hashPassword,
  insertUser,
  isUuid,
  loadUserJson,
  mergeMetadata,
  normalizeEmail,
  parseBanDuration,
  randomPassword,
  type UserRow,
} from './users'

/** GoTrue answers a user id that is not a UUID with 404 `validation_failed`. */
function userId(id: string): string {
  if (!isUuid(id)) throw authError(404, 'validation_failed', 'user_id must be an UUID')
  return id
}

export async function getUser(ctx: BackendContext, res: ServerResponse, rawId: string) {
  const id = userId(rawId)
  return reply(
    res,
    200,
    await ctx.db.asOwner(async (tx) => loadUserJson(tx, await mustFind(tx, id))),
  )
}

export async function deleteUser(
  ctx: BackendContext,
  res: ServerResponse,
  rawId: string,
  body: Body,
) {
  const id = userId(rawId)
  await ctx.db.asOwner(async (tx) => {
    await mustFind(tx, id)
    if (body.should_soft_delete === true) {
      // GoTrue's soft delete: the row stays with its email and identities removed.
      await tx.query('delete from auth.identities where user_id = $1', [id])
      await revokeAllSessions(tx, id)
      await tx.query(
        `update auth.users set email = null, encrypted_password = '', phone = null, deleted_at = now(),
           raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
        [id],
      )
    } else {
      await tx.query('delete from auth.users where id = $1', [id])
    }
  })
  return reply(res, 200, {})
}

async function mustFind(tx: Transaction, id: string): Promise<UserRow> {
  const user = await findUserById(tx, id)
  if (!user) throw errors.adminUserNotFound()
  return user
}

export async function listUsers(ctx: BackendContext, res: ServerResponse, url: URL) {
  const page = positiveInt(url.searchParams.get('page'), 1)
  const perPage = Math.min(positiveInt(url.searchParams.get('per_page'), 50), 1000)
  const { users, total } = await ctx.db.asOwner(async (tx) => {
    const count = (await tx.query<{ n: number }>('select count(*)::int as n from auth.users'))
      .rows[0]!.n
    const rows = (
      await tx.query<UserRow>(
        'select * from auth.users order by created_at desc, id limit $1 offset $2',
        [perPage, (page - 1) * perPage],
      )
    ).rows
    const out = []
    for (const row of rows) out.push(await loadUserJson(tx, row))
    return { users: out, total: count }
  })
  // internal/api/pagination.go: the request URL with page replaced, keys in Go's sorted order.
  const link = (p: number) => {
    const query = new URLSearchParams(url.searchParams)
    query.set('page', String(p))
    query.set('per_page', String(perPage))
    query.sort()
    return `</admin/users?${query.toString()}>`
  }
  let header = ''
  if (total > page * perPage) header += `${link(page + 1)}; rel="next", `
  header += `${link(Math.floor((Math.max(total, 1) - 1) / perPage) + 1)}; rel="last"`
  reply(res, 200, { users, aud: 'authenticated' }, { 'X-Total-Count': String(total), Link: header })
}

export async function createUser(ctx: BackendContext, body: Body) {
  if (typeof body.phone === 'string' && body.phone !== '') throw errors.phoneDisabled()
  if (body.email === undefined || body.email === '') {
    throw errors.validation(
      'Unable to validate email address: email is required by the embedded backend',
    )
  }
  const email = normalizeEmail(body.email)
  if (body.password_hash !== undefined && body.password !== undefined) {
    throw errors.validation('Only a password or a password hash should be provided')
  }
  let passwordHash: string
  if (typeof body.password_hash === 'string') {
    if (!/^\$2[aby]\$\d\d\$/.test(body.password_hash))
      throw errors.validation('Invalid password hash: only bcrypt is supported')
    passwordHash = body.password_hash
  } else {
    const password =
      body.password === undefined || body.password === ''
        ? randomPassword()
        : await checkPasswordStrength(ctx, body.password, [email])
    passwordHash = await hashPassword(password)
  }
  if (body.id !== undefined && !isUuid(body.id)) throw errors.validation('id must be a valid UUID')
  const bannedUntil = parseBanDuration(body.ban_duration)
  return ctx.db.asOwner(async (tx) => {
    const user = await insertUser(tx, {
      id: body.id as string | undefined,
      email,
      passwordHash,
      emailConfirmed: body.email_confirm === true,
      role: typeof body.role === 'string' && body.role ? body.role : undefined,
      userMetadata: mergeMetadata({}, body.user_metadata),
      appMetadata: mergeMetadata({}, body.app_metadata),
      bannedUntil: bannedUntil ?? null,
    })
    return loadUserJson(tx, user)
  })
}

export async function updateUser(ctx: BackendContext, rawId: string, body: Body) {
  const id = userId(rawId)
  if (typeof body.phone === 'string' && body.phone !== '') throw errors.phoneDisabled()
  const email =
    body.email !== undefined && body.email !== '' ? normalizeEmail(body.email) : undefined
  const bannedUntil = parseBanDuration(body.ban_duration)
  const found = await ctx.db.asOwner((tx) => mustFind(tx, id))
  const passwordHash =
    body.password !== undefined && body.password !== ''
      ? await hashPassword(
          await checkPasswordStrength(ctx, body.password, [email ?? found.email ?? '']),
        )
      : undefined
  return ctx.db.asOwner(async (tx) => {
    const user = await mustFind(tx, id)
    // A new password, another role or a ban ends every session: whoever held the old
    // password (or the old rights) is signed out everywhere.
    let revoke = false
    if (email !== undefined && email !== user.email) {
      await changeEmail(
        tx,
        user,
        email,
        body.email_confirm === true || user.email_confirmed_at !== null,
      )
    } else if (body.email_confirm === true && !user.email_confirmed_at) {
      await tx.query(
        'update auth.users set email_confirmed_at = now(), updated_at = now() where id = $1',
        [id],
      )
    }
    if (passwordHash) {
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [id, passwordHash],
      )
      revoke = true
    }
    if (typeof body.role === 'string' && body.role) {
      if (body.role !== user.role) revoke = true
      await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [
        id,
        body.role,
      ])
    }
    if (body.user_metadata !== undefined) {
      await tx.query(
        'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
        [id, JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.user_metadata))],
      )
    }
    if (body.app_metadata !== undefined) {
      await tx.query(
        'update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1',
        [id, JSON.stringify(mergeMetadata(user.raw_app_meta_data, body.app_metadata))],
      )
    }
    if (bannedUntil !== undefined) {
      await tx.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
        id,
        bannedUntil,
      ])
      if (bannedUntil) revoke = true
    }
    if (revoke) await revokeAllSessions(tx, id)
    return loadUserJson(tx, (await findUserById(tx, id))!)
  })
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}
