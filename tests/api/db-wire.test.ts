/**
 * Canary for the wire fast path (supabase/local/db/wire.ts): it drives PGlite through private
 * members and the parsed backend messages. If a PGlite upgrade changes any of them, these
 * tests fail here, naming what changed, instead of every request failing obscurely.
 */
import { PGlite, protocol } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pgliteInternals, WirePath } from '../../supabase/local/db/wire'

let pg: PGlite
beforeAll(async () => {
  pg = await PGlite.create()
  await pg.exec('create table t (id int primary key, name text, ok boolean, big int8)')
})
afterAll(() => pg?.close())

describe('the PGlite internals the fast path needs', () => {
  it('still has the private lock methods and execProtocol', () => {
    expect(() => pgliteInternals(pg)).not.toThrow()
    const internal = pg as unknown as Record<string, unknown>
    expect(typeof internal._runExclusiveTransaction).toBe('function')
    expect(typeof internal._runExclusiveQuery).toBe('function')
    expect(typeof pg.execProtocol).toBe('function')
    for (const fn of ['parse', 'bind', 'describe', 'execute', 'sync', 'close', 'query'] as const)
      expect(typeof protocol.serialize[fn], `protocol.serialize.${fn}`).toBe('function')
  })

  it('names the missing member when one is gone', () => {
    const fake = Object.assign(Object.create(pg) as PGlite, { _runExclusiveQuery: undefined })
    expect(() => pgliteInternals(fake)).toThrow(/_runExclusiveQuery.*wire\.ts/)
  })

  it('execProtocol with throwOnError: false returns the messages the fast path parses', async () => {
    const { serialize } = protocol
    const bytes = [
      serialize.parse({ text: 'select $1::int4 as n, $2::text as s, true as b' }),
      serialize.bind({ values: ['7', 'x'] }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.parse({ text: 'select 1/0' }),
      serialize.bind({}),
      serialize.execute({}),
      serialize.sync(),
    ]
    const all = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0))
    let at = 0
    for (const b of bytes) all.set(b, (at += b.length) - b.length)
    const { messages } = await pg.execProtocol(all, { throwOnError: false })
    const names = messages.map((m) => m.name)
    expect(names).toEqual(
      expect.arrayContaining(['rowDescription', 'dataRow', 'commandComplete', 'error']),
    )
    const desc = messages.find((m) => m.name === 'rowDescription') as unknown as {
      fields: { name: string; dataTypeID: number }[]
    }
    expect(desc.fields.map((f) => [f.name, f.dataTypeID])).toEqual([
      ['n', 23],
      ['s', 25],
      ['b', 16],
    ])
    const row = messages.find((m) => m.name === 'dataRow') as unknown as { fields: string[] }
    expect(row.fields).toEqual(['7', 'x', 't'])
    const done = messages.find((m) => m.name === 'commandComplete') as unknown as { text: string }
    expect(done.text).toBe('SELECT 1')
    const error = messages.find((m) => m.name === 'error') as unknown as { code: string }
    expect(error.code).toBe('22012')
  })
})

describe('WirePath', () => {
  it('runs steps in one transaction, returns the last one typed, and reuses prepared statements', async () => {
    const wire = new WirePath(pg, 2)
    const set = { sql: `select set_config('app.x', $1, true)`, params: ['hello'] }
    const insert = {
      sql: `insert into t values ($1, $2, $3, $4) returning id, name, ok, big, current_setting('app.x') as x`,
      params: ['1', 'a', 'true', '9000000000'],
    }
    const first = await wire.run(false, [set, insert])
    expect(first).toEqual({
      rows: [{ id: 1, name: 'a', ok: true, big: 9000000000, x: 'hello' }],
      affectedRows: 1,
    })
    const again = await wire.run(false, [set, { ...insert, params: ['2', null, 'false', '1'] }])
    expect(again.rows[0]).toMatchObject({ id: 2, name: null, ok: false })
    // Past the cap the least recently used statement is closed, and a later use re-prepares it.
    await wire.run(true, [set, { sql: 'select count(*)::int as n from t', params: [] }])
    expect((await wire.run(true, [{ sql: 'select 1 as one', params: [] }])).rows).toEqual([
      { one: 1 },
    ])
    expect(
      (await wire.run(false, [set, { ...insert, params: ['3', 'c', 'true', '0'] }])).affectedRows,
    ).toBe(1)
  })

  it('rolls back on error, throws the Postgres error, and keeps working', async () => {
    const wire = new WirePath(pg)
    await expect(
      wire.run(false, [
        { sql: `insert into t values (50, 'x', true, 0)`, params: [] },
        { sql: `insert into t values (50, 'dup', true, 0)`, params: [] },
      ]),
    ).rejects.toMatchObject({ code: '23505' })
    expect((await pg.query('select count(*)::int as n from t where id = 50')).rows).toEqual([
      { n: 0 },
    ])
    await expect(
      wire.run(true, [{ sql: `insert into t values (51, 'x', true, 0)`, params: [] }]),
    ).rejects.toMatchObject({ code: '25006' })
    expect((await wire.run(true, [{ sql: 'select 2 as two', params: [] }])).rows).toEqual([
      { two: 2 },
    ])
  })
})
