/**
 * A template data folder for the tests: the product's migrations and the demo seed applied once
 * per test run, then copied into each test's fresh data folder. A copied folder
 * opens warm (~1 s: nothing to bootstrap, migrate or seed) instead of cold (initdb + every
 * migration + seed in WASM, ~9 s and far more under load).
 *
 * The template's folder name carries a hash of everything that shapes the database (bootstrap.sql,
 * each migration's name and text, seed.sql, the PGlite version), so a changed migration never
 * meets an old template. The seed's timestamps are relative to `now()` (a scheduled article is
 * due in 7 days), so a run builds its template afresh (`prepareTemplate`, the vitest global
 * setup) instead of reusing one from an earlier day.
 */
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { Database, SUPABASE_DIR } from '../../supabase/local/db/database'

const ROOT = resolve('node_modules/.cache/lsbu-db-template')
const MIGRATIONS = join(SUPABASE_DIR, 'migrations')
const SEED = join(SUPABASE_DIR, 'seed.sql')

/** The product migrations' file names, in the order they are applied. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()
}

/** A hash of every input of a cold start with the product schema. */
export function templateKey(): string {
  const hash = createHash('sha256')
  const pglite = JSON.parse(
    readFileSync(resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string }
  hash.update(`pglite ${pglite.version}\n`)
  hash.update(readFileSync(join(SUPABASE_DIR, 'local', 'db', 'bootstrap.sql')))
  for (const file of migrationFiles()) {
    hash.update(`\n-- ${file}\n`)
    hash.update(readFileSync(join(MIGRATIONS, file)))
  }
  hash.update('\n-- seed\n')
  if (existsSync(SEED)) hash.update(readFileSync(SEED))
  return hash.digest('hex').slice(0, 16)
}

const templatePath = (key: string) => join(ROOT, key)

/** Builds the template under a temporary name and renames it into place (atomic). */
async function build(key: string): Promise<string> {
  const target = templatePath(key)
  mkdirSync(ROOT, { recursive: true })
  const building = mkdtempSync(join(ROOT, '.building-'))
  try {
    const db = await Database.open({ dataDir: building })
    await db.close()
    try {
      renameSync(building, target)
    } catch (error) {
      // Another process built the same template first: keep theirs.
      if (!existsSync(join(target, 'pgdata', 'PG_VERSION'))) throw error
    }
  } finally {
    rmSync(building, { recursive: true, force: true })
  }
  return target
}

const pending = new Map<string, Promise<string>>()

/** The current template, built when missing. */
export function ensureTemplate(): Promise<string> {
  const key = templateKey()
  const target = templatePath(key)
  if (existsSync(join(target, 'pgdata', 'PG_VERSION'))) return Promise.resolve(target)
  let promise = pending.get(key)
  if (!promise) {
    promise = build(key).finally(() => pending.delete(key))
    pending.set(key, promise)
  }
  return promise
}

/**
 * The current template if one was built in the last `maxAgeMs` (its seed's times are relative to
 * when it was built), else null; never builds one. The e2e servers start from it when `npm test`'s
 * vitest stage has just made it (scripts/e2e-server.mjs).
 */
export function recentTemplate(maxAgeMs: number): string | null {
  const target = templatePath(templateKey())
  const version = join(target, 'pgdata', 'PG_VERSION')
  if (!existsSync(version)) return null
  return Date.now() - statSync(version).mtimeMs <= maxAgeMs ? target : null
}

/** Copies the template's database into `dataDir` (which has none yet). */
export async function copyTemplate(dataDir: string): Promise<void> {
  const template = await ensureTemplate()
  cpSync(join(template, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true })
}

/**
 * The product's database (every migration and the seed) opened on a copy of the template: what a
 * cold `Database.open()` builds, in about a second instead of a cold start of every migration.
 */
export async function openTemplateCopy(): Promise<{ db: Database; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lsbu-template-copy-'))
  await copyTemplate(dataDir)
  const db = await Database.open({ dataDir })
  return {
    db,
    close: async () => {
      await db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Once per test run (vitest global setup): removes every template (older runs', other hashes')
 * and builds the current one afresh, so the seed's `now()` is this run's.
 *
 * A vitest run started from inside a test (tests/api/restore-from-postgres15.test.ts) sets
 * `LSBU_DB_TEMPLATE_KEEP=1`: the outer run's workers are copying from that template at the same
 * moment, and removing it under them failed the inner run's setup (CI, 946e9b7).
 */
export async function prepareTemplate(): Promise<string> {
  const flag = '__lsbuTemplatePrepared'
  const state = globalThis as typeof globalThis & { [flag]?: Promise<string> }
  state[flag] ??= (async () => {
    if (!process.env.LSBU_DB_TEMPLATE_KEEP) rmSync(ROOT, { recursive: true, force: true })
    return ensureTemplate()
  })()
  return state[flag]
}

/** Vitest global setup of the projects that start backends. */
export default async function setup(): Promise<void> {
  await prepareTemplate()
}
