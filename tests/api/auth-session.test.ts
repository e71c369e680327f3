/**
 * /auth/v1 through auth-js as the app uses it: password sign-in, refresh rotation and reuse
 * detection, getUser/updateUser, sign-out scopes, and GoTrue's error codes and headers.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import bcrypt from 'bcryptjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signJwt } from '../../supabase/local/jwt'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
const password = 'correct horse 1'

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))

async function createUser(email: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await t
    .service()
    .auth.admin.createUser({ email, password, email_confirm: true, ...extra })
  if (error) throw error
  return data.user!
}

async function signedIn(
  email: string,
): Promise<{ client: SupabaseClient; access: string; refresh: string }> {
  const client = t.anon()
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return { client, access: data.session!.access_token, refresh: data.session!.refresh_token }
}

/** A raw call, to see the status, headers and body auth-js hides. */
async function raw(path: string, init: RequestInit & { token?: string | null } = {}) {
  const headers = new Headers(init.headers)
  headers.set('apikey', t.anonKey)
  headers.set('X-Supabase-Api-Version', '2024-01-01')
  if (init.token !== null) headers.set('Authorization', `Bearer ${init.token ?? t.anonKey}`)
  if (init.body) headers.set('Content-Type', 'application/json')
  const res = await fetch(`${t.url}/auth/v1${path}`, { ...init, headers })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined }
}

beforeAll(async () => {
  t = await startBackend({
    migrationsDir: '/nonexistent',
    seedFile: null,
    log: (line) => console.error(line),
    config: { signInRateLimit: { windowSeconds: 300, perAddress: 1000, perEmail: 1000 } },
  })
  await createUser('ani@example.com', { user_metadata: { full_name: 'Ani', locale: 'id' } })
})
afterAll(async () => t?.stop())

describe('password sign-in', () => {
  it('returns a GoTrue session whose access token carries Supabase claims', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { data, error } = await t
      .anon()
      .auth.signInWithPassword({ email: 'ANI@example.com', password })
    expect(error).toBeNull()
    const session = data.session!
    expect(session.token_type).toBe('bearer')
    expect(session.expires_in).toBe(3600)
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600)
    expect(session.refresh_token).toMatch(/^[\w-]{16,}$/)
    expect(data.user).toMatchObject({
      email: 'ani@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ani', locale: 'id' },
      is_anonymous: false,
    })
    expect(data.user!.last_sign_in_at).toBeTruthy()
    expect(data.user!.identities).toHaveLength(1)
    expect(data.user!.identities![0]).toMatchObject({
      provider: 'email',
      user_id: data.user!.id,
      id: data.user!.id,
    })

    const claims = claimsOf(session.access_token)
    expect(claims).toMatchObject({
      sub: data.user!.id,
      aud: 'authenticated',
      iss: `${t.url}/auth/v1`,
      email: 'ani@example.com',
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
      user_metadata: { full_name: 'Ani' },
    })
    expect(claims.exp - claims.iat).toBe(3600)
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('stores the password as a cost-10 bcrypt hash and records the session', async () => {
    const { rows } = await t.backend.db.pg.query<{ encrypted_password: string; sessions: number }>(
      `select encrypted_password, (select count(*)::int from auth.sessions s where s.user_id = u.id) as sessions
         from auth.users u where email = 'ani@example.com'`,
    )
    expect(rows[0]!.encrypted_password).toMatch(/^\$2[ab]\$10\$.{53}$/)
    expect(rows[0]!.sessions).toBeGreaterThan(0)
  })

  it('refuses a wrong password and an unknown email alike with invalid_credentials', async () => {
    for (const email of ['ani@example.com', 'nobody@example.com']) {
      const { data, error } = await t
        .anon()
        .auth.signInWithPassword({ email, password: 'wrong password' })
      expect(data.session).toBeNull()
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      })
    }
    const res = await raw('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'ani@example.com', password: 'nope' }),
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    })
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials')
  })

  it('refuses an unconfirmed email with email_not_confirmed', async () => {
    await t.service().auth.admin.createUser({ email: 'pending@example.com', password })
    const { error } = await t
      .anon()
      .auth.signInWithPassword({ email: 'pending@example.com', password })
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' })
  })

  it('refuses grant types it does not implement, naming the grant', async () => {
    const res = await raw('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: 'x' }),
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('unsupported_grant_type')
    expect(res.body.message).toContain('pkce')
  })
})

