-- Triggers: updated_at maintenance, the audit log (who changed what, DECISIONS 14), the
-- audit log's immutability, reference numbers for public submissions (KEL-/BDG-/MSG-YYYY-
-- NNNNN, counted per year, race-safe), due dates from the SLA (3 days), article publish
-- dates, and a guard that the last admin cannot be demoted or removed.
-- Trigger functions live in the unexposed `private` schema so they are not RPC endpoints.

-- ---------------------------------------------------------------------------------------
-- updated_at
-- ---------------------------------------------------------------------------------------
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------
-- audit log
-- ---------------------------------------------------------------------------------------

-- A short label for a row: the Indonesian title/name/label/question, else a code or slug.
-- Submissions show only their reference number, never the submitter's details.
create or replace function private.row_title(table_name text, row_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(case
    when table_name in ('contact_submissions', 'complaints', 'appeals') then row_data ->> 'reference'
    when table_name = 'app_users' then row_data ->> 'full_name'
    when table_name = 'site_settings' then row_data ->> 'site_name'
    else coalesce(
      row_data -> 'title' ->> 'id',
      case jsonb_typeof(row_data -> 'name') when 'object' then row_data -> 'name' ->> 'id'
        when 'string' then row_data ->> 'name' end,
      row_data -> 'label' ->> 'id',
      row_data -> 'question' ->> 'id',
      row_data ->> 'code',
      row_data ->> 'slug'
    )
  end, 300)
$$;

-- Records one audit row per changed row. The actor comes from the request's JWT claims
-- (auth.uid()/auth.email()). Updates that change nothing but updated_at are not logged.
create or replace function private.audit_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_data jsonb := coalesce(new_row, old_row);
  diff jsonb := '{}'::jsonb;
  k text;
begin
  if tg_op = 'UPDATE' then
    for k in select jsonb_object_keys(new_row) loop
      continue when k in ('updated_at', 'created_at') or k ~* '(password|secret|token)';
      if new_row -> k is distinct from old_row -> k then
        diff := diff || jsonb_build_object(k, jsonb_build_object('old', old_row -> k, 'new', new_row -> k));
      end if;
    end loop;
    if diff = '{}'::jsonb then
      return null;
    end if;
  else
    select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) into diff
    from jsonb_each(row_data) e
    where e.key not in ('updated_at', 'created_at') and e.key !~* '(password|secret|token)';
  end if;

  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, record_title, changes)
  values (
    auth.uid(),
    left(auth.email(), 254),
    left(coalesce(auth.role(), nullif(current_setting('role', true), 'none')), 64),
    lower(tg_op),
    tg_table_name,
    left(row_data ->> 'id', 64),
    private.row_title(tg_table_name, row_data),
    diff
  );
  return null;
end
$$;

create or replace function private.forbid_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = '42501',
    message = 'Log audit tidak dapat diubah atau dihapus.',
    detail = 'The audit log is append-only.',
    hint = 'audit_log_append_only';
end
$$;

create trigger audit_log_forbid_update_delete
  before update or delete on public.audit_log
  for each row execute function private.forbid_audit_change();
create trigger audit_log_forbid_truncate
  before truncate on public.audit_log
  for each statement execute function private.forbid_audit_change();

-- ---------------------------------------------------------------------------------------
-- reference numbers and due dates for submissions
-- ---------------------------------------------------------------------------------------
create table private.reference_counters (
  prefix text not null check (prefix in ('KEL', 'BDG', 'MSG')),
  year integer not null check (year between 2000 and 2999),
  last_value integer not null check (last_value > 0),
  primary key (prefix, year)
);
comment on table private.reference_counters is 'Last reference number used per prefix and year (Asia/Jakarta).';

-- tg_argv[0] is the prefix. The upsert takes a row lock, so concurrent inserts get
-- consecutive numbers and never the same one.
create or replace function private.assign_reference()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  p text := tg_argv[0];
  y integer := extract(year from (now() at time zone 'Asia/Jakarta'))::integer;
  n integer;
begin
  insert into private.reference_counters as c (prefix, year, last_value)
  values (p, y, 1)
  on conflict (prefix, year) do update set last_value = c.last_value + 1
  returning c.last_value into n;
  new.reference := p || '-' || y::text || '-' || lpad(n::text, 5, '0');
  return new;
end
$$;

-- Complaints and appeals are due 3 days after receipt (the SLA of the certification flow).
create or replace function private.set_due_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.due_at is null then
    new.due_at := coalesce(new.created_at, now()) + interval '3 days';
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------
-- articles: publishing without a date publishes now
-- ---------------------------------------------------------------------------------------
create or replace function private.articles_default_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end
$$;

create trigger articles_default_published_at
  before insert or update on public.articles
  for each row execute function private.articles_default_published_at();

