/** Writes through supabase-js: insert, upsert variants, update, delete, Prefer, singular rollback, RLS per role. */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asUser, startRestBackend, USER_A, USER_B } from './fixtures/rest/setup'
import type { TestBackend } from './helpers'

let tb: TestBackend
let anon: SupabaseClient
let service: SupabaseClient
let userA: SupabaseClient
let userB: SupabaseClient

beforeAll(async () => {
  tb = await startRestBackend()
  anon = tb.anon()
  service = tb.service()
  userA = asUser(tb, USER_A)
  userB = asUser(tb, USER_B)
})
afterAll(() => tb?.stop())

function raw(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${tb.url}/rest/v1${path}`, {
    ...init,
    headers: {
      apikey: tb.serviceRoleKey,
      Authorization: `Bearer ${tb.serviceRoleKey}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  })
}

describe('insert', () => {
  it('inserts with return=minimal: 201, no body, Content-Range */*', async () => {
    const res = await raw('/authors', { method: 'POST', body: JSON.stringify({ name: 'Minimal' }) })
    expect(res.status).toBe(201)
    expect(res.headers.get('content-range')).toBe('*/*')
    expect(await res.text()).toBe('')
    const { error, status, data } = await service.from('authors').insert({ name: 'Minimal 2' })
    expect({ error, status, data }).toEqual({ error: null, status: 201, data: null })
  })

  it('inserts many with .select() (representation) and .single() for one', async () => {
    const many = await service
      .from('authors')
      .insert([
        { name: 'R1', email: 'r1@x' },
        { name: 'R2', email: null },
      ])
      .select('name, email')
    expect(many.status).toBe(201)
    expect(many.data).toEqual([
      { name: 'R1', email: 'r1@x' },
      { name: 'R2', email: null },
    ])
    const one = await service.from('authors').insert({ name: 'R3' }).select().single()
    expect(one.data).toMatchObject({ name: 'R3', email: null })
    expect(typeof one.data.id).toBe('number')
  })

  it('embeds in the representation of an insert', async () => {
    const { data, error } = await userA
      .from('articles')
      .insert({ title: 'With author', author_id: 3, owner_id: USER_A })
      .select('title, author:authors!author_id(name)')
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ title: 'With author', author: { name: 'Citra' } })
  })

  it('uses columns= for arrays with different keys: absent keys become NULL, or DEFAULT with missing=default', async () => {
    const nulls = await service
      .from('navigation_menus')
      .insert([{ slug: 'k1', sort_order: 5 }, { slug: 'k2' }])
      .select('slug, sort_order, label')
    expect(nulls.error?.code).toBe('23502') // sort_order is NOT NULL and the second row sends null
    const defaults = await service
      .from('navigation_menus')
      .insert([{ slug: 'k1', sort_order: 5 }, { slug: 'k2' }], { defaultToNull: false })
      .select('slug, sort_order, label')
    expect(defaults.error).toBeNull()
    expect(defaults.data).toEqual([
      { slug: 'k1', sort_order: 5, label: {} },
      { slug: 'k2', sort_order: 0, label: {} },
    ])
  })

  it('answers PGRST102 for arrays whose keys differ without columns=, and PGRST204 for an unknown key', async () => {
    const res = await raw('/authors', {
      method: 'POST',
      body: JSON.stringify([{ name: 'x' }, { email: 'y' }]),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    })
    const unknown = await service.from('authors').insert({ name: 'x', nickname: 'y' })
    expect(unknown.status).toBe(400)
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nickname' column of 'authors' in the schema cache",
    })
    const invalid = await raw('/authors', { method: 'POST', body: '{nope' })
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).code).toBe('PGRST102')
  })

  it('answers 409 for unique (23505) and foreign-key (23503) violations, 400 for not-null and check', async () => {
    const dup = await service.from('authors').insert({ name: 'Ayu' })
    expect(dup.status).toBe(409)
    expect(dup.error?.code).toBe('23505')
    const fk = await service.from('comments').insert({ article_id: 9999, body: 'x' })
    expect(fk.status).toBe(409)
    expect(fk.error?.code).toBe('23503')
    const check = await service.from('articles').insert({ title: 'x', status: 'bogus' })
    expect(check.status).toBe(400)
    expect(check.error?.code).toBe('23514')
  })

  it('return=headers-only gives a Location header', async () => {
    const res = await raw('/authors', {
      method: 'POST',
      body: JSON.stringify({ id: 555, name: 'Located' }),
      headers: { Prefer: 'return=headers-only' },
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('location')).toBe('/authors?id=eq.555')
    expect(res.headers.get('preference-applied')).toBe('return=headers-only')
  })
})

