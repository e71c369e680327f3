/**
 * Backups (supabase/local/backup.ts): `npm run db:backup` while the server runs on the data
 * folder, `npm run db:restore` into a new folder, and a server on that folder: every row of
 * every table and every stored file come back, the manifest's checksums hold, signing in and the
 * API work on the restored data, and a damaged backup is refused. The dump's load into a real
 * PostgreSQL 15 is in db-postgres15.test.ts.
 */
import { spawn, spawnSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Manifest } from '../../supabase/local/backup'
import type { Database } from '../../supabase/local/db/database'
import { startBackend, type TestBackend } from './helpers'

const root = resolve(__dirname, '../..')
const EMAIL = 'backup-admin@lsbu.test'
const PASSWORD = 'backup-Password-1'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from('%PDF-1.4\n% backup test\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

const folders: string[] = []
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  folders.push(dir)
  return dir
}
let original: TestBackend
let restored: TestBackend | undefined
let backupDir: string

/** Asynchronous: the server the command talks to runs in this process. */
function cli(
  command: string,
  dataDir: string,
  path: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'supabase/local/cli.ts', command, path],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      },
    )
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('exit', (code) => resolvePromise({ code, out }))
  })
}

/** Every table's rows, as one fingerprint per table (the migrations' bookkeeping aside). */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await db.pg.query<{ name: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema', 'supabase_migrations') order by 1`,
  )
  const result: Record<string, string> = {}
  for (const { name } of tables) {
    const { rows } = await db.pg.query<{ n: number; digest: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} t`,
    )
    result[name] = `${rows[0]!.n} ${rows[0]!.digest}`
  }
  return result
}

beforeAll(async () => {
  original = await startBackend()
  const service = original.service()
  const created = await service.auth.admin.createUser({
    email: EMAIL,
    password: PASSWORD,
    email_confirm: true,
  })
  expect(created.error).toBeNull()
  for (const [path, body, type] of [
    ['backup/pixel.png', PNG, 'image/png'],
    ['backup/nested/dokumen.pdf', PDF, 'application/pdf'],
  ] as const) {
    const { error } = await service.storage.from('media').upload(path, body, { contentType: type })
    expect(error).toBeNull()
  }
  const { error } = await service
    .from('faqs')
    .insert({ question: { id: 'Cadangan?', en: 'Backup?' }, answer: { id: 'Ya.', en: 'Yes.' } })
  expect(error).toBeNull()
  backupDir = join(folder('lsbu-backups-'), 'backup-1')
}, 120_000)

afterAll(async () => {
  await restored?.stop()
  await original.stop()
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('backs up a data folder while its server runs, with a manifest of checksums', async () => {
    const run = await cli('backup', original.dataDir, backupDir)
    // The two uploaded here and the demo seed's 26 images (read from public/images/seed).
    expect(run.out).toMatch(/Backup of .* written to .*: \d+ rows, 28 stored files\./)
    expect(run.code).toBe(0)
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as Manifest
    expect(manifest.tables['auth.users']).toBe(1)
    expect(manifest.tables['storage.objects']).toBe(28)
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      expect.arrayContaining(['config.json', 'database.sql']),
    )
    expect(manifest.files.filter((f) => f.path.startsWith('storage/media/backup/'))).toHaveLength(2)
    expect(manifest.files.filter((f) => f.path.startsWith('storage/media/seed/'))).toHaveLength(26)
    for (const file of manifest.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/)
    // Plain SQL, one transaction, triggers and foreign keys off while loading.
    const sql = readFileSync(join(backupDir, 'database.sql'), 'utf8')
    expect(sql).toMatch(
      /^-- lsbu-backup\/1.*\nbegin;\nset local session_replication_role = replica;/,
    )
    expect(sql.trimEnd().endsWith('commit;')).toBe(true)
  }, 60_000)

  it('refuses a damaged backup and a data folder in use', async () => {
    const damaged = join(folder('lsbu-damaged-'), 'copy')
    spawnSync('cp', ['-r', backupDir, damaged])
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as Manifest
    const png = manifest.files.find((f) => f.path.startsWith('storage/media/backup/pixel.png/'))!
    appendFileSync(join(damaged, png.path), '!')
    const target = join(folder('lsbu-restore-bad-'), 'data')
    const run = await cli('restore', target, damaged)
    expect(run.code).toBe(1)
    expect(run.out).toContain('does not match its checksum')
    const inUse = await cli('restore', original.dataDir, backupDir)
    expect(inUse.code).toBe(1)
    expect(inUse.out).toContain('is not empty')
  }, 60_000)

  it('restores into a new folder that a server then serves with every row and file', async () => {
    const target = join(folder('lsbu-restored-'), 'data')
    const run = await cli('restore', target, backupDir)
    expect(run.out).toMatch(/Restored .* into .*: \d+ rows, 28 stored files\./)
    expect(run.code).toBe(0)
    const before = await fingerprint(original.backend.db)
    restored = await startBackend({ dataDir: target })
    expect(await fingerprint(restored.backend.db)).toEqual(before)
    // The same keys: tokens of the original server stay valid on the restored one.
    expect(restored.backend.config.jwtSecret).toBe(original.backend.config.jwtSecret)
    const signedIn = await restored
      .anon()
      .auth.signInWithPassword({ email: EMAIL, password: PASSWORD })
    expect(signedIn.error).toBeNull()
    for (const [path, body] of [
      ['backup/pixel.png', PNG],
      ['backup/nested/dokumen.pdf', PDF],
    ] as const) {
      const { data, error } = await restored.service().storage.from('media').download(path)
      expect(error).toBeNull()
      expect(Buffer.from(await data!.arrayBuffer())).toEqual(body)
    }
    const { data: faqs } = await restored
      .anon()
      .from('faqs')
      .select('question')
      .eq('question->>id', 'Cadangan?')
    expect(faqs).toHaveLength(1)
    expect((await fetch(`${restored.url}/readyz`)).status).toBe(200)
  }, 180_000)
})
