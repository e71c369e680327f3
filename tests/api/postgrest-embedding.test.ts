/**
 * Resource embedding, computed fields and JSON paths as PostgREST documents them
 * (references/api/resource_embedding, computed_fields, tables_views), through supabase-js.
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

describe('many-to-many through a junction table', () => {
  it('embeds competitions of a film through nominations (extra primary-key column allowed)', async () => {
    const { data, error } = await anon
      .from('films')
      .select('title, competitions(name)')
      .in('id', [1, 4])
      .order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        title: 'Workers Leaving The Lumière Factory In Lyon',
        competitions: [{ name: 'Paris Exhibition' }],
      },
      { title: 'A Trip to the Moon', competitions: [{ name: 'Vienna Fair' }] },
    ])
    const back = await anon.from('competitions').select('name, films(id)').eq('id', 1).single()
    expect(back.data).toEqual({ name: 'Paris Exhibition', films: [{ id: 1 }, { id: 3 }] })
  })

  it('answers 300 PGRST201 when two junctions join the same tables, listing both', async () => {
    const { status, error } = await anon.from('films').select('title, actors(last_name)')
    expect(status).toBe(300)
    expect(error).toEqual({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'films' and 'actors'",
      details: expect.arrayContaining([
        {
          cardinality: 'many-to-many',
          embedding: 'films with actors',
          relationship: 'roles using roles_film_id_fkey(film_id) and roles_actor_id_fkey(actor_id)',
        },
        {
          cardinality: 'many-to-many',
          embedding: 'films with actors',
          relationship:
            'auditions using auditions_film_id_fkey(film_id) and auditions_actor_id_fkey(actor_id)',
        },
      ]),
      hint: expect.stringMatching(
        /^Try changing 'actors' to one of the following: 'actors!(roles|auditions)', 'actors!(roles|auditions)'\. Find/,
      ),
    })
    expect(error?.details).toHaveLength(2)
  })

  it('is disambiguated by the junction table: actors!roles, actors!auditions', async () => {
    const { data } = await anon
      .from('films')
      .select('id, cast:actors!roles(first_name), hopefuls:actors!auditions(first_name)')
      .eq('id', 4)
      .single()
    expect(data).toEqual({
      id: 4,
      cast: [{ first_name: 'Georges' }, { first_name: 'Bleuette' }],
      hopefuls: [{ first_name: 'Jehanne' }],
    })
  })

  it('filters, orders and limits the embedded side, and !inner filters the parents', async () => {
    const { data } = await anon
      .from('films')
      .select('id, actors!roles!inner(last_name)')
      .eq('actors.last_name', 'Méliès')
      .order('id')
    expect(data).toEqual([
      { id: 3, actors: [{ last_name: 'Méliès' }] },
      { id: 4, actors: [{ last_name: 'Méliès' }] },
    ])
    const limited = await anon
      .from('films')
      .select('id, actors!roles(id)')
      .eq('id', 4)
      .order('id', { referencedTable: 'actors', ascending: false })
      .limit(1, { referencedTable: 'actors' })
    expect(limited.data).toEqual([{ id: 4, actors: [{ id: 3 }] }])
  })
})

describe('one-to-one, hints and join types', () => {
  it('embeds a one-to-one (the foreign key is the primary key) as an object, or null', async () => {
    const { data } = await anon
      .from('films')
      .select('id, technical_specs(camera)')
      .in('id', [1, 2])
      .order('id')
    expect(data).toEqual([
      { id: 1, technical_specs: { camera: 'Cinématographe' } },
      { id: 2, technical_specs: null },
    ])
  })

  it('disambiguates two foreign keys by constraint name or column, and answers 300 without', async () => {
    const amb = await anon.from('orders').select('*, addresses(*)')
    expect(amb.status).toBe(300)
    expect(amb.error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'orders with addresses',
        relationship: 'billing using orders(billing_address_id) and addresses(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'orders with addresses',
        relationship: 'shipping using orders(shipping_address_id) and addresses(id)',
      },
    ])
    const { data } = await anon
      .from('orders')
      .select('name, billing:addresses!billing(city), shipping:addresses!shipping_address_id(city)')
      .eq('id', 1)
      .single()
    expect(data).toEqual({ name: 'Camera', billing: { city: 'Paris' }, shipping: { city: 'Lyon' } })
    const o2m = await anon
      .from('addresses')
      .select('name, shipped:orders!shipping(name)')
      .eq('id', 2)
      .single()
    expect(o2m.data).toEqual({
      name: 'Office',
      shipped: [{ name: 'Camera' }, { name: 'Film stock' }],
    })
  })

  it('!left keeps parents without a match; !inner drops them', async () => {
    const left = await anon.from('films').select('id, directors!left(last_name)').eq('id', 5)
    expect(left.data).toEqual([{ id: 5, directors: null }])
    const inner = await anon.from('films').select('id, directors!inner(last_name)').eq('id', 5)
    expect(inner.data).toEqual([])
  })
})

describe('spread embeds', () => {
  it('puts the columns of a many-to-one into the parent, with aliases', async () => {
    const { data } = await anon
      .from('films')
      .select('title, ...directors(director_last_name:last_name, first_name)')
      .eq('id', 1)
    expect(data).toEqual([
      {
        title: 'Workers Leaving The Lumière Factory In Lyon',
        director_last_name: 'Lumière',
        first_name: 'Jean',
      },
    ])
  })

  it('spreads a one-to-one, nests a spread inside an embed, and gives nulls when nothing matches', async () => {
    const { data } = await anon
      .from('films')
      .select('id, ...technical_specs(camera), cast:roles(character, ...actors(last_name))')
      .in('id', [2, 4])
      .order('id')
    expect(data).toEqual([
      { id: 2, camera: null, cast: [] },
      {
        id: 4,
        camera: 'Star Film',
        cast: [
          { character: 'Professor Barbenfouillis', last_name: 'Méliès' },
          { character: 'Moon', last_name: 'Bernon' },
        ],
      },
    ])
  })

  it('refuses a spread of a to-many relationship (PGRST119)', async () => {
    const res = await anon.from('directors').select('id, ...films(title)')
    expect(res.status).toBe(400)
    expect(res.error).toMatchObject({
      code: 'PGRST119',
      message: "A spread operation on 'films' is not possible",
    })
  })
})

describe('ordering by an embedded column', () => {
  it('orders parents by a column of a to-one embed: order=rel(col).desc', async () => {
    const { data } = await anon
      .from('films')
      .select('id, directors(last_name)')
      .not('director_id', 'is', null)
      .order('last_name', { referencedTable: 'directors', ascending: true })
    // supabase-js' referencedTable order shapes the embed; the raw grammar orders the parents:
    expect(data).toHaveLength(4)
    const res = await rest(
      '/films?select=id,directors(last_name)&director_id=not.is.null&order=directors(last_name).desc,id.asc',
    )
    expect((await res.json()).map((f: { id: number }) => f.id)).toEqual([3, 4, 1, 2])
  })

  it('answers PGRST118 for a to-many embed and PGRST108 for one not in select', async () => {
    const many = await rest('/directors?select=id,films(title)&order=films(title)')
    expect(many.status).toBe(400)
    expect(await many.json()).toMatchObject({
      code: 'PGRST118',
      message: "A related order on 'films' is not possible",
      details: "'directors' and 'films' do not form a many-to-one or one-to-one relationship",
    })
    const missing = await rest('/films?select=id&order=directors(last_name)')
    expect((await missing.json()).code).toBe('PGRST108')
  })
})

describe('computed fields and relationships', () => {
  it('selects, filters and orders by a computed field (a function of the row)', async () => {
    const { data } = await anon.from('actors').select('id, full_name').like('full_name', '%Méliès')
    expect(data).toEqual([{ id: 2, full_name: 'Georges Méliès' }])
    const films = await anon
      .from('films')
      .select('id, decade')
      .order('decade', { ascending: false })
      .order('id')
      .limit(2)
    expect(films.data).toEqual([
      { id: 5, decade: 2020 },
      { id: 4, decade: 1900 },
    ])
  })

  it('embeds a computed relationship: to-one with ROWS 1, to-many otherwise', async () => {
    const { data } = await anon
      .from('films')
      .select('id, lead_actor(first_name), credited(full_name)')
      .eq('id', 4)
      .single()
    expect(data).toEqual({
      id: 4,
      lead_actor: { first_name: 'Georges' },
      credited: [{ full_name: 'Georges Méliès' }, { full_name: 'Bleuette Bernon' }],
    })
  })

  it('uses computed fields in a write representation', async () => {
    const { data } = await tb
      .service()
      .from('actors')
      .insert({ id: 10, first_name: 'Max', last_name: 'Linder' })
      .select('full_name')
      .single()
    expect(data).toEqual({ full_name: 'Max Linder' })
  })
})

describe('JSON paths', () => {
  it('selects nested keys and array items, with aliases and casts after them', async () => {
    const res = await rest(
      '/films?select=id,info->crew->size,country:info->>country,first_award:info->awards->0->>name,size_text:info->crew->>size::int&id=eq.1',
    )
    expect(await res.json()).toEqual([
      { id: 1, size: 2, country: 'FR', first_award: 'first', size_text: 2 },
    ])
    // Without an alias a path is named by its last key; by the column when it has none.
    const idx = await rest('/films?select=info->awards->0,tags->0&id=eq.1')
    expect(await idx.json()).toEqual([{ awards: { name: 'first' }, tags: 'short' }])
  })

  it('filters and orders on JSON paths, and reads paths of non-JSON columns through to_jsonb', async () => {
    const { data } = await anon
      .from('films')
      .select('id')
      .eq('info->>country', 'FR')
      .gt('info->crew->size', 2)
    expect(data).toEqual([{ id: 4 }])
    const ordered = await rest(
      '/films?select=id&info->crew=not.is.null&order=info->crew->size.desc',
    )
    expect(await ordered.json()).toEqual([{ id: 4 }, { id: 2 }, { id: 1 }])
    const tags = await rest('/films?select=id,first_tag:tags->>0&id=eq.3')
    expect(await tags.json()).toEqual([{ id: 3, first_tag: 'short' }])
  })

  it('answers PGRST100 for bad JSON path syntax', async () => {
    for (const select of ['info->', 'info->>', 'info->>--34', 'info->-x']) {
      const res = await rest(`/films?select=${encodeURIComponent(select)}`)
      expect(res.status, select).toBe(400)
      expect((await res.json()).code, select).toBe('PGRST100')
    }
  })

  it('reads an arrow after ->> as PostgREST does: valid grammar, refused by Postgres (text has no ->)', async () => {
    const res = await rest(`/films?select=${encodeURIComponent('info->>country->x')}`)
    expect(res.status).toBe(404)
    expect((await res.json()).code).toBe('42883')
  })
})
