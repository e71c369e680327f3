-- Counterfeit radar (issue 30, "For staff"): number lookups that find nothing but have the
-- shape of this body's certificate numbers (SBU-KMN-<year>-<6 digits>, as the seed, the import
-- example and the number constraint's message write them) are counted, so staff see when
-- someone keeps checking a number we never issued: a forged certificate may be in use.
--   1. public.register_radar: one row per such number (its canonical spelling), the count,
--      first and last seen, the times of the last three checks; never the visitor's address.
--      Staff read; nobody writes through the API (private.radar_count does the counting);
--      admins delete (dismiss) rows.
--   2. private.radar_count(key): one upsert per unknown our-shaped number; at the third
--      check within 7 days a bell notification to editors and admins, at most once per number
--      per 7 days.
--   3. public.certificate_by_number and public.check_certificate (a query that is a number)
--      call it when nothing is found.
--   4. the daily digest lists the numbers checked >= 3 times in the last 7 days.

-- ---------------------------------------------------------------------------------------
-- 1. the table
-- ---------------------------------------------------------------------------------------
create table public.register_radar (
  id uuid primary key default gen_random_uuid(),
  number text not null
    constraint register_radar_number_key unique
    constraint register_radar_number_check check (number ~ '^SBU-KMN-[0-9]{4}-[0-9]{6}$'),
  count integer not null default 1 constraint register_radar_count_check check (count >= 1),
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  -- the last three checks (oldest first): three within 7 days when recent[1] is that recent
  recent timestamptz[] not null default array[now()]
    constraint register_radar_recent_check check (cardinality(recent) between 1 and 3),
  notified_at timestamptz,
  -- the last count (the admin kit's row version)
  updated_at timestamptz not null default now()
);
comment on table public.register_radar is
  'Counterfeit radar: unknown certificate numbers of our shape (SBU-KMN-YYYY-NNNNNN) that visitors looked up, with how often and when (first, last, the last three); never who. Staff read; counted by private.radar_count only; admins dismiss (delete).';
create index register_radar_last_seen_idx on public.register_radar (last_seen desc);

alter table public.register_radar enable row level security;
-- An admin's dismissal is a staff action and is audited (titled by the number). The counting is
-- the radar's own log (one row per number, its count and times), like the lookups it counts: not.
create trigger register_radar_audit after delete on public.register_radar
  for each row execute function private.audit_row();
revoke all on public.register_radar from anon, authenticated;
grant select, delete on public.register_radar to authenticated;
create policy "register_radar: staff read" on public.register_radar
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "register_radar: admins dismiss" on public.register_radar
  for delete to authenticated using ((select public.current_app_role()) = 'admin');
create policy "two-factor: insert" on public.register_radar as restrictive
  for insert to authenticated with check ((select public.aal_ok()));
create policy "two-factor: update" on public.register_radar as restrictive
  for update to authenticated using ((select public.aal_ok())) with check ((select public.aal_ok()));
create policy "two-factor: delete" on public.register_radar as restrictive
  for delete to authenticated using ((select public.aal_ok()));

-- The bell: a suspected forgery names the radar row.
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('new_submission', 'assigned', 'overdue', 'mail_unknown', 'mail_failed', 'forgery_suspected'));
alter table public.notifications drop constraint notifications_entity_check;
alter table public.notifications add constraint notifications_entity_check
  check (entity in ('complaints', 'appeals', 'contact_submissions', 'outbox', 'register_radar'));

