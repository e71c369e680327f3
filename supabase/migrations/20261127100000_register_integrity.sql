-- A register that keeps its word (docs/security.md "The certificate register", ADR 024).
--
-- The register is what tender committees take as the truth about a company's SBU, so its rules
-- are the database's, for every role (service_role and the table owner included), not the
-- screens':
--   1. A certificate is never deleted (revoking ends it; DELETE and TRUNCATE are refused), its
--      number never changes (so it is never reused: the number stays taken by its row) and it
--      never moves to another company. A revoked (dicabut) certificate is final: no column of it
--      and none of its subclasses change once the revocation is committed, by any path (PATCH,
--      upsert, the import RPC, the service role).
--   2. certificate_status_events is append-only for every role (no UPDATE, DELETE or TRUNCATE;
--      INSERT only by the register's own triggers and functions), and an event is written for
--      every status change by any path: staff decisions, imports, and the derived expiry — a
--      certificate passing its end date gets an `aktif|dibekukan → kedaluwarsa` event (the
--      scheduled job, public.record_certificate_expiries()), moving valid_until back into the
--      future a `kedaluwarsa → …` one.
--   3. The history is tamper-evident: every event carries its chain position (seq, gapless from
--      1), the previous event's hash and its own, sha256 over a canonical text of its content
--      (private.certificate_event_canonical; supabase/local/register/chain.ts computes the same
--      bytes). Inserts are serialised by one advisory lock, and seq and prev_hash are unique, so
--      concurrent writers cannot fork the chain. Checkpoints (event count, head hash, time)
--      signed with the site's Ed25519 key are kept in certificate_chain_checkpoints; the key
--      never enters the database (the server signs, supabase/local/register/signing.ts).
--   4. Each event records who made it: actor id, name, email and role, from the request.

-- ---------------------------------------------------------------------------------------
-- 1. certificates: never deleted, number and company fixed, dicabut final
-- ---------------------------------------------------------------------------------------
create or replace function private.certificate_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('DELETE', 'TRUNCATE') then
    raise exception using
      errcode = '42501',
      message = 'Sertifikat tidak pernah dihapus. Cabut sertifikat untuk mengakhirinya.',
      detail = 'A certificate is never deleted. Revoke it to end it.',
      hint = 'certificate_never_deleted';
  end if;
  if new.number is distinct from old.number then
    perform private.invalid('number', 'Nomor sertifikat tidak dapat diubah setelah diterbitkan.',
      'A certificate number never changes once issued.');
  end if;
  if new.company_id is distinct from old.company_id then
    perform private.invalid('company_id', 'Sertifikat tidak dapat dipindahkan ke badan usaha lain.',
      'A certificate cannot move to another company.');
  end if;
  if old.status = 'dicabut'
     and (to_jsonb(new) - 'updated_at' - 'number_key') is distinct from (to_jsonb(old) - 'updated_at' - 'number_key') then
    perform private.invalid('status', 'Sertifikat yang dicabut bersifat final dan tidak dapat diubah.',
      'A revoked certificate is final and cannot be changed.');
  end if;
  return new;
end
$$;
create trigger certificates_guard before update or delete on public.certificates
  for each row execute function private.certificate_guard();
create trigger certificates_guard_truncate before truncate on public.certificates
  for each statement execute function private.certificate_guard();

-- The subclasses of a revoked certificate are part of what was revoked: fixed once the
-- revocation is committed. (The transaction that creates or revokes a certificate still writes
-- its final scope: a row written by this transaction has xmin = the current transaction id.)
-- An identical line (a re-import goes through INSERT … ON CONFLICT, whose BEFORE INSERT trigger
-- fires) changes nothing and is let through.
create or replace function private.certificate_subclass_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[] := array_remove(array[
    case when tg_op in ('INSERT', 'UPDATE') then new.certificate_id end,
    case when tg_op in ('UPDATE', 'DELETE') then old.certificate_id end], null);
begin
  if tg_op = 'TRUNCATE' then
    raise exception using
      errcode = '42501',
      message = 'Subklasifikasi sertifikat tidak dapat dikosongkan sekaligus.',
      detail = 'The subclasses of the register cannot be truncated.',
      hint = 'certificate_never_deleted';
  end if;
  if tg_op = 'UPDATE' and new.certificate_id is distinct from old.certificate_id then
    perform private.invalid('subclasses', 'Subklasifikasi tidak dapat dipindahkan ke sertifikat lain.',
      'A subclass line cannot move to another certificate.');
  end if;
  if tg_op = 'INSERT' and exists (select 1 from public.certificate_subclasses x
      where x.certificate_id = new.certificate_id and x.subclass_id = new.subclass_id
        and x.qualification = new.qualification) then
    return new;
  end if;
  if exists (select 1 from public.certificates c
             where c.id = any(ids) and c.status = 'dicabut' and c.xmin <> pg_current_xact_id()::xid) then
    perform private.invalid('subclasses', 'Subklasifikasi sertifikat yang dicabut bersifat final dan tidak dapat diubah.',
      'The subclasses of a revoked certificate are final and cannot be changed.');
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger certificate_subclasses_guard before insert or update or delete on public.certificate_subclasses
  for each row execute function private.certificate_subclass_guard();
create trigger certificate_subclasses_guard_truncate before truncate on public.certificate_subclasses
  for each statement execute function private.certificate_subclass_guard();

-- Nobody deletes through the API (the trigger also stops the owner and the service role, which
-- bypasses RLS but not privileges).
drop policy "certificates: editors and admins delete" on public.certificates;
revoke delete, truncate on public.certificates from anon, authenticated, service_role;
revoke truncate on public.certificate_subclasses from anon, authenticated, service_role;

-- A company holding certificates is never deleted either (its certificates never are): the
-- RESTRICT foreign key's refusal in words, without "delete them first".
create or replace function private.refuse_delete_in_use()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  case tg_table_name
    when 'rl_categories' then
      select count(*) into n from public.rl_subclass s where s.category_id = old.id;
      if n > 0 then
        raise exception using errcode = '23001',
          message = format('Klasifikasi %s masih memiliki %s subklasifikasi. Hapus atau pindahkan dulu.', old.code, n),
          detail = format('Classification %s still has %s subclassification(s). Delete or move them first.', old.code, n),
          hint = 'in_use';
      end if;
    when 'rl_subclass' then
      select count(*) into n from public.certificate_subclasses c where c.subclass_id = old.id;
      if n > 0 then
        raise exception using errcode = '23001',
          message = format('Subklasifikasi %s tercantum pada %s sertifikat. Ubah sertifikat tersebut dulu.', old.code, n),
          detail = format('Subclassification %s is on %s certificate(s). Change those certificates first.', old.code, n),
          hint = 'in_use';
      end if;
    when 'certified_companies' then
      select count(*) into n from public.certificates c where c.company_id = old.id;
      if n > 0 then
        raise exception using errcode = '23001',
          message = format('Badan usaha %s memegang %s sertifikat dan tetap tercatat di register: sertifikat tidak pernah dihapus.', old.name, n),
          detail = format('Company %s holds %s certificate(s) and stays in the register: certificates are never deleted.', old.name, n),
          hint = 'in_use';
      end if;
  end case;
  return old;
end
$$;

-- ---------------------------------------------------------------------------------------
-- 2. the status history: chain columns, expiry statuses, actor details
-- ---------------------------------------------------------------------------------------
alter table public.certificate_status_events
  drop constraint certificate_status_events_from_status_check,
  drop constraint certificate_status_events_to_status_check,
  add constraint certificate_status_events_from_status_check
    check (from_status is null or from_status in ('aktif', 'dibekukan', 'dicabut', 'kedaluwarsa')),
  add constraint certificate_status_events_to_status_check
    check (to_status in ('aktif', 'dibekukan', 'dicabut', 'kedaluwarsa')),
  add column seq bigint,
  add column certificate_number text check (char_length(certificate_number) <= 40),
  add column actor_email text check (actor_email is null or char_length(actor_email) <= 254),
  add column actor_role text check (actor_role is null or char_length(actor_role) <= 64),
  add column prev_hash text,
  add column hash text;

comment on column public.certificate_status_events.seq is 'Position in the register''s hash chain: 1, 2, 3 … without gaps, across all certificates.';
comment on column public.certificate_status_events.certificate_number is 'The certificate''s number (never changes), part of the hashed content.';
comment on column public.certificate_status_events.prev_hash is 'hash of the event at seq - 1 (64 zeros for the first).';
comment on column public.certificate_status_events.hash is 'sha256 (hex) of private.certificate_event_canonical(this row), which includes prev_hash.';
comment on column public.certificate_status_events.actor_role is 'The request''s role (authenticated, service_role) or the database user (postgres) for scheduled work.';

-- The canonical text of an event: one "name: value" line per field, strings as JSON string
-- literals (null as null), dates ISO, created_at in UTC to the millisecond. Any change to it is
-- a new format version (the first line).
create or replace function private.certificate_event_canonical(e public.certificate_status_events)
returns text
language sql
stable
set search_path = ''
as $$
  select concat_ws(E'\n',
    'lsbu-register-event/1',
    'seq: ' || e.seq::text,
    'id: ' || e.id::text,
    'certificate_id: ' || e.certificate_id::text,
    'certificate_number: ' || coalesce(to_json(e.certificate_number)::text, 'null'),
    'from_status: ' || coalesce(to_json(e.from_status)::text, 'null'),
    'to_status: ' || coalesce(to_json(e.to_status)::text, 'null'),
    'changed_on: ' || to_char(e.changed_on, 'YYYY-MM-DD'),
    'reason_id: ' || coalesce(to_json(e.reason ->> 'id')::text, 'null'),
    'reason_en: ' || coalesce(to_json(e.reason ->> 'en')::text, 'null'),
    'actor_id: ' || coalesce(e.actor_id::text, 'null'),
    'actor_name: ' || coalesce(to_json(e.actor_name)::text, 'null'),
    'actor_email: ' || coalesce(to_json(e.actor_email)::text, 'null'),
    'actor_role: ' || coalesce(to_json(e.actor_role)::text, 'null'),
    'created_at: ' || to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'prev_hash: ' || e.prev_hash)
$$;
comment on function private.certificate_event_canonical(public.certificate_status_events) is
  'The bytes (UTF-8) an event''s hash covers; supabase/local/register/chain.ts builds the same text.';

create or replace function private.certificate_event_hash(e public.certificate_status_events)
returns text
language sql
stable
set search_path = ''
as $$ select encode(sha256(convert_to(private.certificate_event_canonical(e), 'UTF8')), 'hex') $$;

-- Existing events (databases made before this migration) join the chain in the order they were
-- written; the audit trigger is replaced below (inserts only: events never change).
drop trigger certificate_status_events_audit on public.certificate_status_events;
drop trigger certificate_status_events_set_updated_at on public.certificate_status_events;
do $$
declare
  e public.certificate_status_events;
  n bigint := 0;
  prev text := repeat('0', 64);
begin
  for e in select * from public.certificate_status_events order by created_at, id loop
    n := n + 1;
    e.seq := n;
    e.created_at := date_trunc('milliseconds', e.created_at);
    e.certificate_number := (select c.number from public.certificates c where c.id = e.certificate_id);
    e.actor_role := case when e.actor_id is not null then 'authenticated' end;
    e.prev_hash := prev;
    e.hash := private.certificate_event_hash(e);
    update public.certificate_status_events x
      set seq = e.seq, created_at = e.created_at, updated_at = e.created_at,
          certificate_number = e.certificate_number, actor_role = e.actor_role,
          prev_hash = e.prev_hash, hash = e.hash
      where x.id = e.id;
    prev := e.hash;
  end loop;
end
$$;

alter table public.certificate_status_events
  alter column seq set not null,
  alter column certificate_number set not null,
  alter column prev_hash set not null,
  alter column hash set not null,
  add constraint certificate_status_events_seq_key unique (seq),
  add constraint certificate_status_events_prev_hash_key unique (prev_hash),
  add constraint certificate_status_events_hash_format check (hash ~ '^[0-9a-f]{64}$' and prev_hash ~ '^[0-9a-f]{64}$');
create index certificate_status_events_certificate_seq_idx on public.certificate_status_events (certificate_id, seq);
drop index public.certificate_status_events_certificate_idx;

comment on table public.certificate_status_events is
  'Every status change of a certificate, append-only for every role, as one hash chain (seq, prev_hash, hash): staff decisions (from/to the stored status), the derived expiry (→ kedaluwarsa) and its end (kedaluwarsa →). Written by the register''s triggers and functions only; verified by npm run register:verify.';

-- Every event joins the chain here, whoever inserts it: the next seq and the head's hash under
-- one transaction-wide lock (a second writer waits for the first to commit, then reads its
-- event as the head), the time to the millisecond, the actor from the request, then the hash.
create or replace function private.chain_certificate_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  head_seq bigint;
  head_hash text;
begin
  perform pg_advisory_xact_lock(7301202611270001);
  select e.seq, e.hash into head_seq, head_hash
  from public.certificate_status_events e order by e.seq desc limit 1;
  new.seq := coalesce(head_seq, 0) + 1;
  new.prev_hash := coalesce(head_hash, repeat('0', 64));
  new.created_at := date_trunc('milliseconds', clock_timestamp());
  new.updated_at := new.created_at;
  new.certificate_number := (select c.number from public.certificates c where c.id = new.certificate_id);
  new.actor_id := auth.uid();
  new.actor_email := left(auth.email(), 254);
  new.actor_role := left(coalesce(auth.role(), nullif(current_setting('role', true), 'none'), current_user), 64);
  new.actor_name := coalesce((select u.full_name from public.app_users u where u.id = auth.uid()), left(auth.email(), 254));
  new.hash := private.certificate_event_hash(new);
  return new;
end
$$;
create trigger certificate_status_events_chain before insert on public.certificate_status_events
  for each row execute function private.chain_certificate_event();

create or replace function private.forbid_register_history_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = '42501',
    message = 'Riwayat register sertifikat tidak dapat diubah atau dihapus.',
    detail = 'The certificate register''s history is append-only.',
    hint = 'register_history_append_only';
end
$$;
create trigger certificate_status_events_forbid_change before update or delete on public.certificate_status_events
  for each row execute function private.forbid_register_history_change();
create trigger certificate_status_events_forbid_truncate before truncate on public.certificate_status_events
  for each statement execute function private.forbid_register_history_change();
create trigger certificate_status_events_audit after insert on public.certificate_status_events
  for each row execute function private.audit_row();

-- Only the register's own (security definer) functions write events.
revoke insert, update, delete, truncate on public.certificate_status_events from anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- 3. writing the events: decisions, expiry and its end
-- ---------------------------------------------------------------------------------------
-- Whether the history last said "expired" (its latest event into or out of kedaluwarsa).
create or replace function private.certificate_recorded_expired(certificate_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select e.to_status = 'kedaluwarsa'
    from public.certificate_status_events e
    where e.certificate_id = certificate_recorded_expired.certificate_id
      and 'kedaluwarsa' in (e.from_status, e.to_status)
    order by e.seq desc
    limit 1), false)
