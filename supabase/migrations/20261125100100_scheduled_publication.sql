-- Scheduled publication (issue 20, docs/decisions/020): news, CMS pages and hero slides publish
-- at a time and optionally unpublish at one, without a write or a restart at that moment.
--
--   * articles keep `status` + `published_at` (a future date already scheduled them) and gain
--     `unpublish_at`; cms_pages and hero_slides keep `is_published` and gain `publish_at` and
--     `unpublish_at`. A published item is visible from its publish time (none: at once) until
--     its unpublish time (none: for good).
--   * public.content_now() is the time visibility is judged by: now(), or in tests the
--     session's `lsbu.clock` (a controllable clock; nothing in the API can set it).
--   * Visitors' row-level security, the site search index (visible_from / visible_until) and
--     the page cache's next scheduled change (docs/decisions/011) follow the schedule.
--   * site_settings.time_zone: the zone staff enter and read schedule times in (WIB default).

alter table public.site_settings
  add column time_zone text not null default 'Asia/Jakarta'
    check (time_zone in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));
comment on column public.site_settings.time_zone is
  'The site''s time zone (WIB, WITA or WIT): schedule times are entered and shown in it.';

create or replace function public.content_now()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('lsbu.clock', true), '')::timestamptz, now())
$$;
comment on function public.content_now() is
  'The time scheduled content is judged by: now(), or the session setting lsbu.clock (tests move the clock with it; the API cannot set it).';
revoke execute on function public.content_now() from public;
grant execute on function public.content_now() to anon, authenticated, service_role;

alter table public.articles
  add column unpublish_at timestamptz,
  add constraint articles_unpublish_at_check
    check (unpublish_at is null or published_at is null or unpublish_at > published_at);
comment on column public.articles.unpublish_at is
  'When a published article disappears from the site again (null: never).';

alter table public.cms_pages
  add column publish_at timestamptz,
  add column unpublish_at timestamptz,
  add constraint cms_pages_unpublish_at_check
    check (unpublish_at is null or publish_at is null or unpublish_at > publish_at);
comment on column public.cms_pages.publish_at is 'A published page shows from then on (null: at once).';
comment on column public.cms_pages.unpublish_at is 'A published page disappears then (null: never).';

alter table public.hero_slides
  add column publish_at timestamptz,
  add column unpublish_at timestamptz,
  add constraint hero_slides_unpublish_at_check
    check (unpublish_at is null or publish_at is null or unpublish_at > publish_at);
comment on column public.hero_slides.publish_at is 'A published slide shows from then on (null: at once).';
comment on column public.hero_slides.unpublish_at is 'A published slide disappears then (null: never).';

-- ---------------------------------------------------------------------------------------
-- what visitors read
-- ---------------------------------------------------------------------------------------
drop policy "articles: anon reads published and due" on public.articles;
create policy "articles: anon reads published and due" on public.articles
  for select to anon using (
    status = 'published' and published_at <= (select public.content_now())
    and (unpublish_at is null or unpublish_at > (select public.content_now())));

drop policy "cms_pages: anon reads published" on public.cms_pages;
create policy "cms_pages: anon reads published" on public.cms_pages
  for select to anon using (
    is_published and (publish_at is null or publish_at <= (select public.content_now()))
    and (unpublish_at is null or unpublish_at > (select public.content_now())));

drop policy "hero_slides: anon reads published" on public.hero_slides;
create policy "hero_slides: anon reads published" on public.hero_slides
  for select to anon using (
    is_published and (publish_at is null or publish_at <= (select public.content_now()))
    and (unpublish_at is null or unpublish_at > (select public.content_now())));

-- The dashboard counts articles visitors can read now.
create or replace function public.dashboard_counts()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return json_build_object(
    'total_clients', (select count(*) from public.clients),
    'published_articles', (select count(*) from public.articles a
      where a.status = 'published' and a.published_at <= public.content_now()
        and (a.unpublish_at is null or a.unpublish_at > public.content_now())),
    'new_complaints', (select count(*) from public.complaints c where c.status = 'baru'),
    'new_appeals', (select count(*) from public.appeals a where a.status = 'baru')
  );
end
$$;

-- ---------------------------------------------------------------------------------------
-- site search: a document is public between visible_from and visible_until
-- ---------------------------------------------------------------------------------------
alter table public.search_documents add column visible_until timestamptz;
comment on column public.search_documents.visible_until is
  'A public document stops being found then (its record unpublishes); null: never.';

