-- Sessions that end when they should, and passwords that must be changed (issue 29 §4-§5).
-- Works the same on the embedded engine and on hosted Supabase: everything here reads or
-- writes auth.users / auth.sessions, which both have.
--
--   1. current_app_role() (redefined): a token whose session was ended has no staff rights
--      left, and a user whose password must be changed counts as a viewer (reads, no writes).
--   2. The must_change_password flag in app_metadata is cleared by the database when the
--      password changes in a statement that leaves app_metadata alone (the user's own change).
--   3. A role change or removal of a staff profile ends every session of that user.
--   4. An email change is audited and the old address is told through the outbox.
--   5. my_sessions() / revoke_my_session(id): the caller's own sessions (profile page);
--      revoke_user_sessions(user_id): service role only (the manage-users function).

-- ---------------------------------------------------------------------------------------
-- 1. current_app_role
-- ---------------------------------------------------------------------------------------
create or replace function public.current_app_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then null
    when not exists (
      select 1 from auth.users u
      where u.id = auth.uid() and u.deleted_at is null
        and (u.banned_until is null or u.banned_until <= now())
    ) then null
    -- Signed out, revoked (password reset, role change, ban) or expired: the access token is
    -- still signed but its session is gone. Tokens without a session id (service tools) skip.
    when nullif(auth.jwt() ->> 'session_id', '') is not null and not exists (
      select 1 from auth.sessions s
      where s.id::text = auth.jwt() ->> 'session_id' and s.user_id = auth.uid()
        and (s.not_after is null or s.not_after > now())
    ) then null
    when exists (
      select 1 from auth.users u
      where u.id = auth.uid() and coalesce(u.raw_app_meta_data ->> 'must_change_password', '') = 'true'
    ) then 'viewer'
    else coalesce((select u.role from public.app_users u where u.id = auth.uid()), 'viewer')
  end
$$;
comment on function public.current_app_role() is
  'The caller''s staff role: admin, editor or viewer (viewer when signed in without a profile, and while a temporary password must be changed); null for anon, for a token whose user is deleted or banned, and for a token whose session has ended.';

-- ---------------------------------------------------------------------------------------
-- 2. the must-change flag is cleared by the user's own password change
-- ---------------------------------------------------------------------------------------
create or replace function private.clear_must_change_password()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- An admin's reset writes the password and sets the flag; the user's own change (GoTrue's
  -- PUT /user, the embedded Auth alike) writes the password alone.
  if new.encrypted_password is distinct from old.encrypted_password
     and new.raw_app_meta_data is not distinct from old.raw_app_meta_data
     and new.raw_app_meta_data ? 'must_change_password' then
    new.raw_app_meta_data := new.raw_app_meta_data - 'must_change_password';
  end if;
  return new;
end
$$;
create trigger users_clear_must_change_password
  before update of encrypted_password on auth.users
  for each row execute function private.clear_must_change_password();

-- ---------------------------------------------------------------------------------------
-- 3. a role change ends the user's sessions
-- ---------------------------------------------------------------------------------------
create or replace function private.end_sessions_on_role_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or new.role is distinct from old.role then
    delete from auth.sessions where user_id = old.id;
    delete from auth.refresh_tokens where user_id = old.id::text;
  end if;
  return null;
end
$$;
create trigger app_users_end_sessions_on_role_change
  after update of role or delete on public.app_users
  for each row execute function private.end_sessions_on_role_change();

-- ---------------------------------------------------------------------------------------
-- 4. email changes: audited, the old address told
-- ---------------------------------------------------------------------------------------
alter table public.outbox drop constraint outbox_kind_check;
alter table public.outbox add constraint outbox_kind_check
  check (kind in ('received', 'status', 'outcome', 'staff_new', 'staff_digest', 'account'));

create or replace function private.email_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, record_title, changes)
  values (
    auth.uid(),
    left(auth.email(), 254),
    left(coalesce(auth.role(), nullif(current_setting('role', true), 'none')), 64),
    'update',
    'users',
    new.id::text,
    left(new.email, 300),
    jsonb_build_object('email', jsonb_build_object('old', old.email, 'new', new.email))
  );
  if public.is_email(old.email) then
    perform private.queue_mail(
      'staff', 'account', 'id', old.email,
      'Email akun Anda diubah / Your account email was changed',
      array[
        'Alamat email akun staf Anda diubah dari ' || old.email || ' menjadi ' || new.email
          || ' pada ' || private.mail_date(now(), 'id', true) || '.',
        'Jika bukan Anda yang mengubahnya, segera hubungi admin situs: akun Anda mungkin diambil alih.',
        'The email address of your staff account was changed from ' || old.email || ' to '
          || new.email || ' on ' || private.mail_date(now(), 'en', true) || '.',
        'If you did not make this change, contact the site''s admin at once: your account may have been taken over.'
      ]);
  end if;
  return null;
end
$$;
create trigger users_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email and old.email is not null and new.email is not null)
  execute function private.email_changed();

-- ---------------------------------------------------------------------------------------
-- 5. sessions for the profile page and for admins' tools
-- ---------------------------------------------------------------------------------------
create or replace function public.my_sessions()
returns table (id uuid, user_agent text, ip text, created_at timestamptz, last_used_at timestamptz, is_current boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.user_agent, host(s.ip), s.created_at,
    greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'utc'),
    s.id::text = coalesce(auth.jwt() ->> 'session_id', '')
  from auth.sessions s
  where s.user_id = auth.uid() and (s.not_after is null or s.not_after > now())
  order by 5 desc, s.id
$$;
comment on function public.my_sessions() is
  'The caller''s active sessions (device, address, last used, which one is this one): the profile page''s list.';
revoke execute on function public.my_sessions() from public, anon;
grant execute on function public.my_sessions() to authenticated, service_role;

create or replace function public.revoke_my_session(session_id uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with gone as (
    delete from auth.sessions s where s.id = revoke_my_session.session_id and s.user_id = auth.uid()
    returning s.id
  )
  select exists (select 1 from gone)
$$;
comment on function public.revoke_my_session(uuid) is
  'Ends one of the caller''s own sessions (its refresh tokens go with it); false when it is not theirs or already gone.';
revoke execute on function public.revoke_my_session(uuid) from public, anon;
grant execute on function public.revoke_my_session(uuid) to authenticated, service_role;

create or replace function public.revoke_user_sessions(user_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  delete from auth.sessions s where s.user_id = revoke_user_sessions.user_id;
  get diagnostics n = row_count;
  delete from auth.refresh_tokens t where t.user_id = revoke_user_sessions.user_id::text;
  return n;
end
$$;
comment on function public.revoke_user_sessions(uuid) is
  'Service role only: ends every session and refresh token of a user (admin password reset on hosted Supabase, whose admin API keeps them).';
revoke execute on function public.revoke_user_sessions(uuid) from public, anon, authenticated;
grant execute on function public.revoke_user_sessions(uuid) to service_role;
