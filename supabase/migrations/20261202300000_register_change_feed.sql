-- The register's public change feed (issue 30; docs/database.md): /layanan/cek-sbu/perubahan.atom
-- and .json list the latest status changes of the register, each with its position in the hash
-- chain (seq) and the event's hash, so a reader can compare them with the signed checkpoints
-- (certificate_chain_checkpoints: a checkpoint of event_count N names the hash of event N; each
-- entry's prev_hash is the hash of the entry before it).
--
--   public.register_changes(max_count): anon, {events, checkpoint}; events newest first (seq descending), at most 200; the
--   public facts of each event only: number, company name and legal form, the change's kind
--   (issued, frozen, restored, revoked, expired, extended, as the verify page's history names
--   them) with the statuses before and after, its date, the reason of a freeze or revocation,
--   when it was recorded, seq, prev_hash and hash. Never the actor, the certificate's or the
--   event's internal id. checkpoint: the latest signed checkpoint (event_count, head_hash,
--   signed_at, key_id, signature), published here so that readers outside the site hold it. Counted like a register lookup (the renderer's loopback reads are not;
--   the page cache keeps the feed until the register changes).
--   The history and checkpoint tables join the page cache's watch list: the scheduled expiry job writes events
--   without touching certificates, and the feed (and the verify page's history) show them.

create or replace function public.register_changes(max_count integer default 100)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.enforce_register_rate_limit();
  return json_build_object('events', (
    select coalesce(json_agg(x.item order by x.seq desc), '[]'::json)
    from (
      select e.seq, json_build_object(
        'seq', e.seq,
        'hash', e.hash,
        'prev_hash', e.prev_hash,
        'number', e.certificate_number,
        'company', json_build_object('name', co.name, 'legal_form', co.legal_form),
        'kind', case
          when e.from_status is null then 'issued'
          when e.to_status = 'dibekukan' then 'frozen'
          when e.to_status = 'dicabut' then 'revoked'
          when e.to_status = 'kedaluwarsa' then 'expired'
          when e.from_status = 'kedaluwarsa' then 'extended'
          else 'restored' end,
        'from_status', e.from_status,
        'to_status', e.to_status,
        'on', case when e.from_status is null and e.to_status = 'aktif' then c.issued_on else e.changed_on end,
        'reason', case when e.to_status in ('dibekukan', 'dicabut') then e.reason end,
        'recorded_at', e.created_at) as item
      from public.certificate_status_events e
      join public.certificates c on c.id = e.certificate_id
      join public.certified_companies co on co.id = c.company_id
      order by e.seq desc
      limit least(greatest(coalesce(register_changes.max_count, 100), 1), 200)
    ) x),
    -- the latest signed checkpoint: its text is supabase/local/register/chain.ts checkpointCanonical
    'checkpoint', (
      select json_build_object('event_count', k.event_count, 'head_hash', k.head_hash,
        'signed_at', k.signed_at, 'key_id', k.key_id, 'signature', k.signature)
      from public.certificate_chain_checkpoints k
      order by k.event_count desc, k.id desc
      limit 1));
end
$$;
comment on function public.register_changes(integer) is
  'Public change feed: {events, checkpoint}: the register''s latest status events (newest first, at most 200) with their chain position (seq, prev_hash, hash) and the latest signed checkpoint; public facts only, never the actor or internal ids; rate-limited per client address (PT429).';
revoke all on function public.register_changes(integer) from public;
grant execute on function public.register_changes(integer) to anon, authenticated, service_role;

select private.watch_page_content('public.certificate_status_events'::regclass);
select private.watch_page_content('public.certificate_chain_checkpoints'::regclass);
