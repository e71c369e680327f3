-- Testimonials: what certified clients say about the certification, shown on the home page and
-- the clients page. Visitors read the published ones; staff read all; editors and admins write.
-- The photo is a media-library file (photo_url counts as a use by its name).

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  company text not null check (char_length(btrim(company)) between 1 and 200),
  person_name text not null check (char_length(btrim(person_name)) between 1 and 120),
  person_role text check (char_length(person_role) <= 120),
  quote jsonb not null check (public.is_translatable(quote, 600)),
  photo_url text check (public.is_safe_url(photo_url)),
  is_published boolean not null default true,
  sort_order integer not null default 0 check (sort_order between -10000 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.testimonials is
  'Client testimonials (company, person, role, quote per language, photo) on the home and clients pages.';

alter table public.testimonials enable row level security;
create policy "testimonials: anon reads published" on public.testimonials
  for select to anon using (is_published);
create policy "testimonials: staff read" on public.testimonials
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "testimonials: editors and admins insert" on public.testimonials
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "testimonials: editors and admins update" on public.testimonials
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor'))
  with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "testimonials: editors and admins delete" on public.testimonials
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

select private.register_content_table('public.testimonials', position_column => 'sort_order');
