-- The team-editing features (review, trash, drafts and presence, translation status, redirects,
-- the 404 log, the link check) were built side by side; together they must keep two rules every
-- other table and function keeps:
--
-- 1. Every table staff may write carries the two-factor restrictive policies (a session with a
--    second factor must have used it): tests/api/auth-mfa.test.ts.
do $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
      and (has_table_privilege('authenticated', c.oid, 'INSERT')
        or has_table_privilege('authenticated', c.oid, 'UPDATE')
        or has_table_privilege('authenticated', c.oid, 'DELETE'))
  loop
    perform private.require_two_factor(rel);
  end loop;
end
$$;

-- 2. Anonymous visitors execute only the public RPCs (tests/api/db-rpc.test.ts): the translation
--    status's computed fields are for staff lists, not for the site.
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname in ('english_fields', 'english_missing', 'english_outdated')
  loop
    execute format('revoke execute on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
end
$$;
