-- Redirects, the 404 log and the database's part of the content checks (docs/decisions/033).
--
--   1. public.redirects: old public address -> new path or external URL (301/302), served by
--      the server and by fronts before rendering (supabase/local/ssr/pages.ts); chains collapse
--      and loops are refused here, whoever writes.
--   2. the editorial installer 'redirects': a published item whose slug changes leaves a 301
--      from its old public address (private.content_public_paths maps a table to its address).
--   3. public.not_found_log: paths that answered 404, folded (asset probes by kind, bots counted
--      apart); path, counts, last seen, referring host; never the visitor's address.
--   4. the editorial installer 'image_alt': a published item's Markdown may not hold an image
--      without alt text.
--   5. public.internal_link_status(paths): the content-check panel asks whether internal links
--      lead to a published item.

-- ---------------------------------------------------------------------------------------
-- Where an editorial table's items are public: a format() template taking the slug.
-- ---------------------------------------------------------------------------------------
create table private.content_public_paths (
  table_name text primary key,
  path_template text not null check (path_template ~ '^/' and path_template like '%\%s%')
);
comment on table private.content_public_paths is
  'The public address of an editorial table''s item: format(path_template, slug) (src/config/routes.ts: cmsPagePath, publicRoutes.newsDetail).';
revoke all on private.content_public_paths from public;
insert into private.content_public_paths (table_name, path_template) values
  ('cms_pages', '/%s'),
  ('articles', '/informasi/news/%s');

-- Whether a row (as jsonb) is visible to visitors: is_published, or status 'published', or
-- (a table with neither) always.
create or replace function private.row_is_public(r jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when r ? 'is_published' then coalesce((r ->> 'is_published')::boolean, false)
    when r ? 'status' then r ->> 'status' = 'published'
    else true end
$$;
revoke all on function private.row_is_public(jsonb) from public;

-- ---------------------------------------------------------------------------------------
-- 1. Redirects
-- ---------------------------------------------------------------------------------------
create table public.redirects (
  id uuid primary key default gen_random_uuid(),
  -- A path of the site (no query, no trailing slash), never the staff app's or the API's.
  source_path text not null
    constraint redirects_source_path_key unique
    constraint redirects_source_path_check check (
      char_length(source_path) <= 500
      and source_path ~ '^/[^?#[:space:]]*$'
      and source_path !~ '^//'
      and (source_path = '/' or source_path !~ '/$')
      and source_path !~ '^/(admin|rest|auth|storage|functions|api|realtime|assets)(/|$)'),
  -- A path of the site, or an http(s) address elsewhere.
  target text not null
    constraint redirects_target_check check (
      char_length(target) <= 1000 and target !~ '[[:space:]]'
      and ((target ~ '^/' and target !~ '^//') or target ~* '^https?://[^/]')),
  status_code smallint not null default 301 constraint redirects_status_code_check check (status_code in (301, 302)),
  -- Made by a slug change (the table whose item moved), or by staff (null).
  source_table text constraint redirects_source_table_check check (char_length(source_table) <= 63),
  created_by uuid default auth.uid() references public.app_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint redirects_not_to_itself_check check (target <> source_path)
);
comment on table public.redirects is
  'Old public addresses and where they lead (301/302): served before rendering by the server and fronts; chains collapse, loops are refused; automatic rows come from slug changes.';
create index redirects_target_idx on public.redirects (target);
create index redirects_created_by_idx on public.redirects (created_by);

alter table public.redirects enable row level security;
create policy "redirects: anyone reads" on public.redirects
  for select to anon, authenticated using (true);
create policy "redirects: content staff insert" on public.redirects
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "redirects: content staff update" on public.redirects
  for update to authenticated
  using ((select public.current_app_role()) in ('admin', 'editor'))
  with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "redirects: content staff delete" on public.redirects
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));
revoke all on public.redirects from anon, authenticated;
grant select (source_path, target, status_code) on public.redirects to anon;
grant select, insert, update, delete on public.redirects to authenticated;
grant all on public.redirects to service_role;
select private.require_two_factor('public.redirects'::regclass);
create trigger redirects_set_updated_at before update on public.redirects
  for each row execute function private.set_updated_at();
create trigger redirects_audit after insert or update or delete on public.redirects
  for each row execute function private.audit_row();
-- A new redirect answers at once: the page cache forgets what it rendered for the old path.
select private.watch_page_content('public.redirects'::regclass);

