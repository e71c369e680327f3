-- The register look-up's helpers as PL/pgSQL, so that their plans are kept per connection
-- (docs/decisions/037, docs/performance.md "Engines").
--
-- A SQL-language function with a SET clause (every function here has `set search_path = ''`)
-- is never inlined, and before PostgreSQL 18 its body is parsed and planned again by every
-- query that calls it. With pg_stat_statements and track_functions on PostgreSQL 15, one
-- `check_certificate` by number took 0.52 ms of execution, of which certificate_public_json
-- 0.22 ms (0.18 its own planning), client_address 0.10 ms and certificate_status 0.04 ms. A
-- PL/pgSQL function plans each statement once per connection (the request path's pooled
-- connections; PGlite's one session) and reuses the plan. Same bodies, same results.

create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  list text[] := array_remove(array(
    select nullif(btrim(e), '')
    from unnest(string_to_array(
      coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',')) e
  ), null);
  hops integer := greatest(1, coalesce(nullif(current_setting('app.trust_proxy_hops', true), '')::integer, 1));
begin
  if cardinality(list) = 0 then
    return null;
  end if;
  return left(list[greatest(1, cardinality(list) - hops + 1)], 64);
end
$$;

create or replace function private.certificate_status(status text, valid_until date)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return case
    when certificate_status.status = 'dicabut' then 'dicabut'
    when certificate_status.valid_until < private.jakarta_today() then 'kedaluwarsa'
    else certificate_status.status
  end;
end
$$;

create or replace function private.certificate_public_json(certificate_id uuid)
returns json
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
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
    where c.id = certificate_public_json.certificate_id);
end
$$;
