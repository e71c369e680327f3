/** Wire-level details of /rest/v1: Prefer echo, Content-Range on writes, media types, profiles, nested embed params. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRestBackend } from './fixtures/rest/setup'
import type { TestBackend } from './helpers'

let tb: TestBackend
beforeAll(async () => {
  tb = await startRestBackend()
})
afterAll(() => tb?.stop())

function rest(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return fetch(`${tb.url}/rest/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: tb.serviceRoleKey,
      Authorization: `Bearer ${tb.serviceRoleKey}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

describe('Prefer on writes', () => {
  it('echoes honoured preferences in Preference-Applied and counts inserted rows in Content-Range', async () => {
    const res = await rest('/authors?select=name', {
      method: 'POST',
      body: [{ name: 'P1' }, { name: 'P2' }],
      headers: { Prefer: 'return=representation, count=exact' },
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('preference-applied')).toBe('return=representation, count=exact')
    expect(res.headers.get('content-range')).toBe('*/2')
    expect(await res.json()).toEqual([{ name: 'P1' }, { name: 'P2' }])
  })

  it("writes Preference-Applied in PostgREST's order, with only what was honoured", async () => {
    const res = await rest('/authors?columns=id,name&select=name', {
      method: 'POST',
      body: [{ id: 1, name: 'Ayu' }, { name: 'Fresh' }],
      headers: {
        Prefer:
          'return=representation, missing=default, resolution=merge-duplicates, handling=lenient',
      },
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('preference-applied')).toBe(
      'resolution=merge-duplicates, missing=default, return=representation',
    )
    const patch = await rest('/authors?id=eq.1', {
      method: 'PATCH',
      body: { email: 'a@x' },
      headers: { Prefer: 'resolution=merge-duplicates' },
    })
    expect(patch.headers.get('preference-applied')).toBeNull()
  })

  it('answers PGRST204 for an unknown name in columns=', async () => {
    const res = await rest('/authors?columns=name,nickname', {
      method: 'POST',
      body: { name: 'x' },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nickname' column of 'authors' in the schema cache",
    })
  })

  it('ignores body keys outside columns=', async () => {
    const res = await rest('/authors?columns=name&select=name,email', {
      method: 'POST',
      body: { name: 'Only name', email: 'dropped@x' },
      headers: { Prefer: 'return=representation' },
    })
    expect(await res.json()).toEqual([{ name: 'Only name', email: null }])
  })

  it('merge-duplicates reports the resolution it applied', async () => {
    const res = await rest('/authors?on_conflict=name', {
      method: 'POST',
      body: { name: 'Ayu', email: 'merged@x' },
      headers: { Prefer: 'resolution=merge-duplicates,return=minimal' },
    })
    expect(res.status).toBe(200) // an update, nothing inserted
    expect(res.headers.get('preference-applied')).toBe(
      'resolution=merge-duplicates, return=minimal',
    )
  })
})

describe('media types and profiles', () => {
  it('answers 406 PGRST107 for a media type it does not produce (GeoJSON, the execution plan)', async () => {
    for (const accept of [
      'application/geo+json',
      'application/vnd.pgrst.plan+json; for="application/json"',
    ]) {
      const res = await rest('/authors', { headers: { Accept: accept } })
      expect(res.status).toBe(406)
      expect(await res.json()).toMatchObject({
        code: 'PGRST107',
        message: `None of these media types are available: ${accept.split(';')[0]}`,
      })
    }
  })

  it('answers 406 PGRST106 for another Content-Profile on a write, and accepts public', async () => {
    const other = await rest('/authors', {
      method: 'POST',
      body: { name: 'x' },
      headers: { 'Content-Profile': 'private' },
    })
    expect(other.status).toBe(406)
    expect(await other.json()).toMatchObject({
      code: 'PGRST106',
      hint: 'Only the following schemas are exposed: public, graphql_public',
    })
    const pub = await rest('/authors?select=id&limit=1', {
      headers: { 'Accept-Profile': 'public' },
    })
    expect(pub.status).toBe(200)
  })

  it('answers with PostgREST error JSON for an unknown HTTP method and path', async () => {
    const purge = await rest('/authors?id=eq.1', { method: 'PURGE' })
    expect(purge.status).toBe(405)
    expect(await purge.json()).toMatchObject({
      code: 'PGRST117',
      message: 'Unsupported HTTP method: PURGE',
    })
    const deep = await rest('/authors/1')
    expect(deep.status).toBe(404)
  })
})

describe('query details', () => {
  it('limit=0 returns no rows', async () => {
    const res = await rest('/authors?select=id&limit=0')
    expect(await res.json()).toEqual([])
  })

  it('filters and orders two embed levels down by alias path', async () => {
    const res = await rest(
      '/navigation_menus?select=slug,sub:navigation_menus(slug,leaf:navigation_menus(slug))&slug=eq.profil&sub.order=sort_order.desc&sub.leaf.slug=eq.none',
    )
    expect(await res.json()).toEqual([
      {
        slug: 'profil',
        sub: [
          { slug: 'rahasia', leaf: [] },
          { slug: 'struktur', leaf: [] },
          { slug: 'visi', leaf: [] },
        ],
      },
    ])
  })

  it('needs the alias, not the table name, for an aliased embed (PGRST108, as PostgREST v16)', async () => {
    const res = await rest(
      '/navigation_menus?select=slug,children:navigation_menus(slug)&navigation_menus.slug=eq.visi',
    )
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('PGRST108')
  })

  it('HEAD on an RPC gives headers only; GET RPC filters a setof result', async () => {
    const head = await rest('/rpc/slugs', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const get = await rest('/rpc/search_menus?term=i&slug=neq.visi&select=slug&order=slug')
    expect(await get.json()).toEqual([{ slug: 'profil' }, { slug: 'rahasia' }])
  })

  it('never splices values into SQL: quotes and SQL in values are just data', async () => {
    const evil = `x'); drop table public.authors; --`
    const res = await rest(`/authors?select=id&name=eq.${encodeURIComponent(evil)}`)
    expect(await res.json()).toEqual([])
    const col = await rest(`/authors?select=${encodeURIComponent('id,"name"; drop table x')}`)
    expect(col.status).toBe(400)
    const still = await rest('/authors?select=id&id=eq.1')
    expect(await still.json()).toEqual([{ id: 1 }])
  })
})