$$;

-- The event for a certificate passing valid_until (or no longer past it).
create or replace function private.record_expiry_event(c public.certificates, expired boolean)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.certificate_status_events (certificate_id, from_status, to_status, changed_on, reason)
  values (
    c.id,
    case when expired then c.status else 'kedaluwarsa' end,
    case when expired then 'kedaluwarsa' else c.status end,
    case when expired then least(c.valid_until + 1, private.jakarta_today()) else private.jakarta_today() end,
    case when expired
      then jsonb_build_object('id', 'Masa berlaku berakhir pada ' || to_char(c.valid_until, 'YYYY-MM-DD') || '.',
                              'en', 'Validity ended on ' || to_char(c.valid_until, 'YYYY-MM-DD') || '.')
      else jsonb_build_object('id', 'Masa berlaku diubah sampai ' || to_char(c.valid_until, 'YYYY-MM-DD') || '.',
                              'en', 'Validity changed to end on ' || to_char(c.valid_until, 'YYYY-MM-DD') || '.')
    end)
$$;

create or replace function private.certificate_status_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := private.jakarta_today();
  now_expired boolean := new.status <> 'dicabut' and new.valid_until < today;
  recorded_expired boolean := false;
begin
  if tg_op = 'INSERT' then
    insert into public.certificate_status_events (certificate_id, from_status, to_status, changed_on, reason)
    values (new.id, null, new.status,
      coalesce(case when new.status = 'aktif' then new.issued_on end, new.status_changed_on, today),
      case when new.status <> 'aktif' then new.status_reason end);
  else
    if new.status is distinct from old.status then
      insert into public.certificate_status_events (certificate_id, from_status, to_status, changed_on, reason)
      values (new.id, old.status, new.status, coalesce(new.status_changed_on, today), new.status_reason);
    end if;
    recorded_expired := private.certificate_recorded_expired(new.id);
  end if;
  if new.status <> 'dicabut' and now_expired <> recorded_expired then
    perform private.record_expiry_event(new, now_expired);
  end if;
  return null;
