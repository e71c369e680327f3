/**
 * Moving between the two shapes (docs/deploy.md): the embedded site's backup loads
 * into a real PostgreSQL 15 over the migrations' schema (as hosted Supabase would hold it);
 * what PostgreSQL then holds — with a change made there — comes back out with `pg_dump`, is
 * restored into a new data folder with `restoreBackup`, and the embedded backend serves it: the
 * same rows, the files, the staff's sign-in; then the site's data-reading API tests
 * (`RESTORED_SUITE`) run again, every backend of theirs starting from that restore
 * (`API_TEST_RESTORE`, tests/api/helpers.ts). Skipped, saying why, without the PG15 binaries.
 */
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type Manifest,
  restoreBackup,
  writeBackup,
  writeManifest,
} from '../../supabase/local/backup'
import {
  BOOTSTRAP,
  MIGRATIONS,
  PG15_MISSING,
  pg15Available,
  type Postgres15,
  startPostgres15,
} from '../support/postgres15'
import { createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

/**
 * The API tests that read and write the site's data (content, register, search, RLS, RPCs,
 * audit, storage, sign-in); the others test the server, not the data, or need an empty one.
 */
const RESTORED_SUITE = [
  'tests/api/db-content-reads.test.ts',
  'tests/api/db-rls-matrix.test.ts',
  'tests/api/db-rpc.test.ts',
  'tests/api/db-register.test.ts',
  'tests/api/db-audit.test.ts',
  'tests/api/db-seo-fields.test.ts',
  'tests/api/rest-read.test.ts',
  'tests/api/postgrest-embedding.test.ts',
  'tests/api/storage-objects.test.ts',
]

if (!pg15Available) console.warn(`[restore-from-postgres15] skipped: ${PG15_MISSING}.`)

const root = resolve(__dirname, '../..')
const folders: string[] = []
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  folders.push(dir)
  return dir
}
let pg: Postgres15 | undefined
let original: TestBackend | undefined
let restored: TestBackend | undefined
let fromPostgres = ''
const STAFF = { email: 'pindah@lsbu.test', password: 'Pindah-ke-PG15-1' }
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Rows per table of a PostgreSQL database, as the manifest counts them. */
function countRows(tables: string[], database: string): Record<string, number> {
  const out = pg!.query(
    tables.map((table) => `select '${table}', count(*) from ${table}`).join(' union all '),
    database,
  )
  return Object.fromEntries(
    out.split('\n').map((line) => {
      const [table, n] = line.split('|')
      return [table!, Number(n)]
    }),
  )
}

beforeAll(async () => {
  if (!pg15Available) return
  pg = await startPostgres15()
  // The embedded site: demo content, a staff account, a stored file; backed up.
  original = await startBackend()
  const service = original.service()
  const { data: user } = await service.auth.admin.createUser({ ...STAFF, email_confirm: true })
  await service.from('app_users').insert({ id: user.user!.id, full_name: 'Pindah', role: 'editor' })
  await service.storage.from('media').upload('pindah/piksel.png', PNG, { contentType: 'image/png' })
  const backup = join(folder('lsbu-pg15-backup-'), 'backup')
  await writeBackup(original.backend.db, original.dataDir, backup)
  await original.stop()
  original = undefined

  // Into PostgreSQL 15 over the migrations, then a change made there.
  const database = 'site'
  expect(pg.psql(['-c', `create database ${database}`]).err).toBe('')
  for (const step of [BOOTSTRAP, ...MIGRATIONS]) {
    const res = pg.psql(['--single-transaction', '-f', step], database)
    expect({ step, err: res.err }).toEqual({ step, err: '' })
  }
  const dump = join(pg.dir, 'from-embedded.sql')
  copyFileSync(join(backup, 'database.sql'), dump)
  spawnSync('chmod', ['644', dump])
  expect(pg.psql(['-f', dump], database).err).toBe('')
  pg.query(
    `insert into public.faqs (question, answer, category) values
      ('{"id": "Ditambahkan di PostgreSQL?"}', '{"id": "Ya."}', 'umum')`,
    database,
  )

  // Out again with pg_dump (what `supabase db dump --data-only` runs), as a backup folder.
  const manifest = JSON.parse(readFileSync(join(backup, 'manifest.json'), 'utf8')) as Manifest
  const tables = Object.keys(manifest.tables)
  const data = pg.run('pg_dump', [
    '--data-only',
    '--inserts',
    '--column-inserts',
    '--disable-triggers',
    '--exclude-schema=supabase_migrations',
    '-d',
    database,
  ])
  expect(data.ok).toBe(true)
  // Only its notes on the self-referencing tables (navigation, organisation), which
  // --disable-triggers and the replica role below answer.
  expect(
    data.err.split('\n').filter((line) => !/^pg_dump: (warning|detail|hint): /.test(line)),
  ).toEqual([])
  fromPostgres = join(folder('lsbu-from-pg15-'), 'backup')
  cpSync(backup, fromPostgres, { recursive: true })
  rmSync(join(fromPostgres, 'manifest.json'))
  writeFileSync(
    join(fromPostgres, 'database.sql'),
    [
      '-- data dumped by pg_dump from PostgreSQL 15, over the rows the migrations add',
      'begin;',
      'set local session_replication_role = replica;',
      `truncate ${tables.join(', ')};`,
      // pg_dump since 15.14 fences its output with psql's \restrict/\unrestrict (CVE-2025-8714);
      // the rows are plain SQL that any client runs without them.
      data.out.replace(/^\\(un)?restrict .*$/gm, ''),
      'commit;',
      '',
    ].join('\n'),
  )
  writeManifest(fromPostgres, manifest.migrations, countRows(tables, database))
}, 600_000)

