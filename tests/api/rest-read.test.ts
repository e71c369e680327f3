/** Reads through supabase-js: select lists, embeds, every filter operator, order, ranges, counts, singular. */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asUser, startRestBackend, USER_A, userToken } from './fixtures/rest/setup'
import type { TestBackend } from './helpers'

let tb: TestBackend
let anon: SupabaseClient
let service: SupabaseClient

beforeAll(async () => {
  tb = await startRestBackend()
  anon = tb.anon()
  service = tb.service()
})
afterAll(() => tb?.stop())

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id)

describe('select lists', () => {
  it('returns the requested columns with aliases and casts', async () => {
    const { data, error } = await anon
      .from('articles')
      .select('id, heading:title, views::text, price')
      .eq('id', 1)
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 1, heading: 'Sertifikasi Badan Usaha', views: '10', price: 12.5 }])
  })

  it('reads JSON paths with -> and ->>', async () => {
    const { data } = await anon
      .from('navigation_menus')
      .select('slug, label->>en, name:label->id')
      .eq('slug', 'home')
    expect(data).toEqual([{ slug: 'home', en: 'Home', name: 'Beranda' }])
  })

  it('encodes types the way PostgreSQL json does (timestamptz, numeric, jsonb, arrays)', async () => {
    const { data } = await anon
      .from('articles')
      .select('published_at, price, meta')
      .eq('id', 1)
      .single()
    expect(data).toEqual({
      published_at: '2024-01-01T00:00:00+00:00',
      price: 12.5,
      meta: { k: 1, tags: ['a'] },
    })
  })

  it('answers 400 42703 for an unknown column', async () => {
    const { error, status } = await anon.from('articles').select('nope')
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '42703', message: 'column articles.nope does not exist' })
  })

  it('reads a view', async () => {
    const { data } = await anon.from('published_articles').select('id').order('id')
    expect(ids(data)).toEqual([1, 3, 4])
  })
})

describe('embedded resources', () => {
  it('embeds many-to-one by FK-column hint and one-to-many', async () => {
    const { data, error } = await anon
      .from('articles')
      .select('id, author:authors!author_id(name), editor:authors!editor_id(name), comments(body)')
      .eq('id', 1)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      id: 1,
      author: { name: 'Ayu' },
      editor: { name: 'Budi' },
      comments: [{ body: 'Bagus' }, { body: 'Terima kasih' }],
    })
  })

  it('embeds by constraint-name hint, and null / [] when nothing matches', async () => {
    const { data } = await anon
      .from('articles')
      .select('id, authors!articles_author_id_fkey(name), comments(id)')
      .eq('id', 4)
      .single()
    expect(data).toEqual({ id: 4, authors: null, comments: [] })
  })

  it('embeds the self-referencing one-to-many with embedded filter, order and limit', async () => {
    const { data, error } = await tb
      .withToken(tb.serviceRoleKey)
      .from('navigation_menus')
      .select('slug, children:navigation_menus(slug, children:navigation_menus(slug))')
      .is('parent_id', null)
      .eq('children.is_published', true)
      .order('sort_order')
      .order('sort_order', { referencedTable: 'children', ascending: false })
      .limit(1, { referencedTable: 'children' })
    expect(error).toBeNull()
    expect(data).toEqual([
      { slug: 'home', children: [] },
      { slug: 'profil', children: [{ slug: 'struktur', children: [{ slug: 'bagan' }] }] },
      { slug: 'layanan', children: [] },
    ])
  })

  it('embeds children with the !parent_id hint and the parent by its column name', async () => {
    const { data } = await anon
      .from('navigation_menus')
      .select('slug, kids:navigation_menus!parent_id(slug), parent:parent_id(slug)')
      .eq('slug', 'struktur')
      .single()
    expect(data).toEqual({
      slug: 'struktur',
      kids: [{ slug: 'bagan' }],
      parent: { slug: 'profil' },
    })
  })

  it('applies offset and or= to an embedded resource', async () => {
    const { data } = await anon
      .from('navigation_menus')
      .select('slug, children:navigation_menus(slug)')
      .eq('slug', 'profil')
      .or('slug.eq.visi,slug.eq.struktur', { referencedTable: 'children' })
      .order('sort_order', { referencedTable: 'children' })
      .range(1, 5, { referencedTable: 'children' })
    expect(data).toEqual([{ slug: 'profil', children: [{ slug: 'struktur' }] }])
  })

  it('filters parents with !inner and with not.is.null on the embed', async () => {
    const inner = await anon
      .from('articles')
      .select('id, comments!inner(body)')
      .eq('comments.body', 'Jelas')
    expect(inner.data).toEqual([{ id: 3, comments: [{ body: 'Jelas' }] }])
    const notNull = await anon
      .from('articles')
      .select('id, comments(id)')
      .not('comments', 'is', null)
      .order('id')
    expect(ids(notNull.data)).toEqual([1, 3])
    const isNull = await anon
      .from('articles')
      .select('id, comments(id)')
      .is('comments', null)
      .order('id')
    expect(ids(isNull.data)).toEqual([4])
    const left = await anon
      .from('articles')
      .select('id, author:authors!author_id!left(name)')
      .eq('id', 4)
    expect(left.data).toEqual([{ id: 4, author: null }])
  })

  it('refuses a constraint-name hint on a self-relationship with PGRST200, as PostgREST does', async () => {
    const { error, status } = await anon
      .from('navigation_menus')
      .select('*, children:navigation_menus!navigation_menus_parent_id_fkey(*)')
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST200')
  })

  it('answers PGRST200 for an unknown relationship and PGRST201 (300) for an ambiguous one', async () => {
    const none = await anon.from('authors').select('*, navigation_menus(*)')
    expect(none.status).toBe(400)
    expect(none.error).toMatchObject({
      code: 'PGRST200',
      message:
        "Could not find a relationship between 'authors' and 'navigation_menus' in the schema cache",
    })
    const both = await anon.from('articles').select('*, authors(*)')
    expect(both.status).toBe(300)
    expect(both.error?.code).toBe('PGRST201')
    expect(both.error?.hint).toContain("'authors!articles_author_id_fkey'")
  })

  it('with two self-references: ambiguous by name (PGRST201), resolved by an FK-column hint or the column name', async () => {
    const ambiguous = await anon.from('people').select('name, people(name)')
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error?.code).toBe('PGRST201')
    const mentees = await anon
      .from('people')
      .select('name, mentees:people!mentor_id(name)')
      .eq('id', 1)
      .single()
    expect(mentees.data).toEqual({ name: 'Sari', mentees: [{ name: 'Tono' }, { name: 'Umar' }] })
    const parents = await anon
      .from('people')
      .select('name, mentor:mentor_id(name), manager:manager_id(name)')
      .eq('id', 3)
      .single()
    expect(parents.data).toEqual({
      name: 'Umar',
      mentor: { name: 'Sari' },
      manager: { name: 'Tono' },
    })
  })

  it('answers PGRST108 for a filter on a resource that is not embedded', async () => {
    const { error, status } = await anon.from('articles').select('id').eq('comments.body', 'x')
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST108')
  })
})

