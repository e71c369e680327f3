-- Attachments of cases are audited like the cases (every table but the logs is): who linked,
-- which case, when; retention's deletes too. Like a case's, their entries keep only keys
-- (the file name may name the person), and are titled by the case's reference
-- (20261130140100_audit_note_titles).
-- Redefined (from 20261130100000_case_notes): case attachments are redacted like submissions.
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
  if tg_table_name in ('contact_submissions', 'complaints', 'appeals', 'case_notes', 'case_attachments') then
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

create trigger case_attachments_audit after insert or update or delete on public.case_attachments
  for each row execute function private.audit_row();
