-- Editors handle complaints, appeals and messages, so a new one reaches them as it reaches
-- admins: by default in the bell and by email. Each person can still turn either off in the
-- profile's notification settings. The overdue digest stays opt-in for editors.
create or replace function private.alert_recipients(setting text)
returns table (user_id uuid, email text, by_email boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, a.email::text, coalesce(s.by_email, true)
  from public.app_users u
  join auth.users a on a.id = u.id and a.deleted_at is null and (a.banned_until is null or a.banned_until <= now())
  left join public.notification_settings s on s.user_id = u.id
  where u.role in ('admin', 'editor')
    and case setting
      when 'new_submissions' then coalesce(s.new_submissions, true)
      when 'overdue_digest' then coalesce(s.overdue_digest, u.role = 'admin')
      else false end
$$;
