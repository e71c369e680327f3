-- Next year's holidays.
--   1. private.next_year_without_holidays(): the coming calendar year (Asia/Jakarta) when
--      public.holidays has no row in it. Due dates count working days; without that year's
--      holidays they would skip only weekends there.
--   2. The daily overdue digest tells admins (who maintain the holidays) when that is so, with
--      the address of the holidays screen. The dashboard shows admins the same warning (it
--      counts the year's rows itself: staff read public.holidays).
-- 2027's collective leave days (cuti bersama) are not inserted here: they are set by decree, and
-- a guessed day off would move real due dates. Admins enter them in /admin/hari-libur.

-- ---------------------------------------------------------------------------------------
-- 1. the year without holidays
-- ---------------------------------------------------------------------------------------
create or replace function private.next_year_without_holidays()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select n.y
  from (select extract(year from (now() at time zone 'Asia/Jakarta'))::integer + 1 as y) n
  where not exists (
    select 1 from public.holidays h
    where h.date between make_date(n.y, 1, 1) and make_date(n.y, 12, 31))
$$;
comment on function private.next_year_without_holidays() is
  'Next calendar year (Asia/Jakarta) when it has no holidays entered; null when it has some.';
revoke execute on function private.next_year_without_holidays() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- 2. the digest: as in 20261124100000, plus the missing-holidays line in admins' emails
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
  r record;
  lines_id text[];
  lines_en text[];
  holidays_id text[];
  holidays_en text[];
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
    -- Only admins may edit the holidays: an editor's digest stays about the cases.
    if missing_year is not null
      and exists (select 1 from public.app_users x where x.id = r.user_id and x.role = 'admin') then
      holidays_id := array[format('Hari libur tahun %s belum diisi: batas waktu keluhan dan banding pada tahun itu hanya melewati Sabtu dan Minggu. Tambahkan di Hari Libur: %s', missing_year, holidays_url)];
      holidays_en := array[format('No holidays are entered for %s yet: due dates of complaints and appeals in that year skip only Saturdays and Sundays. Add them under Holidays: %s', missing_year, holidays_url)];
    else
      holidays_id := '{}';
      holidays_en := '{}';
    end if;
    perform private.queue_mail('staff', 'staff_digest', 'id', r.email,
      format('%s pengajuan lewat batas waktu / %s overdue', cardinality(lines_id), cardinality(lines_id)),
      array[
        format('Per %s, keluhan dan banding berikut sudah lewat batas waktu dan belum ditutup:', private.mail_date(now(), 'id')),
        array_to_string(lines_id, e'\n')
      ] || holidays_id || array[
        format('As of %s, these complaints and appeals are past their due date and still open:', private.mail_date(now(), 'en')),
        array_to_string(lines_en, e'\n')
      ] || holidays_en || array[
        'Anda menerima email ini karena memilihnya di pengaturan notifikasi profil Anda. / You get this email because you chose it in your profile''s notification settings.'
      ]);
    queued := queued + 1;
  end loop;
  return queued;
end
$$;
comment on function public.queue_overdue_digest() is
  'Once per Asia/Jakarta day: the overdue digest emails (for admins with a line when next year has no holidays entered) and bell notifications; returns the number of emails queued.';
revoke execute on function public.queue_overdue_digest() from public, anon, authenticated;
grant execute on function public.queue_overdue_digest() to service_role;
