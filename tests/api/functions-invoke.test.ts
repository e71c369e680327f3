/**
 * /functions/v1 through functions-js `invoke`, with test-only functions
 * (tests/api/fixtures/functions): the caller's Authorization and the hosted env reach the
 * handler, JSON goes in and out, a valid JWT is required (hosted verify_jwt), unknown
 * functions are 404, and a non-2xx answer surfaces as FunctionsHttpError with its body.
 */
import { fileURLToPath } from 'node:url'

import { FunctionsHttpError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signJwt } from '../../supabase/local/jwt'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
const functionsDir = fileURLToPath(new URL('./fixtures/functions', import.meta.url))

beforeAll(async () => {
  t = await startBackend({
    migrationsDir: '/nonexistent',
    seedFile: null,
    config: { functionsDir },
  })
})
afterAll(async () => t?.stop())

describe('invoking a function', () => {
  it('passes JSON in and out, with the hosted env and the caller’s headers', async () => {
    const { data, error } = await t.anon().functions.invoke('echo', { body: { hello: 'dunia' } })
    expect(error).toBeNull()
    expect(data).toMatchObject({
      method: 'POST',
      path: '/functions/v1/echo',
      authorization: `Bearer ${t.anonKey}`,
      apikey: t.anonKey,
      contentType: 'application/json',
      body: { hello: 'dunia' },
      env: {
        SUPABASE_URL: t.url,
        SUPABASE_ANON_KEY: t.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: t.serviceRoleKey,
      },
    })
  })

  it("forwards a signed-in user's access token; the function can act as them and as the service role", async () => {
    await t.service().auth.admin.createUser({
      email: 'fn@example.com',
      password: 'function pass',
      email_confirm: true,
    })
    const client = t.anon()
    const { data: session } = await client.auth.signInWithPassword({
      email: 'fn@example.com',
      password: 'function pass',
    })
    const echoed = await client.functions.invoke('echo', { method: 'GET' })
    expect(echoed.data.authorization).toBe(`Bearer ${session.session!.access_token}`)
    expect(echoed.data.method).toBe('GET')

    const { data, error } = await client.functions.invoke('whoami')
    expect(error).toBeNull()
    expect(data).toEqual({ email: 'fn@example.com', users: 1 })
  })

  it('passes text bodies and the function’s response headers', async () => {
    const res = await fetch(`${t.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.anonKey}`, 'Content-Type': 'text/plain' },
      body: 'plain words',
    })
    expect(res.headers.get('x-echo')).toBe('yes')
    expect((await res.json()).body).toBe('plain words')
  })

  it('streams a ReadableStream body through (text/event-stream)', async () => {
    const { data, error } = await t.anon().functions.invoke('stream')
    expect(error).toBeNull()
    const response = data as Response
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    expect(response.headers.get('set-cookie')).toBe('a=1')
    expect(await response.text()).toBe('data: one\n\ndata: two\n\n')
  })

  it('surfaces a non-2xx answer as FunctionsHttpError with a readable context body', async () => {
    const { data, error } = await t.anon().functions.invoke('fail', { body: {} })
    expect(data).toBeNull()
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const context = (error as FunctionsHttpError).context as Response
    expect(context.status).toBe(422)
    expect(await context.json()).toEqual({ error: 'Password must be at least 8 characters' })
  })

  it('answers 500 WORKER_ERROR when the function throws, 503 BOOT_ERROR when it exports no handler', async () => {
    const crashed = await t.anon().functions.invoke('fail', { body: { crash: true } })
    const crashContext = (crashed.error as FunctionsHttpError).context as Response
    expect(crashContext.status).toBe(500)
    expect(await crashContext.json()).toMatchObject({ code: 'WORKER_ERROR' })
    const broken = await t.anon().functions.invoke('broken')
    const brokenContext = (broken.error as FunctionsHttpError).context as Response
    expect(brokenContext.status).toBe(503)
    expect(await brokenContext.json()).toMatchObject({ code: 'BOOT_ERROR' })
  })
})

describe('refusals before the function runs', () => {
  it('requires an Authorization header (401, edge runtime body)', async () => {
    const res = await fetch(`${t.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { apikey: t.anonKey },
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 401, message: 'Missing authorization header' })
  })

  it('refuses an invalid or expired JWT with 401 Invalid JWT', async () => {
    const forged = signJwt({ role: 'service_role' }, 'x'.repeat(40))
    const expired = signJwt(
      { role: 'anon', exp: Math.floor(Date.now() / 1000) - 120 },
      t.backend.config.jwtSecret,
    )
    const [, payload] = t.anonKey.split('.')
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    for (const token of [forged, expired, none, 'not-a-jwt']) {
      const { error } = await t.withToken(token).functions.invoke('echo', { body: {} })
      expect(error).toBeInstanceOf(FunctionsHttpError)
      const context = (error as FunctionsHttpError).context as Response
      expect(context.status).toBe(401)
      expect(await context.json()).toEqual({ code: 401, message: 'Invalid JWT' })
    }
  })

  it('answers 404 NOT_FOUND for unknown functions and names outside [a-z0-9_-]', async () => {
    const { error } = await t.anon().functions.invoke('does-not-exist')
    const context = (error as FunctionsHttpError).context as Response
    expect(context.status).toBe(404)
    expect(await context.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    })
    for (const path of ['..%2Fecho', '_shared', 'Echo', '%2e%2e']) {
      const res = await fetch(`${t.url}/functions/v1/${path}`, {
        headers: { Authorization: `Bearer ${t.anonKey}` },
      })
      expect(res.status).toBe(404)
    }
  })
})
