-- Schema: every collection of the LSBU website (SPEC §3, issue 4), with the constraints that
-- keep the data honest whatever client writes it: check constraints for every enumerated
-- value, length limits on every text column and on each language of translatable jsonb
-- values ({"id": "...", "en": "..."}), email and url format checks, and an index on every
-- foreign key. Access control (RLS) follows in the next migration; triggers, audit log and
-- RPCs after that. Compatible with hosted Supabase (PostgreSQL 15) and PGlite.

-- A schema that PostgREST does not expose: internal tables (rate limits, reference counters)
-- and trigger functions live here.
create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Internal helpers and bookkeeping; not exposed through the API.';

-- ---------------------------------------------------------------------------------------
-- validators used by check constraints
-- ---------------------------------------------------------------------------------------

-- A translatable value: a json object with a string "id" (Indonesian, required unless
-- `required` is false) and an optional string "en", no other keys, each at most max_length
-- characters.
create or replace function public.is_translatable(value jsonb, max_length integer, required boolean default true)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when value is null then not required
    else jsonb_typeof(value) = 'object'
      and (value - 'id' - 'en') = '{}'::jsonb
      and coalesce(jsonb_typeof(value -> 'id'), 'string') = 'string'
      and coalesce(jsonb_typeof(value -> 'en'), 'string') = 'string'
      and char_length(coalesce(value ->> 'id', '')) <= max_length
      and char_length(coalesce(value ->> 'en', '')) <= max_length
      and (not required or char_length(btrim(coalesce(value ->> 'id', ''))) > 0)
  end
$$;
comment on function public.is_translatable(jsonb, integer, boolean) is
  'Check-constraint helper: {"id": text, "en"?: text}, id non-empty when required, each at most max_length characters.';

