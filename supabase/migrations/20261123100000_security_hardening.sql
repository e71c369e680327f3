-- Security hardening (issue 14, docs/security.md):
--   1. Statement timeouts per API role, as hosted Supabase sets them (anon 3 s, authenticated 8 s).
--   2. private.client_address(): the address the trusted proxy appended (right-most
--      X-Forwarded-For entry, or the Nth from the right with app.trust_proxy_hops = N), not the
--      first entry, which the client writes.
--   3. submit_appeal: the rate limit first, and a decision date outside a 40-day window refused
--      before any counting (a date in year 0001 made it count 740,000 days).
--   4. track_submission: failed lookups limited per client address and per reference.
--   5. current_app_role(): a token whose user was deleted (or banned) has no staff rights.
--   6. Personal data in submissions (UU 27/2022): the audit log keeps which personal fields
--      changed, never their values (existing entries are redacted too), and
--      private.anonymise_closed_submissions(months) redacts name, email and phone of submissions
--      closed longer ago than that (the embedded backend runs it daily; hosted: pg_cron).
--   7. The privacy notice (Kebijakan Privasi), a CMS page.

-- ---------------------------------------------------------------------------------------
-- 1. statement timeouts (PostgREST applies a role's settings to each request it runs as that
--    role; PGlite cannot interrupt a statement, see docs/security.md)
-- ---------------------------------------------------------------------------------------
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- ---------------------------------------------------------------------------------------
-- 2. client address
-- ---------------------------------------------------------------------------------------
create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  with entries as (
    select array_remove(array(
      select nullif(btrim(e), '')
      from unnest(string_to_array(
        coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',')) e
    ), null) as list
  ), hops as (
    select greatest(1, coalesce(nullif(current_setting('app.trust_proxy_hops', true), '')::integer, 1)) as n
  )
  select left(list[greatest(1, cardinality(list) - n + 1)], 64)
  from entries, hops
  where cardinality(list) > 0
$$;
comment on function private.client_address() is
  'The client address: the Nth X-Forwarded-For entry from the right (N = app.trust_proxy_hops, default 1), the one the trusted proxy wrote.';

