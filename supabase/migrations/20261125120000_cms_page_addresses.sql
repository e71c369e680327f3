-- CMS pages staff create are reachable, the pages the site depends on are protected, and a
-- refused delete says what is in the way (issue 23, docs/decisions/022).
--
--   1. A page's address is /<slug> (the public catch-all route), so a slug may not be a path
--      the site already uses: public.is_reserved_page_slug() and the check constraint
--      cms_pages_slug_not_reserved. src/config/routes.ts holds the same list
--      (RESERVED_PAGE_SLUGS); tests/api/cms-pages.test.ts compares them with the route table.
--   2. Core pages (public.is_core_page): the pages the site's own routes and footer show
--      (tentang, visi-misi, biaya, hak-kewajiban, persyaratan, kebijakan-ketidakberpihakan,
--      kebijakan-privasi) cannot be deleted and keep their slug (trigger, hint `core_page`).
--      They may be hidden; the edit screen lists the links that then show "not available".
--   3. public.page_links(target): what links to an address (menu items, slide buttons, CMS
--      pages and news whose Markdown links there), for that warning and the delete dialog.
--   4. A delete refused by a RESTRICT foreign key names the row and counts what still uses it,
--      in both languages (message Indonesian, detail English, hint `in_use`), instead of
--      Postgres' "violates RESTRICT setting of foreign key constraint".

