/**
 * Starts the embedded backend in-process on a random port with a fresh temporary data
 * folder, and builds real supabase-js clients against it. With the product's schema and seed
 * the folder starts as a copy of the run's template (tests/support/db-template.ts): a warm start.
 * In the `api-postgres` project the database is instead a new PostgreSQL
 * database, copied from the cluster's template (tests/support/postgres-engine.ts).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'

import { restoreBackup } from '../../supabase/local/backup'
import { type Backend, type BackendOptions, createBackend } from '../../supabase/local/server'
import { copyTemplate } from '../support/db-template'
import { startDenoFunctions } from '../support/deno-functions'
import { createTestDatabase, postgresBase } from '../support/postgres-engine'

export interface TestBackend {
  backend: Backend
  url: string
  anonKey: string
  serviceRoleKey: string
  dataDir: string
  /** The backend's PostgreSQL database (api-postgres project), else undefined (PGlite). */
  databaseUrl?: string
  /** A client with the anon key (optionally signed in later). */
  anon: () => SupabaseClient
  /** A client with the service-role key: bypasses RLS. */
  service: () => SupabaseClient
  /** A client that sends this access token as the bearer. */
  withToken: (accessToken: string) => SupabaseClient
  stop: () => Promise<void>
}

/**
 * Options: `migrationsDir` for a test schema of its own; `seedFile: null` to skip seeding.
 * `API_TEST_RESTORE=<backup folder>`: a backend with the site's own schema and seed starts from
 * that backup instead (restore-from-postgres15.test.ts: the API tests on data that went through
 * PostgreSQL 15; or on any backup of a real site): restored once, then copied, as the template is.
 */
export async function startBackend(options: BackendOptions = {}): Promise<TestBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lsbu-api-'))
  const restoreFrom = process.env.API_TEST_RESTORE
  const ownSchema = Object.keys(options).some((key) =>
    ['dataDir', 'migrationsDir', 'seedFile'].includes(key),
  )
  const postgres = postgresBase()
  const database = postgres ? await createTestDatabase(postgres, !ownSchema) : undefined
  if (database) options = { databaseUrl: database.url, ...options }
  else if (restoreFrom && !ownSchema) await copyRestored(restoreFrom, dataDir)
  else if (!ownSchema) await copyTemplate(dataDir)
  const backend = await createBackend({ dataDir, ...options })
  const url = await backend.listen(0)
  // FUNCTIONS_RUNTIME=deno (functions-deno.test.ts): the functions' Deno entries serve them.
  const deno =
    process.env.FUNCTIONS_RUNTIME === 'deno'
      ? await startDenoFunctions({
          SUPABASE_URL: url,
          SUPABASE_ANON_KEY: backend.config.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: backend.config.serviceRoleKey,
        })
      : undefined
  if (deno) backend.config.functionUrls = deno.urls
  const client = (key: string, headers?: Record<string, string>) =>
    createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: headers ? { headers } : undefined,
    })
  return {
    backend,
    url,
    dataDir,
    databaseUrl: database?.url,
    anonKey: backend.config.anonKey,
    serviceRoleKey: backend.config.serviceRoleKey,
    anon: () => client(backend.config.anonKey),
    service: () => client(backend.config.serviceRoleKey),
    withToken: (token) => client(backend.config.anonKey, { Authorization: `Bearer ${token}` }),
    stop: async () => {
      deno?.stop()
      await backend.close()
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Copies into `dataDir` a data folder restored from `backup`, restoring it the first time (beside
 * the backup, under a temporary name renamed into place: test files in other processes may be
 * asking for it at the same moment).
 */
async function copyRestored(backup: string, dataDir: string): Promise<void> {
  const restored = `${backup}.restored`
  if (!existsSync(restored)) {
    const building = mkdtempSync(join(dirname(backup), '.restoring-'))
    await restoreBackup(backup, join(building, 'data'))
    try {
      renameSync(join(building, 'data'), restored)
    } catch (error) {
      // Another process put its restore in place first: use that one.
      if (!existsSync(restored)) throw error
    } finally {
      rmSync(building, { recursive: true, force: true })
    }
  }
  cpSync(restored, dataDir, { recursive: true })
}

/**
 * A stand-in `dist/` whose renderer is the real src/entry-server.tsx (loaded as the build's
 * `.ssr/entry-server.js` would be), with a minimal page shell: for `startBackend({ staticDir })`.
 */
export function realRendererDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'lsbu-ssr-dist-'))
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="id"><head><title>LSBU</title></head><body><noscript>JS</noscript><div id="root"></div></body></html>`,
  )
  mkdirSync(join(dir, '.ssr'))
  const entry = resolve('src/entry-server.tsx').replaceAll('\\', '/')
  writeFileSync(join(dir, '.ssr', 'entry-server.js'), `export * from '${entry}'\n`)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