-- ---------------------------------------------------------------------------------------
-- 3. submit_appeal (redefined): rate limit before the date checks; the date must lie within
--    the last 40 days (14 working days are at most 20 calendar days plus holidays) before the
--    working days are counted, so the count never spans more than 40 days.
-- ---------------------------------------------------------------------------------------
create or replace function public.submit_appeal(
  name text default null,
  company_name text default null,
  email text default null,
  phone text default null,
  certificate_number text default null,
  subject text default null,
  description text default null,
  decision_date text default null
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
    select count(*) into v_working_days
    from generate_series(v_decision + 1, v_today, interval '1 day') d
    where extract(isodow from d) < 6;
  end if;
  if v_working_days is null or v_working_days > 14 then
    perform private.invalid('decision_date',
      'Banding hanya dapat diajukan paling lambat 14 hari kerja setelah tanggal keputusan.',
      'An appeal must be lodged within 14 working days of the decision.');
  end if;

  insert into public.appeals (name, company_name, email, phone, certificate_number, subject, description, decision_date)
  values (v_name, v_company, v_email, v_phone, v_certificate, v_subject, v_description, v_decision)
  returning appeals.reference into v_reference;
  return v_reference;
end
$$;
comment on function public.submit_appeal(text, text, text, text, text, text, text, text) is
  'Public appeal form: rate-limits, validates (decision within 14 working days), stores and returns the reference (BDG-YYYY-NNNNN).';

-- ---------------------------------------------------------------------------------------
-- 4. track_submission (redefined): references are sequential, so the email is the only
--    secret. Failed lookups count, per client address (20) and per reference (10) in ten
--    minutes; past either limit every lookup of that address or reference is refused with the
--    forms' 429 until the window moves on. Successful lookups never count.
-- ---------------------------------------------------------------------------------------
create table private.lookup_events (
  id bigint generated always as identity primary key,
  reference text not null,
  client_addr text,
  created_at timestamptz not null default now()
);
comment on table private.lookup_events is 'Failed status lookups of the last hour, for rate limiting.';
create index lookup_events_reference_idx on private.lookup_events (reference, created_at);
create index lookup_events_addr_idx on private.lookup_events (client_addr, created_at);
revoke all on private.lookup_events from public;

create or replace function private.lookup_limited(ref text, addr text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (select count(*) from private.lookup_events e
          where e.reference = ref and e.created_at > now() - interval '10 minutes') >= 10
      or (addr is not null and (select count(*) from private.lookup_events e
          where e.client_addr = addr and e.created_at > now() - interval '10 minutes') >= 20)
$$;

create or replace function public.track_submission(reference text, email text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ref text := left(upper(btrim(coalesce(track_submission.reference, ''))), 40);
  mail text := left(lower(btrim(coalesce(track_submission.email, ''))), 254);
  addr text := private.client_address();
  result json;
begin
  if ref = '' or mail = '' then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtext('lookup:' || ref));
  if private.lookup_limited(ref, addr) then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak pencarian. Silakan coba lagi dalam 10 menit.',
      detail = 'Too many lookups. Please try again in 10 minutes.',
      hint = 'rate_limited';
  end if;
  if ref like 'KEL-%' then
    select json_build_object('reference', c.reference, 'type', 'complaint', 'status', c.status,
      'resolution', c.resolution, 'updated_at', c.updated_at)
    into result from public.complaints c where c.reference = ref and lower(c.email) = mail;
  elsif ref like 'BDG-%' then
    select json_build_object('reference', a.reference, 'type', 'appeal', 'status', a.status,
      'resolution', a.resolution, 'updated_at', a.updated_at)
    into result from public.appeals a where a.reference = ref and lower(a.email) = mail;
  elsif ref like 'MSG-%' then
    select json_build_object('reference', m.reference, 'type', 'contact', 'status', m.status,
      'resolution', null, 'updated_at', m.updated_at)
    into result from public.contact_submissions m where m.reference = ref and lower(m.email) = mail;
  end if;
  if result is null then
    delete from private.lookup_events e where e.created_at < now() - interval '1 hour';
    insert into private.lookup_events (reference, client_addr) values (ref, addr);
  end if;
  return result;
end
$$;
comment on function public.track_submission(text, text) is
  'Public status lookup: {reference, type, status, resolution, updated_at} or null; never internal notes. Failed lookups are rate-limited per address and per reference (PT429).';
revoke execute on function public.track_submission(text, text) from public;
grant execute on function public.track_submission(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 5. current_app_role (redefined): the signed token alone is not enough; its user must still
--    exist in auth.users, not deleted or banned (a deleted user's token stays valid until it
--    expires, and without a profile row it would otherwise count as a viewer).
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
    when not exists (
      select 1 from auth.users u
      where u.id = auth.uid() and u.deleted_at is null
        and (u.banned_until is null or u.banned_until <= now())
    ) then null
    else coalesce((select u.role from public.app_users u where u.id = auth.uid()), 'viewer')
  end
$$;
comment on function public.current_app_role() is
  'The caller''s staff role: admin, editor or viewer (viewer when signed in without a profile); null for anon and for a token whose user is deleted or banned.';

-- ---------------------------------------------------------------------------------------
-- 6. personal data: closing dates, the audit log without personal values, retention
-- ---------------------------------------------------------------------------------------
alter table public.complaints add column closed_at timestamptz, add column anonymised_at timestamptz;
alter table public.appeals add column closed_at timestamptz, add column anonymised_at timestamptz;
alter table public.contact_submissions add column closed_at timestamptz, add column anonymised_at timestamptz;
comment on column public.complaints.closed_at is 'When the status last became selesai or ditolak (the retention period runs from here).';
comment on column public.appeals.closed_at is 'When the status last became selesai or ditolak (the retention period runs from here).';
comment on column public.contact_submissions.closed_at is 'When the status last became dibalas (the retention period runs from here).';
comment on column public.complaints.anonymised_at is 'When name, email and phone were redacted by the retention rule.';
comment on column public.appeals.anonymised_at is 'When name, email and phone were redacted by the retention rule.';
comment on column public.contact_submissions.anonymised_at is 'When name, email and phone were redacted by the retention rule.';
update public.complaints set closed_at = updated_at where status in ('selesai', 'ditolak');
update public.appeals set closed_at = updated_at where status in ('selesai', 'ditolak');
update public.contact_submissions set closed_at = updated_at where status = 'dibalas';

-- The statuses of the three tables are distinct, so one list serves them all.
create or replace function private.set_closed_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status not in ('selesai', 'ditolak', 'dibalas') then
    new.closed_at := null;
  elsif tg_op = 'INSERT' or old.status is distinct from new.status then
    new.closed_at := now();
  end if;
  return new;
end
$$;
create trigger complaints_set_closed_at before insert or update of status on public.complaints
  for each row execute function private.set_closed_at();
create trigger appeals_set_closed_at before insert or update of status on public.appeals
  for each row execute function private.set_closed_at();
create trigger contact_submissions_set_closed_at before insert or update of status on public.contact_submissions
  for each row execute function private.set_closed_at();

-- What the audit log keeps of a submission: its workflow, never what the submitter wrote.
create or replace function private.redact_submission_changes(changes jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(e.key, case
    when e.key in ('id', 'reference', 'status', 'handled_by', 'due_at', 'decision_date', 'closed_at', 'anonymised_at')
      then e.value
    end), '{}'::jsonb)
  from jsonb_each(changes) e
$$;
comment on function private.redact_submission_changes(jsonb) is
  'Audit changes of a submission: workflow fields keep their values, every other field only its name (value null).';

-- Redefined: as before, plus the redaction for submissions.
create or replace function private.audit_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_data jsonb := coalesce(new_row, old_row);
  diff jsonb := '{}'::jsonb;
  k text;
begin
  if tg_op = 'UPDATE' then
    for k in select jsonb_object_keys(new_row) loop
      continue when k in ('updated_at', 'created_at') or k ~* '(password|secret|token)';
      if new_row -> k is distinct from old_row -> k then
        diff := diff || jsonb_build_object(k, jsonb_build_object('old', old_row -> k, 'new', new_row -> k));
      end if;
    end loop;
    if diff = '{}'::jsonb then
      return null;
    end if;
  else
    select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) into diff
    from jsonb_each(row_data) e
    where e.key not in ('updated_at', 'created_at') and e.key !~* '(password|secret|token)';
  end if;
  if tg_table_name in ('contact_submissions', 'complaints', 'appeals') then
    diff := private.redact_submission_changes(diff);
  end if;

  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, record_title, changes)
  values (
    auth.uid(),
    left(auth.email(), 254),
    left(coalesce(auth.role(), nullif(current_setting('role', true), 'none')), 64),
    lower(tg_op),
    tg_table_name,
    left(row_data ->> 'id', 64),
    private.row_title(tg_table_name, row_data),
    diff
  );
  return null;
end
$$;

-- Entries written before this migration held the submitters' details: redact them once. The
-- log is append-only for everyone else; the migration (its owner) lifts the guard meanwhile.
alter table public.audit_log disable trigger audit_log_forbid_update_delete;
update public.audit_log
  set changes = private.redact_submission_changes(changes)
  where table_name in ('contact_submissions', 'complaints', 'appeals');
alter table public.audit_log enable trigger audit_log_forbid_update_delete;

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
begin
  if months is null or months < 1 then
    raise exception using errcode = '22023', message = 'months must be at least 1';
  end if;
  cutoff := now() - make_interval(months => months);
  update public.complaints set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
    where anonymised_at is null and closed_at < cutoff;
  get diagnostics n = row_count;
  done := done + n;
  update public.appeals set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
    where anonymised_at is null and closed_at < cutoff;
  get diagnostics n = row_count;
  done := done + n;
  update public.contact_submissions set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
    where anonymised_at is null and closed_at < cutoff;
  get diagnostics n = row_count;
  return done + n;
end
$$;
comment on function private.anonymise_closed_submissions(integer) is
  'Retention (UU 27/2022): redacts name, email and phone of submissions closed more than `months` months ago; returns how many. Audited without the values.';
revoke all on function private.anonymise_closed_submissions(integer) from public;
revoke all on function private.redact_submission_changes(jsonb) from public;
revoke all on function private.set_closed_at() from public;
revoke all on function private.lookup_limited(text, text) from public;

-- ---------------------------------------------------------------------------------------
-- 7. the privacy notice (a draft the operator reviews in /admin/cms)
-- ---------------------------------------------------------------------------------------
insert into public.cms_pages (slug, title, meta_description, is_published, content)
values ('kebijakan-privasi',
  '{"id": "Kebijakan Privasi", "en": "Privacy Notice"}',
  '{"id": "Data pribadi apa yang kami kumpulkan lewat formulir situs ini, untuk apa, berapa lama disimpan dan hak Anda.", "en": "What personal data the forms on this site collect, why, how long it is kept and your rights."}',
  true,
  jsonb_build_object('id', $md$Kebijakan ini menjelaskan data pribadi yang dikumpulkan situs ini, sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.

## Data yang kami kumpulkan

| Formulir | Data | Untuk apa |
| --- | --- | --- |
| Keluhan | nama, nama perusahaan, email, nomor telepon, nomor sertifikat (opsional), perihal, uraian | menangani keluhan Anda dan memberi tahu hasilnya |
| Banding | nama, nama perusahaan, email, nomor telepon, nomor sertifikat/permohonan, tanggal keputusan, perihal, alasan | memeriksa banding atas keputusan sertifikasi |
| Kontak | nama, email, nomor telepon (opsional), perihal, pesan | menjawab pesan Anda |
| Cek status | nomor referensi dan email | menampilkan status; tidak disimpan, kecuali pencarian yang gagal (nomor referensi dan alamat IP, paling lama satu jam) untuk mencegah penyalahgunaan |

Untuk mencegah penyalahgunaan formulir, kami juga menyimpan alamat IP dan sidik (hash) email setiap pengiriman selama satu hari. Situs ini tidak memakai cookie pelacak atau iklan; pilihan bahasa dan tema hanya disimpan di peramban Anda.

## Siapa yang melihatnya

Hanya staf LSBU yang berperan admin atau editor yang dapat membuka keluhan, banding dan pesan. Setiap perubahan dicatat dalam log audit tanpa isi data pribadi. Kami tidak menjual atau membagikan data Anda kepada pihak lain, kecuali bila diwajibkan oleh hukum atau oleh skema sertifikasi (misalnya kepada regulator).

## Berapa lama disimpan

Nama, email dan nomor telepon dianonimkan secara otomatis **24 bulan** setelah keluhan, banding atau pesan ditutup. Isi lainnya tetap disimpan sebagai catatan mutu lembaga sertifikasi.

## Hak Anda

Anda berhak meminta akses, perbaikan atau penghapusan data pribadi Anda, dan menarik persetujuan. Kirim permintaan melalui halaman Kontak atau email kantor kami dengan menyebutkan nomor referensi; kami menjawab paling lambat 3 × 24 jam hari kerja.$md$,
  'en', $md$This notice explains the personal data this site collects, under Indonesia's Personal Data Protection Law (Law No. 27 of 2022).

## What we collect

| Form | Data | Why |
| --- | --- | --- |
| Complaint | name, company name, email, phone, certificate number (optional), subject, description | to handle your complaint and tell you the outcome |
| Appeal | name, company name, email, phone, certificate or application number, decision date, subject, grounds | to review an appeal against a certification decision |
| Contact | name, email, phone (optional), subject, message | to answer your message |
| Status lookup | reference number and email | to show the status; not stored, except failed lookups (reference number and IP address, for up to one hour) to prevent abuse |

To prevent abuse of the forms we also keep the IP address and a hash of the email of each submission for one day. This site uses no tracking or advertising cookies; your language and theme choices stay in your browser.

## Who sees it

Only LSBU staff with the admin or editor role can open complaints, appeals and messages. Every change is recorded in an audit log without the personal data itself. We do not sell or share your data, except where the law or the certification scheme requires it (for example, with the regulator).

## How long we keep it

Name, email and phone are anonymised automatically **24 months** after a complaint, appeal or message is closed. The rest is kept as the certification body's quality record.

## Your rights

You may ask to access, correct or delete your personal data, and withdraw your consent. Send your request through the Contact page or our office email, quoting your reference number; we answer within 3 working days.$md$))
on conflict (slug) do nothing;
