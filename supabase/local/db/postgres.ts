/**
 * The PostgreSQL engine (`DATABASE_URL`): a pool of connections through node-postgres, answering
 * in PGlite's shapes (sql.ts). Each transaction holds one pooled connection from BEGIN to COMMIT,
 * as PostgREST holds one per request; LISTEN has a connection of its own, reopened when it drops,
 * and a write resolves only after its notifications have come in on it (`Listener.sync`).
 *
 * Values are parsed by PGlite's own parsers (int8 and numeric as numbers, json as objects,
 * timestamps as Dates, arrays of every array type the database has), so a row read through
 * either engine is the same JS value.
 */
import { types as pgliteTypes } from '@electric-sql/pglite'
import pg from 'pg'

import {
  requestValue,
  type SqlClient,
  type SqlResult,
  type StatementPath,
  type StatementResult,
  type StatementStep,
  type Transaction,
} from './sql'

type Parser = (text: string, typeId?: number) => unknown

const ARRAY_TYPES = `select b.oid, b.typarray
  from pg_catalog.pg_type a left join pg_catalog.pg_type b on b.oid = a.typelem
  where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`

const CHANGED_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE'])

function shape<T>(result: pg.QueryResult): SqlResult<T> {
  return {
    rows: result.rows as T[],
    affectedRows: CHANGED_ROWS.has(result.command) ? (result.rowCount ?? 0) : 0,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  }
}

function shapeAll(result: pg.QueryResult | pg.QueryResult[]): SqlResult[] {
  return (Array.isArray(result) ? result : [result]).map((r) => shape(r))
}

/** A socket error or a closed connection, as node-postgres reports them. */
function connectionFailed(error: unknown): boolean {
  if (error instanceof pg.DatabaseError || !(error instanceof Error)) return false
  const code = (error as NodeJS.ErrnoException).code
  return (
    (typeof code === 'string' && code.startsWith('E')) ||
    /Connection terminated|not queryable|connection.*(ended|closed)/i.test(error.message)
  )
}

/** The request path's parsing: int2/int4/int8 as numbers, bool as boolean, the rest as text. */
const REQUEST_TYPES = { getTypeParser: (oid: number) => (text: string) => requestValue(text, oid) }

interface Tagged extends pg.PoolClient {
  /** The version of the session settings this connection has applied. */
  lsbuSettings?: number
}

export interface PostgresOptions {
  /** Connections in this process's pool (default 10). */
  max?: number
  log?: (line: string) => void
}

export class PostgresClient implements SqlClient {
  private readonly pool: pg.Pool
  private readonly parsers: Record<number, Parser> = { ...pgliteTypes.parsers }
  private readonly settings = new Map<string, string>()
  private settingsVersion = 0
  private listener: Listener | undefined
  private ended = false

