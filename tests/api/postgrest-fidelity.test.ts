/**
 * What PostgREST answers and the embedded backend used to answer differently: null filters on
 * embeds (anti-/semi-joins), malformed query strings (PGRST100 with PostgREST's position and
 * message, never a column of nulls), quoted reserved names, whitespace in logic trees, and the
 * status lines and headers of PostgREST's Response.hs and Error.hs.
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

const enc = encodeURIComponent

describe('null filtering on embedded resources', () => {
  it('is.null is the anti-join and not.is.null the semi-join, through supabase-js, to-one too', async () => {
    const none = await anon.from('films').select('id, directors(id)').is('directors', null)
    expect(none.data).toEqual([{ id: 5, directors: null }])
    const some = await anon
      .from('films')
      .select('id, technical_specs()')
      .not('technical_specs', 'is', null)
      .order('id')
    expect(some.data?.map((f) => f.id)).toEqual([1, 4])
  })

  it('a filter named like an embed alias is about the embed, even when a column has that name', async () => {
    const res = await rest(`/films?select=id,title:directors(id)&title=is.null`)
    expect(await res.json()).toEqual([{ id: 5, title: null }])
  })

  it("counts the embed's own limit and offset: no row left is null", async () => {
    const res = await rest(
      '/directors?select=id,films(id)&films.order=id&films.offset=1&films=not.is.null',
    )
    expect(await res.json()).toEqual([{ id: 3, films: [{ id: 4 }] }])
  })

  it('refuses other operators on an embed rather than reading them as a column', async () => {
    const res = await rest('/films?select=id,directors(id)&directors=is.not_null')
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('PGRST120')
  })
})

describe('malformed query strings are PGRST100 with PostgREST’s position and message', () => {
  it('a JSON path operator followed by neither a key nor an index', async () => {
    const { error, status, data } = await anon.from('films').select('id,info->>--34')
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse select parameter (id,info->>--34)" (line 1, column 12)',
      details: 'unexpected "-" expecting digit',
    })
  })

  it('order errors carry the details, logic trees the input with line and column', async () => {
    const order = await rest('/films?order=id.ac')
    expect(await order.json()).toMatchObject({
      message: '"failed to parse order (id.ac)" (line 1, column 4)',
      details: 'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    })
    const logic = await rest(`/films?or=${enc('(id.eq.1,id.eq.2')}`)
    expect(await logic.json()).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse logic tree ((id.eq.1,id.eq.2)" (line 1, column 19)',
      details: 'unexpected end of input expecting "," or ")"',
    })
  })
})

describe('what PostgREST answers and the backend used to refuse', () => {
  it('reads quoted names with reserved characters in select and in filter keys', async () => {
    const { data, error } = await anon
      .from('odd_names')
      .select('"a.dotted.column","(inside,parens)",":arr->ow::cast"," padded ","*"')
      .eq('"a.dotted.column"', 20)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        'a.dotted.column': 20,
        '(inside,parens)': 'p2',
        ':arr->ow::cast': 'c2',
        ' padded ': 's2',
        '*': 'star2',
      },
    ])
    const res = await rest(
      `/odd_names?select=id&${enc('"(inside,parens)"')}=eq.p1&${enc('" padded "')}=eq.s1`,
    )
    expect(await res.json()).toEqual([{ id: 1 }])
  })

  it('reads whitespace inside logic trees', async () => {
    const res = await rest(
      `/films?select=id&order=id&or=${enc('( id.eq.1 , and( id.gt.3 ,id.lt.5) )')}`,
    )
    expect(await res.json()).toEqual([{ id: 1 }, { id: 4 }])
  })
})

describe('status lines and headers', () => {
  it('PUT answers 201 when it inserts and 200 when it replaces', async () => {
    const row = { id: 90, first_name: 'New', last_name: 'Actor' }
    // supabase-js upserts with POST; PUT needs raw HTTP.
    const put = (body: object) =>
      rest('/actors?id=eq.91', {
        method: 'PUT',
        body,
        headers: { Prefer: 'return=representation' },
      })
    expect((await put({ ...row, id: 91 })).status).toBe(201)
    expect((await put({ ...row, id: 91, first_name: 'Again' })).status).toBe(200)
  })

  it('says Content-Length: 0 on bodiless answers', async () => {
    const options = await rest('/actors', { method: 'OPTIONS' })
    expect(options.headers.get('content-length')).toBe('0')
    const minimal = await rest('/actors', {
      method: 'POST',
      body: { id: 92 },
      headers: { Prefer: 'return=minimal' },
    })
    expect(minimal.status).toBe(201)
    expect(minimal.headers.get('content-length')).toBe('0')
    const headersOnly = await rest('/actors', {
      method: 'POST',
      body: { id: 93 },
      headers: { Prefer: 'return=headers-only' },
    })
    expect(headersOnly.headers.get('location')).toBe('/actors?id=eq.93')
    expect(headersOnly.headers.get('content-length')).toBe('0')
  })

  it('sends Content-Location with the query string alphabetised (repeated keys joined)', async () => {
    const res = await rest('/films?select=id&order=id.desc&id=gt.1&id=lt.4&limit=2')
    expect(res.headers.get('content-location')).toBe(
      '/films?id=gt.1,lt.4&limit=2&order=id.desc&select=id',
    )
  })

  it('sends Proxy-Status naming the error code', async () => {
    const parse = await rest('/films?select=id&order=id.ac')
    expect(parse.headers.get('proxy-status')).toBe('PostgREST; error=PGRST100')
    const pg = await rest('/rpc/raise_code?code=P0001')
    expect(pg.headers.get('proxy-status')).toBe('PostgREST; error=P0001')
  })

  it('answers a singular request with several rows 406, naming how many', async () => {
    const { error, status } = await anon.from('films').select('id').lt('id', 4).single()
    expect(status).toBe(406)
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' })
  })

  it('uses the reason phrase a function raised', async () => {
    const pt = await rest(`/rpc/raise_code?code=PT402&msg=${enc('Payment Required')}`)
    expect(pt.status).toBe(402)
    expect(pt.statusText).toBe('Payment Required')
    const pgrst = await rest('/rpc/raise_with_reason')
    expect(pgrst.status).toBe(402)
    expect(pgrst.statusText).toBe('Show Me The Money')
  })

  it('lists exactly the exposed schemas in the profile error', async () => {
    const res = await rest('/films', { headers: { 'Accept-Profile': 'nope' } })
    expect(res.status).toBe(406)
    expect(await res.json()).toMatchObject({
      code: 'PGRST106',
      hint: 'Only the following schemas are exposed: public, other',
    })
  })
})
