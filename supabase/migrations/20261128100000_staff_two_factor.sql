-- Two-factor sign-in for staff (ADR 025), enforced by the database.
--
-- 1. auth.mfa_factors, auth.mfa_challenges and auth.mfa_amr_claims as hosted Supabase has them
--    (the embedded backend's bootstrap creates them for new databases; this creates them for
--    older embedded databases and leaves hosted Supabase's own tables alone).
-- 2. site_settings.two_factor_required_for: none / admins / admins_editors.
-- 3. public.aal_ok(): false when the caller's session is below aal2 while their role requires
--    two-factor sign-in or they have a verified factor (Supabase's documented pattern).
-- 4. A RESTRICTIVE policy for insert, update and delete on every table staff can write, and the
--    same check in private.require_staff(), which every staff RPC calls.
-- 5. remove_user_factors(): an admin at aal2 removes a user's factors (recovery), audited; the
--    user is signed out everywhere. The last administrator with a factor cannot remove their
--    own while the policy requires two-factor sign-in for administrators.

-- ---------------------------------------------------------------------------------------
-- 1. Factors visible to SQL
-- ---------------------------------------------------------------------------------------
do $$
begin
  if to_regclass('auth.mfa_factors') is null then
    create table auth.mfa_factors (
      id uuid primary key,
      user_id uuid not null references auth.users (id) on delete cascade,
      friendly_name text,
      factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
      status text not null check (status in ('unverified', 'verified')),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      secret text,
      phone text,
      last_challenged_at timestamptz unique,
      web_authn_credential jsonb,
      web_authn_aaguid uuid,
      last_webauthn_challenge_data jsonb
    );
    create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
    create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
      where trim(friendly_name) <> '';
  end if;
  if to_regclass('auth.mfa_challenges') is null then
    create table auth.mfa_challenges (
      id uuid primary key,
      factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
      created_at timestamptz not null,
      verified_at timestamptz,
      ip_address inet not null,
      otp_code text,
      web_authn_session_data jsonb
    );
    create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
  end if;
  if to_regclass('auth.mfa_amr_claims') is null then
    create table auth.mfa_amr_claims (
      session_id uuid not null references auth.sessions (id) on delete cascade,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      authentication_method text not null,
      id uuid not null primary key,
      constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
    );
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------
-- 2. The policy setting
-- ---------------------------------------------------------------------------------------
alter table public.site_settings
  add column two_factor_required_for text not null default 'none'
    check (two_factor_required_for in ('none', 'admins', 'admins_editors'));
comment on column public.site_settings.two_factor_required_for is
  'Who must sign in with a second factor (TOTP): none, admins, or admins_editors.';

create or replace function private.two_factor_required(app_role text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    case (select s.two_factor_required_for from public.site_settings s limit 1)
      when 'admins' then app_role = 'admin'
      when 'admins_editors' then app_role in ('admin', 'editor')
      else false
    end,
    false)
$$;

create or replace function private.has_verified_factor(p_user_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from auth.mfa_factors f where f.user_id = p_user_id and f.status = 'verified')
$$;

-- ---------------------------------------------------------------------------------------
-- 3. The assurance check
-- ---------------------------------------------------------------------------------------
create or replace function public.aal_ok()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is null
    or coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not (
      private.two_factor_required(public.current_app_role())
      or private.has_verified_factor(auth.uid())
    )
$$;
comment on function public.aal_ok() is
  'False when the caller signed in with a password only (aal1) although their role requires two-factor sign-in or they have a verified factor.';
revoke execute on function public.aal_ok() from public, anon;
grant execute on function public.aal_ok() to authenticated, service_role;

-- The staff app asks this once after sign-in: must the caller enrol, or verify a code?
create or replace function public.my_two_factor()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'required', private.two_factor_required(public.current_app_role()),
    'enrolled', private.has_verified_factor(auth.uid()),
    'aal', coalesce(auth.jwt() ->> 'aal', 'aal1'),
    'aal_ok', public.aal_ok()
  )
$$;
revoke execute on function public.my_two_factor() from public, anon;
grant execute on function public.my_two_factor() to authenticated, service_role;

-- Raised wherever the check fails: the staff app reads the hint.
create or replace function private.require_aal()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.aal_ok() then
    raise exception using errcode = '42501',
      message = 'Verifikasi dua langkah diperlukan. Masukkan kode dari aplikasi autentikator.',
      detail = 'This account must confirm a second factor (aal2) for this action.',
      hint = 'aal2_required';
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------
-- 4. Every write by staff, and every staff RPC
-- ---------------------------------------------------------------------------------------
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
  loop
    execute format('create policy "two-factor: insert" on %s as restrictive for insert to authenticated with check ((select public.aal_ok()))', t.tbl);
    execute format('create policy "two-factor: update" on %s as restrictive for update to authenticated using ((select public.aal_ok())) with check ((select public.aal_ok()))', t.tbl);
    execute format('create policy "two-factor: delete" on %s as restrictive for delete to authenticated using ((select public.aal_ok()))', t.tbl);
  end loop;
end
$$;

create or replace function private.require_staff()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  r text := public.current_app_role();
begin
  if r is null or r not in ('admin', 'editor', 'viewer') then
    raise exception using errcode = '42501', message = 'Akses ditolak.', detail = 'Staff only.', hint = 'staff_only';
  end if;
  perform private.require_aal();
  return r;
end
$$;

-- The staff RPCs that check the caller's role themselves rather than through require_staff:
-- each moves to `private` unchanged, and `public` gets a wrapper with the same name,
-- arguments and result that checks the assurance level and then calls it.
do $$
declare
  f record;
  call_args text;
begin
  for f in
    select p.oid, p.proname, pg_get_function_arguments(p.oid) as args,
      pg_get_function_identity_arguments(p.oid) as identity_args,
      pg_get_function_result(p.oid) as result,
      case p.provolatile when 'v' then 'volatile' when 's' then 'stable' else 'immutable' end as volatility,
      coalesce(p.proargnames, '{}'::text[]) as names,
      coalesce(p.proargmodes::text[], '{}'::text[]) as modes,
      obj_description(p.oid, 'pg_proc') as note
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname in ('case_timeline', 'import_certificates',
      'media_file_in_use', 'media_unused', 'outbox_resolve', 'staff_members')
  loop
    select coalesce(string_agg(format('%1$I => %1$I', x.name), ', ' order by x.ord), '')
      into call_args
    from unnest(f.names) with ordinality as x(name, ord)
    where coalesce(f.modes[x.ord], 'i') in ('i', 'b');
    execute format('alter function public.%I(%s) set schema private', f.proname, f.identity_args);
    execute format(
      $f$create function public.%1$I(%2$s) returns %3$s language sql %4$s security definer set search_path = '' as $b$
  select private.require_aal();
  select * from private.%1$I(%5$s);
$b$
$f$,
      f.proname, f.args, f.result, f.volatility, call_args);
    execute format('comment on function public.%I(%s) is %L', f.proname, f.identity_args,
      coalesce(f.note, '') || ' (Checks two-factor assurance, then calls private.' || f.proname || '.)');
    execute format('revoke execute on function public.%I(%s) from public, anon', f.proname, f.identity_args);
    execute format('grant execute on function public.%I(%s) to authenticated, service_role', f.proname, f.identity_args);
    execute format('revoke execute on function private.%I(%s) from public, anon, authenticated', f.proname, f.identity_args);
  end loop;
end
$$;

-- Turning the policy on without a factor of one's own would lock the admin out of every write.
create or replace function private.two_factor_policy_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.two_factor_required_for is distinct from old.two_factor_required_for
     and new.two_factor_required_for <> 'none'
     and auth.uid() is not null
     and not private.has_verified_factor(auth.uid()) then
    raise exception using errcode = '23514',
      message = 'Aktifkan verifikasi dua langkah untuk akun Anda sendiri terlebih dahulu.',
      detail = 'Enrol a second factor on your own account before requiring it.',
      hint = 'enrol_first';
  end if;
  return new;
end
$$;
create trigger site_settings_two_factor_guard
  before update of two_factor_required_for on public.site_settings
  for each row execute function private.two_factor_policy_guard();

-- ---------------------------------------------------------------------------------------
-- 5. Recovery
-- ---------------------------------------------------------------------------------------
-- True when removing p_factor_id (null: every factor) of p_user_id would leave no
-- administrator with a verified factor while the policy requires one for administrators.
create or replace function private.last_admin_factor(p_user_id uuid, p_factor_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.two_factor_required('admin')
    and exists (select 1 from public.app_users a where a.id = p_user_id and a.role = 'admin')
    and not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = p_user_id and f.status = 'verified'
        and p_factor_id is not null and f.id <> p_factor_id)
    and not exists (
      select 1 from public.app_users a join auth.mfa_factors f on f.user_id = a.id
      where a.role = 'admin' and a.id <> p_user_id and f.status = 'verified')
$$;

create or replace function public.remove_user_factors(p_user_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  removed integer;
  target_email text;
begin
  if private.require_staff() <> 'admin' then
    raise exception using errcode = '42501', message = 'Akses ditolak: hanya admin.', hint = 'admin_only';
  end if;
  -- Recovery is itself a sensitive act: only from a session verified with a second factor.
  if coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception using errcode = '42501',
      message = 'Verifikasi dua langkah diperlukan. Masukkan kode dari aplikasi autentikator.',
      detail = 'Removing factors needs an aal2 session.', hint = 'aal2_required';
  end if;
  select u.email into target_email from auth.users u where u.id = p_user_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Pengguna tidak ditemukan.', hint = 'not_found';
  end if;
  if private.last_admin_factor(p_user_id, null) then
    raise exception using errcode = '42501',
      message = 'Admin terakhir dengan verifikasi dua langkah tidak dapat menghapus faktornya sendiri selama kebijakan mewajibkannya.',
      detail = 'The last administrator with a second factor cannot remove it while the policy requires two-factor sign-in.',
      hint = 'last_admin_factor';
  end if;
  delete from auth.mfa_factors f where f.user_id = p_user_id;
  get diagnostics removed = row_count;
  -- Signed out everywhere: every session, and with it every refresh token.
  delete from auth.sessions s where s.user_id = p_user_id;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, record_title, changes)
  values (auth.uid(), left(auth.email(), 254), left(auth.role(), 64), 'delete', 'mfa_factors',
    p_user_id::text, left(target_email, 300),
    jsonb_build_object('factors_removed', removed, 'sessions_revoked', true));
  return json_build_object('user_id', p_user_id, 'factors_removed', removed);
end
$$;
comment on function public.remove_user_factors(uuid) is
  'Admin (aal2) recovery: removes every factor of a user and signs them out everywhere; audited.';
revoke execute on function public.remove_user_factors(uuid) from public, anon;
grant execute on function public.remove_user_factors(uuid) to authenticated, service_role;

revoke all on function private.two_factor_required(text), private.has_verified_factor(uuid),
  private.require_aal(), private.last_admin_factor(uuid, uuid), private.two_factor_policy_guard()
  from public;

-- ---------------------------------------------------------------------------------------
-- 6. On-demand register checkpoints: the register-checkpoint function signs with the
--    server's key (service role); the admin who asked is written to the audit log here, as
--    the caller, so the entry names them.
-- ---------------------------------------------------------------------------------------
create or replace function public.audit_register_checkpoint(p_checkpoint_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.certificate_chain_checkpoints;
begin
  if private.require_staff() <> 'admin' then
    raise exception using errcode = '42501', message = 'Akses ditolak: hanya admin.', hint = 'admin_only';
  end if;
  select * into c from public.certificate_chain_checkpoints k where k.id = p_checkpoint_id;
  if not found or c.created_at < now() - interval '5 minutes' then
    raise exception using errcode = 'P0002', message = 'Checkpoint tidak ditemukan.', hint = 'not_found';
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, record_title, changes)
  values (auth.uid(), left(auth.email(), 254), left(auth.role(), 64), 'insert', 'certificate_chain_checkpoints',
    c.id::text, 'Checkpoint ' || c.event_count,
    jsonb_build_object('event_count', c.event_count, 'head_hash', c.head_hash, 'signed_at', c.signed_at,
      'key_id', c.key_id, 'on_demand', true));
end
$$;
comment on function public.audit_register_checkpoint(bigint) is
  'Admins: records in the audit log that they asked for the (just signed) checkpoint.';
revoke execute on function public.audit_register_checkpoint(bigint) from public, anon;
grant execute on function public.audit_register_checkpoint(bigint) to authenticated, service_role;
