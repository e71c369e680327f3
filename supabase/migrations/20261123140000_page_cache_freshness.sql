-- Page cache freshness (docs/decisions/011). The server keeps rendered public pages; the
-- database tells it when what they show changes:
--   * every table a visitor can read sends `notify page_content_changed, '<table>'` once per
--     writing statement; Postgres delivers it when the transaction commits (never on rollback),
--     so the embedded server drops its pages before the write's response goes out;
--   * private.page_cache_next_change() is the next time published content changes by itself
--     (an article whose published_at is still ahead), so the server can drop its pages then.
-- A later migration adding a table visitors read calls private.watch_page_content(<table>)
-- (tests/api/server-page-cache.test.ts fails otherwise); one adding scheduled publication
-- (publish/unpublish times) redefines private.page_cache_next_change() to include them.

create or replace function private.page_content_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('page_content_changed', tg_table_name);
  return null;
end
$$;

comment on function private.page_content_changed() is
  'Statement trigger: tells the page cache (LISTEN page_content_changed) that a table visitors read changed.';

create or replace function private.watch_page_content(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'create or replace trigger page_content_changed '
    'after insert or update or delete or truncate on %s '
    'for each statement execute function private.page_content_changed()', target);
end
$$;

comment on function private.watch_page_content(regclass) is
  'Adds the page cache''s change trigger to a table that public pages show.';

-- Every table anon may read today (an RLS policy for anon and the select privilege).
select private.watch_page_content(c.oid::regclass)
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'p')
  and has_table_privilege('anon', c.oid, 'select')
  and exists (
    select 1 from pg_policy p where p.polrelid = c.oid and p.polcmd in ('r', '*')
      and (p.polroles && array['anon'::regrole::oid] or p.polroles = '{0}'));

create or replace function private.page_cache_next_change()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select min(a.published_at) from public.articles a
  where a.status = 'published' and a.published_at > now()
$$;

comment on function private.page_cache_next_change() is
  'The next time content visitors see changes without a write (scheduled publication), or null.';

revoke all on function private.page_content_changed(), private.watch_page_content(regclass),
  private.page_cache_next_change() from public;
