-- The bulk check (/layanan/cek-sbu/massal, issue 30) in the menu under Layanan, after Cek SBU,
-- for databases seeded before this migration (a new database gets it from seed.sql, which runs
-- after the migrations). Same position as Cek SBU: the menu orders by position, then by
-- creation, so it follows Cek SBU. A site whose staff removed the Layanan menu, or already link
-- the address, is left as it is.
insert into public.navigation_menus (parent_id, label, url, sort_order, is_published)
select m.id, '{"id": "Cek SBU Massal", "en": "Bulk SBU Check"}'::jsonb, '/layanan/cek-sbu/massal',
  coalesce((select c.sort_order from public.navigation_menus c
            where c.parent_id = m.id and c.url = '/layanan/cek-sbu' limit 1), 3), true
from public.navigation_menus m
where m.id = 'a0000000-0000-4000-8000-000000000003'
  and not exists (select 1 from public.navigation_menus x where x.url = '/layanan/cek-sbu/massal');
