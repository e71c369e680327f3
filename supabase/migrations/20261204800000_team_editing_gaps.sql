-- Team editing, the gaps left (docs/decisions/030, 032, 033):
--
-- 1. The lists' "Menunggu tinjauan / In review" badge and filter in the same request as the
--    list: a computed field `in_review(row)` on every editorial table (installer 'in_review'),
--    read through the caller's rights (content_reviews: editors and admins).
-- 2. "Mark English as up to date" is written to the audit log (one entry on the item's table).
-- 3. The content checks' link rule in the database too: a public row's changed Markdown may not
--    link to an internal page that does not exist or is not published (installer
--    'internal_links'), as the client's check (src/lib/resource/content-checks.ts) says.

-- ---------------------------------------------------------------------------------------
-- 1. in_review(row): is a change of this item waiting for an admin's approval?
-- ---------------------------------------------------------------------------------------
create or replace function private.install_in_review(target regclass)
returns void
language plpgsql
set search_path = ''
as $install$
declare
  name text := (select c.relname::text from pg_class c where c.oid = target);
begin
  -- select=in_review, filter in_review=is.true: one request with the list.
  execute format($f$create or replace function public.in_review(r %s) returns boolean
    language sql stable set search_path = '' as $b$
      select exists (select 1 from public.content_reviews v
                     where v.table_name = %L and v.record_id = r.id and v.status = 'pending') $b$ $f$,
    target, name);
  execute format('comment on function public.in_review(%s) is '
    '''Computed field: a change of this item waits for an admin''''s approval (content_reviews, staff only).''', target);
  execute format('revoke execute on function public.in_review(%s) from public, anon', target);
  execute format('grant execute on function public.in_review(%s) to authenticated, service_role', target);
end
$install$;
revoke all on function private.install_in_review(regclass) from public;

insert into private.content_table_installers (feature, installer)
values ('in_review', 'private.install_in_review(regclass)')
on conflict (feature) do update set installer = excluded.installer;

select private.install_in_review(format('public.%I', t.table_name)::regclass)
from private.content_tables t where t.editorial;

-- ---------------------------------------------------------------------------------------
-- 2. "Mark English as up to date", audited
-- ---------------------------------------------------------------------------------------
create or replace function public.mark_english_current(target text, item uuid, fields text[] default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  marked text[];
  item_row jsonb;
begin
  perform private.require_staff(); -- a staff session, with its second factor where due
  if not private.can_edit_content() then
    raise exception 'Only editors and admins can edit content.' using errcode = '42501';
  end if;
  if not public.is_editorial_table(target) then
    raise exception 'Not an editorial table: %', target using errcode = '22023';
  end if;
  with changed as (
    update public.translation_status s set en_changed_at = greatest(clock_timestamp(), s.id_changed_at)
    where s.table_name = target and s.row_id = item and not s.en_missing
      and (s.en_changed_at is null or s.id_changed_at > s.en_changed_at)
      and (fields is null or s.field = any (fields))
    returning s.field
  )
  select array_agg(c.field order by c.field) into marked from changed c;
  if marked is null then
    return;
  end if;
  -- The log's entry is about the item (its table, id and name): who said its English is current.
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', target) into item_row using item;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, record_title, changes)
  values (auth.uid(), left(auth.email(), 254), left(auth.role(), 64), 'update', target, item::text,
    nullif(private.review_label(coalesce(item_row, '{}'::jsonb)), ''),
    jsonb_build_object('english_marked_current', jsonb_build_object('old', null, 'new', to_jsonb(marked))));
end
$$;
comment on function public.mark_english_current(text, uuid, text[]) is
  'Marks an item''s English as up to date with its Indonesian (all fields, or those named); audited.';
revoke execute on function public.mark_english_current(text, uuid, text[]) from public, anon;
grant execute on function public.mark_english_current(text, uuid, text[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 3. Dead internal links block publishing
-- ---------------------------------------------------------------------------------------
-- The site's own fixed addresses (publicRoutes in src/config/routes.ts; a test compares them):
-- a link to one of them needs no lookup.
create table private.site_routes (
  path text primary key
);
comment on table private.site_routes is
  'The site''s fixed public routes (src/config/routes.ts publicRoutes): internal links to them are never dead.';
revoke all on private.site_routes from public;
insert into private.site_routes (path) values
  ('/'), ('/profil/tentang'), ('/profil/visi-misi'), ('/profil/struktur-organisasi'),
  ('/profil/struktur'), ('/profil/legalitas'), ('/profil/kontak'), ('/layanan/ruang-lingkup'),
  ('/layanan/alur'), ('/layanan/status'), ('/layanan/cek-sbu'), ('/layanan/cek-sbu/massal'),
  ('/layanan/cek-sbu/api'), ('/layanan/direktori'), ('/keluhan'), ('/banding'),
  ('/informasi/produk-hukum'), ('/informasi/klien'), ('/informasi/news'), ('/informasi/faq'),
  ('/informasi/hak-kewajiban'), ('/informasi/kebijakan-privasi'), ('/cari'), ('/layanan/biaya'),
  ('/layanan/persyaratan'), ('/profil/kebijakan-ketidakberpihakan');

-- Where one site path (no query, no fragment, no trailing slash) leads: 'ok' (a route, a file,
-- a redirect, a published item), 'missing' or 'unpublished' (the client's rule).
create or replace function private.internal_path_status(clean text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t record;
  slug text;
  found_row jsonb;
begin
  if clean = '' or exists (select 1 from private.site_routes r where r.path = clean)
     or clean ~ '^/(verifikasi|storage|media|assets)/' or clean ~* '\.[a-z0-9]{1,8}$'
     or exists (select 1 from public.redirects r where r.source_path = clean) then
    return 'ok';
  end if;
  for t in select c.table_name, c.path_template from private.content_public_paths c
           order by char_length(c.path_template) desc loop
    slug := substring(clean from '^' || replace(regexp_replace(t.path_template, '([.^$*+?()[\]{}|\\])', '\\\1', 'g'), '%s', '([a-z0-9]+(?:-[a-z0-9]+)*)') || '$');
    continue when slug is null;
    -- A live row before a trashed one with the same slug.
    execute format('select to_jsonb(x) from public.%I x where x.slug = $1 '
      'order by (to_jsonb(x) ->> ''deleted_at'') is not null limit 1', t.table_name)
      into found_row using slug;
    if found_row is null or found_row ->> 'deleted_at' is not null then
      return 'missing';
    end if;
    return case when private.row_is_public(found_row)
      and coalesce((found_row ->> 'published_at')::timestamptz <= now(), true) then 'ok'
      else 'unpublished' end;
  end loop;
  return 'missing';
end
$$;
revoke all on function private.internal_path_status(text) from public;

-- The first internal link of a Markdown text that leads nowhere or to an unpublished page
-- (null: none). Code (fenced blocks, inline) holds no links; images are not links.
create or replace function private.markdown_dead_link(markdown text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  line text;
  fence text := null;
  kept text[] := '{}';
  m text[];
  url text;
  clean text;
begin
  if coalesce(markdown, '') !~ '\]\(' then
    return null;
  end if;
  foreach line in array string_to_array(markdown, E'\n') loop
    if fence is null and line ~ '^(```|~~~)' then
      fence := substring(line from '^(```|~~~)');
    elsif fence is not null then
      if left(line, 3) = fence then fence := null; end if;
    else
      kept := kept || regexp_replace(line, '`[^`]*`', '', 'g');
    end if;
  end loop;
  for m in select regexp_matches(array_to_string(kept, E'\n'), '(!?)\[([^]]*)\]\([[:space:]]*<?([^)[:space:]>]*)>?[^)]*\)', 'g') loop
    continue when m[1] = '!';
    url := m[3];
    continue when url !~ '^/' or url ~ '^//';
    clean := split_part(split_part(url, '#', 1), '?', 1);
    if char_length(clean) > 1 then clean := rtrim(clean, '/'); end if;
    if clean = '' then clean := '/'; end if;
    if private.internal_path_status(clean) <> 'ok' then
      return url;
    end if;
  end loop;
  return null;
end
$$;
revoke all on function private.markdown_dead_link(text) from public;

-- Before insert or update of a table with Markdown columns: a public row's changed Markdown
-- may not link to a dead internal page (unchanged text of an item already public passes: a
-- target unpublished later is not this write's doing).
create or replace function private.check_internal_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_row jsonb := to_jsonb(new);
  old_row jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else null end;
  col text;
  lang text;
  value text;
  dead text;
begin
  if not private.row_is_public(new_row) or new_row ->> 'deleted_at' is not null then
    return new;
  end if;
  for col in select m.column_name from private.media_markdown_columns m where m.table_name = tg_table_name loop
    continue when old_row is not null and private.row_is_public(old_row)
      and old_row -> col is not distinct from new_row -> col;
    for lang, value in
      select e.key, e.value from jsonb_each_text(
        case jsonb_typeof(new_row -> col) when 'object' then new_row -> col
          when 'string' then jsonb_build_object('id', new_row ->> col) else '{}'::jsonb end) e
    loop
      dead := private.markdown_dead_link(value);
      if dead is not null then
        raise exception 'Tautan ke halaman yang tidak ada atau belum terbit (%: %) tidak dapat diterbitkan: perbaiki atau hapus tautannya.', upper(lang), dead
          using errcode = '23514',
                detail = format('A link to a page that does not exist or is not published (%s: %s) cannot be published: fix or remove the link.', upper(lang), dead),
                hint = 'dead_link;field:' || col;
      end if;
    end loop;
  end loop;
  return new;
end
$$;
revoke all on function private.check_internal_links() from public;

create or replace function private.install_internal_links(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from private.media_markdown_columns m
             join pg_class c on c.relname = m.table_name
             where c.oid = target) then
    execute format('create or replace trigger check_internal_links before insert or update on %s '
      'for each row execute function private.check_internal_links()', target);
  end if;
end
$$;
revoke all on function private.install_internal_links(regclass) from public;

insert into private.content_table_installers (feature, installer)
values ('internal_links', 'private.install_internal_links(regclass)')
on conflict (feature) do update set installer = excluded.installer;

select private.install_internal_links(format('public.%I', t.table_name)::regclass)
from private.content_tables t where t.editorial;