end
$$;
drop trigger certificates_status_event on public.certificates;
create trigger certificates_status_event after insert or update of status, valid_until on public.certificates
  for each row execute function private.certificate_status_event();

-- The scheduled part of the derived expiry: one event for every certificate that passed its
-- end date since the last run (the embedded server runs it hourly, supabase/local/register/
-- jobs.ts; on hosted Supabase pg_cron or a front with the service role, docs/deploy.md).
create or replace function public.record_certificate_expiries()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.certificates;
  n integer := 0;
begin
  for c in
    select x.* from public.certificates x
    where x.status <> 'dicabut' and x.valid_until < private.jakarta_today()
      and not private.certificate_recorded_expired(x.id)
    order by x.valid_until, x.number
  loop
    perform private.record_expiry_event(c, true);
    n := n + 1;
  end loop;
  return n;
end
$$;
comment on function public.record_certificate_expiries() is
  'Scheduled (service role): writes the status event of every certificate that passed valid_until since the last run; returns how many.';

-- ---------------------------------------------------------------------------------------
-- 4. signed checkpoints
-- ---------------------------------------------------------------------------------------
create table public.certificate_chain_checkpoints (
  id bigint generated always as identity primary key,
  event_count bigint not null check (event_count >= 0),
  head_hash text not null check (head_hash ~ '^[0-9a-f]{64}$'),
  signed_at timestamptz not null,
  key_id text not null check (key_id ~ '^[A-Za-z0-9_-]{43}$'),
  signature text not null check (signature ~ '^[A-Za-z0-9_-]{86}$'),
  created_at timestamptz not null default now()
);
comment on table public.certificate_chain_checkpoints is
  'Signed checkpoints of the status-event chain: its length and head hash at signed_at, Ed25519-signed by the site''s key (key_id: its RFC 7638 thumbprint) over the text of supabase/local/register/chain.ts. Append-only; written by record_register_checkpoint.';
