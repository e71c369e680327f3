/**
 * Answers the embedded backend could get wrong without an error: each test here
 * fails on the code before the fix, and each expectation is what PostgREST (hosted Supabase)
 * answers, from its documentation.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { restClient, startPostgrestBackend } from './fixtures/postgrest/setup'
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

describe('range operators', () => {
  it('rangeLte is nxr, "does not extend to the right of" (&<); rangeGte is nxl (&>)', async () => {
    const lte = await anon.from('reservations').select('id').rangeLte('during', '[4,9)').order('id')
    expect(lte.data).toEqual([{ id: 1 }, { id: 3 }, { id: 5 }])
    const gte = await anon.from('reservations').select('id').rangeGte('during', '[4,9)').order('id')
    expect(gte.data).toEqual([{ id: 2 }, { id: 4 }])
  })
})

describe('set-returning RPC', () => {
  it('applies limit, offset, order and count to a function returning setof <scalar>', async () => {
    const limited = await anon.rpc('film_years', {}, { count: 'exact' }).limit(2)
    expect(limited.data).toEqual([1895, 1894])
    expect(limited.count).toBe(5)
    expect(limited.status).toBe(206)
    const page = await anon.rpc('film_years').range(1, 2)
    expect(page.data).toEqual([1894, 1896])
    const ordered = await anon.rpc('film_years').order('film_years', { ascending: false }).limit(1)
    expect(ordered.data).toEqual([2024])
    const filtered = await anon.rpc('film_years').gt('film_years', 1900)
    expect(filtered.data).toEqual([1902, 2024])
    const head = await anon.rpc('film_years', {}, { head: true, count: 'exact', get: true })
    expect(head).toMatchObject({ count: 5, data: null, error: null })
  })

  it('applies filters, order, limit and count to a function returning setof <table>', async () => {
    const { data, count, status } = await anon
      .rpc('films_since', { y: 1895 }, { count: 'exact' })
      .select('title')
      .lt('year', 2000)
      .order('year', { ascending: false })
      .limit(2)
    expect(status).toBe(206)
    expect(count).toBe(3)
    expect(data).toEqual([{ title: 'A Trip to the Moon' }, { title: 'The Haunted Castle' }])
  })

  it('caps a set-returning function at max_rows only, not at a limit of its own', async () => {
    const res = await rest('/rpc/film_titles_by?min_year=0&limit=3')
    expect(await res.json()).toHaveLength(3)
  })
})

describe('RPC arguments', () => {
  it('answers 404 PGRST202 for an argument the function does not have, naming the candidate', async () => {
    const res = await rest('/rpc/add_them?a=1&b=2&c=x')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_them(a, b, c) in the schema cache',
      details:
        'Searched for the function public.add_them with parameters a, b, c, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_them(a, b)',
    })
    const post = await anon.rpc('add_them', { a: 1, b: 2, c: 3 })
    expect(post.status).toBe(404)
    expect(post.error?.code).toBe('PGRST202')
  })
})

describe('pg-safeupdate, as on hosted Supabase', () => {
  it('refuses PATCH and DELETE without a filter: 400 21000, nothing changed', async () => {
    const service = tb.service()
    const update = await service.from('films').update({ rating: 1 })
    expect(update.status).toBe(400)
    expect(update.error).toEqual({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
      details: null,
      hint: null,
    })
    const del = await service.from('reservations').delete()
    expect(del.status).toBe(400)
    expect(del.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' })
    const still = await service.from('reservations').select('id', { count: 'exact', head: true })
    expect(still.count).toBe(5)
    const ratings = await service.from('films').select('rating').eq('id', 4).single()
    expect(ratings.data).toEqual({ rating: 8.1 })
  })

  it('allows them with any filter, and not at all once the switch (SAFE_UPDATE=off) is off', async () => {
    const update = await tb
      .service()
      .from('events')
      .update({ at: '2024-01-01T12:00:00Z' })
      .gt('id', 0)
    expect(update.status).toBe(204)
    const rest = tb.backend.config.rest
    rest.safeUpdate = false
    try {
      const all = await tb
        .service()
        .from('events')
        .update({ at: '2025-01-01T00:00:00Z' })
        .select('id')
      expect(all.data).toHaveLength(2)
    } finally {
      rest.safeUpdate = true
    }
  })
})

describe('function return shapes', () => {
  it('a single OUT parameter gives an object with its name, as does a single INOUT', async () => {
    expect((await anon.rpc('single_out_param', { num: 5 })).data).toEqual({ num_plus_one: 6 })
    expect((await anon.rpc('single_inout_param', { num: 2 }, { get: true })).data).toEqual({
      num: 3,
    })
  })

  it('a scalar function with count=exact says Content-Range 0-0/1', async () => {
    const res = await rest('/rpc/add_them?a=1&b=2', { headers: { Prefer: 'count=exact' } })
    expect(res.headers.get('content-range')).toBe('0-0/1')
    expect(await res.json()).toBe(3)
    const client = await anon.rpc('add_them', { a: 1, b: 2 }, { count: 'exact' })
    expect(client).toMatchObject({ data: 3, count: 1 })
  })
})
