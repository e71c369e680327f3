-- Tables that came after the two-factor migration (testimonials, …) get the same restrictive
-- aal policies: every table staff can write refuses an aal1 session of a user who needs aal2.
-- Idempotent: a table that already has the policies is left alone.
do $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as tbl
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
      and (has_table_privilege('authenticated', c.oid, 'INSERT')
        or has_table_privilege('authenticated', c.oid, 'UPDATE')
        or has_table_privilege('authenticated', c.oid, 'DELETE'))
      and not exists (
        select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'two-factor: insert'
      )
  loop
    execute format('create policy "two-factor: insert" on %s as restrictive for insert to authenticated with check ((select public.aal_ok()))', t.tbl);
    execute format('create policy "two-factor: update" on %s as restrictive for update to authenticated using ((select public.aal_ok())) with check ((select public.aal_ok()))', t.tbl);
    execute format('create policy "two-factor: delete" on %s as restrictive for delete to authenticated using ((select public.aal_ok()))', t.tbl);
  end loop;
end
$$;

-- Staff RPCs that came after it check the assurance level too (an aal1 session of a user with a
-- verified factor may not list or end sessions, nor read the ordered-list registry).
create or replace function public.my_sessions()
returns table (id uuid, user_agent text, ip text, created_at timestamptz, last_used_at timestamptz, is_current boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select private.require_aal();
  select s.id, s.user_agent, host(s.ip), s.created_at,
    greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'utc'),
    s.id::text = coalesce(auth.jwt() ->> 'session_id', '')
  from auth.sessions s
  where s.user_id = auth.uid() and (s.not_after is null or s.not_after > now())
  order by 5 desc, s.id
$$;

create or replace function public.revoke_my_session(session_id uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select private.require_aal();
  with gone as (
    delete from auth.sessions s where s.id = revoke_my_session.session_id and s.user_id = auth.uid()
    returning s.id
  )
  select exists (select 1 from gone)
$$;

create or replace function public.ordered_list_columns(target text, out position_column text, out parent_column text)
language sql
stable
security definer
set search_path = ''
as $$
  select private.require_aal();
  select c.position_column, c.parent_column from private.content_tables c
  where c.table_name = ordered_list_columns.target and c.position_column is not null
$$;

-- Moving media_file_in_use to `private` took the storage delete policy with it (a policy holds
-- the function itself, not its name), and authenticated may not execute the private one: the
-- policy calls the public wrapper again. Files are staff-writable too: the same restrictive
-- aal policies as the tables.
drop policy "media: editors and admins delete unused" on storage.objects;
create policy "media: editors and admins delete unused" on storage.objects
  for delete to authenticated
  using (bucket_id = 'media' and (select public.current_app_role()) in ('admin', 'editor')
    and not public.media_file_in_use(name));
create policy "two-factor: insert" on storage.objects as restrictive
  for insert to authenticated with check ((select public.aal_ok()));
create policy "two-factor: update" on storage.objects as restrictive
  for update to authenticated using ((select public.aal_ok())) with check ((select public.aal_ok()));
create policy "two-factor: delete" on storage.objects as restrictive
  for delete to authenticated using ((select public.aal_ok()));
