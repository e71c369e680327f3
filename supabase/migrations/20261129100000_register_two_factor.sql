-- Registering a content table also gives it the two-factor write policies (an aal1 session of a
-- staff member who needs aal2 may not insert, update or delete), so a table added later has them
-- without a migration of its own. Idempotent: a table that has them already is left alone.
create or replace function private.require_two_factor(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from pg_policy where polrelid = target and polname = 'two-factor: insert') then
    return;
  end if;
  execute format('create policy "two-factor: insert" on %s as restrictive for insert to authenticated with check ((select public.aal_ok()))', target);
  execute format('create policy "two-factor: update" on %s as restrictive for update to authenticated using ((select public.aal_ok())) with check ((select public.aal_ok()))', target);
  execute format('create policy "two-factor: delete" on %s as restrictive for delete to authenticated using ((select public.aal_ok()))', target);
end
$$;
revoke all on function private.require_two_factor(regclass) from public;

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
  'Installs what a content table has (two-factor write policies, updated_at, audit, page cache, revisions, search index, media use, reorder) and records it in private.content_tables.';
revoke all on function private.register_content_table(regclass, text, text, boolean, boolean, text[], boolean) from public;
