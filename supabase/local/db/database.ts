/**
 * The embedded backend's database: one PGlite instance persisted in a data folder.
 * Opening it takes a lock on the folder, bootstraps what Supabase provides, applies
 * supabase/migrations in file-name order (each once, recorded as the Supabase CLI records
 * them) and runs supabase/seed.sql when the database is new.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export type { Transaction }

const here = fileURLToPath(new URL('.', import.meta.url))
export const SUPABASE_DIR = join(here, '..', '..')

/** The role and request details PostgREST sets per request, before the query runs. */
export interface RequestContext {
  role: string
  claims: Record<string, unknown>
  headers?: Record<string, string>
  method?: string
  path?: string
  readOnly?: boolean
}

export interface OpenOptions {
  /** Folder to persist in; omitted = in memory (tests that need nothing on disk). */
  dataDir?: string
  migrationsDir?: string
  seedFile?: string | null
  log?: (line: string) => void
}

export class DataDirLockedError extends Error {}

export class Database {
  private constructor(
    readonly pg: PGlite,
    private readonly lockFile: string | null,
    /** True when this open created the database (bootstrap + seed ran). */
    readonly created: boolean,
  ) {}

  static async open(options: OpenOptions = {}): Promise<Database> {
    const { dataDir, log = () => {} } = options
    let lockFile: string | null = null
    let pgDir: string | undefined
    if (dataDir) {
      mkdirSync(dataDir, { recursive: true })
      lockFile = acquireLock(dataDir)
      pgDir = join(dataDir, 'pgdata')
    }
    try {
      const isNew = !pgDir || !existsSync(join(pgDir, 'PG_VERSION'))
      const pg = await PGlite.create({ dataDir: pgDir })
      const db = new Database(pg, lockFile, isNew)
      if (isNew) {
        log('bootstrapping a new database')
        await pg.exec(readFileSync(join(here, 'bootstrap.sql'), 'utf8'))
      }
      await db.migrate(options.migrationsDir ?? join(SUPABASE_DIR, 'migrations'), log)
      const seedFile = options.seedFile === undefined ? join(SUPABASE_DIR, 'seed.sql') : options.seedFile
      if (isNew && seedFile && existsSync(seedFile)) {
        log('seeding demo content')
        await pg.transaction(async (tx) => {
          await tx.exec(readFileSync(seedFile, 'utf8'))
        })
      }
      return db
    } catch (error) {
      if (lockFile) rmSync(lockFile, { force: true })
      throw error
    }
  }

  /** Applies every migration not yet recorded, in file-name order, each in its own transaction. */
  async migrate(dir: string, log: (line: string) => void = () => {}): Promise<string[]> {
    if (!existsSync(dir)) return []
    const applied = new Set(
      (await this.pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (r) => r.version,
      ),
    )
    const done: string[] = []
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
      const match = /^(\d+)_?(.*)\.sql$/.exec(file)
      const version = match?.[1] ?? file
      if (applied.has(version)) continue
      const sql = readFileSync(join(dir, file), 'utf8')
      log(`applying migration ${file}`)
      await this.pg.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          version,
          match?.[2] ?? file,
          [sql],
        ])
      })
      done.push(file)
    }
    return done
  }

  /**
   * Runs `fn` in one transaction as PostgREST would: search_path, role, JWT claims and
   * request GUCs set locally; read-only when asked (GET/HEAD).
   */
  async asRequest<T>(ctx: RequestContext, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (tx) => {
      if (ctx.readOnly) await tx.exec('set transaction read only')
      const claims = { ...ctx.claims, role: ctx.role }
      await tx.query(
        `select set_config('search_path', '"public", "extensions"', true),
                set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true),
                set_config('request.method', $3, true),
                set_config('request.path', $4, true),
                set_config('request.headers', $5, true)`,
        [ctx.role, JSON.stringify(claims), ctx.method ?? 'POST', ctx.path ?? '/', JSON.stringify(ctx.headers ?? {})],
      )
      return fn(tx)
    })
  }

  /** A transaction as the database owner (bypasses RLS): for auth and storage internals. */
  async asOwner<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pg.transaction(fn)
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close()
    if (this.lockFile) rmSync(this.lockFile, { force: true })
  }
}

/** Throws DataDirLockedError when a live process holds the data folder (e.g. before wiping it). */
export function assertDataDirFree(dataDir: string): void {
  const lockFile = join(dataDir, 'server.lock')
  if (!existsSync(lockFile)) return
  const pid = Number(readFileSync(lockFile, 'utf8').trim())
  if (pid && isAlive(pid)) {
    throw new DataDirLockedError(
      `The data folder ${dataDir} is in use by another process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`,
    )
  }
}

/**
 * One process per data folder: a second one refuses instead of corrupting it. The lock file
 * is created exclusively (O_EXCL), so two processes starting at once cannot both win; a lock
 * left by a dead process (kill -9, power loss) is taken over.
 */
function acquireLock(dataDir: string): string {
  const lockFile = join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return lockFile
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const pid = Number(readFileSync(lockFile, 'utf8').trim())
    if (pid === process.pid) {
      throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`)
    }
    if (pid && isAlive(pid)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`,
      )
    }
    rmSync(lockFile, { force: true })
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}: another process keeps taking it.`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