-- ---------------------------------------------------------------------------------------
-- 1. reserved slugs
-- ---------------------------------------------------------------------------------------
create or replace function public.is_reserved_page_slug(slug text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select slug = any (array[
    -- the public site's first path segments (src/app/routes/public/routes.tsx)
    'profil', 'layanan', 'informasi', 'keluhan', 'banding', 'cari', 'verifikasi', 'pratinjau',
    -- the staff app
    'admin', 'auth',
    -- the API on the same origin (embedded backend, hosted Supabase) and the server's own
    'rest', 'storage', 'functions', 'realtime', 'graphql', 'healthz', 'readyz', 'metrics',
    -- static files (dist/)
    'assets', 'images',
    -- kept free for language prefixes (docs/decisions/017, option 1)
    'id', 'en'
  ])
$$;
comment on function public.is_reserved_page_slug(text) is
  'Check-constraint helper: a slug that is a path the site already uses, so no CMS page may take it.';

alter table public.cms_pages
  add constraint cms_pages_slug_not_reserved check (not public.is_reserved_page_slug(slug));

-- ---------------------------------------------------------------------------------------
-- 2. core pages
-- ---------------------------------------------------------------------------------------
create or replace function public.is_core_page(slug text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select slug = any (array[
    'tentang', 'visi-misi', 'biaya', 'hak-kewajiban', 'persyaratan',
    'kebijakan-ketidakberpihakan', 'kebijakan-privasi'
  ])
$$;
comment on function public.is_core_page(text) is
  'A CMS page the site''s own routes and footer show (src/config/routes.ts cmsPagePaths): never deleted, slug fixed.';

create or replace function private.cms_pages_protect_core()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and public.is_core_page(old.slug) then
    raise exception using
      errcode = '23514',
      message = format('Halaman "%s" dipakai oleh menu dan halaman situs sendiri, jadi tidak dapat dihapus. Sembunyikan saja bila perlu.', old.slug),
      detail = format('The page "%s" is used by the site''s own menus and pages, so it cannot be deleted. Hide it instead if needed.', old.slug),
      hint = 'core_page';
  end if;
  if tg_op = 'UPDATE' and new.slug is distinct from old.slug and public.is_core_page(old.slug) then
    raise exception using
      errcode = '23514',
      message = format('Alamat halaman "%s" dipakai oleh situs sendiri, jadi slug-nya tidak dapat diubah.', old.slug),
      detail = format('The site itself uses the address of the page "%s", so its slug cannot change.', old.slug),
      hint = 'core_page';
  end if;
  return coalesce(new, old);
end
$$;

create trigger cms_pages_protect_core
  before update of slug or delete on public.cms_pages
  for each row execute function private.cms_pages_protect_core();

-- ---------------------------------------------------------------------------------------
-- 3. what links to an address
-- ---------------------------------------------------------------------------------------
-- A stored link points at `target` when it is the address itself or the address followed by
-- a query, a fragment or a trailing slash; in Markdown, a link `](target…)`.
create or replace function public.page_links(target text)
returns table (kind text, id uuid, title jsonb, parent_title jsonb, is_published boolean)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  escaped text;
  markdown text;
begin
  if coalesce(public.current_app_role(), '') not in ('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Akses ditolak.', detail = 'Editors and admins only.', hint = 'editors_only';
  end if;
  if target is null or target !~ '^/' or char_length(target) > 500 then
    raise exception using errcode = '22023', message = 'Alamat harus diawali /.',
      detail = 'The address must start with /.', hint = 'field:target';
  end if;
  escaped := regexp_replace(target, '([.*+?^${}()|\[\]\\])', '\\\1', 'g');
  markdown := '\]\(\s*<?' || escaped || '/?([?#][^)\s>]*)?>?(\s+"[^"]*")?\s*\)';
  return query
    select 'navigation'::text, n.id, n.label, p.label, n.is_published
      from public.navigation_menus n
      left join public.navigation_menus p on p.id = n.parent_id
      where n.url = target or n.url = target || '/' or n.url like target || '?%' or n.url like target || '#%'
    union all
    select 'slide', s.id, s.title, null::jsonb, s.is_published
      from public.hero_slides s
      where exists (
        select 1 from unnest(array[s.cta_primary_url, s.cta_secondary_url]) u(url)
        where u.url = target or u.url = target || '/' or u.url like target || '?%' or u.url like target || '#%')
    union all
    select 'page', c.id, c.title, null::jsonb, c.is_published
      from public.cms_pages c
      where concat_ws(' ', c.content ->> 'id', c.content ->> 'en') ~ markdown
    union all
    select 'news', a.id, a.title, null::jsonb, a.status = 'published'
      from public.articles a
      where concat_ws(' ', a.content ->> 'id', a.content ->> 'en') ~ markdown;
end
$$;
comment on function public.page_links(text) is
  'Editors and admins: menu items, slide buttons, CMS pages and news that link to an address (/…).';
revoke execute on function public.page_links(text) from public, anon;
grant execute on function public.page_links(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 4. deletes refused by a RESTRICT foreign key, in words
-- ---------------------------------------------------------------------------------------
create or replace function private.refuse_delete_in_use()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  case tg_table_name
    when 'rl_categories' then
      select count(*) into n from public.rl_subclass s where s.category_id = old.id;
      if n > 0 then
        raise exception using errcode = '23001',
          message = format('Klasifikasi %s masih memiliki %s subklasifikasi. Hapus atau pindahkan dulu.', old.code, n),
          detail = format('Classification %s still has %s subclassification(s). Delete or move them first.', old.code, n),
          hint = 'in_use';
      end if;
    when 'rl_subclass' then
      select count(*) into n from public.certificate_subclasses c where c.subclass_id = old.id;
      if n > 0 then
        raise exception using errcode = '23001',
          message = format('Subklasifikasi %s tercantum pada %s sertifikat. Ubah sertifikat tersebut dulu.', old.code, n),
          detail = format('Subclassification %s is on %s certificate(s). Change those certificates first.', old.code, n),
          hint = 'in_use';
      end if;
    when 'certified_companies' then
      select count(*) into n from public.certificates c where c.company_id = old.id;
      if n > 0 then
        raise exception using errcode = '23001',
          message = format('Badan usaha %s masih memiliki %s sertifikat. Hapus sertifikatnya dulu.', old.name, n),
          detail = format('Company %s still has %s certificate(s). Delete them first.', old.name, n),
          hint = 'in_use';
      end if;
  end case;
  return old;
end
$$;

create trigger rl_categories_refuse_delete_in_use before delete on public.rl_categories
  for each row execute function private.refuse_delete_in_use();
create trigger rl_subclass_refuse_delete_in_use before delete on public.rl_subclass
  for each row execute function private.refuse_delete_in_use();
create trigger certified_companies_refuse_delete_in_use before delete on public.certified_companies
  for each row execute function private.refuse_delete_in_use();

revoke all on function private.cms_pages_protect_core(), private.refuse_delete_in_use() from public;
