-- Bulk checks and the register API v1 (issue 30, "Bulk checks and an API"):
--   1. private.certificates_for_keys(keys): up to 200 keys (certificate numbers or NIBs,
--      spaces/dashes/case ignored as in the single lookup, or company names read as Cek SBU
--      reads them) answered by one statement: for each key in the order given, found or not,
--      how it matched (number | nib | name | ambiguous) and the public facts of its
--      certificates (a NIB may match several), with the company's NIB
--      (docs/product.md#register-api).
--   2. public.check_certificates(keys): the bulk check page (/layanan/cek-sbu/massal). One bulk
--      check counts as ONE register lookup (private.enforce_register_rate_limit, 60 per address
--      per 10 minutes across the lookups) and as one of at most 10 bulk checks per address per
--      10 minutes (fixed windows); loopback callers that speak for no visitor are not counted.
--   3. public.register_api_keys: named keys with per-hour and per-day quotas; the key itself is
--      shown once by public.create_register_api_key and stored only as a SHA-256 hash in
--      private.register_api_key_hashes (no role but the owner reads it). Staff read names and
--      usage; admins revoke (revoked_at) and change names and quotas; audited (not the usage).
--   4. public.register_api(action, arg, api_key): the API v1 (/api/register/v1/…, served by
--      the page server on the embedded backend and on a front, over this RPC with the anon
--      key): the quota first — a key's (hour and day, UTC fixed windows) or, without a key, the
--      caller's address (60 per 10 minutes) — counted in private.register_api_usage so every
--      replica and front shares it, then the answer: {status, quota, body}.

-- ---------------------------------------------------------------------------------------
-- 1. the batch
-- ---------------------------------------------------------------------------------------
-- Company names as keys of a bulk check and of the API's check: a key that is neither one of
-- our numbers nor a NIB is looked up by name as Cek SBU looks it up (private.companies_named:
-- legal forms, punctuation, case and accents ignored; similar names for a typo). A name stands
-- for one company only when it is that company's name exactly or when it matches no other
-- company; otherwise the key is answered `found: false, match: 'ambiguous'` (use a number or a
-- NIB), never with somebody else's certificates.
create or replace function private.certificates_for_keys(keys text[])
returns jsonb
language sql
stable
set search_path = ''
as $$
  with k as (
    select u.o, left(btrim(coalesce(u.raw, '')), 80) as raw,
      public.certificate_number_key(private.lookup_text(u.raw, 80)) as key
    from unnest(certificates_for_keys.keys) with ordinality u(raw, o)
  ), by_number as (
    -- one index lookup per key (a hash join would read the whole register)
    select k.o, c.id as certificate_id
    from k cross join lateral (
      select x.id from public.certificates x where x.number_key = k.key) c
    where k.key <> ''
  ), by_nib as (
    select k.o, c.id as certificate_id
    from k
    join public.certified_companies co on co.nib = k.key
    join public.certificates c on c.company_id = co.id
    where k.key ~ '^[0-9]{13}$' and not exists (select 1 from by_number n where n.o = k.o)
  ), named as (
    -- the two best companies by name of each key that is neither a number nor a NIB
    select k.o, n.name_key, private.companies_named(n.name_key, false, 2) as ids
    from (
      -- the keys left (offset 0: found numbers are set aside before any name is read)
      select k.* from k
      where k.key !~ '^[0-9]{13}$' and not exists (select 1 from by_number b where b.o = k.o)
      offset 0) k
    cross join lateral (select public.company_name_key(k.raw) as name_key) n
    where private.lookup_letters(n.name_key) >= 3
  ), by_name as (
    select m.o, c.id as certificate_id
    from named m
    join public.certified_companies co on co.id = m.ids[1]
    join public.certificates c on c.company_id = co.id
    where cardinality(m.ids) = 1 or co.name_key = m.name_key
  ), hits as (
    select o, certificate_id, 'number' as match from by_number
    union all
    select o, certificate_id, 'nib' from by_nib
    union all
    select o, certificate_id, 'name' from by_name
  ), facts as (
    select h.o, h.match, jsonb_agg(jsonb_build_object(
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
        order by c.issued_on desc, c.number) as certificates
    from hits h
    cross join lateral (select x.* from public.certificates x where x.id = h.certificate_id) c
    join public.certified_companies co on co.id = c.company_id
    group by h.o, h.match
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'key', k.raw,
      'found', f.o is not null,
      'match', coalesce(f.match, case when cardinality(m.ids) > 1 then 'ambiguous' end),
      'certificates', coalesce(f.certificates, '[]'::jsonb)) order by k.o), '[]'::jsonb)
  from k
  left join facts f on f.o = k.o
  left join named m on m.o = k.o