describe('refresh tokens', () => {
  it('rotates: the child works, the parent is revoked', async () => {
    await createUser('budi@example.com')
    const { client, refresh } = await signedIn('budi@example.com')
    const { data, error } = await client.auth.refreshSession({ refresh_token: refresh })
    expect(error).toBeNull()
    expect(data.session!.refresh_token).not.toBe(refresh)
    expect(claimsOf(data.session!.access_token).session_id).toBeTruthy()
    const { rows } = await t.backend.db.pg.query<{
      token: string
      revoked: boolean
      parent: string | null
    }>('select token, revoked, parent from auth.refresh_tokens where token in ($1, $2)', [
      refresh,
      data.session!.refresh_token,
    ])
    expect(rows.find((r) => r.token === refresh)!.revoked).toBe(true)
    expect(rows.find((r) => r.token === data.session!.refresh_token)).toMatchObject({
      revoked: false,
      parent: refresh,
    })
  })

  it('answers a just-rotated token with its child within the reuse interval', async () => {
    const { refresh } = await signedIn('budi@example.com')
    const first = await t.anon().auth.refreshSession({ refresh_token: refresh })
    const again = await t.anon().auth.refreshSession({ refresh_token: refresh })
    expect(again.error).toBeNull()
    expect(again.data.session!.refresh_token).toBe(first.data.session!.refresh_token)
  })

  it('detects reuse after the interval: refresh_token_already_used, and the whole family is revoked', async () => {
    const { refresh } = await signedIn('budi@example.com')
    const child = (await t.anon().auth.refreshSession({ refresh_token: refresh })).data.session!
      .refresh_token
    await t.backend.db.pg.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [refresh],
    )
    const reuse = await t.anon().auth.refreshSession({ refresh_token: refresh })
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
    expect(reuse.error!.message).toBe('Invalid Refresh Token: Already Used')
    const childAfter = await t.anon().auth.refreshSession({ refresh_token: child })
    expect(childAfter.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
  })

  it('refuses an unknown token with refresh_token_not_found', async () => {
    const { error } = await t.anon().auth.refreshSession({ refresh_token: 'not-a-real-token' })
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    expect(error!.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
  })
})

describe('the signed-in user', () => {
  it('getUser returns the user of the access token', async () => {
    const { client } = await signedIn('ani@example.com')
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email: 'ani@example.com',
      user_metadata: { full_name: 'Ani' },
    })
  })

  it('updateUser shallow-merges data, null deleting a key', async () => {
    await createUser('citra@example.com', { user_metadata: { a: 1, b: 2, nested: { x: 1 } } })
    const { client } = await signedIn('citra@example.com')
    const { data, error } = await client.auth.updateUser({
      data: { b: null, c: 3, nested: { y: 2 } },
    })
    expect(error).toBeNull()
    expect(data.user!.user_metadata).toEqual({ a: 1, c: 3, nested: { y: 2 } })
  })

  it('updateUser changes the password; the old one stops working', async () => {
    await createUser('dewi@example.com')
    const { client } = await signedIn('dewi@example.com')
    expect(
      (await client.auth.updateUser({ password: 'a brand new one', current_password: password }))
        .error,
    ).toBeNull()
    const old = await t.anon().auth.signInWithPassword({ email: 'dewi@example.com', password })
    expect(old.error).toMatchObject({ code: 'invalid_credentials' })
    const fresh = await t
      .anon()
      .auth.signInWithPassword({ email: 'dewi@example.com', password: 'a brand new one' })
    expect(fresh.error).toBeNull()
  })

  it('refuses weak and unchanged passwords', async () => {
    const { client } = await signedIn('ani@example.com')
    const weak = await client.auth.updateUser({ password: '1234567', current_password: password })
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      name: 'AuthWeakPasswordError',
    })
    expect(weak.error!.message).toBe('Password should be at least 8 characters.')
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length'])
    const same = await client.auth.updateUser({ password, current_password: password })
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
    const tooLong = await client.auth.updateUser({
      password: password + 'x'.repeat(72),
      current_password: password,
    })
    expect(tooLong.error).toMatchObject({ status: 422, code: 'validation_failed' })
    // bcrypt matches on the first 72 bytes only; GoTrue refuses longer passwords instead.
    const long = 'p'.repeat(72)
    await t.service().auth.admin.createUser({
      email: 'long@example.com',
      password_hash: await bcrypt.hash(long, 10),
      email_confirm: true,
    } as never)
    expect(
      (await t.anon().auth.signInWithPassword({ email: 'long@example.com', password: long })).error,
    ).toBeNull()
    const truncated = await t
      .anon()
      .auth.signInWithPassword({ email: 'long@example.com', password: `${long}-extra` })
    expect(truncated.error).toMatchObject({ code: 'invalid_credentials' })
  })

  it('changes the email, refusing one that is taken with email_exists', async () => {
    await createUser('eka@example.com')
    const { client } = await signedIn('eka@example.com')
    const taken = await client.auth.updateUser({
      email: 'ani@example.com',
      current_password: password,
    })
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })
    const invalid = await client.auth.updateUser({
      email: 'not-an-email',
      current_password: password,
    })
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const moved = await client.auth.updateUser({
      email: 'eka.baru@example.com',
      current_password: password,
    })
    expect(moved.error).toBeNull()
    expect(moved.data.user!.email).toBe('eka.baru@example.com')
    expect(moved.data.user!.identities![0]!.identity_data).toMatchObject({
      email: 'eka.baru@example.com',
    })
    expect(
      (await t.anon().auth.signInWithPassword({ email: 'eka.baru@example.com', password })).error,
    ).toBeNull()
  })
})

