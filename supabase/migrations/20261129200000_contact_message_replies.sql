-- Answering a contact message from the message view: the reply is written in the admin, kept
-- under the message as a thread (dated, signed by its author) and sent to the person as an email
-- through the outbox, in the same transaction.
--
--   * public.contact_message_replies: append-only. Staff who may read messages (editors and
--     admins) read the thread; nobody inserts, updates or deletes directly.
--   * public.reply_to_message(message_id, body): the only way to add a reply (editors and
--     admins): stores it, queues the email (kind 'reply') to the message's address and marks the
--     message replied. The subject carries the reference only, never the sender's words.
--   * A message anonymised by the retention rule has its replies' text redacted too (they may
--     name the person); deleting a message deletes its thread.

alter table public.outbox drop constraint outbox_kind_check;
alter table public.outbox add constraint outbox_kind_check
  check (kind in ('received', 'status', 'outcome', 'staff_new', 'staff_digest', 'account', 'reply'));

create table public.contact_message_replies (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.contact_submissions (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  -- The author and the name they signed with (kept if the account goes).
  author_id uuid references public.app_users (id) on delete set null,
  author_name text not null check (char_length(author_name) between 1 and 120),
  -- The email sent with it.
  outbox_id uuid references public.outbox (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.contact_message_replies is
  'Replies to contact messages, sent by email through the outbox and shown as the message''s thread; append-only, written by reply_to_message().';
create index contact_message_replies_message_idx
  on public.contact_message_replies (message_id, created_at);
create index contact_message_replies_author_idx on public.contact_message_replies (author_id);
create index contact_message_replies_outbox_idx on public.contact_message_replies (outbox_id);

create trigger contact_message_replies_audit after insert or update or delete
  on public.contact_message_replies
  for each row execute function private.audit_row();

alter table public.contact_message_replies enable row level security;
revoke all on public.contact_message_replies from anon;
revoke insert, update, delete, truncate on public.contact_message_replies from authenticated;
create policy "contact_message_replies: editors and admins read" on public.contact_message_replies
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

create or replace function public.reply_to_message(message_id uuid, body text)
returns public.contact_message_replies
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.contact_submissions;
  author text;
  text_body text := btrim(coalesce(body, ''));
  lang text;
  mail_id uuid;
  reply public.contact_message_replies;
begin
  if (select public.current_app_role()) not in ('admin', 'editor') or auth.uid() is null then
    raise exception using errcode = '42501', message = 'Akses ditolak.', detail = 'Staff only.',
      hint = 'staff_only';
  end if;
  perform private.require_aal();
  select * into m from public.contact_submissions s where s.id = reply_to_message.message_id
    for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Pesan tidak ditemukan.';
  end if;
  if m.anonymised_at is not null then
    raise exception using errcode = '22023',
      message = 'Pesan ini sudah dianonimkan; alamat emailnya tidak disimpan lagi.';
  end if;
  if char_length(text_body) not between 1 and 5000 then
    raise exception using errcode = '23514', message = 'Balasan harus berisi 1 sampai 5000 karakter.';
  end if;
  select u.full_name into author from public.app_users u where u.id = auth.uid();
  lang := coalesce(m.language, 'id');

  -- Staff write the reply; nothing the sender wrote goes into the email.
  mail_id := private.queue_mail('submitter', 'reply', lang, m.email,
    case when lang = 'en' then format('[%s] Reply to your message', m.reference)
      else format('[%s] Balasan atas pesan Anda', m.reference) end,
    case when lang = 'en' then array[
      'Dear Sir or Madam,',
      format('This is our reply to your message %s of %s:', m.reference,
        private.mail_date(m.created_at, lang, true)),
      text_body,
      'Kind regards,' || e'\n' || author
    ] else array[
      'Yth. Bapak/Ibu,',
      format('Berikut balasan kami atas pesan Anda %s tanggal %s:', m.reference,
        private.mail_date(m.created_at, lang, true)),
      text_body,
      'Hormat kami,' || e'\n' || author
    ] end,
    null, null, 'contact_submissions', m.id, m.reference);

  insert into public.contact_message_replies (message_id, body, author_id, author_name, outbox_id)
  values (m.id, text_body, auth.uid(), author, mail_id)
  returning * into reply;

  if m.status <> 'dibalas' or m.handled_by is distinct from auth.uid() then
    update public.contact_submissions s set status = 'dibalas', handled_by = auth.uid()
      where s.id = m.id;
  end if;
  return reply;
end
$$;
comment on function public.reply_to_message(uuid, text) is
  'Editors and admins: replies to a contact message by email (outbox) and keeps the reply in its thread; marks the message replied. Returns the reply.';
revoke execute on function public.reply_to_message(uuid, text) from public, anon;
grant execute on function public.reply_to_message(uuid, text) to authenticated, service_role;

-- The retention rule redacts the person's details; replies may name them, so they go too.
create or replace function private.redact_message_replies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_message_replies r set body = '[dianonimkan / anonymised]'
    where r.message_id = new.id;
  return null;
end
$$;
revoke all on function private.redact_message_replies() from public;
create trigger contact_submissions_redact_replies after update of anonymised_at
  on public.contact_submissions
  for each row when (new.anonymised_at is not null and old.anonymised_at is null)
  execute function private.redact_message_replies();
