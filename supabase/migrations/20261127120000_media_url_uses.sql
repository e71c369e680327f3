-- A media file counts as in use under every address that serves it, not only the exact
-- spelling getPublicUrl gives. Storage serves an object for any URL that comes down to the
-- same bucket and name: percent-encoded characters (`%20`, `%2F` for a slash, hex digits in
-- either case, even encoded letters in `object` or `public`), a query or fragment, any origin
-- or none, `.`/`..` segments and doubled slashes, the render endpoint with width parameters,
-- `object/authenticated/…` and `object/<bucket>/…`. The old pattern compared the raw text, so
-- a file linked as `foto%20kantor.png` or `2026%2Fdenah.png` looked unused and could be
-- deleted from under a published page.
--
--   private.percent_decode(text)        decodeURIComponent: UTF-8 escapes, null when malformed
--   private.media_object_name(url)      the media object a URL names, as Storage resolves it
--   private.media_references(text, b)   every media object a text refers to: one URL (a url
--                                       column) or every storage URL in Markdown (bare, in
--                                       `<…>` with spaces, with backslash escapes)
--   private.media_uses(name)            re-created on those (same columns, same callers)
--
-- A refused delete now says which content uses the file in a shape Supabase Storage passes
-- on: the trigger's English detail reads "… is still referenced from table …", which hosted
-- Storage answers as `ResourceReferenced` (409) with that text, and the embedded Storage does
-- the same (it used to answer "Bucket not found").