type Filterable = ReturnType<ReturnType<SupabaseClient['from']>['select']>

describe('filters', () => {
  const cases: [string, (b: Filterable) => Filterable, number[]][] = [
    ['eq', (b) => b.eq('views', 10), [1]],
    ['neq', (b) => b.neq('views', 10), [2, 3]],
    ['gt', (b) => b.gt('views', 5), [1]],
    ['gte', (b) => b.gte('views', 5), [1, 3]],
    ['lt', (b) => b.lt('views', 5), [2]],
    ['lte', (b) => b.lte('views', 5), [2, 3]],
    ['like', (b) => b.like('title', '%SBU'), [3]],
    ['like with *', (b) => b.like('title', 'Panduan*'), [3]],
    ['ilike', (b) => b.ilike('title', '%sertifikasi%'), [1]],
    ['is null', (b) => b.is('views', null), [4]],
    ['is true', (b) => b.filter('views', 'not.is', null).is('author_id', null), []],
    ['in', (b) => b.in('title', ['Panduan SBU', 'a,b', 'Tanpa penulis']), [3, 4]],
    ['cs jsonb', (b) => b.contains('meta', { k: 1 }), [1]],
    ['cd jsonb', (b) => b.containedBy('meta', { k: 2, x: 1 }), [2, 3, 4]],
    ['not.eq', (b) => b.not('views', 'eq', 10), [2, 3]],
    ['or', (b) => b.or('views.eq.10,title.eq.Panduan SBU'), [1, 3]],
    ['or with nested and', (b) => b.or('views.eq.10,and(views.is.null,price.eq.0)'), [1, 4]],
    ['match', (b) => b.match({ status: 'published', author_id: 1 }), [1]],
    ['imatch operator', (b) => b.filter('title', 'imatch', '^panduan'), [3]],
    ['gte on timestamptz', (b) => b.gte('published_at', '2024-01-15'), [3]],
    ['repeated keys are AND-ed', (b) => b.gt('views', 0).lt('views', 10), [3]],
  ]
  for (const [name, apply, expected] of cases) {
    it(name, async () => {
      const { data, error } = await apply(
        tb.withToken(asUserToken()).from('articles').select('id'),
      ).order('id')
      expect(error).toBeNull()
      expect(ids(data as { id: number }[] | null)).toEqual(expected)
    })
  }

  it('and=() and not.or=() as query keys, nested', async () => {
    const get = async (qs: string) => {
      const res = await fetch(`${tb.url}/rest/v1/articles?select=id&order=id&${qs}`, {
        headers: { apikey: tb.anonKey, Authorization: `Bearer ${asUserToken()}` },
      })
      return ids(await res.json())
    }
    expect(await get('and=(views.gte.5,views.lt.10)')).toEqual([3])
    expect(await get('not.or=(views.eq.10,views.is.null)')).toEqual([2, 3])
    expect(await get('or=(id.eq.4,not.and(views.gte.1,views.lte.9))')).toEqual([1, 2, 4])
    expect(
      await get('and=(title.in.("Panduan SBU","Tanpa penulis"),or(views.is.null,views.eq.5))'),
    ).toEqual([3, 4])
    expect(await get('or=(title.eq."Panduan SBU",title.like.Draft*)')).toEqual([2, 3])
  })

  it('cs / cd on arrays', async () => {
    const cs = await anon.from('navigation_menus').select('id').contains('tags', ['main', 'about'])
    expect(ids(cs.data)).toEqual([2])
    const cd = await anon
      .from('navigation_menus')
      .select('id')
      .containedBy('tags', ['about'])
      .order('id')
    expect(ids(cd.data)).toEqual([3, 4, 7])
  })

  it('selects, filters (inside or=) and orders on a column named "order"', async () => {
    // A top-level `order=` key is always the ordering, as in PostgREST; or=() reaches the column.
    const { data, error } = await anon
      .from('navigation_menus')
      .select('id, order')
      .or('order.not.is.null')
      .order('order', { ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, order: 3 },
      { id: 4, order: 2 },
      { id: 2, order: 1 },
    ])
  })

  it('answers 400 22P02 for a value of the wrong type and PGRST100 for a bad operator', async () => {
    const bad = await anon.from('articles').select('id').eq('views', 'many')
    expect(bad.status).toBe(400)
    expect(bad.error?.code).toBe('22P02')
    const op = await anon.from('articles').select('id').filter('views', 'between', '1')
    expect(op.status).toBe(400)
    expect(op.error?.code).toBe('PGRST100')
  })

  it('refuses aggregates as hosted Supabase does (db-aggregates-enabled is off): PGRST123', async () => {
    const agg = await anon.from('articles').select('count()')
    expect(agg.error).toMatchObject({ code: 'PGRST123' })
    const sum = await anon.from('articles').select('views.sum()')
    expect(sum.error).toMatchObject({ code: 'PGRST123' })
  })
})

