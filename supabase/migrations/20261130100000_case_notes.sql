-- Internal notes on complaints and appeals become a thread of dated, signed notes (append-only,
-- like a comment thread) instead of one overwritable text (issue 36).
--
--   * public.case_notes: one note on one complaint or appeal (exactly one of the two keys),
--     deleted with its case. Editors and admins (those who read cases) read the notes and add
--     their own: the author is always the caller (column privileges leave author_id to its
--     default auth.uid(), the policy checks it). Nobody updates or deletes a note; the
--     retention rule deletes the notes of the cases it anonymises (they may name the person).
--   * The `notes` column of complaints and appeals: each non-empty value becomes the case's
--     first note (author: the handler, at the case's last change), then the column is emptied
--     and no longer writable by staff. It stays (always null) so restores of older dumps load.
--   * The timeline's 'notes' event comes from the thread: a note was added, by whom, when;
--     never its text (and never in the public timeline).
--   * The audit log keeps a note's keys and author, never its text.

create table public.case_notes (
  id uuid primary key default gen_random_uuid(),
  complaint_id uuid references public.complaints (id) on delete cascade,
  appeal_id uuid references public.appeals (id) on delete cascade,
  body text not null,
  author_id uuid default auth.uid() references public.app_users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint case_notes_one_case_check check (num_nonnulls(complaint_id, appeal_id) = 1),
  constraint case_notes_body_check check (body = btrim(body) and char_length(body) between 1 and 5000)
);
comment on table public.case_notes is
  'Internal notes on a complaint or appeal: dated, signed, append-only; editors and admins read and add them.';
create index case_notes_complaint_idx on public.case_notes (complaint_id, created_at);
create index case_notes_appeal_idx on public.case_notes (appeal_id, created_at);
create index case_notes_author_idx on public.case_notes (author_id);

-- Whitespace around the text is not part of it (the check then sees what is stored).
create or replace function private.trim_case_note()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.body := btrim(new.body);
  return new;
end
$$;
revoke all on function private.trim_case_note() from public;
create trigger case_notes_trim before insert on public.case_notes
  for each row execute function private.trim_case_note();

-- 1. the old single notes become the first note of their case
insert into public.case_notes (complaint_id, body, author_id, created_at)
  select c.id, left(btrim(c.notes), 5000), c.handled_by, c.updated_at
  from public.complaints c where btrim(coalesce(c.notes, '')) <> '';
insert into public.case_notes (appeal_id, body, author_id, created_at)
  select a.id, left(btrim(a.notes), 5000), a.handled_by, a.updated_at
  from public.appeals a where btrim(coalesce(a.notes, '')) <> '';
-- Emptied without touching the cases' last change or writing audit entries (the move is not
-- a staff action).
alter table public.complaints disable trigger user;
update public.complaints set notes = null where notes is not null;
alter table public.complaints enable trigger user;
alter table public.appeals disable trigger user;
update public.appeals set notes = null where notes is not null;
alter table public.appeals enable trigger user;
revoke update (notes) on public.complaints, public.appeals from authenticated;
comment on column public.complaints.notes is 'Unused since 20261130100000_case_notes (always null): see public.case_notes.';
comment on column public.appeals.notes is 'Unused since 20261130100000_case_notes (always null): see public.case_notes.';

-- 2. rights
alter table public.case_notes enable row level security;
revoke all on public.case_notes from anon;
revoke insert, update, delete, truncate on public.case_notes from authenticated;
grant select on public.case_notes to authenticated;
grant insert (complaint_id, appeal_id, body) on public.case_notes to authenticated;
create policy "case_notes: editors and admins read" on public.case_notes
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));
create policy "case_notes: editors and admins add their own" on public.case_notes
  for insert to authenticated
  with check ((select public.current_app_role()) in ('admin', 'editor') and author_id = (select auth.uid()));
create policy "two-factor: insert" on public.case_notes as restrictive
  for insert to authenticated with check ((select public.aal_ok()));
create policy "two-factor: update" on public.case_notes as restrictive
  for update to authenticated using ((select public.aal_ok())) with check ((select public.aal_ok()));
create policy "two-factor: delete" on public.case_notes as restrictive
  for delete to authenticated using ((select public.aal_ok()));

-- 3. the audit log: who added a note to which case, never the text
-- Redefined (from 20261124100000_complaints_comms): plus the keys of a case note.
create or replace function private.redact_submission_changes(changes jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(e.key, case
    when e.key in ('id', 'reference', 'status', 'handled_by', 'decided_by', 'due_at', 'decision_date',
                   'closed_at', 'anonymised_at', 'language', 'complaint_id', 'appeal_id', 'author_id')
      then e.value
    end), '{}'::jsonb)
  from jsonb_each(changes) e
$$;

-- Redefined (from 20261123100000_security_hardening): case notes are redacted like submissions.
create or replace function private.audit_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_data jsonb := coalesce(new_row, old_row);
  diff jsonb := '{}'::jsonb;
  k text;
