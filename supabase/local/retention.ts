/**
 * The retention rule for personal data in submissions (UU 27/2022, docs/security.md): at start-up
 * and then daily, `private.anonymise_closed_submissions(months)` redacts the name, email and
 * phone of complaints, appeals and contact messages closed more than `retentionMonths` ago (and
 * deletes the attachment rows of those cases); then the case-attachments files linked to no case
 * — unclaimed uploads and the files of anonymised or deleted cases — older than a day are
 * removed, row and bytes, through the storage layer (`removeUnlinkedAttachments`); content in the
 * trash longer than the site's setting is purged (`purgeExpiredTrash`).
 * Hosted Supabase runs the same function from pg_cron (docs/deploy.md).
 */
import type { BackendConfig } from './config'
import type { Database } from './db/database'
import type { BlobStore } from './storage/blobs'

const DAY_MS = 24 * 3600 * 1000
const ATTACHMENT_BUCKET = 'case-attachments'
/** An upload not linked to a case within this many hours is removed. */
const UNLINKED_HOURS = 24

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

/**
 * Removes the case-attachments objects linked to no case and uploaded more than `hours` ago:
 * their storage.objects rows, then their bytes. Returns how many.
 */
export async function removeUnlinkedAttachments(
  db: Database,
  blobs: BlobStore,
  hours = UNLINKED_HOURS,
): Promise<number> {
  const present = await db.pg.query(
    "select 1 where to_regprocedure('private.unlinked_case_attachment_objects(integer)') is not null",
  )
  if (present.rows.length === 0) return 0
  const removed = await db.asOwner(
    async (tx) =>
      (
        await tx.query<{ name: string; version: string | null }>(
          `delete from storage.objects
           where bucket_id = $1 and name in (select private.unlinked_case_attachment_objects($2))
           returning name, version`,
          [ATTACHMENT_BUCKET, hours],
        )
      ).rows,
  )
  for (const row of removed) await blobs.remove(ATTACHMENT_BUCKET, row.name, row.version)
  return removed.length
}

/**
 * Register watches never confirmed within 48 hours are deleted (and the watch request log older
 * than a day): private.delete_stale_register_watches(). Returns how many watches.
 */
export async function deleteStaleRegisterWatches(db: Database): Promise<number> {
  const present = await db.pg.query(
    "select 1 where to_regprocedure('private.delete_stale_register_watches()') is not null",
  )
  if (present.rows.length === 0) return 0
  const { rows } = await db.pg.query<{ n: number }>(
    'select private.delete_stale_register_watches() as n',
  )
  return rows[0]?.n ?? 0
}

/**
 * Content moved to the trash longer ago than site_settings.trash_retention_days (30 by default)
 * is deleted for good: private.purge_expired_trash(). Returns how many items.
 */
export async function purgeExpiredTrash(db: Database): Promise<number> {
  const present = await db.pg.query(
    "select 1 where to_regprocedure('private.purge_expired_trash()') is not null",
  )
  if (present.rows.length === 0) return 0
  const { rows } = await db.pg.query<{ n: number }>('select private.purge_expired_trash() as n')
  return rows[0]?.n ?? 0
}

export function startRetention(
  db: Database,
  config: BackendConfig,
  blobs: BlobStore,
  log: (line: string) => void,
): { stop: () => void } {
  // One process at a time when several serve one database.
  const run = () => db.exclusive('retention', once).catch(failed)
  const failed = (error: unknown) => {
    if (!db.pg.closed) log(`retention failed: ${String(error)}`)
  }
  const once = async () => {
    try {
      const n = await anonymiseClosedSubmissions(db, config.retentionMonths)
      if (n > 0)
        log(
          `retention: anonymised ${n} submission(s) closed over ${config.retentionMonths} months ago`,
        )
      const watches = await deleteStaleRegisterWatches(db)
      if (watches > 0) log(`retention: deleted ${watches} unconfirmed register watch(es)`)
      const trashed = await purgeExpiredTrash(db)
      if (trashed > 0) log(`retention: purged ${trashed} item(s) from the trash`)
      const files = await removeUnlinkedAttachments(db, blobs)
      if (files > 0) log(`retention: removed ${files} attachment file(s) linked to no case`)
    } catch (error) {
      failed(error)
    }
  }
  void run()
  const timer = setInterval(() => void run(), DAY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
