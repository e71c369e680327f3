-- Watch a certificate or a company (issue 30, "Watch a certificate or a NIB", docs/product.md
-- #register-watch):
--   1. the outbox keeps a message's extra headers (List-Unsubscribe, RFC 8058) and knows the
--      watcher audience and the 'watch' kind.
--   2. public.register_watches: an email watching one certificate or every certificate of one
--      company (scope 'company': what its NIB holds). pending (double opt-in, the confirm
--      token's SHA-256 only) → active; unsubscribing deletes the row. Admins read (the emails
--      are personal data); nobody writes through the API, only the RPCs below. Audited with
--      the email redacted (private.redact_submission_changes keeps status and language).
--   3. public.watch_register(email, number, scope, language) (anyone): stores a pending watch
--      and queues the confirm mail. Limits: 10 requests per client address per hour, 3 confirm
--      mails per email per day, 20 pending or active watches per email.
--      public.confirm_register_watch(token), public.end_register_watch(token) (anyone).
--   4. alerts through the outbox in the watcher's language, each with a one-click unsubscribe
--      link and headers: a trigger on certificate_status_events (each event mailed once, in
--      its transaction); public.queue_register_watch_alerts() (the hourly register job): 30
--      days before the end of validity and surveillance overdue, once each
--      (private.register_watch_notices).
--   5. retention: private.delete_stale_register_watches() deletes pending watches older than
--      48 hours (and the request log older than a day).

-- ---------------------------------------------------------------------------------------
-- 1. the outbox
-- ---------------------------------------------------------------------------------------
alter table public.outbox add column headers jsonb
  constraint outbox_headers_check check (headers is null or jsonb_typeof(headers) = 'object');
comment on column public.outbox.headers is
  'Extra mail headers (name → value), e.g. List-Unsubscribe and List-Unsubscribe-Post of register watch mail.';
alter table public.outbox drop constraint outbox_audience_check;
alter table public.outbox add constraint outbox_audience_check
  check (audience in ('submitter', 'staff', 'watcher'));
alter table public.outbox drop constraint outbox_kind_check;
alter table public.outbox add constraint outbox_kind_check
  check (kind in ('received', 'status', 'outcome', 'staff_new', 'staff_digest', 'account', 'reply', 'watch'));

-- ---------------------------------------------------------------------------------------
-- 2. the table
-- ---------------------------------------------------------------------------------------
create table public.register_watches (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint register_watches_email_check check (public.is_email(email) and char_length(email) <= 254),
  language text not null default 'id'
    constraint register_watches_language_check check (language in ('id', 'en')),
  certificate_id uuid references public.certificates (id) on delete cascade,
  company_id uuid references public.certified_companies (id) on delete cascade,
  status text not null default 'pending'
    constraint register_watches_status_check check (status in ('pending', 'active')),
  confirm_token_hash text not null
    constraint register_watches_confirm_token_hash_check check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint register_watches_one_target check (num_nonnulls(certificate_id, company_id) = 1)
);
comment on table public.register_watches is
  'Register watches: an email alerted about one certificate or every certificate of one company (double opt-in). Personal data: admins read; written only by watch_register, confirm_register_watch and end_register_watch; pending rows are deleted after 48 hours, ended ones at once.';
create unique index register_watches_target_idx
  on public.register_watches (email, coalesce(certificate_id, company_id));
create index register_watches_certificate_idx on public.register_watches (certificate_id);
create index register_watches_company_idx on public.register_watches (company_id);
create unique index register_watches_confirm_idx on public.register_watches (confirm_token_hash);
create trigger register_watches_set_updated_at before update on public.register_watches
  for each row execute function private.set_updated_at();
create trigger register_watches_audit after insert or update or delete on public.register_watches
  for each row execute function private.audit_row();

alter table public.register_watches enable row level security;
revoke all on public.register_watches from anon, authenticated;
grant select on public.register_watches to authenticated;
create policy "register_watches: admins read" on public.register_watches
  for select to authenticated using ((select public.current_app_role()) = 'admin');

-- The audit keeps the watch's status and language; the email only as a changed field's name.
create or replace function private.redact_submission_changes(changes jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(e.key, case
    when e.key in ('id', 'reference', 'status', 'handled_by', 'decided_by', 'due_at', 'decision_date',
                   'closed_at', 'anonymised_at', 'language', 'complaint_id', 'appeal_id', 'author_id',
                   'certificate_id', 'company_id', 'confirmed_at')
      then e.value
    end), '{}'::jsonb)
  from jsonb_each(changes) e
$$;

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
  if tg_table_name in ('contact_submissions', 'complaints', 'appeals', 'case_notes', 'case_attachments',
                       'register_watches') then
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
    case when tg_table_name = 'register_watches' then coalesce(
        (select c.number from public.certificates c where c.id::text = row_data ->> 'certificate_id'),
        (select concat_ws(' ', co.legal_form, co.name) from public.certified_companies co
         where co.id::text = row_data ->> 'company_id'))
      else private.row_title(tg_table_name, row_data) end,
    diff
  );
  return null;
