/**
 * Backups of an embedded data folder (docs/deploy.md): a folder holding
 *
 * - `database.sql`: every row of every table the bootstrap and the migrations made, as plain SQL
 *   that `psql` loads into PostgreSQL 15 (or the embedded backend) over the migrations' schema —
 *   triggers and foreign keys off while loading (`session_replication_role = replica`), the
 *   tables emptied first, sequences set, all in one transaction;
 * - `storage/<bucket>/<name>/<version>`: the bytes of every stored object (as in DATA_DIR);
 * - `config.json`: the data folder's keys (JWT secret), so sessions and keys stay valid;
 * - `manifest.json`: the migrations applied, rows per table, and every file's size and SHA-256.
 *
 * Consistency: the dump and the file copy run inside one transaction. On PGlite it holds the
 * database's only session: no request commits anything meanwhile (they wait, a few seconds for
 * a large site); a running server makes the backup itself, asked over a Unix socket in the data
 * folder (`backup.sock`, owner-only), since the folder is locked to that process. On PostgreSQL
 * (DATABASE_URL) the transaction reads one snapshot (repeatable read) while servers keep
 * writing; stored files are never overwritten (a new upload is a new version), so every file the
 * snapshot names is there.
 */
import { createHash } from 'node:crypto'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { request, type Server } from 'node:http'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'

import type { Transaction } from './db/database'
import { Database, SUPABASE_DIR } from './db/database'
import { seedFilePath } from './storage/blobs'

export const MANIFEST = 'manifest.json'
const FORMAT = 'lsbu-backup/1'
/** Schemas the backend does not own the rows of. */
const SKIPPED_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations']

export interface Manifest {
  format: typeof FORMAT
  createdAt: string
  /** Versions of the migrations the database had: a restore applies exactly these first. */
  migrations: string[]
  /** Rows per table (`schema.table`). */
  tables: Record<string, number>
  /** Every file of the backup but the manifest: path (relative, `/`), bytes, SHA-256 (hex). */
  files: { path: string; bytes: number; sha256: string }[]
}

const ident = (name: string) => '"' + name.replace(/"/g, '""') + '"'

/** The data rows as SQL, read in one transaction; also the row counts. */
export function dumpDatabase(db: Database) {
  return db.pg.transaction(dumpSql)
}

/** Must run first in its transaction: every table is read from one snapshot (PostgreSQL). */
async function dumpSql(tx: Transaction): Promise<{ sql: string; tables: Record<string, number> }> {
  await tx.query('set transaction isolation level repeatable read, read only')
  const { rows: tables } = await tx.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      where c.relkind in ('r', 'p') and n.nspname <> all($1::text[])
      group by 1, 2 order by 1, 2`,
    [SKIPPED_SCHEMAS],
  )
  const out = [
    `-- ${FORMAT}: data of the LSBU site, for a database with the migrations' schema.`,
    'begin;',
    'set local session_replication_role = replica;',
    'set local client_min_messages = warning;',
    `truncate ${tables.map((t) => `${ident(t.schema)}.${ident(t.name)}`).join(', ')};`,
  ]
  const counts: Record<string, number> = {}
  for (const { schema, name, columns } of tables) {
    const table = `${ident(schema)}.${ident(name)}`
    const list = columns.map(ident).join(', ')
    const values = columns.map((c) => `quote_nullable(${ident(c)}::text)`).join(` || ', ' || `)
    const { rows } = await tx.query<{ line: string }>(
      `select 'insert into ${table.replace(/'/g, "''")} (${list.replace(/'/g, "''")}) overriding system value values (' || ${values} || ');' as line from ${table}`,
    )
    counts[`${schema}.${name}`] = rows.length
    for (const row of rows) out.push(row.line)
  }
  const { rows: sequences } = await tx.query<{ line: string }>(
    `select format('select pg_catalog.setval(%L, %s, %L);', quote_ident(schemaname) || '.' || quote_ident(sequencename),
                   coalesce(last_value, start_value), last_value is not null) as line
       from pg_sequences where schemaname <> all($1::text[]) order by 1`,
    [SKIPPED_SCHEMAS],
  )
  out.push(...sequences.map((s) => s.line), 'commit;', '')
  return { sql: out.join('\n'), tables: counts }
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex')
}

function filesUnder(root: string, dir = root): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(root, join(dir, entry.name))
      : [relative(root, join(dir, entry.name)).split(sep).join('/')],
  )
}

/**
 * Writes a backup of `db` (open on `dataDir`, or on PostgreSQL with its keys in `dataDir`) into
 * the new folder `target`. Returns its manifest.
 */
export async function writeBackup(
  db: Database,
  dataDir: string,
  target: string,
  storageDir = join(dataDir, 'storage'),
): Promise<Manifest> {
  target = resolve(target)
  if (existsSync(target) && readdirSync(target).length)
    throw new Error(`${target} exists and is not empty: choose a new folder for the backup.`)
  mkdirSync(target, { recursive: true, mode: 0o700 })
  chmodSync(target, 0o700)
  const { tables, migrations } = await db.pg.transaction(async (tx) => {
    const { sql, tables } = await dumpSql(tx)
    writeFileSync(join(target, 'database.sql'), sql, { mode: 0o600 })
    const { rows: objects } = await tx.query<{
      bucket: string
      name: string
      version: string | null
    }>('select bucket_id as bucket, name, version from storage.objects order by 1, 2')
    for (const { bucket, name, version } of objects) {
      const path = [bucket, ...name.split('/'), ...(version ? [version] : [])]
      // The demo seed's images are read from the release's files (storage/blobs.ts).
      const inData = join(storageDir, ...path)
      const from = existsSync(inData) ? inData : (seedFilePath(bucket, name, version) ?? inData)
      if (!existsSync(from)) throw new Error(`stored object ${bucket}/${name} has no file ${from}`)
      const to = join(target, 'storage', ...path)
      mkdirSync(dirname(to), { recursive: true })
      copyFileSync(from, to)
    }
    const { rows } = await tx.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    )
    return { tables, migrations: rows.map((row) => row.version) }
  })
  copyFileSync(join(dataDir, 'config.json'), join(target, 'config.json'))
  chmodSync(join(target, 'config.json'), 0o600)
  return writeManifest(target, migrations, tables)
}