afterAll(async () => {
  await restored?.stop()
  await original?.stop()
  pg?.stop()
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(!pg15Available)('a site moved to PostgreSQL 15 and back', () => {
  it('is served by the embedded backend from a restore with every row, file and account', async () => {
    const manifest = JSON.parse(
      readFileSync(join(fromPostgres, 'manifest.json'), 'utf8'),
    ) as Manifest
    const dataDir = join(folder('lsbu-restored-pg15-'), 'data')
    await restoreBackup(fromPostgres, dataDir)
    restored = await startBackend({ dataDir })
    const { rows } = await restored.backend.db.pg.query<{ table: string; n: number }>(
      Object.keys(manifest.tables)
        .map((table) => `select '${table}' as table, count(*)::int as n from ${table}`)
        .join(' union all '),
    )
    expect(Object.fromEntries(rows.map((r) => [r.table, r.n]))).toEqual(manifest.tables)
    expect(manifest.tables['auth.users']).toBe(1)

    const anon = restored.anon()
    const { data: faq } = await anon
      .from('faqs')
      .select('answer')
      .eq('question->>id', 'Ditambahkan di PostgreSQL?')
    expect(faq).toEqual([{ answer: { id: 'Ya.' } }])
    const signedIn = await anon.auth.signInWithPassword(STAFF)
    expect(signedIn.error).toBeNull()
    const { data: file } = await restored
      .service()
      .storage.from('media')
      .download('pindah/piksel.png')
    expect(Buffer.from(await file!.arrayBuffer())).toEqual(PNG)
    // Writes go on: identities and sequences continue where PostgreSQL left them.
    const editor = await createAccount(restored, 'editor')
    const { error } = await editor.client
      .from('faqs')
      .insert({ question: { id: 'Setelah pindah?' }, answer: { id: 'Ya.' } })
    expect(error).toBeNull()
    expect((await fetch(`${restored.url}/readyz`)).status).toBe(200)
  }, 180_000)

  it("passes the site's data API tests, each backend starting from that restore", () => {
    const report = join(folder('lsbu-restored-report-'), 'vitest.json')
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'vitest'),
      [
        'run',
        '--project',
        'api',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...RESTORED_SUITE,
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          API_TEST_RESTORE: fromPostgres,
          // This run's template is in use by the other workers: reuse it, never remove it.
          LSBU_DB_TEMPLATE_KEEP: '1',
          FORCE_COLOR: '0',
        },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    expect(existsSync(report), run.stderr.slice(-2000)).toBe(true)
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      numTotalTestSuites: number
      numPassedTests: number
      numFailedTests: number
      numPendingTests: number
      testResults: {
        name: string
        status: string
        message: string
        assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
      }[]
    }
    const failures = result.testResults
      .filter((file) => file.status !== 'passed')
      .flatMap((file) => [
        `${file.name}: ${file.message.slice(0, 500)}`,
        ...file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => `  ${test.fullName}: ${test.failureMessages.join(' ').slice(0, 800)}`),
      ])
    // A run that never reached its files (its global setup failed) says why only on stderr.
    const why = `exit ${run.status}: ${run.stderr.slice(-2000)}`
    expect(failures, why).toEqual([])
    expect(result.numFailedTests, why).toBe(0)
    expect(result.testResults.map((file) => file.name.slice(root.length + 1)).sort(), why).toEqual(
      [...RESTORED_SUITE].sort(),
    )
    expect(result.numPassedTests).toBeGreaterThan(500)
    console.log(
      `[restore-from-postgres15] ${result.numPassedTests} API tests in ${RESTORED_SUITE.length} files passed on the data restored from PostgreSQL 15.`,
    )
    expect(run.status).toBe(0)
  }, 1_800_000)
})
