/**
 * Supabase's database-advisor checks that matter, as our own queries against pg_catalog
 * (the semantics of splinter's lints, not its code). Each query returns the findings; the
 * test fails on any. Runs on the migrations' schema (a copy of the run's template).
 */
import { readFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Database } from '../../supabase/local/db/database'
import { openTemplateCopy } from '../support/db-template'
import { ANON_EXECUTABLE, SIGNATURE_SQL } from './public-rpcs'

let db: Database
let close: (() => Promise<void>) | undefined

async function findings(sql: string): Promise<unknown[]> {
  return (await db.pg.query(sql)).rows
}

beforeAll(async () => {
  ;({ db, close } = await openTemplateCopy())
})
afterAll(async () => close?.())

describe('database advisor', () => {
  it('has RLS enabled on every table in public (0013 rls_disabled_in_public)', async () => {
    const tables = await findings(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`)
    expect(tables.length).toBeGreaterThanOrEqual(18)
    expect(
      await findings(`
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`),
    ).toEqual([])
  })

  it('has no policies on a table without RLS (0007 policy_exists_rls_disabled)', async () => {
    expect(
      await findings(`
        select distinct n.nspname, c.relname from pg_policy p
        join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
        where not c.relrowsecurity`),
    ).toEqual([])
  })

  it('gives every RLS table in public at least one policy (0008 rls_enabled_no_policy)', async () => {
    expect(
      await findings(`
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
          and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`),
    ).toEqual([])
  })

  it('fixes search_path on every function of the project, security definer or not (0011)', async () => {
    const all = await findings(`
      select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')`)
    expect(all.length).toBeGreaterThan(10)
    expect(
      await findings(`
        select n.nspname, p.proname, p.prosecdef from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`),
    ).toEqual([])
  })

  it('exposes auth.users through no view (0002) and has no security definer views (0010)', async () => {
    expect(
      await findings(`
        select distinct v.relname from pg_rewrite r
        join pg_class v on v.oid = r.ev_class
        join pg_namespace vn on vn.oid = v.relnamespace
        join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
        join pg_class t on t.oid = d.refobjid
        join pg_namespace tn on tn.oid = t.relnamespace
        where vn.nspname = 'public' and v.relkind in ('v', 'm') and tn.nspname = 'auth' and t.relname = 'users'`),
    ).toEqual([])
    expect(
      await findings(`
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'v'
          and not coalesce(c.reloptions, '{}') @> array['security_invoker=true']`),
    ).toEqual([])
  })

  it('has no always-true write policy (0024 rls_policy_always_true)', async () => {
    expect(
      await findings(`
        select schemaname, tablename, policyname, cmd from pg_policies
        where schemaname in ('public', 'storage') and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
          and (btrim(coalesce(qual, ''), '() ') = 'true' or btrim(coalesce(with_check, ''), '() ') = 'true')`),
    ).toEqual([])
  })

  it('indexes every foreign key (0001 unindexed_foreign_keys)', async () => {
    expect(
      await findings(`
        select c.relname, con.conname from pg_constraint con
        join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
        where con.contype = 'f' and n.nspname in ('public', 'private')
          and not exists (
            select 1 from pg_index i where i.indrelid = con.conrelid
              and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] @> con.conkey
              and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] <@ con.conkey)`),
    ).toEqual([])
  })

  it('caches auth lookups in policies with (select …) (0003 auth_rls_initplan)', async () => {
    const policies = (await findings(`
      select tablename, policyname, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname in ('public', 'storage')`)) as {
      tablename: string
      policyname: string
      expr: string
    }[]
    expect(policies.length).toBeGreaterThan(50)
    const perRow = policies.filter(({ expr }) => {
      const stripped = expr.replace(/\(\s*SELECT\s+[\w.]+\(\)\s+AS\s+\w+\)/gi, '')
      return /\b(auth\.(uid|jwt|role|email)|current_app_role|current_setting)\s*\(/i.test(stripped)
    })
    expect(perRow).toEqual([])
  })

  it('has one permissive policy per table, role and action (0006 multiple_permissive_policies)', async () => {
    expect(
      await findings(`
        select tablename, r.role, a.action, count(*) from pg_policies p
        cross join lateral unnest(p.roles) r(role)
        cross join lateral unnest(case when p.cmd = 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[p.cmd] end) a(action)
        where p.schemaname = 'public' and p.permissive = 'PERMISSIVE'
        group by tablename, r.role, a.action having count(*) > 1`),
    ).toEqual([])
  })

  it('names roles in every policy instead of applying to public', async () => {
    expect(
      await findings(`
        select tablename, policyname from pg_policies
        where schemaname in ('public', 'storage') and roles @> array['public']::name[]`),
    ).toEqual([])
  })

  it('bounds every text, text[] and jsonb column with a check constraint (lengths, formats, enumerations)', async () => {
    // audit_log.changes is written only by the audit trigger.
    expect(
      await findings(`
        select c.relname, a.attname from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_type t on t.oid = a.atttypid
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and t.typname in ('text', 'varchar', 'jsonb', 'json', '_text')
          and (c.relname, a.attname) <> ('audit_log', 'changes')
          and not exists (select 1 from pg_constraint k
                          where k.conrelid = c.oid and k.contype = 'c' and a.attnum = any(k.conkey))`),
    ).toEqual([])
  })

  it('gives every public table a primary key (0004) and a comment', async () => {
    expect(
      await findings(`
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and (not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')
               or obj_description(c.oid, 'pg_class') is null)`),
    ).toEqual([])
  })

  it('does not let anyone list the public media bucket anonymously (0025 public_bucket_allows_listing)', async () => {
    expect(
      await findings(`
        select policyname from pg_policies
        where schemaname = 'storage' and tablename = 'objects' and cmd in ('SELECT', 'ALL')
          and (roles && array['anon', 'public']::name[])`),
    ).toEqual([])
  })

  it('keeps the private schema and its helpers out of the API roles’ reach', async () => {
    expect(
      await findings(`
        select r.rolname from pg_roles r
        where r.rolname in ('anon', 'authenticated') and has_schema_privilege(r.rolname, 'private', 'USAGE')`),
    ).toEqual([])
    expect(
      await findings(`
        select r.rolname from pg_roles r
        where r.rolname in ('anon', 'authenticated')
          and has_function_privilege(r.rolname, 'public.claim_first_admin(uuid, text)', 'EXECUTE')`),
    ).toEqual([])
  })

  it('lets anon execute the documented public functions and no other (0028), also functions made later', async () => {
    const anon = (await findings(`
      select ${SIGNATURE_SQL} as sig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'EXECUTE')
      order by 1`)) as { sig: string }[]
    expect(anon.map((f) => f.sig)).toEqual([...ANON_EXECUTABLE].sort())
    // PUBLIC holds EXECUTE on no function of public (a revoke from PUBLIC alone left anon's own
    // grant in place, and a grant to PUBLIC would reach anon again).
    expect(
      await findings(`
        select ${SIGNATURE_SQL} as sig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
        where n.nspname = 'public' and a.grantee = 0 and a.privilege_type = 'EXECUTE'`),
    ).toEqual([])
    // A function a later migration creates: staff roles may execute it, anon may not.
    const probe = await db.pg.transaction(async (tx) => {
      await tx.exec(
        `create function public.advisor_probe() returns integer language sql set search_path = '' as 'select 1'`,
      )
      const { rows } = await tx.query(`
        select has_function_privilege('anon', 'public.advisor_probe()', 'EXECUTE') as anon,
          has_function_privilege('authenticated', 'public.advisor_probe()', 'EXECUTE') as authenticated,
          has_function_privilege('service_role', 'public.advisor_probe()', 'EXECUTE') as service_role`)
      await tx.rollback()
      return rows[0]
    })
    expect(probe).toEqual({ anon: false, authenticated: true, service_role: true })
    // Each is documented.
    const doc = readFileSync(new URL('../../docs/database.md', import.meta.url), 'utf8')
    const section = doc.slice(doc.indexOf('### What anon may execute'))
    for (const sig of ANON_EXECUTABLE) expect(section).toContain(`\`${sig.split('(')[0]}(`)
  })
})