end
$$;

-- What has been mailed once (30 days before the end, surveillance overdue), per watch,
-- certificate and date: a new end date or a new due date is mailed again.
create table private.register_watch_notices (
  watch_id uuid not null references public.register_watches (id) on delete cascade,
  certificate_id uuid not null references public.certificates (id) on delete cascade,
  kind text not null check (kind in ('expiry', 'surveillance')),
  on_date date not null,
  created_at timestamptz not null default now(),
  primary key (watch_id, certificate_id, kind, on_date)
);
create index register_watch_notices_certificate_idx on private.register_watch_notices (certificate_id);
revoke all on private.register_watch_notices from public;

-- Subscription requests of the last day: per client address and per email (its SHA-256), for
-- the limits. Deleted after a day.
create table private.register_watch_requests (
  id bigint generated always as identity primary key,
  client_addr text,
  email_hash text not null,
  mailed boolean not null default false,
  created_at timestamptz not null default now()
);
create index register_watch_requests_addr_idx on private.register_watch_requests (client_addr, created_at);
create index register_watch_requests_email_idx on private.register_watch_requests (email_hash, created_at);
revoke all on private.register_watch_requests from public;

-- The key of the unsubscribe links (a link is the watch's id and a keyed hash of it: no token
-- is stored, and every mail of a watch carries the same link).
create table private.register_watch_secret (
  id boolean primary key default true check (id),
  secret text not null
);
insert into private.register_watch_secret (secret)
  values (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
revoke all on private.register_watch_secret from public;

create or replace function private.sha256_hex(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(value, 'UTF8')), 'hex')
$$;
revoke all on function private.sha256_hex(text) from public;

