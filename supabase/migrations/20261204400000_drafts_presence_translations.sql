-- Team editing on the editorial collections (docs/decisions/032-drafts-presence-translations.md):
--
-- 1. editing_drafts: the form's autosaved copy, per user and item ('new' for an item not saved
--    yet); only its owner reads or writes it.
-- 2. editing_presence: who has an item open (heartbeats every few seconds through
--    editing_heartbeat); a heartbeat older than 30 seconds is gone for every reader (RLS);
--    editing_take_over makes the others read-only and tells them who took over.
-- 3. translation_status: per item and translatable field, when the Indonesian and the English
--    last changed and whether the English is missing; the computed fields english_missing,
--    english_outdated and english_fields of every editorial table read it (lists, filters),
--    mark_english_current clears "outdated".
--
-- Both install through private.content_table_installers ('editing': cleanup when a row is
-- deleted; 'translation_status': the tracking trigger and the computed fields).

-- ---------------------------------------------------------------------------------------
-- helpers
-- ---------------------------------------------------------------------------------------
create or replace function public.is_editorial_table(target text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.aal_ok()
    and exists (select 1 from private.content_tables t where t.table_name = target and t.editorial)
$$;
comment on function public.is_editorial_table(text) is
  'Whether a public table is an editorial collection (private.content_tables.editorial); the drafts'' and presence''s policies and functions accept only those.';
revoke execute on function public.is_editorial_table(text) from public, anon;
grant execute on function public.is_editorial_table(text) to authenticated, service_role;

create or replace function private.can_edit_content()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.current_app_role() in ('admin', 'editor'), false) and public.aal_ok()
$$;
revoke all on function private.can_edit_content() from public;

-- ---------------------------------------------------------------------------------------
-- 1. drafts
-- ---------------------------------------------------------------------------------------
create table public.editing_drafts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  table_name text not null check (char_length(table_name) between 1 and 63),
  -- The item's id, or 'new' for the create form.
  item_key text not null check (item_key = 'new' or item_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  -- The form's values as typed.
  data jsonb not null check (jsonb_typeof(data) = 'object' and octet_length(data::text) <= 500000),
  -- The item's updated_at when the form loaded it (the restore keeps the conflict check).
  base_updated_at timestamptz,
  saved_at timestamptz not null default now(),
  primary key (user_id, table_name, item_key)
);
comment on table public.editing_drafts is
  'Autosaved form copies of editorial items, per user and item; only the owner reads and writes them; deleted on save or cancel.';

alter table public.editing_drafts enable row level security;
revoke all on public.editing_drafts from anon, authenticated;
grant select, insert, update, delete on public.editing_drafts to authenticated;
grant all on public.editing_drafts to service_role;
create policy "editing_drafts: owner reads" on public.editing_drafts
  for select to authenticated using (user_id = (select auth.uid()));
create policy "editing_drafts: editors insert their own" on public.editing_drafts
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.current_app_role()) in ('admin', 'editor')
    and public.is_editorial_table(table_name));
create policy "editing_drafts: editors update their own" on public.editing_drafts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (select public.current_app_role()) in ('admin', 'editor')
    and public.is_editorial_table(table_name));
create policy "editing_drafts: owner deletes" on public.editing_drafts
  for delete to authenticated using (user_id = (select auth.uid()));
select private.require_two_factor('public.editing_drafts');

-- ---------------------------------------------------------------------------------------
-- 2. presence
-- ---------------------------------------------------------------------------------------
create table public.editing_presence (
  table_name text not null check (char_length(table_name) between 1 and 63),
  row_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  user_name text not null check (char_length(user_name) <= 254),
  -- 'edit': has the form open for editing; 'read': opened it read-only (or was taken over).
  mode text not null check (mode in ('edit', 'read')),
  started_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now(),
  -- Who took this editor's form over (shown to them once, then cleared by their next take-over).
  taken_over_by_name text check (char_length(taken_over_by_name) <= 254),
  primary key (table_name, row_id, user_id)
);
comment on table public.editing_presence is
  'Who has an editorial item open (heartbeats). Rows whose heartbeat is older than 30 seconds are invisible and count as gone.';
create index editing_presence_heartbeat_idx on public.editing_presence (heartbeat_at);
create index editing_presence_user_idx on public.editing_presence (user_id);

alter table public.editing_presence enable row level security;
revoke all on public.editing_presence from anon, authenticated;
grant select on public.editing_presence to authenticated;
grant all on public.editing_presence to service_role;
create policy "editing_presence: staff read live heartbeats" on public.editing_presence
  for select to authenticated
  using ((select public.current_app_role()) in ('admin', 'editor', 'viewer')
    and heartbeat_at > now() - interval '30 seconds');