create or replace function private.percent_decode(value text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when strpos(value, '%') = 0 then value
    -- A '%' not followed by two hex digits: decodeURIComponent throws, Storage answers 400.
    when value ~ '%(?![0-9A-Fa-f]{2})' then null
    -- Bytes that are not well-formed UTF-8 (or a NUL) name no object either.
    else (
      select case when encode(x.bytes, 'hex') ~ ('^(0[1-9a-f]|[1-7][0-9a-f]|(c[2-9a-f]|d[0-9a-f])[89ab][0-9a-f]'
          '|e0[ab][0-9a-f][89ab][0-9a-f]|(e[1-9a-cef])[89ab][0-9a-f][89ab][0-9a-f]|ed[89][0-9a-f][89ab][0-9a-f]'
          '|f0[9ab][0-9a-f]([89ab][0-9a-f]){2}|f[1-3]([89ab][0-9a-f]){3}|f48[0-9a-f]([89ab][0-9a-f]){2})*$')
        then convert_from(x.bytes, 'UTF8') end
      from (
        select string_agg(
            case when t.m[1] like '\%%' then decode(substr(t.m[1], 2), 'hex') else convert_to(t.m[1], 'UTF8') end,
            ''::bytea order by t.n) as bytes
        from regexp_matches(value, '(%[0-9A-Fa-f]{2}|[^%]+)', 'g') with ordinality as t(m, n)
      ) x)
  end
$$;
comment on function private.percent_decode(text) is
  'decodeURIComponent in SQL: %XX escapes (either case) decoded as UTF-8; null for a malformed escape or bytes that are not UTF-8.';

create or replace function private.media_object_name(url text)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  path text;
  segment text;
  resolved text[] := '{}';
  rest text[] := '{}';
  at integer;
  decoded text;
  n integer;
begin
  -- What a browser drops: surrounding spaces, tabs and line breaks anywhere; then the query
  -- and fragment; `\` is `/` in http(s) URLs; the scheme and the host.
  path := btrim(url, E' \t\r\n\f');
  if strpos(path, E'\t') > 0 or strpos(path, E'\n') > 0 or strpos(path, E'\r') > 0 then
    path := regexp_replace(path, E'[\t\r\n]', '', 'g');
  end if;
  path := split_part(split_part(path, '#', 1), '?', 1);
  path := regexp_replace(replace(path, '\', '/'), '^(?:[A-Za-z][A-Za-z0-9+.-]*:)?(?://[^/]*)?', '');
  -- The usual spelling (no escapes, dot segments or empty segments) needs no more than this.
  if path !~ '%|//|/\.\.?(/|$)|/$' then
    at := strpos('/' || path, '/storage/v1/');
    return case when at > 0 then (regexp_match(substr(path, at + 11),
      '^(?:object/(?:public/|authenticated/)?|render/image/(?:public|authenticated)/)media/(.+)$'))[1] end;
  end if;
  -- `.` and `..` segments (also percent-encoded), as the URL parser resolves them.
  foreach segment in array string_to_array(regexp_replace(path, '^/', ''), '/') loop
    if lower(segment) in ('.', '%2e') then
      continue;
    elsif lower(segment) in ('..', '.%2e', '%2e.', '%2e%2e') then
      resolved := resolved[1:greatest(cardinality(resolved) - 1, 0)];
    else
      resolved := resolved || segment;
    end if;
  end loop;
  -- The Storage API's path: after the first `storage/v1` (any origin, or a relative URL).
  at := array_position(resolved, 'storage');
  while at is not null and resolved[at + 1] is distinct from 'v1' loop
    at := array_position(resolved, 'storage', at + 1);
  end loop;
  if at is null then
    return null;
  end if;
  -- Storage collapses doubled slashes, then decodes each segment.
  foreach segment in array resolved[at + 2:] loop
    continue when segment = '';
    decoded := private.percent_decode(segment);
    if decoded is null then
      return null;
    end if;
    rest := rest || decoded;
  end loop;
  n := cardinality(rest);
  if n >= 4 and rest[1] = 'object' and rest[2] in ('public', 'authenticated') and rest[3] = 'media' then
    return array_to_string(rest[4:], '/');
  elsif n >= 3 and rest[1] = 'object' and rest[2] = 'media' then
    return array_to_string(rest[3:], '/');
  elsif n >= 5 and rest[1] = 'render' and rest[2] = 'image' and rest[3] in ('public', 'authenticated')
      and rest[4] = 'media' then
    return array_to_string(rest[5:], '/');
  end if;
  return null;
end
$$;
comment on function private.media_object_name(text) is
  'The media-bucket object a URL names as Storage resolves it (percent escapes, %2F, dot segments, doubled slashes, query, fragment, origin, object/render paths), or null.';

create or replace function private.media_references(body text, whole_url boolean)
returns setof text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  token text;
  name text;
begin
  if whole_url then
    name := private.media_object_name(body);
    if name is not null then
      return next name;
    end if;
    return;
  end if;
  for token in
    -- Markdown destinations in angle brackets may hold spaces; bare URLs end at whitespace,
    -- quotes or angle brackets.
    select coalesce(m[1], m[2])
    from regexp_matches(body, '<([^<>\n]*storage/v1/[^<>\n]*)>|(storage/v1/[^[:space:]<>"]*)', 'g') m
  loop
    -- Markdown backslash escapes (`\(`, `\_`) are not part of the address.
    if strpos(token, '\') > 0 then
      token := regexp_replace(token, '\\([!-/:-@[-`{-~])', '\1', 'g');
    end if;
    -- A closing parenthesis that the address did not open ends the Markdown link.
    while right(token, 1) = ')'
        and length(token) - length(replace(token, ')', '')) > length(token) - length(replace(token, '(', '')) loop
      token := left(token, -1);
    end loop;
    name := private.media_object_name(token);
    if name is not null then
      return next name;
      -- Prose punctuation right after an address (`….png.`, `**…**`) may not belong to it.
      if name ~ '[.,;:!?*_~]$' then
        return next regexp_replace(name, '[.,;:!?*_~]+$', '');
      end if;
    end if;
  end loop;
end
$$;
comment on function private.media_references(text, boolean) is
  'The media-bucket objects a text refers to: the whole text as one URL (url columns), or every storage URL in Markdown.';

-- Every reference to a media file: (object name, table, row id, row key — the slug where the
-- row has one —, column, row title). `only_name` narrows the scan to one file: only rows whose
-- text, percent-decoded, holds the file's last name segment (or a backslash) can name it, so
-- only those are read address by address.
create or replace function private.media_uses(only_name text default null)
returns table (object_name text, table_name text, record_id text, record_key text, column_name text, title text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  col record;
  leaf text := regexp_replace(only_name, '^.*/', '');
begin
  for col in
    select c.relname::text as tbl, a.attname::text as colname, a.atttypid = 'jsonb'::regtype as is_json,
      not exists (select 1 from private.media_markdown_columns m
                  where m.table_name = c.relname and m.column_name = a.attname) as is_url
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
      'select distinct ref, %1$L, r.id::text, coalesce(to_jsonb(r) ->> ''slug'', r.id::text), %2$L,
              private.row_title(%1$L, to_jsonb(r))
       from public.%1$I r
       cross join lateral (select %3$s as body) b
       cross join lateral private.media_references(b.body, %4$L) ref
       where r.%2$I is not null and strpos(b.body, ''storage/v1/'') > 0
         and ($1 is null or strpos(b.body, ''\'') > 0 or strpos(coalesce(private.percent_decode(
               regexp_replace(b.body, ''%%(?![0-9A-Fa-f]{2})'', ''%%25'', ''g'')), $2), $2) > 0)
         and ($1 is null or ref = $1)',
      col.tbl, col.colname,
      -- Translatable Markdown ({"id": …, "en": …}): its texts, one per line.
      case when col.is_json
        then format('(select string_agg(v #>> ''{}'', E''\n'') from jsonb_path_query(r.%I, ''strict $.**'') v where jsonb_typeof(v) = ''string'')', col.colname)
        else format('r.%I::text', col.colname) end,
      col.is_url)
    using only_name, leaf;
  end loop;
end
$$;
comment on function private.media_uses(text) is
  'Every reference to a media-bucket object from content (url columns by name, Markdown columns by list) under any URL Storage serves it by, or those of one object.';
revoke all on function private.percent_decode(text), private.media_object_name(text),
  private.media_references(text, boolean), private.media_uses(text) from public;

-- A file in use is never deleted, whoever asks; a deleted file's row goes with it. The English
-- detail uses the wording Supabase Storage recognises as "still referenced" (409).
create or replace function private.media_file_guard_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  uses text;
  tables text;
begin
  if old.bucket_id is distinct from 'media' then
    return old;
  end if;
  select string_agg(format('%s "%s"', u.table_name, u.title), ', ' order by u.table_name, u.title),
         string_agg(format('table %s "%s"', u.table_name, u.title), ', ' order by u.table_name, u.title)
    into uses, tables
    from (select distinct x.table_name, x.title from private.media_uses(old.name) x) u;
  if uses is not null then
    raise exception using errcode = '23503',
      message = format('Berkas %s masih dipakai: %s. Lepaskan dari konten itu dulu.', old.name, uses),
      detail = format('The file %s is still referenced from %s. Remove it from that content first.', old.name, tables),
      hint = 'media_in_use';
  end if;
  delete from public.media_files where object_name = old.name;
  return old;
end
$$;
revoke all on function private.media_file_guard_delete() from public;
