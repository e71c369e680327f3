-- The register's service figures on the staff dashboard: watchers, API calls per key (and
-- without a key), bulk checks per day. The calls are counted per day as the quotas count them
-- (private.register_api_usage: one row per subject and window), so neither the API nor the
-- bulk check writes anything more of its own; a loopback caller that speaks for no visitor is
-- not counted there, nor here.

create table private.register_service_daily (
  day date not null,
  -- 'bulk', 'api_anonymous' or 'api_key:<key id>'
  metric text not null,
  calls integer not null default 0,
  primary key (day, metric)
);
comment on table private.register_service_daily is
  'Register service calls per day (Asia/Jakarta) and metric: bulk, api_anonymous, api_key:<id>; kept 400 days; read by public.register_service_stats.';
revoke all on private.register_service_daily from public;

create or replace function private.count_register_service_call()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  m text := case
    when new.subject like 'bulk:%' then 'bulk'
    when new.subject like 'addr:%' then 'api_anonymous'
    -- a key's call counts in its hour and its day window: once, by the hour's
    when new.subject like 'key:%:h' then 'api_key:' || split_part(new.subject, ':', 2)
  end;
  today date := (now() at time zone 'Asia/Jakarta')::date;
  -- the calls this write adds (one call, or a batch of them)
  n integer := new.calls - case when tg_op = 'UPDATE' then old.calls else 0 end;
begin
  if m is not null and n > 0 then
    insert into private.register_service_daily as d (day, metric, calls) values (today, m, n)
    on conflict (day, metric) do update set calls = d.calls + n;
    if random() < 0.001 then
      delete from private.register_service_daily x where x.day < today - 400;
    end if;
  end if;
  return null;
end
$$;
revoke all on function private.count_register_service_call() from public;

create trigger register_api_usage_daily after insert or update of calls on private.register_api_usage
  for each row execute function private.count_register_service_call();

-- Staff (every role): counts only, never a watcher's email.
create or replace function public.register_service_stats()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Jakarta')::date;
begin
  perform private.require_staff();
  return json_build_object(
    'watches', (
      select json_build_object(
        'active', count(*) filter (where w.status = 'active'),
        'pending', count(*) filter (where w.status = 'pending'),
        'certificates', count(distinct w.certificate_id) filter (where w.status = 'active'),
        'companies', count(distinct w.company_id) filter (where w.status = 'active'))
      from public.register_watches w),
    'api_keys', coalesce((
      select json_agg(json_build_object(
          'id', k.id, 'name', k.name, 'prefix', k.prefix, 'revoked', k.revoked_at is not null,
          'calls', k.calls, 'last_used_at', k.last_used_at,
          'calls_30_days', coalesce((select sum(d.calls) from private.register_service_daily d
            where d.metric = 'api_key:' || k.id and d.day > today - 30), 0))
        order by k.revoked_at is not null, k.calls desc, k.name)
      from public.register_api_keys k), '[]'::json),
    'api_anonymous_30_days', coalesce((select sum(d.calls) from private.register_service_daily d
      where d.metric = 'api_anonymous' and d.day > today - 30), 0),
    'bulk_per_day', (
      select json_agg(json_build_object('day', g.day, 'checks', coalesce(d.calls, 0)) order by g.day)
      from (select (today - n) as day from generate_series(0, 13) n) g
      left join private.register_service_daily d on d.day = g.day and d.metric = 'bulk'));
end
$$;
comment on function public.register_service_stats() is
  'Staff dashboard: register watches (active, pending, certificates and companies watched), API calls per key (total, last 30 days) and without a key (30 days), bulk checks per day (last 14 days). Counts only.';
revoke execute on function public.register_service_stats() from public, anon;
grant execute on function public.register_service_stats() to authenticated;