create or replace function private.my_display_name()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select u.full_name from public.app_users u where u.id = auth.uid()),
    (select a.email from auth.users a where a.id = auth.uid()),
    '?')
$$;
revoke all on function private.my_display_name() from public;

create or replace function private.presence_state(target text, item uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'taken_over_by', (select p.taken_over_by_name from public.editing_presence p
                      where p.table_name = target and p.row_id = item and p.user_id = auth.uid()),
    'others', coalesce((
      select jsonb_agg(jsonb_build_object('user_id', p.user_id, 'name', p.user_name,
               'mode', p.mode, 'since', p.started_at) order by p.started_at)
      from public.editing_presence p
      where p.table_name = target and p.row_id = item and p.user_id <> auth.uid()
        and p.heartbeat_at > now() - interval '30 seconds'), '[]'::jsonb))
$$;
revoke all on function private.presence_state(text, uuid) from public;

-- The form calls this every few seconds while an item is open. `mode` 'edit' of an editor who
-- was taken over stays 'read' (the answer's taken_over_by says by whom).
create or replace function public.editing_heartbeat(target text, item uuid, mode text default 'edit')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(); -- a staff session, with its second factor where due
  if not private.can_edit_content() then
    raise exception 'Only editors and admins can edit content.' using errcode = '42501';
  end if;
  if not public.is_editorial_table(target) or mode not in ('edit', 'read') then
    raise exception 'Not an editorial table or mode: %, %', target, mode using errcode = '22023';
  end if;
  insert into public.editing_presence as p (table_name, row_id, user_id, user_name, mode)
  values (target, item, auth.uid(), private.my_display_name(), mode)
  on conflict (table_name, row_id, user_id) do update set
    heartbeat_at = now(),
    -- A heartbeat after 30 s of silence is a new visit.
    started_at = case when p.heartbeat_at <= now() - interval '30 seconds' then now() else p.started_at end,
    taken_over_by_name = case when p.heartbeat_at <= now() - interval '30 seconds' then null
                              else p.taken_over_by_name end,
    mode = case when excluded.mode = 'edit' and p.taken_over_by_name is not null
                  and p.heartbeat_at > now() - interval '30 seconds' then 'read'
                else excluded.mode end;
  -- Old heartbeats are kept a while only.
  delete from public.editing_presence p where p.heartbeat_at < now() - interval '1 hour';
  return private.presence_state(target, item);
end
$$;
comment on function public.editing_heartbeat(text, uuid, text) is
  'Records that the caller has an editorial item open (mode edit or read); returns who else has it open and whether the caller was taken over.';
revoke execute on function public.editing_heartbeat(text, uuid, text) from public, anon;
grant execute on function public.editing_heartbeat(text, uuid, text) to authenticated, service_role;

-- The caller edits; everyone else editing the item becomes read-only and learns who took over.
create or replace function public.editing_take_over(target text, item uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me text := private.my_display_name();
begin
  perform private.require_staff(); -- a staff session, with its second factor where due
  if not private.can_edit_content() then
    raise exception 'Only editors and admins can edit content.' using errcode = '42501';
  end if;
  if not public.is_editorial_table(target) then
    raise exception 'Not an editorial table: %', target using errcode = '22023';
  end if;
  update public.editing_presence p set mode = 'read', taken_over_by_name = me
  where p.table_name = target and p.row_id = item and p.user_id <> auth.uid() and p.mode = 'edit'
    and p.heartbeat_at > now() - interval '30 seconds';
  insert into public.editing_presence as p (table_name, row_id, user_id, user_name, mode)
  values (target, item, auth.uid(), me, 'edit')
  on conflict (table_name, row_id, user_id) do update set
    heartbeat_at = now(), mode = 'edit', taken_over_by_name = null;
  return private.presence_state(target, item);
end
$$;
comment on function public.editing_take_over(text, uuid) is
  'The caller takes over editing an item: the others editing it become read-only and see who took over.';
revoke execute on function public.editing_take_over(text, uuid) from public, anon;
grant execute on function public.editing_take_over(text, uuid) to authenticated, service_role;

-- Closing the form (or the tab, best effort) ends the visit at once.
create or replace function public.editing_leave(target text, item uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.editing_presence p
  where p.table_name = target and p.row_id = item and p.user_id = auth.uid() and public.aal_ok()
$$;
comment on function public.editing_leave(text, uuid) is
  'Removes the caller''s presence on an item (the form closed).';
revoke execute on function public.editing_leave(text, uuid) from public, anon;
grant execute on function public.editing_leave(text, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 3. translation status
-- ---------------------------------------------------------------------------------------
create table public.translation_status (
  table_name text not null check (char_length(table_name) between 1 and 63),
  row_id uuid not null,
  -- A translatable column ({"id","en"}, checked with is_translatable).
  field text not null check (char_length(field) between 1 and 63),
  id_changed_at timestamptz not null,
  -- When the English last changed or was marked up to date; null while it never existed.
  en_changed_at timestamptz,
  en_missing boolean not null,
  primary key (table_name, row_id, field)
);
comment on table public.translation_status is
  'Per editorial item and translatable field: when the Indonesian and the English last changed, and whether the English is missing. Outdated: the Indonesian changed after the English.';

alter table public.translation_status enable row level security;
revoke all on public.translation_status from anon, authenticated;
grant select on public.translation_status to authenticated;
grant all on public.translation_status to service_role;
create policy "translation_status: staff read" on public.translation_status
  for select to authenticated
  using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));

-- The translatable columns of a table: those a check constraint passes to is_translatable.
create or replace function private.translatable_columns(target regclass)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(distinct a.attname::text order by a.attname::text), '{}')
  from pg_constraint c
  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
  where c.conrelid = target and c.contype = 'c' and cardinality(c.conkey) = 1
    and pg_get_constraintdef(c.oid) like '%is_translatable(%'
    and a.atttypid = 'jsonb'::regtype
$$;
revoke all on function private.translatable_columns(regclass) from public;

-- After insert or update; the trigger's arguments are the translatable columns.
create or replace function private.track_translation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  col text;
  row_new jsonb := to_jsonb(new);
  row_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else '{}'::jsonb end;
  new_v jsonb;
  old_v jsonb;
begin
  foreach col in array tg_argv loop
    new_v := row_new -> col;
    old_v := row_old -> col;
    if new_v is null or jsonb_typeof(new_v) <> 'object' or coalesce(new_v ->> 'id', '') = '' then
      delete from public.translation_status s
      where s.table_name = tg_table_name and s.row_id = (row_new ->> 'id')::uuid and s.field = col;
      continue;
    end if;
    insert into public.translation_status as s
      (table_name, row_id, field, id_changed_at, en_changed_at, en_missing)
    values (tg_table_name, (row_new ->> 'id')::uuid, col, now(),
      case when coalesce(new_v ->> 'en', '') <> '' then now() end,
      coalesce(new_v ->> 'en', '') = '')
    on conflict (table_name, row_id, field) do update set
      id_changed_at = case when (old_v ->> 'id') is distinct from (new_v ->> 'id') then now()
                           else s.id_changed_at end,
      en_changed_at = case when coalesce(old_v ->> 'en', '') <> coalesce(new_v ->> 'en', '') then now()
                           else s.en_changed_at end,
      en_missing = excluded.en_missing;
  end loop;
  return null;
end
$$;
revoke all on function private.track_translation() from public;

create or replace function private.install_translation_status(target regclass)
returns void
language plpgsql
set search_path = ''
as $install$
declare
  cols text[] := private.translatable_columns(target);
  name text := (select c.relname::text from pg_class c where c.oid = target);
begin
  if cardinality(cols) = 0 then
    return;
  end if;
  execute format('create or replace trigger translation_status after insert or update on %s '
    'for each row execute function private.track_translation(%s)', target,
    (select string_agg(quote_literal(c), ', ') from unnest(cols) c));
  -- Computed fields (select=english_fields, filter english_missing=is.true): read through the
  -- caller's rights, so only staff see anything.
  execute format($f$create or replace function public.english_missing(r %s) returns boolean
    language sql stable set search_path = '' as $b$
      select exists (select 1 from public.translation_status s
                     where s.table_name = %L and s.row_id = r.id and s.en_missing) $b$ $f$, target, name);
  execute format($f$create or replace function public.english_outdated(r %s) returns boolean
    language sql stable set search_path = '' as $b$
      select exists (select 1 from public.translation_status s
                     where s.table_name = %L and s.row_id = r.id and not s.en_missing
                       and (s.en_changed_at is null or s.id_changed_at > s.en_changed_at)) $b$ $f$,
    target, name);
  execute format($f$create or replace function public.english_fields(r %s) returns jsonb
    language sql stable set search_path = '' as $b$
      select coalesce(jsonb_object_agg(s.field, case when s.en_missing then 'missing' else 'outdated' end), '{}'::jsonb)
      from public.translation_status s
      where s.table_name = %L and s.row_id = r.id
        and (s.en_missing or s.en_changed_at is null or s.id_changed_at > s.en_changed_at) $b$ $f$,
    target, name);
  execute format('revoke execute on function public.english_missing(%1$s), public.english_outdated(%1$s), '
    'public.english_fields(%1$s) from public, anon', target);
  execute format('grant execute on function public.english_missing(%1$s), public.english_outdated(%1$s), '
    'public.english_fields(%1$s) to authenticated, service_role', target);
  -- Rows saved before: their texts count as translated when they were last saved.
  execute format('insert into public.translation_status (table_name, row_id, field, id_changed_at, en_changed_at, en_missing) '
    'select %L, r.id, c, r.updated_at, case when coalesce(to_jsonb(r) -> c ->> ''en'', '''') <> '''' then r.updated_at end, '
    'coalesce(to_jsonb(r) -> c ->> ''en'', '''') = '''' '
    'from %s r cross join unnest(%L::text[]) c '
    'where jsonb_typeof(to_jsonb(r) -> c) = ''object'' and coalesce(to_jsonb(r) -> c ->> ''id'', '''') <> '''' '
    'on conflict do nothing', name, target, cols);
end
$install$;
revoke all on function private.install_translation_status(regclass) from public;

-- "Mark English as up to date": the Indonesian changes so far are translated (fields null: all).
create or replace function public.mark_english_current(target text, item uuid, fields text[] default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(); -- a staff session, with its second factor where due
  if not private.can_edit_content() then
    raise exception 'Only editors and admins can edit content.' using errcode = '42501';
  end if;
  if not public.is_editorial_table(target) then
    raise exception 'Not an editorial table: %', target using errcode = '22023';
  end if;
  update public.translation_status s set en_changed_at = greatest(clock_timestamp(), s.id_changed_at)
  where s.table_name = target and s.row_id = item and not s.en_missing
    and (fields is null or s.field = any (fields));
end
$$;
comment on function public.mark_english_current(text, uuid, text[]) is
  'Marks an item''s English as up to date with its Indonesian (all fields, or those named).';
revoke execute on function public.mark_english_current(text, uuid, text[]) from public, anon;
grant execute on function public.mark_english_current(text, uuid, text[]) to authenticated, service_role;

-- The dashboard's count: items whose English is missing or outdated, per table.
create or replace function public.english_to_update()
returns table (table_name text, missing integer, outdated integer)
language sql
stable
set search_path = ''
as $$
  with per_item as (
    select s.table_name, s.row_id, bool_or(s.en_missing) as missing,
      bool_or(not s.en_missing and (s.en_changed_at is null or s.id_changed_at > s.en_changed_at)) as outdated
    from public.translation_status s
    group by s.table_name, s.row_id
  )
  select p.table_name, count(*) filter (where p.missing)::integer,
    count(*) filter (where p.outdated and not p.missing)::integer
  from per_item p
  where p.missing or p.outdated
  group by p.table_name
  order by p.table_name
$$;
comment on function public.english_to_update() is
  'Per editorial table: how many items lack English (missing) or have English older than the Indonesian (outdated, not missing).';
revoke execute on function public.english_to_update() from public, anon;
grant execute on function public.english_to_update() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 4. cleanup when an item is deleted, and the installers
-- ---------------------------------------------------------------------------------------
create or replace function private.forget_editing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.editing_drafts d where d.table_name = tg_table_name and d.item_key = old.id::text;
  delete from public.editing_presence p where p.table_name = tg_table_name and p.row_id = old.id;
  delete from public.translation_status s where s.table_name = tg_table_name and s.row_id = old.id;
  return null;
end
$$;
revoke all on function private.forget_editing() from public;

create or replace function private.install_editing(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('create or replace trigger forget_editing after delete on %s '
    'for each row execute function private.forget_editing()', target);
end
$$;
revoke all on function private.install_editing(regclass) from public;

insert into private.content_table_installers (feature, installer) values
  ('editing', 'private.install_editing(regclass)'),
  ('translation_status', 'private.install_translation_status(regclass)')
on conflict (feature) do update set installer = excluded.installer;

select private.install_editing(format('public.%I', t.table_name)::regclass),
  private.install_translation_status(format('public.%I', t.table_name)::regclass)
from private.content_tables t
where t.editorial;