describe('upsert', () => {
  it('merge-duplicates updates the existing row on the primary key: 200 when nothing was inserted, 201 otherwise', async () => {
    await service.from('authors').insert({ id: 600, name: 'Up', email: 'old@x' })
    const { data, error, status } = await service
      .from('authors')
      .upsert({ id: 600, name: 'Up', email: 'new@x' })
      .select('id, email')
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([{ id: 600, email: 'new@x' }])
    const mixed = await service.from('authors').upsert([
      { id: 600, name: 'Up', email: 'newer@x' },
      { id: 601, name: 'Up2', email: null },
    ])
    expect(mixed.status).toBe(201)
    const minimalUpdate = await service
      .from('authors')
      .upsert({ id: 601, name: 'Up2', email: 'e@x' })
    expect(minimalUpdate.status).toBe(200)
    const empty = await fetch(`${tb.url}/rest/v1/authors`, {
      method: 'POST',
      headers: {
        apikey: tb.serviceRoleKey,
        Authorization: `Bearer ${tb.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'resolution=merge-duplicates,return=representation',
      },
      body: '[]',
    })
    expect(empty.status).toBe(200)
    expect(await empty.json()).toEqual([])
  })

  it('merge-duplicates with on_conflict on a unique column', async () => {
    const { data } = await service
      .from('authors')
      .upsert(
        [
          { name: 'Budi', email: 'budi@x' },
          { name: 'Dewi', email: 'dewi@x' },
        ],
        { onConflict: 'name' },
      )
      .select('id, name, email')
      .order('id')
    expect(data).toHaveLength(2)
    expect(data![0]).toEqual({ id: 2, name: 'Budi', email: 'budi@x' })
    expect(data![1]).toMatchObject({ name: 'Dewi', email: 'dewi@x' })
  })

  it('ignore-duplicates leaves the existing row alone and returns only new ones', async () => {
    const { data, error } = await service
      .from('authors')
      .upsert([{ name: 'Ayu', email: 'changed@x' }, { name: 'Eka' }], {
        onConflict: 'name',
        ignoreDuplicates: true,
      })
      .select('name, email')
    expect(error).toBeNull()
    expect(data).toEqual([{ name: 'Eka', email: null }])
    const ayu = await service.from('authors').select('email').eq('name', 'Ayu').single()
    expect(ayu.data).toEqual({ email: 'ayu@example.test' })
  })

  it('answers 400 42P10 when on_conflict matches no unique constraint', async () => {
    const { error, status } = await service
      .from('authors')
      .upsert({ name: 'Z', email: 'z@x' }, { onConflict: 'email' })
    expect(status).toBe(400)
    expect(error?.code).toBe('42P10')
  })
})

describe('update and delete', () => {
  it('PATCH without Prefer answers 204; with .select() the changed rows and 200', async () => {
    const res = await raw('/authors?id=eq.3', {
      method: 'PATCH',
      body: JSON.stringify({ email: 'c@x' }),
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('content-range')).toBe('0-0/*')
    const { data, status } = await service
      .from('authors')
      .update({ email: 'c2@x' })
      .eq('id', 3)
      .select('id, email')
    expect(status).toBe(200)
    expect(data).toEqual([{ id: 3, email: 'c2@x' }])
    const none = await raw('/authors?id=eq.-1', {
      method: 'PATCH',
      body: JSON.stringify({ email: 'c@x' }),
    })
    expect(none.headers.get('content-range')).toBe('*/*')
  })

  it('PATCH with count=exact reports the affected rows', async () => {
    const { count, status } = await service
      .from('navigation_menus')
      .update({ is_published: true }, { count: 'exact' })
      .eq('parent_id', 2)
    expect(status).toBe(204)
    expect(count).toBe(3)
  })

  it('DELETE answers 204, or 200 with the deleted rows', async () => {
    await service.from('authors').insert([
      { id: 700, name: 'Del1' },
      { id: 701, name: 'Del2' },
    ])
    const res = await service.from('authors').delete().eq('id', 700)
    expect(res.status).toBe(204)
    const rep = await service.from('authors').delete().or('id.eq.701,id.eq.702').select('name')
    expect(rep.status).toBe(200)
    expect(rep.data).toEqual([{ name: 'Del2' }])
  })

  it('rolls back a mutation whose singular response does not have exactly one row', async () => {
    const res = await service
      .from('navigation_menus')
      .update({ sort_order: 99 })
      .eq('parent_id', 2)
      .select('id')
      .single()
    expect(res.status).toBe(406)
    expect(res.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' })
    const after = await service
      .from('navigation_menus')
      .select('sort_order')
      .eq('parent_id', 2)
      .order('id')
    expect(after.data).toEqual([{ sort_order: 1 }, { sort_order: 2 }, { sort_order: 3 }])
  })

  it('refuses limit on PATCH/DELETE rather than ignoring it (PGRST127 naming the feature)', async () => {
    const res = await raw('/authors?id=eq.1&limit=1', { method: 'DELETE' })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body).toMatchObject({ code: 'PGRST127', message: 'Feature not implemented' })
    expect(body.details).toContain('limit and offset on DELETE')
  })
})

describe('row-level security on writes, per role', () => {
  it('anon cannot write: 42501 answered with 401', async () => {
    const res = await anon.from('navigation_menus').insert({ slug: 'anon-menu' })
    expect(res.status).toBe(401)
    expect(res.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "navigation_menus"',
    })
  })

  it('anon updates and deletes match no rows (USING filters them out)', async () => {
    const upd = await anon.from('navigation_menus').update({ sort_order: 50 }).eq('id', 1).select()
    expect(upd.data).toEqual([])
    const del = await anon.from('authors').delete().eq('id', 1).select()
    expect(del.data).toEqual([])
    const still = await service.from('authors').select('id').eq('id', 1)
    expect(still.data).toEqual([{ id: 1 }])
  })

  it('a user writes only their own rows: failing WITH CHECK is 42501 answered with 403', async () => {
    const own = await userA.from('notes').insert({ body: 'mine' }).select('body, owner_id').single()
    expect(own.data).toEqual({ body: 'mine', owner_id: USER_A })
    const forged = await userA.from('notes').insert({ body: 'yours', owner_id: USER_B })
    expect(forged.status).toBe(403)
    expect(forged.error?.code).toBe('42501')
    const bSees = await userB.from('notes').select('body')
    expect(bSees.data).toEqual([])
    const bDeletes = await userB.from('notes').delete().eq('body', 'mine').select()
    expect(bDeletes.data).toEqual([])
    const stolen = await userB.from('articles').update({ title: 'stolen' }).eq('id', 1).select()
    expect(stolen.data).toEqual([])
  })

  it('a minimal insert needs no SELECT policy; asking for the row back does (42501)', async () => {
    const minimal = await anon.from('rpc_log').insert({ note: 'anon wrote' })
    expect(minimal.status).toBe(201)
    const represented = await anon.from('rpc_log').insert({ note: 'anon reads back' }).select()
    expect(represented.status).toBe(401)
    expect(represented.error?.code).toBe('42501')
  })

  it('service_role bypasses RLS', async () => {
    const res = await service
      .from('notes')
      .insert({ body: 'system', owner_id: USER_B })
      .select('owner_id')
      .single()
    expect(res.data).toEqual({ owner_id: USER_B })
  })
})
