-- Access control: the role helper and row-level security for every table, following the
-- matrix of issue 4 / DECISIONS 1 (the database is the boundary; the client guard is only
-- convenience).
--
--   anon        published public content only (drafts, unpublished rows and articles with a
--               future published_at are invisible); site settings and navigation.
--   viewer      every content row including drafts; no submissions, users or audit log.
--               A signed-in user without an app_users row is a viewer.
--   editor      CRUD on the content tables; read + update (status, notes, resolution,
--               handled_by) of contact_submissions, complaints and appeals, never delete;
--               no writes to navigation_menus, site_settings, app_users; no audit log.
--   admin       everything, except that the audit log is append-only.
--   service_role bypasses RLS (edge functions), but still cannot alter the audit log.
--
-- One policy per operation per role, roles named, and the role lookup wrapped in
-- (select …) so it runs once per statement rather than per row.

-- ---------------------------------------------------------------------------------------
-- role helper
-- ---------------------------------------------------------------------------------------
create or replace function public.current_app_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then null
    else coalesce((select u.role from public.app_users u where u.id = auth.uid()), 'viewer')
  end
$$;
comment on function public.current_app_role() is
  'The caller''s staff role: admin, editor or viewer (viewer when signed in without a profile); null for anon.';
revoke execute on function public.current_app_role() from public;
grant execute on function public.current_app_role() to anon, authenticated, service_role;

-- The check-constraint helpers run for whoever writes a row.
grant execute on function public.is_translatable(jsonb, integer, boolean), public.is_safe_url(text, integer),
  public.is_email(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- app_users: own profile for everyone signed in, all profiles for admins
-- ---------------------------------------------------------------------------------------
alter table public.app_users enable row level security;
revoke all on public.app_users from anon;
create policy "app_users: own row or admin read" on public.app_users
  for select to authenticated using (id = (select auth.uid()) or (select public.current_app_role()) = 'admin');
create policy "app_users: admins insert" on public.app_users
  for insert to authenticated with check ((select public.current_app_role()) = 'admin');
create policy "app_users: admins update" on public.app_users
  for update to authenticated
  using ((select public.current_app_role()) = 'admin') with check ((select public.current_app_role()) = 'admin');
create policy "app_users: admins delete" on public.app_users
  for delete to authenticated using ((select public.current_app_role()) = 'admin');

-- ---------------------------------------------------------------------------------------
-- site_settings: everyone reads the one row; admins update it. Nobody inserts a second row
-- (unique singleton) or deletes it through the API.
-- ---------------------------------------------------------------------------------------
alter table public.site_settings enable row level security;
create policy "site_settings: anon read" on public.site_settings
  for select to anon using (true);
create policy "site_settings: staff read" on public.site_settings
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "site_settings: admins update" on public.site_settings
  for update to authenticated
  using ((select public.current_app_role()) = 'admin') with check ((select public.current_app_role()) = 'admin');
revoke insert, delete, truncate on public.site_settings from anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- submissions: created only by the submit_* RPCs; editors and admins read and work on them
-- (status, notes, resolution, handled_by), admins may delete. What the submitter sent stays
-- as sent: column privileges refuse updates of any other column.
-- ---------------------------------------------------------------------------------------
alter table public.contact_submissions enable row level security;
alter table public.complaints enable row level security;
alter table public.appeals enable row level security;

revoke all on public.contact_submissions, public.complaints, public.appeals from anon;
revoke insert, update, truncate on public.contact_submissions, public.complaints, public.appeals from authenticated;
grant update (status, notes, handled_by) on public.contact_submissions to authenticated;
grant update (status, notes, resolution, handled_by) on public.complaints to authenticated;
grant update (status, notes, resolution, handled_by) on public.appeals to authenticated;

create policy "contact_submissions: editors and admins read" on public.contact_submissions
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));
create policy "contact_submissions: editors and admins update" on public.contact_submissions
  for update to authenticated
  using ((select public.current_app_role()) in ('admin', 'editor'))
  with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "contact_submissions: admins delete" on public.contact_submissions
  for delete to authenticated using ((select public.current_app_role()) = 'admin');

create policy "complaints: editors and admins read" on public.complaints
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));
create policy "complaints: editors and admins update" on public.complaints
  for update to authenticated
  using ((select public.current_app_role()) in ('admin', 'editor'))
  with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "complaints: admins delete" on public.complaints
  for delete to authenticated using ((select public.current_app_role()) = 'admin');

create policy "appeals: editors and admins read" on public.appeals
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));
create policy "appeals: editors and admins update" on public.appeals
  for update to authenticated
  using ((select public.current_app_role()) in ('admin', 'editor'))
  with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "appeals: admins delete" on public.appeals
  for delete to authenticated using ((select public.current_app_role()) = 'admin');

-- ---------------------------------------------------------------------------------------
-- audit_log: admins read; rows come only from the audit trigger (security definer), and
-- nobody may change or remove them (privileges here, a trigger for the owner too).
-- ---------------------------------------------------------------------------------------
alter table public.audit_log enable row level security;
revoke all on public.audit_log from anon;
revoke insert, update, delete, truncate on public.audit_log from authenticated, service_role;
create policy "audit_log: admins read" on public.audit_log
  for select to authenticated using ((select public.current_app_role()) = 'admin');