  constructor(
    readonly url: string,
    private readonly options: PostgresOptions = {},
  ) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: options.max ?? 10,
      types: {
        getTypeParser: (oid: number) => (text: string) =>
          pgliteTypes.parseType(text, oid, this.parsers),
      },
    } as pg.PoolConfig)
    // An idle connection that fails (the server restarted) leaves the pool; the next request opens
    // a new one.
    this.pool.on('error', (error) => options.log?.(`database connection lost: ${error.message}`))
  }

  get closed(): boolean {
    return this.ended
  }

  /** Learns the database's array types, as PGlite does at start (after migrations: again). */
  async refreshArrayTypes(): Promise<void> {
    const { rows } = await this.pool.query<{ oid: number; typarray: number }>(ARRAY_TYPES)
    for (const { oid, typarray } of rows)
      this.parsers[typarray] = (text) =>
        pgliteTypes.arrayParser(text, this.parsers[oid] as Parser, typarray)
  }

  /**
   * A session setting every connection of the pool carries (`set_config(name, value, false)`),
   * as PGlite's one session would: applied to each connection before its next use.
   */
  async setSession(name: string, value: string): Promise<void> {
    this.settings.set(name, value)
    this.settingsVersion++
  }

  private async connect(): Promise<Tagged> {
    const client = (await this.pool.connect()) as Tagged
    if (client.lsbuSettings !== this.settingsVersion) {
      try {
        for (const [name, value] of this.settings)
          await client.query('select set_config($1, $2, false)', [name, value])
        client.lsbuSettings = this.settingsVersion
      } catch (error) {
        client.release(error as Error)
        throw error
      }
    }
    return client
  }

  private async withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.connect()
    let broken: Error | undefined
    try {
      return await fn(client)
    } catch (error) {
      // A connection that failed (not a statement's error, nor the caller's) leaves the pool.
      if (connectionFailed(error)) broken = error as Error
      throw error
    } finally {
      client.release(broken)
    }
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<T>> {
    return this.withClient(async (client) => shape<T>(await client.query(sql, params)))
  }

  exec(sql: string): Promise<SqlResult[]> {
    return this.withClient(async (client) => shapeAll(await client.query(sql)))
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.withClient(async (client) => {
      let open = true
      const tx: Transaction = {
        query: async <R>(sql: string, params?: unknown[]) =>
          shape<R>(await client.query(sql, params)),
        exec: async (sql: string) => shapeAll(await client.query(sql)),
        rollback: async () => {
          if (!open) return
          open = false
          await client.query('rollback')
        },
      }
      await client.query('begin')
      try {
        const result = await fn(tx)
        if (open) {
          open = false
          await client.query('commit')
          await this.listener?.sync()
        }
        return result
      } catch (error) {
        if (open) {
          open = false
          await client.query('rollback').catch(() => {})
        }
        throw error
      }
    })
  }

  /**
   * The request path (database.ts `requestStatement`): BEGIN, the steps and COMMIT sent as one
   * simple-protocol string, so one round trip (four through the extended protocol cost twice the
   * CPU per look-up: docs/performance.md). The steps' parameters are written into the text as
   * quoted literals (`inlineParams`), which PostgreSQL types from their context as it types
   * parameters. The last step's rows are parsed as the PGlite wire path parses them.
   */
  readonly statements: StatementPath = {
    run: <T>(readOnly: boolean, steps: StatementStep[]): Promise<StatementResult<T>> =>
      this.withClient(async (client) => {
        const text = [
          readOnly ? 'begin read only' : 'begin',
          ...steps.map((step) => inlineParams(step.sql, step.params)),
          'commit',
        ].join(';\n')
        try {
          const results = (await client.query({
            text,
            types: REQUEST_TYPES,
          })) as unknown as pg.QueryResult[]
          const last = results[steps.length]!
          if (!readOnly) await this.listener?.sync()
          return { rows: last.rows as T[], affectedRows: shape(last).affectedRows ?? 0 }
        } catch (error) {
          // The failed statement left the transaction open and aborted.
          await client.query('rollback').catch(() => {})
          throw error
        }
      }),
    // PostgreSQL re-plans a statement whose tables changed; nothing is prepared by name here.
    forget: () => {},
  }

  /**
   * Holds a session-level advisory lock on a connection of its own while `fn` runs (migrations:
   * one process at a time, however many start together).
   */
  async withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [key])
      try {
        return await fn()
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key])
      }
    } finally {
      client.release()
    }
  }

  /**
   * Runs `fn` unless another session holds the job's advisory lock (another process runs it
   * now): the lock is held on a connection of its own until `fn` settles. Undefined when skipped.
   */
  async ifNotRunningElsewhere<T>(job: string, fn: () => Promise<T>): Promise<T | undefined> {
    const client = await this.pool.connect()
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(21, hashtext($1)) as ok',
        [job],
      )
      if (!rows[0]?.ok) return undefined
      try {
        return await fn()
      } finally {
        await client.query('select pg_advisory_unlock(21, hashtext($1))', [job])
      }
    } finally {
      client.release()
    }
  }

  async listen(channel: string, callback: (payload: string) => void) {
    this.listener ??= new Listener(this.url, this.options.log)
    return this.listener.add(channel, callback)
  }

  async close(): Promise<void> {
    if (this.ended) return
    this.ended = true
    await this.listener?.close()
    await this.pool.end()
  }
}

/** One connection that LISTENs for the process; reconnects (and listens again) when it drops. */
class Listener {
  private client: pg.Client | undefined
  private connecting: Promise<pg.Client> | undefined
  private readonly callbacks = new Map<string, Set<(payload: string) => void>>()
  private closed = false

  constructor(
    private readonly url: string,
    private readonly log?: (line: string) => void,
  ) {}

