-- The dashboard's "Total Klien" counts every client row, hidden ones included; the card also
-- says how many of them visitors see (published), so staff know what the number counts.
create or replace function public.dashboard_counts()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return json_build_object(
    'total_clients', (select count(*) from public.clients),
    'published_clients', (select count(*) from public.clients c where c.is_published),
    'published_articles', (select count(*) from public.articles a
      where a.status = 'published' and a.published_at <= public.content_now()
        and (a.unpublish_at is null or a.unpublish_at > public.content_now())),
    'new_complaints', (select count(*) from public.complaints c where c.status = 'baru'),
    'new_appeals', (select count(*) from public.appeals a where a.status = 'baru')
  );
end
$$;
comment on function public.dashboard_counts() is
  'Staff dashboard counters: {total_clients (all rows), published_clients, published_articles, new_complaints, new_appeals}.';
