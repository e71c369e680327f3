-- The first certification step's duration badge read "Hari ke-0" / "Day 0" (issue 23): a day
-- count that starts at zero reads like a mistake. It now says when the step happens. Only the
-- seeded text is replaced; a note staff wrote stays.
update public.alur_sertifikasi
set duration_note = '{"id": "Saat permohonan diterima", "en": "When the application is received"}'::jsonb
where duration_note = '{"id": "Hari ke-0", "en": "Day 0"}'::jsonb;