-- ---------------------------------------------------------------------------------------
-- app_users: there is always at least one admin once there was one
-- ---------------------------------------------------------------------------------------
create or replace function private.app_users_keep_an_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin') then
    if not exists (select 1 from public.app_users u where u.role = 'admin' and u.id <> old.id) then
      raise exception using
        errcode = '23514',
        message = 'Admin terakhir tidak dapat dihapus atau diturunkan perannya.',
        detail = 'The last admin cannot be removed or demoted.',
        hint = 'last_admin';
    end if;
  end if;
  return coalesce(new, old);
end
$$;

create trigger app_users_keep_an_admin
  before update of role or delete on public.app_users
  for each row execute function private.app_users_keep_an_admin();

-- ---------------------------------------------------------------------------------------
-- wiring: updated_at and audit on every table except audit_log
-- ---------------------------------------------------------------------------------------
create trigger app_users_set_updated_at before update on public.app_users
  for each row execute function private.set_updated_at();
create trigger app_users_audit after insert or update or delete on public.app_users
  for each row execute function private.audit_row();
create trigger site_settings_set_updated_at before update on public.site_settings
  for each row execute function private.set_updated_at();
create trigger site_settings_audit after insert or update or delete on public.site_settings
  for each row execute function private.audit_row();
create trigger navigation_menus_set_updated_at before update on public.navigation_menus
  for each row execute function private.set_updated_at();
create trigger navigation_menus_audit after insert or update or delete on public.navigation_menus
  for each row execute function private.audit_row();
create trigger hero_slides_set_updated_at before update on public.hero_slides
  for each row execute function private.set_updated_at();
create trigger hero_slides_audit after insert or update or delete on public.hero_slides
  for each row execute function private.audit_row();
create trigger cms_pages_set_updated_at before update on public.cms_pages
  for each row execute function private.set_updated_at();
create trigger cms_pages_audit after insert or update or delete on public.cms_pages
  for each row execute function private.audit_row();
create trigger rl_categories_set_updated_at before update on public.rl_categories
  for each row execute function private.set_updated_at();
create trigger rl_categories_audit after insert or update or delete on public.rl_categories
  for each row execute function private.audit_row();
create trigger rl_subclass_set_updated_at before update on public.rl_subclass
  for each row execute function private.set_updated_at();
create trigger rl_subclass_audit after insert or update or delete on public.rl_subclass
  for each row execute function private.audit_row();
create trigger legal_products_set_updated_at before update on public.legal_products
  for each row execute function private.set_updated_at();
create trigger legal_products_audit after insert or update or delete on public.legal_products
  for each row execute function private.audit_row();
create trigger articles_set_updated_at before update on public.articles
  for each row execute function private.set_updated_at();
create trigger articles_audit after insert or update or delete on public.articles
  for each row execute function private.audit_row();
create trigger clients_set_updated_at before update on public.clients
  for each row execute function private.set_updated_at();
create trigger clients_audit after insert or update or delete on public.clients
  for each row execute function private.audit_row();
create trigger faqs_set_updated_at before update on public.faqs
  for each row execute function private.set_updated_at();
create trigger faqs_audit after insert or update or delete on public.faqs
  for each row execute function private.audit_row();
create trigger struktur_organisasi_set_updated_at before update on public.struktur_organisasi
  for each row execute function private.set_updated_at();
create trigger struktur_organisasi_audit after insert or update or delete on public.struktur_organisasi
  for each row execute function private.audit_row();
create trigger alur_sertifikasi_set_updated_at before update on public.alur_sertifikasi
  for each row execute function private.set_updated_at();
create trigger alur_sertifikasi_audit after insert or update or delete on public.alur_sertifikasi
  for each row execute function private.audit_row();
create trigger legalitas_set_updated_at before update on public.legalitas
  for each row execute function private.set_updated_at();
create trigger legalitas_audit after insert or update or delete on public.legalitas
  for each row execute function private.audit_row();
create trigger contact_submissions_set_updated_at before update on public.contact_submissions
  for each row execute function private.set_updated_at();
create trigger contact_submissions_audit after insert or update or delete on public.contact_submissions
  for each row execute function private.audit_row();
create trigger complaints_set_updated_at before update on public.complaints
  for each row execute function private.set_updated_at();
create trigger complaints_audit after insert or update or delete on public.complaints
  for each row execute function private.audit_row();
create trigger appeals_set_updated_at before update on public.appeals
  for each row execute function private.set_updated_at();
create trigger appeals_audit after insert or update or delete on public.appeals
  for each row execute function private.audit_row();

create trigger contact_submissions_assign_reference before insert on public.contact_submissions
  for each row execute function private.assign_reference('MSG');
create trigger complaints_assign_reference before insert on public.complaints
  for each row execute function private.assign_reference('KEL');
create trigger appeals_assign_reference before insert on public.appeals
  for each row execute function private.assign_reference('BDG');
create trigger complaints_set_due_at before insert on public.complaints
  for each row execute function private.set_due_at();
create trigger appeals_set_due_at before insert on public.appeals
  for each row execute function private.set_due_at();
