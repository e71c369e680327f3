-- The weekly broken-link check (docs/decisions/033): the servers' scheduled job
-- (supabase/local/link-check.ts) lists every published editorial item's links and files
-- (public.link_check_targets), checks them (internal paths by the site's own routes, files on
-- this site, external addresses by HEAD/GET when site_settings.link_check_external allows), and
-- stores the run (public.record_link_check). Staff read the last run; the daily digest lists its
-- broken links the day after.

alter table public.site_settings
  add column link_check_external boolean not null default false;
comment on column public.site_settings.link_check_external is
  'The weekly link check also requests external addresses (off where the site has no outbound network).';

create table public.link_check_runs (
  id uuid primary key default gen_random_uuid(),
  started_at timestamptz not null default now(),
  finished_at timestamptz not null default now(),
  checked integer not null default 0 constraint link_check_runs_checked_check check (checked >= 0),
  broken integer not null default 0 constraint link_check_runs_broken_check check (broken >= 0),
  -- Whether external addresses were requested this time.
  external boolean not null default false
);
comment on table public.link_check_runs is 'The weekly link check''s runs (the last few kept).';
create index link_check_runs_started_at_idx on public.link_check_runs (started_at desc);

create table public.link_check_results (
  id uuid primary key default gen_random_uuid(),
  run_id uuid not null references public.link_check_runs (id) on delete cascade,
  table_name text not null constraint link_check_results_table_name_check check (char_length(table_name) <= 63),
  row_id uuid not null,
  item_title text not null default '' constraint link_check_results_item_title_check check (char_length(item_title) <= 300),
  url text not null constraint link_check_results_url_check check (char_length(url) <= 2048),
  kind text not null constraint link_check_results_kind_check check (kind in ('internal', 'file', 'external')),
  outcome text not null constraint link_check_results_outcome_check check (outcome in ('ok', 'broken', 'skipped')),
  http_status integer constraint link_check_results_http_status_check check (http_status between 100 and 599),
  detail text constraint link_check_results_detail_check check (char_length(detail) <= 300),
  checked_at timestamptz not null default now()
);
comment on table public.link_check_results is 'Each link and file of a published item as the last run of the link check found it.';
create index link_check_results_run_id_idx on public.link_check_results (run_id, outcome);

alter table public.link_check_runs enable row level security;
alter table public.link_check_results enable row level security;
create policy "link_check_runs: staff read" on public.link_check_runs
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "link_check_results: staff read" on public.link_check_results
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
revoke all on public.link_check_runs, public.link_check_results from anon, authenticated;
grant select on public.link_check_runs, public.link_check_results to authenticated;
grant all on public.link_check_runs, public.link_check_results to service_role;

