-- The public forms' per-email limit (5 submissions an hour, each one an acknowledgement email
-- to that address) counts mailboxes, not spellings. It used to hash the lower-cased address,
-- so `budi+1@gmail.com`, `budi+2@gmail.com`, `b.udi@gmail.com` … each got five more
-- acknowledgement emails into the same inbox: the forms could be used to flood someone's
-- mailbox. Now the address is normalised first (`private.mailbox_key`): lower case, the `+tag`
-- of the local part removed (sub-addressing: every common provider delivers `name+tag` to
-- `name`), and for Gmail (gmail.com, googlemail.com: one domain) the dots of the local part,
-- which Gmail ignores. Normalising can only join addresses, so the limit can only get stricter;
-- the stored address and the emails themselves are unchanged.

create or replace function private.mailbox_key(email text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when a.at = 0 then a.address
    else (case when a.domain in ('gmail.com', 'googlemail.com')
            then replace(split_part(a.local, '+', 1), '.', '')
            else split_part(a.local, '+', 1) end)
      || '@' || (case when a.domain = 'googlemail.com' then 'gmail.com' else a.domain end)
  end
  from (
    select b.address, b.at, left(b.address, b.at - 1) as local, substr(b.address, b.at + 1) as domain
    from (
      select x.address,
        -- The last '@': the local part may hold one only quoted, which is_email refuses anyway.
        case when strpos(x.address, '@') = 0 then 0
          else length(x.address) - strpos(reverse(x.address), '@') + 1 end as at
      from (select rtrim(lower(btrim(email)), '.') as address) x
    ) b
  ) a
$$;
comment on function private.mailbox_key(text) is
  'The mailbox an address delivers to, for counting: lower case, +tag removed, dots removed and googlemail.com = gmail.com for Gmail.';
revoke all on function private.mailbox_key(text) from public;

create or replace function private.enforce_submission_rate_limit(kind text, email text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  max_per_email constant integer := 5;
  max_per_address constant integer := 20;
  h text := encode(sha256(convert_to(private.mailbox_key(email), 'UTF8')), 'hex');
  addr text := private.client_address();
begin
  -- Serialise submissions of one sender so concurrent requests cannot slip past the limit.
  perform pg_advisory_xact_lock(hashtext('submission:' || h));
  if addr is not null then
    perform pg_advisory_xact_lock(hashtext('submission-addr:' || addr));
  end if;
  delete from private.submission_events e where e.created_at < now() - interval '1 day';
  if (select count(*) from private.submission_events e
      where e.email_hash = h and e.created_at > now() - interval '1 hour') >= max_per_email
     or (addr is not null and (select count(*) from private.submission_events e
      where e.client_addr = addr and e.created_at > now() - interval '1 hour') >= max_per_address) then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak pengiriman. Silakan coba lagi dalam satu jam.',
      detail = 'Too many submissions. Please try again in an hour.',
      hint = 'rate_limited';
  end if;
  insert into private.submission_events (kind, email_hash, client_addr)
  values (enforce_submission_rate_limit.kind, h, addr);
end
$$;
comment on column private.submission_events.email_hash is
  'sha256 of private.mailbox_key(email): counts per mailbox without keeping a second copy of the address.';
