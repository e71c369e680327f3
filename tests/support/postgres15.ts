/**
 * A throwaway PostgreSQL 15 cluster from the machine's Debian binaries (postgresql-15), for the
 * tests that check the migrations and the data on real PostgreSQL (hosted Supabase runs 15):
 * started in a temporary folder as a non-root user (created when missing; initdb refuses
 * root), trust authentication on 127.0.0.1 only, stopped and removed by `stop()`.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

export const PG15_BIN = '/usr/lib/postgresql/15/bin'
const OS_USER = 'lsbu_pgtest'
export const SUPABASE_DIR = fileURLToPath(new URL('../../supabase', import.meta.url))
export const MIGRATIONS = readdirSync(join(SUPABASE_DIR, 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => join(SUPABASE_DIR, 'migrations', f))
export const BOOTSTRAP = join(SUPABASE_DIR, 'local', 'db', 'bootstrap.sql')

/** Whether the binaries are installed; when not, callers skip with `PG15_MISSING`. */
export const pg15Available = ['initdb', 'pg_ctl', 'psql', 'pg_dump'].every((bin) =>
  existsSync(join(PG15_BIN, bin)),
)
export const PG15_MISSING = `PostgreSQL 15 binaries not found in ${PG15_BIN} (apt-get install postgresql-15)`

const isRoot = process.getuid?.() === 0

/** Runs a command as the unprivileged owner of the cluster. */
function asOwner(cmd: string, args: string[]): string {
  const [file, argv] = isRoot ? ['runuser', ['-u', OS_USER, '--', cmd, ...args]] : [cmd, args]
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface Postgres15 {
  port: number
  /** The cluster's folder (readable by the cluster's owner: put files to load here). */
  dir: string
  psql: (args: string[], database?: string) => { ok: boolean; out: string; err: string }
  /** One SQL script in a transaction; the unaligned output of its last query (throws on error). */
  query: (sql: string, database?: string) => string
  /** A binary of the cluster's version (pg_dump…) with the connection arguments. */
  run: (bin: string, args: string[]) => { ok: boolean; out: string; err: string }
  stop: () => void
}

/** `settings`: server settings (`-c name=value`) besides the defaults here. */
export async function startPostgres15(settings: Record<string, string> = {}): Promise<Postgres15> {
  if (isRoot && spawnSync('id', ['-u', OS_USER]).status !== 0) {
    execFileSync('useradd', [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      OS_USER,
    ])
  }
  const dir = mkdtempSync(join(tmpdir(), 'lsbu-pg15-'))
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  chmodSync(dir, 0o755)
  const port = await freePort()
  const cluster = join(dir, 'data')
  asOwner(join(PG15_BIN, 'initdb'), [
    '-D',
    cluster,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ])
  asOwner(join(PG15_BIN, 'pg_ctl'), [
    '-D',
    cluster,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c timezone=UTC`,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' '),
    'start',
  ])
  const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']
  const run = (bin: string, args: string[]) => {
    const res = spawnSync(join(PG15_BIN, bin), [...connection, ...args], {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    })
    return { ok: res.status === 0, out: res.stdout.trim(), err: res.stderr.trim() }
  }
  const psql = (args: string[], database = 'postgres') =>
    run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', database, ...args])
  return {
    port,
    dir,
    psql,
    run,
    query: (sql, database) => {
      const res = psql(['-At', '--single-transaction', '-c', sql], database)
      if (!res.ok) throw new Error(res.err)
      return res.out
    },
    stop: () => {
      try {
        asOwner(join(PG15_BIN, 'pg_ctl'), ['-D', cluster, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Runs one statement on the cluster's maintenance database. */
export async function onCluster(base: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${base}/postgres` })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
