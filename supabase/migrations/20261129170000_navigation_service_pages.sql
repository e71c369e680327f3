-- The requirements and fees pages under Layanan, and status tracking under Layanan Online, for
-- databases seeded before this migration (a new database gets them from seed.sql, which runs
-- after the migrations). A site whose staff removed those menus, or already link the address,
-- is left as it is.
insert into public.navigation_menus (parent_id, label, url, sort_order, is_published)
select m.id, v.label, v.url, v.sort_order, true
from (values
  ('a0000000-0000-4000-8000-000000000003'::uuid, '{"id": "Persyaratan", "en": "Requirements"}'::jsonb,
    '/layanan/persyaratan', 5),
  ('a0000000-0000-4000-8000-000000000003'::uuid, '{"id": "Biaya Sertifikasi", "en": "Certification Fees"}'::jsonb,
    '/layanan/biaya', 6),
  ('a0000000-0000-4000-8000-000000000005'::uuid, '{"id": "Status Pengajuan", "en": "Submission Status"}'::jsonb,
    '/layanan/status', 3)) v(parent_id, label, url, sort_order)
join public.navigation_menus m on m.id = v.parent_id
where not exists (select 1 from public.navigation_menus x where x.url = v.url);
