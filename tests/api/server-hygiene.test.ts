/** Backend-wide HTTP hygiene: tampered tokens, CORS, body limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signJwt } from '../../supabase/local/jwt'
import { restFixtureDir, USER_A, userToken } from './fixtures/rest/setup'
import type { TestBackend } from './helpers'
import { startBackend } from './helpers'

const APP_ORIGIN = 'http://localhost:5173'
let tb: TestBackend

beforeAll(async () => {
  tb = await startBackend({
    migrationsDir: restFixtureDir,
    seedFile: null,
    allowedOrigins: [APP_ORIGIN],
  })
})
afterAll(() => tb?.stop())

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')

describe('tampered tokens are refused with 401', () => {
  const now = () => Math.floor(Date.now() / 1000)
  const cases: [string, () => string, string][] = [
    [
      'a wrong signature',
      () => signJwt({ role: 'service_role', exp: now() + 60 }, 'x'.repeat(40)),
      'PGRST301',
    ],
    [
      'alg: none',
      () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 60 })}.`,
      'PGRST301',
    ],
    [
      'alg: none with the real signature part',
      () => {
        const [, body, sig] = tb.serviceRoleKey.split('.')
        return `${b64({ alg: 'none', typ: 'JWT' })}.${body}.${sig}`
      },
      'PGRST301',
    ],
    [
      'an expired token',
      () =>
        signJwt(
          { sub: USER_A, role: 'authenticated', exp: now() - 120 },
          tb.backend.config.jwtSecret,
        ),
      'PGRST303',
    ],
    [
      'a user token whose role claim was edited to service_role',
      () => {
        const [header, body, sig] = userToken(tb, USER_A).split('.')
        const claims = JSON.parse(Buffer.from(body!, 'base64url').toString())
        return `${header}.${b64({ ...claims, role: 'service_role' })}.${sig}`
      },
      'PGRST301',
    ],
    ['garbage', () => 'not-a-jwt', 'PGRST301'],
  ]
  for (const [name, token, code] of cases) {
    it(name, async () => {
      const client = tb.withToken(token())
      const { data, error, status } = await client.from('notes').select('*')
      expect(status).toBe(401)
      expect(data).toBeNull()
      expect(error?.code).toBe(code)
      const raw = await fetch(`${tb.url}/rest/v1/notes`, {
        headers: { apikey: tb.anonKey, Authorization: `Bearer ${token()}` },
      })
      expect(raw.status).toBe(401)
      expect(raw.headers.get('www-authenticate')).toMatch(
        /^Bearer error="invalid_token", error_description=".+"$/,
      )
      const write = await client.from('notes').insert({ body: 'forged', owner_id: USER_A })
      expect(write.status).toBe(401)
    })
  }

  it('while the genuine tokens work', async () => {
    expect((await tb.service().from('notes').select('*')).status).toBe(200)
    expect((await tb.withToken(userToken(tb, USER_A)).from('notes').select('*')).status).toBe(200)
  })

  it('an expired token within the 30 s clock skew is still accepted, as PostgREST does', async () => {
    const token = signJwt(
      { sub: USER_A, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 5 },
      tb.backend.config.jwtSecret,
    )
    expect((await tb.withToken(token).from('notes').select('*')).status).toBe(200)
  })
})

describe('CORS', () => {
  it('answers the preflight for the app origin with the headers supabase-js sends', async () => {
    const res = await fetch(`${tb.url}/rest/v1/authors`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers':
          'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH')
    const allowed = res.headers
      .get('access-control-allow-headers')!
      .split(',')
      .map((h) => h.trim())
    for (const h of [
      'apikey',
      'authorization',
      'x-client-info',
      'content-type',
      'accept-profile',
      'content-profile',
      'prefer',
      'x-retry-count',
      'x-supabase-api-version',
      'x-upsert',
      'range',
    ]) {
      expect(allowed).toContain(h)
    }
  })

  it('exposes Content-Range and the auth headers on real responses', async () => {
    const res = await fetch(`${tb.url}/rest/v1/authors?select=id`, {
      headers: { Origin: APP_ORIGIN, apikey: tb.anonKey, Prefer: 'count=exact' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    const exposed = res.headers
      .get('access-control-expose-headers')!
      .split(',')
      .map((h) => h.trim().toLowerCase())
    for (const h of [
      'content-range',
      'location',
      'range-unit',
      'x-total-count',
      'link',
      'x-supabase-api-version',
      'preference-applied',
    ]) {
      expect(exposed).toContain(h)
    }
  })

  it('does not allow an unknown origin', async () => {
    const res = await fetch(`${tb.url}/rest/v1/authors`, {
      headers: { Origin: 'https://evil.example', apikey: tb.anonKey },
    })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    const pre = await fetch(`${tb.url}/rest/v1/authors`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE' },
    })
    expect(pre.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('body limits', () => {
  it('refuses a JSON body over the limit with 413 and a clear error', async () => {
    const limit = tb.backend.config.maxJsonBody
    const big = JSON.stringify([{ body: 'x'.repeat(limit) }])
    const res = await fetch(`${tb.url}/rest/v1/notes`, {
      method: 'POST',
      headers: {
        apikey: tb.serviceRoleKey,
        Authorization: `Bearer ${tb.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: big,
    })
    expect(res.status).toBe(413)
    const body = await res.json()
    expect(body.message).toMatch(/larger than the \d+ KB limit/)
    expect(body).toHaveProperty('code')
    const { error, status } = await tb
      .service()
      .from('notes')
      .insert({ body: 'x'.repeat(limit), owner_id: USER_A })
    expect(status).toBe(413)
    expect(error?.message).toContain('limit')
    const count = await tb.service().from('notes').select('id', { count: 'exact', head: true })
    expect(count.count).toBe(0)
  })

  it('also when the body is streamed without a Content-Length', async () => {
    const limit = tb.backend.config.maxJsonBody
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream({
      pull(controller) {
        if (sent > limit + chunk.length) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const res = await fetch(`${tb.url}/rest/v1/notes`, {
      method: 'POST',
      headers: {
        apikey: tb.serviceRoleKey,
        Authorization: `Bearer ${tb.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  it('accepts a body under the limit', async () => {
    const { status } = await tb
      .service()
      .from('notes')
      .insert({ body: 'x'.repeat(1000), owner_id: USER_A })
    expect(status).toBe(201)
  })
})
