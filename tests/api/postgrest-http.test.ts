/**
 * PostgREST's HTTP surface beyond the app's own calls (references/api/*, preferences,
 * pagination_count, schemas, openapi): full-text search, CSV, counts, Range, PUT, OPTIONS,
 * strict preferences, time zones, max-affected, profiles, the OpenAPI description.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONFIG_TOML, loadConfig, readApiConfig } from '../../supabase/local/config'
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

const ids = (rows: { id: number }[] | null) => rows?.map((r) => r.id)

describe('full-text search', () => {
  it('fts / plfts / phfts / wfts on a tsvector column, with a language', async () => {
    const fts = await anon.from('films').select('id').textSearch('summary_tsv', "'moon' & 'capsul'")
    expect(ids(fts.data)).toEqual([4])
    const plain = await anon
      .from('films')
      .select('id')
      .textSearch('summary_tsv', 'haunted castle', { type: 'plain', config: 'english' })
    expect(ids(plain.data)).toEqual([3])
    const phrase = await anon
      .from('films')
      .select('id')
      .textSearch('summary_tsv', 'recording horn', { type: 'phrase', config: 'english' })
    expect(ids(phrase.data)).toEqual([2])
    const web = await anon
      .from('films')
      .select('id')
      .textSearch('summary_tsv', 'violin or castle -devil', { type: 'websearch' })
      .order('id')
    expect(ids(web.data)).toEqual([2])
  })

  it('converts text and jsonb columns with to_tsvector, and negates with not.', async () => {
    const text = await rest('/films?select=id&summary=fts(english).devil')
    expect(await text.json()).toEqual([{ id: 3 }])
    const json = await rest('/films?select=id&info=wfts.US')
    expect(await json.json()).toEqual([{ id: 2 }])
    const not = await rest(
      '/films?select=id&summary_tsv=not.plfts.short&summary=not.is.null&order=id',
    )
    expect(await not.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }])
  })
})

describe('output formats', () => {
  it('answers text/csv (supabase-js .csv()) with a header row, quoting like PostgreSQL', async () => {
    const { data, error } = await anon
      .from('films')
      .select('id,title,rating')
      .in('id', [3, 5])
      .order('id')
      .csv()
    expect(error).toBeNull()
    expect(data).toBe('id,title,rating\n3,"The Haunted Castle",6.5\n5,Untitled,')
    const res = await rest('/films?select=id&id=eq.0', { headers: { Accept: 'text/csv' } })
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(await res.text()).toBe('\n')
  })

  it('strips null keys with nulls=stripped (supabase-js .stripNulls())', async () => {
    const res = await rest('/films?select=id,rating&id=eq.5', {
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    })
    expect(await res.json()).toEqual([{ id: 5 }])
  })
})

describe('counts', () => {
  it('count=planned is the planner estimate; count=estimated is exact up to max_rows', async () => {
    const planned = await anon.from('films').select('id', { count: 'planned', head: true })
    expect(planned.count).toBe(5) // analyzed: the estimate of a full scan is the row count
    const filtered = await rest('/films?select=id&year=gt.1895', {
      headers: { Prefer: 'count=planned' },
    })
    expect(filtered.headers.get('content-range')).toMatch(/^0-2\/\d+$/)
    expect(filtered.headers.get('preference-applied')).toBe('count=planned')
    const estimated = await anon
      .from('films')
      .select('id', { count: 'estimated' })
      .gt('year', 1895)
      .limit(1)
    expect(estimated).toMatchObject({ count: 3, status: 206 })
  })

  it('count=estimated above max_rows answers the planner estimate', async () => {
    const config = tb.backend.config.rest
    config.maxRows = 2
    try {
      const res = await rest('/reservations?select=id', { headers: { Prefer: 'count=estimated' } })
      expect(res.headers.get('content-range')).toBe('0-1/5')
      expect(await res.json()).toHaveLength(2)
    } finally {
      config.maxRows = 1000
    }
  })
})

describe('HTTP details', () => {
  it('sends Content-Length on every response with a body, errors included', async () => {
    for (const path of ['/films?select=id', '/rpc/add_them?a=1&b=2', '/nope']) {
      const res = await rest(path)
      const body = await res.arrayBuffer()
      expect(res.headers.get('content-length'), path).toBe(String(body.byteLength))
      expect(res.headers.get('transfer-encoding'), path).toBeNull()
    }
  })

  it('reads the Range header (with Range-Unit: items), combined with limit/offset', async () => {
    const res = await rest('/films?select=id&order=id', {
      headers: { Range: '1-2', 'Range-Unit': 'items' },
    })
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }])
    expect(res.headers.get('content-range')).toBe('1-2/*')
    const open = await rest('/films?select=id&order=id', { headers: { Range: '3-' } })
    expect(await open.json()).toEqual([{ id: 4 }, { id: 5 }])
    // The header and limit/offset intersect: rows 1–3 and rows 0–1 leave row 1.
    const both = await rest('/films?select=id&order=id&offset=1&limit=3', {
      headers: { Range: '0-1' },
    })
    expect(await both.json()).toEqual([{ id: 2 }])
  })

  it('answers 416 PGRST103 for an inverted Range, a negative limit, and an offset past the end', async () => {
    const inverted = await rest('/films?select=id', { headers: { Range: '3-1' } })
    expect(inverted.status).toBe(416)
    expect(await inverted.json()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details:
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      hint: null,
    })
    const negative = await rest('/films?select=id&limit=-1')
    expect(negative.status).toBe(416)
    expect((await negative.json()).details).toBe('Limit should be greater than or equal to zero.')
    const past = await rest('/films?select=id&offset=10', { headers: { Prefer: 'count=exact' } })
    expect(past.status).toBe(416)
  })

  it('answers an empty bearer token with 401 PGRST301, as PostgREST does', async () => {
    const res = await fetch(`${tb.url}/rest/v1/films?select=id`, {
      headers: { apikey: tb.anonKey, Authorization: 'Bearer ' },
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({
      code: 'PGRST301',
      message: 'Empty JWT is sent in Authorization header',
    })
    expect(res.headers.get('www-authenticate')).toContain('invalid_token')
  })

  it('OPTIONS answers the methods a table or view allows', async () => {
    const table = await rest('/films', { method: 'OPTIONS' })
    expect(table.status).toBe(200)
    expect(table.headers.get('allow')).toBe('OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE')
    const updatable = await rest('/film_titles', { method: 'OPTIONS' })
    expect(updatable.headers.get('allow')).toBe('OPTIONS,GET,HEAD,POST,PATCH,DELETE')
    const join = await rest('/film_directors', { method: 'OPTIONS' })
    expect(join.headers.get('allow')).toBe('OPTIONS,GET,HEAD')
    const root = await rest('/', { method: 'OPTIONS' })
    expect(root.headers.get('allow')).toBe('OPTIONS,GET,HEAD')
  })

  it('writes through an auto-updatable view', async () => {
    const res = await tb
      .service()
      .from('film_titles')
      .update({ year: 1897 })
      .eq('id', 3)
      .select('id, year')
    expect(res.data).toEqual([{ id: 3, year: 1897 }])
    await tb.service().from('films').update({ year: 1896 }).eq('id', 3)
  })
})

describe('PUT: upsert of one row by primary key', () => {
  it('inserts, then replaces, the row the URL names', async () => {
    const put = (body: unknown, prefer = 'return=representation') =>
      rest('/directors?id=eq.9', { method: 'PUT', body, headers: { Prefer: prefer } })
    const created = await put({ id: 9, first_name: 'Alice', last_name: 'Guy' })
    // PostgREST's single upsert: 201 when the row was inserted (Response.hs).
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual([{ id: 9, first_name: 'Alice', last_name: 'Guy' }])
    const replaced = await put(
      { id: 9, first_name: 'Alice', last_name: 'Guy-Blaché' },
      'return=minimal',
    )
    expect(replaced.status).toBe(204)
    const row = await anon.from('directors').select('last_name').eq('id', 9).single()
    expect(row.data).toEqual({ last_name: 'Guy-Blaché' })
  })

  it('answers PGRST105 without an eq on every primary-key column, PGRST114 with limit, PGRST115 on a mismatch', async () => {
    const body = { id: 9, first_name: 'x' }
    const noFilter = await rest('/directors', { method: 'PUT', body })
    expect(noFilter.status).toBe(405)
    expect((await noFilter.json()).code).toBe('PGRST105')
    const notEq = await rest('/directors?id=gt.1', { method: 'PUT', body })
    expect((await notEq.json()).code).toBe('PGRST105')
    const limited = await rest('/directors?id=eq.9&limit=1', { method: 'PUT', body })
    expect(limited.status).toBe(400)
    expect((await limited.json()).code).toBe('PGRST114')
    const mismatch = await rest('/directors?id=eq.8', { method: 'PUT', body })
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({
      code: 'PGRST115',
      message: 'Payload values do not match URL in primary key column(s)',
    })
    const composite = await rest('/roles?film_id=eq.3', {
      method: 'PUT',
      body: { film_id: 3, actor_id: 1, character: 'x' },
    })
    expect((await composite.json()).code).toBe('PGRST105')
  })
})

describe('preferences', () => {
  it('handling=strict refuses unknown preferences with PGRST122; lenient ignores them', async () => {
    const strict = await rest('/films?select=id', {
      headers: { Prefer: 'handling=strict, foo, bar' },
    })
    expect(strict.status).toBe(400)
    expect(await strict.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo, bar',
      hint: null,
    })
    const lenient = await rest('/films?select=id', { headers: { Prefer: 'handling=lenient, foo' } })
    expect(lenient.status).toBe(200)
  })

  it('timezone= sets the session time zone for the output; an unknown one is ignored or refused', async () => {
    const tz = await rest('/events?select=at&id=eq.1', {
      headers: { Prefer: 'timezone=Asia/Jakarta' },
    })
    expect(await tz.json()).toEqual([{ at: '2024-01-01T19:00:00+07:00' }])
    expect(tz.headers.get('preference-applied')).toBe('timezone=Asia/Jakarta')
    const unknown = await rest('/events?select=at&id=eq.1', {
      headers: { Prefer: 'timezone=Mars/Olympus' },
    })
    expect(await unknown.json()).toEqual([{ at: '2024-01-01T12:00:00+00:00' }])
    expect(unknown.headers.get('preference-applied')).toBeNull()
    const strict = await rest('/events?select=at', {
      headers: { Prefer: 'handling=strict, timezone=Mars/Olympus' },
    })
    expect(strict.status).toBe(400)
    expect((await strict.json()).details).toBe('Invalid preferences: timezone=Mars/Olympus')
  })

  it('max-affected with handling=strict rolls back a PATCH/DELETE that touches more rows', async () => {
    const over = await rest('/reservations?room=eq.A', {
      method: 'DELETE',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    })
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
    })
    const count = await anon.from('reservations').select('id', { count: 'exact', head: true })
    expect(count.count).toBe(5)
    // supabase-js types maxAffected() for PostgREST 13+ clients only; it sends the same header.
    const update = tb.service().from('reservations').update({ room: 'C' }).eq('id', 5)
    const within = await (
      update as unknown as { maxAffected(n: number): typeof update }
    ).maxAffected(1)
    expect(within.status).toBe(204)
    const rpc = await rest('/rpc/touch_films', {
      method: 'POST',
      body: {},
      headers: { Prefer: 'handling=strict, max-affected=2' },
    })
    expect((await rpc.json()).code).toBe('PGRST124')
    const scalar = await rest('/rpc/add_them', {
      method: 'POST',
      body: { a: 1, b: 2 },
      headers: { Prefer: 'handling=strict, max-affected=2' },
    })
    expect((await scalar.json()).code).toBe('PGRST128')
  })
})

describe('schemas', () => {
  it('switches schema with Accept-Profile / Content-Profile and refuses others with PGRST106', async () => {
    const other = await anon.schema('other').from('things').select('name')
    expect(other.data).toEqual([{ name: 'from the other schema' }])
    const rpc = await anon.schema('other').rpc('add_them', { a: 1, b: 2 })
    expect(rpc.data).toBe(103)
    const write = await tb.service().schema('other').from('things').insert({ id: 2, name: 'two' })
    expect(write.status).toBe(201)
    const res = await rest('/films?select=id&limit=1')
    expect(res.headers.get('content-profile')).toBe('public')
    const nope = await anon.schema('auth').from('users').select('*')
    expect(nope.status).toBe(406)
    expect(nope.error).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public, other',
    })
  })

  it('reads [api] schemas, extra_search_path and max_rows from supabase/config.toml', () => {
    expect(readApiConfig(CONFIG_TOML)).toEqual({
      schemas: ['public', 'graphql_public'],
      extraSearchPath: ['public', 'extensions'],
      maxRows: 1000,
    })
    const dir = mkdtempSync(join(tmpdir(), 'lsbu-toml-'))
    try {
      const file = join(dir, 'config.toml')
      writeFileSync(file, '[api]\nschemas = ["api"]\nmax_rows = 50\n')
      expect(readApiConfig(file)).toEqual({
        schemas: ['api'],
        extraSearchPath: ['public', 'extensions'],
        maxRows: 50,
      })
      writeFileSync(file, '[api]\nmax_rows = "many"\n')
      expect(() => readApiConfig(file)).toThrow(/max_rows must be a positive integer/)
      writeFileSync(file, '[api\n')
      expect(() => readApiConfig(file)).toThrow(/config\.toml/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(loadConfig(undefined, { SAFE_UPDATE: 'off' }).rest.safeUpdate).toBe(false)
    expect(loadConfig(undefined, {}).rest.safeUpdate).toBe(true)
  })
})

describe('OpenAPI', () => {
  it('GET /rest/v1/ describes the tables, views and functions the role can reach', async () => {
    const res = await fetch(`${tb.url}/rest/v1/`, { headers: { apikey: tb.anonKey } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/openapi+json; charset=utf-8')
    const doc = await res.json()
    expect(doc).toMatchObject({ swagger: '2.0', basePath: '/rest/v1' })
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/', '/films', '/film_titles', '/rpc/add_them', '/rpc/log_visit']),
    )
    expect(doc.paths['/private_notes']).toBeUndefined()
    expect(doc.paths['/rpc/add_them'].get).toBeDefined()
    expect(doc.paths['/rpc/log_visit'].get).toBeUndefined()
    expect(doc.paths['/films'].get.summary).toBe('Films and their awards')
    expect(doc.definitions.films.properties.id).toEqual({
      type: 'integer',
      format: 'integer',
      description: 'Note:\nThis is a Primary Key.<pk/>',
    })
    expect(doc.definitions.films.properties.title.description).toBe('The release title')
    expect(doc.definitions.films.properties.director_id.description).toContain(
      "<fk table='directors' column='id'/>",
    )
    expect(doc.definitions.films.required).toEqual(['id', 'title'])
    const service = await (await rest('/')).json()
    expect(service.paths['/private_notes']).toBeDefined()
    const other = await (await rest('/', { headers: { 'Accept-Profile': 'other' } })).json()
    expect(Object.keys(other.paths)).toEqual(['/', '/things', '/rpc/add_them'])
  })
})
