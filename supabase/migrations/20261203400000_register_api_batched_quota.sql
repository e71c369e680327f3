-- The register API served from memory (issue 30, "Speed"; docs/product.md#register-api,
-- docs/security.md §21): the page server keeps answers in memory and counts quotas in its
-- process, and reaches the database through three service-role-only functions instead of one
-- counting call of public.register_api per request:
--   1. private.register_api_answer(action, arg): the answer alone ({status, body}), what
--      public.register_api returns after its quota; public.register_api keeps counting itself
--      for any direct caller and now calls it.
--   2. public.register_api_key_info(key_hash): a key's id, quotas, revocation and the current
--      hour and day totals (the page server caches it for 2 seconds at most).
--   3. public.register_api_flush(counts): adds a batch of calls per subject (a key, or a
--      visitor's address) to private.register_api_usage (and to the key's calls and
--      last_used_at) and returns each subject's current window totals, every replica's
--      included: about once a second per replica.

-- ---------------------------------------------------------------------------------------
-- 1. the answer, without the quota
-- ---------------------------------------------------------------------------------------
create or replace function private.register_api_answer(action text, arg jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  key text;
  keys text[];
  body jsonb;
  company public.certified_companies;
begin
  if register_api_answer.action is null or register_api_answer.action not in ('certificate', 'company', 'check') then
    return jsonb_build_object('status', 400,
      'body', jsonb_build_object('error', 'bad_request', 'message', 'Unknown action.'));
  end if;
  if register_api_answer.action = 'certificate' then
    key := public.certificate_number_key(private.lookup_text(register_api_answer.arg ->> 'number', 80));
    if key = '' then
      return jsonb_build_object('status', 400, 'body', jsonb_build_object(
        'error', 'bad_request', 'message', 'A certificate number is required.'));
    end if;
    -- One indexed read with a cached plan (the same facts as private.certificates_for_keys).
    select jsonb_build_object(
        'number', c.number,
        'status', private.certificate_status(c.status, c.valid_until),
        'issued_on', c.issued_on,
        'valid_until', c.valid_until,
        'status_changed_on', case when c.status <> 'aktif' then c.status_changed_on end,
        'status_reason', case when c.status <> 'aktif' then c.status_reason end,
        'lpjk_recorded_on', c.lpjk_recorded_on,
        'company', jsonb_build_object('name', co.name, 'legal_form', co.legal_form, 'nib', co.nib,
                                      'city', co.city, 'province', co.province),
        'subclasses', coalesce((
          select jsonb_agg(jsonb_build_object('code', s.code, 'name', s.name, 'qualification', cs.qualification) order by s.code)
          from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
          where cs.certificate_id = c.id), '[]'::jsonb))
      into body
    from public.certificates c join public.certified_companies co on co.id = c.company_id
    where c.number_key = key;
    if body is null then
      perform private.radar_count(key);
      return jsonb_build_object('status', 404, 'body', jsonb_build_object(
        'error', 'not_found', 'message', 'No certificate with this number.'));
    end if;
    return jsonb_build_object('status', 200, 'body', body);
  elsif register_api_answer.action = 'company' then
    key := public.certificate_number_key(private.lookup_text(register_api_answer.arg ->> 'nib', 80));
    if key !~ '^[0-9]{13}$' then
      return jsonb_build_object('status', 400, 'body', jsonb_build_object(
        'error', 'bad_request', 'message', 'A NIB is 13 digits.'));
    end if;
    select co.* into company from public.certified_companies co where co.nib = key;
    if company.id is null or not exists (select 1 from public.certificates c where c.company_id = company.id) then
      return jsonb_build_object('status', 404, 'body', jsonb_build_object(
        'error', 'not_found', 'message', 'No certified company with this NIB.'));
    end if;
    return jsonb_build_object('status', 200, 'body', jsonb_build_object(
      'nib', company.nib, 'name', company.name, 'legal_form', company.legal_form,
      'city', company.city, 'province', company.province,
      'certificates', private.certificates_for_keys(array[key]) -> 0 -> 'certificates'));
  end if;
  -- check
  if jsonb_typeof(register_api_answer.arg -> 'keys') is distinct from 'array'
     or exists (select 1 from jsonb_array_elements(register_api_answer.arg -> 'keys') e where jsonb_typeof(e) <> 'string') then
    return jsonb_build_object('status', 400, 'body', jsonb_build_object(
      'error', 'bad_request', 'message', 'The body must be {"keys": [strings]}: certificate numbers or NIBs.'));
  end if;
  select coalesce(array_agg(e order by o), '{}') into keys
  from jsonb_array_elements_text(register_api_answer.arg -> 'keys') with ordinality x(e, o)
  where btrim(e) <> '';
  if cardinality(keys) = 0 or cardinality(keys) > 200 then
    return jsonb_build_object('status', 400, 'body', jsonb_build_object(
      'error', 'bad_request',
      'message', format('Between 1 and 200 keys per check (got %s).', cardinality(keys))));
  end if;
  return jsonb_build_object('status', 200,
    'body', jsonb_build_object('results', private.certificates_for_keys(keys)));
end
$$;
comment on function private.register_api_answer(text, jsonb) is
  'Register API v1 answer without the quota: action certificate {number} | company {nib} | check {keys: ≤ 200} → {status, body}; an unknown number of our shape is counted by the radar.';
revoke all on function private.register_api_answer(text, jsonb) from public;

create or replace function public.register_api_answer(action text, arg jsonb default null)
returns json
language sql
volatile
security definer
set search_path = ''
as $$ select private.register_api_answer(register_api_answer.action, register_api_answer.arg)::json $$;
comment on function public.register_api_answer(text, jsonb) is
  'Service role only (the page server, which counts the quotas itself): the register API v1''s answer {status, body} without counting a quota.';
revoke execute on function public.register_api_answer(text, jsonb) from public, anon, authenticated;
grant execute on function public.register_api_answer(text, jsonb) to service_role;

-- The same API for a direct caller: the quota counted here, per call, then the answer.
create or replace function public.register_api(action text, arg jsonb default null, api_key text default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  k public.register_api_keys;
  hour record;
  day record;
  q record;
  quota jsonb;
  result jsonb;
begin
  if register_api.action is null or register_api.action not in ('certificate', 'company', 'check') then
    return json_build_object('status', 400, 'quota', null,
      'body', json_build_object('error', 'bad_request', 'message', 'Unknown action.'));
  end if;
  -- the quota: the key's, else the caller's address
  if nullif(btrim(coalesce(register_api.api_key, '')), '') is not null then
    select x.* into k from private.register_api_key_hashes h join public.register_api_keys x on x.id = h.key_id
    where h.key_hash = private.api_key_hash(btrim(register_api.api_key));
    if k.id is null or k.revoked_at is not null then
      return json_build_object('status', 401, 'quota', null, 'body', json_build_object(
        'error', 'invalid_api_key',
        'message', case when k.id is null then 'Unknown API key.' else 'This API key has been revoked.' end));
    end if;
    select * into hour from private.use_quota('key:' || k.id || ':h', 3600, k.quota_per_hour);
    select * into day from private.use_quota('key:' || k.id || ':d', 86400, k.quota_per_day);
    update public.register_api_keys set last_used_at = now(), calls = calls + 1 where id = k.id;
    if not day.allowed or (hour.allowed and day.remaining < hour.remaining) then
      quota := jsonb_build_object('limit', k.quota_per_day, 'remaining', day.remaining, 'reset', day.reset,
        'window', 86400, 'allowed', day.allowed and hour.allowed, 'subject', 'key');
      if not hour.allowed then quota := quota || jsonb_build_object('reset', greatest(hour.reset, day.reset)); end if;
    else
      quota := jsonb_build_object('limit', k.quota_per_hour, 'remaining', hour.remaining, 'reset', hour.reset,
        'window', 3600, 'allowed', hour.allowed and day.allowed, 'subject', 'key');
    end if;
  else
    select * into q from private.use_quota('addr:' || coalesce(private.client_address(), 'unknown'), 600, 60);
    quota := jsonb_build_object('limit', 60, 'remaining', q.remaining, 'reset', q.reset,
      'window', 600, 'allowed', q.allowed, 'subject', 'address');
  end if;
  if not (quota ->> 'allowed')::boolean then
    return json_build_object('status', 429, 'quota', quota, 'body', json_build_object(
      'error', 'rate_limited',
      'message', format('Too many requests: try again in %s seconds.', quota ->> 'reset')));
  end if;
  result := private.register_api_answer(register_api.action, register_api.arg);
  return json_build_object('status', result -> 'status', 'quota', quota, 'body', result -> 'body');
end
$$;
comment on function public.register_api(text, jsonb, text) is
  'Register API v1 for a direct caller: action certificate {number} | company {nib} | check {keys: ≤ 200}; counts the call against the key''s quota (per hour and per day; 401 for an unknown or revoked key) or the caller''s address (60 per 10 minutes) → {status, quota: {limit, remaining, reset, window}, body}. The page server counts in its process instead (register_api_flush).';

-- ---------------------------------------------------------------------------------------
-- 2. a key, by its hash
-- ---------------------------------------------------------------------------------------
-- The calls counted in a subject's current window of `seconds` (0 when none).
create or replace function private.quota_used(subject text, seconds integer)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce((select u.calls from private.register_api_usage u
    where u.subject = quota_used.subject
      and u.window_start = to_timestamp(floor(extract(epoch from now()) / quota_used.seconds) * quota_used.seconds)), 0)
$$;
revoke all on function private.quota_used(text, integer) from public;

create or replace function public.register_api_key_info(key_hash text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object('id', k.id, 'quota_per_hour', k.quota_per_hour, 'quota_per_day', k.quota_per_day,
    'revoked', k.revoked_at is not null,
    'hour', private.quota_used('key:' || k.id || ':h', 3600),
    'day', private.quota_used('key:' || k.id || ':d', 86400))
  from private.register_api_key_hashes h join public.register_api_keys k on k.id = h.key_id
  where h.key_hash = register_api_key_info.key_hash
$$;
comment on function public.register_api_key_info(text) is
  'Service role only (the page server): a register API key by its SHA-256 hash → {id, quota_per_hour, quota_per_day, revoked, hour, day} (the calls counted in the current UTC hour and day), or null.';
revoke execute on function public.register_api_key_info(text) from public, anon, authenticated;
grant execute on function public.register_api_key_info(text) to service_role;

-- ---------------------------------------------------------------------------------------
-- 3. a batch of counts
-- ---------------------------------------------------------------------------------------
-- counts: [{"s": "key:<id>" | "addr:<address>", "n": calls ≥ 0}] → [{"s", "h", "d"} for a
-- key (hour and day totals) | {"s", "n"} for an address (its 10-minute total)].
-- A flush's counts, one row per subject (its calls summed), keys that no longer exist left out.
create or replace function private.register_api_flush_batch(counts jsonb)
returns table (s text, n integer, key_id uuid)
language sql
stable
set search_path = ''
as $$
  select b.s, b.n, b.key_id from (
    select x.s, sum(greatest(coalesce(x.n, 0), 0))::integer as n,
      case when x.s ~ '^key:[0-9a-f-]{36}$' then substr(x.s, 5)::uuid end as key_id
    from jsonb_to_recordset(register_api_flush_batch.counts) x(s text, n integer)
    where x.s ~ '^key:[0-9a-f-]{36}$' or x.s ~ '^addr:.'
    group by x.s
  ) b
  where b.key_id is null or exists (select 1 from public.register_api_keys k where k.id = b.key_id)
$$;
revoke all on function private.register_api_flush_batch(jsonb) from public;

create or replace function public.register_api_flush(counts jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hour_start timestamptz := to_timestamp(floor(extract(epoch from now()) / 3600) * 3600);
  day_start timestamptz := to_timestamp(floor(extract(epoch from now()) / 86400) * 86400);
  addr_start timestamptz := to_timestamp(floor(extract(epoch from now()) / 600) * 600);
  totals jsonb;
begin
  if jsonb_typeof(register_api_flush.counts) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'counts: an array of {s, n}';
  end if;
  -- One statement per step, whatever the batch's size (a flush carries every subject used in
  -- the last second: thousands of addresses under load).
  insert into private.register_api_usage as u (subject, window_start, calls)
    select w.subject, w.ws, w.n from (
      select b.s || ':h' as subject, hour_start as ws, b.n from private.register_api_flush_batch(register_api_flush.counts) b where b.key_id is not null and b.n > 0
      union all
      select b.s || ':d', day_start, b.n from private.register_api_flush_batch(register_api_flush.counts) b where b.key_id is not null and b.n > 0
      union all
      select b.s, addr_start, b.n from private.register_api_flush_batch(register_api_flush.counts) b where b.key_id is null and b.n > 0
    ) w
    order by w.subject
  on conflict on constraint register_api_usage_pkey do update set calls = u.calls + excluded.calls;
  update public.register_api_keys k set last_used_at = now(), calls = k.calls + b.n
    from private.register_api_flush_batch(register_api_flush.counts) b where b.key_id = k.id and b.n > 0;
  select coalesce(jsonb_agg(case when b.key_id is not null
      then jsonb_build_object('s', b.s, 'h', coalesce(h.calls, 0), 'd', coalesce(d.calls, 0))
      else jsonb_build_object('s', b.s, 'n', coalesce(a.calls, 0)) end), '[]'::jsonb)
    into totals
  from private.register_api_flush_batch(register_api_flush.counts) b
  left join private.register_api_usage h on b.key_id is not null and h.subject = b.s || ':h' and h.window_start = hour_start
  left join private.register_api_usage d on b.key_id is not null and d.subject = b.s || ':d' and d.window_start = day_start
  left join private.register_api_usage a on b.key_id is null and a.subject = b.s and a.window_start = addr_start;
  if random() < 0.01 then
    delete from private.register_api_usage x where x.window_start < now() - interval '2 days';
  end if;
  return totals;
end
$$;
comment on function public.register_api_flush(jsonb) is
  'Service role only (the page server, about once a second): adds the register API calls counted in its process per subject ([{s: key:<id> | addr:<address>, n}]) to the shared windows and the keys'' usage; returns each subject''s current totals ([{s, h, d} | {s, n}]), every replica''s calls included.';
revoke execute on function public.register_api_flush(jsonb) from public, anon, authenticated;
grant execute on function public.register_api_flush(jsonb) to service_role;
