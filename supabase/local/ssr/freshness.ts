/**
 * Keeps the page cache in step with the embedded database (docs/decisions/011): every table a
 * visitor can read has a statement trigger that sends `NOTIFY page_content_changed` (migration
 * 20261123140000), which Postgres delivers when the writing transaction commits, and not at all
 * when it rolls back; a schema change (a migration applied while running) counts too. The next
 * scheduled change (an article whose publication time is still ahead) comes from
 * `private.page_cache_next_change()`.
 */
import type { Database } from '../db/database'
import type { PageCache } from './page-cache'

const CONTENT_CHANNEL = 'page_content_changed'

/** The next time published content changes by itself, per the database. */
export function nextContentChange(db: Database): () => Promise<number | null> {
  return async () => {
    const { rows } = await db.pg.query<{ at: Date | null }>(
      'select private.page_cache_next_change() as at',
    )
    return rows[0]?.at ? rows[0].at.getTime() : null
  }
}

/** Invalidates the cache on every committed content write and schema change; returns `stop`. */
export async function followContent(db: Database, cache: PageCache): Promise<() => Promise<void>> {
  const unlisten = await db.pg.listen(CONTENT_CHANNEL, (table) =>
    cache.invalidate(`${table} changed`),
  )
  const offSchema = db.onSchemaChange(() => cache.invalidate('schema changed'))
  return async () => {
    offSchema()
    if (!db.pg.closed) await unlisten()
  }
}
