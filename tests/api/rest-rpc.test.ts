/** RPC through supabase-js: POST and GET with named arguments, every return shape, and error codes. */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asUser, startRestBackend, USER_A } from './fixtures/rest/setup'
import type { TestBackend } from './helpers'

let tb: TestBackend
let anon: SupabaseClient

beforeAll(async () => {
  tb = await startRestBackend()
  anon = tb.anon()
})
afterAll(() => tb?.stop())

describe('return shapes', () => {
  it('scalar: the bare JSON value, by POST and by GET', async () => {
    expect(await anon.rpc('add', { a: 2, b: 3 })).toMatchObject({
      data: 5,
      status: 200,
      error: null,
    })
    expect((await anon.rpc('add', { a: 2, b: 3 }, { get: true })).data).toBe(5)
    const raw = await fetch(`${tb.url}/rest/v1/rpc/add?a=40&b=2`, {
      headers: { apikey: tb.anonKey },
    })
    expect(await raw.text()).toBe('42')
  })

  it('omits arguments that have defaults', async () => {
    expect((await anon.rpc('with_default', { a: 1 })).data).toBe(11)
    expect((await anon.rpc('with_default', { a: 1, b: 1 })).data).toBe(2)
  })

  it('passes arrays and JSON arguments, by POST (JSON) and GET ({1,2} literal)', async () => {
    expect((await anon.rpc('arr_sum', { xs: [1, 2, 3] })).data).toBe(6)
    expect((await anon.rpc('arr_sum', { xs: [4, 5] }, { get: true })).data).toBe(9)
    expect((await anon.rpc('echo', { payload: { a: [1, { b: null }] } })).data).toEqual({
      a: [1, { b: null }],
    })
  })

  it('a single unnamed json parameter receives the whole body', async () => {
    expect((await anon.rpc('echo_body', { any: 'thing', n: 1 })).data).toEqual({
      any: 'thing',
      n: 1,
    })
  })

  it('single composite: an object', async () => {
    expect((await anon.rpc('author_by_id', { author_id: 3 })).data).toEqual({
      id: 3,
      name: 'Citra',
      email: 'citra@example.test',
    })
  })

  it('setof scalar: an array of values', async () => {
    expect((await anon.rpc('slugs')).data).toEqual(['bagan', 'home', 'profil', 'struktur', 'visi'])
  })

  it('setof table: rows that can be selected, filtered, ordered, limited, counted and embedded', async () => {
    const { data, error, count, status } = await anon
      .rpc('search_menus', { term: '' }, { count: 'exact' })
      .select('slug, parent:parent_id(slug)')
      .neq('slug', 'bagan')
      .order('slug', { ascending: false })
      .limit(2)
    expect(error).toBeNull()
    expect(status).toBe(206)
    expect(count).toBe(4) // RLS inside the function: anon sees published menus only
    expect(data).toEqual([
      { slug: 'visi', parent: { slug: 'profil' } },
      { slug: 'struktur', parent: { slug: 'profil' } },
    ])
    const single = await anon.rpc('search_menus', { term: 'visi' }).select('slug').single()
    expect(single.data).toEqual({ slug: 'visi' })
  })

  it('returns table(...): rows of its declared columns', async () => {
    expect((await anon.rpc('menu_stats')).data).toEqual([
      { slug: 'home', children: 0 },
      { slug: 'profil', children: 2 },
    ])
    expect((await anon.rpc('menu_stats').gt('children', 0)).data).toEqual([
      { slug: 'profil', children: 2 },
    ])
  })

  it('void: 204 with no body, and the write is committed', async () => {
    const res = await anon.rpc('log_note', { note: 'hello' })
    expect(res).toMatchObject({ status: 204, data: null, error: null })
    const rows = await tb.service().from('rpc_log').select('note').eq('note', 'hello')
    expect(rows.data).toEqual([{ note: 'hello' }])
  })
})

describe('transactions and roles', () => {
  it('runs GET in a read-only transaction: a volatile function that writes fails with 25006 (405)', async () => {
    const res = await anon.rpc('bump', {}, { get: true })
    expect(res.status).toBe(405)
    expect(res.error?.code).toBe('25006')
    const post = await anon.rpc('bump')
    expect(post).toMatchObject({ status: 200, data: 1 })
  })

  it('runs as the caller: auth.uid() and the role come from the verified JWT', async () => {
    const res = await asUser(tb, USER_A).rpc('whoami')
    expect(res.data).toMatchObject({
      role: 'authenticated',
      sub: USER_A,
      path: '/rpc/whoami',
      method: 'POST',
    })
    const svc = await tb.service().rpc('whoami')
    expect(svc.data).toMatchObject({ role: 'service_role' })
  })
})

describe('errors', () => {
  it('PGRST202 (404) for an unknown function, with a "Perhaps you meant" hint', async () => {
    const res = await anon.rpc('ad', { a: 1, b: 2 })
    expect(res.status).toBe(404)
    expect(res.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.ad(a, b) in the schema cache',
      details:
        'Searched for the function public.ad with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add',
    })
  })

  it('PGRST202 for a known function with the wrong arguments', async () => {
    const res = await anon.rpc('add', { a: 1, c: 2 })
    expect(res.status).toBe(404)
    expect(res.error?.code).toBe('PGRST202')
    const none = await anon.rpc('add')
    expect(none.error?.message).toBe(
      'Could not find the function public.add without parameters in the schema cache',
    )
  })

  it('a raised PTxyz SQLSTATE sets the status', async () => {
    const res = await anon.rpc('payment_required')
    expect(res.status).toBe(402)
    expect(res.error).toMatchObject({ code: 'PT402', message: 'Payment required' })
  })

  it('a bad argument value is 400 22P02', async () => {
    const res = await anon.rpc('add', { a: 'one', b: 2 })
    expect(res.status).toBe(400)
    expect(res.error?.code).toBe('22P02')
  })
})
