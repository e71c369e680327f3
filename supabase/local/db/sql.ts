/**
 * What the backend asks of its database connection, whichever engine serves it: PGlite (one
 * in-process session, the default) or a PostgreSQL server through a pool of connections
 * (`DATABASE_URL`, postgres.ts). PGlite's own API is the model: a PGlite instance satisfies
 * these types as it is, and the PostgreSQL client answers in PGlite's shapes (same rows, same
 * parsed types, same errors' fields) so that no caller knows which engine it talks to.
 */

export interface SqlResult<T = Record<string, unknown>> {
  rows: T[]
  /** Rows changed by INSERT / UPDATE / DELETE / MERGE (0 for a SELECT). */
  affectedRows?: number
  fields: { name: string; dataTypeID: number }[]
}

/** A statement runner: a transaction's, or the client's (each statement autocommits). */
export interface Sql {
  /** One statement with bound parameters; rows parsed to JS values as PGlite parses them. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<T>>
  /** A script of statements without parameters; one result per statement. */
  exec(sql: string): Promise<SqlResult[]>
}

export interface Transaction extends Sql {
  /** Rolls the transaction back now; the callback's result is still returned. */
  rollback(): Promise<void>
}

export interface SqlClient extends Sql {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>
  /** LISTEN on a channel; resolves to the function that stops listening. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>
  readonly closed: boolean
  close(): Promise<void>
}

/** A statement and its bound values (always parameters, never spliced into the text). */
export interface StatementStep {
  sql: string
  params: (string | null)[]
}

/** The last step's rows (int2/int4/int8 as numbers, bool as boolean, the rest as text). */
export interface StatementResult<T> {
  rows: T[]
  affectedRows: number
}

/** Runs a request's steps in one transaction and returns the last step's rows. */
export interface StatementPath {
  run<T>(readOnly: boolean, steps: StatementStep[]): Promise<StatementResult<T>>
  /** Drops prepared statements (after DDL). */
  forget(): void
}

/** Column types the request path returns as numbers (int8, int2, int4) and as a boolean. */
const NUMBER_TYPES = new Set([20, 21, 23])
const BOOL_TYPE = 16

/** A value of the request path's result: numbers and booleans parsed, everything else text. */
export function requestValue(text: string, dataTypeID: number): unknown {
  return NUMBER_TYPES.has(dataTypeID)
    ? Number(text)
    : dataTypeID === BOOL_TYPE
      ? text === 't'
      : text
}