-- Every link and file of every published editorial item: Markdown links and images of the
-- Markdown columns, and the `*_url` columns. Anchors, mailto: and tel: are no links to check.
create or replace function public.link_check_targets()
returns table (table_name text, row_id uuid, title text, url text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t record;
  r jsonb;
  markdown text[];
  url_columns text[];
  item text;
begin
  for t in select c.table_name from private.content_tables c where c.editorial order by c.table_name loop
    select coalesce(array_agg(m.column_name), '{}') into markdown
      from private.media_markdown_columns m where m.table_name = t.table_name;
    select coalesce(array_agg(a.attname::text), '{}') into url_columns
      from pg_attribute a
      where a.attrelid = format('public.%I', t.table_name)::regclass and a.attnum > 0
        and not a.attisdropped and a.attname like '%\_url' and a.atttypid = 'text'::regtype;
    for r in execute format('select to_jsonb(x) from public.%I x', t.table_name) loop
      continue when not private.row_is_public(r)
        or coalesce((r ->> 'published_at')::timestamptz > now(), false);
      item := left(coalesce(r -> 'title' ->> 'id', r -> 'name' ->> 'id', r -> 'question' ->> 'id',
        r ->> 'title', r ->> 'name', r ->> 'slug', r ->> 'id'), 300);
      return query
        select distinct t.table_name::text, (r ->> 'id')::uuid, item, u.link
        from (
          select m[1] as link
          from unnest(markdown) col
          cross join lateral jsonb_each_text(case jsonb_typeof(r -> col) when 'object' then r -> col
            when 'string' then jsonb_build_object('id', r ->> col) else '{}'::jsonb end) e
          cross join lateral regexp_matches(e.value, '\]\([[:space:]]*<?([^)[:space:]>]+)', 'g') m
          union
          select r ->> col from unnest(url_columns) col
        ) u
        where u.link is not null and u.link <> '' and u.link !~* '^(#|mailto:|tel:)';
    end loop;
  end loop;
end
$$;
comment on function public.link_check_targets() is
  'The links and files of every published editorial item (Markdown links and images, *_url columns): the weekly link check''s list.';
revoke execute on function public.link_check_targets() from public, anon, authenticated;
grant execute on function public.link_check_targets() to service_role;

-- Stores one run: its results ({table_name, row_id, item_title, url, kind, outcome,
-- http_status, detail}[]) replace the last run's; the counts of the last four runs are kept.
create or replace function public.record_link_check(started_at timestamptz, external boolean, results jsonb)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  run uuid;
begin
  insert into public.link_check_runs (started_at, finished_at, checked, broken, external)
    values (started_at, now(), jsonb_array_length(results),
      (select count(*) from jsonb_array_elements(results) x where x ->> 'outcome' = 'broken'), external)
    returning id into run;
  insert into public.link_check_results (run_id, table_name, row_id, item_title, url, kind, outcome, http_status, detail)
    select run, x.table_name, x.row_id, left(coalesce(x.item_title, ''), 300), left(x.url, 2048), x.kind, x.outcome,
      x.http_status, left(x.detail, 300)
    from jsonb_to_recordset(results) as x (table_name text, row_id uuid, item_title text, url text, kind text,
      outcome text, http_status integer, detail text);
  -- The results of the last run; the counts of the last four.
  delete from public.link_check_results x where x.run_id <> run;
  delete from public.link_check_runs r
    where r.id not in (select r2.id from public.link_check_runs r2 order by r2.started_at desc limit 4);
  return run;
end
$$;
comment on function public.record_link_check(timestamptz, boolean, jsonb) is
  'Stores one run of the weekly link check; its results replace the last run''s (the counts of the last four runs are kept).';
revoke execute on function public.record_link_check(timestamptz, boolean, jsonb) from public, anon, authenticated;
grant execute on function public.record_link_check(timestamptz, boolean, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------
-- The digest: as in 20261202400000, plus the last link check's broken links (the day after
-- its run; it now also goes out on a day with broken links and nothing else)
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
  links_id text[] := '{}';
  links_en text[] := '{}';
  links_url text := coalesce(private.site_url(), '') || '/admin/cek-tautan';
  broken integer := 0;
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
  -- The weekly link check's broken links, the day after its run.
  select count(*),
         array_agg(format('- %s: %s (%s)', x.item_title, x.url, coalesce(x.http_status::text, x.detail, 'gagal')) order by x.item_title, x.url),
         array_agg(format('- %s: %s (%s)', x.item_title, x.url, coalesce(x.http_status::text, x.detail, 'failed')) order by x.item_title, x.url)
    into broken, lines_id, lines_en
    from public.link_check_results x
    join public.link_check_runs run on run.id = x.run_id
    where x.outcome = 'broken' and run.finished_at > now() - interval '1 day';
  if broken > 0 then
    links_id := array[format('Pemeriksaan tautan mingguan menemukan %s tautan rusak (%s):', broken, links_url),
      array_to_string(lines_id[1:50], e'\n')];
    links_en := array[format('The weekly link check found %s broken link(s) (%s):', broken, links_url),
      array_to_string(lines_en[1:50], e'\n')];
  end if;
  if overdue = 0 and suspected = 0 and broken = 0 then
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
    when suspected > 0 then format('%s kemungkinan sertifikat palsu / %s possible forged certificate(s)', suspected, suspected)
    else format('%s tautan rusak / %s broken link(s)', broken, broken) end;
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
      cases_id || radar_id || links_id || holidays_id || cases_en || radar_en || links_en || holidays_en || array[
        'Anda menerima email ini karena memilihnya di pengaturan notifikasi profil Anda. / You get this email because you chose it in your profile''s notification settings.'
      ]);
    queued := queued + 1;
  end loop;
  return queued;
end
$$;
comment on function public.queue_overdue_digest() is
  'Once per Asia/Jakarta day: the daily digest emails (overdue complaints and appeals; numbers the counterfeit radar saw checked >= 3 times in 7 days; the weekly link check''s broken links the day after its run; for admins a line when next year has no holidays entered) and bell notifications of overdue cases; returns the number of emails queued.';
revoke execute on function public.queue_overdue_digest() from public, anon, authenticated;
grant execute on function public.queue_overdue_digest() to service_role;