describe('bearer token checks', () => {
  it('no bearer → 401 no_authorization', async () => {
    const res = await raw('/user', { token: null })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ code: 'no_authorization', error_code: 'no_authorization' })
  })

  it('a tampered or expired token → 403 bad_jwt', async () => {
    const { access } = await signedIn('ani@example.com')
    const [h, p] = access.split('.')
    const forged = `${h}.${p}.${Buffer.from('forged signature bytes').toString('base64url')}`
    const { data, error } = await t.withToken(forged).auth.getUser(forged)
    expect(data.user).toBeNull()
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' })

    const expired = signJwt(
      { ...claimsOf(access), exp: Math.floor(Date.now() / 1000) - 10 },
      t.backend.config.jwtSecret,
    )
    const res = await raw('/user', { token: expired })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('bad_jwt')
    expect(res.body.message).toMatch(/^invalid JWT: unable to parse or verify signature, /)
  })

  it('alg none and a role edited to service_role → 403 bad_jwt, also on the admin API', async () => {
    const { access } = await signedIn('ani@example.com')
    const [header, payload, signature] = access.split('.')
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
    const elevated = Buffer.from(
      JSON.stringify({ ...claimsOf(access), role: 'service_role' }),
    ).toString('base64url')
    for (const token of [none, `${header}.${elevated}.${signature}`]) {
      for (const path of ['/user', '/admin/users']) {
        const res = await raw(path, { token })
        expect(res.status).toBe(403)
        expect(res.body.code).toBe('bad_jwt')
      }
    }
  })

  it('a token whose user is gone → 403 user_not_found', async () => {
    const user = await createUser('gone@example.com')
    const { access } = await signedIn('gone@example.com')
    await t.service().auth.admin.deleteUser(user.id)
    const { error } = await t.anon().auth.getUser(access)
    expect(error).toMatchObject({ status: 403, code: 'user_not_found' })
  })

  it('a token whose session is gone → 403 session_not_found (auth-js: AuthSessionMissingError)', async () => {
    const { client, access } = await signedIn('ani@example.com')
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull()
    const res = await raw('/user', { token: access })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('session_not_found')
    const { error } = await t.anon().auth.getUser(access)
    expect(error?.name).toBe('AuthSessionMissingError')
  })
})