function asUserToken() {
  return userToken(tb, USER_A)
}

describe('order, range and counts', () => {
  it('orders with nullsfirst / nullslast and several columns', async () => {
    const first = await anon
      .from('articles')
      .select('id')
      .order('views', { ascending: true, nullsFirst: true })
    expect(ids(first.data)).toEqual([4, 3, 1])
    const last = await anon
      .from('articles')
      .select('id')
      .order('views', { ascending: false, nullsFirst: false })
    expect(ids(last.data)).toEqual([1, 3, 4])
    const multi = await anon
      .from('navigation_menus')
      .select('id')
      .order('parent_id', { nullsFirst: true })
      .order('sort_order', { ascending: false })
    expect(ids(multi.data)).toEqual([2, 1, 4, 3, 7])
  })

  it('limits and offsets with range(); Content-Range and 206 with count=exact', async () => {
    const res = await anon
      .from('navigation_menus')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1, 2)
    expect(res.status).toBe(206)
    expect(res.count).toBe(5)
    expect(ids(res.data)).toEqual([2, 3])
    const raw = await fetch(
      `${tb.url}/rest/v1/navigation_menus?select=id&order=id&offset=1&limit=2`,
      {
        headers: { apikey: tb.anonKey, Prefer: 'count=exact' },
      },
    )
    expect(raw.headers.get('content-range')).toBe('1-2/5')
    expect(raw.headers.get('preference-applied')).toBe('count=exact')
    const all = await fetch(`${tb.url}/rest/v1/navigation_menus?select=id`, {
      headers: { apikey: tb.anonKey, Prefer: 'count=exact' },
    })
    expect(all.status).toBe(200)
    expect(all.headers.get('content-range')).toBe('0-4/5')
    const noCount = await fetch(`${tb.url}/rest/v1/navigation_menus?select=id&limit=2`, {
      headers: { apikey: tb.anonKey },
    })
    expect(noCount.headers.get('content-range')).toBe('0-1/*')
  })

  it('answers 416 PGRST103 for an offset past the end, and */0 for an empty count', async () => {
    const res = await anon.from('navigation_menus').select('id', { count: 'exact' }).range(10, 12)
    expect(res.status).toBe(416)
    expect(res.error).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
    })
    const empty = await fetch(`${tb.url}/rest/v1/navigation_menus?select=id&slug=eq.none`, {
      headers: { apikey: tb.anonKey, Prefer: 'count=exact' },
    })
    expect(empty.status).toBe(200)
    expect(empty.headers.get('content-range')).toBe('*/0')
  })

  it('HEAD with count=exact returns the count and no body', async () => {
    const res = await anon
      .from('articles')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'published')
    expect(res).toMatchObject({ status: 200, count: 3, data: null, error: null })
    const raw = await fetch(`${tb.url}/rest/v1/articles?select=id`, {
      method: 'HEAD',
      headers: { apikey: tb.anonKey, Prefer: 'count=exact' },
    })
    expect(raw.headers.get('content-range')).toBe('0-2/3')
    expect(await raw.text()).toBe('')
  })

  it('caps results at max_rows 1000', async () => {
    const { error } = await service
      .from('authors')
      .insert(Array.from({ length: 1005 }, (_, i) => ({ name: `bulk-${i}` })))
    expect(error).toBeNull()
    const res = await anon.from('authors').select('id', { count: 'exact' })
    expect(res.data).toHaveLength(1000)
    expect(res.count).toBe(1008)
    expect(res.status).toBe(206)
    await service.from('authors').delete().like('name', 'bulk-%')
  })
})

