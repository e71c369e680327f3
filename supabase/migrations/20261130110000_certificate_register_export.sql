-- The certificate export writes the import template's columns (issue 36): the staff view
-- certificate_register gains the company's other fields, the status reason and the subclasses
-- with their qualification in the template's form (`BG001:menengah; BS001:kecil`), so the
-- export reads the same list query and export → edit → import changes only what was edited.
-- New columns go at the end (create or replace view keeps the existing ones and their order).
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
              where cs.certificate_id = c.id), '') as subclasses
  from public.certificates c
  join public.certified_companies co on co.id = c.company_id;
comment on view public.certificate_register is
  'Staff list of certificates (RLS of the underlying tables applies): company, derived public_status, days to expiry and to the next surveillance (Asia/Jakarta), subclass codes; the import template''s fields (company contact, status reason, subclasses as CODE:qualification) for the CSV export.';
revoke all on public.certificate_register from anon;
grant select on public.certificate_register to authenticated;
