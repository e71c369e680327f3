/**
 * The retention rule for personal data in submissions (UU 27/2022, docs/security.md): at start-up
 * and then daily, `private.anonymise_closed_submissions(months)` redacts the name, email and
 * phone of complaints, appeals and contact messages closed more than `retentionMonths` ago.
 * Hosted Supabase runs the same function from pg_cron (docs/deploy.md).
 */
import type { BackendConfig } from './config'
import type { Database } from './db/database'

const DAY_MS = 24 * 3600 * 1000

export async function anonymiseClosedSubmissions(db: Database, months: number): Promise<number> {
  // Databases built from other migrations (test fixtures) have no such rule.
  const present = await db.pg.query(
    "select 1 where to_regprocedure('private.anonymise_closed_submissions(integer)') is not null",
  )
  if (present.rows.length === 0) return 0
  const { rows } = await db.pg.query<{ n: number }>(
    'select private.anonymise_closed_submissions($1) as n',
    [months],
  )
  return rows[0]?.n ?? 0
}

export function startRetention(
  db: Database,
  config: BackendConfig,
  log: (line: string) => void,
): { stop: () => void } {
  const run = () =>
    anonymiseClosedSubmissions(db, config.retentionMonths).then(
      (n) => {
        if (n > 0)
          log(
            `retention: anonymised ${n} submission(s) closed over ${config.retentionMonths} months ago`,
          )
      },
      (error: unknown) => {
        if (!db.pg.closed) log(`retention failed: ${String(error)}`)
      },
    )
  void run()
  const timer = setInterval(() => void run(), DAY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
