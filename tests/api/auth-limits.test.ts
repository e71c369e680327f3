/**
 * Configurable auth behaviour: sign-up when enabled (hosted with autoconfirm on) and the
 * password sign-in rate limit per email and per client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
const password = 'sign me up 1'

beforeAll(async () => {
  t = await startBackend({
    migrationsDir: '/nonexistent',
    seedFile: null,
    config: {
      enableSignup: true,
      signInRateLimit: { windowSeconds: 300, perAddress: 8, perEmail: 3 },
    },
  })
})
afterAll(async () => t?.stop())

describe('sign-up when enabled', () => {
  it('answers with a session and a confirmed user', async () => {
    const { data, error } = await t.anon().auth.signUp({
      email: 'joined@example.com',
      password,
      options: { data: { full_name: 'Joined' } },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user).toMatchObject({
      email: 'joined@example.com',
      user_metadata: { full_name: 'Joined' },
    })
    expect(data.user!.email_confirmed_at).toBeTruthy()
    const settings = await (
      await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.anonKey } })
    ).json()
    expect(settings.disable_signup).toBe(false)
  })

  it('refuses an existing email with user_already_exists and a short password with weak_password', async () => {
    const dup = await t.anon().auth.signUp({ email: 'JOINED@example.com', password })
    expect(dup.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    })
    const weak = await t.anon().auth.signUp({ email: 'weak@example.com', password: 'abc' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
  })
})

describe('password sign-in rate limit', () => {
  it('does not count successful sign-ins', async () => {
    await t.anon().auth.signUp({ email: 'often@example.com', password })
    for (let i = 0; i < 5; i++) {
      const { error } = await t
        .anon()
        .auth.signInWithPassword({ email: 'often@example.com', password })
      expect(error).toBeNull()
    }
  })

  it('answers 429 over_request_rate_limit once failures use up the per-email limit, even for the right password', async () => {
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 4; i++) {
      const { error } = await t
        .anon()
        .auth.signInWithPassword({ email: 'joined@example.com', password: 'wrong' })
      codes.push(error?.code)
    }
    expect(codes).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'over_request_rate_limit',
    ])
    const { error } = await t
      .anon()
      .auth.signInWithPassword({ email: 'joined@example.com', password })
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
    const other = await t.anon().auth.signInWithPassword({ email: 'often@example.com', password })
    expect(other.error).toBeNull()
  })

  it('answers 429 once failures use up the per-address limit, whatever the email', async () => {
    // 3 failures so far from this address; the limit is 8.
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 6; i++) {
      const { error } = await t
        .anon()
        .auth.signInWithPassword({ email: `other${i}@example.com`, password })
      codes.push(error?.code)
    }
    expect(codes).toEqual([...Array(5).fill('invalid_credentials'), 'over_request_rate_limit'])
    const { error } = await t
      .anon()
      .auth.signInWithPassword({ email: 'often@example.com', password })
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })
})
