-- Trash (docs/decisions/031-trash.md). Deleting an editorial item through the API moves it to
-- the trash instead: a BEFORE DELETE trigger stamps deleted_at/deleted_by and cancels the
-- delete, so every client (the kit, supabase-js, a script with a staff token) gets the same
-- rule. A trashed row is hidden from every API role by a restrictive RLS policy (the public
-- site, the admin lists, the page cache's renders), leaves the search index, keeps its
-- revisions and its media uses, and frees its slug or code: the unique keys become exclusion
-- constraints over the rows not in the trash (same names, so the error texts stay).
--
-- Staff read the trash through public.trash_items(), editors and admins restore through
-- public.restore_from_trash() (a taken slug is refused: the screen asks for a new one), admins
-- empty it through public.empty_trash(); the daily job purges what has been in the trash
-- longer than site_settings.trash_retention_days (private.purge_expired_trash()). Only those
-- two (and the service role, which is never in a browser) delete for real.
--
-- Installed per table by private.trash_install(), the 'trash' row of
-- private.content_table_installers, run here over the editorial tables registered so far.

alter table public.site_settings add column trash_retention_days integer not null default 30
  constraint site_settings_trash_retention_days_check check (trash_retention_days between 1 and 365);
comment on column public.site_settings.trash_retention_days is
  'Days a trashed content item stays restorable before the daily job deletes it for good.';

-- The DELETE of an API role becomes a move to the trash (the row stays, stamped, and the delete
-- is cancelled). Purge and empty trash set lsbu.trash_purging for their transaction; the
-- service role (maintenance, never in a browser) deletes for real as before.
create or replace function private.trash_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  fk record;
begin
  if coalesce(current_setting('lsbu.trash_purging', true), '') = 'on'
     or auth.role() = 'service_role' then
    return old;
  end if;
  if (to_jsonb(old) ->> 'deleted_at') is null then
    execute format('update %s set deleted_at = now(), deleted_by = $2 where id = $1', tg_relid::regclass)
      using old.id, auth.uid();
    -- What a delete would set null it sets null now (an organisation chart's reports move to the
    -- top level), so what stays visible never points at a hidden row.
    for fk in
      select c.conrelid::regclass as child, a.attname::text as col
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = tg_relid and c.confdeltype = 'n'
        and cardinality(c.conkey) = 1
    loop
      execute format('update %s set %I = null where %I = $1', fk.child, fk.col, fk.col) using old.id;
    end loop;
    -- Shared preview links of the item end with it (they show a copy, not the row).
    delete from public.preview_links p where p.table_name = tg_table_name and p.record_id = old.id;
  end if;
  return null;
end
$$;
comment on function private.trash_row() is
  'Trigger: a DELETE through the API moves an editorial row to the trash (deleted_at, deleted_by) instead of deleting it.';
revoke all on function private.trash_row() from public;

create or replace function private.trash_install(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  rel text;
  con record;
begin
  select c.relname::text into rel from pg_class c where c.oid = target;
  execute format('alter table %s add column if not exists deleted_at timestamptz', target);
  execute format('alter table %s add column if not exists deleted_by uuid', target);
  execute format('comment on column %s.deleted_at is ''When the item was moved to the trash (null: not '
    'in the trash); purged after site_settings.trash_retention_days.''', target);
  execute format('comment on column %s.deleted_by is ''Who moved the item to the trash (auth user id).''', target);
  execute format('create index if not exists %I on %s (deleted_at) where deleted_at is not null',
    rel || '_trashed_idx', target);

  -- Hidden from every API role; the trash is read through public.trash_items().
  if not exists (select 1 from pg_policy p where p.polrelid = target and p.polname = 'trash: trashed rows are hidden') then
    execute format('create policy "trash: trashed rows are hidden" on %s as restrictive for select '
      'to anon, authenticated using (deleted_at is null)', target);
  end if;

  -- A trashed item frees its slug or code: each unique key becomes an exclusion constraint of
  -- the same name over the rows not in the trash.
  for con in
    select c.conname::text as name,
      (select string_agg(quote_ident(a.attname::text), ' with =, ' order by k.ord)
         from unnest(c.conkey) with ordinality k (attnum, ord)
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as cols
    from pg_constraint c where c.conrelid = target and c.contype = 'u'
  loop
    execute format('alter table %s drop constraint %I', target, con.name);
    execute format('alter table %s add constraint %I exclude using btree (%s with =) where (deleted_at is null)',
      target, con.name, con.cols);
  end loop;

  execute format('create or replace trigger trash_row before delete on %s '
    'for each row execute function private.trash_row()', target);
end
$$;
comment on function private.trash_install(regclass) is
  'Installer of the trash for one editorial table: deleted_at/deleted_by, the hiding policy, unique keys over live rows, the soft-delete trigger.';
revoke all on function private.trash_install(regclass) from public;

insert into private.content_table_installers (feature, installer)
values ('trash', 'private.trash_install(regclass)'::regprocedure)
on conflict (feature) do update set installer = excluded.installer;

select private.trash_install(format('public.%I', c.table_name)::regclass)
from private.content_tables c where c.editorial;

-- As in 20261124120000: a trashed row leaves the search index (and comes back on restore).
create or replace function private.maintain_search_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from public.search_documents d where d.source_id = old.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (to_jsonb(new) ->> 'deleted_at') is null then
    insert into public.search_documents
    select * from private.search_documents_of(tg_relid::regclass, new.id);
  end if;
  return null;
end
$$;
revoke all on function private.maintain_search_documents() from public;

-- As in 20261127100000: a classification counts only its subclassifications not in the trash
-- (trashed ones are purged before it, or restored with it).
create or replace function private.refuse_delete_in_use()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  case tg_table_name
    when 'rl_categories' then
      select count(*) into n from public.rl_subclass s where s.category_id = old.id and s.deleted_at is null;
      if n > 0 then
        raise exception using errcode = '23001',
          message = format('Klasifikasi %s masih memiliki %s subklasifikasi. Hapus atau pindahkan dulu.', old.code, n),
          detail = format('Classification %s still has %s subclassification(s). Delete or move them first.', old.code, n),
          hint = 'in_use';
      end if;
    when 'rl_subclass' then
      select count(*) into n from public.certificate_subclasses c where c.subclass_id = old.id;
      if n > 0 then
        raise exception using errcode = '23001',
          message = format('Subklasifikasi %s tercantum pada %s sertifikat. Ubah sertifikat tersebut dulu.', old.code, n),
          detail = format('Subclassification %s is on %s certificate(s). Change those certificates first.', old.code, n),
          hint = 'in_use';
      end if;
    when 'certified_companies' then
      select count(*) into n from public.certificates c where c.company_id = old.id;
      if n > 0 then
        raise exception using errcode = '23001',
          message = format('Badan usaha %s memegang %s sertifikat dan tetap tercatat di register: sertifikat tidak pernah dihapus.', old.name, n),
          detail = format('Company %s holds %s certificate(s) and stays in the register: certificates are never deleted.', old.name, n),
          hint = 'in_use';
      end if;
  end case;
  return old;
end
$$;

-- As in 20261125100000: moving to and from the trash is not a new version of the content.
create or replace function private.record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_row jsonb := to_jsonb(new);
  old_row jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  changed text[];
  last_version integer;
  this_version integer;
  restoring bigint := nullif(current_setting('lsbu.restoring_revision', true), '')::bigint;
  restored integer;
  keep integer;
begin
  -- The changed columns in the table's order (as its form shows them).
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(a.attname::text order by a.attnum), '{}') into changed
    from pg_attribute a
    where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped
      and a.attname not in ('updated_at', 'created_at')
      and new_row -> a.attname::text is distinct from old_row -> a.attname::text;
    -- Nothing changed, only the position (a reorder) or the trash stamp: not a new version.
    if changed <@ array['sort_order', 'step_order', 'deleted_at', 'deleted_by'] then
      return null;
    end if;
  else
    select coalesce(array_agg(a.attname::text order by a.attnum), '{}') into changed
    from pg_attribute a
    where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped
      and a.attname not in ('id', 'updated_at', 'created_at');
  end if;

  select max(r.version) into last_version
  from public.content_revisions r
  where r.table_name = tg_table_name and r.record_id = new.id;
  if last_version is null and tg_op = 'UPDATE' then
    -- The item predates its history (made before revisions existed, or loaded from a backup):
    -- keep the version this save replaces.
    insert into public.content_revisions (table_name, record_id, version, action, data, created_at)
    values (tg_table_name, new.id, 1, 'baseline', old_row,
            coalesce((old_row ->> 'updated_at')::timestamptz, now()));
    last_version := 1;
  end if;
  this_version := coalesce(last_version, 0) + 1;

  if restoring is not null then
    select r.version into restored from public.content_revisions r
    where r.id = restoring and r.table_name = tg_table_name and r.record_id = new.id;
  end if;

  insert into public.content_revisions (table_name, record_id, version, action, data, changed_fields,
    restored_version, actor_id, actor_name, audit_log_id)
  values (
    tg_table_name, new.id, this_version,
    case when restored is not null then 'restore' else lower(tg_op) end,
    new_row, changed, restored, auth.uid(),
    left(coalesce((select u.full_name from public.app_users u where u.id = auth.uid()), auth.email()), 254),
    (select l.id from public.audit_log l
     where l.table_name = tg_table_name and l.record_id = new.id::text and l.at = now()
     order by l.id desc limit 1));

  select s.revision_retention into keep from public.site_settings s limit 1;
  delete from public.content_revisions r
  where r.table_name = tg_table_name and r.record_id = new.id
    and r.version <= this_version - coalesce(keep, 50);
  return null;
end
$$;
comment on function private.record_revision() is
  'Trigger: stores the saved row as a new version in content_revisions and applies the retention.';
revoke all on function private.record_revision() from public;

-- Deletes trashed rows for good: those trashed before `older_than` ago (all with null), of one
-- table or all, or only the ids given. A row something still refers to (a classification whose
-- trashed subclassifications are not gone yet, a subclassification on a certificate) stays.
create or replace function private.purge_trash(older_than interval default null, only_table text default null,
  only_ids uuid[] default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  tbl text;
  row_id uuid;
  purged integer := 0;
  pass integer;
begin
  perform set_config('lsbu.trash_purging', 'on', true);
  loop
    pass := 0;
    for tbl in select c.table_name from private.content_tables c
               where c.editorial and (only_table is null or c.table_name = only_table) order by 1 loop
      for row_id in execute format('select r.id from public.%I r where r.deleted_at is not null '
          'and r.deleted_at <= now() - $1 and ($2::uuid[] is null or r.id = any($2))', tbl)
        using coalesce(older_than, interval '0'), only_ids loop
        begin
          execute format('delete from public.%I r where r.id = $1', tbl) using row_id;
          pass := pass + 1;
        exception when foreign_key_violation or restrict_violation then
          null;
        end;
      end loop;
    end loop;
    purged := purged + pass;
    exit when pass = 0;
  end loop;
  perform set_config('lsbu.trash_purging', '', true);
  return purged;
end
$$;
comment on function private.purge_trash(interval, text, uuid[]) is
  'Deletes trashed editorial rows for good (the only hard delete besides the service role); returns how many.';
revoke all on function private.purge_trash(interval, text, uuid[]) from public;

-- The daily job (supabase/local/retention.ts; pg_cron on hosted Supabase, docs/deploy.md).
create or replace function private.purge_expired_trash()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.purge_trash(make_interval(days => coalesce(
    (select s.trash_retention_days from public.site_settings s limit 1), 30)))
$$;
comment on function private.purge_expired_trash() is
  'Purges what has been in the trash longer than site_settings.trash_retention_days (the daily job).';
revoke all on function private.purge_expired_trash() from public;

-- The key column a restore may change (slug or code: the one-column exclusion constraint).
create or replace function private.trash_key_column(target regclass)
returns text
language sql
stable
set search_path = ''
as $$
  select a.attname::text from pg_constraint c
  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
  where c.conrelid = target and c.contype = 'x' and cardinality(c.conkey) = 1
  order by c.conname limit 1
$$;
revoke all on function private.trash_key_column(regclass) from public;

create or replace function private.trash_target(target text)
returns regclass
language plpgsql
stable
set search_path = ''
as $$
begin
  if not exists (select 1 from private.content_tables c where c.editorial and c.table_name = target) then
    raise exception using errcode = '22023',
      message = format('%s bukan koleksi konten yang punya sampah.', left(target, 64)),
      detail = format('%s is not a content collection with a trash.', left(target, 64));
  end if;
  return format('public.%I', target)::regclass;
end
$$;
revoke all on function private.trash_target(text) from public;

-- The trash, for staff: one collection or all, newest first.
create or replace function public.trash_items(target text default null)
returns table (table_name text, id uuid, title text, key text, deleted_at timestamptz,
  deleted_by uuid, deleted_by_name text, purge_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tbl text;
  keep integer := coalesce((select s.trash_retention_days from public.site_settings s limit 1), 30);
begin
  perform private.require_staff();
  if target is not null then
    perform private.trash_target(target);
  end if;
  for tbl in select c.table_name from private.content_tables c
             where c.editorial and (target is null or c.table_name = target) order by 1 loop
    return query execute format(
      'select %1$L::text, r.id, private.row_title(%1$L, to_jsonb(r)), '
      'coalesce(to_jsonb(r) ->> ''slug'', to_jsonb(r) ->> ''code''), r.deleted_at, r.deleted_by, '
      'u.full_name, r.deleted_at + make_interval(days => $1) '
      'from public.%1$I r left join public.app_users u on u.id = r.deleted_by '
      'where r.deleted_at is not null', tbl)
    using keep;
  end loop;
end
$$;
comment on function public.trash_items(text) is
  'The trashed editorial items (of one table or all) for staff: title, key, when, by whom, when they are purged.';
revoke all on function public.trash_items(text) from public, anon;
grant execute on function public.trash_items(text) to authenticated, service_role;

-- Brings an item back from the trash (editors and admins), with its revisions and media uses.
-- Its slug or code comes back too unless another item took it meanwhile: then the restore is
-- refused (23505, hint trash_key_taken) and the screen asks for `new_key`.
create or replace function public.restore_from_trash(target text, row_id uuid, new_key text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  rel regclass := private.trash_target(target);
  key_column text := private.trash_key_column(rel);
  key_value text;
begin
  if private.require_staff() not in ('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Hanya editor dan admin yang dapat memulihkan dari sampah.',
      detail = 'Only editors and admins can restore from the trash.';
  end if;
  begin
    if key_column is not null and nullif(btrim(new_key), '') is not null then
      execute format('update %s set deleted_at = null, deleted_by = null, %I = $2 '
        'where id = $1 and deleted_at is not null returning %I', rel, key_column, key_column)
        into key_value using row_id, btrim(new_key);
    else
      execute format('update %s set deleted_at = null, deleted_by = null '
        'where id = $1 and deleted_at is not null returning id', rel)
        into key_value using row_id;
    end if;
  exception when exclusion_violation then
    execute format('select %I from %s where id = $1', key_column, rel) into key_value using row_id;
    if nullif(btrim(new_key), '') is not null then
      key_value := btrim(new_key);
    end if;
    raise exception using errcode = '23505',
      message = format('Slug "%s" sudah dipakai item lain. Pilih slug baru untuk item yang dipulihkan.', key_value),
      detail = format('The slug "%s" is taken by another item. Choose a new slug for the restored item.', key_value),
      hint = 'trash_key_taken';
  end;
  if key_value is null then
    raise exception using errcode = 'P0002', message = 'Item ini tidak ada di sampah.',
      detail = 'This item is not in the trash.';
  end if;
end
$$;
comment on function public.restore_from_trash(text, uuid, text) is
  'Restores a trashed editorial item (editors and admins); a taken slug or code is refused unless new_key gives another.';
revoke all on function public.restore_from_trash(text, uuid, text) from public, anon;
grant execute on function public.restore_from_trash(text, uuid, text) to authenticated, service_role;

-- Admins delete trashed items for good: some (ids), one collection's, or the whole trash.
create or replace function public.empty_trash(target text default null, ids uuid[] default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.require_staff() <> 'admin' then
    raise exception using errcode = '42501', message = 'Hanya admin yang dapat mengosongkan sampah.',
      detail = 'Only admins can empty the trash.';
  end if;
  if target is not null then
    perform private.trash_target(target);
  end if;
  return private.purge_trash(null, target, ids);
end
$$;
comment on function public.empty_trash(text, uuid[]) is
  'Admins: deletes trashed editorial items for good (the ids given, one table''s, or all); returns how many.';
revoke all on function public.empty_trash(text, uuid[]) from public, anon;
grant execute on function public.empty_trash(text, uuid[]) to authenticated, service_role;
