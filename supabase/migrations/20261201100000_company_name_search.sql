-- Finding a company as people type it
-- (ADR 016, Amended 2026-12-01):
--
--   1. A normalised name, certified_companies.name_key (generated, trigram-indexed): lower case
--      without accents, punctuation as spaces, and without the legal forms Indonesians write
--      before or after a name in any spelling (PT, PT., P.T., P T, CV, C.V., Tbk, (Persero),
--      Firma, Fa., Koperasi, UD, …). A query goes through the same function, so "PT. Beton
--      Nusantara Jaya", "p.t. beton nusantara jaya" and "Beton Nusantara Jaya, PT" are the
--      same search.
--   2. Name search in check_certificate (Cek SBU) and directory: the companies whose key
--      contains the query's key, ranked exact match first, then prefix, then a word that starts
--      with it, then elsewhere (each by trigram similarity); only when none contains it, the
--      companies whose name is similar to it (pg_trgm strict_word_similarity ≥ 0.5 through the
--      index, for a key of at least 5 letters or digits: "adhi baja enginering", "Adi
--      Baja"). A query that is only a legal form ("PT. CV.") is refused like a too-short one. Numbers and NIBs stay exact.
--   3. A company's name is stored without its legal form (legal_form is its own column: "PT
--      PT Jalan …" was shown): a trigger strips a leading or trailing PT, CV, Firma/Fa. or
--      Koperasi/Kop. in any spelling (public.company_name_without_form; the staff form and the
--      import do the same and say so), and existing rows are cleaned below.
--   4. import_certificates reads legal forms and provinces in any case and punctuation ("pt",
--      "Pt.", "dki jakarta"), as the import screen does; an empty legal form is taken from
--      the name ("CV Maju" → CV) before the name is stripped.

-- ---------------------------------------------------------------------------------------
-- 1. helpers and the normalised name
-- ---------------------------------------------------------------------------------------
-- Generated-column helper (in public, like fold_text): the search key of a company name or a
-- name query. src/features/register/lib/company-name.ts (companyNameKey) does the same.
create or replace function public.company_name_key(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(
    btrim(regexp_replace(public.fold_text(value), '[^a-z0-9\u00c0-\U0010ffff]+', ' ', 'g')),
    '^((p t|pt|c v|cv|fa|firma|koperasi|kop|ud|u d|pd|p d|perum|perumda|persero|tbk|bumn|bumd)( |$))+', ''),
    '( (p t|pt|c v|cv|fa|firma|koperasi|kop|ud|u d|pd|p d|perum|perumda|persero|tbk|bumn|bumd))+$', ''))
$$;
comment on function public.company_name_key(text) is
  'Generated-column helper: a company name (or a name query) as searched: lower case without accents, punctuation as spaces, without leading or trailing legal forms in any spelling (PT, P.T., CV, Tbk, (Persero), Firma, Koperasi …).';

