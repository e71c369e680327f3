/**
 * Functions as PostgREST documents them (references/api/functions, errors, transactions):
 * VARIADIC, a single json parameter, OUT/INOUT/TABLE shapes, bulk calls, errors raised in SQL
 * with PostgREST's status table and `RAISE SQLSTATE 'PGRST'`, and the response GUCs.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { restClient, startPostgrestBackend } from './fixtures/postgrest/setup'
import { asUser, USER_A } from './fixtures/rest/setup'
import type { TestBackend } from './helpers'

let tb: TestBackend
let anon: SupabaseClient
let rest: ReturnType<typeof restClient>
beforeAll(async () => {
  tb = await startPostgrestBackend()
  anon = tb.anon()
  rest = restClient(tb)
})
afterAll(() => tb?.stop())

describe('parameters', () => {
  it('VARIADIC: a JSON array by POST, repeated query parameters by GET, none through DEFAULT', async () => {
    expect((await anon.rpc('plus_one', { v: [1, 2, 3] })).data).toEqual([2, 3, 4])
    expect(await (await rest('/rpc/plus_one?v=1&v=2')).json()).toEqual([2, 3])
    expect(await (await rest('/rpc/variadic_param?v=hi&v=there')).json()).toEqual(['hi', 'there'])
    expect(await (await rest('/rpc/variadic_param?v=hi')).json()).toEqual(['hi'])
    expect(await (await rest('/rpc/variadic_param')).json()).toEqual([])
  })

  it('takes the last value of a repeated non-variadic parameter', async () => {
    expect(await (await rest('/rpc/say_hello?name=ignored&name=world')).json()).toBe('Hello, world')
  })

  it('gives the whole body to a single unnamed json parameter, and to a single json parameter whose name is not used', async () => {
    expect((await anon.rpc('mult_them', { x: 4, y: 2 })).data).toBe(8)
    expect((await anon.rpc('echo_payload', { payload: { a: 1 } })).data).toEqual({ a: 1 })
    expect((await anon.rpc('echo_payload', { any: 'keys' })).data).toEqual({ any: 'keys' })
  })

  it('Prefer: params=single-object passes the body as the one json argument', async () => {
    const res = await rest('/rpc/echo_payload', {
      method: 'POST',
      body: { payload: 'is just a key here' },
      headers: { Prefer: 'params=single-object' },
    })
    expect(await res.json()).toEqual({ payload: 'is just a key here' })
    expect(res.headers.get('preference-applied')).toBe('params=single-object')
  })

  it('calls the function once per object for an array body (bulk); keys must match', async () => {
    const res = await rest('/rpc/films_since', { method: 'POST', body: [{ y: 1900 }, { y: 2000 }] })
    expect((await res.json()).map((f: { id: number }) => f.id)).toEqual([4, 5, 5])
    const bad = await rest('/rpc/add_them', { method: 'POST', body: [{ a: 1, b: 2 }, { a: 1 }] })
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('PGRST102')
  })

  it('refuses query-string arguments on POST as unparseable filters', async () => {
    const res = await rest('/rpc/say_hello?name=John', { method: 'POST', body: { name: 'John' } })
    expect(res.status).toBe(400)
  })
})

describe('methods', () => {
  it('runs GET in a read-only transaction: a function that writes fails there with 25006 (405)', async () => {
    const get = await rest('/rpc/log_visit?note=x')
    expect(get.status).toBe(405)
    expect((await get.json()).code).toBe('25006')
    const post = await rest('/rpc/log_visit', { method: 'POST', body: { note: 'x' } })
    expect(post.status).toBe(200)
  })

  it('OPTIONS lists GET and HEAD only for stable and immutable functions', async () => {
    const stable = await rest('/rpc/film_years', { method: 'OPTIONS' })
    expect(stable.status).toBe(200)
    expect(stable.headers.get('allow')).toBe('OPTIONS,GET,HEAD,POST')
    const volatile = await rest('/rpc/log_visit', { method: 'OPTIONS' })
    expect(volatile.headers.get('allow')).toBe('OPTIONS,POST')
  })

  it('answers 405 PGRST101 for other methods on a function', async () => {
    const res = await rest('/rpc/add_them', { method: 'PATCH', body: {} })
    expect(res.status).toBe(405)
    expect(await res.json()).toMatchObject({
      code: 'PGRST101',
      message: 'Cannot use the PATCH method on RPC',
    })
  })
})

describe('return shapes', () => {
  it('OUT, INOUT and TABLE', async () => {
    expect((await anon.rpc('many_out_params')).data).toEqual({
      my_json: { a: 1, b: 'two' },
      num: 3,
      str: 'four',
    })
    expect((await anon.rpc('single_column_table_return')).data).toEqual([{ a: 'A' }])
    const multi = await anon.rpc('multi_column_table_return').eq('b', 'D')
    expect(multi.data).toEqual([{ a: 'C', b: 'D' }])
  })

  it('a setof function under .single() gives the one row, or 406', async () => {
    expect((await anon.rpc('films_since', { y: 2000 }).select('id').single()).data).toEqual({
      id: 5,
    })
    const many = await anon.rpc('films_since', { y: 1800 }).select('id').single()
    expect(many.status).toBe(406)
    expect(many.error?.code).toBe('PGRST116')
  })
})

describe('errors raised in SQL', () => {
  const cases: [string, number][] = [
    ['P0001', 400],
    ['P0004', 500],
    ['21000', 500],
    ['23503', 409],
    ['23505', 409],
    ['42883', 404],
    ['42P01', 404],
    ['57014', 500],
    ['08000', 503],
    ['53100', 503],
    ['42P17', 500],
    ['25006', 405],
    ['28000', 403],
    ['22001', 400],
    ['XX000', 500],
    ['PT418', 418],
    ['PTXYZ', 500],
  ]
  it.each(cases)('%s answers %i with the error as JSON', async (code, status) => {
    const res = await rest(`/rpc/raise_code`, { method: 'POST', body: { code } })
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({
      code,
      message: 'raised',
      details: 'the detail',
      hint: 'the hint',
    })
  })

  it('42501 is 401 for anon (with WWW-Authenticate) and 403 for a signed-in user', async () => {
    const a = await anon.rpc('raise_code', { code: '42501' })
    expect(a.status).toBe(401)
    const u = await asUser(tb, USER_A).rpc('raise_code', { code: '42501' })
    expect(u.status).toBe(403)
    const raw = await fetch(`${tb.url}/rest/v1/rpc/raise_code`, {
      method: 'POST',
      headers: { apikey: tb.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: '42501' }),
    })
    expect(raw.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('"requires a WHERE clause" 21000 (pg-safeupdate) is the client\'s mistake: 400', async () => {
    const res = await anon.rpc('raise_code', {
      code: '21000',
      msg: 'DELETE requires a WHERE clause',
    })
    expect(res.status).toBe(400)
  })

  it("RAISE SQLSTATE 'PGRST' sets the status, the body and headers", async () => {
    const res = await rest('/rpc/raise_pgrst', { method: 'POST', body: {} })
    expect(res.status).toBe(402)
    expect(res.headers.get('x-powered-by')).toBe('Nerd Rage')
    expect(await res.json()).toEqual({
      code: '123',
      message: 'Payment Required',
      details: 'Quota exceeded',
      hint: 'Upgrade your plan',
    })
    const bad = await rest('/rpc/raise_bad_pgrst', { method: 'POST', body: {} })
    expect(bad.status).toBe(500)
    expect(await bad.json()).toEqual({
      code: 'PGRST121',
      message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details: "Invalid JSON value for MESSAGE: 'not json'",
      hint: "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    })
  })

  it('response.status and response.headers set by a function shape the response', async () => {
    const res = await rest('/rpc/teapot')
    expect(res.status).toBe(418)
    expect(res.headers.get('cache-control')).toBe('public')
    expect(res.headers.get('x-tea')).toBe('earl grey')
    expect(await res.json()).toEqual({ message: 'The requested entity body is short and stout.' })
    const bad = await rest('/rpc/bad_status')
    expect(bad.status).toBe(500)
    expect((await bad.json()).code).toBe('PGRST112')
  })
})