$$;
comment on function private.certificates_for_keys(text[]) is
  'Register batch: for each key in the order given — a certificate number or a NIB (spaces, dashes and case ignored), else a company name (as Cek SBU reads it; one company: its exact name, or the only match) — {key, found, match: number|nib|name|ambiguous|null, certificates: [public facts with the company''s NIB]}; several companies for a name: found false, match ambiguous.';
revoke all on function private.certificates_for_keys(text[]) from public;

-- The keys as given: at least one, at most 200 (a field error otherwise).
create or replace function private.check_batch_keys(keys text[])
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  cleaned text[];
begin
  select coalesce(array_agg(btrim(x) order by o), '{}') into cleaned
  from unnest(coalesce(check_batch_keys.keys, '{}')) with ordinality u(x, o)
  where btrim(coalesce(x, '')) <> '';
  if cardinality(cleaned) = 0 then
    perform private.invalid('keys', 'Masukkan minimal satu nomor sertifikat atau NIB.',
      'Enter at least one certificate number or NIB.');
  end if;
  if cardinality(cleaned) > 200 then
    perform private.invalid('keys',
      format('Paling banyak 200 nomor sertifikat atau NIB sekali periksa (Anda memasukkan %s).', cardinality(cleaned)),
      format('At most 200 certificate numbers or NIBs per check (you entered %s).', cardinality(cleaned)));
  end if;
  return cleaned;
end
$$;
revoke all on function private.check_batch_keys(text[]) from public;

-- ---------------------------------------------------------------------------------------
-- usage counters (fixed windows), shared by every replica and front
-- ---------------------------------------------------------------------------------------
create table private.register_api_usage (
  subject text not null,
  window_start timestamptz not null,
  calls integer not null default 1,
  primary key (subject, window_start)
);
comment on table private.register_api_usage is
  'Register API and bulk check calls per subject (key:<id>:h|d, addr:<address>, bulk:<address>) and fixed window; rows older than two days are removed as new ones come.';
create index register_api_usage_window_idx on private.register_api_usage (window_start);
revoke all on private.register_api_usage from public;

-- Counts one call of `subject` in its current window of `seconds`; allowed while the count is
-- within `max`; reset: seconds until the window ends.
create or replace function private.use_quota(subject text, seconds integer, max integer,
  out allowed boolean, out remaining integer, out reset integer)
language plpgsql
volatile
set search_path = ''
as $$
declare
  ws timestamptz := to_timestamp(floor(extract(epoch from now()) / use_quota.seconds) * use_quota.seconds);
  n integer;
begin
  insert into private.register_api_usage as u (subject, window_start, calls)
    values (use_quota.subject, ws, 1)
  on conflict on constraint register_api_usage_pkey do update set calls = u.calls + 1
  returning u.calls into n;
  if random() < 0.01 then
    delete from private.register_api_usage x where x.window_start < now() - interval '2 days';
  end if;
  allowed := n <= use_quota.max;
  remaining := greatest(use_quota.max - n, 0);
  reset := greatest(1, ceil(extract(epoch from ws + make_interval(secs => use_quota.seconds) - now()))::integer);
end
$$;
revoke all on function private.use_quota(text, integer, integer) from public;

