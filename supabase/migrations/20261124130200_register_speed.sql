-- The register's public lookups at 10,000 certificates (issue 16: p99 ≤ 20 ms).
--
-- * Name search (check_certificate by name, the directory's q) reads `search_name like '%…%'`:
--   a trigram index answers it without scanning every company (pg_trgm, created in schema
--   extensions by the site-search migration 20261124120000), and the
--   name branch reads the first 21 matching companies, then only their certificates (it joined
--   all 10,000 certificates before taking 21).
-- * The directory took today's date from private.jakarta_today() once per certificate row (a
--   function with its own search_path is never inlined) and probed each company's certificates
--   and subclasses one by one. It now takes today once and joins sets: the certificates active
--   today that cover the filter, then the listed companies holding one.
create index certified_companies_search_name_trgm_idx
  on public.certified_companies using gin (search_name extensions.gin_trgm_ops);
create index certificates_active_company_idx
  on public.certificates (company_id, valid_until) where status = 'aktif';

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
  today date := private.jakarta_today();
  total integer;
  rows json;
begin
  if q <> '' and char_length(q) < 3 then
    perform private.invalid('q', 'Masukkan minimal 3 karakter nama perusahaan.', 'Enter at least 3 characters of the company name.');
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
