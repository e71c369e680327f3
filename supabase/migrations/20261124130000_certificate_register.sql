-- The certificate register (issue 16, docs/database.md "Certificate register"):
--   certified_companies, certificates, certificate_subclasses, certificate_status_events;
--   the staff view certificate_register (derived status, company, subclass codes, days left);
--   public RPCs check_certificate, certificate_by_number, directory (rate-limited per client
--   address, public fields only, never a wholesale listing); staff RPC import_certificates.
--
-- The derived status `kedaluwarsa` is computed at read time from valid_until and today's date
-- in Asia/Jakarta (private.certificate_status); it is never stored.

-- ---------------------------------------------------------------------------------------
-- helpers
-- ---------------------------------------------------------------------------------------
create or replace function private.jakarta_today()
returns date
language sql
stable
set search_path = ''
as $$ select (now() at time zone 'Asia/Jakarta')::date $$;

-- Check-constraint and generated-column helpers live in public (like is_email): they run with
-- the writer's rights.
-- Lower case without accents: names are searched accent- and case-insensitively.
create or replace function public.fold_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(translate(coalesce(value, ''),
    'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
$$;

-- A certificate number or NIB as typed, without spaces, dashes, dots or slashes, upper case.
create or replace function public.certificate_number_key(value text)
returns text
language sql
immutable
set search_path = ''
as $$ select upper(regexp_replace(coalesce(value, ''), '[^A-Za-z0-9]', '', 'g')) $$;

-- The status a visitor sees: dicabut is final; otherwise past valid_until it is kedaluwarsa.
create or replace function private.certificate_status(status text, valid_until date)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when status = 'dicabut' then 'dicabut'
    when valid_until < private.jakarta_today() then 'kedaluwarsa'
    else status
  end
$$;

create or replace function public.is_province(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value in (
    'Aceh', 'Sumatera Utara', 'Sumatera Barat', 'Riau', 'Kepulauan Riau', 'Jambi',
    'Sumatera Selatan', 'Kepulauan Bangka Belitung', 'Bengkulu', 'Lampung', 'DKI Jakarta',
    'Jawa Barat', 'Banten', 'Jawa Tengah', 'DI Yogyakarta', 'Jawa Timur', 'Bali',
    'Nusa Tenggara Barat', 'Nusa Tenggara Timur', 'Kalimantan Barat', 'Kalimantan Tengah',
    'Kalimantan Selatan', 'Kalimantan Timur', 'Kalimantan Utara', 'Sulawesi Utara', 'Gorontalo',
    'Sulawesi Tengah', 'Sulawesi Barat', 'Sulawesi Selatan', 'Sulawesi Tenggara', 'Maluku',
    'Maluku Utara', 'Papua', 'Papua Barat', 'Papua Barat Daya', 'Papua Tengah', 'Papua Pegunungan',
    'Papua Selatan')
$$;
comment on function public.is_province(text) is 'Check-constraint helper: one of the 38 Indonesian provinces (since 2022), as written in the register.';
comment on function public.fold_text(text) is 'Generated-column helper: lower case without accents, for accent- and case-insensitive name search.';
comment on function public.certificate_number_key(text) is 'Generated-column helper: a certificate number or NIB without separators, upper case.';

-- ---------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------
create table public.certified_companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 2 and 200),
  legal_form text not null default 'PT' check (legal_form in ('PT', 'CV', 'Firma', 'Koperasi', 'BUMN', 'BUMD', 'Lainnya')),
  nib text not null unique check (nib ~ '^[0-9]{13}$'),
  npwp text check (npwp is null or npwp ~ '^[0-9][0-9.\-]{14,19}$'),
  address text check (address is null or char_length(address) <= 500),
  city text not null check (char_length(btrim(city)) between 2 and 100),
  province text not null check (public.is_province(province)),
  pjbu_name text not null check (char_length(btrim(pjbu_name)) between 2 and 120),
  email text check (email is null or public.is_email(email)),
  phone text check (phone is null or phone ~ '^\+?[0-9 ()./-]{8,20}$'),
  listed_in_directory boolean not null default false,
  search_name text generated always as (public.fold_text(legal_form || ' ' || name)) stored
    check (char_length(search_name) <= 220),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.certified_companies is
  'Companies (BUJK) holding an SBU from this LSBU. NPWP, email and phone are staff-only; the public sees name, legal form, city and province through the register RPCs.';
create index certified_companies_province_idx on public.certified_companies (province);

create table public.certificates (
  id uuid primary key default gen_random_uuid(),
  number text not null unique check (number ~ '^[A-Z0-9][A-Z0-9/.-]{4,39}$'),
  number_key text generated always as (public.certificate_number_key(number)) stored check (char_length(number_key) <= 40),
  company_id uuid not null references public.certified_companies (id) on delete restrict,
  issued_on date not null,
  valid_until date not null,
  status text not null default 'aktif' check (status in ('aktif', 'dibekukan', 'dicabut')),
  status_changed_on date,
  status_reason jsonb check (status_reason is null or public.is_translatable(status_reason, 500, false)),
  last_surveillance_on date,
  next_surveillance_due date,
  public_notes jsonb check (public_notes is null or public.is_translatable(public_notes, 500, false)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint certificates_valid_after_issue check (valid_until > issued_on),
  constraint certificates_reason_required check (
    status = 'aktif' or (status_reason ->> 'id' is not null and btrim(status_reason ->> 'id') <> '' and status_changed_on is not null))
);
comment on table public.certificates is
  'SBU certificates. status is what staff decided (aktif/dibekukan/dicabut); kedaluwarsa is derived at read time from valid_until (Asia/Jakarta). status_reason/status_changed_on describe the current status; the history is in certificate_status_events.';
create unique index certificates_number_key_idx on public.certificates (number_key);
create index certificates_company_id_idx on public.certificates (company_id);
create index certificates_valid_until_idx on public.certificates (valid_until);
create index certificates_next_surveillance_idx on public.certificates (next_surveillance_due);

create table public.certificate_subclasses (
  id uuid primary key default gen_random_uuid(),
  certificate_id uuid not null references public.certificates (id) on delete cascade,
  subclass_id uuid not null references public.rl_subclass (id) on delete restrict,
  qualification text not null check (qualification in ('kecil', 'menengah', 'besar', 'spesialis')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (certificate_id, subclass_id)
);
comment on table public.certificate_subclasses is 'The subclasses a certificate covers, each with its qualification.';
create index certificate_subclasses_subclass_idx on public.certificate_subclasses (subclass_id, qualification);

create table public.certificate_status_events (
  id uuid primary key default gen_random_uuid(),
  certificate_id uuid not null references public.certificates (id) on delete cascade,
  from_status text check (from_status is null or from_status in ('aktif', 'dibekukan', 'dicabut')),
  to_status text not null check (to_status in ('aktif', 'dibekukan', 'dicabut')),
  changed_on date not null,
  reason jsonb check (reason is null or public.is_translatable(reason, 500, false)),
  actor_id uuid,
  actor_name text check (actor_name is null or char_length(actor_name) <= 254),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.certificate_status_events is
  'Every status change of a certificate (written by a trigger on certificates; read-only through the API).';
create index certificate_status_events_certificate_idx on public.certificate_status_events (certificate_id, created_at);

-- ---------------------------------------------------------------------------------------
-- triggers: defaults, status rules, status events, updated_at, audit
-- ---------------------------------------------------------------------------------------
create or replace function private.certificate_defaults()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.valid_until is null and new.issued_on is not null then
    new.valid_until := (new.issued_on + interval '3 years')::date;
  end if;
  if new.next_surveillance_due is null
     or (tg_op = 'UPDATE' and new.last_surveillance_on is distinct from old.last_surveillance_on
         and new.next_surveillance_due is not distinct from old.next_surveillance_due) then
    new.next_surveillance_due := (coalesce(new.last_surveillance_on, new.issued_on) + interval '1 year')::date;
  end if;
  if tg_op = 'UPDATE' and new.status is distinct from old.status then
    if old.status = 'dicabut' then
      perform private.invalid('status', 'Sertifikat yang dicabut tidak dapat diaktifkan atau dibekukan kembali.',
        'A revoked certificate cannot be restored or frozen again.');
    end if;
    if new.status_changed_on is not distinct from old.status_changed_on then
      new.status_changed_on := private.jakarta_today();
    end if;
    if new.status = 'aktif' then
      -- the reason of the frozen state stays in the history; the certificate shows none
      new.status_reason := case when new.status_reason is distinct from old.status_reason then new.status_reason end;
    end if;
  end if;
  if new.status <> 'aktif' and (new.status_reason is null or btrim(coalesce(new.status_reason ->> 'id', '')) = '') then
    perform private.invalid('status_reason', 'Alasan wajib diisi untuk sertifikat yang dibekukan atau dicabut.',
      'A reason is required for a frozen or revoked certificate.');
  end if;
  if new.status <> 'aktif' and new.status_changed_on is null then
    new.status_changed_on := private.jakarta_today();
  end if;
  return new;
end
$$;
create trigger certificates_defaults before insert or update on public.certificates
  for each row execute function private.certificate_defaults();

create or replace function private.certificate_status_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    insert into public.certificate_status_events (certificate_id, from_status, to_status, changed_on, reason, actor_id, actor_name)
    values (
      new.id,
      case when tg_op = 'UPDATE' then old.status end,
      new.status,
      coalesce(case when tg_op = 'INSERT' and new.status = 'aktif' then new.issued_on end, new.status_changed_on, private.jakarta_today()),
      case when tg_op = 'UPDATE' or new.status <> 'aktif' then new.status_reason end,
      auth.uid(),
      coalesce((select u.full_name from public.app_users u where u.id = auth.uid()), left(auth.email(), 254))
    );
  end if;
  return null;
end
$$;
create trigger certificates_status_event after insert or update of status on public.certificates
  for each row execute function private.certificate_status_event();

create trigger certified_companies_set_updated_at before update on public.certified_companies
  for each row execute function private.set_updated_at();
create trigger certificates_set_updated_at before update on public.certificates
  for each row execute function private.set_updated_at();
create trigger certificate_subclasses_set_updated_at before update on public.certificate_subclasses
  for each row execute function private.set_updated_at();
create trigger certificate_status_events_set_updated_at before update on public.certificate_status_events
  for each row execute function private.set_updated_at();
create trigger certified_companies_audit after insert or update or delete on public.certified_companies
  for each row execute function private.audit_row();
create trigger certificates_audit after insert or update or delete on public.certificates
  for each row execute function private.audit_row();
create trigger certificate_subclasses_audit after insert or update or delete on public.certificate_subclasses
  for each row execute function private.audit_row();
create trigger certificate_status_events_audit after insert or update or delete on public.certificate_status_events
  for each row execute function private.audit_row();

-- ---------------------------------------------------------------------------------------
-- RLS: no anon access to the tables (public reads go through the RPCs); staff read;
-- editors and admins write; status events are written by the trigger only.
-- ---------------------------------------------------------------------------------------
alter table public.certified_companies enable row level security;
alter table public.certificates enable row level security;
alter table public.certificate_subclasses enable row level security;
alter table public.certificate_status_events enable row level security;
revoke all on public.certified_companies, public.certificates, public.certificate_subclasses,
  public.certificate_status_events from anon;
revoke insert, update, delete, truncate on public.certificate_status_events from authenticated;

create policy "certified_companies: staff read" on public.certified_companies
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "certified_companies: editors and admins insert" on public.certified_companies
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "certified_companies: editors and admins update" on public.certified_companies
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "certified_companies: editors and admins delete" on public.certified_companies
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

create policy "certificates: staff read" on public.certificates
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "certificates: editors and admins insert" on public.certificates
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "certificates: editors and admins update" on public.certificates
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "certificates: editors and admins delete" on public.certificates
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

create policy "certificate_subclasses: staff read" on public.certificate_subclasses
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "certificate_subclasses: editors and admins insert" on public.certificate_subclasses
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "certificate_subclasses: editors and admins update" on public.certificate_subclasses
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor')) with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "certificate_subclasses: editors and admins delete" on public.certificate_subclasses
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

create policy "certificate_status_events: staff read" on public.certificate_status_events
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));

-- ---------------------------------------------------------------------------------------
-- staff view: one row per certificate with its company, derived status and subclass codes
-- ---------------------------------------------------------------------------------------
create view public.certificate_register with (security_invoker = true) as
  select c.id, c.number, c.number_key, c.company_id, co.name as company_name, co.legal_form,
    co.nib, co.city, co.province, co.search_name, c.issued_on, c.valid_until, c.status,
    -- as private.certificate_status (the API roles cannot call private functions)
    case when c.status = 'dicabut' then 'dicabut'
      when c.valid_until < (now() at time zone 'Asia/Jakarta')::date then 'kedaluwarsa'
      else c.status end as public_status,
    c.status_changed_on, c.last_surveillance_on, c.next_surveillance_due,
    c.valid_until - (now() at time zone 'Asia/Jakarta')::date as days_to_expiry,
    c.next_surveillance_due - (now() at time zone 'Asia/Jakarta')::date as days_to_surveillance,
    array(select s.code from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
          where cs.certificate_id = c.id order by s.code) as subclass_codes,
    c.created_at, c.updated_at
  from public.certificates c
  join public.certified_companies co on co.id = c.company_id;
comment on view public.certificate_register is
  'Staff list of certificates (RLS of the underlying tables applies): company, derived public_status, days to expiry and to the next surveillance (Asia/Jakarta), subclass codes.';
revoke all on public.certificate_register from anon;
grant select on public.certificate_register to authenticated;

-- ---------------------------------------------------------------------------------------
-- public RPCs
-- ---------------------------------------------------------------------------------------
create table private.register_lookups (
  id bigint generated always as identity primary key,
  client_addr text not null,
  created_at timestamptz not null default now()
);
comment on table private.register_lookups is 'Register lookups of the last ten minutes per client address, for rate limiting.';
create index register_lookups_addr_idx on private.register_lookups (client_addr, created_at);
revoke all on private.register_lookups from public;

-- 60 lookups per client address in ten minutes across the three register RPCs (a visitor
-- checks a handful; a script walking the register is stopped). Loopback is not counted: the
-- server's own page renderer reaches the API there (its pages are cached per query).
create or replace function private.enforce_register_rate_limit()
returns void
language plpgsql
set search_path = ''
as $$
declare
  addr text := private.client_address();
begin
  if addr is null or addr in ('127.0.0.1', '::1', '::ffff:127.0.0.1') then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('register-addr:' || addr));
  if (select count(*) from private.register_lookups l
      where l.client_addr = addr and l.created_at > now() - interval '10 minutes') >= 60 then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak pencarian. Silakan coba lagi dalam 10 menit.',
      detail = 'Too many lookups. Please try again in 10 minutes.',
      hint = 'rate_limited';
  end if;
  delete from private.register_lookups l where l.created_at < now() - interval '10 minutes';
  insert into private.register_lookups (client_addr) values (addr);
end
$$;
revoke all on function private.enforce_register_rate_limit() from public;

-- The public facts of one certificate (never NPWP, email, phone, PJBU or internal fields).
create or replace function private.certificate_public_json(certificate_id uuid)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'number', c.number,
    'company', json_build_object('name', co.name, 'legal_form', co.legal_form, 'city', co.city, 'province', co.province),
    'issued_on', c.issued_on,
    'valid_until', c.valid_until,
    'status', private.certificate_status(c.status, c.valid_until),
    'status_changed_on', case when c.status <> 'aktif' then c.status_changed_on end,
    'status_reason', case when c.status <> 'aktif' then c.status_reason end,
    'last_surveillance_on', c.last_surveillance_on,
    'next_surveillance_due', c.next_surveillance_due,
    'public_notes', c.public_notes,
    'subclasses', coalesce((
      select json_agg(json_build_object('code', s.code, 'name', s.name, 'qualification', cs.qualification) order by s.code)
      from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
      where cs.certificate_id = c.id), '[]'::json))
  from public.certificates c
  join public.certified_companies co on co.id = c.company_id
  where c.id = certificate_public_json.certificate_id
$$;
revoke all on function private.certificate_public_json(uuid) from public;

create or replace function public.check_certificate(query text default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  q text := left(btrim(coalesce(check_certificate.query, '')), 200);
  k text := public.certificate_number_key(q);
  folded text := public.fold_text(regexp_replace(q, '\s+', ' ', 'g'));
  kind text;
  ids uuid[];
  more boolean := false;
begin
  if char_length(q) < 3 then
    perform private.invalid('query', 'Masukkan minimal 3 karakter: nomor sertifikat, NIB, atau nama perusahaan.',
      'Enter at least 3 characters: a certificate number, a NIB or a company name.');
  end if;
  perform private.enforce_register_rate_limit();
  select array[c.id] into ids from public.certificates c where c.number_key = k and k <> '';
  if ids is not null then
    kind := 'number';
  elsif k ~ '^[0-9]{13}$' then
    kind := 'nib';
    select array_agg(c.id order by c.issued_on desc, c.number) into ids
    from public.certificates c join public.certified_companies co on co.id = c.company_id
    where co.nib = k;
  else
    kind := 'name';
    select array_agg(x.id order by x.ord) into ids from (
      select c.id, row_number() over (order by co.name, c.issued_on desc, c.number) as ord
      from public.certificates c join public.certified_companies co on co.id = c.company_id
      where co.search_name like '%' || replace(replace(replace(folded, '\', '\\'), '%', '\%'), '_', '\_') || '%'
      order by co.name, c.issued_on desc, c.number
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
  'Public register check: {match: number|nib|name|null, more, results: [public certificate facts]}; a number or NIB (spaces/dashes ignored) or ≥ 3 characters of a company name; at most 20 results; rate-limited per client address (PT429).';

create or replace function public.certificate_by_number(number text default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  k text := public.certificate_number_key(left(certificate_by_number.number, 80));
  found uuid;
begin
  if k = '' then
    return null;
  end if;
  perform private.enforce_register_rate_limit();
  select c.id into found from public.certificates c where c.number_key = k;
  return case when found is null then null else private.certificate_public_json(found) end;
end
$$;
comment on function public.certificate_by_number(text) is
  'Public verify page: the public facts of one certificate by number (spaces/dashes ignored), or null; rate-limited per client address (PT429).';

-- The directory of companies that opted in and hold a certificate that is active today.
-- filters: {q (≥ 3 characters of the name), subclass (code), qualification, province}; pages of 20.
create or replace function public.directory(filters jsonb default '{}'::jsonb, page integer default 1)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  f jsonb := coalesce(directory.filters, '{}'::jsonb);
  q text := public.fold_text(btrim(coalesce(f ->> 'q', '')));
  sub text := nullif(upper(btrim(coalesce(f ->> 'subclass', ''))), '');
  qual text := nullif(lower(btrim(coalesce(f ->> 'qualification', ''))), '');
  prov text := nullif(btrim(coalesce(f ->> 'province', '')), '');
  p integer := greatest(1, least(coalesce(directory.page, 1), 500));
  size constant integer := 20;
  total integer;
  rows json;
begin
  if q <> '' and char_length(q) < 3 then
    perform private.invalid('q', 'Masukkan minimal 3 karakter nama perusahaan.', 'Enter at least 3 characters of the company name.');
  end if;
  perform private.enforce_register_rate_limit();
  with matching as (
    select co.id, co.name, co.legal_form, co.city, co.province
    from public.certified_companies co
    where co.listed_in_directory
      and (prov is null or co.province = prov)
      and (q = '' or co.search_name like '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      and exists (
        select 1 from public.certificates c
        where c.company_id = co.id and c.status = 'aktif' and c.valid_until >= private.jakarta_today()
          and (sub is null and qual is null or exists (
            select 1 from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
            where cs.certificate_id = c.id and (sub is null or s.code = sub) and (qual is null or cs.qualification = qual))))
  ), counted as (
    select count(*)::integer as n from matching
  ), paged as (
    select m.* from matching m order by m.name, m.id offset (p - 1) * size limit size
  )
  select (select n from counted), coalesce(json_agg(json_build_object(
      'name', pg.name, 'legal_form', pg.legal_form, 'city', pg.city, 'province', pg.province,
      'certificates', (
        select json_agg(json_build_object(
          'number', c.number, 'valid_until', c.valid_until,
          'subclasses', coalesce((select json_agg(json_build_object('code', s.code, 'name', s.name, 'qualification', cs.qualification) order by s.code)
            from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
            where cs.certificate_id = c.id), '[]'::json)) order by c.number)
        from public.certificates c
        where c.company_id = pg.id and c.status = 'aktif' and c.valid_until >= private.jakarta_today()))
      order by pg.name, pg.id), '[]'::json)
  into total, rows
  from paged pg;
  return json_build_object('total', coalesce(total, 0), 'page', p, 'page_size', size, 'results', rows);
end
$$;
comment on function public.directory(jsonb, integer) is
  'Public directory of opted-in companies with a certificate active today: {total, page, page_size (20), results}; filters {q, subclass, qualification, province}; rate-limited per client address (PT429).';

revoke execute on function public.check_certificate(text) from public;
revoke execute on function public.certificate_by_number(text) from public;
revoke execute on function public.directory(jsonb, integer) from public;
grant execute on function public.check_certificate(text) to anon, authenticated, service_role;
grant execute on function public.certificate_by_number(text) to anon, authenticated, service_role;
grant execute on function public.directory(jsonb, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- CSV import (staff): validate every row; with apply, write all of them in this one
-- transaction or nothing. Companies are matched by NIB, certificates by number (a re-import
-- updates, never duplicates). Rows are objects with the template's columns:
--   line, number, company_name, legal_form, nib, npwp, address, city, province, pjbu_name,
--   email, phone, listed_in_directory, issued_on, valid_until, status, status_reason,
--   status_changed_on, last_surveillance_on, subclasses ("BG001:menengah; BS001:kecil")
-- Returns {rows, valid, errors: [{line, field, message, details}], created, updated}.
-- ---------------------------------------------------------------------------------------
create or replace function private.import_date(value text)
returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or btrim(value) = '' then
    return null;
  end if;
  if btrim(value) !~ '^\d{4}-\d{2}-\d{2}$' then
    raise exception 'bad date';
  end if;
  return btrim(value)::date;
end
$$;

create or replace function private.import_row_errors(r jsonb, seen_numbers text[])
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  errs jsonb := '[]'::jsonb;
  v_num text := upper(btrim(coalesce(r ->> 'number', '')));
  v_nib text := btrim(coalesce(r ->> 'nib', ''));
  v_st text := lower(btrim(coalesce(r ->> 'status', '')));
  v_issued date;
  v_valid date;
  item text;
  v_code text;
  v_qual text;
  v_allowed text[];
  v_existing record;
  v_any boolean;
begin
  if v_num = '' then
    errs := errs || jsonb_build_object('field', 'number', 'message', 'Nomor sertifikat wajib diisi.', 'details', 'The certificate number is required.');
  elsif v_num !~ '^[A-Z0-9][A-Z0-9/.-]{4,39}$' then
    errs := errs || jsonb_build_object('field', 'number', 'message', 'Format nomor sertifikat tidak valid.', 'details', 'The certificate number format is not valid.');
  elsif public.certificate_number_key(v_num) = any(seen_numbers) then
    errs := errs || jsonb_build_object('field', 'number', 'message', 'Nomor sertifikat muncul dua kali dalam berkas.', 'details', 'The certificate number appears twice in the file.');
  end if;
  if v_nib !~ '^[0-9]{13}$' then
    errs := errs || jsonb_build_object('field', 'nib', 'message', 'NIB harus 13 digit angka.', 'details', 'The NIB must be 13 digits.');
  end if;
  if char_length(btrim(coalesce(r ->> 'company_name', ''))) not between 2 and 200 then
    errs := errs || jsonb_build_object('field', 'company_name', 'message', 'Nama perusahaan wajib diisi (2–200 karakter).', 'details', 'The company name is required (2–200 characters).');
  end if;
  if coalesce(nullif(btrim(r ->> 'legal_form'), ''), 'PT') not in ('PT', 'CV', 'Firma', 'Koperasi', 'BUMN', 'BUMD', 'Lainnya') then
    errs := errs || jsonb_build_object('field', 'legal_form', 'message', 'Bentuk usaha tidak dikenal (PT, CV, Firma, Koperasi, BUMN, BUMD, Lainnya).', 'details', 'Unknown legal form (PT, CV, Firma, Koperasi, BUMN, BUMD, Lainnya).');
  end if;
  if char_length(btrim(coalesce(r ->> 'city', ''))) not between 2 and 100 then
    errs := errs || jsonb_build_object('field', 'city', 'message', 'Kota wajib diisi.', 'details', 'The city is required.');
  end if;
  if not coalesce(public.is_province(btrim(r ->> 'province')), false) then
    errs := errs || jsonb_build_object('field', 'province', 'message', 'Provinsi tidak dikenal.', 'details', 'Unknown province.');
  end if;
  if char_length(btrim(coalesce(r ->> 'pjbu_name', ''))) not between 2 and 120 then
    errs := errs || jsonb_build_object('field', 'pjbu_name', 'message', 'Nama PJBU wajib diisi.', 'details', 'The PJBU (director) name is required.');
  end if;
  if nullif(btrim(r ->> 'email'), '') is not null and not public.is_email(btrim(r ->> 'email')) then
    errs := errs || jsonb_build_object('field', 'email', 'message', 'Format email tidak valid.', 'details', 'The email address is not valid.');
  end if;
  if nullif(btrim(r ->> 'npwp'), '') is not null and btrim(r ->> 'npwp') !~ '^[0-9][0-9.\-]{14,19}$' then
    errs := errs || jsonb_build_object('field', 'npwp', 'message', 'Format NPWP tidak valid.', 'details', 'The NPWP is not valid.');
  end if;
  if nullif(btrim(r ->> 'phone'), '') is not null and btrim(r ->> 'phone') !~ '^\+?[0-9 ()./-]{8,20}$' then
    errs := errs || jsonb_build_object('field', 'phone', 'message', 'Format telepon tidak valid.', 'details', 'The phone number is not valid.');
  end if;
  begin
    v_issued := private.import_date(r ->> 'issued_on');
    if v_issued is null then
      errs := errs || jsonb_build_object('field', 'issued_on', 'message', 'Tanggal terbit wajib diisi (YYYY-MM-DD).', 'details', 'The issue date is required (YYYY-MM-DD).');
    end if;
  exception when others then
    errs := errs || jsonb_build_object('field', 'issued_on', 'message', 'Tanggal terbit tidak valid (YYYY-MM-DD).', 'details', 'The issue date is not valid (YYYY-MM-DD).');
  end;
  begin
    v_valid := private.import_date(r ->> 'valid_until');
    if v_valid is not null and v_issued is not null and v_valid <= v_issued then
      errs := errs || jsonb_build_object('field', 'valid_until', 'message', 'Berlaku sampai harus setelah tanggal terbit.', 'details', 'Valid until must be after the issue date.');
    end if;
  exception when others then
    errs := errs || jsonb_build_object('field', 'valid_until', 'message', 'Tanggal berlaku tidak valid (YYYY-MM-DD).', 'details', 'The expiry date is not valid (YYYY-MM-DD).');
  end;
  begin
    perform private.import_date(r ->> 'last_surveillance_on');
    perform private.import_date(r ->> 'status_changed_on');
  exception when others then
    errs := errs || jsonb_build_object('field', 'last_surveillance_on', 'message', 'Tanggal survailen atau perubahan status tidak valid (YYYY-MM-DD).', 'details', 'The surveillance or status date is not valid (YYYY-MM-DD).');
  end;
  if v_st <> '' and v_st not in ('aktif', 'dibekukan', 'dicabut') then
    errs := errs || jsonb_build_object('field', 'status', 'message', 'Status harus aktif, dibekukan, atau dicabut.', 'details', 'The status must be aktif, dibekukan or dicabut.');
  elsif v_st in ('dibekukan', 'dicabut') and btrim(coalesce(r ->> 'status_reason', '')) = '' then
    errs := errs || jsonb_build_object('field', 'status_reason', 'message', 'Alasan wajib diisi untuk sertifikat yang dibekukan atau dicabut.', 'details', 'A reason is required for a frozen or revoked certificate.');
  end if;
  if v_num <> '' then
    select c.status, co.nib into v_existing
    from public.certificates c join public.certified_companies co on co.id = c.company_id
    where c.number_key = public.certificate_number_key(v_num);
    if found and v_existing.nib <> v_nib and v_nib ~ '^[0-9]{13}$' then
      errs := errs || jsonb_build_object('field', 'nib', 'message', 'Nomor sertifikat ini terdaftar atas perusahaan lain (NIB ' || v_existing.nib || ').', 'details', 'This certificate number belongs to another company (NIB ' || v_existing.nib || ').');
    end if;
    if found and v_existing.status = 'dicabut' and v_st <> '' and v_st <> 'dicabut' then
      errs := errs || jsonb_build_object('field', 'status', 'message', 'Sertifikat yang dicabut tidak dapat diaktifkan atau dibekukan kembali.', 'details', 'A revoked certificate cannot be restored or frozen again.');
    end if;
  end if;
  v_any := false;
  foreach item in array regexp_split_to_array(btrim(coalesce(r ->> 'subclasses', '')), '\s*;\s*') loop
    continue when item = '';
    v_any := true;
    v_code := upper(btrim(split_part(item, ':', 1)));
    v_qual := lower(btrim(split_part(item, ':', 2)));
    select s.qualifications into v_allowed from public.rl_subclass s where s.code = v_code;
    if not found then
      errs := errs || jsonb_build_object('field', 'subclasses', 'message', 'Kode subklasifikasi tidak dikenal: ' || left(v_code, 20) || '.', 'details', 'Unknown subclass code: ' || left(v_code, 20) || '.');
    elsif v_qual not in ('kecil', 'menengah', 'besar', 'spesialis') then
      errs := errs || jsonb_build_object('field', 'subclasses', 'message', 'Kualifikasi tidak dikenal untuk ' || v_code || ' (kecil, menengah, besar, spesialis).', 'details', 'Unknown qualification for ' || v_code || ' (kecil, menengah, besar, spesialis).');
    elsif not exists (select 1 from unnest(v_allowed) a where lower(a) = v_qual) then
      errs := errs || jsonb_build_object('field', 'subclasses', 'message', 'Kualifikasi ' || v_qual || ' tidak tersedia untuk ' || v_code || '.', 'details', 'Qualification ' || v_qual || ' is not offered for ' || v_code || '.');
    end if;
  end loop;
  if not v_any then
    errs := errs || jsonb_build_object('field', 'subclasses', 'message', 'Isi minimal satu subklasifikasi, misalnya BG001:menengah.', 'details', 'Give at least one subclass, e.g. BG001:menengah.');
  end if;
  return errs;
end
$$;

create or replace function public.import_certificates(rows jsonb, apply boolean default false)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r jsonb;
  i integer := 0;
  line integer;
  row_errors jsonb;
  errs jsonb := '[]'::jsonb;
  seen text[] := '{}';
  n_valid integer := 0;
  n_created integer := 0;
  n_updated integer := 0;
  v_company uuid;
  v_certificate uuid;
  v_status text;
  v_codes text[];
begin
  if (select public.current_app_role()) is distinct from 'admin' and (select public.current_app_role()) is distinct from 'editor' then
    raise exception using errcode = '42501', message = 'Hanya editor dan admin yang dapat mengimpor sertifikat.',
      detail = 'Only editors and admins can import certificates.';
  end if;
  if jsonb_typeof(import_certificates.rows) is distinct from 'array' or jsonb_array_length(import_certificates.rows) > 5000 then
    perform private.invalid('rows', 'Berkas harus berisi 1–5000 baris.', 'The file must hold 1–5000 rows.');
  end if;
  for r in select value from jsonb_array_elements(import_certificates.rows) loop
    i := i + 1;
    line := coalesce((r ->> 'line')::integer, i);
    row_errors := private.import_row_errors(r, seen);
    seen := seen || public.certificate_number_key(r ->> 'number');
    if jsonb_array_length(row_errors) = 0 then
      n_valid := n_valid + 1;
    else
      errs := errs || (select jsonb_agg(e || jsonb_build_object('line', line)) from jsonb_array_elements(row_errors) e);
    end if;
  end loop;
  if not coalesce(import_certificates.apply, false) then
    return json_build_object('rows', i, 'valid', n_valid, 'errors', errs, 'created', 0, 'updated', 0);
  end if;
  if jsonb_array_length(errs) > 0 then
    raise exception using errcode = '22023',
      message = 'Impor dibatalkan: ' || jsonb_array_length(errs) || ' kesalahan. Tidak ada yang disimpan.',
      detail = 'Import cancelled: ' || jsonb_array_length(errs) || ' errors. Nothing was saved.',
      hint = 'field:rows';
  end if;
  for r in select value from jsonb_array_elements(import_certificates.rows) loop
    insert into public.certified_companies as co (name, legal_form, nib, npwp, address, city, province, pjbu_name, email, phone, listed_in_directory)
    values (btrim(r ->> 'company_name'), coalesce(nullif(btrim(r ->> 'legal_form'), ''), 'PT'), btrim(r ->> 'nib'),
      nullif(btrim(r ->> 'npwp'), ''), nullif(btrim(r ->> 'address'), ''), btrim(r ->> 'city'), btrim(r ->> 'province'),
      btrim(r ->> 'pjbu_name'), nullif(btrim(r ->> 'email'), ''), nullif(btrim(r ->> 'phone'), ''),
      coalesce(lower(btrim(r ->> 'listed_in_directory')) in ('ya', 'yes', 'true', '1'), false))
    on conflict (nib) do update set name = excluded.name, legal_form = excluded.legal_form, npwp = excluded.npwp,
      address = excluded.address, city = excluded.city, province = excluded.province, pjbu_name = excluded.pjbu_name,
      email = excluded.email, phone = excluded.phone, listed_in_directory = excluded.listed_in_directory
    returning co.id into v_company;

    v_status := coalesce(nullif(lower(btrim(r ->> 'status')), ''), 'aktif');
    select c.id into v_certificate from public.certificates c where c.number_key = public.certificate_number_key(r ->> 'number');
    if v_certificate is null then
      insert into public.certificates (number, company_id, issued_on, valid_until, status, status_reason, status_changed_on, last_surveillance_on)
      values (upper(btrim(r ->> 'number')), v_company, private.import_date(r ->> 'issued_on'), private.import_date(r ->> 'valid_until'),
        v_status, case when v_status <> 'aktif' then jsonb_build_object('id', btrim(r ->> 'status_reason')) end,
        private.import_date(r ->> 'status_changed_on'), private.import_date(r ->> 'last_surveillance_on'))
      returning id into v_certificate;
      n_created := n_created + 1;
    else
      update public.certificates c set
        company_id = v_company,
        issued_on = private.import_date(r ->> 'issued_on'),
        valid_until = coalesce(private.import_date(r ->> 'valid_until'), (private.import_date(r ->> 'issued_on') + interval '3 years')::date),
        status = v_status,
        status_reason = case when v_status = c.status then c.status_reason
                             when v_status <> 'aktif' then jsonb_build_object('id', btrim(r ->> 'status_reason')) end,
        status_changed_on = coalesce(private.import_date(r ->> 'status_changed_on'), c.status_changed_on),
        last_surveillance_on = coalesce(private.import_date(r ->> 'last_surveillance_on'), c.last_surveillance_on)
      where c.id = v_certificate;
      n_updated := n_updated + 1;
    end if;

    v_codes := array(select upper(btrim(split_part(x, ':', 1)))
      from unnest(regexp_split_to_array(btrim(r ->> 'subclasses'), '\s*;\s*')) x where x <> '');
    delete from public.certificate_subclasses cs
      where cs.certificate_id = v_certificate
        and cs.subclass_id not in (select s.id from public.rl_subclass s where s.code = any(v_codes));
    insert into public.certificate_subclasses as cs (certificate_id, subclass_id, qualification)
      select v_certificate, s.id, lower(btrim(split_part(x, ':', 2)))
      from unnest(regexp_split_to_array(btrim(r ->> 'subclasses'), '\s*;\s*')) x
      join public.rl_subclass s on s.code = upper(btrim(split_part(x, ':', 1)))
      where x <> ''
    on conflict (certificate_id, subclass_id) do update set qualification = excluded.qualification
      where cs.qualification is distinct from excluded.qualification;
  end loop;
  return json_build_object('rows', i, 'valid', n_valid, 'errors', '[]'::json, 'created', n_created, 'updated', n_updated);
end
$$;
comment on function public.import_certificates(jsonb, boolean) is
  'Staff CSV import: validates every row ({rows, valid, errors: [{line, field, message, details}]}); with apply = true writes all rows in one transaction (companies by NIB, certificates by number) or raises 22023 and writes nothing.';
revoke execute on function public.import_certificates(jsonb, boolean) from public;
grant execute on function public.import_certificates(jsonb, boolean) to authenticated, service_role;
revoke all on function private.import_row_errors(jsonb, text[]) from public;
revoke all on function private.import_date(text) from public;

-- The public pages in the menu under Layanan, for databases seeded before this migration (a
-- new database gets them from seed.sql, which runs after the migrations).
insert into public.navigation_menus (parent_id, label, url, sort_order, is_published)
select m.id, v.label, v.url, v.sort_order, true
from public.navigation_menus m
cross join (values
  ('{"id": "Cek SBU", "en": "Check an SBU"}'::jsonb, '/layanan/cek-sbu', 3),
  ('{"id": "Direktori BUJK", "en": "Company Directory"}'::jsonb, '/layanan/direktori', 4)) v(label, url, sort_order)
where m.id = 'a0000000-0000-4000-8000-000000000003'
  and not exists (select 1 from public.navigation_menus x where x.url = v.url);
