-- An anonymised case takes no new internal note: the retention rule removed its personal data
-- and its notes (20261130100000_case_notes), and a note added afterwards could bring some back.
-- A trigger rather than a policy, so the refusal says why in both languages.

create or replace function private.case_notes_refuse_anonymised()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.complaints c where c.id = new.complaint_id and c.anonymised_at is not null)
     or exists (select 1 from public.appeals a where a.id = new.appeal_id and a.anonymised_at is not null) then
    raise exception using
      errcode = '23514',
      message = 'Kasus ini sudah dianonimkan: catatan baru tidak dapat ditambahkan.',
      detail = 'This case has been anonymised: no notes can be added.',
      hint = 'case_anonymised';
  end if;
  return new;
end
$$;
revoke all on function private.case_notes_refuse_anonymised() from public;
create trigger case_notes_refuse_anonymised before insert on public.case_notes
  for each row execute function private.case_notes_refuse_anonymised();
