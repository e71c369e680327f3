-- Anonymous visitors execute the public site's RPCs and nothing else.
--
-- Postgres lets PUBLIC execute every new function, and Supabase adds, by default privileges
-- of the role that runs migrations, EXECUTE for anon, authenticated and service_role on every
-- function created in `public` (the embedded backend's bootstrap does the same). So a
-- migration that only writes `revoke … from public` still leaves anon its own grant, and a
-- staff RPC written without any revoke is open to every visitor through /rest/v1/rpc (until
-- now `import_certificates`, `current_app_role` and the check-constraint validators were).
-- A function that checks the caller's role inside is still one line away from a mistake.
--
-- 1. Functions created from now on: no EXECUTE for PUBLIC (every schema) or anon (public);
--    authenticated and service_role keep theirs from the default privileges. A new public RPC
--    must say `grant execute … to anon` and join the documented list (docs/database.md,
--    tests/api/public-rpcs.ts), or the database advisor test fails.
-- 2. Every existing function in public: EXECUTE revoked from PUBLIC and anon.
-- 3. Granted back to anon: the public RPCs the site calls, and content_now(), which the anon
--    read policies and search_site call as the visitor.

alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon;

do $$
declare
  f regprocedure;
begin
  for f in
    select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p')
  loop
    execute format('revoke execute on function %s from public, anon', f);
  end loop;
end
$$;

grant execute on function
  public.count_users(),
  public.public_layout(),
  public.search_site(text, text),
  public.submit_complaint(text, text, text, text, text, text, text, text),
  public.submit_appeal(text, text, text, text, text, text, text, text, text),
  public.submit_contact(text, text, text, text, text, text),
  public.track_submission(text, text),
  public.check_certificate(text),
  public.certificate_by_number(text),
  public.directory(jsonb, integer),
  public.preview_content(text),
  public.content_now()
to anon;
