/**
 * The migrations are written for hosted Supabase, which is real PostgreSQL 15, not PGlite.
 * This starts the machine's Debian postgresql-15 in a temporary folder as a non-root user
 * (created when missing), applies bootstrap.sql, every migration (each in one transaction,
 * as the Supabase CLI does) and seed.sql, then checks a few behaviours as the API roles.
 * Skipped, saying why, when the PostgreSQL 15 binaries are not installed.
 */
import { spawn } from 'node:child_process'
import { chmodSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dumpDatabase } from '../../supabase/local/backup'
import { describeProblems, verifyRegister } from '../../supabase/local/register/chain'
import { openTemplateCopy } from '../support/db-template'
import {
  BOOTSTRAP,
  MIGRATIONS,
  PG15_BIN,
  PG15_MISSING,
  pg15Available,
  type Postgres15,
  startPostgres15,
  SUPABASE_DIR,
} from '../support/postgres15'

if (!pg15Available) console.warn(`[db-postgres15] skipped: ${PG15_MISSING}.`)

let pg: Postgres15 | undefined
const psql = (args: string[], database?: string) => pg!.psql(args, database)
const query = (sql: string) => pg!.query(sql)
const applyFile = (file: string) => psql(['--single-transaction', '-f', file])

describe.skipIf(!pg15Available)('migrations on a real PostgreSQL 15', () => {
  beforeAll(async () => {
    pg = await startPostgres15()
  })

  afterAll(() => pg?.stop())

  it('runs PostgreSQL 15', () => {
    expect(query('show server_version_num')).toMatch(/^15\d{4}$/)
  })

  it('applies the bootstrap (what Supabase provides), every migration and the seed', () => {
    const steps = [BOOTSTRAP, ...MIGRATIONS, join(SUPABASE_DIR, 'seed.sql')]
    for (const file of steps) {
      const res = applyFile(file)
      expect({ file, ok: res.ok, err: res.err }).toEqual({ file, ok: true, err: '' })
    }
    expect(query(`select count(*) from pg_tables where schemaname = 'public'`)).toBe('47')
    expect(
      query(`select count(*) from pg_tables where schemaname = 'public' and not rowsecurity`),
    ).toBe('0')
  })

  it('seeds the content with zero users and exactly one settings row', () => {
    expect(query('select count(*) from auth.users')).toBe('0')
    expect(query('select count(*) from public.site_settings')).toBe('1')
    expect(query('select count(*) from public.navigation_menus where parent_id is null')).toBe('5')
    expect(query('select count(*) from public.alur_sertifikasi')).toBe('9')
  })

  it('enforces the role matrix for anon as on hosted Supabase', () => {
    expect(query(`set local role anon; select count(*) from public.articles`)).toBe(
      query(
        `select count(*) from public.articles where status = 'published' and published_at <= now()`,
      ),
    )
    expect(() => query(`set local role anon; select count(*) from public.complaints`)).toThrow(
      /permission denied/,
    )
    expect(() =>
      query(
        `set local role anon; insert into public.faqs (question, answer) values ('{"id":"x"}', '{"id":"y"}')`,
      ),
    ).toThrow(/row-level security/)
    expect(query(`set local role anon; select public.count_users()`)).toBe('0')
  })

  it('searches the site with pg_trgm in schema extensions and both text search configurations', () => {
    expect(
      query(`select extnamespace::regnamespace from pg_extension where extname = 'pg_trgm'`),
    ).toBe('extensions')
    const first = (q: string, lang: string) =>
      query(
        `set local role anon; select kind || ' ' || key from public.search_site('${q}', '${lang}') limit 1`,
      )
    expect(first('biaya sertifikasi', 'id')).toBe('page biaya')
    expect(first('certification fees', 'en')).toBe('page biaya')
    expect(first('bg 001', 'id')).toBe('scope BG001')
    expect(first('sertifkasi biaya', 'id')).toMatch(/ /)
    expect(
      query(
        `set local role anon; select count(*) from public.search_site('Pelatihan Asesor 2027', 'id')`,
      ),
    ).toBe('0')
  })

  it('runs the submission RPCs with validation, references and tracking', () => {
    const setup = `set local role anon;
      select set_config('request.jwt.claims', '{"role":"anon"}', true),
             set_config('request.headers', '{"x-forwarded-for":"192.0.2.10"}', true);`
    const reference =
      query(`${setup} select public.submit_contact(name => 'Tamu', email => 'tamu@contoh.test',
      subject => 'Halo', message => 'Pesan dari PostgreSQL 15.')`)
        .split('\n')
        .pop()
    expect(reference).toMatch(/^MSG-\d{4}-\d{5}$/)
    expect(() =>
      query(
        `${setup} select public.submit_contact(name => 'Tamu', email => 'salah', subject => 'Halo', message => 'Pesan yang cukup.')`,
      ),
    ).toThrow(/Format email tidak valid/)
    const tracked = query(
      `${setup} select public.track_submission('${reference}', 'TAMU@contoh.test')::text`,
    )
      .split('\n')
      .pop()!
    expect(JSON.parse(tracked)).toMatchObject({ reference, type: 'contact', status: 'baru' })
  })

  it('keeps the register one hash chain while sessions write status events at the same time', async () => {
    const numbers = query(
      `select string_agg(number, ',' order by number) from (select number from public.certificates
         where status = 'aktif' and valid_until > current_date + 30 order by number limit 8) x`,
    ).split(',')
    expect(numbers).toHaveLength(8)
    // Eight sessions each change a status and hold their transaction a moment: they overlap, and
    // each must wait for the chain's head instead of linking to the same one (a fork would also
    // break the unique seq/prev_hash and fail the update).
    const session = (sql: string) =>
      new Promise<{ ok: boolean; err: string }>((resolve) => {
        const child = spawn(join(PG15_BIN, 'psql'), [
          ...['-h', '127.0.0.1', '-p', String(pg!.port), '-U', 'postgres', '-X', '-q'],
          ...['-v', 'ON_ERROR_STOP=1', '-d', 'postgres', '-c', sql],
        ])
        let err = ''
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
        child.on('close', (code) => resolve({ ok: code === 0, err }))
      })
    const results = await Promise.all(
      numbers.map((number, i) =>
        session(`begin;
          update public.certificates set status = 'dibekukan', status_reason = '{"id": "Serentak ${i}."}'
            where number = '${number}';
          select pg_sleep(0.3);
          commit;`),
      ),
    )
    expect(results).toEqual(numbers.map(() => ({ ok: true, err: '' })))
    const events = JSON.parse(
      query('select json_agg(to_json(e) order by seq) from public.certificate_status_events e'),
    )
    const certificates = JSON.parse(
      query(`select json_agg(json_build_object('id', id, 'number', number, 'status', status))
             from public.certificates`),
    )
    const result = verifyRegister({ events, checkpoints: [], certificates }, [])
    expect(describeProblems(result)).toEqual([])
    expect(
      events
        .slice(-8)
        .map((e: { certificate_number: string }) => e.certificate_number)
        .sort(),
    ).toEqual(numbers)
  })

  it('keeps the audit log append-only for the owner too', () => {
    expect(Number(query('select count(*) from public.audit_log'))).toBeGreaterThan(50)
    expect(() => query('delete from public.audit_log')).toThrow(/tidak dapat diubah/)
  })

  it('grants an editor content writes and refuses navigation writes', () => {
    const id = '11111111-1111-4111-8111-111111111111'
    query(`insert into auth.users (id, email) values ('${id}', 'editor@lsbu.test');
      insert into public.app_users (id, full_name, role) values ('${id}', 'Editor', 'editor');`)
    const asEditor = `set local role authenticated;
      select set_config('request.jwt.claims', '{"sub":"${id}","role":"authenticated","email":"editor@lsbu.test"}', true);`
    expect(
      query(
        `${asEditor} update public.faqs set sort_order = sort_order where category = 'biaya' returning 1`,
      )
        .split('\n')
        .pop(),
    ).toBe('1')
    expect(
      query(
        `${asEditor} with u as (update public.navigation_menus set sort_order = 9 returning 1) select count(*) from u`,
      )
        .split('\n')
        .pop(),
    ).toBe('0')
    expect(
      query(
        `select actor_email from public.audit_log where table_name = 'app_users' order by id desc limit 1`,
      ),
    ).toBe('')
  })

  it('loads a backup of the embedded database over the migrations (moving to PostgreSQL)', async () => {
    // The embedded database with the seed, a staff account and a stored object's row.
    const { db: embedded, close } = await openTemplateCopy()
    const id = '22222222-2222-4222-8222-222222222222'
    await embedded.pg.exec(`insert into auth.users (id, email) values ('${id}', 'pindah@lsbu.test');
      insert into public.app_users (id, full_name, role) values ('${id}', 'Pindah', 'editor');
      insert into storage.objects (bucket_id, name, owner_id, version, metadata)
        values ('media', 'pindah/foto.png', '${id}', 'v1', '{"mimetype":"image/png","size":1}');`)
    const { sql, tables } = await dumpDatabase(embedded)
    await close()
    const file = join(pg!.dir, 'backup.sql')
    writeFileSync(file, sql)
    chmodSync(file, 0o644)

    expect(psql(['-c', 'create database restored']).err).toBe('')
    for (const step of [BOOTSTRAP, ...MIGRATIONS]) {
      const res = psql(['--single-transaction', '-f', step], 'restored')
      expect({ step, err: res.err }).toEqual({ step, err: '' })
    }
    const load = psql(['-f', file], 'restored')
    expect(load.err).toBe('')
    expect(load.ok).toBe(true)
    expect(Object.keys(tables).length).toBeGreaterThan(26)
    const counted = psql(
      [
        '-At',
        '-c',
        Object.keys(tables)
          .map((t) => `select '${t}', count(*) from ${t}`)
          .join(' union all '),
      ],
      'restored',
    )
    const loaded = Object.fromEntries(
      counted.out.split('\n').map((line) => {
        const [table, n] = line.split('|')
        return [table, Number(n)]
      }),
    )
    expect(loaded).toEqual(tables)
    expect(tables['auth.users']).toBe(1)
    // The rows work as on the embedded backend: RLS and the audit trail's readers.
    expect(
      psql(['-At', '-c', 'set role anon; select count(*) > 0 from public.faqs'], 'restored').out,
    ).toBe('t')
  }, 120_000)
})
