-- Complaints and appeals as ISO/IEC 17065 §7.13 asks (issue 21):
--   1. Working days: a holidays table admins maintain (seeded 2026–2027); due dates are 3
--      Indonesian working days after receipt; the appeal window counts holidays too.
--   2. The submitter's language is stored with each submission (the submit RPCs take it).
--   3. Impartial handling: `decided_by` records who made the decision complained about or
--      appealed; that person may neither handle nor close the case.
--   4. The outbox: every email is written in the same transaction as the event that causes it
--      (the triggers below), composed here in the submitter's language (plain text + simple
--      HTML). A worker (supabase/local/mail, docs/decisions/013) sends it with the service role
--      through outbox_claim / outbox_report; an interrupted send becomes 'unknown' and is never
--      resent without an admin deciding so (outbox_resolve).
--   5. Staff alerts: notifications (the bell) and per-user settings; a daily digest of overdue
--      cases (queue_overdue_digest).
--   6. The timeline: case_timeline() for staff (from the audit log and the outbox);
--      track_submission() adds the public part (status steps only).
--   7. Personal data: outbox copies are anonymised with their submission; the privacy notice
--      says what is emailed and kept.
--
-- Redefined here (everything they did before is kept): submit_complaint, submit_appeal,
-- submit_contact (new optional `language` argument: dropped and recreated), track_submission,
-- private.set_due_at, private.redact_submission_changes, private.anonymise_closed_submissions.

-- ---------------------------------------------------------------------------------------
-- helpers
-- ---------------------------------------------------------------------------------------

-- True inside a request through the API (PostgREST sets the JWT claims; anon has them too).
-- Rows written by direct SQL (the seed, a data import) send no mail.
create or replace function private.in_api_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select nullif(current_setting('request.jwt.claims', true), '') is not null
$$;

-- The public address of the site for links in emails: `app.site_url` (the embedded backend sets
-- it from SITE_URL or its own address; hosted: `alter database postgres set app.site_url = …`).
create or replace function private.site_url()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(rtrim(btrim(coalesce(current_setting('app.site_url', true), '')), '/'), '')
$$;