-- A link stored by staff: site-relative (/...), an in-page anchor (#...), or http(s)/mailto/tel.
-- Never javascript: or data: (DECISIONS 11).
create or replace function public.is_safe_url(value text, max_length integer default 2048)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or (
    char_length(value) <= max_length
    and value !~ '[[:space:]]'
    and (value ~ '^/' or value ~ '^#' or value ~* '^https?://[^/]' or value ~* '^(mailto|tel):')
  )
$$;
comment on function public.is_safe_url(text, integer) is
  'Check-constraint helper: relative, anchor, http(s), mailto or tel url without whitespace.';

create or replace function public.is_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or (
    char_length(value) <= 254
    and value ~* '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$'
  )
$$;
comment on function public.is_email(text) is 'Check-constraint helper: a plausible email address, at most 254 characters.';

-- ---------------------------------------------------------------------------------------
-- staff profiles
-- ---------------------------------------------------------------------------------------
create table public.app_users (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  role text not null default 'viewer' check (role in ('admin', 'editor', 'viewer')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.app_users is
  'Staff profile and role per auth user. No row means the signed-in user is a viewer (DECISIONS 7).';
create index app_users_role_idx on public.app_users (role);

-- ---------------------------------------------------------------------------------------
-- site-wide settings and navigation
-- ---------------------------------------------------------------------------------------
create table public.site_settings (
  id uuid primary key default gen_random_uuid(),
  -- Exactly one row: the unique constant column refuses a second one.
  singleton boolean not null default true unique check (singleton),
  logo_url text check (public.is_safe_url(logo_url)),
  site_name text not null check (char_length(btrim(site_name)) between 1 and 120),
  tagline jsonb check (public.is_translatable(tagline, 200, false)),
  address text check (char_length(address) <= 500),
  phone text check (phone ~ '^\+?[0-9 ()./-]{6,24}$'),
  email text check (public.is_email(email)),
  work_hours jsonb check (public.is_translatable(work_hours, 200, false)),
  map_url text check (public.is_safe_url(map_url)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.site_settings is 'The one row of site-wide settings: name, logo, contact details, work hours.';

create table public.navigation_menus (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid references public.navigation_menus (id) on delete cascade,
  label jsonb not null check (public.is_translatable(label, 80)),
  url text not null default '#' check (char_length(url) between 1 and 500 and public.is_safe_url(url)),
  is_published boolean not null default true,
  sort_order integer not null default 0 check (sort_order between -10000 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (parent_id is distinct from id)
);
comment on table public.navigation_menus is
  'Public header menu; parent items use the url "#", children point at routes. Only published items show.';
create index navigation_menus_parent_id_idx on public.navigation_menus (parent_id, sort_order);

-- ---------------------------------------------------------------------------------------
-- public content
-- ---------------------------------------------------------------------------------------
create table public.hero_slides (
  id uuid primary key default gen_random_uuid(),
  sort_order integer not null default 0 check (sort_order between -10000 and 10000),
  title jsonb not null check (public.is_translatable(title, 160)),
  subtitle jsonb check (public.is_translatable(subtitle, 400, false)),
  cta_primary_text jsonb check (public.is_translatable(cta_primary_text, 60, false)),
  cta_primary_url text check (public.is_safe_url(cta_primary_url, 500)),
  cta_secondary_text jsonb check (public.is_translatable(cta_secondary_text, 60, false)),
  cta_secondary_url text check (public.is_safe_url(cta_secondary_url, 500)),
  image_url text check (public.is_safe_url(image_url)),
  -- The image's alt text (DECISIONS 16).
  image_description jsonb check (public.is_translatable(image_description, 300, false)),
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.hero_slides is 'Home page slider; image_description is the image alt text.';
create index hero_slides_sort_order_idx on public.hero_slides (sort_order);

create table public.cms_pages (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  title jsonb not null check (public.is_translatable(title, 200)),
  -- Markdown (DECISIONS 11), rendered without raw HTML.
  content jsonb not null default '{"id": ""}'::jsonb check (public.is_translatable(content, 100000, false)),
  meta_description jsonb check (public.is_translatable(meta_description, 300, false)),
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.cms_pages is 'Static pages edited in the CMS (tentang, visi-misi, biaya…), Markdown per language.';

create table public.rl_categories (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  name jsonb not null check (public.is_translatable(name, 120)),
  description jsonb check (public.is_translatable(description, 2000, false)),
  sort_order integer not null default 0 check (sort_order between -10000 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.rl_categories is 'Ruang lingkup: construction classifications (BG, BS, IN, …) per Permen PUPR 6/2021.';

create table public.rl_subclass (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references public.rl_categories (id) on delete restrict,
  code text not null unique check (code ~ '^[A-Z]{2}[0-9]{3}$'),
  name jsonb not null check (public.is_translatable(name, 200)),
  description jsonb check (public.is_translatable(description, 2000, false)),
  kbli text check (kbli ~ '^[0-9]{5}$'),
  qualifications text[] not null default array['Kecil', 'Menengah', 'Besar']::text[]
    check (qualifications <@ array['Kecil', 'Menengah', 'Besar', 'Spesialis']::text[]),
  sort_order integer not null default 0 check (sort_order between -10000 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.rl_subclass is 'Ruang lingkup: subclassifications with KBLI code and the qualifications offered.';
create index rl_subclass_category_id_idx on public.rl_subclass (category_id, sort_order);

create table public.legal_products (
  id uuid primary key default gen_random_uuid(),
  title jsonb not null check (public.is_translatable(title, 300)),
  summary jsonb check (public.is_translatable(summary, 2000, false)),
  category text not null check (category in ('UU', 'PP', 'Perpres', 'Permen', 'Kepmen', 'SE', 'Lainnya')),
  number text check (char_length(number) between 1 and 80),
  year integer check (year between 1945 and 2100),
  file_url text check (public.is_safe_url(file_url)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.legal_products is 'Produk hukum: laws and regulations the certification rests on.';
create index legal_products_created_at_idx on public.legal_products (created_at);

create table public.articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title jsonb not null check (public.is_translatable(title, 200)),
  excerpt jsonb check (public.is_translatable(excerpt, 500, false)),
  content jsonb not null default '{"id": ""}'::jsonb check (public.is_translatable(content, 100000, false)),
  cover_image_url text check (public.is_safe_url(cover_image_url)),
  cover_alt jsonb check (public.is_translatable(cover_alt, 300, false)),
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- Set when published (trigger fills it when left empty); a future date schedules it.
  published_at timestamptz,
  author_id uuid default auth.uid() references public.app_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status = 'draft' or published_at is not null)
);
comment on table public.articles is
  'News articles: draft or published; published articles with a future published_at stay hidden until then.';
create index articles_status_published_at_idx on public.articles (status, published_at desc);
create index articles_author_id_idx on public.articles (author_id);

create table public.clients (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  logo_url text check (public.is_safe_url(logo_url)),
  website_url text check (website_url is null or (website_url ~* '^https?://' and public.is_safe_url(website_url, 500))),
  sector text check (char_length(sector) <= 120),
  sort_order integer not null default 0 check (sort_order between -10000 and 10000),
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.clients is 'Certified client companies shown on /informasi/klien (fictitious in the demo seed).';

create table public.faqs (
  id uuid primary key default gen_random_uuid(),
  question jsonb not null check (public.is_translatable(question, 300)),
  answer jsonb not null check (public.is_translatable(answer, 5000)),
  category text not null default 'umum' check (category in ('umum', 'sertifikasi', 'biaya', 'dokumen', 'keluhan-banding')),
  sort_order integer not null default 0 check (sort_order between -10000 and 10000),
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.faqs is 'Frequently asked questions shown on /informasi/faq.';

create table public.struktur_organisasi (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid references public.struktur_organisasi (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  position jsonb not null check (public.is_translatable(position, 120)),
  photo_url text check (public.is_safe_url(photo_url)),
  "order" integer not null default 0 check ("order" between -10000 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (parent_id is distinct from id)
);
comment on table public.struktur_organisasi is 'Organisation chart: people, positions and who reports to whom (parent_id).';
create index struktur_organisasi_parent_id_idx on public.struktur_organisasi (parent_id);

create table public.alur_sertifikasi (
  id uuid primary key default gen_random_uuid(),
  step_order integer not null check (step_order between 1 and 100),
  title jsonb not null check (public.is_translatable(title, 160)),
  description jsonb check (public.is_translatable(description, 2000, false)),
  duration_note jsonb check (public.is_translatable(duration_note, 200, false)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.alur_sertifikasi is 'The certification flow, step by step (SPEC §1).';

create table public.legalitas (
  id uuid primary key default gen_random_uuid(),
  title jsonb not null check (public.is_translatable(title, 200)),
  description jsonb check (public.is_translatable(description, 2000, false)),
  number text check (char_length(number) <= 120),
  issuer text check (char_length(issuer) <= 200),
  issued_at date,
  valid_until date,
  file_url text check (public.is_safe_url(file_url)),
  sort_order integer not null default 0 check (sort_order between -10000 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (valid_until is null or issued_at is null or valid_until >= issued_at)
);
comment on table public.legalitas is 'The body''s own licences and accreditations (deed, LPJK licence, KAN accreditation…).';

-- ---------------------------------------------------------------------------------------
-- public submissions (written only through the submit_* RPCs)
-- ---------------------------------------------------------------------------------------
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference ~ '^MSG-[0-9]{4}-[0-9]{5,}$'),
  name text not null check (char_length(btrim(name)) between 2 and 120),
  email text not null check (public.is_email(email)),
  phone text check (phone ~ '^\+?[0-9 ()./-]{6,24}$'),
  subject text not null check (char_length(btrim(subject)) between 3 and 200),
  message text not null check (char_length(btrim(message)) between 10 and 5000),
  status text not null default 'baru' check (status in ('baru', 'dibaca', 'dibalas')),
  handled_by uuid references public.app_users (id) on delete set null,
  notes text check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.contact_submissions is 'Messages from the contact form (reference MSG-YYYY-NNNNN); staff only.';
create index contact_submissions_handled_by_idx on public.contact_submissions (handled_by);
create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

create table public.complaints (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference ~ '^KEL-[0-9]{4}-[0-9]{5,}$'),
  name text not null check (char_length(btrim(name)) between 2 and 120),
  company_name text check (char_length(company_name) <= 200),
  email text not null check (public.is_email(email)),
  phone text check (phone ~ '^\+?[0-9 ()./-]{6,24}$'),
  certificate_number text check (char_length(certificate_number) <= 60),
  subject text not null check (char_length(btrim(subject)) between 3 and 200),
  description text not null check (char_length(btrim(description)) between 10 and 5000),
  attachment_url text check (public.is_safe_url(attachment_url)),
  status text not null default 'baru' check (status in ('baru', 'diproses', 'selesai', 'ditolak')),
  due_at timestamptz not null,
  handled_by uuid references public.app_users (id) on delete set null,
  -- Internal only: never shown to the submitter.
  notes text check (char_length(notes) <= 5000),
  -- Shown to the submitter by track_submission.
  resolution text check (char_length(resolution) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.complaints is 'Keluhan (reference KEL-YYYY-NNNNN), due 3 days after receipt; staff only.';
create index complaints_status_idx on public.complaints (status);
create index complaints_handled_by_idx on public.complaints (handled_by);
create index complaints_created_at_idx on public.complaints (created_at desc);

create table public.appeals (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference ~ '^BDG-[0-9]{4}-[0-9]{5,}$'),
  name text not null check (char_length(btrim(name)) between 2 and 120),
  company_name text not null check (char_length(btrim(company_name)) between 2 and 200),
  email text not null check (public.is_email(email)),
  phone text check (phone ~ '^\+?[0-9 ()./-]{6,24}$'),
  certificate_number text check (char_length(certificate_number) <= 60),
  subject text not null check (char_length(btrim(subject)) between 3 and 200),
  description text not null check (char_length(btrim(description)) between 10 and 5000),
  attachment_url text check (public.is_safe_url(attachment_url)),
  -- The date of the certification decision being appealed.
  decision_date date,
  status text not null default 'baru' check (status in ('baru', 'diproses', 'selesai', 'ditolak')),
  due_at timestamptz not null,
  handled_by uuid references public.app_users (id) on delete set null,
  notes text check (char_length(notes) <= 5000),
  resolution text check (char_length(resolution) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.appeals is 'Banding against a certification decision (reference BDG-YYYY-NNNNN); staff only.';
create index appeals_status_idx on public.appeals (status);
create index appeals_handled_by_idx on public.appeals (handled_by);
create index appeals_created_at_idx on public.appeals (created_at desc);

-- ---------------------------------------------------------------------------------------
-- audit log (append-only; written by triggers only)
-- ---------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- No foreign key: the history outlives deleted users.
  actor_id uuid,
  actor_email text check (char_length(actor_email) <= 254),
  -- The API role of the request: anon, authenticated, service_role, or null for the owner.
  actor_role text check (char_length(actor_role) <= 64),
  action text not null check (action in ('insert', 'update', 'delete')),
  table_name text not null check (char_length(table_name) <= 63),
  record_id text check (char_length(record_id) <= 64),
  -- A short human label of the row (its title, name or reference) for activity lists.
  record_title text check (char_length(record_title) <= 300),
  -- {field: {old, new}} for updates; {field: value} of the new row for inserts and of the
  -- old row for deletes. updated_at/created_at and password-like fields are left out.
  changes jsonb not null default '{}'::jsonb
);
comment on table public.audit_log is
  'Who changed what: one row per insert/update/delete on every other table. Append-only for everyone.';
create index audit_log_at_idx on public.audit_log (at desc);
create index audit_log_table_record_idx on public.audit_log (table_name, record_id);
create index audit_log_actor_id_idx on public.audit_log (actor_id);