alter table public.certificate_chain_checkpoints enable row level security;
create policy "certificate_chain_checkpoints: staff read" on public.certificate_chain_checkpoints
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
revoke all on public.certificate_chain_checkpoints from anon;
revoke insert, update, delete, truncate on public.certificate_chain_checkpoints from authenticated, service_role;
create trigger certificate_chain_checkpoints_forbid_change before update or delete on public.certificate_chain_checkpoints
  for each row execute function private.forbid_register_history_change();
create trigger certificate_chain_checkpoints_forbid_truncate before truncate on public.certificate_chain_checkpoints
  for each statement execute function private.forbid_register_history_change();

-- The chain's head now: {event_count, head_hash} (64 zeros when empty).
create or replace function public.register_chain_head()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object('event_count', coalesce(max(e.seq), 0),
    'head_hash', coalesce((select x.hash from public.certificate_status_events x order by x.seq desc limit 1), repeat('0', 64)))
  from public.certificate_status_events e
$$;
comment on function public.register_chain_head() is
  'Service role: the status-event chain''s length and head hash, for signing a checkpoint.';

-- Keeps a checkpoint the server signed: only for a real position of the chain and a time of
-- now (the signature itself is checked by the verifiers, which hold the public key).
create or replace function public.record_register_checkpoint(
  event_count bigint, head_hash text, signed_at timestamptz, key_id text, signature text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  at_count text;
  new_id bigint;
begin
  if event_count is null or event_count < 0 then
    perform private.invalid('event_count', 'Posisi rantai tidak valid.', 'Not a position of the chain.');
  end if;
  at_count := case when event_count = 0 then repeat('0', 64)
    else (select e.hash from public.certificate_status_events e where e.seq = record_register_checkpoint.event_count) end;
  if at_count is null or at_count is distinct from head_hash then
    perform private.invalid('head_hash', 'Hash kepala tidak cocok dengan rantai pada posisi itu.',
      'The head hash does not match the chain at that position.');
  end if;
  if signed_at is null or signed_at < now() - interval '10 minutes' or signed_at > now() + interval '1 minute' then
    perform private.invalid('signed_at', 'Waktu tanda tangan harus sekarang.', 'The signing time must be now.');
  end if;
  insert into public.certificate_chain_checkpoints (event_count, head_hash, signed_at, key_id, signature)
  values (record_register_checkpoint.event_count, record_register_checkpoint.head_hash,
    record_register_checkpoint.signed_at, record_register_checkpoint.key_id, record_register_checkpoint.signature)
  returning id into new_id;
  return new_id;
end
$$;
comment on function public.record_register_checkpoint(bigint, text, timestamptz, text, text) is
  'Service role: stores a signed checkpoint of the status-event chain (the head must be the chain''s event at event_count).';

revoke execute on function public.record_certificate_expiries() from public, anon, authenticated;
revoke execute on function public.register_chain_head() from public, anon, authenticated;
revoke execute on function public.record_register_checkpoint(bigint, text, timestamptz, text, text) from public, anon, authenticated;
grant execute on function public.record_certificate_expiries() to service_role;
grant execute on function public.register_chain_head() to service_role;
grant execute on function public.record_register_checkpoint(bigint, text, timestamptz, text, text) to service_role;
revoke all on function private.certificate_guard(), private.certificate_subclass_guard(),
  private.chain_certificate_event(), private.forbid_register_history_change(),
  private.certificate_recorded_expired(uuid), private.record_expiry_event(public.certificates, boolean),
  private.certificate_event_canonical(public.certificate_status_events),
  private.certificate_event_hash(public.certificate_status_events) from public;
