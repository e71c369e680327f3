/**
 * The one-round-trip path into PGlite for a request that is a single statement: BEGIN, the
 * request's setup statements, the statement and COMMIT go to Postgres as one batch of
 * extended-protocol messages, each statement prepared once (by name) and afterwards only bound
 * and executed. Through PGlite's `query()` API the same work is about fifteen calls into the
 * WASM module (docs/performance.md).
 *
 * It relies on PGlite internals that are not public API: `_runExclusiveTransaction` and
 * `_runExclusiveQuery` (the locks `query()`/`transaction()` take), `execProtocol(…,
 * { throwOnError: false })` and the shape of the parsed backend messages.
 * tests/api/db-wire.test.ts fails loudly when an upgrade changes any of them.
 */
import { type PGlite, protocol } from '@electric-sql/pglite'

import { requestValue, type StatementPath, type StatementResult, type StatementStep } from './sql'

interface PGliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>
}

type Internal = PGlite & PGliteInternals

/** The private PGlite members the fast path needs; throws naming the first one missing. */
export function pgliteInternals(pg: PGlite): Internal {
  const internal = pg as Internal
  for (const member of ['_runExclusiveTransaction', '_runExclusiveQuery', 'execProtocol'] as const)
    if (typeof internal[member] !== 'function')
      throw new Error(
        `PGlite no longer has ${member}(): the embedded backend's wire fast path (supabase/local/db/wire.ts) needs updating for this PGlite version.`,
      )
  return internal
}

/** Prepared-statement names are per connection: unique across every WirePath on it. */
let statementSeq = 0

export class WirePath implements StatementPath {
  private readonly pg: Internal
  /** SQL text → prepared-statement name, least recently used first. */
  private readonly prepared = new Map<string, string>()

  constructor(
    pg: PGlite,
    private readonly maxPrepared = 500,
  ) {
    this.pg = pgliteInternals(pg)
  }

  /**
   * Runs `steps` in one transaction (read-only when asked) and returns the last step's
   * result. On error the transaction is rolled back and the Postgres error thrown as PGlite
   * throws it.
   */
  run<T>(readOnly: boolean, steps: StatementStep[]): Promise<StatementResult<T>> {
    const pg = this.pg
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const { serialize } = protocol
        const fresh: [string, string][] = []
        const parts: Uint8Array[] = [
          serialize.parse({ text: readOnly ? 'begin read only' : 'begin' }),
          serialize.bind({}),
          serialize.execute({}),
        ]
        for (const step of steps) {
          let name = this.prepared.get(step.sql)
          if (name === undefined) {
            name = `lsbu_s${++statementSeq}`
            fresh.push([step.sql, name])
            parts.push(serialize.parse({ name, text: step.sql }))
          } else {
            // Most recently used last, so the eviction below closes the coldest statement.
            this.prepared.delete(step.sql)
            this.prepared.set(step.sql, name)
          }
          parts.push(serialize.bind({ statement: name, values: step.params }))
          if (step === steps[steps.length - 1]) parts.push(serialize.describe({ type: 'P' }))
          parts.push(serialize.execute({}))
        }
        parts.push(
          serialize.parse({ text: 'commit' }),
          serialize.bind({}),
          serialize.execute({}),
          serialize.sync(),
        )
        const { messages } = await pg.execProtocol(concat(parts), { throwOnError: false })
        const error = messages.find((m) => m.name === 'error')
        if (error) {
          // A statement parsed in this batch may or may not exist now: close it and forget it.
          const cleanup = [serialize.query('rollback')]
          for (const [, name] of fresh) cleanup.push(serialize.close({ type: 'S', name }))
          cleanup.push(serialize.sync())
          await pg.execProtocol(concat(cleanup), { throwOnError: false })
          throw error
        }
        for (const [sql, name] of fresh) this.prepared.set(sql, name)
        await this.evict()
        return collect<T>(messages, steps.length)
      }),
    )
  }

  /** Closes the least recently used statements past the cap (the connection is held). */
  private async evict() {
    const names: string[] = []
    for (const [sql, name] of this.prepared) {
      if (this.prepared.size - names.length <= this.maxPrepared) break
      names.push(name)
      this.prepared.delete(sql)
    }
    if (names.length) await this.pg.execProtocol(closeAll(names), { throwOnError: false })
  }

  /** Drops every prepared statement (after DDL: a changed table may change a statement's result). */
  forget(): void {
    const names = [...this.prepared.values()]
    this.prepared.clear()
    if (!names.length || this.pg.closed) return
    const pg = this.pg
    void pg
      ._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(() => pg.execProtocol(closeAll(names), { throwOnError: false })),
      )
      .catch(() => {})
  }
}

function closeAll(names: string[]): Uint8Array {
  return concat([
    ...names.map((name) => protocol.serialize.close({ type: 'S', name })),
    protocol.serialize.sync(),
  ])
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
 * The last step's rows and row count out of the batch's messages: its results follow the
 * CommandComplete of the step before it (BEGIN counts as one) and end with its own.
 */
function collect<T>(messages: { name: string }[], lastStep: number): StatementResult<T> {
  let completed = 0
  let fields: { name: string; dataTypeID: number }[] = []
  const rows: T[] = []
  let affectedRows = 0
  for (const m of messages) {
    if (m.name === 'commandComplete') {
      completed++
      if (completed === lastStep + 1) {
        const text = (m as unknown as { text: string }).text
        const match = /^(?:INSERT \d+|UPDATE|DELETE|SELECT|MERGE) (\d+)$/.exec(text)
        affectedRows = match && !text.startsWith('SELECT') ? Number(match[1]) : 0
      }
      continue
    }
    if (completed !== lastStep) continue
    if (m.name === 'rowDescription') fields = (m as unknown as { fields: typeof fields }).fields
    else if (m.name === 'dataRow') {
      const values = (m as unknown as { fields: (string | null)[] }).fields
      const row: Record<string, unknown> = {}
      fields.forEach((f, i) => {
        const v = values[i] ?? null
        row[f.name] = v === null ? null : requestValue(v, f.dataTypeID)
      })
      rows.push(row as T)
    }
  }
  return { rows, affectedRows }
}