-- ---------------------------------------------------------------------------------------
-- 2. the bulk check page
-- ---------------------------------------------------------------------------------------
create or replace function public.check_certificates(keys text[] default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cleaned text[] := private.check_batch_keys(check_certificates.keys);
  addr text := private.client_address();
  q record;
begin
  perform private.enforce_register_rate_limit();
  if addr is not null and addr not in ('127.0.0.1', '::1', '::ffff:127.0.0.1') then
    select * into q from private.use_quota('bulk:' || addr, 600, 10);
    if not q.allowed then
      raise exception using
        errcode = 'PT429',
        message = 'Terlalu banyak pemeriksaan massal. Silakan coba lagi dalam 10 menit.',
        detail = 'Too many bulk checks. Please try again in 10 minutes.',
        hint = 'rate_limited';
    end if;
  end if;
  return json_build_object('results', private.certificates_for_keys(cleaned));
end
$$;
comment on function public.check_certificates(text[]) is
  'Public bulk check: 1 to 200 keys — certificate numbers, NIBs (spaces/dashes ignored) or company names (private.certificates_for_keys) → {results: [{key, found, match, certificates}]} in the order given; counts as one register lookup and one of 10 bulk checks per address per 10 minutes (PT429 past either).';
revoke execute on function public.check_certificates(text[]) from public;
grant execute on function public.check_certificates(text[]) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 3. API keys
-- ---------------------------------------------------------------------------------------
create table public.register_api_keys (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint register_api_keys_name_check check (char_length(btrim(name)) between 2 and 100),
  -- the key's first characters, to tell keys apart (never enough to use it)
  prefix text not null constraint register_api_keys_prefix_check check (char_length(prefix) between 4 and 20),
  quota_per_hour integer not null default 1000
    constraint register_api_keys_quota_per_hour_check check (quota_per_hour between 1 and 1000000),
  quota_per_day integer not null default 10000
    constraint register_api_keys_quota_per_day_check check (quota_per_day between 1 and 10000000),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz,
  last_used_at timestamptz,
  calls integer not null default 0,
  updated_at timestamptz not null default now()
);
create index register_api_keys_created_by_idx on public.register_api_keys (created_by);
comment on table public.register_api_keys is
  'Register API keys: name, shown prefix, quotas per hour and per day (UTC windows), revocation, usage (last used, calls). The key itself is shown once and stored only hashed (private.register_api_key_hashes). Staff read; created by public.create_register_api_key; admins revoke and edit; audited except the usage.';

create table private.register_api_key_hashes (
  key_id uuid primary key references public.register_api_keys (id) on delete cascade,
  key_hash text not null unique
);
comment on table private.register_api_key_hashes is 'SHA-256 (hex) of each register API key; read by public.register_api only.';
revoke all on private.register_api_key_hashes from public;

create trigger register_api_keys_set_updated_at before update of name, quota_per_hour, quota_per_day, revoked_at
  on public.register_api_keys for each row execute function private.set_updated_at();
-- The usage columns change on every call: only the staff's changes are audited.
create trigger register_api_keys_audit
  after insert or delete or update of name, quota_per_hour, quota_per_day, revoked_at on public.register_api_keys
  for each row execute function private.audit_row();

alter table public.register_api_keys enable row level security;
revoke all on public.register_api_keys from anon, authenticated;
grant select, delete on public.register_api_keys to authenticated;
grant update (name, quota_per_hour, quota_per_day, revoked_at) on public.register_api_keys to authenticated;
create policy "register_api_keys: staff read" on public.register_api_keys
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "register_api_keys: admins update" on public.register_api_keys
  for update to authenticated using ((select public.current_app_role()) = 'admin')
  with check ((select public.current_app_role()) = 'admin');
create policy "register_api_keys: admins delete" on public.register_api_keys
  for delete to authenticated using ((select public.current_app_role()) = 'admin');
create policy "two-factor: insert" on public.register_api_keys as restrictive
  for insert to authenticated with check ((select public.aal_ok()));
create policy "two-factor: update" on public.register_api_keys as restrictive
  for update to authenticated using ((select public.aal_ok())) with check ((select public.aal_ok()));
create policy "two-factor: delete" on public.register_api_keys as restrictive
  for delete to authenticated using ((select public.aal_ok()));

create or replace function private.api_key_hash(api_key text)
returns text
language sql
immutable
set search_path = ''
as $$ select encode(sha256(convert_to(api_key, 'UTF8')), 'hex') $$;
revoke all on function private.api_key_hash(text) from public;

-- A new key (admins): {id, key}; the key is in this answer only.
create or replace function public.create_register_api_key(name text, quota_per_hour integer default 1000,
  quota_per_day integer default 10000)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  secret text := 'lsbu_' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  k public.register_api_keys;
begin
  if private.require_staff() <> 'admin' then
    raise exception using errcode = '42501', message = 'Akses ditolak: hanya admin.', hint = 'admin_only';
  end if;
  if char_length(btrim(coalesce(create_register_api_key.name, ''))) < 2 then
    perform private.invalid('name', 'Nama kunci minimal 2 karakter.', 'The key''s name needs at least 2 characters.');
  end if;
  insert into public.register_api_keys (name, prefix, quota_per_hour, quota_per_day, created_by)
    values (btrim(create_register_api_key.name), left(secret, 12),
            coalesce(create_register_api_key.quota_per_hour, 1000),
            coalesce(create_register_api_key.quota_per_day, 10000), auth.uid())
  returning * into k;
  insert into private.register_api_key_hashes (key_id, key_hash) values (k.id, private.api_key_hash(secret));
  return json_build_object('id', k.id, 'key', secret, 'prefix', k.prefix);
end
$$;
comment on function public.create_register_api_key(text, integer, integer) is
  'Admins: a new register API key with its name and quotas; returns {id, key, prefix}: the key is shown in this answer only and stored as a SHA-256 hash.';
revoke execute on function public.create_register_api_key(text, integer, integer) from public;
grant execute on function public.create_register_api_key(text, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 4. the API
-- ---------------------------------------------------------------------------------------
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
  key text;
  keys text[];
  found uuid;
  company public.certified_companies;
  body jsonb;
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

  if register_api.action = 'certificate' then
    key := public.certificate_number_key(private.lookup_text(register_api.arg ->> 'number', 80));
    if key = '' then
      return json_build_object('status', 400, 'quota', quota, 'body', json_build_object(
        'error', 'bad_request', 'message', 'A certificate number is required.'));
    end if;
    select c.id into found from public.certificates c where c.number_key = key;
    if found is null then
      perform private.radar_count(key);
      return json_build_object('status', 404, 'quota', quota, 'body', json_build_object(
        'error', 'not_found', 'message', 'No certificate with this number.'));
    end if;
    body := private.certificates_for_keys(array[key]) -> 0 -> 'certificates' -> 0;
    return json_build_object('status', 200, 'quota', quota, 'body', body);
  elsif register_api.action = 'company' then
    key := public.certificate_number_key(private.lookup_text(register_api.arg ->> 'nib', 80));
    if key !~ '^[0-9]{13}$' then
      return json_build_object('status', 400, 'quota', quota, 'body', json_build_object(
        'error', 'bad_request', 'message', 'A NIB is 13 digits.'));
    end if;
    select co.* into company from public.certified_companies co where co.nib = key;
    if company.id is null or not exists (select 1 from public.certificates c where c.company_id = company.id) then
      return json_build_object('status', 404, 'quota', quota, 'body', json_build_object(
        'error', 'not_found', 'message', 'No certified company with this NIB.'));
    end if;
    body := jsonb_build_object(
      'nib', company.nib, 'name', company.name, 'legal_form', company.legal_form,
      'city', company.city, 'province', company.province,
      'certificates', private.certificates_for_keys(array[key]) -> 0 -> 'certificates');
    return json_build_object('status', 200, 'quota', quota, 'body', body);
  end if;
  -- check
  if jsonb_typeof(register_api.arg -> 'keys') is distinct from 'array'
     or exists (select 1 from jsonb_array_elements(register_api.arg -> 'keys') e where jsonb_typeof(e) <> 'string') then
    return json_build_object('status', 400, 'quota', quota, 'body', json_build_object(
      'error', 'bad_request', 'message', 'The body must be {"keys": [strings]}: certificate numbers or NIBs.'));
  end if;
  select coalesce(array_agg(e order by o), '{}') into keys
  from jsonb_array_elements_text(register_api.arg -> 'keys') with ordinality x(e, o)
  where btrim(e) <> '';
  if cardinality(keys) = 0 or cardinality(keys) > 200 then
    return json_build_object('status', 400, 'quota', quota, 'body', json_build_object(
      'error', 'bad_request',
      'message', format('Between 1 and 200 keys per check (got %s).', cardinality(keys))));
  end if;
  return json_build_object('status', 200, 'quota', quota,
    'body', jsonb_build_object('results', private.certificates_for_keys(keys)));
end
$$;
comment on function public.register_api(text, jsonb, text) is
  'Register API v1 (the page server''s /api/register/v1/…): action certificate {number} | company {nib} | check {keys: ≤ 200}; counts the call against the key''s quota (per hour and per day; 401 for an unknown or revoked key) or the caller''s address (60 per 10 minutes) → {status, quota: {limit, remaining, reset, window}, body}.';
revoke execute on function public.register_api(text, jsonb, text) from public;
grant execute on function public.register_api(text, jsonb, text) to anon, authenticated, service_role;
