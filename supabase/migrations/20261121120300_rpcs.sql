-- RPCs the site calls through /rest/v1/rpc (issue 4, DECISIONS 4/5/13/14):
--   count_users()                          anon may call; number of auth users (setup mode)
--   public_layout()                        {settings, navigation}: one request for the layout
--   submit_complaint(...), submit_appeal(...), submit_contact(...)
--                                          validated, rate-limited public submissions that
--                                          return the reference number
--   track_submission(reference, email)     status lookup, never internal notes
--   dashboard_counts(), recent_activity(limit)   staff only
--   claim_first_admin(user_id, full_name)  service role only: first-time setup, race-safe
--
-- Validation errors: SQLSTATE 22023 (HTTP 400), message in Indonesian, detail in English,
-- hint 'field:<argument name>' so the form can show the message next to the field.
-- Rate limits: SQLSTATE PT429 (HTTP 429), hint 'rate_limited'. At most 5 submissions per
-- email address and 20 per client address (first X-Forwarded-For entry) per hour, across
-- the three forms. Failed validation stores nothing and does not count.

-- ---------------------------------------------------------------------------------------
-- count_users
-- ---------------------------------------------------------------------------------------
create or replace function public.count_users()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from auth.users
$$;
comment on function public.count_users() is 'Number of auth users; zero puts the login page in first-time setup mode.';
revoke execute on function public.count_users() from public;
grant execute on function public.count_users() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- public_layout: site settings and the published navigation tree (two levels), in one call
-- ---------------------------------------------------------------------------------------
create or replace function public.public_layout()
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'settings', (select to_jsonb(s) - 'singleton' from public.site_settings s limit 1),
    'navigation', coalesce((
      select json_agg(json_build_object(
        'id', m.id, 'label', m.label, 'url', m.url, 'sort_order', m.sort_order,
        'parent_id', m.parent_id, 'is_published', m.is_published,
        'children', coalesce((
          select json_agg(json_build_object(
            'id', c.id, 'label', c.label, 'url', c.url, 'sort_order', c.sort_order,
            'parent_id', c.parent_id, 'is_published', c.is_published, 'children', json_build_array()
          ) order by c.sort_order, c.created_at)
          from public.navigation_menus c
          where c.parent_id = m.id and c.is_published
        ), json_build_array())
      ) order by m.sort_order, m.created_at)
      from public.navigation_menus m
      where m.parent_id is null and m.is_published
    ), json_build_array())
  )
$$;
comment on function public.public_layout() is
  'The public layout''s shared query: {settings, navigation} with the published menu tree ordered by sort_order.';