-- Before a write: the source without its trailing slash; the target followed to the end of any
-- chain (X -> Y with Y -> Z stored becomes X -> Z); a target that comes back to the source is
-- a loop and refused.
create or replace function private.redirects_collapse()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  next_target text;
  hops integer := 0;
begin
  if new.source_path <> '/' then
    new.source_path := rtrim(new.source_path, '/');
  end if;
  if new.target ~ '^/' and new.target <> '/' and new.target !~ '[?#]' then
    new.target := rtrim(new.target, '/');
  end if;
  loop
    select r.target into next_target from public.redirects r
      where r.source_path = split_part(split_part(new.target, '#', 1), '?', 1) and r.id <> new.id;
    exit when not found;
    hops := hops + 1;
    new.target := next_target;
    exit when hops > 20 or new.target = new.source_path;
  end loop;
  if new.target = new.source_path or hops > 20 then
    raise exception 'Pengalihan ini membentuk lingkaran: alamat tujuan kembali ke % sendiri.', new.source_path
      using errcode = '23514',
            detail = format('This redirect would loop: its target leads back to %s itself.', new.source_path),
            hint = 'field:target';
  end if;
  return new;
end
$$;
revoke all on function private.redirects_collapse() from public;
create trigger redirects_collapse before insert or update of source_path, target on public.redirects
  for each row execute function private.redirects_collapse();

-- After a write: redirects that led to this source now lead to its target (one hop).
create or replace function private.redirects_collapse_into()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.redirects r set target = new.target
    where r.target = new.source_path and r.id <> new.id;
  return null;
end
$$;
revoke all on function private.redirects_collapse_into() from public;
create trigger redirects_collapse_into after insert or update of source_path, target on public.redirects
  for each row execute function private.redirects_collapse_into();

-- ---------------------------------------------------------------------------------------
-- 2. The slug change of a published item leaves a 301
-- ---------------------------------------------------------------------------------------
create or replace function private.redirect_on_slug_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  template text;
  old_row jsonb := to_jsonb(old);
  new_row jsonb := to_jsonb(new);
  old_path text;
  new_path text;
begin
  if old_row ->> 'slug' is not distinct from new_row ->> 'slug' or not private.row_is_public(old_row) then
    return null;
  end if;
  select p.path_template into template from private.content_public_paths p where p.table_name = tg_table_name;
  if template is null then
    return null;
  end if;
  old_path := format(template, old_row ->> 'slug');
  new_path := format(template, new_row ->> 'slug');
  -- The new address is live: a redirect from it (an earlier rename the other way) would hide it.
  delete from public.redirects r where r.source_path = new_path;
  insert into public.redirects as r (source_path, target, status_code, source_table, created_by)
    values (old_path, new_path, 301, tg_table_name, auth.uid())
    on conflict (source_path) do update
      set target = excluded.target, status_code = 301, source_table = excluded.source_table;
  return null;
end
$$;
revoke all on function private.redirect_on_slug_change() from public;

-- The installer: tables with a slug column get the trigger.
create or replace function private.install_redirects(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from pg_attribute a
             where a.attrelid = target and a.attname = 'slug' and a.attnum > 0 and not a.attisdropped) then
    execute format('create or replace trigger redirect_on_slug_change after update of slug on %s '
      'for each row execute function private.redirect_on_slug_change()', target);
  end if;
end
$$;
revoke all on function private.install_redirects(regclass) from public;

-- ---------------------------------------------------------------------------------------
-- 3. The 404 log
-- ---------------------------------------------------------------------------------------
create table public.not_found_log (
  id uuid primary key default gen_random_uuid(),
  -- The path, or the folded key of a probe or missing asset ('*.php', '/wp-*', '/assets/*.js').
  path text not null constraint not_found_log_path_key unique
    constraint not_found_log_path_check check (char_length(path) between 1 and 300),
  kind text not null default 'page' constraint not_found_log_kind_check check (kind in ('page', 'asset', 'probe')),
  hits integer not null default 0 constraint not_found_log_hits_check check (hits >= 0),
  -- Requests from crawlers and scripts (their User-Agent says so), counted apart.
  bot_hits integer not null default 0 constraint not_found_log_bot_hits_check check (bot_hits >= 0),
  -- The host of the last referring page (never a full address, never the visitor's).
  referrer_host text constraint not_found_log_referrer_host_check check (char_length(referrer_host) <= 255),
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now()
);
comment on table public.not_found_log is
  'Paths that answered 404: counts (people and bots apart), last seen, last referring host; probes and missing assets folded by pattern; no visitor address.';
create index not_found_log_last_seen_idx on public.not_found_log (last_seen desc);
alter table public.not_found_log enable row level security;
create policy "not_found_log: content staff read" on public.not_found_log
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));
create policy "not_found_log: content staff delete" on public.not_found_log
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));
revoke all on public.not_found_log from anon, authenticated;
grant select, delete on public.not_found_log to authenticated;
grant all on public.not_found_log to service_role;

