/**
 * The tests' template data folder (tests/support/db-template.ts) is what a cold start makes: a
 * backend started from a copy has every migration of supabase/migrations applied and the same
 * schema, rights and seeded rows as a database bootstrapped, migrated and seeded from scratch.
 * A template built from other migrations or another seed (a stale one) fails here.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Database } from '../../supabase/local/db/database'
import { copyTemplate, ensureTemplate, migrationFiles, templateKey } from '../support/db-template'
import { startBackend, type TestBackend } from './helpers'

/** Everything a migration or the seed decides, as rows that compare as text. */
const FINGERPRINT = `
  select 'relation' as kind, n.nspname || '.' || c.relname || ' ' || c.relkind::text
         || ' rls=' || c.relrowsecurity || ' acl=' || coalesce(c.relacl::text, '') as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
     and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
  union all
  select 'column', a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
         || ' notnull=' || a.attnotnull || ' default=' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'v', 'm', 'p')
     and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all
  select 'function', p.oid::regprocedure || ' ' || md5(pg_get_functiondef(p.oid))
         || ' acl=' || coalesce(p.proacl::text, '')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname not in ('pg_catalog', 'information_schema') and p.prokind in ('f', 'p')
  union all
  select 'policy', schemaname || '.' || tablename || ' ' || policyname || ' ' || cmd || ' '
         || array_to_string(roles, ',') || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '')
    from pg_policies
  union all
  select 'trigger', t.tgrelid::regclass || ' ' || pg_get_triggerdef(t.oid)
    from pg_trigger t where not t.tgisinternal
  union all
  select 'rows', t.table_schema || '.' || t.table_name || ' ' || (xpath('/row/n/text()',
           query_to_xml(format('select count(*) as n from %I.%I', t.table_schema, t.table_name),
                        false, true, '')))[1]::text
    from information_schema.tables t
   where t.table_type = 'BASE TABLE'
     and t.table_schema in ('public', 'auth', 'storage', 'private', 'supabase_migrations')
  order by 1, 2`

async function fingerprint(db: Database): Promise<string[]> {
  const { rows } = await db.pg.query<{ kind: string; item: string }>(FINGERPRINT)
  return rows.map((r) => `${r.kind}: ${r.item}`)
}

let t: TestBackend

beforeAll(async () => {
  t = await startBackend()
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

describe('the template data folder', () => {
  it('is named after the current migrations and seed', async () => {
    expect(await ensureTemplate()).toMatch(new RegExp(`${templateKey()}$`))
  })

  it('gives a started backend every migration of supabase/migrations, in order', async () => {
    const { rows } = await t.backend.db.pg.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    )
    expect(rows.map((r) => r.version)).toEqual(migrationFiles().map((f) => f.split('_')[0]))
    // The seed ran: the demo content is there.
    const { rows: articles } = await t.backend.db.pg.query<{ n: number }>(
      'select count(*)::int as n from public.articles',
    )
    expect(articles[0]!.n).toBeGreaterThan(0)
  })

  it('holds what a cold start makes: schema, rights, triggers and seeded rows', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lsbu-template-check-'))
    await copyTemplate(dataDir)
    const warm = await Database.open({ dataDir })
    const cold = await Database.open()
    try {
      const [fromTemplate, fromScratch] = [await fingerprint(warm), await fingerprint(cold)]
      expect(fromScratch.length).toBeGreaterThan(500)
      expect(fromTemplate).toEqual(fromScratch)
    } finally {
      await warm.close()
      await cold.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
