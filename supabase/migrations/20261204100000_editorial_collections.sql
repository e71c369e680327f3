-- Editorial collections: the content tables staff write and publish (pages, news, FAQ, legal
-- products, clients, scope, flow, structure, legality, slider, testimonials) get the team-editing
-- features (review, trash, autosave and presence, translation status, redirects, content checks)
-- by being registered with `editorial => true`:
--
--   select private.register_content_table('public.<table>', ..., editorial => true);
--
-- Each feature installs itself through one row of private.content_table_installers: a function
-- `(target regclass) returns void`, idempotent, that register_content_table calls for every
-- editorial table (and that the feature's migration runs over the tables registered before it).
-- So a feature never re-creates register_content_table, and a table added later gets every
-- feature from its one registration.

alter table private.content_tables add column editorial boolean not null default false;

create table private.content_table_installers (
  -- The feature's name (e.g. 'trash'); installers run in this order.
  feature text primary key,
  -- A function (target regclass) returns void, schema-qualified.
  installer regprocedure not null
);
comment on table private.content_table_installers is
  'What an editorial content table gets, one function per feature; private.register_content_table() calls each for a table registered with editorial => true.';
revoke all on private.content_table_installers from public;

-- Runs every installer for one editorial table (register_content_table calls it; a feature's
-- migration calls its own installer over private.content_tables where editorial).
create or replace function private.install_editorial(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  fn regprocedure;
begin
  for fn in select i.installer from private.content_table_installers i order by i.feature loop
    execute format('select %s(%L::regclass)', fn::regproc, target);
  end loop;
end
$$;
revoke all on function private.install_editorial(regclass) from public;

drop function private.register_content_table(regclass, text, text, boolean, boolean, text[], boolean);
create function private.register_content_table(
  target regclass,
  position_column text default null,
  parent_column text default null,
  revisions boolean default false,
  search boolean default false,
  markdown_columns text[] default '{}',
  public_pages boolean default true,
  editorial boolean default false
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  rel record;
  col text;
begin
  select c.relname::text as name, n.nspname::text as schema into rel
  from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = target;
  if rel.schema <> 'public' then
    raise exception 'register_content_table: % is not a table of the public schema', target;
  end if;
  -- The columns named must exist (a typo would otherwise surface at the first reorder).
  foreach col in array array_remove(array[position_column, parent_column] || markdown_columns, null) loop
    if not exists (select 1 from pg_attribute a
                   where a.attrelid = target and a.attname = col and a.attnum > 0 and not a.attisdropped) then
      raise exception 'register_content_table: % has no column %', target, col;
    end if;
  end loop;

  perform private.require_two_factor(target);
  execute format('create or replace trigger %I before update on %s '
    'for each row execute function private.set_updated_at()', rel.name || '_set_updated_at', target);
  execute format('create or replace trigger %I after insert or update or delete on %s '
    'for each row execute function private.audit_row()', rel.name || '_audit', target);
  if public_pages then
    perform private.watch_page_content(target);
  end if;
  if revisions then
    execute format('create or replace trigger %I after insert or update on %s '
      'for each row execute function private.record_revision()', rel.name || '_revision', target);
  end if;
  if search then
    execute format('create or replace trigger search_documents after insert or update or delete on %s '
      'for each row execute function private.maintain_search_documents()', target);
    execute format('insert into public.search_documents select d.* from %s r '
      'cross join lateral private.search_documents_of(%L, r.id) d on conflict do nothing', target, target);
  end if;
  insert into private.media_markdown_columns (table_name, column_name)
  select rel.name, m from unnest(markdown_columns) m
  on conflict do nothing;

  insert into private.content_tables as t
    (table_name, position_column, parent_column, revisions, search, public_pages, editorial)
  values (rel.name, position_column, parent_column, revisions, search, public_pages, editorial)
  on conflict (table_name) do update set
    position_column = excluded.position_column, parent_column = excluded.parent_column,
    revisions = excluded.revisions, search = excluded.search, public_pages = excluded.public_pages,
    editorial = excluded.editorial;
  if revisions then
    perform private.sync_revision_tables();
  end if;
  if editorial then
    perform private.install_editorial(target);
  end if;
end
$$;
comment on function private.register_content_table(regclass, text, text, boolean, boolean, text[], boolean, boolean) is
  'Installs what a content table has (two-factor write policies, updated_at, audit, page cache, revisions, search index, media use, reorder; with editorial, every installer of private.content_table_installers) and records it in private.content_tables.';
revoke all on function private.register_content_table(regclass, text, text, boolean, boolean, text[], boolean, boolean) from public;

-- The editorial collections (no installer exists yet; each feature's migration runs its own).
update private.content_tables set editorial = true
where table_name in ('cms_pages', 'articles', 'faqs', 'legal_products', 'clients', 'rl_categories',
  'rl_subclass', 'alur_sertifikasi', 'struktur_organisasi', 'legalitas', 'hero_slides', 'testimonials');
