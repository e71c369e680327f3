-- The register's public lookups and its import keep the register's word (issue 29, ADR 024):
--
--   1. A query is normalised before its length is checked: every Unicode space, control and
--      format character becomes one space, runs collapse, the ends are trimmed
--      (private.lookup_text; src/features/register/lib/lookup-query.ts does the same). A name
--      query then needs at least 3 letters or digits (private.lookup_letters): "\t\t\t" or
--      "\t\ta" no longer pass as 3 characters and match every company.
--   2. The import refuses a row that would change a revoked certificate (its dates or
--      subclasses) with a message on that line, instead of failing the whole import on the
--      database's rule; an empty status keeps an existing certificate's status (it restored a
--      frozen certificate to aktif, and failed on a revoked one).

-- ---------------------------------------------------------------------------------------
-- 1. normalised lookups
-- ---------------------------------------------------------------------------------------
create or replace function private.lookup_text(value text, max_length integer default 200)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(btrim(regexp_replace(coalesce(value, ''),
    '[[:space:][:cntrl:]\u0080-\u009f\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]+',
    ' ', 'g')), max_length)
$$;
comment on function private.lookup_text(text, integer) is
  'A public query as searched: Unicode spaces, control and format characters → one space, trimmed, at most max_length characters.';

-- Letters and digits in a normalised query: ASCII letters and digits, and any character from
-- U+00C0 up (accented and non-Latin letters; spaces and controls are gone by then).
create or replace function private.lookup_letters(value text)
returns integer
language sql
immutable
set search_path = ''
as $$ select char_length(regexp_replace(coalesce(value, ''), '[^A-Za-z0-9\u00c0-\U0010ffff]', '', 'g')) $$;

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
  folded text := public.fold_text(q);
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
  if ids is not null then
    kind := 'number';
  elsif k ~ '^[0-9]{13}$' then
    kind := 'nib';
    select array_agg(c.id order by c.issued_on desc, c.number) into ids
    from public.certificates c join public.certified_companies co on co.id = c.company_id
    where co.nib = k;
  else
    kind := 'name';
    -- The first 21 companies by name that hold a certificate, then their certificates: the
    -- register's other certificates are never read.
    select array_agg(x.id order by x.ord) into ids from (
      select c.id, row_number() over (order by co.name, co.id, c.issued_on desc, c.number) as ord
      from (
        select m.id, m.name from public.certified_companies m
        where m.search_name like '%' || replace(replace(replace(folded, '\', '\\'), '%', '\%'), '_', '\_') || '%'
          and exists (select 1 from public.certificates h where h.company_id = m.id)
        order by m.name, m.id
        limit 21) co
      join public.certificates c on c.company_id = co.id
      order by co.name, co.id, c.issued_on desc, c.number
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
  'Public register check: {match: number|nib|name|null, more, results: [public certificate facts]}; a number or NIB (spaces/dashes ignored) or ≥ 3 letters or digits of a company name (the query normalised first: Unicode spaces and control characters); at most 20 results; rate-limited per client address (PT429).';

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
  return case when found is null then null else private.certificate_public_json(found) end;
end
$$;

create or replace function public.directory(filters jsonb default '{}'::jsonb, page integer default 1)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  f jsonb := coalesce(directory.filters, '{}'::jsonb);
  q text := public.fold_text(private.lookup_text(f ->> 'q', 100));
  sub text := nullif(upper(private.lookup_text(f ->> 'subclass', 20)), '');
  qual text := nullif(lower(private.lookup_text(f ->> 'qualification', 20)), '');
  prov text := nullif(private.lookup_text(f ->> 'province', 60), '');
  p integer := greatest(1, least(coalesce(directory.page, 1), 500));
  size constant integer := 20;
  today date := private.jakarta_today();
  total integer;
  rows json;
begin
  if q <> '' and private.lookup_letters(q) < 3 then
    perform private.invalid('q', 'Masukkan minimal 3 huruf atau angka nama perusahaan.', 'Enter at least 3 letters or digits of the company name.');
  end if;
  perform private.enforce_register_rate_limit();
  with covering as (
    select distinct c.company_id
    from public.certificates c
    where c.status = 'aktif' and c.valid_until >= today
      and (sub is null and qual is null or c.id in (
        select cs.certificate_id
        from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
        where (sub is null or s.code = sub) and (qual is null or cs.qualification = qual)))
  ), matching as (
    select co.id, co.name, co.legal_form, co.city, co.province
    from public.certified_companies co join covering on covering.company_id = co.id
    where co.listed_in_directory
      and (prov is null or co.province = prov)
      and (q = '' or co.search_name like '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%')
  ), paged as (
    select m.* from matching m order by m.name, m.id offset (p - 1) * size limit size
  )
  select (select count(*)::integer from matching), coalesce(json_agg(json_build_object(
      'name', pg.name, 'legal_form', pg.legal_form, 'city', pg.city, 'province', pg.province,
      'certificates', (
        select json_agg(json_build_object(
          'number', c.number, 'valid_until', c.valid_until,
          'subclasses', coalesce((select json_agg(json_build_object('code', s.code, 'name', s.name, 'qualification', cs.qualification) order by s.code)
            from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
            where cs.certificate_id = c.id), '[]'::json)) order by c.number)
        from public.certificates c
        where c.company_id = pg.id and c.status = 'aktif' and c.valid_until >= today))
      order by pg.name, pg.id), '[]'::json)
  into total, rows
  from paged pg;
  return json_build_object('total', coalesce(total, 0), 'page', p, 'page_size', size, 'results', rows);
end
$$;

-- ---------------------------------------------------------------------------------------
-- 2. the import and revoked certificates
-- ---------------------------------------------------------------------------------------
-- Whether importing row r would change the stored certificate's dates or subclasses (the
-- import keeps its number, company link and, with the same status, its reason).
create or replace function private.import_changes_certificate(certificate_id uuid, r jsonb)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  c public.certificates;
  v_issued date;
  v_given date;
  wanted text[];
  stored text[];
begin
  select * into c from public.certificates x where x.id = import_changes_certificate.certificate_id;
  v_issued := private.import_date(r ->> 'issued_on');
  if v_issued is distinct from c.issued_on
     or coalesce(private.import_date(r ->> 'valid_until'), (v_issued + interval '3 years')::date) is distinct from c.valid_until then
    return true;
  end if;
  v_given := private.import_date(r ->> 'status_changed_on');
  if v_given is not null and v_given is distinct from c.status_changed_on then
    return true;
  end if;
  v_given := private.import_date(r ->> 'last_surveillance_on');
  if v_given is not null and v_given is distinct from c.last_surveillance_on then
    return true;
  end if;
  wanted := array(select distinct upper(btrim(split_part(x, ':', 1))) || ':' || lower(btrim(split_part(x, ':', 2)))
    from unnest(regexp_split_to_array(btrim(coalesce(r ->> 'subclasses', '')), '\s*;\s*')) x where x <> '' order by 1);
  stored := array(select s.code || ':' || cs.qualification
    from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
    where cs.certificate_id = c.id order by 1);
  return wanted is distinct from stored;
exception when others then
  -- a date that does not parse is reported on its own field
  return false;
end
$$;
revoke all on function private.import_changes_certificate(uuid, jsonb) from public;
revoke all on function private.lookup_text(text, integer), private.lookup_letters(text) from public;

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
    select c.id, c.status, co.nib into v_existing
    from public.certificates c join public.certified_companies co on co.id = c.company_id
    where c.number_key = public.certificate_number_key(v_num);
    if found and v_existing.nib <> v_nib and v_nib ~ '^[0-9]{13}$' then
      errs := errs || jsonb_build_object('field', 'nib', 'message', 'Nomor sertifikat ini terdaftar atas perusahaan lain (NIB ' || v_existing.nib || ').', 'details', 'This certificate number belongs to another company (NIB ' || v_existing.nib || ').');
    end if;
    if found and v_existing.status = 'dicabut' and v_st <> '' and v_st <> 'dicabut' then
      errs := errs || jsonb_build_object('field', 'status', 'message', 'Sertifikat yang dicabut tidak dapat diaktifkan atau dibekukan kembali.', 'details', 'A revoked certificate cannot be restored or frozen again.');
    elsif found and v_existing.status = 'dicabut' and private.import_changes_certificate(v_existing.id, r) then
      errs := errs || jsonb_build_object('field', 'number', 'message', 'Sertifikat ini telah dicabut dan bersifat final, tetapi baris ini mengubah tanggal atau subklasifikasinya. Samakan baris dengan register atau hapus baris ini.', 'details', 'This certificate is revoked and final, but this row changes its dates or subclasses. Make the row match the register or remove it.');
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

    -- An empty status: a new certificate is aktif, an existing one keeps its status.
    select c.id, c.status into v_certificate, v_status from public.certificates c where c.number_key = public.certificate_number_key(r ->> 'number');
    v_status := coalesce(nullif(lower(btrim(r ->> 'status')), ''), v_status, 'aktif');
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
  'Staff CSV import: validates every row ({rows, valid, errors: [{line, field, message, details}]}); with apply = true writes all rows in one transaction (companies by NIB, certificates by number; an empty status keeps an existing certificate''s) or raises 22023 and writes nothing. A revoked certificate is never changed.';
