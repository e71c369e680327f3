/**
 * The embedded backend's database: one PGlite instance persisted in a data folder.
 * Opening it takes a lock on the folder, bootstraps what Supabase provides, applies
 * supabase/migrations in file-name order (each once, recorded as the Supabase CLI records
 * them) and runs supabase/seed.sql when the database is new.
 */
import { PGlite, protocol, type Transaction } from '@electric-sql/pglite'
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

/** What `requestStatement` returns: rows with int/bool columns parsed, everything else as text. */
export interface StatementResult<T> {
  rows: T[]
  affectedRows: number
}

const SET_REQUEST_GUCS = `select set_config('search_path', '"public", "extensions"', true),
                set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true),
                set_config('request.method', $3, true),
                set_config('request.path', $4, true),
                set_config('request.headers', $5, true)`
const GUC_STATEMENT = 'lsbu_request_gucs'
const MAX_PREPARED = 500

interface PGliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>
}

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
      const seedFile =
        options.seedFile === undefined ? join(SUPABASE_DIR, 'seed.sql') : options.seedFile
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
        [
          ctx.role,
          JSON.stringify(claims),
          ctx.method ?? 'POST',
          ctx.path ?? '/',
          JSON.stringify(ctx.headers ?? {}),
        ],
      )
      return fn(tx)
    })
  }

  private prepared = new Map<string, string>()
  private preparedSeq = 0
  private gucsPrepared = false

  /**
   * The fast path for a request that is one statement: BEGIN [READ ONLY], the request GUCs,
   * the statement and COMMIT go to Postgres as one batch of extended-protocol messages (one
   * round trip into the WASM module instead of about fifteen), with the statement prepared
   * once and reused. Same semantics as `asRequest` with a single `tx.query`; values are
   * always bound parameters. On error the transaction is rolled back and the Postgres error
   * thrown as PGlite would.
   */
  async requestStatement<T = Record<string, unknown>>(
    ctx: RequestContext,
    sql: string,
    params: (string | null)[],
  ): Promise<StatementResult<T>> {
    const pg = this.pg as unknown as PGlite & PGliteInternals
    const claims = JSON.stringify({ ...ctx.claims, role: ctx.role })
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const { serialize } = protocol
        let name = this.prepared.get(sql)
        const fresh = name === undefined
        if (name === undefined) name = `lsbu_s${++this.preparedSeq}`
        const gucsFresh = !this.gucsPrepared
        const parts: Uint8Array[] = [
          serialize.parse({ text: ctx.readOnly ? 'begin read only' : 'begin' }),
          serialize.bind({}),
          serialize.execute({}),
        ]
        if (gucsFresh) parts.push(serialize.parse({ name: GUC_STATEMENT, text: SET_REQUEST_GUCS }))
        parts.push(
          serialize.bind({
            statement: GUC_STATEMENT,
            values: [
              ctx.role,
              claims,
              ctx.method ?? 'POST',
              ctx.path ?? '/',
              JSON.stringify(ctx.headers ?? {}),
            ],
          }),
          serialize.execute({}),
        )
        if (fresh) parts.push(serialize.parse({ name, text: sql }))
        parts.push(
          serialize.bind({ statement: name, values: params }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.parse({ text: 'commit' }),
          serialize.bind({}),
          serialize.execute({}),
          serialize.sync(),
        )
        const { messages } = await pg.execProtocol(concat(parts), { throwOnError: false })
        const error = messages.find((m) => m.name === 'error')
        if (error) {
          // The statement may or may not have been prepared before the error: forget it.
          const cleanup = [serialize.query('rollback')]
          if (fresh) cleanup.push(serialize.close({ type: 'S', name }))
          if (gucsFresh) cleanup.push(serialize.close({ type: 'S', name: GUC_STATEMENT }))
          cleanup.push(serialize.sync())
          await pg.execProtocol(concat(cleanup), { throwOnError: false })
          throw error
        }
        this.gucsPrepared = true
        if (fresh) await this.remember(sql, name, pg)
        return collect<T>(messages)
      }),
    )
  }

  /** Called with the connection held: records a prepared statement, closing the oldest past the cap. */
  private async remember(sql: string, name: string, pg: PGlite) {
    this.prepared.set(sql, name)
    if (this.prepared.size > MAX_PREPARED) {
      const [oldSql, oldName] = this.prepared.entries().next().value as [string, string]
      this.prepared.delete(oldSql)
      await pg.execProtocol(
        concat([protocol.serialize.close({ type: 'S', name: oldName }), protocol.serialize.sync()]),
        {
          throwOnError: false,
        },
      )
    }
  }

  /** Drops prepared statements (after DDL: a changed table may change a statement's result). */
  forgetPreparedStatements(): void {
    const names = [...this.prepared.values()]
    this.prepared.clear()
    if (!names.length || this.pg.closed) return
    const pg = this.pg as unknown as PGlite & PGliteInternals
    void pg
      ._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(() =>
          pg.execProtocol(
            concat([
              ...names.map((name) => protocol.serialize.close({ type: 'S', name })),
              protocol.serialize.sync(),
            ]),
            {
              throwOnError: false,
            },
          ),
        ),
      )
      .catch(() => {})
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

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/**
 * The main statement's rows and row count out of the batch's messages: its results are the
 * ones after the second CommandComplete (BEGIN, GUCs) and up to the third.
 */
function collect<T>(messages: { name: string }[]): StatementResult<T> {
  let completed = 0
  let fields: { name: string; dataTypeID: number }[] = []
  const rows: T[] = []
  let affectedRows = 0
  for (const m of messages) {
    if (m.name === 'commandComplete') {
      completed++
      if (completed === 3) {
        const text = (m as unknown as { text: string }).text
        const match = /^(?:INSERT \d+|UPDATE|DELETE|SELECT|MERGE) (\d+)$/.exec(text)
        affectedRows = match && !text.startsWith('SELECT') ? Number(match[1]) : 0
      }
      continue
    }
    if (completed !== 2) continue
    if (m.name === 'rowDescription') fields = (m as unknown as { fields: typeof fields }).fields
    else if (m.name === 'dataRow') {
      const values = (m as unknown as { fields: (string | null)[] }).fields
      const row: Record<string, unknown> = {}
      fields.forEach((f, i) => {
        const v = values[i] ?? null
        row[f.name] =
          v === null
            ? null
            : f.dataTypeID === 23 || f.dataTypeID === 21 || f.dataTypeID === 20
              ? Number(v)
              : f.dataTypeID === 16
                ? v === 't'
                : v
      })
      rows.push(row as T)
    }
  }
  return { rows, affectedRows }
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
  throw new DataDirLockedError(
    `Could not lock the data folder ${dataDir}: another process keeps taking it.`,
  )
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
