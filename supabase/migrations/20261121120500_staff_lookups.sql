-- Two small staff-only lookups the admin screens need without widening table access:
--   last_change(entity, record_id)  who last changed a row and when (DECISIONS 15: an edit
--                                   that lost an updated_at race says who changed it; the
--                                   audit log itself stays admin-only)
--   staff_members()                 id, name and role of staff profiles for editors and
--                                   admins (e.g. "handled by" on complaints), without emails

create or replace function public.last_change(entity text, record_id text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result json;
begin
  perform private.require_staff();
  select json_build_object(
      'actor_name', coalesce(u.full_name, l.actor_email,
        case when l.actor_id is null and l.actor_role = 'anon' then 'Publik' else 'Sistem' end),
      'action', l.action,
      'at', l.at)
  into result
  from public.audit_log l
  left join public.app_users u on u.id = l.actor_id
  where l.table_name = last_change.entity and l.record_id = last_change.record_id
  order by l.at desc, l.id desc
  limit 1;
  return result;
end
$$;
comment on function public.last_change(text, text) is
  'Staff: {actor_name, action, at} of the latest audit entry for one row, or null.';
revoke execute on function public.last_change(text, text) from public, anon;
grant execute on function public.last_change(text, text) to authenticated, service_role;

create or replace function public.staff_members()
returns table (id uuid, full_name text, role text)
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
  return query select u.id, u.full_name, u.role from public.app_users u order by u.full_name;
end
$$;
comment on function public.staff_members() is 'Editors and admins: id, full name and role of every staff profile.';
revoke execute on function public.staff_members() from public, anon;
grant execute on function public.staff_members() to authenticated, service_role;