create or replace function private.register_watch_unsubscribe_token(watch_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select watch_id::text || '.' || private.sha256_hex(s.secret || ':' || watch_id::text)
  from private.register_watch_secret s
$$;
revoke all on function private.register_watch_unsubscribe_token(uuid) from public;

-- ---------------------------------------------------------------------------------------
-- 3. mail
-- ---------------------------------------------------------------------------------------
-- What the watch is about, in the watcher's language: "SBU SBU-KMN-2026-000001" or
-- "semua SBU PT Beton Nusantara Jaya".
create or replace function private.register_watch_target(w public.register_watches)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when w.certificate_id is not null then
      'SBU ' || (select c.number from public.certificates c where c.id = w.certificate_id)
    else
      case when w.language = 'en' then 'every SBU of ' else 'semua SBU ' end
      || (select concat_ws(' ', co.legal_form, co.name) from public.certified_companies co where co.id = w.company_id)
  end
$$;
revoke all on function private.register_watch_target(public.register_watches) from public;

-- One watch mail: queue_mail's message plus the one-click unsubscribe link (body and headers).
create or replace function private.queue_watch_mail(
  w public.register_watches, subject text, paragraphs text[], link_label text, link_path text,
  reference text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  mail_id uuid;
  url text := coalesce(private.site_url(), '') || '/layanan/cek-sbu/pantau/berhenti?token='
    || private.register_watch_unsubscribe_token(w.id);
  label text := case when w.language = 'en'
    then 'Stop these emails (unsubscribe)' else 'Berhenti menerima email ini' end;
  why text := case when w.language = 'en'
    then 'You receive this email because you asked to watch ' || private.register_watch_target(w) || '.'
    else 'Anda menerima email ini karena meminta pemberitahuan untuk ' || private.register_watch_target(w) || '.' end;
begin
  mail_id := private.queue_mail('watcher', 'watch', w.language, w.email, subject,
    paragraphs || why, link_label, link_path, null, null, left(reference, 40));
  update public.outbox o set
    body_text = o.body_text || e'\n\n' || label || e':\n' || url,
    body_html = replace(o.body_html, '</div></body></html>',
      '<p style="margin:12px 0 0;font-size:12px;color:#6b7280"><a href="' || private.html_text(url)
      || '" style="color:#6b7280">' || private.html_text(label) || '</a></p></div></body></html>'),
    headers = jsonb_build_object('List-Unsubscribe', '<' || url || '>',
      'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')
  where o.id = mail_id;
  return mail_id;
end
$$;
revoke all on function private.queue_watch_mail(public.register_watches, text, text[], text, text, text) from public;

-- ---------------------------------------------------------------------------------------
-- 4. subscribe, confirm, unsubscribe
-- ---------------------------------------------------------------------------------------
create or replace function public.watch_register(
  email text default null,
  number text default null,
  scope text default 'certificate',
  language text default 'id'
)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  addr text := private.client_address();
  address text := lower(btrim(coalesce(watch_register.email, '')));
  lang text := case when watch_register.language = 'en' then 'en' else 'id' end;
  email_key text;
  cert public.certificates;
  w public.register_watches;
  token text;
  target uuid;
begin
  if addr is not null then
    perform pg_advisory_xact_lock(hashtext('register-watch-addr:' || addr));
    if (select count(*) from private.register_watch_requests r
        where r.client_addr = addr and r.created_at > now() - interval '1 hour') >= 10 then
      raise exception using errcode = 'PT429',
        message = 'Terlalu banyak permintaan pemberitahuan dari alamat Anda. Silakan coba lagi dalam satu jam.',
        detail = 'Too many alert requests from your address. Please try again in an hour.',
        hint = 'rate_limited';
    end if;
  end if;
  if char_length(address) > 254 or not public.is_email(address) then
    raise exception using errcode = '22023',
      message = 'Masukkan alamat email yang valid.', detail = 'Enter a valid email address.',
      hint = 'field:email';
  end if;
  if coalesce(scope, '') not in ('certificate', 'company') then
    raise exception using errcode = '22023',
      message = 'Pilih yang ingin dipantau: SBU ini atau semua SBU perusahaannya.',
      detail = 'Choose what to watch: this SBU or every SBU of its company.', hint = 'field:scope';
  end if;
  select c.* into cert from public.certificates c
    where c.number_key = public.certificate_number_key(coalesce(watch_register.number, ''));
  if not found then
    raise exception using errcode = 'P0002',
      message = 'Sertifikat tidak ditemukan.', detail = 'Certificate not found.', hint = 'field:number';
  end if;
  target := case when scope = 'company' then cert.company_id else cert.id end;
  email_key := private.sha256_hex(address);
  perform pg_advisory_xact_lock(hashtext('register-watch-email:' || email_key));

  select x.* into w from public.register_watches x
    where x.email = address and coalesce(x.certificate_id, x.company_id) = target;
  if found and w.status = 'active' then
    -- Already watching: nothing to confirm; the answer does not tell (the address is not ours to reveal).
    insert into private.register_watch_requests (client_addr, email_hash) values (addr, email_key);
    return json_build_object('status', 'sent');
  end if;
  if (select count(*) from private.register_watch_requests r
      where r.email_hash = email_key and r.mailed and r.created_at > now() - interval '1 day') >= 3 then
    raise exception using errcode = 'PT429',
      message = 'Email konfirmasi untuk alamat ini sudah dikirim 3 kali hari ini. Periksa kotak masuk (dan folder spam), atau coba lagi besok.',
      detail = 'A confirmation email was sent to this address 3 times today. Check the inbox (and the spam folder), or try again tomorrow.',
      hint = 'field:email';
  end if;
  if w.id is null and (select count(*) from public.register_watches x where x.email = address) >= 20 then
    raise exception using errcode = '22023',
      message = 'Alamat email ini sudah memantau 20 SBU atau perusahaan (batasnya). Berhenti memantau salah satunya lebih dulu.',
      detail = 'This email address already watches 20 SBUs or companies (the limit). Unsubscribe from one of them first.',
      hint = 'field:email';
  end if;

  token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  if w.id is null then
    insert into public.register_watches (email, language, certificate_id, company_id, confirm_token_hash)
    values (address, lang,
      case when scope = 'certificate' then cert.id end,
      case when scope = 'company' then cert.company_id end,
      private.sha256_hex(token))
    returning * into w;
  else
    update public.register_watches x set confirm_token_hash = private.sha256_hex(token),
      language = lang, created_at = now()
    where x.id = w.id returning * into w;
  end if;
  insert into private.register_watch_requests (client_addr, email_hash, mailed) values (addr, email_key, true);
  delete from private.register_watch_requests r where r.created_at < now() - interval '1 day';

  perform private.queue_watch_mail(w,
    case when lang = 'en' then 'Confirm your alerts for ' || private.register_watch_target(w)
      else 'Konfirmasi pemberitahuan untuk ' || private.register_watch_target(w) end,
    case when lang = 'en' then array[
        'Someone (hopefully you) asked to be emailed when the status of ' || private.register_watch_target(w)
          || ' changes: frozen, restored, revoked or expired, 30 days before it expires and when its surveillance is overdue.',
        'Confirm within 48 hours with the button below. Without confirmation nothing is sent and the request is deleted.']
      else array[
        'Seseorang (semoga Anda) meminta pemberitahuan email bila status ' || private.register_watch_target(w)
          || ' berubah: dibekukan, dipulihkan, dicabut atau kedaluwarsa, 30 hari sebelum masa berlakunya berakhir, dan bila surveilansnya terlambat.',
        'Konfirmasi dalam 48 jam dengan tombol di bawah. Tanpa konfirmasi tidak ada email yang dikirim dan permintaan ini dihapus.'] end,
    case when lang = 'en' then 'Confirm alerts' else 'Konfirmasi pemberitahuan' end,
    '/layanan/cek-sbu/pantau/konfirmasi?token=' || token
      || case when lang = 'en' then '&lng=en' else '' end,
    cert.number);
  return json_build_object('status', 'sent');
end
$$;
comment on function public.watch_register(text, text, text, text) is
  'Anyone: asks for alerts about a certificate (scope certificate) or every certificate of its company (scope company); stores the watch pending and queues the confirm mail. Limited per client address and per email.';

create or replace function public.confirm_register_watch(token text default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  w public.register_watches;
begin
  select x.* into w from public.register_watches x
    where x.confirm_token_hash = private.sha256_hex(coalesce(token, ''))
      and (x.status = 'active' or x.created_at > now() - interval '48 hours')
    for update;
  if not found then
    raise exception using errcode = 'P0002',
      message = 'Tautan konfirmasi ini tidak berlaku atau sudah kedaluwarsa (48 jam). Minta pemberitahuan lagi dari halaman verifikasi.',
      detail = 'This confirmation link is not valid or has expired (48 hours). Ask for alerts again on the verify page.',
      hint = 'not_found';
  end if;
  if w.status = 'pending' then
    update public.register_watches x set status = 'active', confirmed_at = now()
      where x.id = w.id returning * into w;
  end if;
  return json_build_object(
    'target', private.register_watch_target(w),
    'scope', case when w.certificate_id is null then 'company' else 'certificate' end,
    'number', (select c.number from public.certificates c where c.id = w.certificate_id),
    'language', w.language);
end
$$;
comment on function public.confirm_register_watch(text) is
  'Anyone with the confirm link: activates the pending watch (within 48 hours); idempotent.';

-- Unsubscribing deletes the watch (nothing is kept). True when there was one.
create or replace function public.end_register_watch(token text default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  watch_id uuid;
begin
  if coalesce(token, '') !~ '^[0-9a-f-]{36}\.[0-9a-f]{64}$' then
    return false;
  end if;
  watch_id := split_part(token, '.', 1)::uuid;
  if private.register_watch_unsubscribe_token(watch_id) is distinct from token then
    return false;
  end if;
  delete from public.register_watches x where x.id = watch_id;
  return found;
end
$$;
comment on function public.end_register_watch(text) is
  'Anyone with an unsubscribe link (RFC 8058 one-click): deletes the watch. True when there was one.';

revoke execute on function public.watch_register(text, text, text, text) from public;
revoke execute on function public.confirm_register_watch(text) from public;
revoke execute on function public.end_register_watch(text) from public;
grant execute on function public.watch_register(text, text, text, text) to anon, authenticated, service_role;
grant execute on function public.confirm_register_watch(text) to anon, authenticated, service_role;
grant execute on function public.end_register_watch(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 5. alerts
-- ---------------------------------------------------------------------------------------
create or replace function private.register_watch_event_alert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cert public.certificates;
  w public.register_watches;
  kind text := case
    when new.to_status = 'dibekukan' then 'frozen'
    when new.to_status = 'dicabut' then 'revoked'
    when new.to_status = 'kedaluwarsa' then 'expired'
    when new.from_status is null then 'issued'
    when new.from_status = 'kedaluwarsa' then 'extended'
    when new.to_status = 'aktif' then 'restored'
  end;
  label text;
  reason text;
  company text;
begin
  if kind is null then
    return null;
  end if;
  select c.* into cert from public.certificates c where c.id = new.certificate_id;
  select concat_ws(' ', co.legal_form, co.name) into company
    from public.certified_companies co where co.id = cert.company_id;
  for w in
    select x.* from public.register_watches x
    where x.status = 'active' and (x.certificate_id = cert.id or x.company_id = cert.company_id)
  loop
    label := case w.language
      when 'en' then case kind when 'frozen' then 'frozen' when 'revoked' then 'revoked'
        when 'expired' then 'expired' when 'issued' then 'issued' when 'extended' then 'validity extended'
        else 'restored (active again)' end
      else case kind when 'frozen' then 'dibekukan' when 'revoked' then 'dicabut'
        when 'expired' then 'kedaluwarsa' when 'issued' then 'terbit' when 'extended' then 'masa berlaku diperpanjang'
        else 'dipulihkan (aktif kembali)' end
    end;
    reason := coalesce(nullif(btrim(new.reason ->> w.language), ''), new.reason ->> 'id');
    perform private.queue_watch_mail(w,
      'SBU ' || cert.number || ': ' || label,
      array_remove(array[
        case when w.language = 'en'
          then 'The status of SBU ' || cert.number || ' (' || company || ') changed: ' || label
            || ' on ' || private.mail_date(new.changed_on::timestamp at time zone 'Asia/Jakarta', 'en') || '.'
          else 'Status SBU ' || cert.number || ' (' || company || ') berubah: ' || label
            || ' pada ' || private.mail_date(new.changed_on::timestamp at time zone 'Asia/Jakarta', 'id') || '.' end,
        case when kind in ('frozen', 'revoked') and reason is not null then
          case when w.language = 'en' then 'Reason: ' else 'Alasan: ' end || reason end
      ], null),
      case when w.language = 'en' then 'See the verify page' else 'Lihat halaman verifikasi' end,
      '/verifikasi/' || cert.number || case when w.language = 'en' then '?lng=en' else '' end,
      cert.number);
  end loop;
  return null;
end
$$;
revoke all on function private.register_watch_event_alert() from public;
create trigger certificate_status_events_watch_alert after insert on public.certificate_status_events
  for each row execute function private.register_watch_event_alert();

-- The scheduled alerts (the hourly register job, supabase/local/register/jobs.ts): 30 days
-- before the end of validity and surveillance overdue, once per watch, certificate and date.
-- Returns how many mails were queued.
create or replace function public.queue_register_watch_alerts()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := private.jakarta_today();
  r record;
  n integer := 0;
begin
  for r in
    select w as watch, c as cert, k.kind, k.on_date,
      (select concat_ws(' ', co.legal_form, co.name) from public.certified_companies co where co.id = c.company_id) as company
    from public.register_watches w
    join public.certificates c on c.id = w.certificate_id or c.company_id = w.company_id
    cross join lateral (
      select 'expiry' as kind, c.valid_until as on_date
      where c.valid_until between today and today + 30
      union all
      select 'surveillance', c.next_surveillance_due
      where c.next_surveillance_due < today and c.valid_until >= today
    ) k
    where w.status = 'active' and c.status = 'aktif'
      and not exists (select 1 from private.register_watch_notices s
        where s.watch_id = w.id and s.certificate_id = c.id and s.kind = k.kind and s.on_date = k.on_date)
    order by c.number
  loop
    insert into private.register_watch_notices (watch_id, certificate_id, kind, on_date)
      values ((r.watch).id, (r.cert).id, r.kind, r.on_date);
    perform private.queue_watch_mail(r.watch,
      'SBU ' || (r.cert).number || ': ' || case
        when (r.watch).language = 'en' then
          case r.kind when 'expiry' then 'expires on ' || private.mail_date(r.on_date::timestamp at time zone 'Asia/Jakarta', 'en')
            else 'surveillance overdue' end
        else
          case r.kind when 'expiry' then 'berakhir pada ' || private.mail_date(r.on_date::timestamp at time zone 'Asia/Jakarta', 'id')
            else 'surveilans terlambat' end
        end,
      array[case
        when (r.watch).language = 'en' then
          case r.kind when 'expiry'
            then 'SBU ' || (r.cert).number || ' (' || r.company || ') is valid until '
              || private.mail_date(r.on_date::timestamp at time zone 'Asia/Jakarta', 'en') || ': ' || (r.on_date - today) || ' day(s) from today.'
            else 'The surveillance of SBU ' || (r.cert).number || ' (' || r.company || ') was due on '
              || private.mail_date(r.on_date::timestamp at time zone 'Asia/Jakarta', 'en') || ' and has not been recorded yet.' end
        else
          case r.kind when 'expiry'
            then 'SBU ' || (r.cert).number || ' (' || r.company || ') berlaku sampai '
              || private.mail_date(r.on_date::timestamp at time zone 'Asia/Jakarta', 'id') || ': ' || (r.on_date - today) || ' hari lagi.'
            else 'Surveilans SBU ' || (r.cert).number || ' (' || r.company || ') jatuh tempo pada '
              || private.mail_date(r.on_date::timestamp at time zone 'Asia/Jakarta', 'id') || ' dan belum tercatat.' end
        end],
      case when (r.watch).language = 'en' then 'See the verify page' else 'Lihat halaman verifikasi' end,
      '/verifikasi/' || (r.cert).number || case when (r.watch).language = 'en' then '?lng=en' else '' end,
      (r.cert).number);
    n := n + 1;
  end loop;
  return n;
end
$$;
comment on function public.queue_register_watch_alerts() is
  'Scheduled (service role): queues the 30-days-before-expiry and surveillance-overdue alerts of active watches, once each; returns how many.';
revoke execute on function public.queue_register_watch_alerts() from public, anon, authenticated;
grant execute on function public.queue_register_watch_alerts() to service_role;

-- ---------------------------------------------------------------------------------------
-- 6. retention
-- ---------------------------------------------------------------------------------------
create or replace function private.delete_stale_register_watches()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  delete from public.register_watches w
    where w.status = 'pending' and w.created_at < now() - interval '48 hours';
  get diagnostics n = row_count;
  delete from private.register_watch_requests r where r.created_at < now() - interval '1 day';
  return n;
end
$$;
comment on function private.delete_stale_register_watches() is
  'Retention: deletes register watches never confirmed within 48 hours and the request log older than a day; returns how many watches.';
revoke all on function private.delete_stale_register_watches() from public;

-- ---------------------------------------------------------------------------------------
-- 7. the privacy notice: what a watch keeps and for how long (where the operator has not
--    reworded those sentences; their edits are kept)
-- ---------------------------------------------------------------------------------------
update public.cms_pages set content = jsonb_build_object(
    'id', replace(replace(content ->> 'id',
      'paling lama satu jam) untuk mencegah penyalahgunaan |',
      'paling lama satu jam) untuk mencegah penyalahgunaan |' || e'\n'
        || '| Pemberitahuan register ("Beri tahu saya") | email, SBU atau perusahaan yang dipantau, bahasa | mengirim email konfirmasi, lalu kabar perubahan status SBU, 30 hari sebelum masa berlakunya berakhir dan bila surveilansnya terlambat |'),
      'Isi lainnya tetap disimpan sebagai catatan mutu lembaga sertifikasi.',
      'Isi lainnya tetap disimpan sebagai catatan mutu lembaga sertifikasi.' || e'\n\n'
        || 'Permintaan pemberitahuan register yang tidak dikonfirmasi dihapus setelah **48 jam**. Pemantauan yang dikonfirmasi disimpan sampai Anda berhenti (tautan di setiap email), lalu langsung dihapus. Hanya admin yang dapat melihat alamat email pemantau. Untuk membatasi penyalahgunaan, alamat IP dan sidik (hash) email setiap permintaan disimpan selama satu hari.'),
    'en', replace(replace(content ->> 'en',
      '(reference number and IP address, for up to one hour) to prevent abuse |',
      '(reference number and IP address, for up to one hour) to prevent abuse |' || e'\n'
        || '| Register alerts ("Notify me") | email, the SBU or company watched, language | to send the confirmation email, then each change of the SBU''s status, a notice 30 days before it expires and when its surveillance is overdue |'),
      'The rest is kept as the certification body''s quality record.',
      'The rest is kept as the certification body''s quality record.' || e'\n\n'
        || 'Register alert requests that are not confirmed are deleted after **48 hours**. A confirmed watch is kept until you unsubscribe (a link in every email) and is then deleted at once. Only admins can see watchers'' email addresses. To limit abuse, the IP address and a hash of the email of each request are kept for one day.'))
where slug = 'kebijakan-privasi'
  and position('Beri tahu saya' in content ->> 'id') = 0;
