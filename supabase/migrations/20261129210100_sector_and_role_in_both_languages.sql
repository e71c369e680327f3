-- A client's sector and a testimonial's person role are shown to visitors in both languages,
-- like every other text they read: they become translatable ({"id": …, "en": …}, English
-- optional, at most 120 characters each). Existing values become the Indonesian text; the
-- sectors and roles the demo seeded get their English.

alter table public.clients drop constraint clients_sector_check;
alter table public.clients
  alter column sector type jsonb using case when sector is null then null else jsonb_build_object('id', sector) end;
alter table public.clients
  add constraint clients_sector_check check (public.is_translatable(sector, 120, false));

alter table public.testimonials drop constraint testimonials_person_role_check;
alter table public.testimonials
  alter column person_role type jsonb
  using case when person_role is null then null else jsonb_build_object('id', person_role) end;
alter table public.testimonials
  add constraint testimonials_person_role_check check (public.is_translatable(person_role, 120, false));

update public.clients c
set sector = c.sector || jsonb_build_object('en', e.en)
from (values
  ('Bangunan Gedung', 'Buildings'),
  ('Bangunan Sipil', 'Civil engineering works'),
  ('Konstruksi Prapabrikasi', 'Prefabricated construction'),
  ('Instalasi Mekanikal dan Elektrikal', 'Mechanical and electrical installation'),
  ('Konstruksi Khusus', 'Specialist construction')
) as e (id, en)
where c.sector ->> 'id' = e.id and not c.sector ? 'en';

update public.testimonials t
set person_role = t.person_role || jsonb_build_object('en', e.en)
from (values
  ('Direktur Utama', 'President Director'),
  ('Manajer Teknik', 'Technical Manager'),
  ('Kepala Divisi Legal dan Perizinan', 'Head of Legal and Licensing')
) as e (id, en)
where t.person_role ->> 'id' = e.id and not t.person_role ? 'en';
