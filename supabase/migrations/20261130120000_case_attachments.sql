-- Attachments on complaints and appeals (issue 36, "Visitors"): up to three files (PDF, JPEG,
-- PNG; at most 5 MB each) as evidence, never public.
--
--   * Bucket `case-attachments`: private (no public URL), 5 MB per file, PDF/JPEG/PNG only; the
--     storage server also checks each file's content against its declared type (magic bytes).
--   * Visitors (anon, and a signed-in user on the public form) may only upload, and only under
--     `incoming/<upload key>/<file name>`, the key a random UUID made by the form. Nobody but
--     the staff who may read the case reads an object; nobody updates or deletes one through
--     the API (the retention job removes them, supabase/local/retention.ts).
--   * public.case_attachments: one file of one complaint or appeal (exactly one of the two
--     keys, deleted with its case). Read by exactly those who read the case (the policy asks
--     the cases' own policies); written only by submit_complaint / submit_appeal, which link
--     the files under the upload key they are given (at most 3, unclaimed, uploaded in the last
--     two hours; type and size checked again).
--   * Retention: anonymising a case deletes its attachment rows; its objects, now linked to
--     nothing, go with the unclaimed uploads older than a day
--     (private.unlinked_case_attachment_objects, removed through the storage layer).

-- ---------------------------------------------------------------------------------------
-- 1. the bucket and its policies
-- ---------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('case-attachments', 'case-attachments', false, 5242880,
  array['application/pdf', 'image/jpeg', 'image/png'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- An upload's path: `incoming/<uuid, lower case>/<file name>`; the name is what the form makes
-- of the file's (letters, digits, space, `.`, `_`, `-`, `(`, `)`), 1 to 100 characters. The
-- same pattern is the table's object_path check.
create policy "case-attachments: visitors upload" on storage.objects
  for insert to anon, authenticated
  with check (bucket_id = 'case-attachments' and name ~ '^incoming/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9 ._()-]{0,99}$');

-- ---------------------------------------------------------------------------------------
-- 2. the table
-- ---------------------------------------------------------------------------------------
create table public.case_attachments (
  id uuid primary key default gen_random_uuid(),
  complaint_id uuid references public.complaints (id) on delete cascade,
  appeal_id uuid references public.appeals (id) on delete cascade,
  object_path text not null,
  file_name text not null,
  mime_type text not null,
  size_bytes integer not null,
  created_at timestamptz not null default now(),
  constraint case_attachments_object_path_key unique (object_path),
  constraint case_attachments_one_case_check check (num_nonnulls(complaint_id, appeal_id) = 1),
  constraint case_attachments_object_path_check check (object_path ~ '^incoming/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9 ._()-]{0,99}$'),
  constraint case_attachments_file_name_check check (char_length(file_name) between 1 and 255),
  constraint case_attachments_mime_type_check check (mime_type in ('application/pdf', 'image/jpeg', 'image/png')),
  constraint case_attachments_size_bytes_check check (size_bytes between 1 and 5242880)
);
comment on table public.case_attachments is
  'Files a visitor attached to a complaint or appeal (at most 3; PDF, JPEG, PNG; 5 MB each), in the private case-attachments bucket. Read by those who read the case; written only by the submit RPCs.';
create index case_attachments_complaint_idx on public.case_attachments (complaint_id);
create index case_attachments_appeal_idx on public.case_attachments (appeal_id);

alter table public.case_attachments enable row level security;
revoke all on public.case_attachments from anon, authenticated;
grant select on public.case_attachments to authenticated;
-- Exactly the staff who may read the case: the cases' own select policies decide.
create policy "case_attachments: who reads the case" on public.case_attachments
  for select to authenticated
  using (
    (complaint_id is not null and exists (select 1 from public.complaints c where c.id = complaint_id))
    or (appeal_id is not null and exists (select 1 from public.appeals a where a.id = appeal_id))
  );

-- Staff download an attachment's object when they may read its row (and so the case).
create policy "case-attachments: who reads the case downloads" on storage.objects
  for select to authenticated
  using (bucket_id = 'case-attachments'
    and exists (select 1 from public.case_attachments a where a.object_path = name));

-- ---------------------------------------------------------------------------------------
-- 3. linking the uploads to a new case (called by the submit RPCs)
-- ---------------------------------------------------------------------------------------
create or replace function private.link_case_attachments(upload_key text, complaint uuid, appeal uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key text := lower(nullif(btrim(coalesce(upload_key, '')), ''));
  v_total integer;
  v_linked integer := 0;
  r record;
  meta jsonb;
  um jsonb;
  mime text;
  size bigint;
  given_name text;
begin
  if v_key is null then
    return 0;
  end if;
  if v_key !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform private.invalid('attachments', 'Lampiran tidak valid. Pilih berkasnya lagi.',
      'The attachments are not valid. Choose the files again.');
  end if;
  select count(*) into v_total from storage.objects o
    where o.bucket_id = 'case-attachments' and o.name like 'incoming/' || v_key || '/%';
  if v_total > 3 then
    perform private.invalid('attachments', 'Paling banyak 3 lampiran.', 'At most 3 attachments.');
  end if;
  for r in
    select o.name, o.metadata, o.user_metadata from storage.objects o
    where o.bucket_id = 'case-attachments' and o.name like 'incoming/' || v_key || '/%'
      and o.created_at > now() - interval '2 hours'
      and not exists (select 1 from public.case_attachments a where a.object_path = o.name)
    order by o.created_at, o.name
    for update of o
  loop
    meta := case when jsonb_typeof(r.metadata) = 'object' then r.metadata else '{}'::jsonb end;
    um := case when jsonb_typeof(r.user_metadata) = 'object' then r.user_metadata else '{}'::jsonb end;
    mime := lower(btrim(split_part(coalesce(meta ->> 'mimetype', ''), ';', 1)));
    size := case when meta ->> 'size' ~ '^[0-9]{1,15}$' then (meta ->> 'size')::bigint else 0 end;
    if mime not in ('application/pdf', 'image/jpeg', 'image/png') then
      perform private.invalid('attachments', 'Lampiran harus berupa PDF, JPEG atau PNG.',
        'Attachments must be PDF, JPEG or PNG files.');
    end if;
    if size < 1 or size > 5242880 then
      perform private.invalid('attachments', 'Setiap lampiran paling besar 5 MB.',
        'Each attachment may be at most 5 MB.');
    end if;
    given_name := nullif(left(btrim(regexp_replace(coalesce(um ->> 'name', ''), '[[:cntrl:]]', '', 'g')), 255), '');
    insert into public.case_attachments (complaint_id, appeal_id, object_path, file_name, mime_type, size_bytes)
    values (link_case_attachments.complaint, link_case_attachments.appeal, r.name,
      coalesce(given_name, regexp_replace(r.name, '^.*/', '')), mime, size);
    v_linked := v_linked + 1;
  end loop;
  if v_linked = 0 then
    perform private.invalid('attachments',
      'Lampiran tidak ditemukan atau sudah kedaluwarsa. Pilih berkasnya lagi.',
      'The attachments were not found or have expired. Choose the files again.');
  end if;
  return v_linked;
end
$$;
revoke all on function private.link_case_attachments(text, uuid, uuid) from public;

-- The case-attachments objects linked to no case and uploaded more than `hours` ago: unclaimed
-- uploads, and the files of anonymised or deleted cases. The retention job removes them through
-- the storage layer (rows and bytes).
create or replace function private.unlinked_case_attachment_objects(hours integer)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name from storage.objects o
  where o.bucket_id = 'case-attachments'
    and o.created_at < now() - make_interval(hours => greatest(coalesce(hours, 24), 1))
    and not exists (select 1 from public.case_attachments a where a.object_path = o.name)
  order by o.name
$$;
revoke all on function private.unlinked_case_attachment_objects(integer) from public;

-- ---------------------------------------------------------------------------------------
-- 4. the submit RPCs, with the upload key (dropped and recreated: a new argument)
-- ---------------------------------------------------------------------------------------
drop function public.submit_complaint(text, text, text, text, text, text, text, text);
create function public.submit_complaint(
  name text default null,
  company_name text default null,
  email text default null,
  phone text default null,
  certificate_number text default null,
  subject text default null,
  description text default null,
  language text default null,
  attachments text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(submit_complaint.name, 'name', 'Nama', 'Name', 2, 120, true);
  v_company text := private.clean_text(submit_complaint.company_name, 'company_name', 'Nama perusahaan', 'Company name', 2, 200, false);
  v_email text := private.clean_email(submit_complaint.email);
  v_phone text := private.clean_phone(submit_complaint.phone, true);
  v_certificate text := private.clean_text(submit_complaint.certificate_number, 'certificate_number', 'Nomor sertifikat', 'Certificate number', 3, 60, false);
  v_subject text := private.clean_text(submit_complaint.subject, 'subject', 'Perihal', 'Subject', 5, 200, true);
  v_description text := private.clean_text(submit_complaint.description, 'description', 'Uraian keluhan', 'Description', 20, 5000, true);
  v_reference text;
  v_id uuid;
begin
  perform private.enforce_submission_rate_limit('complaint', v_email);
  insert into public.complaints (name, company_name, email, phone, certificate_number, subject, description, language)
  values (v_name, v_company, v_email, v_phone, v_certificate, v_subject, v_description, private.clean_language(submit_complaint.language))
  returning complaints.id, complaints.reference into v_id, v_reference;
  perform private.link_case_attachments(submit_complaint.attachments, v_id, null);
  return v_reference;
end
$$;
comment on function public.submit_complaint(text, text, text, text, text, text, text, text, text) is
  'Public complaint form: validates, rate-limits, stores (with the acknowledgement in the outbox) and its attachments (the upload key), and returns the reference (KEL-YYYY-NNNNN).';
revoke execute on function public.submit_complaint(text, text, text, text, text, text, text, text, text) from public;
grant execute on function public.submit_complaint(text, text, text, text, text, text, text, text, text) to anon, authenticated, service_role;

drop function public.submit_appeal(text, text, text, text, text, text, text, text, text);
create function public.submit_appeal(
  name text default null,
  company_name text default null,
  email text default null,
  phone text default null,
  certificate_number text default null,
  subject text default null,
  description text default null,
  decision_date text default null,
  language text default null,
  attachments text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(submit_appeal.name, 'name', 'Nama', 'Name', 2, 120, true);
  v_company text := private.clean_text(submit_appeal.company_name, 'company_name', 'Nama perusahaan', 'Company name', 2, 200, true);
  v_email text := private.clean_email(submit_appeal.email);
  v_phone text := private.clean_phone(submit_appeal.phone, true);
  v_certificate text := private.clean_text(submit_appeal.certificate_number, 'certificate_number', 'Nomor sertifikat/permohonan', 'Certificate or application number', 3, 60, false);
  v_subject text := private.clean_text(submit_appeal.subject, 'subject', 'Perihal', 'Subject', 5, 200, true);
  v_description text := private.clean_text(submit_appeal.description, 'description', 'Alasan banding', 'Grounds for appeal', 20, 5000, true);
  v_raw_date text := nullif(btrim(coalesce(submit_appeal.decision_date, '')), '');
  v_decision date;
  v_today date := (now() at time zone 'Asia/Jakarta')::date;
  v_working_days integer;
  v_reference text;
  v_id uuid;
begin
  perform private.enforce_submission_rate_limit('appeal', v_email);
  if v_raw_date is null then
    perform private.invalid('decision_date', 'Tanggal keputusan wajib diisi.', 'Decision date is required.');
  end if;
  if v_raw_date !~ '^\d{4}-\d{2}-\d{2}$' then
    perform private.invalid('decision_date', 'Tanggal keputusan tidak valid (format YYYY-MM-DD).', 'The decision date is not valid (YYYY-MM-DD).');
  end if;
  begin
    v_decision := v_raw_date::date;
  exception when others then
    perform private.invalid('decision_date', 'Tanggal keputusan tidak valid (format YYYY-MM-DD).', 'The decision date is not valid (YYYY-MM-DD).');
  end;
  if v_decision > v_today then
    perform private.invalid('decision_date', 'Tanggal keputusan tidak boleh di masa depan.', 'The decision date cannot be in the future.');
  end if;
  if v_decision >= v_today - 40 then
    v_working_days := private.working_days_between(v_decision, v_today);
  end if;
  if v_working_days is null or v_working_days > 14 then
    perform private.invalid('decision_date',
      'Banding hanya dapat diajukan paling lambat 14 hari kerja setelah tanggal keputusan.',
      'An appeal must be lodged within 14 working days of the decision.');
  end if;

  insert into public.appeals (name, company_name, email, phone, certificate_number, subject, description, decision_date, language)
  values (v_name, v_company, v_email, v_phone, v_certificate, v_subject, v_description, v_decision, private.clean_language(submit_appeal.language))
  returning appeals.id, appeals.reference into v_id, v_reference;
  perform private.link_case_attachments(submit_appeal.attachments, null, v_id);
  return v_reference;
end
$$;
comment on function public.submit_appeal(text, text, text, text, text, text, text, text, text, text) is
  'Public appeal form: rate-limits, validates (decision within 14 working days, holidays excluded), stores (with the acknowledgement in the outbox) and its attachments (the upload key), and returns the reference (BDG-YYYY-NNNNN).';
revoke execute on function public.submit_appeal(text, text, text, text, text, text, text, text, text, text) from public;
grant execute on function public.submit_appeal(text, text, text, text, text, text, text, text, text, text) to anon, authenticated, service_role;


-- ---------------------------------------------------------------------------------------
-- 5. retention
-- ---------------------------------------------------------------------------------------
-- Redefined (from 20261130100000_case_notes): as before, and the attachment rows of the
-- anonymised complaints and appeals are deleted (their objects, linked to nothing now, are
-- removed by the retention job: private.unlinked_case_attachment_objects).
create or replace function private.anonymise_closed_submissions(months integer)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz;
  done integer := 0;
  n integer;
  r record;
begin
  if months is null or months < 1 then
    raise exception using errcode = '22023', message = 'months must be at least 1';
  end if;
  cutoff := now() - make_interval(months => months);
  for r in
    update public.complaints set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
      where anonymised_at is null and closed_at < cutoff returning 'complaints' as entity, id
  loop
    perform private.redact_outbox(r.entity, r.id);
    delete from public.case_notes cn where cn.complaint_id = r.id;
    delete from public.case_attachments ca where ca.complaint_id = r.id;
    done := done + 1;
  end loop;
  for r in
    update public.appeals set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
      where anonymised_at is null and closed_at < cutoff returning 'appeals' as entity, id
  loop
    perform private.redact_outbox(r.entity, r.id);
    delete from public.case_notes cn where cn.appeal_id = r.id;
    delete from public.case_attachments ca where ca.appeal_id = r.id;
    done := done + 1;
  end loop;
  for r in
    update public.contact_submissions set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
      where anonymised_at is null and closed_at < cutoff returning 'contact_submissions' as entity, id
  loop
    perform private.redact_outbox(r.entity, r.id);
    done := done + 1;
  end loop;
  return done;
end
$$;
