-- One source of alt text (issue 36): the alt text of a library image is media_files.alt,
-- whichever screen it is typed in.
--
-- Design: the per-use alt columns (articles.cover_alt, hero_slides.image_description) stay,
-- and triggers keep them equal to the library's alt of the image they show, so public pages
-- keep reading one row as before (no join, no extra query, the page cache's triggers on those
-- tables still fire when an alt changes):
--
--   * a use row saved with a library image (its URL names an object of media_files):
--       - the image changed (or a new row) and no alt given → the library's alt is copied in;
--       - otherwise, when the alt or the image changed → the given alt becomes the library's
--         (an empty alt with the same image clears it: one text, typed wherever);
--   * the library's alt changed (in /admin/media, or by the rule above) → every use row of that
--     image gets it (only rows that differ: no churn, and the chain ends there).
--   * an image that is not a library object (an external URL, a site file under /images) keeps
--     its own per-use alt.
--
-- Rights: the library's alt is written by the database on behalf of whoever may write the use
-- row (editors and admins, RLS on those tables) or the library (editors and admins, the
-- media_files update policy); viewers can do neither.
--
-- private.media_alt_columns lists the (table, image URL column, alt column) pairs; a new image
-- field with an alt text of its own adds a row and the two triggers below.

create table private.media_alt_columns (
  table_name text not null,
  url_column text not null,
  alt_column text not null,
  primary key (table_name, url_column)
);
comment on table private.media_alt_columns is
  'Image fields with an alt text of their own: the alt is the library''s (media_files.alt) when the image is a library object.';
insert into private.media_alt_columns (table_name, url_column, alt_column) values
  ('articles', 'cover_image_url', 'cover_alt'),
  ('hero_slides', 'image_url', 'image_description');
revoke all on private.media_alt_columns from public;

-- An alt value as the library keeps it: {id, en}, both strings.
create or replace function private.media_alt_norm(value jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('id', coalesce(value ->> 'id', ''), 'en', coalesce(value ->> 'en', ''))
$$;

-- The library's alt as a use column holds it: null when both languages are empty.
create or replace function private.media_alt_for_use(value jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when btrim(coalesce(value ->> 'id', '')) = '' and btrim(coalesce(value ->> 'en', '')) = ''
    then null else private.media_alt_norm(value) end
$$;

-- BEFORE insert/update of a use row: an image picked without an alt gets the library's.
-- TG_ARGV: the URL column, the alt column.
create or replace function private.media_alt_fill_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  url_col constant text := tg_argv[0];
  alt_col constant text := tg_argv[1];
  obj text := private.media_object_name(to_jsonb(new) ->> url_col);
  given jsonb := to_jsonb(new) -> alt_col;
  library_alt jsonb;
begin
  if obj is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and obj is not distinct from private.media_object_name(to_jsonb(old) ->> url_col) then
    return new;
  end if;
  if private.media_alt_for_use(given) is not null then
    return new;
  end if;
  select f.alt into library_alt from public.media_files f where f.object_name = obj;
  if private.media_alt_for_use(library_alt) is not null then
    new := jsonb_populate_record(new, jsonb_build_object(alt_col, private.media_alt_for_use(library_alt)));
  end if;
  return new;
end
$$;

-- AFTER insert/update of a use row: the alt given with a library image is the library's.
create or replace function private.media_alt_from_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  url_col constant text := tg_argv[0];
  alt_col constant text := tg_argv[1];
  obj text := private.media_object_name(to_jsonb(new) ->> url_col);
  given jsonb := to_jsonb(new) -> alt_col;
begin
  if obj is null then
    return null;
  end if;
  if tg_op = 'UPDATE'
      and obj is not distinct from private.media_object_name(to_jsonb(old) ->> url_col)
      and private.media_alt_norm(given) = private.media_alt_norm(to_jsonb(old) -> alt_col) then
    return null;
  end if;
  -- A new image without an alt (the library had none either) leaves the library as it is.
  if private.media_alt_for_use(given) is null
      and (tg_op = 'INSERT' or obj is distinct from private.media_object_name(to_jsonb(old) ->> url_col)) then
    return null;
  end if;
  update public.media_files f set alt = private.media_alt_norm(given)
  where f.object_name = obj and f.alt is distinct from private.media_alt_norm(given);
  return null;
end
$$;

-- AFTER update of media_files.alt: every use of the file shows it.
create or replace function private.media_alt_to_uses()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  col record;
begin
  if new.alt is not distinct from old.alt then
    return null;
  end if;
  for col in select * from private.media_alt_columns order by table_name, url_column loop
    execute format(
      'update public.%1$I set %3$I = $1
       where %2$I is not null and private.media_object_name(%2$I) = $2
         and private.media_alt_norm(%3$I) is distinct from private.media_alt_norm($1)',
      col.table_name, col.url_column, col.alt_column)
    using private.media_alt_for_use(new.alt), new.object_name;
  end loop;
  return null;
end
$$;

create trigger media_alt_fill_use before insert or update on public.articles
  for each row execute function private.media_alt_fill_use('cover_image_url', 'cover_alt');
create trigger media_alt_from_use after insert or update of cover_image_url, cover_alt on public.articles
  for each row execute function private.media_alt_from_use('cover_image_url', 'cover_alt');
create trigger media_alt_fill_use before insert or update on public.hero_slides
  for each row execute function private.media_alt_fill_use('image_url', 'image_description');
create trigger media_alt_from_use after insert or update of image_url, image_description on public.hero_slides
  for each row execute function private.media_alt_from_use('image_url', 'image_description');
create trigger media_files_alt_to_uses after update of alt on public.media_files
  for each row execute function private.media_alt_to_uses();

revoke all on function private.media_alt_norm(jsonb), private.media_alt_for_use(jsonb),
  private.media_alt_fill_use(), private.media_alt_from_use(), private.media_alt_to_uses() from public;

comment on column public.media_files.alt is
  'The image''s alt text {id, en}: the one source for every use (articles.cover_alt and hero_slides.image_description follow it, private.media_alt_columns).';

-- Existing data: a library image without an alt takes the most recently saved alt of its
-- uses; then every use shows its library alt.
with uses as (
  select private.media_object_name(a.cover_image_url) as obj, a.cover_alt as alt, a.updated_at
  from public.articles a where a.cover_alt is not null
  union all
  select private.media_object_name(h.image_url), h.image_description, h.updated_at
  from public.hero_slides h where h.image_description is not null
), latest as (
  select distinct on (obj) obj, alt from uses
  where obj is not null and private.media_alt_for_use(alt) is not null
  order by obj, updated_at desc
)
update public.media_files f set alt = private.media_alt_norm(l.alt)
from latest l
where f.object_name = l.obj and private.media_alt_for_use(f.alt) is null;
update public.articles a set cover_alt = private.media_alt_for_use(f.alt)
from public.media_files f
where a.cover_image_url is not null and private.media_object_name(a.cover_image_url) = f.object_name
  and private.media_alt_for_use(f.alt) is not null and private.media_alt_norm(a.cover_alt) is distinct from f.alt;
update public.hero_slides h set image_description = private.media_alt_for_use(f.alt)
from public.media_files f
where h.image_url is not null and private.media_object_name(h.image_url) = f.object_name
  and private.media_alt_for_use(f.alt) is not null and private.media_alt_norm(h.image_description) is distinct from f.alt;