create or replace function private.admin_path(entity text, record_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select case entity
    when 'complaints' then '/admin/keluhan/' || record_id
    when 'appeals' then '/admin/banding/' || record_id
    when 'register_radar' then '/admin/radar-nomor'
    else '/admin/messages' end
$$;

-- ---------------------------------------------------------------------------------------
-- 2. the counting
-- ---------------------------------------------------------------------------------------
-- `key` is a certificate_number_key; anything but our shape (SBUKMN + year + 6 digits) is
-- ignored, so the table holds at most one short row per possible number of ours.
create or replace function private.radar_count(key text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.register_radar;
begin
  if key is null or key !~ '^SBUKMN[0-9]{10}$' then
    return;
  end if;
  insert into public.register_radar as x (number)
    values ('SBU-KMN-' || substr(key, 7, 4) || '-' || substr(key, 11, 6))
  on conflict (number) do update set
    count = x.count + 1,
    last_seen = now(),
    updated_at = now(),
    recent = (x.recent || now())[greatest(1, cardinality(x.recent) - 1):]
  returning * into r;
  if cardinality(r.recent) = 3 and r.recent[1] > now() - interval '7 days'
     and (r.notified_at is null or r.notified_at <= now() - interval '7 days') then
    update public.register_radar set notified_at = now() where id = r.id;
    insert into public.notifications (user_id, kind, entity, record_id, reference)
      select u.id, 'forgery_suspected', 'register_radar', r.id, r.number
      from public.app_users u
      join auth.users a on a.id = u.id and a.deleted_at is null and (a.banned_until is null or a.banned_until <= now())
      where u.role in ('admin', 'editor');
  end if;
end
$$;
comment on function private.radar_count(text) is
  'Counterfeit radar: counts one lookup of an unknown certificate number of our shape (others ignored); the third within 7 days notifies editors and admins, once per number per 7 days.';
revoke all on function private.radar_count(text) from public;

-- ---------------------------------------------------------------------------------------
-- 3. the lookups (as in 20261201200000 and 20261201100000, plus the radar)
-- ---------------------------------------------------------------------------------------
create or replace function public.certificate_by_number(number text default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  k text := public.certificate_number_key(private.lookup_text(certificate_by_number.number, 80));
  found uuid;
begin
  if k = '' then
    return null;
  end if;
  perform private.enforce_register_rate_limit();
  select c.id into found from public.certificates c where c.number_key = k;
  if found is null then
    perform private.radar_count(k);
    return null;
  end if;
  return (private.certificate_public_json(found)::jsonb
    || jsonb_build_object('history', private.certificate_public_history(found)))::json;
end
$$;
comment on function public.certificate_by_number(text) is
  'Public verify page: the public facts of one certificate by number (spaces/dashes ignored) with its public history (newest first: issued, frozen, restored, revoked, expired, extended, surveillance; dates and reasons, never the staff actor), or null (an unknown number of our shape is counted by the counterfeit radar); rate-limited per client address (PT429).';

create or replace function public.check_certificate(query text default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  q text := private.lookup_text(check_certificate.query);
  k text := public.certificate_number_key(q);
  key text;
  kind text;
  ids uuid[];
  more boolean := false;
begin
  if private.lookup_letters(q) < 3 then
    perform private.invalid('query', 'Masukkan minimal 3 huruf atau angka: nomor sertifikat, NIB, atau nama perusahaan.',
      'Enter at least 3 letters or digits: a certificate number, a NIB or a company name.');
  end if;
  perform private.enforce_register_rate_limit();
  select array[c.id] into ids from public.certificates c where c.number_key = k and k <> '';
  if ids is null then
    perform private.radar_count(k);
  end if;
  if ids is not null then
    kind := 'number';
  elsif k ~ '^[0-9]{13}$' then
    kind := 'nib';
    select array_agg(c.id order by c.issued_on desc, c.number) into ids
    from public.certificates c join public.certified_companies co on co.id = c.company_id
    where co.nib = k;
  else
    kind := 'name';
    key := public.company_name_key(q);
    if private.lookup_letters(key) < 3 then
      perform private.invalid('query', 'Masukkan minimal 3 huruf atau angka nama perusahaan, selain bentuk usahanya (PT, CV …).',
        'Enter at least 3 letters or digits of the company name, besides its legal form (PT, CV …).');
    end if;
    -- The best 21 companies by name that hold a certificate, then their certificates: the
    -- register's other certificates are never read.
    select array_agg(x.id order by x.ord) into ids from (
      select c.id, row_number() over (order by n.o, c.issued_on desc, c.number) as ord
      from unnest(private.companies_named(key, false, 21)) with ordinality n(id, o)
      join public.certificates c on c.company_id = n.id
      order by n.o, c.issued_on desc, c.number
      limit 21) x;
    more := coalesce(cardinality(ids), 0) > 20;
    ids := ids[1:20];
  end if;
  return json_build_object(
    'match', case when ids is null then null else kind end,
    'more', more,
    'results', coalesce((select json_agg(private.certificate_public_json(i) order by o)
                         from unnest(ids) with ordinality u(i, o)), '[]'::json));
end
$$;
comment on function public.check_certificate(text) is
  'Public register check: {match: number|nib|name|null, more, results: [public certificate facts]}; a number or NIB (spaces/dashes ignored, exact) or ≥ 3 letters or digits of a company name (legal forms, punctuation, case and accents ignored; best match first; similar names when none contains the query); at most 20 results; an unknown number of our shape is counted by the counterfeit radar; rate-limited per client address (PT429).';

-- ---------------------------------------------------------------------------------------
-- 4. the digest: as in 20261129140000, plus the numbers checked >= 3 times in 7 days (it now
--    also goes out on a day with such numbers and no overdue case)
-- ---------------------------------------------------------------------------------------
create or replace function public.queue_overdue_digest()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Jakarta')::date;
  missing_year integer := private.next_year_without_holidays();
  holidays_url text := coalesce(private.site_url(), '') || '/admin/hari-libur';
  radar_url text := coalesce(private.site_url(), '') || private.admin_path('register_radar', null);
  r record;
  lines_id text[];
  lines_en text[];
  cases_id text[] := '{}';
  cases_en text[] := '{}';
  radar_id text[] := '{}';
  radar_en text[] := '{}';
  holidays_id text[];
  holidays_en text[];
  subject text;
  overdue integer;
  suspected integer;
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
  select count(*) into overdue from overdue_cases;
  select count(*),
         array_agg(format('- %s: %s kali sejak %s, terakhir %s', x.number, x.count,
           private.mail_date(x.first_seen, 'id'), private.mail_date(x.last_seen, 'id', true)) order by x.last_seen desc),
         array_agg(format('- %s: %s times since %s, last %s', x.number, x.count,
           private.mail_date(x.first_seen, 'en'), private.mail_date(x.last_seen, 'en', true)) order by x.last_seen desc)
    into suspected, lines_id, lines_en
    from public.register_radar x
    where cardinality(x.recent) = 3 and x.recent[1] > now() - interval '7 days';
  if suspected > 0 then
    radar_id := array[format('Kemungkinan sertifikat palsu: nomor berikut tidak ada di register kami tetapi dicek %s kali atau lebih dalam 7 hari terakhir (%s):', 3, radar_url),
      array_to_string(lines_id, e'\n')];
    radar_en := array[format('Possible forged certificate: these numbers are not in our register but were checked %s times or more in the last 7 days (%s):', 3, radar_url),
      array_to_string(lines_en, e'\n')];
  end if;
  if overdue = 0 and suspected = 0 then
    return 0;
  end if;
  if overdue > 0 then
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
    cases_id := array[format('Per %s, keluhan dan banding berikut sudah lewat batas waktu dan belum ditutup:', private.mail_date(now(), 'id')),
      array_to_string(lines_id, e'\n')];
    cases_en := array[format('As of %s, these complaints and appeals are past their due date and still open:', private.mail_date(now(), 'en')),
      array_to_string(lines_en, e'\n')];
  end if;
  subject := case
    when overdue > 0 and suspected > 0 then
      format('%s pengajuan lewat batas waktu, %s kemungkinan sertifikat palsu / %s overdue, %s possible forged certificate(s)', overdue, suspected, overdue, suspected)
    when overdue > 0 then format('%s pengajuan lewat batas waktu / %s overdue', overdue, overdue)
    else format('%s kemungkinan sertifikat palsu / %s possible forged certificate(s)', suspected, suspected) end;
  for r in select * from private.alert_recipients('overdue_digest') where by_email loop
    continue when not public.is_email(r.email);
    -- Only admins may edit the holidays: an editor's digest stays about the cases.
    if missing_year is not null
      and exists (select 1 from public.app_users x where x.id = r.user_id and x.role = 'admin') then
      holidays_id := array[format('Hari libur tahun %s belum diisi: batas waktu keluhan dan banding pada tahun itu hanya melewati Sabtu dan Minggu. Tambahkan di Hari Libur: %s', missing_year, holidays_url)];
      holidays_en := array[format('No holidays are entered for %s yet: due dates of complaints and appeals in that year skip only Saturdays and Sundays. Add them under Holidays: %s', missing_year, holidays_url)];
    else
      holidays_id := '{}';
      holidays_en := '{}';
    end if;
    perform private.queue_mail('staff', 'staff_digest', 'id', r.email, subject,
      cases_id || radar_id || holidays_id || cases_en || radar_en || holidays_en || array[
        'Anda menerima email ini karena memilihnya di pengaturan notifikasi profil Anda. / You get this email because you chose it in your profile''s notification settings.'
      ]);
    queued := queued + 1;
  end loop;
  return queued;
end
$$;
comment on function public.queue_overdue_digest() is
  'Once per Asia/Jakarta day: the daily digest emails (overdue complaints and appeals; numbers the counterfeit radar saw checked >= 3 times in 7 days; for admins a line when next year has no holidays entered) and bell notifications of overdue cases; returns the number of emails queued.';
revoke execute on function public.queue_overdue_digest() from public, anon, authenticated;
grant execute on function public.queue_overdue_digest() to service_role;
