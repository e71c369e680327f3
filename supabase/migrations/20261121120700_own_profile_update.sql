-- Own profile: every signed-in staff member may change their own full name (the account
-- menu's Profil, issue 9), while only admins change roles or other people's rows.
-- One update policy (own row or admin) keeps to one permissive policy per action; a trigger
-- refuses a role or id change by anyone who is not an admin, since RLS cannot restrict columns
-- per row.

drop policy "app_users: admins update" on public.app_users;
create policy "app_users: own row or admin update" on public.app_users
  for update to authenticated
  using (id = (select auth.uid()) or (select public.current_app_role()) = 'admin')
  with check (id = (select auth.uid()) or (select public.current_app_role()) = 'admin');

create or replace function private.app_users_role_by_admins_only()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.role() = 'authenticated'
     and (new.role is distinct from old.role or new.id is distinct from old.id)
     and public.current_app_role() is distinct from 'admin' then
    raise exception using
      errcode = '42501',
      message = 'Hanya admin yang dapat mengubah peran.',
      detail = 'Only admins can change roles.',
      hint = 'field:role';
  end if;
  return new;
end
$$;
comment on function private.app_users_role_by_admins_only() is
  'Staff may edit their own profile, but only admins change a role (or an id).';

create trigger app_users_role_by_admins_only
  before update on public.app_users
  for each row execute function private.app_users_role_by_admins_only();