describe('singular responses', () => {
  it('single() returns an object with the pgrst object media type', async () => {
    const raw = await fetch(`${tb.url}/rest/v1/authors?select=name&id=eq.1`, {
      headers: { apikey: tb.anonKey, Accept: 'application/vnd.pgrst.object+json' },
    })
    expect(raw.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8')
    expect(await raw.json()).toEqual({ name: 'Ayu' })
  })

  it('single() answers 406 PGRST116 for zero or many rows', async () => {
    const many = await anon.from('authors').select('id').single()
    expect(many.status).toBe(406)
    expect(many.error).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 3 rows',
      hint: null,
    })
  })

  it('maybeSingle() gives null for zero rows and the object for one', async () => {
    const none = await anon.from('authors').select('id').eq('id', 999).maybeSingle()
    expect(none).toMatchObject({ data: null, error: null })
    const one = await anon.from('authors').select('id').eq('id', 2).maybeSingle()
    expect(one.data).toEqual({ id: 2 })
  })
})

describe('roles and row-level security on reads', () => {
  it('anon sees published rows, staff see all, service_role bypasses RLS', async () => {
    const anonRows = await anon.from('navigation_menus').select('id').order('id')
    expect(ids(anonRows.data)).toEqual([1, 2, 3, 4, 7])
    const staff = await asUser(tb, USER_A).from('navigation_menus').select('id').order('id')
    expect(ids(staff.data)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const notes = await service.from('notes').select('id')
    expect(notes.error).toBeNull()
  })

  it('answers 42501 as 401 for anon and 403 for a signed-in user when the role lacks the privilege', async () => {
    const a = await anon.from('secrets').select('*')
    expect(a.status).toBe(401)
    expect(a.error).toMatchObject({ code: '42501', message: 'permission denied for table secrets' })
    const raw = await fetch(`${tb.url}/rest/v1/secrets`, { headers: { apikey: tb.anonKey } })
    expect(raw.headers.get('www-authenticate')).toBe('Bearer')
    const u = await asUser(tb, USER_A).from('secrets').select('*')
    expect(u.status).toBe(403)
    expect(u.error?.code).toBe('42501')
  })

  it('runs reads in a read-only transaction with the request GUCs set', async () => {
    const who = await asUser(tb, USER_A).rpc('whoami', {}, { get: true })
    expect(who.data).toEqual({
      role: 'authenticated',
      sub: USER_A,
      claims_role: 'authenticated',
      method: 'GET',
      path: '/rpc/whoami',
    })
    const anonWho = await anon.rpc('whoami')
    expect(anonWho.data).toMatchObject({
      role: 'anon',
      sub: null,
      claims_role: 'anon',
      method: 'POST',
    })
  })
})

describe('schema and profiles', () => {
  it('answers 404 PGRST205 with a "Perhaps you meant" hint', async () => {
    const { error, status } = await anon.from('navigation_menu').select('*')
    expect(status).toBe(404)
    expect(error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.navigation_menu' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.navigation_menus'",
    })
  })

  it('answers 406 PGRST106 for a schema that is not exposed', async () => {
    const res = await anon.schema('auth').from('users').select('*')
    expect(res.status).toBe(406)
    expect(res.error?.code).toBe('PGRST106')
  })

  it('sees a table created after start once the schema cache refreshes on a miss', async () => {
    await tb.backend.db.pg.exec(
      `create table public.late_table (id int primary key); grant select on public.late_table to anon; insert into public.late_table values (1)`,
    )
    await expect
      .poll(async () => (await anon.from('late_table').select('id')).data, { timeout: 10_000 })
      .toEqual([{ id: 1 }])
  })
})
