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
comment on function public.check_certificates(text[]) is
  'Public bulk check: 1 to 200 keys — certificate numbers, NIBs (spaces/dashes ignored) or company names (private.certificates_for_keys) → {results: [{key, found, match, certificates}]} in the order given; counts as one register lookup and one of 10 bulk checks per address per 10 minutes (PT429 past either).';
