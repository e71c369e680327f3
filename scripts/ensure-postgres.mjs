#!/usr/bin/env node
// PostgreSQL 15's server binaries for the tests that start throwaway clusters (the API tests on
// the DATABASE_URL engine, tests/support/postgres15.ts): Debian's postgresql-15 package,
// installed with apt-get when missing and running as root (no main cluster is created: the
// tests make their own). Used by scripts/test.mjs before the vitest stage.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'

export const PG15_BIN = '/usr/lib/postgresql/15/bin'

/** True when the binaries are there (after installing them if they were not and we could). */
export function ensurePostgres() {
  if (existsSync(`${PG15_BIN}/initdb`)) return true
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root || !existsSync('/etc/debian_version')) {
    console.log(
      `[ensure-postgres] No PostgreSQL 15 in ${PG15_BIN} and not root on Debian: the PostgreSQL tests will fail (apt-get install postgresql-15).`,
    )
    return false
  }
  console.log("[ensure-postgres] Installing Debian's postgresql-15 (apt-get, no main cluster)…")
  mkdirSync('/etc/postgresql-common', { recursive: true })
  const conf = '/etc/postgresql-common/createcluster.conf'
  if (!existsSync(conf)) writeFileSync(conf, 'create_main_cluster = false\n')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql-15']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) return false
  }
  return existsSync(`${PG15_BIN}/initdb`)
}

// `node scripts/ensure-postgres.mjs` (.ci/run): the same, as a step of its own.
if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensurePostgres() ? 0 : 1)
