-- The media library (issue 20, docs/decisions/021): one row per file in the `media` bucket
-- with what the library shows (original name, type, size, dimensions, alt text per language,
-- uploader), where each file is used, and a delete that the database refuses while a file is
-- in use.
--
--   media_files        written by triggers on storage.objects (every upload through Storage,
--                      whichever screen or script made it); staff read; editors and admins
--                      change only the alt text. Rows go with their object.
--   media_usages()     every reference to a media file from content: the text columns named
--                      *image_url, *logo_url, *photo_url, *file_url of every public table (so a
--                      column added later is tracked by its name alone) and the Markdown
--                      columns listed in private.media_markdown_columns. Computed when asked,
--                      never stored, so it cannot go stale when content rows change.
--   media_library      the staff view: media_files + uses + use_count.
--   media_unused(days) the cleanup preview: files used nowhere, uploaded more than N days ago.
--
-- Deleting: the bucket's delete policy lets editors and admins remove only files used
-- nowhere (a refused file is simply not removed: Storage answers with the files it did
-- remove), and a trigger refuses the delete of a file in use for everyone else (the service
-- role, SQL), with the list of uses.

-- ---------------------------------------------------------------------------------------
-- media_files
-- ---------------------------------------------------------------------------------------
create table public.media_files (
  id uuid primary key default gen_random_uuid(),
  object_name text not null unique check (char_length(object_name) between 1 and 1024),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  mime_type text not null check (char_length(mime_type) <= 100 and mime_type ~ '^[a-z0-9.+-]+/[a-z0-9.+-]+$'),
  kind text generated always as (
    case when mime_type like 'image/%' then 'image' when mime_type = 'application/pdf' then 'pdf' else 'other' end
  ) stored check (kind in ('image', 'pdf', 'other')),
  size_bytes bigint not null default 0 check (size_bytes >= 0),
  width integer check (width between 1 and 100000),
  height integer check (height between 1 and 100000),
  alt jsonb not null default '{"id": "", "en": ""}'::jsonb check (public.is_translatable(alt, 300, false)),
  uploaded_by uuid references public.app_users (id) on delete set null,
  uploader_name text check (char_length(uploader_name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.media_files is
  'The media library: one row per object of the media bucket (kept by triggers on storage.objects), with its original name, type, size, dimensions, alt text per language and uploader. Staff read; editors and admins edit the alt text; rows go with their object.';
comment on column public.media_files.object_name is 'The object''s name in the media bucket (its public URL is /storage/v1/object/public/media/<object_name>).';
comment on column public.media_files.alt is 'Default alt text {id, en}, offered when the file is picked for a field with an alt text of its own.';
comment on column public.media_files.uploader_name is 'The uploader''s name when uploaded (editors cannot read other staff profiles).';
create index media_files_uploaded_by_idx on public.media_files (uploaded_by);
create index media_files_created_at_idx on public.media_files (created_at);

create trigger media_files_set_updated_at before update on public.media_files
  for each row execute function private.set_updated_at();
create trigger media_files_audit after insert or update or delete on public.media_files
  for each row execute function private.audit_row();

alter table public.media_files enable row level security;
revoke all on public.media_files from anon;
revoke insert, update, delete, truncate on public.media_files from authenticated;
grant update (alt) on public.media_files to authenticated;
create policy "media_files: staff read" on public.media_files
  for select to authenticated
  using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "media_files: editors and admins update" on public.media_files
  for update to authenticated
  using ((select public.current_app_role()) in ('admin', 'editor'))
  with check ((select public.current_app_role()) in ('admin', 'editor'));

-- ---------------------------------------------------------------------------------------
-- where files are used
-- ---------------------------------------------------------------------------------------
create table private.media_markdown_columns (
  table_name text not null,
  column_name text not null,
  primary key (table_name, column_name)
);
comment on table private.media_markdown_columns is
  'Markdown (translatable jsonb) columns that may embed media files; media_usages() reads them besides the *_url columns it finds by name.';
insert into private.media_markdown_columns (table_name, column_name) values
  ('articles', 'content'),
  ('cms_pages', 'content'),
  ('faqs', 'answer');

-- Every reference to a media file: (object name, table, row id, row key — the slug where the
-- row has one —, column, row title). `only_name` narrows the scan to one file.
create or replace function private.media_uses(only_name text default null)
returns table (object_name text, table_name text, record_id text, record_key text, column_name text, title text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- A public or rendered URL of the bucket, on any origin or relative: its object name.
  pattern constant text := '/storage/v1/(?:object|render/image)/public/media/([^?#[:space:]"''<>()\\]+)';
  col record;
begin
  for col in
    select c.relname::text as tbl, a.attname::text as colname
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and c.relname <> 'media_files'
      and ((a.atttypid = 'text'::regtype and a.attname ~ '(^|_)(image|logo|photo|file)_url$')
        or exists (select 1 from private.media_markdown_columns m
                   where m.table_name = c.relname and m.column_name = a.attname))
    order by 1, 2
  loop
    return query execute format(
      'select distinct m[1], %1$L, r.id::text, coalesce(to_jsonb(r) ->> ''slug'', r.id::text), %2$L,
              private.row_title(%1$L, to_jsonb(r))
       from public.%1$I r cross join lateral regexp_matches(r.%2$I::text, %3$L, ''g'') m
       where r.%2$I is not null and ($1 is null or strpos(r.%2$I::text, $1) > 0)
         and ($1 is null or m[1] = $1)',
      col.tbl, col.colname, pattern)
    using only_name;
  end loop;
end
$$;
comment on function private.media_uses(text) is
  'Every reference to a media-bucket object from content (url columns by name, Markdown columns by list), or those of one object.';

create or replace function public.media_usages()
returns table (object_name text, table_name text, record_id text, record_key text, column_name text, title text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query select * from private.media_uses(null);
end
$$;
comment on function public.media_usages() is
  'Staff: where each media file is used {object_name, table_name, record_id, record_key (slug or id), column_name, title}.';
revoke execute on function public.media_usages() from public, anon;
grant execute on function public.media_usages() to authenticated, service_role;

create or replace function public.media_file_in_use(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.media_uses(media_file_in_use.object_name))
$$;
comment on function public.media_file_in_use(text) is
  'Whether content refers to this media object (the bucket''s delete policy asks).';
revoke execute on function public.media_file_in_use(text) from public, anon;
grant execute on function public.media_file_in_use(text) to authenticated, service_role;

create view public.media_library with (security_invoker = true) as
  with uses as (
    select u.object_name,
      jsonb_agg(jsonb_build_object('table', u.table_name, 'id', u.record_id, 'key', u.record_key,
        'column', u.column_name, 'title', u.title) order by u.table_name, u.title, u.record_id) as uses,
      count(*)::integer as use_count
    from public.media_usages() u
    group by u.object_name
  )
  select f.id, f.object_name, f.name, f.mime_type, f.kind, f.size_bytes, f.width, f.height, f.alt,
    f.uploaded_by, f.uploader_name, f.created_at, f.updated_at,
    coalesce(uses.uses, '[]'::jsonb) as uses,
    coalesce(uses.use_count, 0) as use_count,
    -- The name as the admin kit's search sees typed text (its punctuation as spaces), so
    -- "denah.png" finds denah.png.
    btrim(regexp_replace(f.name, '[[:space:],()*%\\:"''.]+', ' ', 'g')) as search_name
  from public.media_files f
  left join uses on uses.object_name = f.object_name;
comment on view public.media_library is
  'Staff: the media library with where each file is used (uses: [{table, id, key, column, title}], use_count).';
revoke all on public.media_library from anon;
grant select on public.media_library to authenticated;

-- ---------------------------------------------------------------------------------------
-- the cleanup preview
-- ---------------------------------------------------------------------------------------
create or replace function public.media_unused(older_than_days integer)
returns setof public.media_files
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(public.current_app_role(), '') not in ('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Akses ditolak.', detail = 'Editors and admins only.', hint = 'editors_only';
  end if;
  if older_than_days is null or older_than_days < 0 or older_than_days > 3650 then
    raise exception using errcode = '22023', message = 'Umur berkas harus 0–3650 hari.',
      detail = 'The age must be 0 to 3650 days.', hint = 'field:older_than_days';
  end if;
  return query
    select f.* from public.media_files f
    where f.created_at < now() - make_interval(days => older_than_days)
      and not exists (select 1 from private.media_uses(null) u where u.object_name = f.object_name)
    order by f.created_at, f.object_name;
end
$$;
comment on function public.media_unused(integer) is
  'Editors and admins: the media files used nowhere and uploaded more than N days ago (what a cleanup would remove), oldest first.';
revoke execute on function public.media_unused(integer) from public, anon;
grant execute on function public.media_unused(integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- storage.objects → media_files
-- ---------------------------------------------------------------------------------------
-- An upload (insert, or an update of a replaced file) writes the library row. The size and
-- type are Storage's own metadata; the original name and the dimensions come from the
-- uploader's user metadata ({name, width, height}), checked here.
create or replace function private.media_file_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := case when jsonb_typeof(new.metadata) = 'object' then new.metadata else '{}'::jsonb end;
  um jsonb := case when jsonb_typeof(new.user_metadata) = 'object' then new.user_metadata else '{}'::jsonb end;
  mime text := lower(btrim(split_part(coalesce(meta ->> 'mimetype', ''), ';', 1)));
  size bigint := case when meta ->> 'size' ~ '^[0-9]{1,15}$' then (meta ->> 'size')::bigint else 0 end;
  w integer := case when um ->> 'width' ~ '^[0-9]{1,6}$' and (um ->> 'width')::integer between 1 and 100000
    then (um ->> 'width')::integer end;
  h integer := case when um ->> 'height' ~ '^[0-9]{1,6}$' and (um ->> 'height')::integer between 1 and 100000
    then (um ->> 'height')::integer end;
  given_name text := nullif(left(btrim(regexp_replace(coalesce(um ->> 'name', ''), '[[:cntrl:]]', '', 'g')), 200), '');
  has_file_meta boolean := meta ? 'size' or meta ? 'mimetype';
  uploader public.app_users%rowtype;
begin
  if new.bucket_id is distinct from 'media' or new.name is null then
    return null;
  end if;
  if mime !~ '^[a-z0-9.+-]+/[a-z0-9.+-]+$' or char_length(mime) > 100 then
    mime := 'application/octet-stream';
  end if;
  select * into uploader from public.app_users u where u.id::text = new.owner_id;
  if tg_op = 'UPDATE' and old.bucket_id = 'media' and old.name is distinct from new.name then
    update public.media_files set object_name = new.name where object_name = old.name;
  end if;
  insert into public.media_files (object_name, name, mime_type, size_bytes, width, height, uploaded_by, uploader_name)
  values (new.name, coalesce(given_name, left(regexp_replace(new.name, '^.*/', ''), 200)), mime, size,
    w, h, uploader.id, uploader.full_name)
  -- A replaced file: what this write says, the rest as it was (a metadata-only update keeps
  -- the name and dimensions the upload gave).
  on conflict (object_name) do update set
    name = coalesce(given_name, public.media_files.name),
    mime_type = case when has_file_meta then excluded.mime_type else public.media_files.mime_type end,
    size_bytes = case when has_file_meta then excluded.size_bytes else public.media_files.size_bytes end,
    width = coalesce(w, public.media_files.width),
    height = coalesce(h, public.media_files.height),
    uploaded_by = coalesce(excluded.uploaded_by, public.media_files.uploaded_by),
    uploader_name = coalesce(excluded.uploader_name, public.media_files.uploader_name);
  return null;
end
$$;

-- A file in use is never deleted, whoever asks; a deleted file's row goes with it.
create or replace function private.media_file_guard_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  uses text;
begin
  if old.bucket_id is distinct from 'media' then
    return old;
  end if;
  select string_agg(format('%s "%s"', u.table_name, u.title), ', ' order by u.table_name, u.title)
    into uses from private.media_uses(old.name) u;
  if uses is not null then
    raise exception using errcode = '23503',
      message = format('Berkas %s masih dipakai: %s. Lepaskan dari konten itu dulu.', old.name, uses),
      detail = format('The file %s is still used by: %s. Remove it from that content first.', old.name, uses),
      hint = 'media_in_use';
  end if;
  delete from public.media_files where object_name = old.name;
  return old;
end
$$;

create trigger media_files_sync after insert or update on storage.objects
  for each row execute function private.media_file_sync();
create trigger media_files_guard_delete before delete on storage.objects
  for each row execute function private.media_file_guard_delete();

-- Editors and admins remove only files used nowhere; a file in use is left in place (Storage
-- answers with the files it removed, so the library can say which were kept and why).
drop policy "media: editors and admins delete" on storage.objects;
create policy "media: editors and admins delete unused" on storage.objects
  for delete to authenticated
  using (bucket_id = 'media' and (select public.current_app_role()) in ('admin', 'editor')
    and not public.media_file_in_use(name));

revoke all on function private.media_uses(text), private.media_file_sync(),
  private.media_file_guard_delete() from public;
revoke all on private.media_markdown_columns from public;

-- Files uploaded before the library existed.
insert into public.media_files (object_name, name, mime_type, size_bytes, uploaded_by, uploader_name, created_at)
select o.name,
  left(regexp_replace(o.name, '^.*/', ''), 200),
  case when lower(split_part(coalesce(o.metadata ->> 'mimetype', ''), ';', 1)) ~ '^[a-z0-9.+-]+/[a-z0-9.+-]+$'
    then left(lower(split_part(o.metadata ->> 'mimetype', ';', 1)), 100) else 'application/octet-stream' end,
  case when o.metadata ->> 'size' ~ '^[0-9]{1,15}$' then (o.metadata ->> 'size')::bigint else 0 end,
  u.id, u.full_name, coalesce(o.created_at, now())
from storage.objects o
left join public.app_users u on u.id::text = o.owner_id
where o.bucket_id = 'media' and o.name is not null
on conflict (object_name) do nothing;