-- The key a path is counted under: probes for software we do not run and missing files are
-- folded by pattern; a page path is kept (without its trailing slash).
create or replace function public.not_found_key(path text)
returns table (key text, kind text)
language sql
immutable
set search_path = ''
as $$
  with p as (select lower(split_part(split_part(coalesce(path, '/'), '?', 1), '#', 1)) as v)
  select
    case
      when p.v ~ '^/(wp-|wordpress)' then '/wp-*'
      when p.v ~ '(^|/)\.' then '/.*'
      when p.v ~ '^/(cgi-bin|phpmyadmin|pma|vendor|xmlrpc)' then '/' || substring(p.v from '^/([^/]+)') || '/*'
      when p.v ~ '\.(php[0-9]?|aspx?|jsp|cgi|env|ini|sql|bak|old|git|ya?ml|config|cfg|log|sh|tar|gz|zip|rar)$'
        then '*.' || substring(p.v from '\.([a-z0-9]+)$')
      when p.v ~ '\.[a-z0-9]{1,8}$'
        then coalesce(substring(p.v from '^(/[^/]+)/.'), '') || '/*.' || substring(p.v from '\.([a-z0-9]+)$')
      when p.v = '/' then '/'
      else left(rtrim(split_part(split_part(coalesce(path, '/'), '?', 1), '#', 1), '/'), 300)
    end,
    case
      when p.v ~ '^/(wp-|wordpress|cgi-bin|phpmyadmin|pma|vendor|xmlrpc)' or p.v ~ '(^|/)\.'
        or p.v ~ '\.(php[0-9]?|aspx?|jsp|cgi|env|ini|sql|bak|old|git|ya?ml|config|cfg|log|sh|tar|gz|zip|rar)$' then 'probe'
      when p.v ~ '\.[a-z0-9]{1,8}$' then 'asset'
      else 'page'
    end
  from p
$$;
comment on function public.not_found_key(text) is
  'The 404 log''s key and kind of a path: probes (/wp-*, *.php, dot-files …) and missing files (/assets/*.js) folded by pattern; a page path as it is.';
revoke execute on function public.not_found_key(text) from public, anon;
grant execute on function public.not_found_key(text) to authenticated, service_role;