/**
 * Writes the manifest of the backup folder `target` (its `database.sql`, `config.json` and
 * `storage/` in place): the migrations its rows need, rows per table, every file's checksum.
 * Also for a folder put together by hand, e.g. with a `database.sql` from PostgreSQL.
 */
export function writeManifest(
  target: string,
  migrations: string[],
  tables: Record<string, number>,
): Manifest {
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    migrations,
    tables,
    files: filesUnder(target)
      .filter((path) => path !== MANIFEST)
      .map((path) => {
        const file = join(target, ...path.split('/'))
        return { path, bytes: readFileSync(file).length, sha256: sha256(file) }
      }),
  }
  writeFileSync(join(target, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })
  return manifest
}

/** Reads a backup's manifest and checks every file against it; throws on any difference. */
export function verifyBackup(source: string): Manifest {
  const file = join(source, MANIFEST)
  if (!existsSync(file)) throw new Error(`${source} is not a backup: it has no ${MANIFEST}.`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  if (manifest.format !== FORMAT) throw new Error(`${file}: unknown format ${manifest.format}`)
  const listed = new Set(manifest.files.map((f) => f.path))
  for (const path of filesUnder(source))
    if (path !== MANIFEST && !listed.has(path)) throw new Error(`${path} is not in the manifest`)
  for (const { path, sha256: expected } of manifest.files) {
    const copy = join(source, ...path.split('/'))
    if (!existsSync(copy)) throw new Error(`${path} is missing from the backup`)
    if (sha256(copy) !== expected) throw new Error(`${path} does not match its checksum`)
  }
  return manifest
}

/**
 * Restores a backup into `dataDir` (new or empty): the backup's own migrations first, then its
 * rows, files and keys. Migrations added since are applied by the next `npm start`.
 * With `databaseUrl` the rows go into that PostgreSQL database (new and empty: the move from the
 * embedded folder to PostgreSQL), the keys into `dataDir` and the files into `storageDir`
 * (default `<dataDir>/storage`).
 */
export async function restoreBackup(
  source: string,
  dataDir: string,
  log: (line: string) => void = () => {},
  target: { databaseUrl?: string; storageDir?: string } = {},
): Promise<Manifest> {
  const manifest = verifyBackup(source)
  const storageDir = target.storageDir ?? join(dataDir, 'storage')
  for (const dir of [dataDir, storageDir])
    if (existsSync(dir) && readdirSync(dir).length)
      throw new Error(`${dir} is not empty: restore into a new folder.`)
  const known = readdirSync(join(SUPABASE_DIR, 'migrations')).filter((f) => f.endsWith('.sql'))
  const migrations = mkdtempSync(join(tmpdir(), 'lsbu-restore-'))
  try {
    for (const version of manifest.migrations) {
      const file = known.find((f) => f.split('_')[0] === version)
      if (!file)
        throw new Error(
          `The backup needs migration ${version}, which this version of the site does not have: restore with the release that made it.`,
        )
      copyFileSync(join(SUPABASE_DIR, 'migrations', file), join(migrations, file))
    }
    mkdirSync(dataDir, { recursive: true })
    copyFileSync(join(source, 'config.json'), join(dataDir, 'config.json'))
    chmodSync(join(dataDir, 'config.json'), 0o600)
    const db = await Database.open({
      dataDir,
      databaseUrl: target.databaseUrl,
      migrationsDir: migrations,
      seedFile: null,
      log,
    })
    try {
      if (!db.created)
        throw new Error('The database already has the site: restore into a new, empty database.')
      await db.pg.exec(readFileSync(join(source, 'database.sql'), 'utf8'))
    } finally {
      await db.close()
    }
    for (const { path } of manifest.files) {
      if (!path.startsWith('storage/')) continue
      const to = join(storageDir, ...path.split('/').slice(1))
      mkdirSync(dirname(to), { recursive: true })
      copyFileSync(join(source, ...path.split('/')), to)
    }
  } finally {
    rmSync(migrations, { recursive: true, force: true })
  }
  return manifest
}

/** The socket a running server answers backup requests on. */
export const backupSocket = (dataDir: string) => join(dataDir, 'backup.sock')

/** In the server: answers `POST /backup?to=<folder>` on the data folder's socket. */
export function serveBackups(db: Database, dataDir: string): Promise<Server> {
  const path = backupSocket(dataDir)
  rmSync(path, { force: true })
  const server = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://socket').searchParams.get('to')
    if (req.method !== 'POST' || !to) return void res.writeHead(404).end()
    writeBackup(db, dataDir, to).then(
      (manifest) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest)),
      (error: unknown) =>
        res.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    )
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      chmodSync(path, 0o600)
      resolvePromise(server)
    })
  })
}

/** In `npm run db:backup`: asks the server running on `dataDir` for a backup into `target`. */
export function requestBackup(dataDir: string, target: string): Promise<Manifest> {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      {
        socketPath: backupSocket(dataDir),
        method: 'POST',
        path: `/backup?to=${encodeURIComponent(resolve(target))}`,
      },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () =>
          res.statusCode === 200
            ? resolvePromise(JSON.parse(body) as Manifest)
            : reject(new Error(body)),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}
