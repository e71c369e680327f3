-- Storage: the public `media` bucket for logos, slides, client logos, news covers, people
-- photos and legal documents (DECISIONS 16). Images (png, jpeg, webp, svg) and PDF up to
-- 10 MB. Editors and admins upload, replace and delete; everyone downloads through the
-- public URL (/storage/v1/object/public/media/...), which needs no policy.
--
-- Listing is deliberately not public (splinter 0025 public_bucket_allows_listing): only
-- signed-in staff get a SELECT policy, which the media picker's list() and upsert/remove
-- need. Anonymous visitors can fetch a file whose URL they know but cannot enumerate them.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 10485760,
  array['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "media: staff list" on storage.objects
  for select to authenticated
  using (bucket_id = 'media' and (select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "media: editors and admins upload" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'media' and (select public.current_app_role()) in ('admin', 'editor'));
create policy "media: editors and admins update" on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and (select public.current_app_role()) in ('admin', 'editor'))
  with check (bucket_id = 'media' and (select public.current_app_role()) in ('admin', 'editor'));
create policy "media: editors and admins delete" on storage.objects
  for delete to authenticated
  using (bucket_id = 'media' and (select public.current_app_role()) in ('admin', 'editor'));
