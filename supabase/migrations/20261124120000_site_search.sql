-- Site search (issue 17): public.search_site(q, lang) over published CMS pages, news, FAQ,
-- scope classifications and subclasses, legal products and the certification-flow steps.
--
-- public.search_documents holds one row per searchable record and language (id, en): its
-- title and plain text in that language (Indonesian when the translation is missing) and a
-- tsvector in the `indonesian` / `english` configuration (title weighted A, body B), kept up to
-- date by triggers on the source tables. A table of its own, not columns on the sources: the
-- audit log and the staff screens carry whole rows, and a vector of a long article would ride
-- along in both.
-- Typos and codes: pg_trgm similarity on the title (`sertifkasi`), and a code, KBLI or
-- regulation number matched with separators ignored (`bg 001` → BG001).
-- Visibility: the documents of drafts, unpublished rows and future articles are stored too
-- (with `visible_from`), and row-level security shows a document to everyone only once its
-- record is public — the same rules as the source tables' anon policies. search_site is
-- security invoker: it sees what the caller may see.

create extension if not exists pg_trgm with schema extensions;

create table public.search_documents (
  kind text not null check (kind in ('page', 'news', 'faq', 'legal', 'scope', 'flow')),
  source_id uuid not null,
  lang text not null check (lang in ('id', 'en')),
  -- What the result links to: a CMS page or article slug, a scope code, a flow step number, an id.
  key text not null check (char_length(key) <= 200),
  title text not null check (char_length(title) <= 400),
  -- Bounded by its sources (a body of 100,000 characters, its summary or excerpt, codes).
  body text not null check (char_length(body) <= 210000),
  -- A code or number typed exactly (separators ignored) ranks first: BG001, 713KPTSM2022.
  code text check (char_length(code) <= 120),
  -- Null: never public (a draft, an unpublished page); otherwise public from then on.
  visible_from timestamptz,
  vec tsvector not null,
  primary key (source_id, lang)
);
comment on table public.search_documents is
  'Site search index (issue 17): per record and language the title, plain text and tsvector; maintained by triggers on the source tables; read through search_site().';
create index search_documents_vec_idx on public.search_documents using gin (vec);
create index search_documents_title_trgm_idx on public.search_documents
  using gin (lower(title) extensions.gin_trgm_ops);

alter table public.search_documents enable row level security;
create policy "search_documents: everyone reads public documents" on public.search_documents
  for select to anon, authenticated using (visible_from <= now());
revoke insert, update, delete, truncate on public.search_documents from anon, authenticated;

-- The documents of one source row (both languages): title and Markdown body as plain text.
create or replace function private.search_documents_of(source regclass, row_id uuid)
returns setof public.search_documents
language plpgsql
stable
set search_path = ''
as $$
declare
  raw record;
begin
  -- kind, key, code, visible_from, and the translatable title and body parts.
  case source
    when 'public.cms_pages'::regclass then
      select 'page' k, p.slug ky, null::text c, case when p.is_published then '-infinity'::timestamptz end v,
        p.title t, jsonb_build_array(p.meta_description, p.content) b, null::text extra
      into raw from public.cms_pages p where p.id = row_id;
    when 'public.articles'::regclass then
      select 'news' k, a.slug ky, null::text c, case when a.status = 'published' then a.published_at end v,
        a.title t, jsonb_build_array(a.excerpt, a.content) b, null::text extra
      into raw from public.articles a where a.id = row_id;
    when 'public.faqs'::regclass then
      select 'faq' k, f.id::text ky, null::text c, case when f.is_published then '-infinity'::timestamptz end v,
        f.question t, jsonb_build_array(f.answer) b, null::text extra
      into raw from public.faqs f where f.id = row_id;
    when 'public.legal_products'::regclass then
      select 'legal' k, lp.id::text ky, upper(regexp_replace(coalesce(lp.number, ''), '[^[:alnum:]]', '', 'g')) c,
        '-infinity'::timestamptz v, lp.title t, jsonb_build_array(lp.summary) b,
        concat_ws(' ', lp.category, lp.number, lp.year::text) extra
      into raw from public.legal_products lp where lp.id = row_id;
    when 'public.rl_categories'::regclass then
      select 'scope' k, c.code ky, c.code c, '-infinity'::timestamptz v, c.name t,
        jsonb_build_array(c.description) b, c.code extra
      into raw from public.rl_categories c where c.id = row_id;
    when 'public.rl_subclass'::regclass then
      select 'scope' k, s.code ky, s.code c, '-infinity'::timestamptz v, s.name t,
        jsonb_build_array(s.description) b, concat_ws(' ', s.code, 'KBLI ' || s.kbli) extra
      into raw from public.rl_subclass s where s.id = row_id;
    when 'public.alur_sertifikasi'::regclass then
      select 'flow' k, f.step_order::text ky, null::text c, '-infinity'::timestamptz v, f.title t,
        jsonb_build_array(f.description, f.duration_note) b, null::text extra
      into raw from public.alur_sertifikasi f where f.id = row_id;
  end case;
  if not found then
    return;
  end if;
  return query
  select raw.k, row_id, l.lang, raw.ky, d.title, d.body, raw.c, raw.v,
    setweight(to_tsvector(l.cfg, d.title), 'A') || setweight(to_tsvector(l.cfg, d.body), 'B')
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

create or replace function private.maintain_search_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from public.search_documents d where d.source_id = old.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.search_documents
    select * from private.search_documents_of(tg_relid::regclass, new.id);
  end if;
  return null;
end
$$;
revoke all on function private.maintain_search_documents() from public;

do $$
declare
  source regclass;
begin
  foreach source in array array['public.cms_pages', 'public.articles', 'public.faqs',
    'public.legal_products', 'public.rl_categories', 'public.rl_subclass',
    'public.alur_sertifikasi']::regclass[] loop
    execute format('create trigger search_documents after insert or update or delete on %s '
      'for each row execute function private.maintain_search_documents()', source);
    execute format('insert into public.search_documents select d.* from %s r '
      'cross join lateral private.search_documents_of(%L, r.id) d', source, source);
  end loop;
end
$$;

-- Visitors read it (through search_site): rendered pages follow its changes like any other.
select private.watch_page_content('public.search_documents'::regclass);

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
    where d.lang = i.l and d.visible_from <= now()
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
comment on function public.search_site(text, text) is
  'Site search (issue 17): published pages, news, FAQ, scope, legal products and flow steps matching q in lang (id|en, Indonesian text where a translation is missing), best first: {kind, key, title, snippet (matches between \x02 and \x03), rank}; at most 30 rows.';
revoke all on function public.search_site(text, text) from public;
grant execute on function public.search_site(text, text) to anon, authenticated, service_role;

-- Link previews and structured data (issue 17): the default share image (Open Graph/Twitter
-- card when a page has no image of its own; PNG or JPEG, 1200×630 recommended) with its size,
-- and the organisation's social profiles (JSON-LD sameAs).
alter table public.site_settings
  add column share_image_url text check (public.is_safe_url(share_image_url)),
  add column share_image_width integer check (share_image_width between 1 and 10000),
  add column share_image_height integer check (share_image_height between 1 and 10000),
  add column social_links text[] not null default '{}' check (
    cardinality(social_links) = 0
    or array_to_string(social_links, ' ') ~ '^https://\S{1,300}( https://\S{1,300}){0,9}$');
comment on column public.site_settings.share_image_url is 'Default link-preview image (og:image) for pages without their own; share_image_width/height are its size in pixels.';
comment on column public.site_settings.social_links is 'The organisation''s social profile URLs (https, at most 10): JSON-LD sameAs.';
