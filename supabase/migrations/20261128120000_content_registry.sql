-- One registration per content table (docs/decisions/026). A table staff edit and visitors
-- see gets everything such a table has from one call in the migration that creates it:
--
--   select private.register_content_table('public.<table>', position_column => 'sort_order',
--     revisions => true, search => true, markdown_columns => array['content']);
--
-- installs, idempotently (create or replace, the same trigger names as before):
--   * <table>_set_updated_at   updated_at on every update (the conflict check reads it)
--   * <table>_audit            one audit_log entry per changed row
--   * page_content_changed     the page cache drops its pages when the table changes
--   * <table>_revision         (revisions) every save kept in content_revisions
--   * search_documents         (search) the site-search index follows the rows; the table
--                              needs its branch in private.search_documents_of
--   * media_markdown_columns   (markdown_columns) media files embedded in those columns count
--                              as in use; `*_url` columns count by their name already
--   * position_column          (and parent_column) the list may be reordered with reorder_rows
--   * content_revisions        (revisions) its check on table_name lists the table
--
-- and records the table in private.content_tables, which reorder_rows reads instead of the
-- hand-kept CASE list it had (a forgotten entry failed only at run time). Every existing
-- content table is registered below with what it had; nothing about them changes.

create table private.content_tables (
  table_name text primary key,
  -- Registration order (lists derived from the registry keep it).
  ordinal integer generated always as identity,
  -- The column reorder_rows writes; null: the list has no order of its own.
  position_column text,
  -- The column a reorder item's `parent_id` moves (a tree: the navigation menu).
  parent_column text,
  revisions boolean not null default false,
  search boolean not null default false,
  public_pages boolean not null default true,
  check (parent_column is null or position_column is not null)
);
-- content_revisions accepts the tables with revisions: its check lists exactly those.
create or replace function private.sync_revision_tables()
returns void
language plpgsql
set search_path = ''
as $$
begin
  alter table public.content_revisions drop constraint content_revisions_table_name_check;
  execute format('alter table public.content_revisions add constraint content_revisions_table_name_check '
    'check (table_name in (%s))',
    (select coalesce(string_agg(quote_literal(c.table_name), ', ' order by c.ordinal), '''''')
     from private.content_tables c where c.revisions));
end
$$;
revoke all on function private.sync_revision_tables() from public;

comment on table private.content_tables is
  'The content tables, one row each, written by private.register_content_table(): what each has (order, revisions, search, public pages). reorder_rows reads the order columns here.';
revoke all on private.content_tables from public;

