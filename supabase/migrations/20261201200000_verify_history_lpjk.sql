-- The verify page tells the certificate's story (docs/database.md):
--
--   1. LPJK recording: certificates.lpjk_recorded_on (nullable), the day LPJK recorded the SBU
--      in its national register. Staff write it (form, import's optional column
--      lpjk_recorded_on, audited like every column); visitors read it through the public RPCs.
--      Until it is set the verify page says "Terbit, menunggu pencatatan LPJK".
--   2. Surveillance done: certificates.surveillances_done, every last_surveillance_on staff
--      have recorded, appended by a trigger (never written by the API: a value sent is replaced
--      by the stored one). It is not part of the hash-chained status history (its canonical
--      format, supabase/local/register/chain.ts, is about status); it is a log of visits.
--   3. The public status history: certificate_by_number's JSON gains `history`, newest first:
--      [{kind: issued|frozen|restored|revoked|expired|extended|surveillance, on, reason}], from
--      certificate_status_events and surveillances_done; reasons of frozen and revoked only,
--      never the staff actor. check_certificate's results (up to 20) stay without it.

-- ---------------------------------------------------------------------------------------
-- 1. columns
-- ---------------------------------------------------------------------------------------
alter table public.certificates
  add column lpjk_recorded_on date,
  add column surveillances_done date[] not null default '{}',
  add constraint certificates_lpjk_after_issue check (lpjk_recorded_on is null or lpjk_recorded_on >= issued_on);
comment on column public.certificates.lpjk_recorded_on is
  'The day LPJK recorded this SBU in its national register (null: not yet). Public (the verify page).';
comment on column public.certificates.surveillances_done is
  'Every surveillance date staff recorded (last_surveillance_on), oldest first; kept by a trigger, never written by the API.';

-- Fires after certificates_defaults and certificates_guard (triggers fire by name).
create or replace function private.certificate_surveillance_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.surveillances_done := case when new.last_surveillance_on is null then '{}'::date[] else array[new.last_surveillance_on] end;
    return new;
  end if;
  new.surveillances_done := old.surveillances_done;
  -- a certificate from before this column: its last surveillance joins the log first
  if old.last_surveillance_on is not null and not (old.last_surveillance_on = any(new.surveillances_done)) then
    new.surveillances_done := new.surveillances_done || old.last_surveillance_on;
  end if;
  if new.last_surveillance_on is not null and not (new.last_surveillance_on = any(new.surveillances_done)) then
    new.surveillances_done := new.surveillances_done || new.last_surveillance_on;
  end if;
  if new.surveillances_done = old.surveillances_done then
    new.surveillances_done := old.surveillances_done;
  end if;
  return new;
end
$$;
create trigger certificates_surveillance_log before insert or update on public.certificates
  for each row execute function private.certificate_surveillance_log();
revoke all on function private.certificate_surveillance_log() from public;

-- ---------------------------------------------------------------------------------------
-- 2. public facts and history
-- ---------------------------------------------------------------------------------------
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
    'lpjk_recorded_on', c.lpjk_recorded_on,
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

-- The public history of one certificate, newest first (same day: the later event first).
create or replace function private.certificate_public_history(certificate_id uuid)
returns json
language sql
stable
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object('kind', h.kind, 'on', h.on_date, 'reason', h.reason)
                           order by h.on_date desc, h.ord desc), '[]'::json)
  from (
    -- issued on the certificate's issue date (an event entering frozen is dated by its status)
    select k.kind, case when k.kind = 'issued' then c.issued_on else e.changed_on end as on_date,
      case when k.kind in ('frozen', 'revoked') then e.reason end as reason,
      e.seq * 2 + k.sub as ord
    from public.certificate_status_events e
    join public.certificates c on c.id = e.certificate_id
    cross join lateral (
      select case
          when e.from_status is null then 'issued'
          when e.to_status = 'dibekukan' then 'frozen'
          when e.to_status = 'dicabut' then 'revoked'
          when e.to_status = 'kedaluwarsa' then 'expired'
          when e.from_status = 'kedaluwarsa' then 'extended'
          when e.to_status = 'aktif' then 'restored'
        end as kind, 0 as sub
      union all
      -- a certificate entered frozen or revoked: issued, then that status the same day
      select case e.to_status when 'dibekukan' then 'frozen' else 'revoked' end, 1
      where e.from_status is null and e.to_status in ('dibekukan', 'dicabut')
    ) k
    where e.certificate_id = certificate_public_history.certificate_id and k.kind is not null
    union all
    select 'surveillance', d, null, 0
    from public.certificates c
    cross join lateral (
      select distinct x as d from unnest(c.surveillances_done || c.last_surveillance_on) x where x is not null
    ) s
    where c.id = certificate_public_history.certificate_id
  ) h
