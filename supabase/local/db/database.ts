/**
 * The backend's database, on one of two engines chosen at start:
 * - PGlite (the default): one in-process instance persisted in a data folder; opening it takes a
 *   lock on the folder (lock.ts);
 * - PostgreSQL (`databaseUrl`, the `DATABASE_URL` of `npm start`): a pool of connections to a
 *   server (postgres.ts), which any number of processes may share.
 * Either way, opening bootstraps what Supabase provides when the database is new, applies
 * supabase/migrations in file-name order (each once, recorded as the Supabase CLI records them;
 * on PostgreSQL under an advisory lock, so that processes starting together apply them once) and
 * runs supabase/seed.sql when the database is new. Every caller then goes through the same
 * `pg` (sql.ts), whichever engine answers.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

import { acquireLock } from './lock'
import { PostgresClient } from './postgres'
import type { SqlClient, StatementPath, StatementResult, Transaction } from './sql'
import { WirePath } from './wire'

export type { Transaction }

const here = fileURLToPath(new URL('.', import.meta.url))
export const SUPABASE_DIR = join(here, '..', '..')

/** The role and request details PostgREST sets per request, before the query runs. */
export interface RequestContext {
  role: string
  claims: Record<string, unknown>
  headers?: Record<string, string>
  cookies?: Record<string, string>
  method?: string
  path?: string
  readOnly?: boolean
  /** The request's schema first, then `extra_search_path` (default: public, extensions). */
  searchPath?: string[]
  /** `Prefer: timezone=`, already checked against pg_timezone_names. */
  timezone?: string
  /** The role's statement timeout (`3s`), as PostgREST applies the impersonated role's settings. */
  statementTimeout?: string
}

interface OpenOptions {
  /** PGlite's folder to persist in; omitted = in memory (tests that need nothing on disk). */
  dataDir?: string
  /** A PostgreSQL server's database (`postgres://…`) instead of PGlite; `dataDir` is then unused. */
  databaseUrl?: string
  /** Connections per process on PostgreSQL (default 10). */
  poolSize?: number
  migrationsDir?: string
  seedFile?: string | null
  log?: (line: string) => void
}

/** PostgREST's pre-query: search_path, role, claims and the request GUCs, all transaction-local. */
const REQUEST_GUCS = `select set_config('search_path', $1, true),
                set_config('role', $2, true),
                set_config('request.jwt.claims', $3, true),
                set_config('request.method', $4, true),
                set_config('request.path', $5, true),
                set_config('request.headers', $6, true),
                set_config('request.cookies', $7, true),
                case when $8::text is null then null else set_config('timezone', $8, true) end,
                case when $9::text is null then null else set_config('statement_timeout', $9, true) end`