drop policy "search_documents: everyone reads public documents" on public.search_documents;
create policy "search_documents: everyone reads public documents" on public.search_documents
  for select to anon, authenticated using (
    visible_from <= (select public.content_now())
    and (visible_until is null or visible_until > (select public.content_now())));

-- As in 20261124120000, plus the publish and unpublish times of pages and articles.
create or replace function private.search_documents_of(source regclass, row_id uuid)
returns setof public.search_documents
language plpgsql
stable
set search_path = ''
as $$
declare
  raw record;
begin
  -- kind, key, code, visible_from, visible_until, and the translatable title and body parts.
  case source
    when 'public.cms_pages'::regclass then
      select 'page' k, p.slug ky, null::text c,
        case when p.is_published then coalesce(p.publish_at, '-infinity'::timestamptz) end v,
        p.unpublish_at u, p.title t, jsonb_build_array(p.meta_description, p.content) b, null::text extra
      into raw from public.cms_pages p where p.id = row_id;
    when 'public.articles'::regclass then
      select 'news' k, a.slug ky, null::text c, case when a.status = 'published' then a.published_at end v,
        a.unpublish_at u, a.title t, jsonb_build_array(a.excerpt, a.content) b, null::text extra
      into raw from public.articles a where a.id = row_id;
    when 'public.faqs'::regclass then
      select 'faq' k, f.id::text ky, null::text c, case when f.is_published then '-infinity'::timestamptz end v,
        null::timestamptz u, f.question t, jsonb_build_array(f.answer) b, null::text extra
      into raw from public.faqs f where f.id = row_id;
    when 'public.legal_products'::regclass then
      select 'legal' k, lp.id::text ky, upper(regexp_replace(coalesce(lp.number, ''), '[^[:alnum:]]', '', 'g')) c,
        '-infinity'::timestamptz v, null::timestamptz u, lp.title t, jsonb_build_array(lp.summary) b,
        concat_ws(' ', lp.category, lp.number, lp.year::text) extra
      into raw from public.legal_products lp where lp.id = row_id;
    when 'public.rl_categories'::regclass then
      select 'scope' k, c.code ky, c.code c, '-infinity'::timestamptz v, null::timestamptz u, c.name t,
        jsonb_build_array(c.description) b, c.code extra
      into raw from public.rl_categories c where c.id = row_id;
    when 'public.rl_subclass'::regclass then
      select 'scope' k, s.code ky, s.code c, '-infinity'::timestamptz v, null::timestamptz u, s.name t,
        jsonb_build_array(s.description) b, concat_ws(' ', s.code, 'KBLI ' || s.kbli) extra
      into raw from public.rl_subclass s where s.id = row_id;
    when 'public.alur_sertifikasi'::regclass then
      select 'flow' k, f.step_order::text ky, null::text c, '-infinity'::timestamptz v, null::timestamptz u,
        f.title t, jsonb_build_array(f.description, f.duration_note) b, null::text extra
      into raw from public.alur_sertifikasi f where f.id = row_id;
  end case;
  if not found then
    return;
  end if;
  return query
  select raw.k, row_id, l.lang, raw.ky, d.title, d.body, raw.c, raw.v,
    setweight(to_tsvector(l.cfg, d.title), 'A') || setweight(to_tsvector(l.cfg, d.body), 'B'),
    raw.u
  from (values ('id', 'indonesian'::regconfig), ('en', 'english'::regconfig)) l (lang, cfg)
  cross join lateral (
    select
      case when raw.c is not null and raw.k = 'scope' then raw.c || ' · ' else '' end
        || coalesce(nullif(btrim(raw.t ->> l.lang), ''), raw.t ->> 'id', '') as title,
      -- Markdown as plain text: images and link targets dropped, markup characters removed.
      btrim(regexp_replace(translate(regexp_replace(
        concat_ws(' ', raw.extra, (select string_agg(coalesce(nullif(btrim(part ->> l.lang), ''), part ->> 'id', ''), ' ')
                                   from jsonb_array_elements(raw.b) part where jsonb_typeof(part) = 'object')),
        '!?\[([^\]]*)\]\([^)]*\)', '\1', 'g'), '#*_`>|~', '       '), '\s+', ' ', 'g')) as body
  ) d;