grant execute on function public.public_layout() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- validation and rate limiting helpers (private)
-- ---------------------------------------------------------------------------------------
create or replace function private.invalid(field text, message_id text, message_en text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '22023', message = message_id, detail = message_en, hint = 'field:' || field;
end
$$;

-- Trims a text argument and checks it is present (when required) and within bounds.
-- Returns the trimmed value, or null when empty and optional.
create or replace function private.clean_text(
  value text, field text, label_id text, label_en text, min_length integer, max_length integer, required boolean
)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v text := nullif(btrim(regexp_replace(coalesce(value, ''), '[[:cntrl:]]', ' ', 'g')), '');
begin
  if field in ('description', 'message') then
    -- Keep line breaks in long texts; drop other control characters.
    v := nullif(btrim(regexp_replace(coalesce(value, ''), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]', '', 'g')), '');
  end if;
  if v is null then
    if required then
      perform private.invalid(field, label_id || ' wajib diisi.', label_en || ' is required.');
    end if;
    return null;
  end if;
  if char_length(v) < min_length then
    perform private.invalid(field, format('%s minimal %s karakter.', label_id, min_length),
      format('%s must be at least %s characters.', label_en, min_length));
  end if;
  if char_length(v) > max_length then
    perform private.invalid(field, format('%s maksimal %s karakter.', label_id, max_length),
      format('%s must be at most %s characters.', label_en, max_length));
  end if;
  return v;
end
$$;

create or replace function private.clean_email(value text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v text := nullif(btrim(coalesce(value, '')), '');
begin
  if v is null then
    perform private.invalid('email', 'Email wajib diisi.', 'Email is required.');
  end if;
  if not public.is_email(v) then
    perform private.invalid('email', 'Format email tidak valid.', 'The email address is not valid.');
  end if;
  return v;
end
$$;

create or replace function private.clean_phone(value text, required boolean)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v text := nullif(btrim(coalesce(value, '')), '');
begin
  if v is null then
    if required then
      perform private.invalid('phone', 'Nomor telepon wajib diisi.', 'Phone number is required.');
    end if;
    return null;
  end if;
  if v !~ '^\+?[0-9 ()./-]{6,24}$' or char_length(regexp_replace(v, '[^0-9]', '', 'g')) not between 8 and 15 then
    perform private.invalid('phone', 'Nomor telepon tidak valid (8–15 digit, contoh 021-5550123 atau 0812-3456-7890).',
      'The phone number is not valid (8–15 digits, e.g. 021-5550123 or 0812-3456-7890).');
  end if;
  return v;
end
$$;

-- The caller's address as the API gateway saw it: the first X-Forwarded-For entry.
create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(left(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), 64), '')
$$;

create table private.submission_events (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('complaint', 'appeal', 'contact')),
  -- sha256 of the lower-cased email: counts per sender without keeping a second copy.
  email_hash text not null,
  client_addr text,
  created_at timestamptz not null default now()
);
comment on table private.submission_events is 'Recent public submissions, kept one day, for rate limiting.';
create index submission_events_email_idx on private.submission_events (email_hash, created_at);
create index submission_events_addr_idx on private.submission_events (client_addr, created_at);

create or replace function private.enforce_submission_rate_limit(kind text, email text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  max_per_email constant integer := 5;
  max_per_address constant integer := 20;
  h text := encode(sha256(convert_to(lower(email), 'UTF8')), 'hex');
  addr text := private.client_address();
begin
  -- Serialise submissions of one sender so concurrent requests cannot slip past the limit.
  perform pg_advisory_xact_lock(hashtext('submission:' || h));
  if addr is not null then
    perform pg_advisory_xact_lock(hashtext('submission-addr:' || addr));
  end if;
  delete from private.submission_events e where e.created_at < now() - interval '1 day';
  if (select count(*) from private.submission_events e
      where e.email_hash = h and e.created_at > now() - interval '1 hour') >= max_per_email
     or (addr is not null and (select count(*) from private.submission_events e
      where e.client_addr = addr and e.created_at > now() - interval '1 hour') >= max_per_address) then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak pengiriman. Silakan coba lagi dalam satu jam.',
      detail = 'Too many submissions. Please try again in an hour.',
      hint = 'rate_limited';
  end if;
  insert into private.submission_events (kind, email_hash, client_addr)
  values (enforce_submission_rate_limit.kind, h, addr);
end
$$;

-- ---------------------------------------------------------------------------------------
-- submit_complaint
-- ---------------------------------------------------------------------------------------
create or replace function public.submit_complaint(
  name text default null,
  company_name text default null,
  email text default null,
  phone text default null,
  certificate_number text default null,
  subject text default null,
  description text default null
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
  insert into public.complaints (name, company_name, email, phone, certificate_number, subject, description)
  values (v_name, v_company, v_email, v_phone, v_certificate, v_subject, v_description)
  returning complaints.reference into v_reference;
  return v_reference;
end
$$;
comment on function public.submit_complaint(text, text, text, text, text, text, text) is
  'Public complaint form: validates, rate-limits, stores and returns the reference (KEL-YYYY-NNNNN).';
grant execute on function public.submit_complaint(text, text, text, text, text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- submit_appeal: as submit_complaint, plus the date of the decision being appealed, which
-- must lie within the last 14 working days (the appeal window LSBUs publish).
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
  select count(*) into v_working_days
  from generate_series(v_decision + 1, v_today, interval '1 day') d
  where extract(isodow from d) < 6;
  if v_working_days > 14 then
    perform private.invalid('decision_date',
      'Banding hanya dapat diajukan paling lambat 14 hari kerja setelah tanggal keputusan.',
      'An appeal must be lodged within 14 working days of the decision.');
  end if;

  perform private.enforce_submission_rate_limit('appeal', v_email);
  insert into public.appeals (name, company_name, email, phone, certificate_number, subject, description, decision_date)
  values (v_name, v_company, v_email, v_phone, v_certificate, v_subject, v_description, v_decision)
  returning appeals.reference into v_reference;
  return v_reference;
end
$$;
comment on function public.submit_appeal(text, text, text, text, text, text, text, text) is
  'Public appeal form: validates (decision within 14 working days), rate-limits, stores and returns the reference (BDG-YYYY-NNNNN).';
grant execute on function public.submit_appeal(text, text, text, text, text, text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- submit_contact
-- ---------------------------------------------------------------------------------------
create or replace function public.submit_contact(
  name text default null,
  email text default null,
  phone text default null,
  subject text default null,
  message text default null
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
  insert into public.contact_submissions (name, email, phone, subject, message)
  values (v_name, v_email, v_phone, v_subject, v_message)
  returning contact_submissions.reference into v_reference;
  return v_reference;
end
$$;
comment on function public.submit_contact(text, text, text, text, text) is
  'Public contact form: validates, rate-limits, stores and returns the reference (MSG-YYYY-NNNNN).';
grant execute on function public.submit_contact(text, text, text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- track_submission: reference + the email it was sent from → status, resolution, last
-- update. Null when nothing matches (no hint whether the reference exists).
-- ---------------------------------------------------------------------------------------
create or replace function public.track_submission(reference text, email text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ref text := upper(btrim(coalesce(track_submission.reference, '')));
  mail text := lower(btrim(coalesce(track_submission.email, '')));
  result json;
begin
  if ref = '' or mail = '' then
    return null;
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
  return result;
end
$$;
comment on function public.track_submission(text, text) is
  'Public status lookup: {reference, type, status, resolution, updated_at} or null; never internal notes.';
revoke execute on function public.track_submission(text, text) from public;
grant execute on function public.track_submission(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- staff dashboard
-- ---------------------------------------------------------------------------------------
create or replace function private.require_staff()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  r text := public.current_app_role();
begin
  if r is null or r not in ('admin', 'editor', 'viewer') then
    raise exception using errcode = '42501', message = 'Akses ditolak.', detail = 'Staff only.', hint = 'staff_only';
  end if;
  return r;
end
$$;

create or replace function public.dashboard_counts()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return json_build_object(
    'total_clients', (select count(*) from public.clients),
    'published_articles', (select count(*) from public.articles a where a.status = 'published' and a.published_at <= now()),
    'new_complaints', (select count(*) from public.complaints c where c.status = 'baru'),
    'new_appeals', (select count(*) from public.appeals a where a.status = 'baru')
  );
end
$$;
comment on function public.dashboard_counts() is
  'Staff dashboard counters: {total_clients, published_articles, new_complaints, new_appeals}.';
revoke execute on function public.dashboard_counts() from public, anon;
grant execute on function public.dashboard_counts() to authenticated, service_role;

create or replace function public.recent_activity("limit" integer default 10)
returns table (
  id bigint,
  at timestamptz,
  actor_name text,
  action text,
  entity text,
  record_id text,
  title text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_staff();
  return query
    select l.id, l.at,
      coalesce(u.full_name, l.actor_email, case when l.actor_id is null and l.actor_role = 'anon' then 'Publik' else 'Sistem' end),
      l.action, l.table_name, l.record_id, l.record_title
    from public.audit_log l
    left join public.app_users u on u.id = l.actor_id
    where l.table_name <> 'app_users'
    order by l.at desc, l.id desc
    limit greatest(1, least(coalesce(recent_activity."limit", 10), 50));
end
$$;
comment on function public.recent_activity(integer) is
  'Staff dashboard: the latest changes (actor name, action, entity, title, time), at most 50; submissions show only their reference.';
revoke execute on function public.recent_activity(integer) from public, anon;
grant execute on function public.recent_activity(integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- claim_first_admin: used by the create-admin-user edge function after it created the auth
-- user. Under a table lock it makes that user the admin only if no profile exists yet, so
-- concurrent setups end with exactly one admin; the losers delete the user they created.
-- ---------------------------------------------------------------------------------------
create or replace function public.claim_first_admin(user_id uuid, full_name text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  lock table public.app_users in share row exclusive mode;
  if exists (select 1 from public.app_users) then
    return false;
  end if;
  if not exists (select 1 from auth.users u where u.id = claim_first_admin.user_id) then
    return false;
  end if;
  insert into public.app_users (id, full_name, role)
  values (claim_first_admin.user_id, left(coalesce(nullif(btrim(claim_first_admin.full_name), ''), 'Admin'), 120), 'admin');
  return true;
end
$$;
comment on function public.claim_first_admin(uuid, text) is
  'First-time setup (service role only): makes the user the admin if there is no staff profile yet.';
revoke execute on function public.claim_first_admin(uuid, text) from public, anon, authenticated;
grant execute on function public.claim_first_admin(uuid, text) to service_role;

-- The private helpers run inside the security definer RPCs above; nobody calls them directly.
revoke all on all functions in schema private from public;
revoke all on all tables in schema private from public;
