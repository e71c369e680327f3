-- Revisions (issue 20, docs/decisions/020): every save of a CMS page, news article, FAQ, legal
-- product, certification-flow step or hero slide keeps the whole row as it was saved, with who,
-- when and which fields changed. A restore brings an older version's content back as a new
-- revision (history is never rewritten); the audit log entry of each save links to its revision.
--
--   * public.content_revisions: one row per saved version of an item (version 1, 2, 3 …). The
--     row is stored whole as jsonb, so columns other work adds later (SEO fields …) are kept and
--     restored without touching this migration. Position-only saves (a reorder) are no new
--     version. An item that existed before its first recorded save gets a `baseline` version
--     of the row that save replaces, so the previous version is always kept.
--   * Retention: site_settings.revision_retention versions per item (default 50); older ones
--     are removed when a new one is written. Revisions outlive a deleted item, like the log.
--   * Access: staff (viewers too) read; nobody writes but the trigger; editors and admins
--     restore through public.restore_revision(), which updates the item only if it still has
--     the updated_at the editor loaded (DECISIONS 15) and returns null otherwise.

alter table public.site_settings
  add column revision_retention integer not null default 50
    check (revision_retention between 1 and 500);
comment on column public.site_settings.revision_retention is
  'How many versions of each CMS page, article, FAQ, legal product, flow step and hero slide are kept (content_revisions).';

create table public.content_revisions (
  id bigint generated always as identity primary key,
  table_name text not null check (table_name in
    ('cms_pages', 'articles', 'faqs', 'legal_products', 'alur_sertifikasi', 'hero_slides')),
  record_id uuid not null,
  version integer not null check (version > 0),
  -- insert: created; update: saved; restore: saved by restoring `restored_version`;
  -- baseline: the row as it was before the first save history recorded.
  action text not null check (action in ('baseline', 'insert', 'update', 'restore')),
  -- The whole row as saved (to_jsonb of the table's row).
  data jsonb not null check (jsonb_typeof(data) = 'object' and octet_length(data::text) <= 2000000),
  -- The columns this save changed (every column for an insert, none for a baseline).
  changed_fields text[] not null default '{}' check (cardinality(changed_fields) <= 200),
  restored_version integer check (restored_version > 0),
  -- No foreign key: the history outlives deleted users (as in the audit log).
  actor_id uuid,
  actor_name text check (char_length(actor_name) <= 254),
  -- The audit entry of the same save (no foreign key: the audit log stays untouchable, even
  -- by truncate's foreign-key check).
  audit_log_id bigint,
  created_at timestamptz not null default now(),
  unique (table_name, record_id, version)
);
comment on table public.content_revisions is
  'Saved versions of CMS pages, articles, FAQ, legal products, flow steps and hero slides (issue 20): the whole row per save, written by a trigger only.';
create index content_revisions_audit_log_id_idx on public.content_revisions (audit_log_id);

alter table public.content_revisions enable row level security;
revoke all on public.content_revisions from anon;
revoke insert, update, delete, truncate on public.content_revisions from authenticated, service_role;
create policy "content_revisions: staff read" on public.content_revisions
  for select to authenticated
  using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));

-- Trigger: after the audit trigger of the same row (triggers of one event fire in name order:
-- `<table>_audit` before `<table>_revision`), so the audit entry the save wrote can be linked.
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
    -- Nothing changed, or only the position (a reorder): not a new version of the content.
    if changed <@ array['sort_order', 'step_order'] then
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
  'Trigger: stores the saved row as a new version in content_revisions (issue 20) and applies the retention.';
revoke all on function private.record_revision() from public;

do $$
declare
  source text;
begin
  foreach source in array array['cms_pages', 'articles', 'faqs', 'legal_products',
    'alur_sertifikasi', 'hero_slides'] loop
    execute format('create trigger %I after insert or update on public.%I '
      'for each row execute function private.record_revision()', source || '_revision', source);
  end loop;
end
$$;

-- Restore: the revision's content columns are written back to the item, which must still have
-- the updated_at the caller loaded; otherwise nothing changes and the answer is null (the
-- client then says who changed it, DECISIONS 15). What an item says comes back (texts, images,
-- links, category …); where and whether it appears stays as it is now: its address (slug),
-- position, author, and publication state and schedule. Columns the revision lacks (added
-- since) keep their current values. The save is an ordinary update under the caller's rights
-- (row-level security applies), so it is audited and becomes a new `restore` revision.
create or replace function public.restore_revision(revision_id bigint, expected_updated_at timestamptz)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  rev public.content_revisions;
  kept constant text[] := array['id', 'created_at', 'updated_at', 'slug', 'sort_order', 'step_order',
    'author_id', 'status', 'published_at', 'is_published', 'publish_at', 'unpublish_at'];
  columns text;
  sources text;
  result jsonb;
begin
  if coalesce(public.current_app_role(), '') not in ('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Akses ditolak.',
      detail = 'Only editors and admins restore a version.', hint = 'editors_only';
  end if;
  select * into rev from public.content_revisions r where r.id = restore_revision.revision_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Versi tidak ditemukan.',
      detail = 'No such revision (it may have been removed by the retention setting).',
      hint = 'revision_not_found';
  end if;
  select string_agg(format('%I', a.attname), ', ' order by a.attnum),
         string_agg(format('v.%I', a.attname), ', ' order by a.attnum)
    into columns, sources
  from pg_attribute a
  where a.attrelid = format('public.%I', rev.table_name)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and rev.data ? a.attname and a.attname <> all (kept);
  if columns is null then
    return null;
  end if;
  perform set_config('lsbu.restoring_revision', rev.id::text, true);
  execute format(
    'update public.%I t set (%s) = (select %s from jsonb_populate_record(null::public.%I, $1) v) '
    'where t.id = $2 and t.updated_at = $3 returning to_jsonb(t)',
    rev.table_name, columns, sources, rev.table_name)
    into result using rev.data, rev.record_id, expected_updated_at;
  perform set_config('lsbu.restoring_revision', '', true);
  return result;
end
$$;
comment on function public.restore_revision(bigint, timestamptz) is
  'Editors and admins: writes a version''s content back to its item if the item still has expected_updated_at; returns the saved row, or null when it changed meanwhile (or is gone).';
revoke execute on function public.restore_revision(bigint, timestamptz) from public, anon;
grant execute on function public.restore_revision(bigint, timestamptz) to authenticated, service_role;