  private open(): Promise<pg.Client> {
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url })
      client.on('notification', (message) => {
        for (const callback of this.callbacks.get(message.channel) ?? [])
          callback(message.payload ?? '')
      })
      client.on('error', (error) => {
        this.log?.(`database listener lost: ${error.message}; reconnecting`)
        this.client = undefined
        this.connecting = undefined
        client.end().catch(() => {})
        if (!this.closed) setTimeout(() => void this.reopen(), 500).unref()
      })
      await client.connect()
      for (const channel of this.callbacks.keys()) await client.query(`listen ${ident(channel)}`)
      this.client = client
      return client
    })()
    return this.connecting
  }

  private async reopen() {
    try {
      await this.open()
    } catch (error) {
      this.connecting = undefined
      this.log?.(`database listener: ${(error as Error).message}; retrying`)
      if (!this.closed) setTimeout(() => void this.reopen(), 1000).unref()
    }
  }

  async add(channel: string, callback: (payload: string) => void) {
    let set = this.callbacks.get(channel)
    const first = !set
    if (!set) this.callbacks.set(channel, (set = new Set()))
    set.add(callback)
    const client = await this.open()
    if (first) await client.query(`listen ${ident(channel)}`)
    return async () => {
      set.delete(callback)
      if (set.size || this.callbacks.get(channel) !== set) return
      this.callbacks.delete(channel)
      await this.client?.query(`unlisten ${ident(channel)}`).catch(() => {})
    }
  }

  /**
   * Returns once every notification of a transaction committed before the call has reached the
   * callbacks. A notification travels on this connection, apart from the write's: without this
   * the writer could answer its request (and its next request read the page cache) before it
   * arrives, about one write in three here. PostgreSQL signals the listening backends before the
   * writer's COMMIT returns, and a backend sends what it was signalled for before it answers its
   * next query, so one round trip here is enough.
   */
  async sync(): Promise<void> {
    if (!this.callbacks.size) return
    await this.client?.query('select').catch(() => {})
  }

  async close() {
    this.closed = true
    const client = this.client ?? (await this.connecting?.catch(() => undefined))
    await client?.end().catch(() => {})
  }
}

const ident = (name: string) => '"' + name.replace(/"/g, '""') + '"'

/** PostgreSQL's answer to a zero byte in a text parameter (which a query string cannot hold). */
class ZeroByteError extends Error {
  readonly code = '22021'
  constructor() {
    super('invalid byte sequence for encoding "UTF8": 0x00')
  }
}

/**
 * `sql` with each `$n` outside quotes and comments replaced by parameter n as a quoted literal
 * (`NULL` for null). The statements are the backend's own (the REST layer's builder), whose
 * values are always parameters; quoting here is pg's escapeLiteral (an `E''` string when the
 * value holds a backslash).
 */
export function inlineParams(sql: string, params: (string | null)[]): string {
  if (!params.length) return sql
  let out = ''
  let i = 0
  while (i < sql.length) {
    const c = sql[i]!
    const next = sql[i + 1]
    let end = i + 1
    if (c === "'" || c === '"') {
      // A quoted string or identifier; a doubled quote stays inside.
      end = i + 1
      while (end < sql.length) {
        if (sql[end] === c) {
          if (sql[end + 1] === c) end += 2
          else break
        } else end++
      }
      end++
    } else if (c === '-' && next === '-') {
      end = sql.indexOf('\n', i)
      if (end < 0) end = sql.length
    } else if (c === '/' && next === '*') {
      end = sql.indexOf('*/', i + 2)
      end = end < 0 ? sql.length : end + 2
    } else if (c === '$' && next !== undefined && /[0-9]/.test(next)) {
      // A parameter: `$` and digits, not the tail of a name (`a$1`).
      const prev = sql[i - 1]
      const digits = /^\d+/.exec(sql.slice(i + 1))![0]
      if (prev === undefined || !/[\w$]/.test(prev)) {
        const value = params[Number(digits) - 1]
        if (value === undefined) throw new Error(`no parameter $${digits}`)
        if (value !== null && value.includes('\0')) throw new ZeroByteError()
        out += value === null ? 'NULL' : pg.escapeLiteral(value)
        i += 1 + digits.length
        continue
      }
      end = i + 1 + digits.length
    } else if (c === '$') {
      // A dollar-quoted string ($$…$$, $tag$…$tag$).
      const tag = /^\$(?:[A-Za-z_][\w]*)?\$/.exec(sql.slice(i))?.[0]
      if (tag) {
        const close = sql.indexOf(tag, i + tag.length)
        end = close < 0 ? sql.length : close + tag.length
      }
    }
    out += sql.slice(i, end)
    i = end
  }
  return out
}