end
$$;
revoke all on function private.search_documents_of(regclass, uuid) from public;

-- Rebuild the documents of pages and articles with their schedule.
delete from public.search_documents where kind in ('page', 'news');
insert into public.search_documents
select d.* from public.cms_pages r cross join lateral private.search_documents_of('public.cms_pages', r.id) d;
insert into public.search_documents
select d.* from public.articles r cross join lateral private.search_documents_of('public.articles', r.id) d;

-- As in 20261124120000; documents count while visible (the schedule's clock).
create or replace function public.search_site(q text, lang text default 'id')
returns table (kind text, key text, title text, snippet text, rank real)
language sql
stable
set search_path = ''
as $$
  with input as (
    select l, cfg, key, folded,
      -- Each word (letters and digits only: nothing but words reaches the query parser) as a
      -- prefix, all required: `sertifik` finds `sertifikasi`.
      (select to_tsquery(cfg, string_agg(quote_literal(w) || ':*', ' & '))
         from (select w from regexp_split_to_table(folded, '[^[:alnum:]]+') w where w <> '' limit 8) words
      ) as tsq
    from (
      select l, (case when l = 'en' then 'english' else 'indonesian' end)::regconfig as cfg,
        upper(regexp_replace(t, '[^[:alnum:]]', '', 'g')) as key, lower(t) as folded
      from (select left(btrim(coalesce(search_site.q, '')), 200) as t,
                   case when search_site.lang = 'en' then 'en' else 'id' end as l) raw
      where t <> ''
    ) parsed
  ),
  scored as (
    select d.kind, d.key, d.title, d.body, coalesce(d.vec @@ i.tsq, false) as hit,
      (case when d.vec @@ i.tsq then ts_rank(d.vec, i.tsq)
              -- Every word in the title: the record is about it.
              + case when ts_filter(d.vec, '{a}') @@ i.tsq then 1 else 0 end
            else 0 end)
        -- A code, KBLI or regulation number typed exactly (separators ignored) comes first.
        + case when d.code = i.key or (char_length(i.key) = 5 and d.body like '% KBLI ' || i.key || '%') then 10
               when d.code is not null and char_length(i.key) >= 2 and d.code like i.key || '%' then 2
               else 0 end
        + greatest(extensions.similarity(lower(d.title), i.folded),
                   extensions.word_similarity(i.folded, lower(d.title))) as score,
      extensions.word_similarity(i.folded, lower(d.title)) as fuzzy
    from public.search_documents d, input i
    where d.lang = i.l and d.visible_from <= public.content_now()
      and (d.visible_until is null or d.visible_until > public.content_now())
  ),
  kept as (
    select * from scored
    where hit or score >= 2 or fuzzy >= 0.5
    order by score desc, title
    limit 30
  )
  select k.kind, k.key, k.title,
    -- \x02 … \x03 mark the matched words: the page makes them <mark> after escaping the text.
    case when k.hit
      then ts_headline(i.cfg, k.body, i.tsq, 'StartSel=' || chr(2) || ', StopSel=' || chr(3)
        || ', MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "')
      else left(k.body, 200)
    end,
    k.score::real
  from kept k, input i
  order by k.score desc, k.title
$$;

-- ---------------------------------------------------------------------------------------
-- the page cache's next scheduled change (docs/decisions/011)
-- ---------------------------------------------------------------------------------------
create or replace function private.page_cache_next_change()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select min(at) from (
    select a.published_at as at from public.articles a
      where a.status = 'published' and a.published_at > public.content_now()
    union all
    select a.unpublish_at from public.articles a
      where a.status = 'published' and a.unpublish_at > public.content_now()
    union all
    select p.publish_at from public.cms_pages p where p.is_published and p.publish_at > public.content_now()
    union all
    select p.unpublish_at from public.cms_pages p where p.is_published and p.unpublish_at > public.content_now()
    union all
    select s.publish_at from public.hero_slides s where s.is_published and s.publish_at > public.content_now()
    union all
    select s.unpublish_at from public.hero_slides s where s.is_published and s.unpublish_at > public.content_now()
  ) scheduled
$$;
comment on function private.page_cache_next_change() is
  'The next time content visitors see changes without a write (a scheduled publish or unpublish of news, CMS pages or hero slides), or null.';
revoke all on function private.page_cache_next_change() from public;