create or replace function private.register_content_table(
  target regclass,
  position_column text default null,
  parent_column text default null,
  revisions boolean default false,
  search boolean default false,
  markdown_columns text[] default '{}',
  public_pages boolean default true
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
    (table_name, position_column, parent_column, revisions, search, public_pages)
  values (rel.name, position_column, parent_column, revisions, search, public_pages)
  on conflict (table_name) do update set
    position_column = excluded.position_column, parent_column = excluded.parent_column,
    revisions = excluded.revisions, search = excluded.search, public_pages = excluded.public_pages;
  if revisions then
    perform private.sync_revision_tables();
  end if;
end
$$;
comment on function private.register_content_table(regclass, text, text, boolean, boolean, text[], boolean) is
  'Installs what a content table has (updated_at, audit, page cache, revisions, search index, media use, reorder) and records it in private.content_tables.';
revoke all on function private.register_content_table(regclass, text, text, boolean, boolean, text[], boolean) from public;

-- The existing content tables, with what they had (those with revisions first, in the order
-- content_revisions' check listed them).
select private.register_content_table('public.cms_pages', revisions => true, search => true, markdown_columns => array['content']);
select private.register_content_table('public.articles', revisions => true, search => true, markdown_columns => array['content']);
select private.register_content_table('public.faqs', position_column => 'sort_order', revisions => true, search => true, markdown_columns => array['answer']);
select private.register_content_table('public.legal_products', revisions => true, search => true);
select private.register_content_table('public.alur_sertifikasi', position_column => 'step_order', revisions => true, search => true);
select private.register_content_table('public.hero_slides', position_column => 'sort_order', revisions => true);
select private.register_content_table('public.site_settings');
select private.register_content_table('public.navigation_menus', position_column => 'sort_order', parent_column => 'parent_id');
select private.register_content_table('public.rl_categories', position_column => 'sort_order', search => true);
select private.register_content_table('public.rl_subclass', position_column => 'sort_order', search => true);
select private.register_content_table('public.struktur_organisasi', position_column => 'order');
select private.register_content_table('public.legalitas', position_column => 'sort_order');
select private.register_content_table('public.clients', position_column => 'sort_order');

-- What reorder_rows may write, for the caller (reorder_rows runs with the caller's rights and
-- the API roles have no access to the private schema). Null for a table that is no ordered list.
create or replace function public.ordered_list_columns(target text, out position_column text, out parent_column text)
language sql
stable
security definer
set search_path = ''
as $$
  select c.position_column, c.parent_column from private.content_tables c
  where c.table_name = ordered_list_columns.target and c.position_column is not null
$$;
comment on function public.ordered_list_columns(text) is
  'Staff: the position (and parent) column reorder_rows writes for a registered ordered list, or nulls.';
revoke execute on function public.ordered_list_columns(text) from public, anon;
grant execute on function public.ordered_list_columns(text) to authenticated, service_role;

create or replace function public.reorder_rows(target text, items jsonb)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  position_column text;
  parent_column text;
  expected integer;
  visible integer;
  changed integer;
begin
  -- The registered ordered lists (private.content_tables); nothing else can be named.
  select o.position_column, o.parent_column into position_column, parent_column
  from public.ordered_list_columns(target) o;
  if position_column is null then
    raise exception using errcode = '22023', message = 'Daftar ini tidak dapat diurutkan.',
      detail = format('%s is not an ordered list.', left(coalesce(target, 'null'), 64)), hint = 'field:target';
  end if;
  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) not between 1 and 1000
    or exists (
      select 1 from jsonb_array_elements(items) e
      where jsonb_typeof(e) <> 'object'
        or coalesce(e ->> 'id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        or jsonb_typeof(e -> 'position') is distinct from 'number'
        or (e ->> 'position') !~ '^-?[0-9]{1,5}$'
        or (e ? 'parent_id' and (parent_column is null or (jsonb_typeof(e -> 'parent_id') <> 'null'
          and coalesce(e ->> 'parent_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')))
    ) then
    raise exception using errcode = '22023', message = 'Urutan tidak valid.',
      detail = 'items must be 1 to 1000 objects {id, position[, parent_id]}.', hint = 'field:items';
  end if;
  select count(distinct (e ->> 'id')::uuid), count(*) into visible, expected from jsonb_array_elements(items) e;
  if visible <> expected then
    raise exception using errcode = '22023', message = 'Urutan tidak valid: baris yang sama disebut dua kali.',
      detail = 'An id appears twice.', hint = 'field:items';
  end if;

  -- Rows the caller can see: fewer means one was deleted (or is invisible) meanwhile.
  execute format('select count(*) from public.%I t where t.id = any($1)', target)
    into visible using (select array_agg((e ->> 'id')::uuid) from jsonb_array_elements(items) e);
  if visible <> expected then
    raise exception using errcode = 'P0002',
      message = 'Daftar berubah sementara itu (ada baris yang dihapus). Muat ulang lalu atur lagi.',
      detail = 'The list changed meanwhile (a row is gone). Reload and reorder again.', hint = 'list_changed';
  end if;

  if parent_column is not null then
    -- A tree's moves also change parents: an item given `parent_id` (null = top level).
    execute format(
      'update public.%I t set %I = i.position,
         %I = case when i.moves then i.parent_id else t.%I end
       from (select (e ->> ''id'')::uuid as id, (e ->> ''position'')::integer as position,
                    e ? ''parent_id'' as moves, (e ->> ''parent_id'')::uuid as parent_id
             from jsonb_array_elements($1) e) i
       where t.id = i.id',
      target, position_column, parent_column, parent_column)
      using items;
  else
    execute format(
      'update public.%I t set %I = i.position
       from (select (e ->> ''id'')::uuid as id, (e ->> ''position'')::integer as position
             from jsonb_array_elements($1) e) i
       where t.id = i.id',
      target, position_column)
      using items;
  end if;
  get diagnostics changed = row_count;
  if changed <> expected then
    raise exception using errcode = '42501', message = 'Anda tidak boleh mengubah urutan daftar ini.',
      detail = 'Not allowed to reorder this list.', hint = 'not_allowed';
  end if;
  return changed;
end
$$;
comment on function public.reorder_rows(text, jsonb) is
  'Editors and admins (as RLS allows): sets the positions (and, for a tree such as navigation_menus, the parents) of the given rows [{id, position, parent_id?}] of a registered ordered list in one transaction; all or nothing.';
revoke execute on function public.reorder_rows(text, jsonb) from public, anon;
grant execute on function public.reorder_rows(text, jsonb) to authenticated, service_role;