-- ---------------------------------------------------------------------------------------
-- content tables: anon reads what is public, staff read everything, editors and admins
-- write (admins only for navigation).
-- ---------------------------------------------------------------------------------------
-- hero_slides
alter table public.hero_slides enable row level security;
create policy "hero_slides: anon reads published" on public.hero_slides
  for select to anon using (is_published);
create policy "hero_slides: staff read" on public.hero_slides
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "hero_slides: editors and admins insert" on public.hero_slides
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "hero_slides: editors and admins update" on public.hero_slides
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "hero_slides: editors and admins delete" on public.hero_slides
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- cms_pages
alter table public.cms_pages enable row level security;
create policy "cms_pages: anon reads published" on public.cms_pages
  for select to anon using (is_published);
create policy "cms_pages: staff read" on public.cms_pages
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "cms_pages: editors and admins insert" on public.cms_pages
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "cms_pages: editors and admins update" on public.cms_pages
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "cms_pages: editors and admins delete" on public.cms_pages
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- articles
alter table public.articles enable row level security;
create policy "articles: anon reads published and due" on public.articles
  for select to anon using (status = 'published' and published_at <= now());
create policy "articles: staff read" on public.articles
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "articles: editors and admins insert" on public.articles
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "articles: editors and admins update" on public.articles
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "articles: editors and admins delete" on public.articles
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- clients
alter table public.clients enable row level security;
create policy "clients: anon reads published" on public.clients
  for select to anon using (is_published);
create policy "clients: staff read" on public.clients
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "clients: editors and admins insert" on public.clients
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "clients: editors and admins update" on public.clients
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "clients: editors and admins delete" on public.clients
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- faqs
alter table public.faqs enable row level security;
create policy "faqs: anon reads published" on public.faqs
  for select to anon using (is_published);
create policy "faqs: staff read" on public.faqs
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "faqs: editors and admins insert" on public.faqs
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "faqs: editors and admins update" on public.faqs
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "faqs: editors and admins delete" on public.faqs
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- rl_categories
alter table public.rl_categories enable row level security;
create policy "rl_categories: anon reads all" on public.rl_categories
  for select to anon using (true);
create policy "rl_categories: staff read" on public.rl_categories
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "rl_categories: editors and admins insert" on public.rl_categories
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "rl_categories: editors and admins update" on public.rl_categories
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "rl_categories: editors and admins delete" on public.rl_categories
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- rl_subclass
alter table public.rl_subclass enable row level security;
create policy "rl_subclass: anon reads all" on public.rl_subclass
  for select to anon using (true);
create policy "rl_subclass: staff read" on public.rl_subclass
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "rl_subclass: editors and admins insert" on public.rl_subclass
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "rl_subclass: editors and admins update" on public.rl_subclass
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "rl_subclass: editors and admins delete" on public.rl_subclass
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- legal_products
alter table public.legal_products enable row level security;
create policy "legal_products: anon reads all" on public.legal_products
  for select to anon using (true);
create policy "legal_products: staff read" on public.legal_products
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "legal_products: editors and admins insert" on public.legal_products
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "legal_products: editors and admins update" on public.legal_products
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "legal_products: editors and admins delete" on public.legal_products
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- struktur_organisasi
alter table public.struktur_organisasi enable row level security;
create policy "struktur_organisasi: anon reads all" on public.struktur_organisasi
  for select to anon using (true);
create policy "struktur_organisasi: staff read" on public.struktur_organisasi
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "struktur_organisasi: editors and admins insert" on public.struktur_organisasi
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "struktur_organisasi: editors and admins update" on public.struktur_organisasi
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "struktur_organisasi: editors and admins delete" on public.struktur_organisasi
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- alur_sertifikasi
alter table public.alur_sertifikasi enable row level security;
create policy "alur_sertifikasi: anon reads all" on public.alur_sertifikasi
  for select to anon using (true);
create policy "alur_sertifikasi: staff read" on public.alur_sertifikasi
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "alur_sertifikasi: editors and admins insert" on public.alur_sertifikasi
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "alur_sertifikasi: editors and admins update" on public.alur_sertifikasi
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "alur_sertifikasi: editors and admins delete" on public.alur_sertifikasi
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- legalitas
alter table public.legalitas enable row level security;
create policy "legalitas: anon reads all" on public.legalitas
  for select to anon using (true);
create policy "legalitas: staff read" on public.legalitas
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "legalitas: editors and admins insert" on public.legalitas
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "legalitas: editors and admins update" on public.legalitas
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "legalitas: editors and admins delete" on public.legalitas
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- navigation_menus
alter table public.navigation_menus enable row level security;
create policy "navigation_menus: anon reads published" on public.navigation_menus
  for select to anon using (is_published);
create policy "navigation_menus: staff read" on public.navigation_menus
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "navigation_menus: admins insert" on public.navigation_menus
  for insert to authenticated with check ((select public.current_app_role()) = 'admin');
create policy "navigation_menus: admins update" on public.navigation_menus
  for update to authenticated using ((select public.current_app_role()) = 'admin') with check ((select public.current_app_role()) = 'admin');
create policy "navigation_menus: admins delete" on public.navigation_menus
  for delete to authenticated using ((select public.current_app_role()) = 'admin');