begin
  if tg_op = 'UPDATE' then
    for k in select jsonb_object_keys(new_row) loop
      continue when k in ('updated_at', 'created_at') or k ~* '(password|secret|token)';
      if new_row -> k is distinct from old_row -> k then
        diff := diff || jsonb_build_object(k, jsonb_build_object('old', old_row -> k, 'new', new_row -> k));
      end if;
    end loop;
    if diff = '{}'::jsonb then
      return null;
    end if;
  else
    select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) into diff
    from jsonb_each(row_data) e
    where e.key not in ('updated_at', 'created_at') and e.key !~* '(password|secret|token)';
  end if;
  if tg_table_name in ('contact_submissions', 'complaints', 'appeals', 'case_notes') then
    diff := private.redact_submission_changes(diff);
  end if;

  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, record_title, changes)
  values (
    auth.uid(),
    left(auth.email(), 254),
    left(coalesce(auth.role(), nullif(current_setting('role', true), 'none')), 64),
    lower(tg_op),
    tg_table_name,
    left(row_data ->> 'id', 64),
    private.row_title(tg_table_name, row_data),
    diff
  );
  return null;
end
$$;

create trigger case_notes_audit after insert or update or delete on public.case_notes
  for each row execute function private.audit_row();

-- 4. the timeline
-- Redefined (from 20261124100000_complaints_comms; moved to `private` behind the two-factor
-- wrapper by 20261128100000_staff_two_factor): the 'notes' events are the notes of the thread
-- (when, by whom), no longer changes of the old column.
create or replace function private.case_timeline(entity text, record_id uuid)
returns table (at timestamptz, kind text, status text, actor_name text, detail text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if coalesce(public.current_app_role(), '') not in ('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Akses ditolak.', detail = 'Editors and admins only.', hint = 'editors_only';
  end if;
  if case_timeline.entity not in ('complaints', 'appeals') then
    raise exception using errcode = '22023', message = 'entity must be complaints or appeals';
  end if;
  return query
    with log as (
      select l.at, l.action, l.changes, l.actor_id, l.actor_role, l.id
      from public.audit_log l
      where l.table_name = case_timeline.entity and l.record_id = case_timeline.record_id::text
    ), named as (
      select log.*, coalesce(u.full_name, case when log.actor_id is null and log.actor_role = 'anon' then 'Publik' else 'Sistem' end) as actor
      from log left join public.app_users u on u.id = log.actor_id
    ), events as (
      select n.at, 'received'::text as kind, 'baru'::text as status, n.actor, null::text as detail, n.id as seq, 0 as sub
        from named n where n.action = 'insert'
      union all
      select n.at, 'status', n.changes -> 'status' ->> 'new', n.actor, null, n.id, 1
        from named n where n.action = 'update' and n.changes ? 'status'
      union all
      select n.at, 'assigned', null, n.actor, h.full_name, n.id, 2
        from named n left join public.app_users h on h.id::text = n.changes -> 'handled_by' ->> 'new'
        where n.action = 'update' and n.changes ? 'handled_by'
      union all
      select n.at, 'decided_by', null, n.actor, d.full_name, n.id, 3
        from named n left join public.app_users d on d.id::text = n.changes -> 'decided_by' ->> 'new'
        where n.action = 'update' and n.changes ? 'decided_by'
      union all
      select n.at, 'resolution', null, n.actor, null, n.id, 4
        from named n where n.action = 'update' and n.changes ? 'resolution'
      union all
      select cn.created_at, 'notes', null, coalesce(u.full_name, 'Sistem'), null, null, 5
        from public.case_notes cn left join public.app_users u on u.id = cn.author_id
        where (case_timeline.entity = 'complaints' and cn.complaint_id = case_timeline.record_id)
           or (case_timeline.entity = 'appeals' and cn.appeal_id = case_timeline.record_id)
      union all
      select coalesce(o.sent_at, o.created_at), 'message', o.status, null, o.kind, null, 6
        from public.outbox o
        where o.audience = 'submitter' and o.entity = case_timeline.entity and o.record_id = case_timeline.record_id
    )
    select e.at, e.kind, e.status, e.actor, e.detail from events e order by e.at, e.seq nulls last, e.sub;
end
$$;
revoke execute on function private.case_timeline(text, uuid) from public, anon, authenticated;

-- 5. retention
-- Redefined (from 20261124100000_complaints_comms): as before, and the notes of the anonymised
-- complaints and appeals are deleted (they may name the person).
create or replace function private.anonymise_closed_submissions(months integer)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz;
  done integer := 0;
  n integer;
  r record;
begin
  if months is null or months < 1 then
    raise exception using errcode = '22023', message = 'months must be at least 1';
  end if;
  cutoff := now() - make_interval(months => months);
  for r in
    update public.complaints set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
      where anonymised_at is null and closed_at < cutoff returning 'complaints' as entity, id
  loop
    perform private.redact_outbox(r.entity, r.id);
    delete from public.case_notes cn where cn.complaint_id = r.id;
    done := done + 1;
  end loop;
  for r in
    update public.appeals set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
      where anonymised_at is null and closed_at < cutoff returning 'appeals' as entity, id
  loop
    perform private.redact_outbox(r.entity, r.id);
    delete from public.case_notes cn where cn.appeal_id = r.id;
    done := done + 1;
  end loop;
  for r in
    update public.contact_submissions set name = 'Anonim', email = 'anonim@redacted.invalid', phone = null, anonymised_at = now()
      where anonymised_at is null and closed_at < cutoff returning 'contact_submissions' as entity, id
  loop
    perform private.redact_outbox(r.entity, r.id);
    done := done + 1;
  end loop;
  return done;
end
$$;
