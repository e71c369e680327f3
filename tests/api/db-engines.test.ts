/**
 * The two engines behind `Database` (supabase/local/db/database.ts): PGlite and PostgreSQL
 * (`databaseUrl`, a throwaway PostgreSQL 15 cluster here). The same query gives the same JS
 * values on both; processes opening one empty database at once apply the migrations once; a
 * scheduled job runs in one process at a time; a request carries its role's statement timeout;
 * a backup of an embedded folder restores into PostgreSQL (the move to the PostgreSQL engine);
 * the list of API test files the PostgreSQL run leaves out names files that exist.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { restoreBackup, writeBackup } from '../../supabase/local/backup'
import { Database } from '../../supabase/local/db/database'
import { inlineParams } from '../../supabase/local/db/postgres'
import { type Backend, createBackend } from '../../supabase/local/server'
import { openTemplateCopy } from '../support/db-template'
import { onCluster } from '../support/postgres15'
import {
  PG15_MISSING,
  pg15Available,
  type Postgres15,
  startPostgres15,
} from '../support/postgres15'
import { startBackend } from './helpers'
import { POSTGRES_RUN_SKIPS } from './postgres-run'

let cluster: Postgres15
let base: string
let pglite: Awaited<ReturnType<typeof openTemplateCopy>>
let postgres: Database

beforeAll(async () => {
  if (!pg15Available) throw new Error(PG15_MISSING)
  ;[cluster, pglite] = await Promise.all([startPostgres15(), openTemplateCopy()])
  base = `postgres://postgres@127.0.0.1:${cluster.port}`
  await onCluster(base, 'create database site')
  // Three processes' worth of pools opening one empty database at the same moment.
  const opened = await Promise.all(
    [1, 2, 3].map(() => Database.open({ databaseUrl: `${base}/site` })),
  )
  postgres = opened[0]!
  expect(opened.filter((db) => db.created)).toHaveLength(1)
  await Promise.all(opened.slice(1).map((db) => db.close()))
}, 180_000)

afterAll(async () => {
  await postgres?.close()
  await pglite?.close()
  cluster?.stop()
})

describe('the PostgreSQL engine', () => {
  it('applied each migration and the seed once, however many opened the empty database', async () => {
    const { rows } = await postgres.pg.query<{ n: number; versions: number }>(
      'select count(*) as n, count(distinct version) as versions from supabase_migrations.schema_migrations',
    )
    const { rows: local } = await pglite.db.pg.query<{ n: number }>(
      'select count(*) as n from supabase_migrations.schema_migrations',
    )
    expect(rows[0]).toEqual({ n: local[0]!.n, versions: local[0]!.n })
    const faqs = 'select count(*) as n from public.faqs'
    expect((await postgres.pg.query(faqs)).rows).toEqual((await pglite.db.pg.query(faqs)).rows)
  })

  it('answers a query with the same JS values as PGlite, arrays and enums included', async () => {
    const sql = `select 9007199254740991::int8 as big, 12.50::numeric as amount, 3::int2 as small,
        '{"a":[1,"dua"]}'::jsonb as doc, '2026-12-01 10:00:00+07'::timestamptz as at,
        '2026-12-01'::date as day, array['satu','dua'] as words,
        array['0b8f5c3e-6a52-4f7a-9d0e-2c1f3a4b5c6d']::uuid[] as ids, true as yes, null::text as none,
        (select array_agg(status order by status) from (select distinct status from public.articles) s) as statuses,
        $1::text as param, $2::jsonb as json_param`
    const params = ['teks', JSON.stringify({ b: 2 })]
    const [a, b] = await Promise.all([
      pglite.db.pg.query(sql, params),
      postgres.pg.query(sql, params),
    ])
    expect(b.rows).toEqual(a.rows)
    expect(b.fields).toEqual(a.fields)
    expect(typeof (b.rows[0] as { big: unknown }).big).toBe('number')
  })

  it('gives a request the same rows on both engines, and its role’s statement timeout', async () => {
    const ctx = { role: 'anon', claims: {}, readOnly: true, statementTimeout: '3s' }
    const sql = `select current_setting('statement_timeout') as timeout, current_user as who,
      (select count(*) from public.faqs) as faqs, (select true) as ok`
    const [a, b] = await Promise.all([
      pglite.db.requestStatement(ctx, sql, []),
      postgres.requestStatement(ctx, sql, []),
    ])
    expect(b).toEqual(a)
    expect(b.rows[0]).toMatchObject({ timeout: '3s', who: 'anon', ok: true })
  })

  it('cancels a statement past the timeout with 57014 and rolls its transaction back', async () => {
    const ctx = { role: 'service_role', claims: {}, statementTimeout: '200ms' }
    await expect(postgres.requestStatement(ctx, 'select pg_sleep(5)', [])).rejects.toMatchObject({
      code: '57014',
    })
    expect((await postgres.pg.query('select 1 as one')).rows).toEqual([{ one: 1 }])
  })

  it('runs a scheduled job in one process at a time', async () => {
    const other = await Database.open({ databaseUrl: `${base}/site` })
    try {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      const first = postgres.exclusive('uji', async () => {
        await held
        return 'first'
      })
      // Wait until the first holds the lock, then the other process's run is skipped.
      await expect
        .poll(async () => {
          const { rows } = await other.pg.query<{ n: number }>(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and granted",
          )
          return rows[0]!.n
        })
        .toBe(1)
      expect(await other.exclusive('uji', async () => 'second')).toBeUndefined()
      expect(await other.exclusive('lain', async () => 'another job')).toBe('another job')
      release()
      expect(await first).toBe('first')
      expect(await other.exclusive('uji', async () => 'second')).toBe('second')
    } finally {
      await other.close()
    }
  })

  it('delivers NOTIFY from any connection to a listener', async () => {
    const seen: string[] = []
    const stop = await postgres.pg.listen('page_content_changed', (table) => seen.push(table))
    await postgres.pg.query(
      "update public.site_settings set site_name = site_name || ' ' where singleton",
    )
    await expect.poll(() => seen).toContain('site_settings')
    await stop()
  })

  it('resolves a request’s write only after its notification reached the listener', async () => {
    // The page cache must drop its pages before the writer's next request reads one
    // (tests/api/server-page-cache.test.ts); the notification comes on another connection.
    let seen = 0
    const stop = await postgres.pg.listen('lsbu_test_sync', () => seen++)
    const ctx = { role: 'service_role', claims: { role: 'service_role' } }
    const notify = "select pg_notify('lsbu_test_sync', '')"
    let late = 0
    for (let i = 0; i < 100; i++) {
      const before = seen
      if (i % 2) await postgres.requestStatement(ctx, notify, [])
      else await postgres.asRequest(ctx, (tx) => tx.query(notify))
      if (seen === before) late++
    }
    await stop()
    expect(late).toBe(0)
  })
})

describe('moving an embedded site to PostgreSQL', () => {
  it('db:restore with DATABASE_URL loads a backup of the folder: rows, files, keys, passwords', async () => {
    const site = await startBackend()
    const work = mkdtempSync(join(tmpdir(), 'lsbu-move-'))
    let moved: Backend | undefined
    try {
      const email = 'pindah@lsbu.test'
      const password = 'Pindah-ke-postgres-15'
      const created = await site.service().auth.admin.createUser({
        email,
        password,
        email_confirm: true,
      })
      expect(created.error).toBeNull()
      const bytes = Buffer.from('%PDF-1.4 pindah')
      const upload = await site
        .service()
        .storage.from('media')
        .upload('pindah/bukti.pdf', bytes, { contentType: 'application/pdf' })
      expect(upload.error).toBeNull()
      await writeBackup(site.backend.db, site.dataDir, join(work, 'backup'))

      await onCluster(base, 'create database moved')
      const databaseUrl = `${base}/moved`
      await restoreBackup(join(work, 'backup'), join(work, 'data'), undefined, { databaseUrl })
      // A second restore into the same database is refused: nothing is loaded twice.
      await expect(
        restoreBackup(join(work, 'backup'), join(work, 'again'), undefined, { databaseUrl }),
      ).rejects.toThrow(/new, empty database/)
      moved = await createBackend({ dataDir: join(work, 'data'), databaseUrl })
      const url = await moved.listen(0)
      expect(moved.db.engine).toBe('postgres')
      const counts = `select (select count(*) from public.faqs) as faqs,
        (select count(*) from public.articles) as articles, (select count(*) from auth.users) as users,
        (select count(*) from public.certificate_status_events) as events`
      expect((await moved.db.pg.query(counts)).rows).toEqual(
        (await site.backend.db.pg.query(counts)).rows,
      )
      // The same keys: the old anon key still works, the password signs in, the file is served.
      expect(moved.config.jwtSecret).toBe(site.backend.config.jwtSecret)
      const client = createClient(url, site.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      })
      expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull()
      const file = await fetch(`${url}/storage/v1/object/public/media/pindah/bukti.pdf`)
      expect(file.status).toBe(200)
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes)
    } finally {
      await moved?.close()
      await site.stop()
      rmSync(work, { recursive: true, force: true })
    }
  })
})

describe('inlineParams (the PostgreSQL request path: one round trip)', () => {
  it('writes each $n outside quotes and comments as a quoted literal, or NULL', () => {
    expect(
      inlineParams(
        `select $1::text, '$1', "a$1", a$1, $$ $2 $$, $t$ $1 $t$, e'x''$1' -- $2\n, /* $1 */ $2, $10`,
        ["it's", null, ...Array(7).fill('x'), 'sepuluh\\'],
      ),
    ).toBe(
      `select 'it''s'::text, '$1', "a$1", a$1, $$ $2 $$, $t$ $1 $t$, e'x''$1' -- $2\n, /* $1 */ NULL,  E'sepuluh\\\\'`,
    )
  })

  it('refuses a zero byte as PostgreSQL does, instead of cutting the query short', () => {
    expect(() => inlineParams('select $1', ['a\0b'])).toThrow(/0x00/)
  })

  it('gives a request the same rows whatever its values hold', async () => {
    const ctx = { role: 'anon', claims: {}, readOnly: true }
    const values = [
      `it's`,
      'back\\slash',
      'dolar $$ $1 $tag$',
      'emoji 🏗️',
      null,
      '-- not a comment',
    ]
    const sql = `select ${values.map((_, i) => `$${i + 1}::text as v${i}`).join(', ')}`
    const [a, b] = await Promise.all([
      pglite.db.requestStatement(ctx, sql, values),
      postgres.requestStatement(ctx, sql, values),
    ])
    expect(b).toEqual(a)
    expect(Object.values(b.rows[0]!)).toEqual(values)
  })
})

describe('the PostgreSQL run of the API tests', () => {
  it('leaves out only files that exist', () => {
    for (const file of POSTGRES_RUN_SKIPS) expect(existsSync(file), file).toBe(true)
  })
})
