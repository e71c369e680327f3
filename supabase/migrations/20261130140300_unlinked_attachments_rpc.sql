-- The files of case attachments linked to no case (unclaimed uploads, files of anonymised or
-- deleted cases), for the cleanup that removes them through the Storage API: hosted Supabase
-- forbids deleting storage.objects rows by SQL, so a front with the service-role key asks for
-- this list daily and removes the files (supabase/local/attachment-cleanup.ts). The service role
-- only: the list is of private files.

create or replace function public.unlinked_case_attachments(hours integer default 24)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select private.unlinked_case_attachment_objects(hours)
$$;
revoke all on function public.unlinked_case_attachments(integer) from public, anon, authenticated;
grant execute on function public.unlinked_case_attachments(integer) to service_role;
comment on function public.unlinked_case_attachments(integer) is
  'Case-attachments objects linked to no case and older than `hours`: the cleanup removes them through the Storage API (service role only).';