-- Counts one 404 (the servers call it with the service role): the path, whether the
-- User-Agent was a bot's, the referring page's host. At most 5000 rows: beyond, new page paths
-- are counted under '(lainnya)'.
create or replace function public.record_not_found(path text, bot boolean default false, referrer_host text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  folded record;
  host text := nullif(left(lower(regexp_replace(coalesce(referrer_host, ''), '[^a-zA-Z0-9.:-]', '', 'g')), 255), '');
begin
  select * into folded from public.not_found_key(path);
  if folded.key is null or folded.key = '' then
    return;
  end if;
  if not exists (select 1 from public.not_found_log l where l.path = folded.key)
     and (select count(*) from public.not_found_log) >= 5000 then
    folded.key := '(lainnya)';
  end if;
  insert into public.not_found_log as l (path, kind, hits, bot_hits, referrer_host)
    values (folded.key, folded.kind, case when bot then 0 else 1 end, case when bot then 1 else 0 end, host)
    on conflict on constraint not_found_log_path_key do update set
      hits = l.hits + case when bot then 0 else 1 end,
      bot_hits = l.bot_hits + case when bot then 1 else 0 end,
      referrer_host = coalesce(excluded.referrer_host, l.referrer_host),
      last_seen = now();
end
$$;
comment on function public.record_not_found(text, boolean, text) is
  'Counts one 404 answer in public.not_found_log (folded by public.not_found_key); the servers call it with the service role.';
revoke execute on function public.record_not_found(text, boolean, text) from public, anon, authenticated;
grant execute on function public.record_not_found(text, boolean, text) to service_role;

-- ---------------------------------------------------------------------------------------
-- 4. No image without alt text in a published item's Markdown
-- ---------------------------------------------------------------------------------------
create or replace function private.markdown_images_without_alt(markdown text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select count(*)::integer from regexp_matches(coalesce(markdown, ''), '!\[[[:space:]]*\]\(', 'g')
$$;
revoke all on function private.markdown_images_without_alt(text) from public;

create or replace function private.check_image_alt()
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
begin
  if not private.row_is_public(new_row) then
    return new;
  end if;
  for col in select m.column_name from private.media_markdown_columns m where m.table_name = tg_table_name loop
    -- Unchanged text of an item already public: an older image is not this write's doing.
    continue when old_row is not null and private.row_is_public(old_row)
      and old_row -> col is not distinct from new_row -> col;
    for lang, value in
      select e.key, e.value from jsonb_each_text(
        case jsonb_typeof(new_row -> col) when 'object' then new_row -> col
          when 'string' then jsonb_build_object('id', new_row ->> col) else '{}'::jsonb end) e
    loop
      if private.markdown_images_without_alt(value) > 0 then
        raise exception 'Gambar tanpa teks alternatif (%) tidak dapat diterbitkan: isi teks alt setiap gambar.', upper(lang)
          using errcode = '23514',
                detail = format('An image without alt text (%s) cannot be published: give every image its alt text.', upper(lang)),
                hint = 'field:' || col;
      end if;
    end loop;
  end loop;
  return new;
end
$$;
revoke all on function private.check_image_alt() from public;

create or replace function private.install_image_alt(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from private.media_markdown_columns m
             join pg_class c on c.relname = m.table_name
             where c.oid = target) then
    execute format('create or replace trigger check_image_alt before insert or update on %s '
      'for each row execute function private.check_image_alt()', target);
  end if;
end
$$;
revoke all on function private.install_image_alt(regclass) from public;

insert into private.content_table_installers (feature, installer) values
  ('image_alt', 'private.install_image_alt(regclass)'),
  ('redirects', 'private.install_redirects(regclass)');
select private.install_image_alt(format('public.%I', t.table_name)::regclass),
       private.install_redirects(format('public.%I', t.table_name)::regclass)
from private.content_tables t where t.editorial;

-- ---------------------------------------------------------------------------------------
-- 5. Internal links: where does a path of the site lead?
-- ---------------------------------------------------------------------------------------
-- For each path: 'redirect' (a redirect answers it), 'published' / 'unpublished' (an editorial
-- item's address), 'missing' (an item's address pattern, no such item), or 'unknown' (not an
-- item's address: the site's own routes decide, src/features/content-checks).
create or replace function public.internal_link_status(paths text[])
returns table (path text, status text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  p text;
  clean text;
  t record;
  slug text;
  found_row jsonb;
  answer text;
begin
  perform private.require_staff(); -- a staff session, with its second factor where due
  if coalesce(public.current_app_role(), '') not in ('admin', 'editor', 'viewer') then
    raise exception 'Hanya staf yang dapat memeriksa tautan.' using errcode = '42501',
      detail = 'Only staff can check links.';
  end if;
  foreach p in array coalesce(paths, '{}') loop
    continue when p is null;
    clean := split_part(split_part(p, '#', 1), '?', 1);
    if clean <> '/' then clean := rtrim(clean, '/'); end if;
    answer := 'unknown';
    if exists (select 1 from public.redirects r where r.source_path = clean) then
      answer := 'redirect';
    else
      for t in select c.table_name, c.path_template from private.content_public_paths c
               order by char_length(c.path_template) desc loop
        slug := substring(clean from '^' || replace(regexp_replace(t.path_template, '([.^$*+?()[\]{}|\\])', '\\\1', 'g'), '%s', '([a-z0-9]+(?:-[a-z0-9]+)*)') || '$');
        continue when slug is null;
        execute format('select to_jsonb(x) from public.%I x where x.slug = $1', t.table_name)
          into found_row using slug;
        answer := case when found_row is null then 'missing'
          when private.row_is_public(found_row)
            and coalesce((found_row ->> 'published_at')::timestamptz <= now(), true) then 'published'
          else 'unpublished' end;
        exit;
      end loop;
    end if;
    path := p;
    status := answer;
    return next;
  end loop;
end
$$;
comment on function public.internal_link_status(text[]) is
  'Staff only: for each site path, redirect / published / unpublished / missing (an editorial item''s address) or unknown (the site''s own routes decide).';
revoke execute on function public.internal_link_status(text[]) from public, anon;
grant execute on function public.internal_link_status(text[]) to authenticated, service_role;
