/**
 * One registration per content table (docs/decisions/026): the SQL registry
 * (private.register_content_table → private.content_tables) and the admin-screen registry
 * (src/config/admin-screens.ts) agree, and what registration installs is there.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ADMIN_SCREENS,
  adminScreenList,
  AUDITED_TABLES,
  EDITORIAL_TABLES,
  pagesOf,
} from '../../src/config/admin-screens'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
const query = async <Row>(sql: string) =>
  (await t.backend.db.pg.query<Row>(sql)).rows as unknown as Row[]

beforeAll(async () => {
  t = await startBackend()
})
afterAll(async () => t?.stop())

/** Tables visitors read besides the content tables: the search index (written by triggers). */
const DERIVED = ['search_documents']

describe('the content registry', () => {
  it('registers every table visitors read (private.register_content_table)', async () => {
    const rows = await query<{ name: string }>(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and has_table_privilege('anon', c.oid, 'select')
        and exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polcmd in ('r', '*')
          and (p.polroles && array['anon'::regrole::oid] or p.polroles = '{0}'))
        and not exists (select 1 from private.content_tables r where r.table_name = c.relname)`)
    expect(rows.map((r) => r.name).filter((name) => !DERIVED.includes(name))).toEqual([])
  })

  it('has an admin screen for every registered content table', async () => {
    const rows = await query<{ name: string }>(
      `select table_name as name from private.content_tables order by 1`,
    )
    expect(rows.length).toBeGreaterThan(10)
    expect(rows.map((r) => r.name).filter((name) => !AUDITED_TABLES.includes(name))).toEqual([])
  })

  it('names only real, audited tables in the admin-screen registry', async () => {
    const rows = await query<{ name: string }>(`
      select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and g.tgname = c.relname || '_audit'`)
    const audited = rows.map((r) => r.name)
    expect(AUDITED_TABLES.filter((name) => !audited.includes(name))).toEqual([])
  })

  it('lists every audited table in the audit log (its table filter and labels)', async () => {
    const rows = await query<{ name: string }>(`
      select distinct c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
      join pg_namespace n on n.oid = c.relnamespace join pg_proc p on p.oid = g.tgfoid
      where n.nspname = 'public' and p.proname = 'audit_row' order by 1`)
    expect(rows.map((r) => r.name)).toContain('certificates')
    expect(rows.map((r) => r.name).filter((name) => !AUDITED_TABLES.includes(name))).toEqual([])
  })

  it('knows the same editorial collections as the admin-screen registry', async () => {
    const rows = await query<{ name: string }>(
      `select table_name as name from private.content_tables where editorial order by ordinal`,
    )
    expect(rows.map((r) => r.name).sort()).toEqual([...EDITORIAL_TABLES].sort())
  })

  it('runs every editorial installer for a table registered as editorial', async () => {
    await query(`create table public.editorial_probe (id uuid primary key default gen_random_uuid(),
      updated_at timestamptz not null default now())`)
    await query(`create table private.editorial_probe_calls (target text)`)
    await query(`create function private.editorial_probe_install(target regclass) returns void
      language sql as $$ insert into private.editorial_probe_calls values (target::text) $$`)
    await query(`insert into private.content_table_installers
      values ('zz-probe', 'private.editorial_probe_install(regclass)')`)
    try {
      await query(
        `select private.register_content_table('public.editorial_probe', editorial => true)`,
      )
      await query(`select private.register_content_table('public.editorial_probe')`)
      expect(await query(`select target from private.editorial_probe_calls`)).toEqual([
        { target: 'public.editorial_probe' },
      ])
    } finally {
      await query(`delete from private.content_table_installers where feature = 'zz-probe'`)
      await query(`delete from private.content_tables where table_name = 'editorial_probe'`)
      await query(`drop function private.editorial_probe_install(regclass)`)
      await query(`drop table private.editorial_probe_calls`)
      // cascade: the editorial installers add functions over its row type (in_review).
      await query(`drop table public.editorial_probe cascade`)
    }
  })

  it('installs everything a content table has, and reorder_rows takes the new list', async () => {
    await query(`create table public.registry_probe (
      id uuid primary key default gen_random_uuid(),
      body jsonb,
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`)
    try {
      await query(`select private.register_content_table('public.registry_probe',
        position_column => 'sort_order', revisions => true, markdown_columns => array['body'])`)
      const triggers = await query<{ name: string }>(`
        select tgname as name from pg_trigger
        where tgrelid = 'public.registry_probe'::regclass and not tgisinternal order by 1`)
      expect(triggers.map((r) => r.name)).toEqual([
        'page_content_changed',
        'registry_probe_audit',
        'registry_probe_revision',
        'registry_probe_set_updated_at',
      ])
      const policies = await query<{ name: string }>(`
        select polname as name from pg_policy
        where polrelid = 'public.registry_probe'::regclass order by 1`)
      expect(policies.map((r) => r.name)).toEqual([
        'two-factor: delete',
        'two-factor: insert',
        'two-factor: update',
      ])
      expect(
        await query(`select column_name from private.media_markdown_columns
          where table_name = 'registry_probe'`),
      ).toEqual([{ column_name: 'body' }])
      expect(await query(`select * from public.ordered_list_columns('registry_probe')`)).toEqual([
        { position_column: 'sort_order', parent_column: null },
      ])
      // Registering twice changes nothing (create or replace).
      await query(`select private.register_content_table('public.registry_probe',
        position_column => 'sort_order', revisions => true, markdown_columns => array['body'])`)
      const [{ id }] = await query<{ id: string }>(
        `insert into public.registry_probe (sort_order) values (1) returning id`,
      )
      expect(
        await query(`select public.reorder_rows('registry_probe',
          '[{"id": "${id}", "position": 5}]'::jsonb) as changed`),
      ).toEqual([{ changed: 1 }])
      expect(
        await query(`select count(*)::int as n from public.audit_log
          where table_name = 'registry_probe'`),
      ).toEqual([{ n: 2 }])
      await expect(
        query(
          `select private.register_content_table('public.registry_probe', position_column => 'position')`,
        ),
      ).rejects.toThrow(/has no column position/)
    } finally {
      await query(`delete from private.content_tables where table_name = 'registry_probe'`)
      await query(`delete from public.content_revisions where table_name = 'registry_probe'`)
      await query(`select private.sync_revision_tables()`)
      await query(`delete from private.media_markdown_columns where table_name = 'registry_probe'`)
      await query(`drop table public.registry_probe`)
    }
  })
})

describe('the admin-screen registry', () => {
  const screens = join(import.meta.dirname, '../../src/app/routes/admin')

  it('has a module for every page of every screen', () => {
    const missing = adminScreenList().flatMap(([key, entry]) =>
      pagesOf(entry)
        .filter(
          (page) =>
            !existsSync(join(screens, 'screens', `${page.module}.tsx`)) &&
            !existsSync(join(screens, `${page.module}.tsx`)),
        )
        .map((page) => `${key}: ${page.module}`),
    )
    expect(missing).toEqual([])
  })

  it('gives every screen with an address a first page at that address', () => {
    for (const [key, entry] of adminScreenList()) {
      if (entry.path === undefined) continue
      expect(pagesOf(entry)[0]?.path, key).toBe(entry.path)
    }
    expect(ADMIN_SCREENS.testimonials.path).toBe('testimoni')
  })
})