describe('sign-out scopes', () => {
  const sessions = async () => Promise.all([1, 2, 3].map(() => signedIn('fajar@example.com')))
  const alive = async (access: string) => (await raw('/user', { token: access })).status === 200

  beforeAll(async () => {
    await createUser('fajar@example.com')
  })

  it('local ends only this session', async () => {
    const [a, b, c] = await sessions()
    expect((await a!.client.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect([await alive(a!.access), await alive(b!.access), await alive(c!.access)]).toEqual([
      false,
      true,
      true,
    ])
    expect((await t.anon().auth.refreshSession({ refresh_token: a!.refresh })).error?.code).toBe(
      'refresh_token_not_found',
    )
  })

  it('others ends every other session', async () => {
    await t.backend.db.pg.query(
      `delete from auth.sessions where user_id = (select id from auth.users where email = 'fajar@example.com')`,
    )
    const [a, b, c] = await sessions()
    expect((await a!.client.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect([await alive(a!.access), await alive(b!.access), await alive(c!.access)]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('global ends them all, answering 204', async () => {
    const [a, b] = await sessions()
    const res = await raw('/logout?scope=global', { method: 'POST', token: a!.access })
    expect(res.status).toBe(204)
    expect([await alive(a!.access), await alive(b!.access)]).toEqual([false, false])
  })
})

describe('service endpoints and refusals', () => {
  it('refuses an oversized JSON body with 413 and malformed JSON with bad_json', async () => {
    const big = await raw('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'ani@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(big.status).toBe(413)
    expect(big.body.code).toBe('request_too_large')
    const malformed = await raw('/token?grant_type=password', { method: 'POST', body: '{"email":' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.code).toBe('bad_json')
  })

  it('serves /settings and /health', async () => {
    const settings = await raw('/settings')
    expect(settings.body).toMatchObject({
      disable_signup: true,
      external: { email: true, phone: false },
    })
    const health = await raw('/health')
    expect(health.body).toMatchObject({ name: 'GoTrue' })
  })

  it('refuses sign-up by default with signup_disabled', async () => {
    const { data, error } = await t.anon().auth.signUp({ email: 'new@example.com', password })
    expect(data.user).toBeNull()
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    })
  })

  it('refuses every other endpoint auth-js knows with a GoTrue error, never a 2xx', async () => {
    const user = await signedIn('ani@example.com')
    const calls: [string, string][] = [
      ['POST', '/otp'],
      ['POST', '/verify'],
      ['GET', '/verify'],
      ['POST', '/resend'],
      ['POST', '/recover'],
      ['GET', '/reauthenticate'],
      ['POST', '/sso'],
      ['GET', '/authorize'],
      ['GET', '/user/identities/authorize'],
      ['POST', '/passkeys/registration/options'],
      ['GET', '/user/oauth/grants'],
      ['POST', '/token?grant_type=id_token'],
      ['POST', '/token?grant_type=web3'],
    ]
    for (const [method, path] of calls) {
      const res = await raw(path, {
        method,
        token: user.access,
        body: method === 'GET' ? undefined : '{}',
      })
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(res.body.code, `${method} ${path}`).toEqual(expect.any(String))
      expect(res.body.error_code).toBe(res.body.code)
      expect(res.body.message, `${method} ${path}`).toMatch(/not supported by the embedded backend/)
    }
    const jwks = await raw('/.well-known/jwks.json')
    expect(jwks.body).toEqual({ keys: [] })
  })

  it('answers an unknown path 404, another method of a known path 405, and a user on the admin API 403 first', async () => {
    const user = await signedIn('ani@example.com')
    const unknown = await raw('/nothing-here', { token: user.access })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('not_found')
    for (const [method, path] of [
      ['DELETE', '/user'],
      ['GET', '/token'],
      ['GET', '/factors/00000000-0000-4000-8000-000000000000/verify'],
    ] as const) {
      const res = await raw(path, { method, token: user.access })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.body.code, `${method} ${path}`).toBe('validation_failed')
    }
    for (const path of [
      '/admin/users',
      '/admin/users/00000000-0000-4000-8000-000000000000/factors',
      '/admin/users/00000000-0000-4000-8000-000000000000/passkeys',
    ]) {
      const res = await raw(path, { token: user.access })
      expect(res.status, path).toBe(403)
      expect(res.body.code, path).toBe('not_admin')
    }
  })

  it('refuses mail and OTP flows as not supported (recovery without outgoing mail), never a fake success', async () => {
    const otp = await t.anon().auth.signInWithOtp({ email: 'ani@example.com' })
    expect(otp.error).toMatchObject({ status: 422, code: 'otp_disabled' })
    expect(otp.error!.message).toContain('not supported by the embedded backend')
    const recover = await t.anon().auth.resetPasswordForEmail('ani@example.com')
    expect(recover.error).toMatchObject({ status: 422, code: 'email_provider_disabled' })
    expect(recover.error!.message).toContain('not supported by the embedded backend')
  })
})
