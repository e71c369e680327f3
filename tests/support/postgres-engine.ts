/**
 * The API tests on the PostgreSQL engine (`DATABASE_URL`, supabase/local/db/postgres.ts): the
 * vitest global setup of the `api-postgres` project starts one throwaway PostgreSQL 15 cluster
 * (tests/support/postgres15.ts), builds a template database with the product's bootstrap,
 * migrations and seed through the server's own `Database.open`, and tells the workers where it
 * is (`inject('postgresBase')`). Each backend a test starts (tests/api/helpers.ts) is then a new
 * database copied from that template (`create database … template … strategy file_copy`: about
 * 0.2 s here, against 1.4 s for PostgreSQL 15's default WAL_LOG copy and ~6 s to migrate and
 * seed), dropped when the test stops it.
 */
import { inject } from 'vitest'
import type { TestProject } from 'vitest/node'

import { Database } from '../../supabase/local/db/database'
import { onCluster, PG15_MISSING, pg15Available, startPostgres15 } from './postgres15'

export const TEMPLATE_DB = 'lsbu_template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's address without a database (`postgres://postgres@127.0.0.1:<port>`). */
    postgresBase: string | undefined
  }
}

/**
 * In a test of the `api-postgres` project: the cluster's address; else undefined (PGlite), also
 * outside a test worker (another project's global setup starting a backend).
 */
export function postgresBase(): string | undefined {
  try {
    return inject('postgresBase')
  } catch {
    return undefined
  }
}

let seq = 0

/**
 * A new database for one backend: a copy of the template (the product's schema and seed), or
 * empty (a test's own migrations: the server bootstraps it). Resolves to its URL and `drop`.
 */
export async function createTestDatabase(
  base: string,
  fromTemplate: boolean,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${++seq}_${Date.now().toString(36)}`
  await onCluster(
    base,
    `create database ${name} ${fromTemplate ? `template ${TEMPLATE_DB} strategy file_copy` : 'template template0'}`,
  )
  return {
    url: `${base}/${name}`,
    drop: () => onCluster(base, `drop database if exists ${name} with (force)`),
  }
}

/** Vitest global setup of `api-postgres`: provided to that project's tests only. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!pg15Available) throw new Error(PG15_MISSING)
  const cluster = await startPostgres15({ max_connections: '300' })
  const base = `postgres://postgres@127.0.0.1:${cluster.port}`
  await onCluster(base, `create database ${TEMPLATE_DB} template template0`)
  const db = await Database.open({ databaseUrl: `${base}/${TEMPLATE_DB}` })
  await db.close()
  project.provide('postgresBase', base)
  return () => cluster.stop()
}
