/**
 * The GoTrue admin users API through `auth.admin.*`: service role only (403 not_admin for
 * the anon key and for user tokens), pagination headers, create/get/update/delete and
 * GoTrue's validation errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
const password = 'admin-made 1'

beforeAll(async () => {
  t = await startBackend({ migrationsDir: '/nonexistent', seedFile: null })
})
afterAll(async () => t?.stop())

describe('who may use the admin API', () => {
  it('refuses the anon key with 403 not_admin', async () => {
    const { data, error } = await t.anon().auth.admin.listUsers()
    expect(data.users).toEqual([])
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })
    const created = await t.anon().auth.admin.createUser({ email: 'sneaky@example.com', password })
    expect(created.error).toMatchObject({ status: 403, code: 'not_admin' })
  })

  it('refuses a signed-in user token with 403 not_admin', async () => {
    await t
      .service()
      .auth.admin.createUser({ email: 'staff@example.com', password, email_confirm: true })
    const client = t.anon()
    const { data } = await client.auth.signInWithPassword({ email: 'staff@example.com', password })
    const asUser = t.withToken(data.session!.access_token)
    const { error } = await asUser.auth.admin.listUsers()
    expect(error).toMatchObject({ status: 403, code: 'not_admin' })
    const raw = await fetch(`${t.url}/auth/v1/admin/users`, {
      headers: { apikey: t.anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    })
    expect(raw.status).toBe(403)
    expect(await raw.json()).toMatchObject({
      code: 'not_admin',
      error_code: 'not_admin',
      msg: 'User not allowed',
    })
  })
})

describe('service role', () => {
  it('creates users with metadata, confirmed or not, and a random password when none is given', async () => {
    const admin = t.service().auth.admin
    const { data, error } = await admin.createUser({
      email: 'Rina@Example.com',
      password,
      email_confirm: true,
      user_metadata: { full_name: 'Rina' },
      app_metadata: { tier: 'gold' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email: 'rina@example.com',
      user_metadata: { full_name: 'Rina' },
      app_metadata: { provider: 'email', providers: ['email'], tier: 'gold' },
      aud: 'authenticated',
      role: 'authenticated',
    })
    expect(data.user!.email_confirmed_at).toBeTruthy()

    const noPassword = await admin.createUser({ email: 'nopass@example.com', email_confirm: true })
    expect(noPassword.error).toBeNull()
    const { rows } = await t.backend.db.pg.query<{ encrypted_password: string }>(
      `select encrypted_password from auth.users where email = 'nopass@example.com'`,
    )
    expect(rows[0]!.encrypted_password).toMatch(/^\$2[ab]\$10\$/)

    const unconfirmed = await admin.createUser({ email: 'later@example.com', password })
    expect(unconfirmed.data.user!.email_confirmed_at).toBeUndefined()
  })

  it('refuses duplicates, weak passwords and bad emails with GoTrue codes', async () => {
    const admin = t.service().auth.admin
    const dup = await admin.createUser({ email: 'RINA@example.com', password })
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' })
    expect(dup.error!.message).toBe('A user with this email address has already been registered')
    const weak = await admin.createUser({ email: 'weak@example.com', password: '123' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const bad = await admin.createUser({ email: 'not an email', password })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(bad.error!.message).toMatch(/^Unable to validate email address/)
  })

  it('lists newest first with X-Total-Count and Link pagination', async () => {
    const admin = t.service().auth.admin
    const all = await admin.listUsers()
    expect(all.error).toBeNull()
    const total = all.data.users.length
    expect(total).toBeGreaterThanOrEqual(4)
    expect((all.data as unknown as { aud: string }).aud).toBe('authenticated')
    expect(all.data.users[0]!.email).toBe('later@example.com')

    const page1 = await admin.listUsers({ page: 1, perPage: 2 })
    expect(page1.data.users).toHaveLength(2)
    expect(page1.data).toMatchObject({ nextPage: 2, lastPage: Math.ceil(total / 2), total })

    const res = await fetch(`${t.url}/auth/v1/admin/users?page=2&per_page=2`, {
      headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` },
    })
    expect(res.headers.get('x-total-count')).toBe(String(total))
    expect(res.headers.get('link')).toContain('</admin/users?page=')
    expect(res.headers.get('link')).toContain('rel="last"')
    const body = await res.json()
    expect(body.users.map((u: { email: string }) => u.email)).not.toContain(
      page1.data.users[0]!.email,
    )
  })

  it('gets, updates and deletes a user by id', async () => {
    const admin = t.service().auth.admin
    const { data: created } = await admin.createUser({
      email: 'sari@example.com',
      password,
      user_metadata: { a: 1, b: 2 },
      app_metadata: { role: 'editor' },
    })
    const id = created.user!.id
    expect((await admin.getUserById(id)).data.user!.email).toBe('sari@example.com')

    const updated = await admin.updateUserById(id, {
      email_confirm: true,
      password: 'another pass phrase 48',
      user_metadata: { b: null, c: 3 },
      app_metadata: { role: 'admin' },
    })
    expect(updated.error).toBeNull()
    expect(updated.data.user).toMatchObject({
      user_metadata: { a: 1, c: 3 },
      app_metadata: { provider: 'email', role: 'admin' },
    })
    expect(updated.data.user!.email_confirmed_at).toBeTruthy()
    const signIn = await t
      .anon()
      .auth.signInWithPassword({ email: 'sari@example.com', password: 'another pass phrase 48' })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user!.app_metadata.role).toBe('admin')

    const taken = await admin.updateUserById(id, { email: 'rina@example.com' })
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })

    expect((await admin.deleteUser(id)).error).toBeNull()
    const gone = await admin.getUserById(id)
    expect(gone.error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User not found',
    })
    const { data: stillSignedIn } = await t.anon().auth.getUser(signIn.data.session!.access_token)
    expect(stillSignedIn.user).toBeNull()
  })

  it('bans with ban_duration: sign-in refused while banned', async () => {
    const admin = t.service().auth.admin
    const { data } = await admin.createUser({
      email: 'banned@example.com',
      password,
      email_confirm: true,
    })
    await admin.updateUserById(data.user!.id, { ban_duration: '24h' })
    const refused = await t
      .anon()
      .auth.signInWithPassword({ email: 'banned@example.com', password })
    expect(refused.error).toMatchObject({ status: 400, code: 'user_banned' })
    await admin.updateUserById(data.user!.id, { ban_duration: 'none' })
    expect(
      (await t.anon().auth.signInWithPassword({ email: 'banned@example.com', password })).error,
    ).toBeNull()
  })
})
