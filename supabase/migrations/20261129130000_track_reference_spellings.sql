-- The status lookup accepts a reference typed with spaces or other dashes, as Cek SBU accepts a
-- certificate number: "KEL 2026 00003" is KEL-2026-00003. The rate limit counts the normalised
-- reference, so another spelling gets no fresh allowance.
--
-- Redefined from 20261124100000_complaints_comms.sql; only the reference's normalisation changes.
create or replace function public.track_submission(reference text, email text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- "kel 2026 00003", "KEL–2026–00003" and "KEL-2026-00003" are one reference (and one lookup
  -- allowance: a spelling is not a fresh start for the rate limit).
  ref text := left(upper(regexp_replace(btrim(coalesce(track_submission.reference, '')),
    '[\s\-–—_./]+', '-', 'g')), 40);
  mail text := left(lower(btrim(coalesce(track_submission.email, ''))), 254);
  addr text := private.client_address();
  result json;
begin
  if ref = '' or mail = '' then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtext('lookup:' || ref));
  if private.lookup_limited(ref, addr) then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak pencarian. Silakan coba lagi dalam 10 menit.',
      detail = 'Too many lookups. Please try again in 10 minutes.',
      hint = 'rate_limited';
  end if;
  if ref like 'KEL-%' then
    select json_build_object('reference', c.reference, 'type', 'complaint', 'status', c.status,
      'resolution', c.resolution, 'updated_at', c.updated_at,
      'timeline', private.public_timeline('complaints', c.id, c.created_at, c.status, c.updated_at))
    into result from public.complaints c where c.reference = ref and lower(c.email) = mail;
  elsif ref like 'BDG-%' then
    select json_build_object('reference', a.reference, 'type', 'appeal', 'status', a.status,
      'resolution', a.resolution, 'updated_at', a.updated_at,
      'timeline', private.public_timeline('appeals', a.id, a.created_at, a.status, a.updated_at))
    into result from public.appeals a where a.reference = ref and lower(a.email) = mail;
  elsif ref like 'MSG-%' then
    select json_build_object('reference', m.reference, 'type', 'contact', 'status', m.status,
      'resolution', null, 'updated_at', m.updated_at, 'timeline', '[]'::json)
    into result from public.contact_submissions m where m.reference = ref and lower(m.email) = mail;
  end if;
  if result is null then
    delete from private.lookup_events e where e.created_at < now() - interval '1 hour';
    insert into private.lookup_events (reference, client_addr) values (ref, addr);
  end if;
  return result;
end
$$;
comment on function public.track_submission(text, text) is
  'Public status lookup: {reference, type, status, resolution, updated_at, timeline} or null; never internal notes or staff names. The reference is normalised (case, spaces and dashes). Failed lookups are rate-limited per address and per reference (PT429).';