const quoteIdent = (id: string) => '"' + id.replace(/"/g, '""') + '"'

function requestGucValues(ctx: RequestContext): (string | null)[] {
  return [
    (ctx.searchPath ?? ['public', 'extensions']).map(quoteIdent).join(', '),
    ctx.role,
    JSON.stringify({ ...ctx.claims, role: ctx.role }),
    ctx.method ?? 'POST',
    ctx.path ?? '/',
    JSON.stringify(ctx.headers ?? {}),
    JSON.stringify(ctx.cookies ?? {}),
    ctx.timezone ?? null,
    ctx.statementTimeout ?? null,
  ]
}

/** The advisory lock PostgreSQL processes take to migrate one at a time (any fixed number). */
const MIGRATION_LOCK = 0x15b0_0001

export class Database {
  private readonly statements: StatementPath
  /** Time spent in the database by requests and internals, waits for it included (/metrics). */
  readonly time = { seconds: 0, count: 0 }

  private constructor(
    /** The connection every caller uses, whichever engine answers (sql.ts). */
    readonly pg: SqlClient,
    readonly engine: 'pglite' | 'postgres',
    private readonly lockFile: string | null,
    /** True when this open created the database (bootstrap + seed ran). */
    readonly created: boolean,
  ) {
    this.statements =
      pg instanceof PostgresClient ? pg.statements : new WirePath(pg as unknown as PGlite)
  }

  static async open(options: OpenOptions = {}): Promise<Database> {
    if (options.databaseUrl) return Database.openPostgres(options.databaseUrl, options)
    const { dataDir } = options
    let lockFile: string | null = null
    let pgDir: string | undefined
    if (dataDir) {
      mkdirSync(dataDir, { recursive: true })
      lockFile = acquireLock(dataDir)
      pgDir = join(dataDir, 'pgdata')
    }
    try {
      const isNew = !pgDir || !existsSync(join(pgDir, 'PG_VERSION'))
      // The extensions the migrations create (hosted Supabase offers them in `extensions`).
      const pg = await PGlite.create({ dataDir: pgDir, extensions: { pg_trgm } })
      // The whole database sits in memory: a random page costs about what a sequential one
      // does (the usual SSD setting), so the planner uses the indexes a disk-tuned default
      // would skip (the register's lookups: docs/performance.md).
      await pg.exec('set random_page_cost = 1.1')
      const db = new Database(pg, 'pglite', lockFile, isNew)
      await db.prepare(options)
      // Array types the migrations created are parsed from now on (PGlite learnt them at create).
      await pg.refreshArrayTypes()
      return db
    } catch (error) {
      if (lockFile) rmSync(lockFile, { force: true })
      throw error
    }
  }

  private static async openPostgres(url: string, options: OpenOptions): Promise<Database> {
    const client = new PostgresClient(url, { max: options.poolSize, log: options.log })
    try {
      const db = await client.withAdvisoryLock(MIGRATION_LOCK, async () => {
        const { rows } = await client.query<{ fresh: boolean }>(
          "select to_regclass('supabase_migrations.schema_migrations') is null as fresh",
        )
        const opened = new Database(client, 'postgres', null, rows[0]!.fresh)
        await opened.prepare(options)
        return opened
      })
      await client.refreshArrayTypes()
      return db
    } catch (error) {
      await client.close().catch(() => {})
      throw error
    }
  }

  /** Bootstrap and seed when new, and the migrations not yet applied. */
  private async prepare(options: OpenOptions): Promise<void> {
    const log = options.log ?? (() => {})
    if (this.created) {
      log('bootstrapping a new database')
      await this.pg.transaction(async (tx) => {
        await tx.exec(readFileSync(join(here, 'bootstrap.sql'), 'utf8'))
      })
    }
    await this.migrate(options.migrationsDir ?? join(SUPABASE_DIR, 'migrations'), log)
    const seedFile =
      options.seedFile === undefined ? join(SUPABASE_DIR, 'seed.sql') : options.seedFile
    if (this.created && seedFile && existsSync(seedFile)) {
      log('seeding demo content')
      await this.pg.transaction(async (tx) => {
        await tx.exec(readFileSync(seedFile, 'utf8'))
      })
    }
  }

  /**
   * A setting every request's session sees (`set_config(name, value, false)`): on PGlite its one
   * session, on PostgreSQL every connection of the pool before its next use.
   */
  async setSession(name: string, value: string): Promise<void> {
    if (this.pg instanceof PostgresClient) return this.pg.setSession(name, value)
    await this.pg.query('select set_config($1, $2, false)', [name, value])
  }

  /** Applies every migration not yet recorded, in file-name order, each in its own transaction. */
  async migrate(dir: string, log: (line: string) => void = () => {}): Promise<string[]> {
    if (!existsSync(dir)) return []
    const applied = new Set(
      (
        await this.pg.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations',
        )
      ).rows.map((r) => r.version),
    )
    const done: string[] = []
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const match = /^(\d+)_?(.*)\.sql$/.exec(file)
      const version = match?.[1] ?? file
      if (applied.has(version)) continue
      const sql = readFileSync(join(dir, file), 'utf8')
      log(`applying migration ${file}`)
      await this.pg.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, match?.[2] ?? file, [sql]],
        )
      })
      done.push(file)
    }
    if (done.length) this.schemaChanged()
    return done
  }

  private schemaListeners = new Set<() => void>()

  /** Called after DDL (migrations, or by anyone who changes the schema at run time). */
  onSchemaChange(listener: () => void): () => void {
    this.schemaListeners.add(listener)
    return () => this.schemaListeners.delete(listener)
  }

  /** Tells the caches that the schema changed: prepared statements and the REST schema cache. */
  schemaChanged(): void {
    this.forgetPreparedStatements()
    for (const listener of this.schemaListeners) listener()
  }

  /**
   * A scheduled job that must not run in two processes at once (retention, the register's
   * expiries and checkpoint, the link check): on PostgreSQL it runs only while no other process
   * of this database runs it (an advisory lock; undefined when skipped). PGlite has one process.
   */
  exclusive<T>(job: string, fn: () => Promise<T>): Promise<T | undefined> {
    return this.pg instanceof PostgresClient ? this.pg.ifNotRunningElsewhere(job, fn) : fn()
  }

  /**
   * Runs `fn` in one transaction as PostgREST would: search_path, role, JWT claims and
   * request GUCs set locally; read-only when asked (GET/HEAD).
   */
  async asRequest<T>(ctx: RequestContext, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.timed(
      this.pg.transaction(async (tx) => {
        if (ctx.readOnly) await tx.query('set transaction read only')
        await tx.query(REQUEST_GUCS, requestGucValues(ctx))
        return fn(tx)
      }),
    )
  }

  /**
   * The fast path for a request that is one statement: same semantics as `asRequest` with a
   * single `tx.query`, in one round trip into PGlite (wire.ts); on PostgreSQL one pooled
   * connection (postgres.ts).
   */
  requestStatement<T = Record<string, unknown>>(
    ctx: RequestContext,
    sql: string,
    params: (string | null)[],
  ): Promise<StatementResult<T>> {
    return this.timed(
      this.statements.run<T>(!!ctx.readOnly, [
        { sql: REQUEST_GUCS, params: requestGucValues(ctx) },
        { sql, params },
      ]),
    )
  }

  /** Drops prepared statements (after DDL: a changed table may change a statement's result). */
  forgetPreparedStatements(): void {
    this.statements.forget()
  }

  /** A transaction as the database owner (bypasses RLS): for auth and storage internals. */
  async asOwner<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.timed(this.pg.transaction(fn))
  }

  private async timed<T>(work: Promise<T>): Promise<T> {
    const start = performance.now()
    try {
      return await work
    } finally {
      this.time.seconds += (performance.now() - start) / 1000
      this.time.count++
    }
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close()
    if (this.lockFile) rmSync(this.lockFile, { force: true })
  }
}