-- A name without a leading or trailing legal form that the legal_form column holds (PT, CV,
-- Firma/Fa., Koperasi/Kop.), in any case and punctuation: "PT. Jalan Raya", "P.T Jalan Raya",
-- "Jalan Raya, PT" → "Jalan Raya". (Persero) and Tbk are part of a registered name and stay.
-- A name that would keep fewer than 2 characters stays as it is (the length check judges it).
-- src/features/register/lib/company-name.ts (stripLegalForm) does the same.
create or replace function public.company_name_without_form(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when char_length(x.s) >= 2 then x.s else btrim(value) end
  from (select btrim(regexp_replace(
    btrim(regexp_replace(btrim(coalesce(value, '')),
      '^((p\.?\s*t|c\.?\s*v|firma|fa|koperasi|kop)(\.\s*|,\s*|\s+))+', '', 'i')),
    '(\s*,\s*|\s+)(p\.?\s*t|c\.?\s*v|firma|fa|koperasi|kop)\.?$', '', 'i')) as s) x
$$;
comment on function public.company_name_without_form(text) is
  'A company name without a leading or trailing PT, CV, Firma/Fa. or Koperasi/Kop. in any spelling (the legal form is its own column).';

-- The legal form a name starts or ends with (PT, CV, Firma, Koperasi), or null.
create or replace function private.company_name_legal_form(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case regexp_replace(lower(coalesce(
      substring(btrim(coalesce(value, '')) from '(?i)^(p\.?\s*t|c\.?\s*v|firma|fa|koperasi|kop)(?:\.\s*|,\s*|\s+)'),
      substring(btrim(coalesce(value, '')) from '(?i)(?:\s*,\s*|\s+)(p\.?\s*t|c\.?\s*v|firma|fa|koperasi|kop)\.?$'))),
      '[^a-z]', '', 'g')
    when 'pt' then 'PT' when 'cv' then 'CV' when 'firma' then 'Firma' when 'fa' then 'Firma'
    when 'koperasi' then 'Koperasi' when 'kop' then 'Koperasi' end
$$;

-- A legal form as a person or a spreadsheet writes it ("pt", "Pt.", "P.T.", "c.v.") as the
-- register writes it; null when empty; anything else as given (for the import to report).
create or replace function private.import_legal_form(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case regexp_replace(lower(coalesce(value, '')), '[^a-z]', '', 'g')
    when '' then null
    when 'pt' then 'PT' when 'cv' then 'CV' when 'firma' then 'Firma' when 'fa' then 'Firma'
    when 'koperasi' then 'Koperasi' when 'kop' then 'Koperasi' when 'bumn' then 'BUMN'
    when 'bumd' then 'BUMD' when 'lainnya' then 'Lainnya'
    else btrim(value) end
$$;

-- A province in any case, spacing and punctuation ("dki jakarta", "D.I. Yogyakarta") as the
-- register writes it; anything else as given (for the import to report).
create or replace function private.import_province(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce((
    select p from unnest(array[
      'Aceh', 'Sumatera Utara', 'Sumatera Barat', 'Riau', 'Kepulauan Riau', 'Jambi',
      'Sumatera Selatan', 'Kepulauan Bangka Belitung', 'Bengkulu', 'Lampung', 'DKI Jakarta',
      'Jawa Barat', 'Banten', 'Jawa Tengah', 'DI Yogyakarta', 'Jawa Timur', 'Bali',
      'Nusa Tenggara Barat', 'Nusa Tenggara Timur', 'Kalimantan Barat', 'Kalimantan Tengah',
      'Kalimantan Selatan', 'Kalimantan Timur', 'Kalimantan Utara', 'Sulawesi Utara', 'Gorontalo',
      'Sulawesi Tengah', 'Sulawesi Barat', 'Sulawesi Selatan', 'Sulawesi Tenggara', 'Maluku',
      'Maluku Utara', 'Papua', 'Papua Barat', 'Papua Barat Daya', 'Papua Tengah', 'Papua Pegunungan',
      'Papua Selatan']) p
    where lower(regexp_replace(p, '[^A-Za-z]', '', 'g')) = lower(regexp_replace(coalesce(value, ''), '[^A-Za-z]', '', 'g'))
    limit 1), btrim(value))
$$;

-- An import row with its legal form and province as the register writes them, an empty legal
-- form taken from the name, and the name without its legal form.
create or replace function private.import_row_normalised(r jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(r) = 'object' then r || jsonb_strip_nulls(jsonb_build_object(
    'legal_form', coalesce(private.import_legal_form(r ->> 'legal_form'), private.company_name_legal_form(r ->> 'company_name')),
    'province', private.import_province(r ->> 'province'),
    'company_name', public.company_name_without_form(r ->> 'company_name'))) else r end
$$;
revoke all on function private.company_name_legal_form(text), private.import_legal_form(text),
  private.import_province(text), private.import_row_normalised(jsonb) from public;

-- ---------------------------------------------------------------------------------------
-- 2. names stored without their legal form; existing rows cleaned
-- ---------------------------------------------------------------------------------------
create or replace function private.company_name_strip_form()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := public.company_name_without_form(new.name);
  return new;
end
$$;
create trigger certified_companies_name_without_form before insert or update of name on public.certified_companies
  for each row execute function private.company_name_strip_form();

update public.certified_companies co set name = public.company_name_without_form(co.name)
where co.name is distinct from public.company_name_without_form(co.name);

alter table public.certified_companies
  add column name_key text generated always as (public.company_name_key(name)) stored
    constraint certified_companies_name_key_check check (char_length(name_key) <= 220);
comment on column public.certified_companies.name_key is
  'The name as searched (public.company_name_key): no accents, punctuation or legal forms; trigram-indexed.';
create index certified_companies_name_key_trgm_idx
  on public.certified_companies using gin (name_key extensions.gin_trgm_ops);
-- search_name (legal form + name, folded) is no longer searched; the staff view still shows it.
drop index if exists public.certified_companies_search_name_trgm_idx;

-- The staff list searches the key too ("PT. Adhi Baja" finds "Adhi Baja Engineering"): the
-- staff view certificate_register gains name_key in 20261201200000_verify_history_lpjk.sql.

-- ---------------------------------------------------------------------------------------
-- 3. name search: contained (exact, prefix, word prefix, elsewhere), else similar
-- ---------------------------------------------------------------------------------------
-- The companies whose name matches a query key, best first: those whose key contains it
-- (exact, then prefix, then a word starting with it, then elsewhere; each by similarity), or,
-- when none does and the key has at least 5 letters or digits, those with a
-- strict_word_similarity of at least 0.5 (pg_trgm's <<% through the trigram index).
-- `directory`: listed companies only; else companies holding a certificate. At most max_rows.
create or replace function private.companies_named(key text, directory boolean, max_rows integer)
returns uuid[]
language plpgsql
stable
set search_path = ''
set pg_trgm.strict_word_similarity_threshold = 0.5
as $$
declare
  pattern text := '%' || replace(replace(replace(key, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  found uuid[];
begin
  select array_agg(m.id order by m.tier, m.score desc, m.name, m.id) into found from (
    select co.id, co.name,
      case when co.name_key = key then 0
           when co.name_key like key || '%' then 1
           when co.name_key like '% ' || key || '%' then 2
           else 3 end as tier,
      extensions.similarity(co.name_key, key) as score
    from public.certified_companies co
    where co.name_key like pattern
      and (case when directory then co.listed_in_directory
                else exists (select 1 from public.certificates h where h.company_id = co.id) end)
    order by 3, 4 desc, co.name, co.id
    limit max_rows) m;
  -- Trigrams of a shorter key say little ("abc" is half of "abadi"): no similar names for it.
  if found is null and private.lookup_letters(key) >= 5 then
    -- Trigrams ignore word order: between equals, the name whose first word is closer to the
    -- query's first word (names are typed from the start).
    select array_agg(m.id order by m.score desc, m.first desc, m.name, m.id) into found from (
      select co.id, co.name, extensions.strict_word_similarity(key, co.name_key) as score,
        extensions.similarity(split_part(key, ' ', 1), split_part(co.name_key, ' ', 1)) as first
      from public.certified_companies co
      where key operator(extensions.<<%) co.name_key
        and (case when directory then co.listed_in_directory
                  else exists (select 1 from public.certificates h where h.company_id = co.id) end)
      order by 3 desc, 4 desc, co.name, co.id
      limit max_rows) m;
  end if;
  return coalesce(found, '{}');
end
$$;
revoke all on function private.companies_named(text, boolean, integer) from public;

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
  'Public register check: {match: number|nib|name|null, more, results: [public certificate facts]}; a number or NIB (spaces/dashes ignored, exact) or ≥ 3 letters or digits of a company name (legal forms, punctuation, case and accents ignored; best match first; similar names when none contains the query); at most 20 results; rate-limited per client address (PT429).';

create or replace function public.directory(filters jsonb default '{}'::jsonb, page integer default 1)
returns json
language plpgsql
volatile
security definer
set search_path = ''
-- a plan for the filters at hand: the generic plan (from the sixth call on) took 80 ms instead
-- of 15 for a name at 10,000 companies
set plan_cache_mode = force_custom_plan
as $$
declare
  f jsonb := coalesce(directory.filters, '{}'::jsonb);
  q text := public.fold_text(private.lookup_text(f ->> 'q', 100));
  key text := nullif(public.company_name_key(q), '');
  named uuid[];
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
  if q <> '' and private.lookup_letters(key) < 3 then
    perform private.invalid('q', 'Masukkan minimal 3 huruf atau angka nama perusahaan, selain bentuk usahanya (PT, CV …).',
      'Enter at least 3 letters or digits of the company name, besides its legal form (PT, CV …).');
  end if;
  perform private.enforce_register_rate_limit();
  if key is not null then
    named := private.companies_named(key, true, 10000);
  end if;
  with named_companies as (
    select n.id, n.o from unnest(named) with ordinality n(id, o)
  ), covering as (
    select distinct c.company_id
    from public.certificates c
    where c.status = 'aktif' and c.valid_until >= today
      and (sub is null and qual is null or c.id in (
        select cs.certificate_id
        from public.certificate_subclasses cs join public.rl_subclass s on s.id = cs.subclass_id
        where (sub is null or s.code = sub) and (qual is null or cs.qualification = qual)))
  ), matching as (
    -- a name asked: its companies, best first, that hold a covering certificate
    select co.id, co.name, co.legal_form, co.city, co.province, nc.o
    from named_companies nc join public.certified_companies co on co.id = nc.id
    where key is not null and co.listed_in_directory
      and (prov is null or co.province = prov)
      and exists (select 1 from covering cv where cv.company_id = co.id)
    union all
    -- none: every listed company holding one
    select co.id, co.name, co.legal_form, co.city, co.province, 0
    from public.certified_companies co join covering on covering.company_id = co.id
    where key is null and co.listed_in_directory
      and (prov is null or co.province = prov)
  ), paged as (
    select m.* from matching m order by m.o, m.name, m.id offset (p - 1) * size limit size
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
      order by pg.o, pg.name, pg.id), '[]'::json)
  into total, rows
  from paged pg;
  return json_build_object('total', coalesce(total, 0), 'page', p, 'page_size', size, 'results', rows);
end
$$;
comment on function public.directory(jsonb, integer) is
  'Public directory of listed companies with an active certificate: filters {q, province, subclass, qualification}, 20 a page; q ignores legal forms, punctuation, case and accents, best match first, similar names when none contains it; rate-limited per client address (PT429).';

-- ---------------------------------------------------------------------------------------
-- 4. the import reads legal forms, provinces and names as people write them
-- ---------------------------------------------------------------------------------------
-- The body behind public.import_certificates (private.import_certificates) reads every row
-- through private.import_row_normalised above before validating and writing it: re-created in
-- 20261201200000_verify_history_lpjk.sql, which also adds the LPJK column.
comment on function private.import_certificates(jsonb, boolean) is
  'Staff CSV import: validates every row ({rows, valid, errors: [{line, field, message, details}]}); with apply = true writes all rows in one transaction (companies by NIB, certificates by number; an empty status keeps an existing certificate''s) or raises 22023 and writes nothing. A revoked certificate is never changed. Legal forms and provinces are read in any case and punctuation; names are stored without their legal form.';