$$;
revoke all on function private.certificate_public_history(uuid) from public;

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
    return null;
  end if;
  return (private.certificate_public_json(found)::jsonb
    || jsonb_build_object('history', private.certificate_public_history(found)))::json;
end
$$;
comment on function public.certificate_by_number(text) is
  'Public verify page: the public facts of one certificate by number (spaces/dashes ignored) with its public history (newest first: issued, frozen, restored, revoked, expired, extended, surveillance; dates and reasons, never the staff actor), or null; rate-limited per client address (PT429).';

-- ---------------------------------------------------------------------------------------
-- 3. the staff view and the import: lpjk_recorded_on (optional column; empty keeps it)
-- ---------------------------------------------------------------------------------------
create or replace view public.certificate_register with (security_invoker = true) as
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
    c.created_at, c.updated_at,
    co.npwp, co.address, co.pjbu_name, co.email, co.phone, co.listed_in_directory,
    c.status_reason ->> 'id' as status_reason,
    coalesce((select string_agg(s.code || ':' || cs.qualification, '; ' order by s.code)
              from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
              where cs.certificate_id = c.id), '') as subclasses,
    co.name_key,
    c.lpjk_recorded_on
  from public.certificates c
  join public.certified_companies co on co.id = c.company_id;
revoke all on public.certificate_register from anon;
grant select on public.certificate_register to authenticated;

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
  v_given := private.import_date(r ->> 'lpjk_recorded_on');
  if v_given is not null and v_given is distinct from c.lpjk_recorded_on then
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
  v_lpjk date;
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
    v_lpjk := private.import_date(r ->> 'lpjk_recorded_on');
    if v_lpjk is not null and v_issued is not null and v_lpjk < v_issued then
      errs := errs || jsonb_build_object('field', 'lpjk_recorded_on', 'message', 'Tanggal pencatatan LPJK tidak boleh sebelum tanggal terbit.', 'details', 'The LPJK recording date cannot be before the issue date.');
    end if;
  exception when others then
    errs := errs || jsonb_build_object('field', 'lpjk_recorded_on', 'message', 'Tanggal pencatatan LPJK tidak valid (YYYY-MM-DD).', 'details', 'The LPJK recording date is not valid (YYYY-MM-DD).');
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

create or replace function private.import_certificates(rows jsonb, apply boolean default false)
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
  v_rows jsonb;
begin
  if (select public.current_app_role()) is distinct from 'admin' and (select public.current_app_role()) is distinct from 'editor' then
    raise exception using errcode = '42501', message = 'Hanya editor dan admin yang dapat mengimpor sertifikat.',
      detail = 'Only editors and admins can import certificates.';
  end if;
  if jsonb_typeof(import_certificates.rows) is distinct from 'array' or jsonb_array_length(import_certificates.rows) > 5000 then
    perform private.invalid('rows', 'Berkas harus berisi 1–5000 baris.', 'The file must hold 1–5000 rows.');
  end if;
  -- legal forms and provinces in any case ("pt", "Pt.", "dki jakarta"), names without their
  -- legal form (an empty legal form taken from the name): 20261201100000_company_name_search.sql
  v_rows := coalesce((select jsonb_agg(private.import_row_normalised(x.value) order by x.o)
    from jsonb_array_elements(import_certificates.rows) with ordinality x(value, o)), '[]'::jsonb);
  for r in select value from jsonb_array_elements(v_rows) loop
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
  for r in select value from jsonb_array_elements(v_rows) loop
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
      insert into public.certificates (number, company_id, issued_on, valid_until, status, status_reason, status_changed_on, last_surveillance_on, lpjk_recorded_on)
      values (upper(btrim(r ->> 'number')), v_company, private.import_date(r ->> 'issued_on'), private.import_date(r ->> 'valid_until'),
        v_status, case when v_status <> 'aktif' then jsonb_build_object('id', btrim(r ->> 'status_reason')) end,
        private.import_date(r ->> 'status_changed_on'), private.import_date(r ->> 'last_surveillance_on'),
        private.import_date(r ->> 'lpjk_recorded_on'))
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
        last_surveillance_on = coalesce(private.import_date(r ->> 'last_surveillance_on'), c.last_surveillance_on),
        lpjk_recorded_on = coalesce(private.import_date(r ->> 'lpjk_recorded_on'), c.lpjk_recorded_on)
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
