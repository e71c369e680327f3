-- The audit log names the case a note or an attachment belongs to (its reference, KEL-… or
-- BDG-…) and the message a reply answered (its reference), instead of leaving those entries
-- without a title.
-- Redefined (from 20261129120000_audit_titles): plus case_notes, case_attachments and
-- contact_message_replies.
create or replace function private.row_title(table_name text, row_data jsonb)
returns text
language sql
stable
set search_path = ''
as $$
  select left(case
    when table_name in ('contact_submissions', 'complaints', 'appeals') then row_data ->> 'reference'
    when table_name = 'app_users' then row_data ->> 'full_name'
    when table_name = 'site_settings' then row_data ->> 'site_name'
    when table_name = 'certificates' then row_data ->> 'number'
    when table_name in ('certificate_subclasses', 'certificate_status_events') then (
      select c.number from public.certificates c where c.id::text = row_data ->> 'certificate_id')
    when table_name = 'certified_companies' then
      concat_ws(' ', row_data ->> 'legal_form', row_data ->> 'name')
    when table_name = 'testimonials' then
      concat_ws(', ', row_data ->> 'person_name', row_data ->> 'company')
    when table_name = 'notification_settings' then (
      select u.full_name from public.app_users u
      where u.id::text = row_data ->> 'user_id')
    when table_name in ('case_notes', 'case_attachments') then coalesce(
      (select c.reference from public.complaints c where c.id::text = row_data ->> 'complaint_id'),
      (select a.reference from public.appeals a where a.id::text = row_data ->> 'appeal_id'))
    when table_name = 'contact_message_replies' then (
      select m.reference from public.contact_submissions m
      where m.id::text = row_data ->> 'message_id')
    when table_name = 'preview_links' then row_data -> 'data' -> 'title' ->> 'id'
    when table_name = 'holidays' then
      concat_ws(' ', row_data ->> 'date', row_data -> 'name' ->> 'id')
    else coalesce(
      row_data -> 'title' ->> 'id',
      case jsonb_typeof(row_data -> 'name') when 'object' then row_data -> 'name' ->> 'id'
        when 'string' then row_data ->> 'name' end,
      row_data -> 'label' ->> 'id',
      row_data -> 'question' ->> 'id',
      row_data ->> 'code',
      row_data ->> 'number',
      row_data ->> 'slug'
    )
  end, 300)
$$;