-- ---------------------------------------------------------------------------------------
-- 1. holidays and working days
-- ---------------------------------------------------------------------------------------
create table public.holidays (
  id uuid primary key default gen_random_uuid(),
  date date not null unique check (date between '2000-01-01' and '2100-12-31'),
  name jsonb not null check (public.is_translatable(name, 200)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.holidays is
  'National holidays and collective leave days (libur nasional, cuti bersama): not working days for due dates. Admins maintain it.';

alter table public.holidays enable row level security;
create policy "holidays: staff read" on public.holidays
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "holidays: admins insert" on public.holidays
  for insert to authenticated with check ((select public.current_app_role()) = 'admin');
create policy "holidays: admins update" on public.holidays
  for update to authenticated
  using ((select public.current_app_role()) = 'admin') with check ((select public.current_app_role()) = 'admin');
create policy "holidays: admins delete" on public.holidays
  for delete to authenticated using ((select public.current_app_role()) = 'admin');
revoke all on public.holidays from anon;
create trigger holidays_set_updated_at before update on public.holidays
  for each row execute function private.set_updated_at();
create trigger holidays_audit after insert or update or delete on public.holidays
  for each row execute function private.audit_row();

-- 2026 from the joint ministerial decree (SKB 3 Menteri, 19 September 2025): national holidays
-- and collective leave. 2027: the fixed dates, and the lunar ones as expected; check them
-- against the 2027 decree when it is published (admins edit them in /admin/hari-libur).
insert into public.holidays (date, name) values
  ('2026-01-01', '{"id": "Tahun Baru 2026 Masehi", "en": "New Year''s Day"}'),
  ('2026-01-16', '{"id": "Isra Mikraj Nabi Muhammad SAW", "en": "Isra Mi''raj"}'),
  ('2026-02-16', '{"id": "Cuti bersama Tahun Baru Imlek", "en": "Collective leave: Chinese New Year"}'),
  ('2026-02-17', '{"id": "Tahun Baru Imlek 2577 Kongzili", "en": "Chinese New Year"}'),
  ('2026-03-18', '{"id": "Cuti bersama Hari Suci Nyepi", "en": "Collective leave: Nyepi"}'),
  ('2026-03-19', '{"id": "Hari Suci Nyepi (Tahun Baru Saka 1948)", "en": "Nyepi (Balinese New Year)"}'),
  ('2026-03-20', '{"id": "Cuti bersama Idul Fitri 1447 H", "en": "Collective leave: Eid al-Fitr"}'),
  ('2026-03-21', '{"id": "Idul Fitri 1447 H", "en": "Eid al-Fitr"}'),
  ('2026-03-22', '{"id": "Idul Fitri 1447 H (hari kedua)", "en": "Eid al-Fitr (second day)"}'),
  ('2026-03-23', '{"id": "Cuti bersama Idul Fitri 1447 H", "en": "Collective leave: Eid al-Fitr"}'),
  ('2026-03-24', '{"id": "Cuti bersama Idul Fitri 1447 H", "en": "Collective leave: Eid al-Fitr"}'),
  ('2026-04-03', '{"id": "Wafat Yesus Kristus", "en": "Good Friday"}'),
  ('2026-04-05', '{"id": "Kebangkitan Yesus Kristus (Paskah)", "en": "Easter Sunday"}'),
  ('2026-05-01', '{"id": "Hari Buruh Internasional", "en": "International Labour Day"}'),
  ('2026-05-14', '{"id": "Kenaikan Yesus Kristus", "en": "Ascension Day"}'),
  ('2026-05-15', '{"id": "Cuti bersama Kenaikan Yesus Kristus", "en": "Collective leave: Ascension Day"}'),
  ('2026-05-27', '{"id": "Idul Adha 1447 H", "en": "Eid al-Adha"}'),
  ('2026-05-28', '{"id": "Cuti bersama Idul Adha 1447 H", "en": "Collective leave: Eid al-Adha"}'),
  ('2026-05-31', '{"id": "Hari Raya Waisak 2570 BE", "en": "Vesak Day"}'),
  ('2026-06-01', '{"id": "Hari Lahir Pancasila", "en": "Pancasila Day"}'),
  ('2026-06-16', '{"id": "Tahun Baru Islam 1448 H", "en": "Islamic New Year"}'),
  ('2026-08-17', '{"id": "Hari Kemerdekaan Republik Indonesia", "en": "Independence Day"}'),
  ('2026-08-25', '{"id": "Maulid Nabi Muhammad SAW", "en": "Prophet Muhammad''s Birthday"}'),
  ('2026-12-24', '{"id": "Cuti bersama Hari Raya Natal", "en": "Collective leave: Christmas"}'),
  ('2026-12-25', '{"id": "Hari Raya Natal", "en": "Christmas Day"}'),
  ('2027-01-01', '{"id": "Tahun Baru 2027 Masehi", "en": "New Year''s Day"}'),
  ('2027-01-05', '{"id": "Isra Mikraj Nabi Muhammad SAW", "en": "Isra Mi''raj"}'),
  ('2027-02-06', '{"id": "Tahun Baru Imlek 2578 Kongzili", "en": "Chinese New Year"}'),
  ('2027-03-08', '{"id": "Hari Suci Nyepi (Tahun Baru Saka 1949)", "en": "Nyepi (Balinese New Year)"}'),
  ('2027-03-10', '{"id": "Idul Fitri 1448 H", "en": "Eid al-Fitr"}'),
  ('2027-03-11', '{"id": "Idul Fitri 1448 H (hari kedua)", "en": "Eid al-Fitr (second day)"}'),
  ('2027-03-26', '{"id": "Wafat Yesus Kristus", "en": "Good Friday"}'),
  ('2027-03-28', '{"id": "Kebangkitan Yesus Kristus (Paskah)", "en": "Easter Sunday"}'),
  ('2027-05-01', '{"id": "Hari Buruh Internasional", "en": "International Labour Day"}'),
  ('2027-05-06', '{"id": "Kenaikan Yesus Kristus", "en": "Ascension Day"}'),
  ('2027-05-17', '{"id": "Idul Adha 1448 H", "en": "Eid al-Adha"}'),
  ('2027-05-20', '{"id": "Hari Raya Waisak 2571 BE", "en": "Vesak Day"}'),
  ('2027-06-01', '{"id": "Hari Lahir Pancasila", "en": "Pancasila Day"}'),
  ('2027-06-06', '{"id": "Tahun Baru Islam 1449 H", "en": "Islamic New Year"}'),
  ('2027-08-15', '{"id": "Maulid Nabi Muhammad SAW", "en": "Prophet Muhammad''s Birthday"}'),
  ('2027-08-17', '{"id": "Hari Kemerdekaan Republik Indonesia", "en": "Independence Day"}'),
  ('2027-12-25', '{"id": "Hari Raya Natal", "en": "Christmas Day"}');

-- A working day: Monday to Friday and not in the holidays table.
create or replace function private.is_working_day(d date)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select extract(isodow from d) < 6 and not exists (select 1 from public.holidays h where h.date = d)
$$;

-- The moment `n` working days after `at` (Asia/Jakarta), same time of day: received on Friday
-- 10:00 with n = 3 → Wednesday 10:00 (or later when a holiday falls in between).
create or replace function private.add_working_days(start_at timestamptz, n integer)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  local_ts timestamp := start_at at time zone 'Asia/Jakarta';
  d date := local_ts::date;
  left_days integer := greatest(n, 0);
  guard integer := 0;
begin
  while left_days > 0 loop
    d := d + 1;
    guard := guard + 1;
    if guard > 400 then
      raise exception 'add_working_days: no working day within 400 days';
    end if;
    if private.is_working_day(d) then
      left_days := left_days - 1;
    end if;
  end loop;
  return (d + local_ts::time) at time zone 'Asia/Jakarta';
end
$$;

-- Working days after `first` up to and including `last` (both Asia/Jakarta calendar dates).
create or replace function private.working_days_between(first date, last date)
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer
  from generate_series(first + 1, last, interval '1 day') d
  where private.is_working_day(d::date)
$$;

-- Redefined: complaints and appeals are due 3 working days after receipt (was 3 calendar days).
-- Security definer now: it reads the holidays whoever inserts (the service role too).
create or replace function private.set_due_at()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.due_at is null then
    new.due_at := private.add_working_days(coalesce(new.created_at, now()), 3);
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------
-- 2 and 3. the submitter's language; who made the decision complained about
-- ---------------------------------------------------------------------------------------
alter table public.complaints
  add column language text not null default 'id' check (language in ('id', 'en')),
  add column decided_by uuid references public.app_users (id) on delete set null;
alter table public.appeals
  add column language text not null default 'id' check (language in ('id', 'en')),
  add column decided_by uuid references public.app_users (id) on delete set null;
alter table public.contact_submissions
  add column language text not null default 'id' check (language in ('id', 'en'));
comment on column public.complaints.language is 'The language the submitter used (id/en): emails are written in it.';
comment on column public.appeals.language is 'The language the submitter used (id/en): emails are written in it.';
comment on column public.contact_submissions.language is 'The language the submitter used (id/en): emails are written in it.';
comment on column public.complaints.decided_by is
  'Optional: the staff member who made the certification decision complained about. They may not handle or close this complaint.';
comment on column public.appeals.decided_by is
  'The staff member who made the decision appealed against. They may not handle or close this appeal (ISO/IEC 17065 §7.13).';
create index complaints_decided_by_idx on public.complaints (decided_by);
create index appeals_decided_by_idx on public.appeals (decided_by);
grant update (decided_by) on public.complaints, public.appeals to authenticated;

create or replace function private.enforce_impartiality()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  noun_id text := case tg_table_name when 'appeals' then 'banding' else 'keluhan' end;
  noun_en text := case tg_table_name when 'appeals' then 'appeal' else 'complaint' end;
begin
  if new.decided_by is null and old.decided_by is null then
    return new;
  end if;
  if new.handled_by = new.decided_by then
    raise exception using
      errcode = '22023',
      message = format('Staf yang membuat keputusan yang di%s tidak boleh menangani %s ini (ISO/IEC 17065 §7.13). Pilih petugas lain.',
        case tg_table_name when 'appeals' then 'banding' else 'keluhkan' end, noun_id),
      detail = format('The staff member who made the decision this %s is about may not handle it (ISO/IEC 17065 §7.13). Choose someone else.', noun_en),
      hint = case when new.decided_by is distinct from old.decided_by then 'field:decided_by' else 'field:handled_by' end;
  end if;
  if new.status in ('selesai', 'ditolak') and new.status is distinct from old.status
     and auth.uid() in (new.decided_by, old.decided_by) then
    raise exception using
      errcode = '22023',
      message = format('Anda membuat keputusan yang menjadi pokok %s ini, jadi Anda tidak boleh menutupnya (ISO/IEC 17065 §7.13). Minta petugas lain memutuskan.', noun_id),
      detail = format('You made the decision this %s is about, so you may not close it (ISO/IEC 17065 §7.13). Ask someone else to decide.', noun_en),
      hint = 'field:status';
  end if;
  return new;
end
$$;
create trigger complaints_enforce_impartiality before update on public.complaints
  for each row execute function private.enforce_impartiality();
create trigger appeals_enforce_impartiality before update on public.appeals
  for each row execute function private.enforce_impartiality();

-- Redefined: decided_by is a workflow field, kept with its value in the audit log.
create or replace function private.redact_submission_changes(changes jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(e.key, case
    when e.key in ('id', 'reference', 'status', 'handled_by', 'decided_by', 'due_at', 'decision_date',
                   'closed_at', 'anonymised_at', 'language')
      then e.value
    end), '{}'::jsonb)
  from jsonb_each(changes) e
$$;

-- ---------------------------------------------------------------------------------------
-- 4. the outbox
-- ---------------------------------------------------------------------------------------
create table public.outbox (
  id uuid primary key default gen_random_uuid(),
  -- submitter: the person who sent the complaint, appeal or message; staff: a staff member.
  audience text not null check (audience in ('submitter', 'staff')),
  -- received: acknowledgement; status: a status change; outcome: formal notice at closing;
  -- staff_new: a new submission; staff_digest: the daily list of overdue cases.
  kind text not null check (kind in ('received', 'status', 'outcome', 'staff_new', 'staff_digest')),
  language text not null check (language in ('id', 'en')),
  to_address text not null check (public.is_email(to_address)),
  reply_to text check (reply_to is null or public.is_email(reply_to)),
  sender_name text not null check (char_length(sender_name) between 1 and 200),
  subject text not null check (char_length(subject) between 1 and 300),
  body_text text not null check (char_length(body_text) <= 30000),
  body_html text not null check (char_length(body_html) <= 90000),
  entity text check (entity in ('complaints', 'appeals', 'contact_submissions')),
  record_id uuid,
  reference text check (char_length(reference) <= 40),
  -- pending → sending (claimed, under a lease) → sent | pending (retry later) | failed;
  -- sending past its lease → unknown (never resent blindly); expired: never sent, too old.
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed', 'unknown', 'expired', 'cancelled')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  claim_token uuid,
  last_error text check (char_length(last_error) <= 1000),
  smtp_response text check (char_length(smtp_response) <= 1000),
  sent_at timestamptz,
  -- The admin who decided the fate of a failed or unknown message (send again, sent, cancel).
  resolved_by uuid references public.app_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.outbox is
  'Outgoing email, written in the transaction of the event that causes it; sent by the mail worker (docs/decisions/013). Admins read it.';
create index outbox_due_idx on public.outbox (next_attempt_at) where status = 'pending';
create index outbox_lease_idx on public.outbox (lease_until) where status = 'sending';
create index outbox_record_idx on public.outbox (record_id);
create index outbox_created_at_idx on public.outbox (created_at desc);
create index outbox_status_idx on public.outbox (status);
create index outbox_resolved_by_idx on public.outbox (resolved_by);
create trigger outbox_set_updated_at before update on public.outbox
  for each row execute function private.set_updated_at();

alter table public.outbox enable row level security;
revoke all on public.outbox from anon;
revoke insert, update, delete, truncate on public.outbox from authenticated;
create policy "outbox: admins read" on public.outbox
  for select to authenticated using ((select public.current_app_role()) = 'admin');

-- HTML text: & < > " ' escaped, line breaks kept.
create or replace function private.html_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(replace(coalesce(value, ''),
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'), e'\n', '<br>')
$$;

-- "24 November 2026" / "24 November 2026, 10.15 WIB" in Indonesian or English (Asia/Jakarta).
create or replace function private.mail_date(ts timestamptz, lang text, with_time boolean default false)
returns text
language sql
stable
set search_path = ''
as $$
  select extract(day from l)::integer || ' '
    || (case when lang = 'en'
         then array['January','February','March','April','May','June','July','August','September','October','November','December']
         else array['Januari','Februari','Maret','April','Mei','Juni','Juli','Agustus','September','Oktober','November','Desember'] end
       )[extract(month from l)::integer]
    || ' ' || extract(year from l)::integer
    || case when with_time then ', ' || to_char(l, case when lang = 'en' then 'HH24:MI' else 'HH24.MI' end) || ' WIB' else '' end
  from (select ts at time zone 'Asia/Jakarta' as l) t
$$;

-- Composes one message (plain text and simple HTML from the same paragraphs, with the site's
-- name and contact details) and writes it to the outbox. `link_path` is site-relative.
create or replace function private.queue_mail(
  audience text, kind text, lang text, to_address text, subject text, paragraphs text[],
  link_label text default null, link_path text default null,
  entity text default null, record_id uuid default null, reference text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.site_settings;
  site text;
  link text;
  contact text[];
  footer_note text := case when lang = 'en'
    then 'This message was sent automatically. To answer, reply to this email or contact us.'
    else 'Email ini dikirim otomatis. Untuk menanggapi, balas email ini atau hubungi kami.' end;
  body_text text;
  body_html text;
  p text;
  id uuid;
begin
  select * into s from public.site_settings limit 1;
  site := coalesce(nullif(btrim(s.site_name), ''), 'LSBU');
  link := case when link_path is null then null else coalesce(private.site_url(), '') || link_path end;
  contact := array_remove(array[
    nullif(btrim(s.address), ''),
    nullif(concat_ws(' · ', nullif(btrim(s.phone), ''), nullif(btrim(s.email), '')), ''),
    nullif(btrim(coalesce(case when lang = 'en' then nullif(s.work_hours ->> 'en', '') end, s.work_hours ->> 'id')), '')
  ], null);

  body_text := array_to_string(paragraphs, e'\n\n')
    || case when link is not null then e'\n\n' || link_label || e':\n' || link else '' end
    || e'\n\n-- \n' || site || case when cardinality(contact) > 0 then e'\n' || array_to_string(contact, e'\n') else '' end
    || e'\n\n' || footer_note;

  body_html := '<!doctype html><html lang="' || lang || '"><head><meta charset="utf-8"><title>'
    || private.html_text(subject) || '</title></head>'
    || '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.55">'
    || '<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">'
    || '<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:#1e3a8a">' || private.html_text(site) || '</p>';
  foreach p in array paragraphs loop
    body_html := body_html || '<p style="margin:0 0 14px">' || private.html_text(p) || '</p>';
  end loop;
  if link is not null then
    body_html := body_html || '<p style="margin:20px 0"><a href="' || private.html_text(link)
      || '" style="display:inline-block;background:#1e3a8a;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">'
      || private.html_text(link_label) || '</a></p>'
      || '<p style="margin:0 0 14px;font-size:12px;color:#6b7280">' || private.html_text(link) || '</p>';
  end if;
  body_html := body_html || '<hr style="border:none;border-top:1px solid #e5e7eb;margin:20px 0">'
    || '<p style="margin:0;font-size:12px;color:#6b7280">' || private.html_text(site)
    || case when cardinality(contact) > 0 then '<br>' || private.html_text(array_to_string(contact, e'\n')) else '' end
    || '</p><p style="margin:12px 0 0;font-size:12px;color:#6b7280">' || private.html_text(footer_note) || '</p>'
    || '</div></body></html>';

  insert into public.outbox (audience, kind, language, to_address, reply_to, sender_name, subject,
    body_text, body_html, entity, record_id, reference)
  values (queue_mail.audience, queue_mail.kind, lang, queue_mail.to_address,
    case when public.is_email(btrim(s.email)) then btrim(s.email) end, left(site, 200),
    left(queue_mail.subject, 300), body_text, body_html, queue_mail.entity, queue_mail.record_id,
    queue_mail.reference)
  returning outbox.id into id;
  return id;
end
$$;

-- Words the templates share.
create or replace function private.case_noun(entity text, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case entity
    when 'complaints' then case when lang = 'en' then 'complaint' else 'keluhan' end
    when 'appeals' then case when lang = 'en' then 'appeal' else 'banding' end
    else case when lang = 'en' then 'message' else 'pesan' end
  end
$$;

create or replace function private.status_label(status text, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when lang = 'en' then
    case status when 'baru' then 'New' when 'diproses' then 'In progress' when 'selesai' then 'Resolved'
      when 'ditolak' then 'Rejected' else status end
  else
    case status when 'baru' then 'Baru' when 'diproses' then 'Diproses' when 'selesai' then 'Selesai'
      when 'ditolak' then 'Ditolak' else status end
  end
$$;

create or replace function private.status_path(reference text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '/layanan/status?ref=' || reference
$$;

-- The acknowledgement to the submitter. Emails to a submitter carry no text the submitter wrote
-- (name, subject, description): the forms accept any address, so they must not become a way to
-- send someone else words of one's choosing.
create or replace function private.queue_received(entity text, row_data jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lang text := coalesce(row_data ->> 'language', 'id');
  ref text := row_data ->> 'reference';
  noun text := private.case_noun(entity, lang);
  received text := private.mail_date((row_data ->> 'created_at')::timestamptz, lang, true);
  due text := private.mail_date((row_data ->> 'due_at')::timestamptz, lang);
  paras text[];
begin
  if entity = 'contact_submissions' then
    paras := case when lang = 'en' then array[
      'Dear Sir or Madam,',
      format('Thank you for your message. We received it on %s and recorded it under reference %s.', received, ref),
      'We answer by email during our working hours.'
    ] else array[
      'Yth. Bapak/Ibu,',
      format('Terima kasih atas pesan Anda. Pesan telah kami terima pada %s dan dicatat dengan nomor referensi %s.', received, ref),
      'Kami membalas melalui email pada jam layanan.'
    ] end;
  else
    paras := case when lang = 'en' then array[
      'Dear Sir or Madam,',
      format('Thank you. We received your %s on %s and recorded it under reference %s.', noun, received, ref),
      format('We will respond by %s (3 working days). The people who handle and decide it are not involved in the matter it concerns.', due),
      format('We will email you at each step. You can also follow its status at any time with the reference number and the email address you used on the form.')
    ] else array[
      'Yth. Bapak/Ibu,',
      format('Terima kasih. %s Anda telah kami terima pada %s dan dicatat dengan nomor referensi %s.', initcap(noun), received, ref),
      format('Kami akan menanggapi paling lambat %s (3 hari kerja). Petugas yang menangani dan memutuskannya tidak terlibat dalam hal yang menjadi pokoknya.', due),
      'Kami akan mengirim kabar ke email ini di setiap tahap. Status juga dapat dipantau kapan saja dengan nomor referensi dan email yang Anda isi pada formulir.'
    ] end;
  end if;
  perform private.queue_mail('submitter', 'received', lang, row_data ->> 'email',
    case when lang = 'en' then format('[%s] We have received your %s', ref, noun)
      else format('[%s] %s Anda telah kami terima', ref, initcap(noun)) end,
    paras,
    case when lang = 'en' then 'Check the status' else 'Lihat status' end,
    private.status_path(ref), entity, (row_data ->> 'id')::uuid, ref);
end
$$;

-- A status change of a complaint or appeal: a progress report, or the formal notice of the
-- outcome when it closes (selesai / ditolak), with the public resolution text.
create or replace function private.queue_status_mail(entity text, row_data jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lang text := coalesce(row_data ->> 'language', 'id');
  ref text := row_data ->> 'reference';
  status text := row_data ->> 'status';
  noun text := private.case_noun(entity, lang);
  label text := private.status_label(status, lang);
  resolution text := nullif(btrim(coalesce(row_data ->> 'resolution', '')), '');
  closing boolean := status in ('selesai', 'ditolak');
  paras text[];
  subject text;
begin
  if closing then
    subject := case when lang = 'en' then format('[%s] Formal notice: your %s is closed (%s)', ref, noun, label)
      else format('[%s] Pemberitahuan resmi: %s Anda ditutup (%s)', ref, noun, label) end;
    paras := case when lang = 'en' then array[
      'Dear Sir or Madam,',
      format('This is our formal notice that the handling of your %s %s has ended on %s with the outcome: %s.', noun, ref, private.mail_date(now(), lang), label),
      'Our response:', coalesce(resolution, '-'),
      'This ends the process. Thank you for bringing it to us.'
    ] else array[
      'Yth. Bapak/Ibu,',
      format('Dengan ini kami memberitahukan secara resmi bahwa penanganan %s Anda %s telah berakhir pada %s dengan hasil: %s.', noun, ref, private.mail_date(now(), lang), label),
      'Tanggapan kami:', coalesce(resolution, '-'),
      'Dengan pemberitahuan ini proses penanganan selesai. Terima kasih telah menyampaikannya kepada kami.'
    ] end;
  else
    subject := case when lang = 'en' then format('[%s] Your %s: %s', ref, noun, label)
      else format('[%s] %s Anda: %s', ref, initcap(noun), label) end;
    paras := case when lang = 'en' then array[
      'Dear Sir or Madam,',
      format('The status of your %s %s changed on %s to: %s. Our staff are now handling it.', noun, ref, private.mail_date(now(), lang, true), label)
    ] else array[
      'Yth. Bapak/Ibu,',
      format('Status %s Anda %s berubah pada %s menjadi: %s. Petugas kami sedang menanganinya.', noun, ref, private.mail_date(now(), lang, true), label)
    ] end;
    if resolution is not null then
      paras := paras || array[case when lang = 'en' then 'Our response so far:' else 'Tanggapan kami sejauh ini:' end, resolution];
    end if;
  end if;
  perform private.queue_mail('submitter', case when closing then 'outcome' else 'status' end, lang,
    row_data ->> 'email', subject, paras,
    case when lang = 'en' then 'Check the status' else 'Lihat status' end,
    private.status_path(ref), entity, (row_data ->> 'id')::uuid, ref);
end
$$;

-- ---------------------------------------------------------------------------------------
-- 5. staff notifications and their settings
-- ---------------------------------------------------------------------------------------
create table public.notification_settings (
  user_id uuid primary key references public.app_users (id) on delete cascade,
  -- A bell notification (and, with by_email, an email) for each new submission.
  new_submissions boolean not null,
  -- The daily list of overdue cases (bell; email with by_email).
  overdue_digest boolean not null,
  by_email boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.notification_settings is
  'Each staff member''s alerts. Without a row: everything on for admins, off for editors.';
alter table public.notification_settings enable row level security;
revoke all on public.notification_settings from anon;
create policy "notification_settings: own read" on public.notification_settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy "notification_settings: own insert" on public.notification_settings
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.current_app_role()) in ('admin', 'editor'));
create policy "notification_settings: own update" on public.notification_settings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (select public.current_app_role()) in ('admin', 'editor'));
create trigger notification_settings_set_updated_at before update on public.notification_settings
  for each row execute function private.set_updated_at();
create trigger notification_settings_audit after insert or update or delete on public.notification_settings
  for each row execute function private.audit_row();

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.app_users (id) on delete cascade,
  kind text not null check (kind in ('new_submission', 'assigned', 'overdue', 'mail_unknown', 'mail_failed')),
  entity text not null check (entity in ('complaints', 'appeals', 'contact_submissions', 'outbox')),
  record_id uuid not null,
  reference text check (char_length(reference) <= 40),
  read_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.notifications is
  'The staff bell: one row per person and event (new submission, assigned to me, overdue, a message that failed or may not have been sent). Written by triggers only.';
create index notifications_user_idx on public.notifications (user_id, created_at desc);
create unique index notifications_overdue_once on public.notifications (user_id, record_id) where kind = 'overdue';
alter table public.notifications enable row level security;
revoke all on public.notifications from anon;
revoke insert, update, delete, truncate on public.notifications from authenticated;
grant update (read_at) on public.notifications to authenticated;
create policy "notifications: own read" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "notifications: own mark read" on public.notifications
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Staff who want an alert: editors and admins with a live account; `setting` is
-- new_submissions or overdue_digest; without a settings row admins get everything.
create or replace function private.alert_recipients(setting text)
returns table (user_id uuid, email text, by_email boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, a.email::text, coalesce(s.by_email, u.role = 'admin')
  from public.app_users u
  join auth.users a on a.id = u.id and a.deleted_at is null and (a.banned_until is null or a.banned_until <= now())
  left join public.notification_settings s on s.user_id = u.id
  where u.role in ('admin', 'editor')
    and case setting
      when 'new_submissions' then coalesce(s.new_submissions, u.role = 'admin')
      when 'overdue_digest' then coalesce(s.overdue_digest, u.role = 'admin')
      else false end
$$;

create or replace function private.admin_path(entity text, record_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select case entity
    when 'complaints' then '/admin/keluhan/' || record_id
    when 'appeals' then '/admin/banding/' || record_id
    else '/admin/messages' end
$$;

-- New submission: a bell notification to each staff member who wants one, and an email to
-- those who chose email (bilingual: staff read either language). No submitter details in it.
create or replace function private.notify_new_submission(entity text, row_data jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r record;
  ref text := row_data ->> 'reference';
  id uuid := (row_data ->> 'id')::uuid;
  due text := row_data ->> 'due_at';
begin
  for r in select * from private.alert_recipients('new_submissions') loop
    insert into public.notifications (user_id, kind, entity, record_id, reference)
    values (r.user_id, 'new_submission', entity, id, ref);
    if r.by_email and public.is_email(r.email) then
      perform private.queue_mail('staff', 'staff_new', 'id', r.email,
        format('[%s] %s baru / New %s', ref, initcap(private.case_noun(entity, 'id')), private.case_noun(entity, 'en')),
        array[
          format('%s baru %s diterima pada %s.', initcap(private.case_noun(entity, 'id')), ref,
            private.mail_date((row_data ->> 'created_at')::timestamptz, 'id', true))
            || case when due is not null then format(' Batas waktu: %s.', private.mail_date(due::timestamptz, 'id')) else '' end,
          format('A new %s, %s, arrived on %s.', private.case_noun(entity, 'en'), ref,
            private.mail_date((row_data ->> 'created_at')::timestamptz, 'en', true))
            || case when due is not null then format(' Due: %s.', private.mail_date(due::timestamptz, 'en')) else '' end,
          'Anda menerima email ini karena memilihnya di pengaturan notifikasi profil Anda. / You get this email because you chose it in your profile''s notification settings.'
        ],
        'Buka / Open', private.admin_path(entity, id), entity, id, ref);
    end if;
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------
-- the triggers that cause mail and notifications (same transaction as the event)
-- ---------------------------------------------------------------------------------------
create or replace function private.on_submission_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(new);
begin
  if not private.in_api_request() then
    return null;
  end if;
  perform private.queue_received(tg_table_name, row_data);
  perform private.notify_new_submission(tg_table_name, row_data);
  return null;
end
$$;

create or replace function private.on_case_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.in_api_request() then
    return null;
  end if;
  if new.status is distinct from old.status and new.status in ('diproses', 'selesai', 'ditolak')
     and new.anonymised_at is null then
    perform private.queue_status_mail(tg_table_name, to_jsonb(new));
  end if;
  if new.handled_by is not null and new.handled_by is distinct from old.handled_by
     and new.handled_by is distinct from auth.uid() then
    insert into public.notifications (user_id, kind, entity, record_id, reference)
    values (new.handled_by, 'assigned', tg_table_name, new.id, new.reference);
  end if;
  return null;
end
$$;

create trigger complaints_comms after insert on public.complaints
  for each row execute function private.on_submission_insert();
create trigger appeals_comms after insert on public.appeals
  for each row execute function private.on_submission_insert();
create trigger contact_submissions_comms after insert on public.contact_submissions
  for each row execute function private.on_submission_insert();
create trigger complaints_comms_update after update on public.complaints
  for each row execute function private.on_case_update();
create trigger appeals_comms_update after update on public.appeals
  for each row execute function private.on_case_update();

-- A deleted submission takes the personal data of its outbox copies with it; a message not
-- yet sent is cancelled.
create or replace function private.redact_outbox(p_entity text, p_record_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox set
    to_address = 'anonim@redacted.invalid',
    body_text = '[dianonimkan / anonymised]',
    body_html = '<p>[dianonimkan / anonymised]</p>',
    status = case when status in ('pending', 'failed', 'unknown') then 'cancelled' else status end
  where audience = 'submitter' and entity = p_entity and record_id = p_record_id
    and to_address <> 'anonim@redacted.invalid'
$$;

create or replace function private.on_submission_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.redact_outbox(tg_table_name, old.id);
  return null;
end
$$;
create trigger complaints_redact_outbox after delete on public.complaints
  for each row execute function private.on_submission_delete();
create trigger appeals_redact_outbox after delete on public.appeals
  for each row execute function private.on_submission_delete();
create trigger contact_submissions_redact_outbox after delete on public.contact_submissions
  for each row execute function private.on_submission_delete();

-- ---------------------------------------------------------------------------------------
-- the worker's RPCs (service role only; the same calls from the embedded backend and from a
-- Node front in front of hosted Supabase)
-- ---------------------------------------------------------------------------------------
create or replace function private.notify_admins_mail(kind text, message_id uuid, ref text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, kind, entity, record_id, reference)
  select u.id, notify_admins_mail.kind, 'outbox', notify_admins_mail.message_id, notify_admins_mail.ref
  from public.app_users u where u.role = 'admin'
$$;

-- Takes up to `batch` messages that are due and leases them to the caller for `lease_seconds`.
-- First, a message still 'sending' after its lease ran out (its worker died between handing it
-- to the SMTP server and reporting back) becomes 'unknown' and admins are told: it may have
-- been delivered, so it is not sent again unless an admin decides so. Messages never tried
-- within 7 days (mail was not configured) expire instead of arriving late.
create or replace function public.outbox_claim(batch integer default 10, lease_seconds integer default 120)
returns setof public.outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lost record;
begin
  for lost in
    update public.outbox o set status = 'unknown', lease_until = null,
      last_error = left(coalesce(o.last_error || ' | ', '') || 'Pengiriman terputus sebelum hasilnya tercatat; mungkin sudah terkirim. / The send was interrupted before its result was recorded; it may have been delivered.', 1000)
    where o.status = 'sending' and o.lease_until < now()
    returning o.id, o.reference
  loop
    perform private.notify_admins_mail('mail_unknown', lost.id, lost.reference);
  end loop;
  update public.outbox o set status = 'expired'
    where o.status = 'pending' and o.attempts = 0 and o.created_at < now() - interval '7 days';
  return query
    with next as (
      select o.id from public.outbox o
      where o.status = 'pending' and o.next_attempt_at <= now()
      order by o.next_attempt_at, o.created_at
      limit least(greatest(coalesce(batch, 10), 1), 50)
      for update skip locked
    )
    update public.outbox o set status = 'sending', attempts = o.attempts + 1,
      lease_until = now() + make_interval(secs => least(greatest(coalesce(lease_seconds, 120), 10), 3600)),
      claim_token = gen_random_uuid()
    from next where o.id = next.id
    returning o.*;
end
$$;
comment on function public.outbox_claim(integer, integer) is
  'Mail worker (service role): leases due messages; turns sends interrupted past their lease into unknown.';

-- The worker's report on one claimed message (`token` from the claim):
--   sent     the SMTP server accepted it (detail: its answer)
--   retry    it was certainly not accepted (connection refused, 4xx): again later, with
--            exponential backoff (30 s, 1 min, 2 min … at most 1 h), failed after 10 attempts
--   failed   refused for good (5xx)
--   unknown  the connection broke after the message was handed over: maybe delivered
-- Returns the message's new status, or null when the claim is no longer the caller's.
create or replace function public.outbox_report(message_id uuid, token uuid, outcome text, detail text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.outbox;
  next_status text;
begin
  select * into m from public.outbox o
  where o.id = message_id and o.claim_token = token and o.status in ('sending', 'unknown')
  for update;
  if not found then
    return null;
  end if;
  next_status := case outcome
    when 'sent' then 'sent'
    when 'retry' then case when m.attempts >= 10 then 'failed' else 'pending' end
    when 'failed' then 'failed'
    when 'unknown' then 'unknown'
  end;
  if next_status is null then
    raise exception using errcode = '22023', message = 'outcome must be sent, retry, failed or unknown';
  end if;
  update public.outbox o set
    status = next_status,
    lease_until = null,
    sent_at = case when next_status = 'sent' then now() else o.sent_at end,
    smtp_response = case when next_status = 'sent' then left(detail, 1000) else o.smtp_response end,
    last_error = case when next_status = 'sent' then o.last_error else left(detail, 1000) end,
    next_attempt_at = case when next_status = 'pending'
      then now() + least(interval '30 seconds' * power(2, greatest(m.attempts - 1, 0)), interval '1 hour')
      else o.next_attempt_at end
  where o.id = m.id;
  if next_status in ('failed', 'unknown') and m.status <> next_status then
    perform private.notify_admins_mail(case next_status when 'failed' then 'mail_failed' else 'mail_unknown' end, m.id, m.reference);
  end if;
  return next_status;
end
$$;
comment on function public.outbox_report(uuid, uuid, text, text) is
  'Mail worker (service role): records the outcome of a claimed message (sent, retry, failed, unknown).';

revoke execute on function public.outbox_claim(integer, integer) from public, anon, authenticated;
revoke execute on function public.outbox_report(uuid, uuid, text, text) from public, anon, authenticated;
grant execute on function public.outbox_claim(integer, integer) to service_role;
grant execute on function public.outbox_report(uuid, uuid, text, text) to service_role;

-- An admin decides what happens to a message that failed, may not have been sent, expired or
-- has not gone out yet: `retry` (send again now; the recipient may get it twice when it was
-- 'unknown'), `sent` (confirmed delivered, e.g. from the mail server's log) or `cancel`.
create or replace function public.outbox_resolve(message_id uuid, action text)
returns public.outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.outbox;
begin
  if coalesce(public.current_app_role(), '') <> 'admin' then
    raise exception using errcode = '42501', message = 'Akses ditolak.', detail = 'Admins only.', hint = 'admins_only';
  end if;
  select * into m from public.outbox o where o.id = message_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Pesan tidak ditemukan.', detail = 'No such message.';
  end if;
  if not (
    (action = 'retry' and m.status in ('failed', 'unknown', 'expired', 'cancelled'))
    or (action = 'sent' and m.status = 'unknown')
    or (action = 'cancel' and m.status in ('pending', 'failed', 'unknown', 'expired'))
  ) then
    raise exception using errcode = '22023',
      message = format('Pesan berstatus %s tidak dapat diubah dengan tindakan ini.', m.status),
      detail = format('A message that is %s cannot take this action.', m.status),
      hint = 'field:status';
  end if;
  update public.outbox o set
    status = case action when 'retry' then 'pending' when 'sent' then 'sent' else 'cancelled' end,
    attempts = case when action = 'retry' then 0 else o.attempts end,
    next_attempt_at = case when action = 'retry' then now() else o.next_attempt_at end,
    sent_at = case when action = 'sent' then coalesce(o.sent_at, now()) else o.sent_at end,
    lease_until = null,
    claim_token = null,
    resolved_by = auth.uid()
  where o.id = m.id
  returning * into m;
  update public.notifications n set read_at = now()
    where n.entity = 'outbox' and n.record_id = m.id and n.read_at is null;
  return m;
end
$$;
comment on function public.outbox_resolve(uuid, text) is
  'Admins: retry, confirm as sent or cancel a failed, unknown, expired or pending message.';
revoke execute on function public.outbox_resolve(uuid, text) from public, anon;
grant execute on function public.outbox_resolve(uuid, text) to authenticated, service_role;

-- The daily digest of overdue cases (open past their due date), once per Asia/Jakarta day
-- whoever calls it how often (the mail worker after 07:00 WIB; hosted: pg_cron). Each staff
-- member who wants it gets one email (with by_email) and a bell notification per overdue case
-- (once per case); each case's handler gets the bell notification too. Returns the number of
-- digest emails queued.
create table private.digest_days (
  day date primary key,
  created_at timestamptz not null default now()
);
comment on table private.digest_days is 'Days whose overdue digest went out.';

create or replace function public.queue_overdue_digest()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Jakarta')::date;
  r record;
  lines_id text[];
  lines_en text[];
  queued integer := 0;
begin
  insert into private.digest_days (day) values (today) on conflict do nothing;
  if not found then
    return 0;
  end if;
  create temporary table overdue_cases on commit drop as
    select 'complaints'::text as entity, c.id, c.reference, c.due_at, c.handled_by
      from public.complaints c where c.status in ('baru', 'diproses') and c.due_at < now()
    union all
    select 'appeals', a.id, a.reference, a.due_at, a.handled_by
      from public.appeals a where a.status in ('baru', 'diproses') and a.due_at < now();
  if not exists (select 1 from overdue_cases) then
    return 0;
  end if;
  insert into public.notifications (user_id, kind, entity, record_id, reference)
    select distinct on (u, o.id) u, 'overdue', o.entity, o.id, o.reference
    from overdue_cases o
    cross join lateral (
      select o.handled_by as u
      union select r2.user_id from private.alert_recipients('overdue_digest') r2
    ) who
    where u is not null and exists (select 1 from public.app_users x where x.id = u and x.role in ('admin', 'editor'))
  on conflict do nothing;
  select array_agg(format('- %s (%s), batas waktu %s: %s', o.reference, private.case_noun(o.entity, 'id'),
           private.mail_date(o.due_at, 'id'), coalesce(private.site_url(), '') || private.admin_path(o.entity, o.id)) order by o.due_at),
         array_agg(format('- %s (%s), due %s: %s', o.reference, private.case_noun(o.entity, 'en'),
           private.mail_date(o.due_at, 'en'), coalesce(private.site_url(), '') || private.admin_path(o.entity, o.id)) order by o.due_at)
    into lines_id, lines_en
    from overdue_cases o;
  for r in select * from private.alert_recipients('overdue_digest') where by_email loop
    continue when not public.is_email(r.email);
    perform private.queue_mail('staff', 'staff_digest', 'id', r.email,
      format('%s pengajuan lewat batas waktu / %s overdue', cardinality(lines_id), cardinality(lines_id)),
      array[
        format('Per %s, keluhan dan banding berikut sudah lewat batas waktu dan belum ditutup:', private.mail_date(now(), 'id')),
        array_to_string(lines_id, e'\n'),
        format('As of %s, these complaints and appeals are past their due date and still open:', private.mail_date(now(), 'en')),
        array_to_string(lines_en, e'\n'),
        'Anda menerima email ini karena memilihnya di pengaturan notifikasi profil Anda. / You get this email because you chose it in your profile''s notification settings.'
      ]);
    queued := queued + 1;
  end loop;
  return queued;
end
$$;
comment on function public.queue_overdue_digest() is
  'Once per Asia/Jakarta day: the overdue digest emails and bell notifications; returns the number of emails queued.';
revoke execute on function public.queue_overdue_digest() from public, anon, authenticated;
grant execute on function public.queue_overdue_digest() to service_role;

-- ---------------------------------------------------------------------------------------
-- 6. the timeline
-- ---------------------------------------------------------------------------------------

-- Staff (editors, admins): every event of one complaint or appeal, oldest first, from the
-- audit log (received, status changes, assignment, decision maker, resolution and internal
-- note changes) and the outbox (each email to the submitter with its state).
create or replace function public.case_timeline(entity text, record_id uuid)
returns table (at timestamptz, kind text, status text, actor_name text, detail text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if coalesce(public.current_app_role(), '') not in ('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Akses ditolak.', detail = 'Editors and admins only.', hint = 'editors_only';
  end if;
  if case_timeline.entity not in ('complaints', 'appeals') then
    raise exception using errcode = '22023', message = 'entity must be complaints or appeals';
  end if;
  return query
    with log as (
      select l.at, l.action, l.changes, l.actor_id, l.actor_role, l.id
      from public.audit_log l
      where l.table_name = case_timeline.entity and l.record_id = case_timeline.record_id::text
    ), named as (
      select log.*, coalesce(u.full_name, case when log.actor_id is null and log.actor_role = 'anon' then 'Publik' else 'Sistem' end) as actor
      from log left join public.app_users u on u.id = log.actor_id
    ), events as (
      select n.at, 'received'::text as kind, 'baru'::text as status, n.actor, null::text as detail, n.id as seq, 0 as sub
        from named n where n.action = 'insert'
      union all
      select n.at, 'status', n.changes -> 'status' ->> 'new', n.actor, null, n.id, 1
        from named n where n.action = 'update' and n.changes ? 'status'
      union all
      select n.at, 'assigned', null, n.actor, h.full_name, n.id, 2
        from named n left join public.app_users h on h.id::text = n.changes -> 'handled_by' ->> 'new'
        where n.action = 'update' and n.changes ? 'handled_by'
      union all
      select n.at, 'decided_by', null, n.actor, d.full_name, n.id, 3
        from named n left join public.app_users d on d.id::text = n.changes -> 'decided_by' ->> 'new'
        where n.action = 'update' and n.changes ? 'decided_by'
      union all
      select n.at, 'resolution', null, n.actor, null, n.id, 4
        from named n where n.action = 'update' and n.changes ? 'resolution'
      union all
      select n.at, 'notes', null, n.actor, null, n.id, 5
        from named n where n.action = 'update' and n.changes ? 'notes'
      union all
      select coalesce(o.sent_at, o.created_at), 'message', o.status, null, o.kind, null, 6
        from public.outbox o
        where o.audience = 'submitter' and o.entity = case_timeline.entity and o.record_id = case_timeline.record_id
    )
    select e.at, e.kind, e.status, e.actor, e.detail from events e order by e.at, e.seq nulls last, e.sub;
end
$$;
comment on function public.case_timeline(text, uuid) is
  'Staff: the timeline of a complaint or appeal (audit log + emails to the submitter), oldest first.';
revoke execute on function public.case_timeline(text, uuid) from public, anon;
grant execute on function public.case_timeline(text, uuid) to authenticated, service_role;

-- The public part: when it was received and each status it took since, never who or why.
create or replace function private.public_timeline(p_entity text, p_record_id uuid, p_created_at timestamptz, p_status text, p_updated_at timestamptz)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with steps as (
    select p_created_at as at, 'baru'::text as status, 0::bigint as seq
    union all
    select l.at, l.changes -> 'status' ->> 'new', l.id
    from public.audit_log l
    where l.table_name = p_entity and l.record_id = p_record_id::text and l.action = 'update' and l.changes ? 'status'
  ), completed as (
    select at, status, seq from steps
    union all
    -- Rows that took their status without an update (imported or seeded) end with it.
    select p_updated_at, p_status, 9223372036854775807
    where p_status is distinct from (select st.status from steps st order by st.at desc, st.seq desc limit 1)
  )
  select coalesce(json_agg(json_build_object('at', c.at, 'status', c.status) order by c.at, c.seq), '[]'::json)
  from completed c
$$;

-- Redefined (from 20261123100000_security_hardening): as before, plus `timeline`, the public
-- status steps [{at, status}] of complaints and appeals (contact messages: []).
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
      'resolution', c.resolution, 'updated_at', c.updated_at,
      'timeline', private.public_timeline('complaints', c.id, c.created_at, c.status, c.updated_at))
    into result from public.complaints c where c.reference = ref and lower(c.email) = mail;
  elsif ref like 'BDG-%' then
    select json_build_object('reference', a.reference, 'type', 'appeal', 'status', a.status,
      'resolution', a.resolution, 'updated_at', a.updated_at,
      'timeline', private.public_timeline('appeals', a.id, a.created_at, a.status, a.updated_at))
    into result from public.appeals a where a.reference = ref and lower(a.email) = mail;
  elsif ref like 'MSG-%' then
    select json_build_object('reference', m.reference, 'type', 'contact', 'status', m.status,
      'resolution', null, 'updated_at', m.updated_at, 'timeline', '[]'::json)
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
  'Public status lookup: {reference, type, status, resolution, updated_at, timeline} or null; never internal notes or staff names. Failed lookups are rate-limited per address and per reference (PT429).';

-- ---------------------------------------------------------------------------------------
-- the submit RPCs with the submitter's language (dropped and recreated: a new argument);
-- validation, rate limits and the 40-day bound on the appeal date as before, and the appeal
-- window now skips holidays as well as weekends.
-- ---------------------------------------------------------------------------------------
create or replace function private.clean_language(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when lower(btrim(coalesce(value, ''))) = 'en' then 'en' else 'id' end
$$;

drop function public.submit_complaint(text, text, text, text, text, text, text);
create function public.submit_complaint(
  name text default null,
  company_name text default null,
  email text default null,
  phone text default null,
  certificate_number text default null,
  subject text default null,
  description text default null,
  language text default null
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
begin
  perform private.enforce_submission_rate_limit('complaint', v_email);
  insert into public.complaints (name, company_name, email, phone, certificate_number, subject, description, language)
  values (v_name, v_company, v_email, v_phone, v_certificate, v_subject, v_description, private.clean_language(submit_complaint.language))
  returning complaints.reference into v_reference;
  return v_reference;
end
$$;
comment on function public.submit_complaint(text, text, text, text, text, text, text, text) is
  'Public complaint form: validates, rate-limits, stores (with the acknowledgement in the outbox) and returns the reference (KEL-YYYY-NNNNN).';
revoke execute on function public.submit_complaint(text, text, text, text, text, text, text, text) from public;
grant execute on function public.submit_complaint(text, text, text, text, text, text, text, text) to anon, authenticated, service_role;

drop function public.submit_appeal(text, text, text, text, text, text, text, text);
create function public.submit_appeal(
  name text default null,
  company_name text default null,
  email text default null,
  phone text default null,
  certificate_number text default null,
  subject text default null,
  description text default null,
  decision_date text default null,
  language text default null
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
    v_working_days := private.working_days_between(v_decision, v_today);
  end if;
  if v_working_days is null or v_working_days > 14 then
    perform private.invalid('decision_date',
      'Banding hanya dapat diajukan paling lambat 14 hari kerja setelah tanggal keputusan.',
      'An appeal must be lodged within 14 working days of the decision.');
  end if;

  insert into public.appeals (name, company_name, email, phone, certificate_number, subject, description, decision_date, language)
  values (v_name, v_company, v_email, v_phone, v_certificate, v_subject, v_description, v_decision, private.clean_language(submit_appeal.language))
  returning appeals.reference into v_reference;
  return v_reference;
end
$$;
comment on function public.submit_appeal(text, text, text, text, text, text, text, text, text) is
  'Public appeal form: rate-limits, validates (decision within 14 working days, holidays excluded), stores (with the acknowledgement in the outbox) and returns the reference (BDG-YYYY-NNNNN).';
revoke execute on function public.submit_appeal(text, text, text, text, text, text, text, text, text) from public;
grant execute on function public.submit_appeal(text, text, text, text, text, text, text, text, text) to anon, authenticated, service_role;

drop function public.submit_contact(text, text, text, text, text);
create function public.submit_contact(
  name text default null,
  email text default null,
  phone text default null,
  subject text default null,
  message text default null,
  language text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(submit_contact.name, 'name', 'Nama', 'Name', 2, 120, true);
  v_email text := private.clean_email(submit_contact.email);
  v_phone text := private.clean_phone(submit_contact.phone, false);
  v_subject text := private.clean_text(submit_contact.subject, 'subject', 'Perihal', 'Subject', 3, 200, true);
  v_message text := private.clean_text(submit_contact.message, 'message', 'Pesan', 'Message', 10, 5000, true);
  v_reference text;
begin
  perform private.enforce_submission_rate_limit('contact', v_email);
  insert into public.contact_submissions (name, email, phone, subject, message, language)
  values (v_name, v_email, v_phone, v_subject, v_message, private.clean_language(submit_contact.language))
  returning contact_submissions.reference into v_reference;
  return v_reference;
end
$$;
comment on function public.submit_contact(text, text, text, text, text, text) is
  'Public contact form: validates, rate-limits, stores (with the acknowledgement in the outbox) and returns the reference (MSG-YYYY-NNNNN).';
revoke execute on function public.submit_contact(text, text, text, text, text, text) from public;
grant execute on function public.submit_contact(text, text, text, text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 7. personal data: outbox copies follow their submission into anonymity
-- ---------------------------------------------------------------------------------------

-- Redefined (from 20261123100000_security_hardening): as before, and the outbox copies of the
-- anonymised submissions lose the address and the body.
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
    done := done + 1;
  end loop;
  for r in
    update public.appeals set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
      where anonymised_at is null and closed_at < cutoff returning 'appeals' as entity, id
  loop
    perform private.redact_outbox(r.entity, r.id);
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

-- The privacy notice says what is emailed and that the copies are anonymised too. Only where
-- the operator has not reworded those sentences (their edits are kept).
update public.cms_pages set content = jsonb_build_object(
    'id', replace(replace(content ->> 'id',
      'Untuk mencegah penyalahgunaan formulir,',
      'Kami mengirim tanda terima dan kabar setiap perubahan status ke email yang Anda isi; salinan setiap email yang kami kirim disimpan di kotak keluar kami. Untuk mencegah penyalahgunaan formulir,'),
      'setelah keluhan, banding atau pesan ditutup.',
      'setelah keluhan, banding atau pesan ditutup, begitu pula salinan email yang kami kirim kepada Anda.'),
    'en', replace(replace(content ->> 'en',
      'To prevent abuse of the forms',
      'We email an acknowledgement and each change of status to the address you give; a copy of every email we send is kept in our outbox. To prevent abuse of the forms'),
      'after a complaint, appeal or message is closed.',
      'after a complaint, appeal or message is closed, and so are the copies of the emails we sent you.'))
where slug = 'kebijakan-privasi'
  and position('Untuk mencegah penyalahgunaan formulir,' in content ->> 'id') > 0
  and position('kotak keluar' in content ->> 'id') = 0;

revoke all on all functions in schema private from public;
revoke all on all tables in schema private from public;
