-- Previews (issue 20, docs/decisions/020): an editor sees a draft or an unsaved edit of a news
-- article or CMS page rendered by the public pages at /pratinjau/<token>, and may share that
-- address with a reviewer without an account for 48 hours.
--
--   * public.preview_links: what to show (the item's row as the editor's form would save it,
--     a snapshot), for how long, and by whom. The token is 244 random bits (two v4 UUIDs'
--     random parts) made by the database, never by the client; the expiry is always 48 hours
--     after creation. Editors and admins create, read and revoke (delete) links; expired ones
--     are removed whenever a new one is made.
--   * public.preview_content(token): the only way in for a visitor (security definer, anon may
--     call it): the snapshot while the link is valid, else null (the page answers 404).

create table public.preview_links (
  id uuid primary key default gen_random_uuid(),
  token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    check (token ~ '^[0-9a-f]{64}$'),
  table_name text not null check (table_name in ('articles', 'cms_pages')),
  -- The item previewed; null for one not saved yet.
  record_id uuid,
  -- The row as it would be saved (title, content … in both languages).
  data jsonb not null check (jsonb_typeof(data) = 'object' and octet_length(data::text) <= 2000000),
  -- No foreign key: a link outlives neither its 48 hours nor needs its author's profile.
  created_by uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '48 hours'
);
comment on table public.preview_links is
  'Shareable preview links of unpublished news and CMS pages (issue 20): a snapshot of the item, valid for 48 hours; read by visitors only through preview_content(token).';
create index preview_links_expires_at_idx on public.preview_links (expires_at);

create or replace function private.preview_link_defaults()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Whatever the client sent: the database chooses the token, the author and the expiry.
  new.token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  new.created_by := auth.uid();
  new.created_at := public.content_now();
  new.expires_at := public.content_now() + interval '48 hours';
  delete from public.preview_links p where p.expires_at <= public.content_now();
  return new;
end
$$;
revoke all on function private.preview_link_defaults() from public;

create trigger preview_links_defaults before insert on public.preview_links
  for each row execute function private.preview_link_defaults();
-- Making or revoking a link that shows unpublished content to outsiders is audited.
create trigger preview_links_audit after insert or update or delete on public.preview_links
  for each row execute function private.audit_row();

alter table public.preview_links enable row level security;
revoke all on public.preview_links from anon;
revoke update, truncate on public.preview_links from authenticated;
create policy "preview_links: editors and admins read" on public.preview_links
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));
create policy "preview_links: editors and admins insert" on public.preview_links
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "preview_links: editors and admins delete" on public.preview_links
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

create or replace function public.preview_content(token text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object('table_name', p.table_name, 'record_id', p.record_id, 'data', p.data,
    'expires_at', p.expires_at)
  from public.preview_links p
  where p.token = preview_content.token and p.expires_at > public.content_now()
$$;
comment on function public.preview_content(text) is
  'Anyone with a valid preview token: {table_name, record_id, data, expires_at} of the previewed item, or null when the token is unknown or expired.';
revoke execute on function public.preview_content(text) from public;
grant execute on function public.preview_content(text) to anon, authenticated, service_role;
