-- Demo content for a fictitious LSBU (Lembaga Sertifikasi Badan Usaha), Indonesian and
-- English. Runs once on a new database after the migrations. Organisation, people,
-- companies, numbers and addresses are invented; regulation names, classification codes
-- and the certification flow follow shared/reference/lsbu-domain.md. Images are local SVG
-- files under public/images/seed; those of the content are objects of the media bucket. No users: the first start opens first-time setup.

-- ---------------------------------------------------------------------------------------
-- the demo images: objects of the media bucket, so the media library lists them
-- ---------------------------------------------------------------------------------------
-- Their bytes are the repository's files under public/images/seed: version 'seed' is read from
-- there by the embedded Storage (supabase/local/storage/blobs.ts), so a fresh start copies
-- nothing. The storage trigger writes their library rows; the alt texts come from the content
-- below (slides and news covers: the one-source rule of 20261130130000) or are set at the end.
insert into storage.objects (bucket_id, name, version, metadata, user_metadata)
select 'media', f.name, 'seed',
  jsonb_build_object('eTag', '"seed-' || md5(f.name) || '"', 'size', f.size, 'mimetype', 'image/svg+xml',
    'cacheControl', 'max-age=3600', 'lastModified', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
    'contentLength', f.size, 'httpStatusCode', 200),
  jsonb_build_object('name', regexp_replace(f.name, '^.*/', ''), 'width', f.width, 'height', f.height)
from (values
  ('seed/hero/slide-1.svg', 2181, 1600, 800),
  ('seed/hero/slide-2.svg', 1592, 1600, 800),
  ('seed/hero/slide-3.svg', 1475, 1600, 800),
  ('seed/news/news-1.svg', 1306, 1600, 900),
  ('seed/news/news-2.svg', 1571, 1600, 900),
  ('seed/news/news-3.svg', 1985, 1600, 900),
  ('seed/news/news-4.svg', 2744, 1600, 900),
  ('seed/news/news-5.svg', 1330, 1600, 900),
  ('seed/news/news-6.svg', 1620, 1600, 900),
  ('seed/clients/client-1.svg', 613, 240, 120),
  ('seed/clients/client-2.svg', 615, 240, 120),
  ('seed/clients/client-3.svg', 607, 240, 120),
  ('seed/clients/client-4.svg', 609, 240, 120),
  ('seed/clients/client-5.svg', 615, 240, 120),
  ('seed/clients/client-6.svg', 619, 240, 120),
  ('seed/clients/client-7.svg', 621, 240, 120),
  ('seed/clients/client-8.svg', 611, 240, 120),
  ('seed/clients/client-9.svg', 611, 240, 120),
  ('seed/people/person-1.svg', 461, 240, 240),
  ('seed/people/person-2.svg', 493, 240, 240),
  ('seed/people/person-3.svg', 461, 240, 240),
  ('seed/people/person-4.svg', 484, 240, 240),
  ('seed/people/person-5.svg', 469, 240, 240),
  ('seed/people/person-6.svg', 493, 240, 240),
  ('seed/people/person-7.svg', 461, 240, 240),
  ('seed/people/person-8.svg', 493, 240, 240)
) as f (name, size, width, height);

-- ---------------------------------------------------------------------------------------
-- site settings
-- ---------------------------------------------------------------------------------------
insert into public.site_settings (share_image_url, share_image_width, share_image_height, logo_url, site_name, tagline, address, phone, email, work_hours, map_url, whatsapp)
values (
  '/images/seed/share.png', 1200, 630,
  '/images/seed/logo.svg',
  'LSBU Karya Mandiri Nusantara',
  jsonb_build_object(
    'id', 'Sertifikasi badan usaha jasa konstruksi yang cepat, transparan dan tidak memihak.',
    'en', 'Fast, transparent and impartial certification for construction service companies.'),
  'Gedung Graha Karya Lt. 5, Jl. Raya Pasar Minggu No. 17, Pancoran, Jakarta Selatan 12780',
  '021-7990-1234',
  'layanan@lsbu-kmn.example',
  jsonb_build_object('id', 'Senin–Jumat, 08.00–16.00 WIB', 'en', 'Monday–Friday, 08:00–16:00 WIB (UTC+7)'),
  null,
  -- The chat button's WhatsApp (a mobile; the office phone above is a landline): 0812-1990-1234.
  '6281219901234'
);

-- ---------------------------------------------------------------------------------------
-- navigation (docs/product.md#navigation-tree default tree; parents use '#')
-- ---------------------------------------------------------------------------------------
insert into public.navigation_menus (id, parent_id, label, url, sort_order, is_published) values
  ('a0000000-0000-4000-8000-000000000001', null, '{"id": "Beranda", "en": "Home"}', '/', 1, true),
  ('a0000000-0000-4000-8000-000000000002', null, '{"id": "Profil", "en": "Profile"}', '#', 2, true),
  ('a0000000-0000-4000-8000-000000000003', null, '{"id": "Layanan", "en": "Services"}', '#', 3, true),
  ('a0000000-0000-4000-8000-000000000004', null, '{"id": "Informasi", "en": "Information"}', '#', 4, true),
  ('a0000000-0000-4000-8000-000000000005', null, '{"id": "Layanan Online", "en": "Online Services"}', '#', 5, true);

insert into public.navigation_menus (parent_id, label, url, sort_order, is_published) values
  ('a0000000-0000-4000-8000-000000000002', '{"id": "Tentang Kami", "en": "About Us"}', '/profil/tentang', 1, true),
  ('a0000000-0000-4000-8000-000000000002', '{"id": "Visi & Misi", "en": "Vision & Mission"}', '/profil/visi-misi', 2, true),
  ('a0000000-0000-4000-8000-000000000002', '{"id": "Struktur Organisasi", "en": "Organisation Structure"}', '/profil/struktur-organisasi', 3, true),
  ('a0000000-0000-4000-8000-000000000002', '{"id": "Legalitas", "en": "Legality"}', '/profil/legalitas', 4, true),
  ('a0000000-0000-4000-8000-000000000002', '{"id": "Kontak", "en": "Contact"}', '/profil/kontak', 5, true),
  ('a0000000-0000-4000-8000-000000000003', '{"id": "Ruang Lingkup", "en": "Scope"}', '/layanan/ruang-lingkup', 1, true),
  ('a0000000-0000-4000-8000-000000000003', '{"id": "Alur Sertifikasi", "en": "Certification Flow"}', '/layanan/alur', 2, true),
  ('a0000000-0000-4000-8000-000000000003', '{"id": "Cek SBU", "en": "Check an SBU"}', '/layanan/cek-sbu', 3, true),
  ('a0000000-0000-4000-8000-000000000003', '{"id": "Cek SBU Massal", "en": "Bulk SBU Check"}', '/layanan/cek-sbu/massal', 4, true),
  ('a0000000-0000-4000-8000-000000000003', '{"id": "Direktori BUJK", "en": "Company Directory"}', '/layanan/direktori', 5, true),
  ('a0000000-0000-4000-8000-000000000003', '{"id": "Persyaratan", "en": "Requirements"}', '/layanan/persyaratan', 6, true),
  ('a0000000-0000-4000-8000-000000000003', '{"id": "Biaya Sertifikasi", "en": "Certification Fees"}', '/layanan/biaya', 7, true),
  ('a0000000-0000-4000-8000-000000000004', '{"id": "Berita", "en": "News"}', '/informasi/news', 1, true),
  ('a0000000-0000-4000-8000-000000000004', '{"id": "Produk Hukum", "en": "Legal Products"}', '/informasi/produk-hukum', 2, true),
  ('a0000000-0000-4000-8000-000000000004', '{"id": "FAQ", "en": "FAQ"}', '/informasi/faq', 3, true),
  ('a0000000-0000-4000-8000-000000000004', '{"id": "Klien Kami", "en": "Our Clients"}', '/informasi/klien', 4, true),
  ('a0000000-0000-4000-8000-000000000005', '{"id": "Keluhan", "en": "Complaints"}', '/keluhan', 1, true),
  ('a0000000-0000-4000-8000-000000000005', '{"id": "Banding", "en": "Appeals"}', '/banding', 2, true),
  ('a0000000-0000-4000-8000-000000000005', '{"id": "Status Pengajuan", "en": "Submission Status"}', '/layanan/status', 3, true);

-- ---------------------------------------------------------------------------------------
-- hero slides
-- ---------------------------------------------------------------------------------------
insert into public.hero_slides (sort_order, title, subtitle, cta_primary_text, cta_primary_url, cta_secondary_text,
  cta_secondary_url, image_url, image_description, is_published) values
(1,
  '{"id": "Sertifikasi Badan Usaha Jasa Konstruksi", "en": "Certification for Construction Service Companies"}',
  '{"id": "Dapatkan Sertifikat Badan Usaha (SBU) melalui proses yang terukur, transparan dan tepat waktu.", "en": "Obtain your Business Entity Certificate (SBU) through a measured, transparent and timely process."}',
  '{"id": "Ajukan Sertifikasi", "en": "Apply for Certification"}', '/layanan/alur',
  '{"id": "Hubungi Kami", "en": "Contact Us"}', '/profil/kontak',
  '/storage/v1/object/public/media/seed/hero/slide-1.svg',
  '{"id": "Ilustrasi gedung bertingkat dalam tahap konstruksi dengan derek menara", "en": "Illustration of a high-rise building under construction with a tower crane"}',
  true),
(2,
  '{"id": "Asesor Profesional dan Berpengalaman", "en": "Professional, Experienced Assessors"}',
  '{"id": "Penilaian kompetensi badan usaha oleh asesor yang memahami klasifikasi gedung, sipil, dan instalasi.", "en": "Company assessments by assessors who know building, civil and installation classifications."}',
  '{"id": "Lihat Ruang Lingkup", "en": "View Our Scope"}', '/layanan/ruang-lingkup',
  '{"id": "Pertanyaan Umum", "en": "FAQ"}', '/informasi/faq',
  '/storage/v1/object/public/media/seed/hero/slide-2.svg',
  '{"id": "Ilustrasi jembatan beton melintasi sungai", "en": "Illustration of a concrete bridge across a river"}',
  true),
(3,
  '{"id": "Layanan Keluhan dan Banding yang Terbuka", "en": "Open Complaints and Appeals Handling"}',
  '{"id": "Sampaikan keluhan atau banding secara daring dan pantau statusnya dengan nomor referensi.", "en": "Lodge a complaint or appeal online and follow its status with your reference number."}',
  '{"id": "Ajukan Keluhan", "en": "Lodge a Complaint"}', '/keluhan',
  '{"id": "Ajukan Banding", "en": "Lodge an Appeal"}', '/banding',
  '/storage/v1/object/public/media/seed/hero/slide-3.svg',
  '{"id": "Ilustrasi dokumen sertifikat dengan stempel dan tanda centang", "en": "Illustration of a certificate document with a seal and a check mark"}',
  true);

-- ---------------------------------------------------------------------------------------
-- certification flow (docs/product.md#certification-flow): nine steps
-- ---------------------------------------------------------------------------------------
insert into public.alur_sertifikasi (step_order, title, description, duration_note) values
(1, '{"id": "Permohonan", "en": "Application"}',
  '{"id": "Badan usaha mengajukan permohonan sertifikasi baru, perubahan, atau sertifikasi ulang melalui sistem perizinan dan memilih LSBU Karya Mandiri Nusantara.", "en": "The company applies for a new certificate, a change, or re-certification through the licensing system and selects LSBU Karya Mandiri Nusantara."}',
  '{"id": "Saat permohonan diterima", "en": "When the application is received"}'),
(2, '{"id": "Kaji Ulang Permohonan", "en": "Application Review"}',
  '{"id": "Petugas memeriksa kelengkapan dan keabsahan dokumen serta kesesuaian subklasifikasi dan kualifikasi yang dimohon.", "en": "Our staff check that the documents are complete and valid and that the requested subclassification and qualification fit."}',
  '{"id": "1 hari kerja", "en": "1 working day"}'),
(3, '{"id": "Perjanjian Sertifikasi dan Pembayaran", "en": "Certification Agreement and Payment"}',
  '{"id": "Pemohon menandatangani perjanjian sertifikasi dan melunasi tagihan. Asesmen dimulai setelah pembayaran dikonfirmasi.", "en": "The applicant signs the certification agreement and pays the invoice. Assessment starts once payment is confirmed."}',
  '{"id": "Setelah pembayaran dikonfirmasi", "en": "Once payment is confirmed"}'),
(4, '{"id": "Perbaikan Dokumen", "en": "Document Correction"}',
  '{"id": "Dokumen yang tidak lengkap atau tidak sah dikembalikan kepada pemohon untuk diperbaiki.", "en": "Incomplete or invalid documents are returned to the applicant for correction."}',
  '{"id": "3 hari untuk perbaikan, lalu 2 hari untuk pengembalian", "en": "3 days to correct, then 2 days to return"}'),
(5, '{"id": "Penunjukan Asesor dan Evaluasi", "en": "Assessor Appointment and Evaluation"}',
  '{"id": "LSBU menunjuk asesor yang kompeten dan bebas konflik kepentingan untuk mengevaluasi persyaratan badan usaha.", "en": "We appoint a competent assessor with no conflict of interest to evaluate the company against the requirements."}',
  '{"id": "2–3 hari kerja", "en": "2–3 working days"}'),
(6, '{"id": "Inspeksi atau Audit", "en": "Inspection or Audit"}',
  '{"id": "Asesor melakukan verifikasi lapangan atau audit jarak jauh terhadap kantor, tenaga kerja konstruksi, dan peralatan.", "en": "The assessor verifies the office, construction workforce and equipment on site or by remote audit."}',
  '{"id": "Sesuai jadwal yang disepakati", "en": "As scheduled with the applicant"}'),
(7, '{"id": "Kaji Ulang oleh Panel", "en": "Panel Review"}',
  '{"id": "Panel yang tidak terlibat dalam asesmen meninjau hasil evaluasi dan rekomendasi asesor.", "en": "A panel not involved in the assessment reviews the evaluation results and the assessor''s recommendation."}',
  '{"id": "1 hari kerja", "en": "1 working day"}'),
(8, '{"id": "Keputusan oleh Direktur", "en": "Decision by the Director"}',
  '{"id": "Direktur memutuskan pemberian, penolakan, atau pembatasan ruang lingkup sertifikasi berdasarkan rekomendasi panel.", "en": "The director grants, refuses or limits the scope of certification on the panel''s recommendation."}',
  '{"id": "1 hari kerja", "en": "1 working day"}'),
(9, '{"id": "Registrasi dan Penerbitan e-Sertifikat", "en": "Registration and e-Certificate Issue"}',
  '{"id": "Sertifikat elektronik diregistrasi dan diterbitkan. Jika ditolak, pemohon menerima alasan tertulis dan dapat mengajukan banding.", "en": "The electronic certificate is registered and issued. If refused, the applicant receives written reasons and may appeal."}',
  '{"id": "Setelah keputusan", "en": "After the decision"}');

-- ---------------------------------------------------------------------------------------
-- scope: classifications and subclassifications (Permen PUPR 6/2021, KBLI 2020).
-- KK001, KP001, PB001 and PA001 are illustrative codes (see docs/database.md).
-- ---------------------------------------------------------------------------------------
insert into public.rl_categories (id, code, name, description, sort_order) values
  ('b0000000-0000-4000-8000-000000000001', 'BG', '{"id": "Bangunan Gedung", "en": "Buildings"}',
   '{"id": "Pekerjaan konstruksi gedung hunian, perkantoran, industri, perbelanjaan, kesehatan, pendidikan, penginapan, hiburan dan lainnya.", "en": "Construction of residential, office, industrial, retail, healthcare, education, lodging, entertainment and other buildings."}', 1),
  ('b0000000-0000-4000-8000-000000000002', 'BS', '{"id": "Bangunan Sipil", "en": "Civil Works"}',
   '{"id": "Pekerjaan konstruksi jalan, jembatan, jalan layang, serta jaringan irigasi dan drainase.", "en": "Construction of roads, bridges, flyovers and irrigation and drainage networks."}', 2),
  ('b0000000-0000-4000-8000-000000000003', 'IN', '{"id": "Instalasi Mekanikal dan Elektrikal", "en": "Mechanical and Electrical Installation"}',
   '{"id": "Pekerjaan instalasi mekanikal gedung dan bangunan sipil, serta instalasi minyak dan gas.", "en": "Mechanical installation in buildings and civil works, and oil and gas installation."}', 3),
  ('b0000000-0000-4000-8000-000000000004', 'KK', '{"id": "Konstruksi Khusus", "en": "Specialised Construction"}',
   '{"id": "Pekerjaan konstruksi yang memerlukan keahlian dan peralatan khusus, seperti pondasi dan tiang pancang.", "en": "Construction work that needs specialist skills and equipment, such as foundations and piling."}', 4),
  ('b0000000-0000-4000-8000-000000000005', 'KP', '{"id": "Konstruksi Prapabrikasi", "en": "Prefabricated Construction"}',
   '{"id": "Pemasangan komponen bangunan yang dibuat di pabrik.", "en": "Installation of factory-made building components."}', 5),
  ('b0000000-0000-4000-8000-000000000006', 'PB', '{"id": "Penyelesaian Bangunan", "en": "Building Completion"}',
   '{"id": "Pekerjaan penyelesaian seperti pengecatan, pemasangan kaca, dan pekerjaan interior.", "en": "Finishing work such as painting, glazing and interior work."}', 6),
  ('b0000000-0000-4000-8000-000000000007', 'PA', '{"id": "Penyewaan Peralatan", "en": "Equipment Rental"}',
   '{"id": "Penyewaan alat konstruksi beserta operatornya.", "en": "Rental of construction equipment with operators."}', 7);

insert into public.rl_subclass (category_id, code, name, description, kbli, qualifications, sort_order) values
  ('b0000000-0000-4000-8000-000000000001', 'BG001', '{"id": "Konstruksi Gedung Hunian", "en": "Residential Building Construction"}',
   '{"id": "Rumah tinggal, rumah susun, apartemen dan asrama.", "en": "Houses, flats, apartments and dormitories."}', '41011', array['Kecil', 'Menengah', 'Besar'], 1),
  ('b0000000-0000-4000-8000-000000000001', 'BG002', '{"id": "Konstruksi Gedung Perkantoran", "en": "Office Building Construction"}',
   '{"id": "Gedung kantor pemerintah dan swasta.", "en": "Government and private office buildings."}', '41012', array['Kecil', 'Menengah', 'Besar'], 2),
  ('b0000000-0000-4000-8000-000000000001', 'BG003', '{"id": "Konstruksi Gedung Industri", "en": "Industrial Building Construction"}',
   '{"id": "Pabrik, gudang dan bangunan industri lainnya.", "en": "Factories, warehouses and other industrial buildings."}', '41013', array['Kecil', 'Menengah', 'Besar'], 3),
  ('b0000000-0000-4000-8000-000000000001', 'BG004', '{"id": "Konstruksi Gedung Perbelanjaan", "en": "Retail Building Construction"}',
   '{"id": "Pusat perbelanjaan, pasar dan pertokoan.", "en": "Shopping centres, markets and shops."}', '41014', array['Kecil', 'Menengah', 'Besar'], 4),
  ('b0000000-0000-4000-8000-000000000001', 'BG005', '{"id": "Konstruksi Gedung Kesehatan", "en": "Healthcare Building Construction"}',
   '{"id": "Rumah sakit, puskesmas dan klinik.", "en": "Hospitals, community health centres and clinics."}', '41015', array['Kecil', 'Menengah', 'Besar'], 5),
  ('b0000000-0000-4000-8000-000000000001', 'BG006', '{"id": "Konstruksi Gedung Pendidikan", "en": "Education Building Construction"}',
   '{"id": "Sekolah, kampus dan gedung pelatihan.", "en": "Schools, campuses and training buildings."}', '41016', array['Kecil', 'Menengah', 'Besar'], 6),
  ('b0000000-0000-4000-8000-000000000001', 'BG007', '{"id": "Konstruksi Gedung Penginapan", "en": "Lodging Building Construction"}',
   '{"id": "Hotel, wisma dan penginapan.", "en": "Hotels, guest houses and lodges."}', '41017', array['Kecil', 'Menengah', 'Besar'], 7),
  ('b0000000-0000-4000-8000-000000000001', 'BG008', '{"id": "Konstruksi Gedung Tempat Hiburan dan Olahraga", "en": "Entertainment and Sports Building Construction"}',
   '{"id": "Gedung pertunjukan, bioskop, stadion dan gelanggang olahraga.", "en": "Theatres, cinemas, stadiums and sports halls."}', '41018', array['Kecil', 'Menengah', 'Besar'], 8),
  ('b0000000-0000-4000-8000-000000000001', 'BG009', '{"id": "Konstruksi Gedung Lainnya", "en": "Other Building Construction"}',
   '{"id": "Gedung peribadatan, terminal, dan gedung lain yang tidak termasuk subklasifikasi di atas.", "en": "Places of worship, terminals and other buildings not covered above."}', '41019', array['Kecil', 'Menengah', 'Besar'], 9),
  ('b0000000-0000-4000-8000-000000000002', 'BS001', '{"id": "Konstruksi Bangunan Sipil Jalan", "en": "Road Construction"}',
   '{"id": "Jalan raya, jalan tol, jalan lingkungan dan perkerasan.", "en": "Highways, toll roads, local roads and pavements."}', '42101', array['Kecil', 'Menengah', 'Besar'], 1),
  ('b0000000-0000-4000-8000-000000000002', 'BS002', '{"id": "Konstruksi Jembatan, Jalan Layang, Fly Over, dan Underpass", "en": "Bridges, Elevated Roads, Flyovers and Underpasses"}',
   '{"id": "Jembatan, jalan layang, fly over dan underpass.", "en": "Bridges, elevated roads, flyovers and underpasses."}', '42102', array['Kecil', 'Menengah', 'Besar'], 2),
  ('b0000000-0000-4000-8000-000000000002', 'BS004', '{"id": "Konstruksi Jaringan Irigasi dan Drainase", "en": "Irrigation and Drainage Networks"}',
   '{"id": "Saluran irigasi, drainase perkotaan dan bangunan pelengkapnya.", "en": "Irrigation channels, urban drainage and their structures."}', '42201', array['Kecil', 'Menengah', 'Besar'], 3),
  ('b0000000-0000-4000-8000-000000000003', 'IN001', '{"id": "Instalasi Mekanikal", "en": "Mechanical Installation"}',
   '{"id": "Tata udara, plambing, proteksi kebakaran dan transportasi vertikal dalam bangunan.", "en": "Air conditioning, plumbing, fire protection and vertical transport in buildings."}', '43291', array['Kecil', 'Menengah', 'Besar'], 1),
  ('b0000000-0000-4000-8000-000000000003', 'IN004', '{"id": "Instalasi Minyak dan Gas", "en": "Oil and Gas Installation"}',
   '{"id": "Instalasi pipa dan peralatan minyak dan gas.", "en": "Oil and gas piping and equipment installation."}', '43223', array['Menengah', 'Besar', 'Spesialis'], 2),
  ('b0000000-0000-4000-8000-000000000004', 'KK001', '{"id": "Pemasangan Pondasi dan Tiang Pancang", "en": "Foundation and Piling Installation"}',
   '{"id": "Pekerjaan pondasi dalam, tiang pancang dan bored pile.", "en": "Deep foundations, driven piles and bored piles."}', '43901', array['Spesialis'], 1),
  ('b0000000-0000-4000-8000-000000000005', 'KP001', '{"id": "Pemasangan Bangunan Prafabrikasi untuk Gedung", "en": "Prefabricated Building Installation"}',
   '{"id": "Perakitan dan pemasangan komponen gedung prafabrikasi.", "en": "Assembly and installation of prefabricated building components."}', null, array['Kecil', 'Menengah', 'Besar'], 1),
  ('b0000000-0000-4000-8000-000000000006', 'PB001', '{"id": "Pengecatan", "en": "Painting"}',
   '{"id": "Pengecatan bangunan gedung dan bangunan sipil.", "en": "Painting of buildings and civil structures."}', null, array['Kecil', 'Menengah'], 1),
  ('b0000000-0000-4000-8000-000000000007', 'PA001', '{"id": "Penyewaan Alat Konstruksi dengan Operator", "en": "Construction Equipment Rental with Operator"}',
   '{"id": "Penyewaan alat berat beserta operator bersertifikat.", "en": "Heavy equipment rental with certified operators."}', '43905', array['Spesialis'], 1);

-- ---------------------------------------------------------------------------------------
-- old subclassification codes (KBLI-2015 era) that tender documents still cite, mapped to
-- today's subclasses for the tender-fit check (legacy_subclass_codes, migration
-- 20261202100000_tender_fit.sql). Codes and names after the LPJK 2015–2017 scheme (Perlem LPJK
-- 3/2017, jasa pelaksana): a starting point that STAFF MUST CONFIRM against the official
-- conversion table before relying on it. Only the old codes that correspond to the subclasses
-- in this seed; old BG codes are left out (they reuse today's BG001–BG009 codes with other
-- meanings, and a current code always means today's subclass). MK007 maps to two subclasses.
-- ---------------------------------------------------------------------------------------
insert into public.legacy_subclass_codes (old_code, old_name, subclass_id)
select m.old_code, m.old_name::jsonb, s.id
from (values
  ('SI001', '{"id": "Saluran Air, Pelabuhan, Dam, dan Prasarana Sumber Daya Air Lainnya", "en": "Waterways, Ports, Dams and Other Water Resource Works"}', 'BS004'),
  ('SI003', '{"id": "Jalan Raya (kecuali Jalan Layang), Jalan, Rel Kereta Api, dan Landas Pacu Bandara", "en": "Highways (except Elevated Roads), Roads, Railways and Airport Runways"}', 'BS001'),
  ('SI004', '{"id": "Jembatan, Jalan Layang, Terowongan, dan Subway", "en": "Bridges, Elevated Roads, Tunnels and Subways"}', 'BS002'),
  ('MK001', '{"id": "Instalasi Pemanasan, Ventilasi Udara, dan AC dalam Bangunan", "en": "Heating, Ventilation and Air Conditioning in Buildings"}', 'IN001'),
  ('MK002', '{"id": "Instalasi Pipa Air (Plumbing) dalam Bangunan dan Salurannya", "en": "Water Piping (Plumbing) in Buildings"}', 'IN001'),
  ('MK005', '{"id": "Instalasi Lift dan Tangga Berjalan", "en": "Lifts and Escalators"}', 'IN001'),
  ('MK007', '{"id": "Instalasi Thermal, Bertekanan, Minyak, Gas, Geothermal (Pekerjaan Rekayasa)", "en": "Thermal, Pressure, Oil, Gas and Geothermal Installations (Engineering Works)"}', 'IN001'),
  ('MK007', '{"id": "Instalasi Thermal, Bertekanan, Minyak, Gas, Geothermal (Pekerjaan Rekayasa)", "en": "Thermal, Pressure, Oil, Gas and Geothermal Installations (Engineering Works)"}', 'IN004'),
  ('MK009', '{"id": "Konstruksi Perpipaan Minyak, Gas, dan Energi (Pekerjaan Rekayasa)", "en": "Oil, Gas and Energy Piping (Engineering Works)"}', 'IN004'),
  ('MK010', '{"id": "Fasilitas Produksi dan Penyimpanan Minyak dan Gas (Pekerjaan Rekayasa)", "en": "Oil and Gas Production and Storage Facilities (Engineering Works)"}', 'IN004'),
  ('MK011', '{"id": "Penyewaan Alat Konstruksi dan Pembongkaran Bangunan dengan Operator", "en": "Construction Equipment Rental and Demolition with Operator"}', 'PA001')
) as m(old_code, old_name, code)
join public.rl_subclass s on s.code = m.code;

-- ---------------------------------------------------------------------------------------
-- legal products (real regulations; summaries are plain-language descriptions)
-- ---------------------------------------------------------------------------------------
insert into public.legal_products (title, summary, category, number, year, created_at, file_url) values
  ('{"id": "Undang-Undang Nomor 2 Tahun 2017 tentang Jasa Konstruksi", "en": "Law Number 2 of 2017 on Construction Services"}',
   '{"id": "Dasar hukum penyelenggaraan jasa konstruksi, termasuk kewajiban sertifikasi badan usaha.", "en": "The legal basis of construction services, including the certification duty for companies."}',
   'UU', '2', 2017, now() - interval '100 days', '/files/seed/uu-2-2017.pdf'),
  ('{"id": "Undang-Undang Nomor 6 Tahun 2023 tentang Penetapan Perppu Nomor 2 Tahun 2022 tentang Cipta Kerja menjadi Undang-Undang", "en": "Law Number 6 of 2023 enacting Government Regulation in Lieu of Law Number 2 of 2022 on Job Creation"}',
   '{"id": "Mengubah sebagian ketentuan UU Jasa Konstruksi (sebelumnya diubah UU 11/2020) dalam kerangka perizinan berusaha berbasis risiko.", "en": "Amends parts of the Construction Services Law (earlier amended by Law 11/2020) within risk-based business licensing."}',
   'UU', '6', 2023, now() - interval '99 days', '/files/seed/uu-6-2023.pdf'),
  ('{"id": "Peraturan Pemerintah Nomor 22 Tahun 2020 tentang Peraturan Pelaksanaan UU Nomor 2 Tahun 2017 tentang Jasa Konstruksi", "en": "Government Regulation Number 22 of 2020 implementing Law Number 2 of 2017 on Construction Services"}',
   '{"id": "Ketentuan pelaksanaan UU Jasa Konstruksi.", "en": "Implementing rules of the Construction Services Law."}',
   'PP', '22', 2020, now() - interval '98 days', '/files/seed/pp-22-2020.pdf'),
  ('{"id": "Peraturan Pemerintah Nomor 14 Tahun 2021 tentang Perubahan atas PP Nomor 22 Tahun 2020", "en": "Government Regulation Number 14 of 2021 amending Government Regulation Number 22 of 2020"}',
   '{"id": "Perubahan peraturan pelaksanaan UU Jasa Konstruksi.", "en": "Amendment of the implementing rules of the Construction Services Law."}',
   'PP', '14', 2021, now() - interval '97 days', '/files/seed/pp-14-2021.pdf'),
  ('{"id": "Peraturan Pemerintah Nomor 5 Tahun 2021 tentang Penyelenggaraan Perizinan Berusaha Berbasis Risiko", "en": "Government Regulation Number 5 of 2021 on Risk-Based Business Licensing"}',
   '{"id": "Kerangka perizinan berusaha berbasis risiko, termasuk sektor jasa konstruksi.", "en": "The framework of risk-based business licensing, including construction services."}',
   'PP', '5', 2021, now() - interval '96 days', '/files/seed/pp-5-2021.pdf'),
  ('{"id": "Peraturan Menteri PUPR Nomor 6 Tahun 2021 tentang Standar Kegiatan Usaha dan Produk pada Penyelenggaraan Perizinan Berusaha Berbasis Risiko Sektor PUPR", "en": "Minister of Public Works and Housing Regulation Number 6 of 2021 on business activity and product standards in risk-based licensing"}',
   '{"id": "Memuat klasifikasi, subklasifikasi dan kualifikasi badan usaha jasa konstruksi yang menjadi ruang lingkup SBU.", "en": "Sets out the classifications, subclassifications and qualifications that make up the SBU scope."}',
   'Permen', '6', 2021, now() - interval '95 days', '/files/seed/permen-pupr-6-2021.pdf'),
  ('{"id": "Peraturan Menteri PUPR Nomor 8 Tahun 2022", "en": "Minister of Public Works and Housing Regulation Number 8 of 2022"}',
   '{"id": "Ketentuan pelaksanaan pemenuhan persyaratan perizinan berusaha jasa konstruksi, termasuk sertifikasi badan usaha.", "en": "Rules for meeting construction business licensing requirements, including company certification."}',
   'Permen', '8', 2022, now() - interval '94 days', '/files/seed/permen-pupr-8-2022.pdf'),
  ('{"id": "Keputusan Menteri PUPR Nomor 713/KPTS/M/2022", "en": "Minister of Public Works and Housing Decree Number 713/KPTS/M/2022"}',
   '{"id": "Besaran biaya layanan sertifikasi badan usaha jasa konstruksi menurut kualifikasi.", "en": "Fees for construction company certification by qualification."}',
   'Kepmen', '713/KPTS/M/2022', 2022, now() - interval '93 days', '/files/seed/kepmen-pupr-713-2022.pdf'),
  ('{"id": "Surat Edaran LPJK Nomor 02/SE/LPJK/2021", "en": "LPJK Circular Number 02/SE/LPJK/2021"}',
   '{"id": "Ketentuan lisensi Lembaga Sertifikasi Badan Usaha (LSBU).", "en": "Licensing of business entity certification bodies (LSBU)."}',
   'SE', '02/SE/LPJK/2021', 2021, now() - interval '92 days', '/files/seed/se-lpjk-02-2021.pdf'),
  ('{"id": "Surat Edaran LPJK Nomor 17/SE/LPJK/2021", "en": "LPJK Circular Number 17/SE/LPJK/2021"}',
   '{"id": "Petunjuk teknis pelaksanaan sertifikasi dan registrasi badan usaha jasa konstruksi.", "en": "Technical guidance on certifying and registering construction companies."}',
   'SE', '17/SE/LPJK/2021', 2021, now() - interval '91 days', '/files/seed/se-lpjk-17-2021.pdf');

-- ---------------------------------------------------------------------------------------
-- legality documents of the (fictitious) body
-- ---------------------------------------------------------------------------------------
insert into public.legalitas (title, description, number, issuer, issued_at, valid_until, sort_order, file_url) values
  ('{"id": "Akta Pendirian Perkumpulan", "en": "Deed of Establishment"}',
   '{"id": "Akta pendirian badan hukum LSBU Karya Mandiri Nusantara.", "en": "Deed establishing LSBU Karya Mandiri Nusantara as a legal entity."}',
   '12 / 2019', 'Notaris Sri Handayani, S.H., M.Kn. (Jakarta)', '2019-03-14', null, 1, '/files/seed/akta-pendirian.pdf'),
  ('{"id": "Pengesahan Badan Hukum", "en": "Legal Entity Approval"}',
   '{"id": "Keputusan pengesahan pendirian badan hukum perkumpulan.", "en": "Decree approving the establishment of the association as a legal entity."}',
   'AHU-0004721.AH.01.07.TAHUN 2019', 'Kementerian Hukum dan HAM RI', '2019-04-02', null, 2, '/files/seed/pengesahan-badan-hukum.pdf'),
  ('{"id": "Lisensi Lembaga Sertifikasi Badan Usaha", "en": "Business Entity Certification Body Licence"}',
   '{"id": "Lisensi untuk melaksanakan sertifikasi badan usaha jasa konstruksi pada klasifikasi BG, BS, IN, KK, KP, PB dan PA.", "en": "Licence to certify construction companies in the BG, BS, IN, KK, KP, PB and PA classifications."}',
   '045/LSBU/LPJK/2024', 'Lembaga Pengembangan Jasa Konstruksi (LPJK)', '2024-02-19', '2029-02-18', 3, '/files/seed/lisensi-lsbu.pdf'),
  ('{"id": "Sertifikat Akreditasi ISO/IEC 17065", "en": "ISO/IEC 17065 Accreditation Certificate"}',
   '{"id": "Akreditasi sebagai lembaga sertifikasi produk, proses dan jasa.", "en": "Accreditation as a certification body for products, processes and services."}',
   'LSPr-118-IDN', 'Komite Akreditasi Nasional (KAN)', '2023-09-05', '2027-09-04', 4, '/files/seed/akreditasi-iso-17065.pdf'),
  ('{"id": "Nomor Induk Berusaha (NIB)", "en": "Business Identification Number (NIB)"}',
   '{"id": "Identitas berusaha yang diterbitkan melalui sistem OSS.", "en": "Business identity issued through the OSS system."}',
   '9120005831447', 'Lembaga OSS', '2021-06-21', null, 5, '/files/seed/nib.pdf');

-- ---------------------------------------------------------------------------------------
-- organisation structure (fictitious people)
-- ---------------------------------------------------------------------------------------
insert into public.struktur_organisasi (id, parent_id, name, position, photo_url, "order") values
  ('c0000000-0000-4000-8000-000000000001', null, 'Ir. Hendra Wiratama, M.T.', '{"id": "Direktur", "en": "Director"}', '/storage/v1/object/public/media/seed/people/person-1.svg', 1),
  ('c0000000-0000-4000-8000-000000000002', null, 'Dr. Ratna Kusumawati, S.T., M.Sc.', '{"id": "Ketua Komite Ketidakberpihakan", "en": "Chair of the Impartiality Committee"}', '/storage/v1/object/public/media/seed/people/person-2.svg', 2),
  ('c0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Agus Santoso, S.T.', '{"id": "Manajer Sertifikasi", "en": "Certification Manager"}', '/storage/v1/object/public/media/seed/people/person-3.svg', 3),
  ('c0000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'Maya Lestari, S.E., Ak.', '{"id": "Manajer Keuangan dan Administrasi", "en": "Finance and Administration Manager"}', '/storage/v1/object/public/media/seed/people/person-4.svg', 4),
  ('c0000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000001', 'Rizky Pratama, S.T., M.T.', '{"id": "Manajer Mutu", "en": "Quality Manager"}', '/storage/v1/object/public/media/seed/people/person-5.svg', 5),
  ('c0000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000003', 'Dian Puspitasari, S.T.', '{"id": "Koordinator Asesor", "en": "Assessor Coordinator"}', '/storage/v1/object/public/media/seed/people/person-6.svg', 6),
  ('c0000000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000004', 'Fajar Nugroho, S.Kom.', '{"id": "Staf Teknologi Informasi", "en": "IT Officer"}', '/storage/v1/object/public/media/seed/people/person-7.svg', 7),
  ('c0000000-0000-4000-8000-000000000008', 'c0000000-0000-4000-8000-000000000005', 'Siti Rahmawati, S.H.', '{"id": "Staf Layanan Pelanggan, Keluhan dan Banding", "en": "Customer Service, Complaints and Appeals Officer"}', '/storage/v1/object/public/media/seed/people/person-8.svg', 8);

-- ---------------------------------------------------------------------------------------
-- clients (fictitious companies)
-- ---------------------------------------------------------------------------------------
insert into public.clients (name, logo_url, website_url, sector, sort_order, is_published) values
  ('PT Bangun Karya Persada', '/storage/v1/object/public/media/seed/clients/client-1.svg', null, '{"id": "Bangunan Gedung", "en": "Buildings"}', 1, true),
  ('CV Sinar Jaya Konstruksi', '/storage/v1/object/public/media/seed/clients/client-2.svg', null, '{"id": "Bangunan Gedung", "en": "Buildings"}', 2, true),
  ('PT Tirta Marga Utama', '/storage/v1/object/public/media/seed/clients/client-3.svg', null, '{"id": "Bangunan Sipil", "en": "Civil engineering works"}', 3, true),
  ('PT Cahaya Beton Prima', '/storage/v1/object/public/media/seed/clients/client-4.svg', null, '{"id": "Konstruksi Prapabrikasi", "en": "Prefabricated construction"}', 4, true),
  ('PT Mitra Sipil Sejahtera', '/storage/v1/object/public/media/seed/clients/client-5.svg', null, '{"id": "Bangunan Sipil", "en": "Civil engineering works"}', 5, true),
  ('CV Anugerah Teknik Mandiri', '/storage/v1/object/public/media/seed/clients/client-6.svg', null, '{"id": "Instalasi Mekanikal dan Elektrikal", "en": "Mechanical and electrical installation"}', 6, true),
  ('PT Elektrika Daya Nusantara', '/storage/v1/object/public/media/seed/clients/client-7.svg', null, '{"id": "Instalasi Mekanikal dan Elektrikal", "en": "Mechanical and electrical installation"}', 7, true),
  ('PT Pondasi Kokoh Abadi', '/storage/v1/object/public/media/seed/clients/client-8.svg', null, '{"id": "Konstruksi Khusus", "en": "Specialist construction"}', 8, true),
  ('PT Graha Hijau Lestari', '/storage/v1/object/public/media/seed/clients/client-9.svg', null, '{"id": "Bangunan Gedung", "en": "Buildings"}', 9, false);

-- ---------------------------------------------------------------------------------------
-- testimonials (fictitious people of the fictitious clients above)
-- ---------------------------------------------------------------------------------------
insert into public.testimonials (company, person_name, person_role, quote, photo_url, sort_order, is_published) values
  ('PT Bangun Karya Persada', 'Ir. Bambang Sutrisno', '{"id": "Direktur Utama", "en": "President Director"}',
   '{"id": "Proses sertifikasi SBU kami untuk subklasifikasi bangunan gedung berjalan jelas dari verifikasi dokumen sampai penilaian lapangan. Asesor menjelaskan setiap temuan sehingga kami bisa segera melengkapinya.", "en": "Our SBU certification for the building subclassification was clear from document verification to the field assessment. The assessors explained every finding so we could complete it right away."}',
   '/storage/v1/object/public/media/seed/people/person-3.svg', 1, true),
  ('PT Tirta Marga Utama', 'Sri Wahyuni, S.T.', '{"id": "Manajer Teknik", "en": "Technical Manager"}',
   '{"id": "Perpanjangan SBU untuk pekerjaan jaringan irigasi selesai tepat waktu. Status permohonan bisa kami pantau sendiri, dan tim layanan menjawab pertanyaan kami dengan cepat.", "en": "Renewing our SBU for irrigation works was done on time. We could follow the application status ourselves, and the service team answered our questions quickly."}',
   '/storage/v1/object/public/media/seed/people/person-4.svg', 2, true),
  ('PT Elektrika Daya Nusantara', 'Andi Saputra', '{"id": "Kepala Divisi Legal dan Perizinan", "en": "Head of Legal and Licensing"}',
   '{"id": "Sebagai kontraktor instalasi mekanikal dan elektrikal, kami membutuhkan kepastian kualifikasi untuk mengikuti tender. Sertifikat kami kini dapat diverifikasi langsung di situs LSBU.", "en": "As a mechanical and electrical installation contractor we need certainty about our qualification to bid in tenders. Our certificate can now be verified directly on the LSBU website."}',
   '/storage/v1/object/public/media/seed/people/person-5.svg', 3, true);

-- ---------------------------------------------------------------------------------------
-- FAQs
-- ---------------------------------------------------------------------------------------
insert into public.faqs (question, answer, category, sort_order, is_published) values
  ('{"id": "Apa itu Sertifikat Badan Usaha (SBU)?", "en": "What is a Business Entity Certificate (SBU)?"}',
   '{"id": "SBU adalah tanda bukti pengakuan terhadap klasifikasi, subklasifikasi dan kualifikasi badan usaha jasa konstruksi. SBU menjadi salah satu syarat perizinan berusaha dan keikutsertaan dalam pengadaan pekerjaan konstruksi.", "en": "An SBU certifies a construction company''s classification, subclassification and qualification. It is required for business licensing and for taking part in construction tenders."}',
   'umum', 1, true),
  ('{"id": "Bagaimana cara mengajukan permohonan sertifikasi?", "en": "How do I apply for certification?"}',
   '{"id": "Permohonan diajukan melalui sistem perizinan berusaha: pastikan NIB sudah terbit, lalu ajukan SBU dan pilih LSBU Karya Mandiri Nusantara. Tim kami akan memeriksa kelengkapan dokumen dan mengirimkan tagihan serta draf perjanjian sertifikasi.", "en": "Apply through the business licensing system: make sure your NIB has been issued, then apply for the SBU and choose LSBU Karya Mandiri Nusantara. We check your documents and send an invoice and a draft certification agreement."}',
   'sertifikasi', 2, true),
  ('{"id": "Berapa lama proses sertifikasi?", "en": "How long does certification take?"}',
   '{"id": "Untuk dokumen yang lengkap, proses umumnya selesai dalam 7–10 hari kerja setelah pembayaran dikonfirmasi. Jika dokumen perlu diperbaiki, pemohon memiliki 3 hari untuk memperbaiki, lalu kami mengembalikan hasil pemeriksaan dalam 2 hari.", "en": "With complete documents the process usually ends within 7–10 working days after payment is confirmed. If documents need correcting, you have 3 days to correct them and we return our check within 2 days."}',
   'sertifikasi', 3, true),
  ('{"id": "Berapa biaya sertifikasi?", "en": "How much does certification cost?"}',
   '{"id": "Biaya mengikuti ketentuan Kepmen PUPR 713/KPTS/M/2022 dan dibedakan menurut kualifikasi (Kecil, Menengah, Besar, Spesialis). Rincian tersedia pada halaman Biaya. Pembayaran dilakukan penuh saat perjanjian sertifikasi ditandatangani.", "en": "Fees follow Ministerial Decree 713/KPTS/M/2022 and depend on the qualification (Small, Medium, Large, Specialist). See the Fees page. Payment is due in full when the certification agreement is signed."}',
   'biaya', 4, true),
  ('{"id": "Dokumen apa saja yang perlu disiapkan?", "en": "Which documents do I need?"}',
   '{"id": "Antara lain akta pendirian dan perubahannya, pengesahan badan hukum, NIB, NPWP, laporan keuangan, daftar tenaga kerja konstruksi bersertifikat, daftar peralatan, dan pengalaman pekerjaan. Daftar lengkap ada pada halaman Persyaratan.", "en": "Among others: the deed of establishment and amendments, legal entity approval, NIB, tax number, financial statements, the list of certified construction workers, equipment and work experience. The full list is on the Requirements page."}',
   'dokumen', 5, true),
  ('{"id": "Berapa lama masa berlaku SBU?", "en": "How long is an SBU valid?"}',
   '{"id": "SBU umumnya berlaku selama 3 tahun dan wajib dipelihara melalui pemantauan tahunan. Sertifikasi ulang dapat diajukan sebelum masa berlaku berakhir.", "en": "An SBU is generally valid for 3 years and is maintained through annual surveillance. Re-certification can be requested before it expires."}',
   'sertifikasi', 6, true),
  ('{"id": "Bagaimana cara menyampaikan keluhan?", "en": "How do I lodge a complaint?"}',
   '{"id": "Isi formulir pada halaman Keluhan. Anda akan menerima nomor referensi (misalnya KEL-2026-00042) untuk memantau status keluhan. Kami menanggapi paling lambat 3 hari kerja melalui email yang Anda cantumkan.", "en": "Fill in the form on the Complaints page. You receive a reference number (e.g. KEL-2026-00042) to follow its status. We answer within 3 working days by email."}',
   'keluhan-banding', 7, true),
  ('{"id": "Kapan saya dapat mengajukan banding?", "en": "When can I appeal?"}',
   '{"id": "Banding atas keputusan sertifikasi dapat diajukan paling lambat 14 hari kerja setelah keputusan diterima. Banding ditangani oleh personel yang tidak terlibat dalam keputusan awal dan diputuskan paling lambat 3 hari kerja setelah berkas lengkap.", "en": "You can appeal a certification decision within 14 working days of receiving it. The appeal is handled by people not involved in the original decision and decided within 3 working days of a complete file."}',
   'keluhan-banding', 8, true),
  ('{"id": "Bagaimana memastikan keaslian sertifikat?", "en": "How can I check that a certificate is genuine?"}',
   '{"id": "Status setiap SBU (aktif, dibekukan, dicabut atau kedaluwarsa) dapat diperiksa pada sistem informasi LPJK atau dengan menghubungi kami dengan menyebutkan nomor sertifikat.", "en": "The status of any SBU (active, suspended, withdrawn or expired) can be checked in the LPJK information system or by contacting us with the certificate number."}',
   'umum', 9, true);

-- ---------------------------------------------------------------------------------------
-- news articles: four published, one scheduled for next week, one draft
-- ---------------------------------------------------------------------------------------
insert into public.articles (slug, title, excerpt, content, cover_image_url, cover_alt, status, published_at) values
('lsbu-kmn-raih-perpanjangan-lisensi-lpjk',
  '{"id": "LSBU Karya Mandiri Nusantara Raih Perpanjangan Lisensi LPJK", "en": "LSBU Karya Mandiri Nusantara Renews Its LPJK Licence"}',
  '{"id": "Lisensi kami sebagai lembaga sertifikasi badan usaha diperpanjang hingga 2029 untuk tujuh klasifikasi.", "en": "Our licence as a business entity certification body has been renewed until 2029 for seven classifications."}',
  jsonb_build_object('id', $md$LSBU Karya Mandiri Nusantara menerima perpanjangan lisensi dari Lembaga Pengembangan Jasa Konstruksi (LPJK) untuk melaksanakan sertifikasi badan usaha jasa konstruksi hingga **Februari 2029**.

Perpanjangan ini mencakup tujuh klasifikasi: Bangunan Gedung (BG), Bangunan Sipil (BS), Instalasi Mekanikal dan Elektrikal (IN), Konstruksi Khusus (KK), Konstruksi Prapabrikasi (KP), Penyelesaian Bangunan (PB) dan Penyewaan Peralatan (PA).

> "Lisensi ini adalah amanah. Kami akan terus menjaga proses sertifikasi yang cepat, terukur dan tidak memihak," kata Direktur LSBU, Ir. Hendra Wiratama, M.T.

Badan usaha yang sertifikatnya akan berakhir dapat mulai mengajukan sertifikasi ulang melalui sistem perizinan berusaha.$md$,
  'en', $md$LSBU Karya Mandiri Nusantara has had its licence from the Construction Services Development Board (LPJK) renewed, allowing it to certify construction companies until **February 2029**.

The renewal covers seven classifications: Buildings (BG), Civil Works (BS), Mechanical and Electrical Installation (IN), Specialised Construction (KK), Prefabricated Construction (KP), Building Completion (PB) and Equipment Rental (PA).

> "This licence is a trust. We will keep certification fast, measured and impartial," said our Director, Ir. Hendra Wiratama, M.T.

Companies whose certificates are about to expire can apply for re-certification through the business licensing system.$md$),
  '/storage/v1/object/public/media/seed/news/news-1.svg',
  '{"id": "Ilustrasi piagam lisensi dengan pita", "en": "Illustration of a licence charter with a ribbon"}',
  'published', now() - interval '40 days'),
('sosialisasi-sbu-bagi-kontraktor-kecil',
  '{"id": "Sosialisasi SBU bagi Kontraktor Kualifikasi Kecil di Bekasi", "en": "SBU Information Session for Small Contractors in Bekasi"}',
  '{"id": "Lebih dari 80 pelaku usaha mengikuti sosialisasi persyaratan dan alur sertifikasi badan usaha.", "en": "More than 80 business owners attended a session on certification requirements and flow."}',
  jsonb_build_object('id', $md$Bersama asosiasi badan usaha setempat, kami menyelenggarakan sosialisasi sertifikasi badan usaha bagi kontraktor kualifikasi kecil di Bekasi.

Materi yang dibahas:

1. Dasar hukum sertifikasi badan usaha.
2. Memilih subklasifikasi yang sesuai dengan KBLI.
3. Menyiapkan dokumen tenaga kerja konstruksi dan peralatan.
4. Alur sertifikasi dan tenggat perbaikan dokumen.

Peserta juga berkonsultasi langsung dengan asesor kami mengenai kendala yang mereka hadapi.$md$,
  'en', $md$Together with the local contractors' association, we held an information session on company certification for small contractors in Bekasi.

Topics covered:

1. The legal basis of company certification.
2. Choosing the subclassification that matches your KBLI code.
3. Preparing construction workforce and equipment documents.
4. The certification flow and document correction deadlines.

Participants also talked one-to-one with our assessors about the issues they face.$md$),
  '/storage/v1/object/public/media/seed/news/news-2.svg',
  '{"id": "Ilustrasi ruang pertemuan dengan layar presentasi", "en": "Illustration of a meeting room with a presentation screen"}',
  'published', now() - interval '21 days'),
('layanan-pelacakan-keluhan-dan-banding',
  '{"id": "Kini Keluhan dan Banding Dapat Dipantau dengan Nomor Referensi", "en": "Complaints and Appeals Can Now Be Tracked by Reference Number"}',
  '{"id": "Setiap keluhan dan banding kini mendapat nomor referensi untuk memantau statusnya secara daring.", "en": "Every complaint and appeal now gets a reference number to track its status online."}',
  jsonb_build_object('id', $md$Mulai bulan ini, setiap keluhan dan banding yang diajukan melalui situs kami mendapat **nomor referensi** seperti `KEL-2026-00042` atau `BDG-2026-00007`.

Dengan nomor tersebut dan alamat email yang Anda gunakan, Anda dapat memantau status pengajuan: *baru*, *diproses*, *selesai* atau *ditolak*, beserta tanggapan kami.

Keluhan ditanggapi paling lambat 3 hari kerja. Banding diputuskan paling lambat 3 hari kerja setelah berkas lengkap.$md$,
  'en', $md$From this month, every complaint and appeal lodged on our site gets a **reference number** such as `KEL-2026-00042` or `BDG-2026-00007`.

With that number and the email address you used, you can follow its status: *new*, *in progress*, *resolved* or *rejected*, together with our answer.

Complaints are answered within 3 working days. Appeals are decided within 3 working days of a complete file.$md$),
  '/storage/v1/object/public/media/seed/news/news-3.svg',
  '{"id": "Ilustrasi layar ponsel menampilkan status pengajuan", "en": "Illustration of a phone screen showing a submission status"}',
  'published', now() - interval '7 days'),
('jadwal-layanan-libur-akhir-tahun',
  '{"id": "Jadwal Layanan Selama Libur Akhir Tahun", "en": "Service Hours over the Year-End Holidays"}',
  '{"id": "Layanan sertifikasi tetap berjalan dengan jadwal khusus selama libur akhir tahun.", "en": "Certification services continue on a special schedule over the year-end holidays."}',
  jsonb_build_object('id', $md$Selama libur akhir tahun, kantor kami melayani pada **hari kerja pukul 09.00–14.00 WIB**. Permohonan yang masuk melalui sistem perizinan tetap diproses sesuai urutan.

Keluhan dan banding dapat diajukan kapan saja melalui situs ini.$md$,
  'en', $md$Over the year-end holidays our office is open on **working days from 09:00 to 14:00 WIB**. Applications received through the licensing system are processed in order.

Complaints and appeals can be lodged at any time through this site.$md$),
  '/storage/v1/object/public/media/seed/news/news-4.svg',
  '{"id": "Ilustrasi kalender dengan tanggal yang ditandai", "en": "Illustration of a calendar with marked dates"}',
  'published', now() - interval '2 days'),
('pelatihan-asesor-2027',
  '{"id": "Program Pelatihan Asesor Badan Usaha 2027", "en": "2027 Company Assessor Training Programme"}',
  '{"id": "Pendaftaran pelatihan asesor badan usaha angkatan pertama 2027 segera dibuka.", "en": "Registration for the first 2027 company assessor training cohort opens soon."}',
  jsonb_build_object('id', $md$Kami akan membuka pendaftaran pelatihan asesor badan usaha untuk angkatan pertama tahun 2027. Peserta adalah tenaga ahli konstruksi dengan pengalaman minimal lima tahun.

Informasi jadwal dan persyaratan akan diumumkan pada halaman ini.$md$,
  'en', $md$We will open registration for the first 2027 cohort of company assessor training. Participants are construction professionals with at least five years of experience.

Schedule and requirements will be announced on this page.$md$),
  '/storage/v1/object/public/media/seed/news/news-5.svg',
  '{"id": "Ilustrasi helm proyek dan buku catatan", "en": "Illustration of a hard hat and a notebook"}',
  'published', now() + interval '7 days'),
('draf-panduan-sertifikasi-ulang',
  '{"id": "Panduan Sertifikasi Ulang (Draf)", "en": "Re-certification Guide (Draft)"}',
  '{"id": "Langkah-langkah menyiapkan sertifikasi ulang sebelum SBU berakhir.", "en": "Steps to prepare re-certification before your SBU expires."}',
  jsonb_build_object('id', $md$Draf panduan: siapkan dokumen pemutakhiran data badan usaha paling lambat tiga bulan sebelum masa berlaku SBU berakhir.$md$,
  'en', $md$Draft guide: prepare your updated company documents at least three months before your SBU expires.$md$),
  '/storage/v1/object/public/media/seed/news/news-6.svg',
  '{"id": "Ilustrasi daftar periksa dokumen", "en": "Illustration of a document checklist"}',
  'draft', null);

-- ---------------------------------------------------------------------------------------
-- CMS pages (Markdown)
-- ---------------------------------------------------------------------------------------
insert into public.cms_pages (slug, title, meta_description, is_published, content) values
('tentang',
  '{"id": "Tentang Kami", "en": "About Us"}',
  '{"id": "Profil LSBU Karya Mandiri Nusantara, lembaga sertifikasi badan usaha jasa konstruksi berlisensi LPJK.", "en": "About LSBU Karya Mandiri Nusantara, an LPJK-licensed certification body for construction companies."}',
  true,
  jsonb_build_object('id', $md$## LSBU Karya Mandiri Nusantara

LSBU Karya Mandiri Nusantara adalah **Lembaga Sertifikasi Badan Usaha** yang berlisensi dari Lembaga Pengembangan Jasa Konstruksi (LPJK) untuk menerbitkan **Sertifikat Badan Usaha (SBU)** jasa konstruksi. Kami didirikan pada tahun 2019 oleh para praktisi dan akademisi konstruksi yang ingin menghadirkan layanan sertifikasi yang cepat, terukur dan tidak memihak.

### Apa yang kami lakukan

- Sertifikasi baru, perubahan dan sertifikasi ulang SBU untuk klasifikasi Bangunan Gedung, Bangunan Sipil, Instalasi Mekanikal dan Elektrikal, Konstruksi Khusus, Konstruksi Prapabrikasi, Penyelesaian Bangunan serta Penyewaan Peralatan.
- Pemantauan (survailen) sertifikat yang telah terbit.
- Penanganan keluhan dan banding secara terbuka dengan nomor referensi.

### Cara kami bekerja

Setiap permohonan dinilai oleh asesor yang kompeten dan bebas konflik kepentingan, ditinjau oleh panel yang tidak terlibat dalam asesmen, lalu diputuskan oleh Direktur. Kami menerapkan persyaratan ISO/IEC 17065 dan diawasi oleh Komite Ketidakberpihakan.

### Kantor

Gedung Graha Karya Lt. 5, Jl. Raya Pasar Minggu No. 17, Pancoran, Jakarta Selatan 12780. Layanan Senin–Jumat pukul 08.00–16.00 WIB.$md$,
  'en', $md$## LSBU Karya Mandiri Nusantara

LSBU Karya Mandiri Nusantara is a **business entity certification body** licensed by the Construction Services Development Board (LPJK) to issue the **Business Entity Certificate (SBU)** for construction companies. We were founded in 2019 by construction practitioners and academics who wanted certification to be fast, measured and impartial.

### What we do

- New certification, changes and re-certification of the SBU for Buildings, Civil Works, Mechanical and Electrical Installation, Specialised Construction, Prefabricated Construction, Building Completion and Equipment Rental.
- Surveillance of certificates we have issued.
- Open handling of complaints and appeals, each with a reference number.

### How we work

Every application is assessed by a competent assessor with no conflict of interest, reviewed by a panel not involved in the assessment, and decided by the Director. We apply the requirements of ISO/IEC 17065 and are overseen by an Impartiality Committee.

### Office

Graha Karya Building, 5th floor, Jl. Raya Pasar Minggu No. 17, Pancoran, South Jakarta 12780. Open Monday to Friday, 08:00–16:00 WIB.$md$)),
('visi-misi',
  '{"id": "Visi & Misi", "en": "Vision & Mission"}',
  '{"id": "Visi dan misi LSBU Karya Mandiri Nusantara.", "en": "The vision and mission of LSBU Karya Mandiri Nusantara."}',
  true,
  jsonb_build_object('id', $md$## Visi

Menjadi lembaga sertifikasi badan usaha jasa konstruksi yang **terpercaya, tidak memihak dan berorientasi pada pelayanan**, sehingga mendorong lahirnya badan usaha konstruksi Indonesia yang kompeten dan berdaya saing.

## Misi

1. Menyelenggarakan sertifikasi badan usaha yang sesuai peraturan perundang-undangan dan standar ISO/IEC 17065.
2. Menjaga ketidakberpihakan dan kerahasiaan di setiap tahap sertifikasi.
3. Memberikan layanan yang cepat dan transparan, dengan tenggat yang jelas bagi pemohon.
4. Mengembangkan kompetensi asesor dan personel secara berkelanjutan.
5. Menangani keluhan dan banding secara terbuka, adil dan tepat waktu.

## Nilai

**Integritas** · **Profesionalisme** · **Transparansi** · **Pelayanan**$md$,
  'en', $md$## Vision

To be a **trusted, impartial and service-minded** certification body for construction companies, helping Indonesian construction companies become competent and competitive.

## Mission

1. Certify companies in line with the law and with ISO/IEC 17065.
2. Safeguard impartiality and confidentiality at every stage of certification.
3. Provide fast and transparent service with clear deadlines for applicants.
4. Keep developing the competence of our assessors and staff.
5. Handle complaints and appeals openly, fairly and on time.

## Values

**Integrity** · **Professionalism** · **Transparency** · **Service**$md$)),
('hak-kewajiban',
  '{"id": "Hak dan Kewajiban Pemohon", "en": "Rights and Duties of Applicants"}',
  '{"id": "Hak dan kewajiban pemohon serta pemegang SBU, termasuk aturan penggunaan sertifikat.", "en": "Rights and duties of applicants and certificate holders, including rules for using the certificate."}',
  true,
  jsonb_build_object('id', $md$## Hak pemohon dan pemegang sertifikat

- Memperoleh informasi yang jelas tentang proses, biaya, persyaratan dan tenggat sertifikasi.
- Diperlakukan secara adil dan tidak diskriminatif.
- Mengetahui asesor yang ditunjuk dan mengajukan keberatan bila ada potensi konflik kepentingan.
- Memperoleh kerahasiaan atas dokumen dan informasi badan usaha.
- Mengajukan keluhan dan banding serta memantau statusnya.

## Kewajiban pemohon dan pemegang sertifikat

- Menyampaikan dokumen yang benar, lengkap dan sah.
- Memperbaiki dokumen paling lambat **3 hari** setelah pemberitahuan.
- Melunasi biaya sertifikasi sesuai perjanjian.
- Memberi akses kepada asesor untuk verifikasi dan audit.
- Memberitahukan perubahan data badan usaha yang memengaruhi sertifikat.

## Penggunaan sertifikat dan nama lembaga

- SBU hanya digunakan untuk ruang lingkup (subklasifikasi dan kualifikasi) yang tercantum.
- Pemegang sertifikat tidak boleh menggunakan SBU atau nama LSBU dengan cara yang menyesatkan.
- Bila sertifikat dibekukan atau dicabut, pemegang wajib menghentikan penggunaannya dan semua rujukan kepadanya.$md$,
  'en', $md$## Rights of applicants and certificate holders

- Clear information on the certification process, fees, requirements and deadlines.
- Fair, non-discriminatory treatment.
- To know the appointed assessor and object to a possible conflict of interest.
- Confidentiality of the company's documents and information.
- To lodge complaints and appeals and follow their status.

## Duties of applicants and certificate holders

- Submit true, complete and valid documents.
- Correct documents within **3 days** of being notified.
- Pay the certification fee as agreed.
- Give assessors access for verification and audit.
- Report changes in company data that affect the certificate.

## Using the certificate and our name

- The SBU may only be used for the scope (subclassifications and qualifications) it states.
- Holders must not use the SBU or our name in a misleading way.
- If a certificate is suspended or withdrawn, the holder must stop using it and any reference to it.$md$)),
('kebijakan-ketidakberpihakan',
  '{"id": "Kebijakan Ketidakberpihakan", "en": "Impartiality Policy"}',
  '{"id": "Pernyataan komitmen ketidakberpihakan LSBU Karya Mandiri Nusantara.", "en": "The impartiality commitment of LSBU Karya Mandiri Nusantara."}',
  true,
  jsonb_build_object('id', $md$## Pernyataan ketidakberpihakan

Pimpinan dan seluruh personel LSBU Karya Mandiri Nusantara berkomitmen menjalankan sertifikasi secara **tidak memihak**, objektif dan bebas dari tekanan komersial, keuangan maupun tekanan lainnya.

### Komitmen kami

1. Kami tidak memberikan jasa konsultansi kepada badan usaha yang kami sertifikasi.
2. Asesor dan anggota panel menandatangani pernyataan bebas konflik kepentingan untuk setiap penugasan.
3. Personel yang pernah bekerja atau memiliki hubungan dengan pemohon dalam dua tahun terakhir tidak ditugaskan pada permohonan tersebut.
4. Keputusan sertifikasi diambil oleh Direktur berdasarkan rekomendasi panel yang tidak terlibat dalam asesmen.
5. Risiko terhadap ketidakberpihakan diidentifikasi, dianalisis dan ditinjau secara berkala oleh **Komite Ketidakberpihakan** yang beranggotakan perwakilan pihak berkepentingan.

Setiap pihak yang melihat potensi pelanggaran ketidakberpihakan dapat menyampaikannya melalui halaman Keluhan.$md$,
  'en', $md$## Impartiality statement

The management and all staff of LSBU Karya Mandiri Nusantara are committed to certifying **impartially**, objectively and free from commercial, financial or other pressure.

### Our commitments

1. We do not offer consultancy to companies we certify.
2. Assessors and panel members sign a no-conflict-of-interest statement for every assignment.
3. Staff who worked for or had ties with an applicant in the past two years are not assigned to its application.
4. Certification decisions are taken by the Director on the recommendation of a panel not involved in the assessment.
5. Risks to impartiality are identified, analysed and reviewed regularly by an **Impartiality Committee** representing the interested parties.

Anyone who sees a possible breach of impartiality can report it through the Complaints page.$md$)),
('biaya',
  '{"id": "Biaya Sertifikasi", "en": "Certification Fees"}',
  '{"id": "Biaya layanan sertifikasi badan usaha menurut kualifikasi.", "en": "Company certification fees by qualification."}',
  true,
  jsonb_build_object('id', $md$## Biaya sertifikasi badan usaha

Biaya layanan mengikuti Keputusan Menteri PUPR Nomor 713/KPTS/M/2022 dan ditetapkan per subklasifikasi menurut kualifikasi:

| Kualifikasi | Biaya per subklasifikasi |
|---|---|
| Kecil | Rp315.000 |
| Menengah | Rp2.257.500 |
| Besar | Rp9.450.000 |
| Spesialis (BUJKN/PMA) | Rp7.560.000 |

### Ketentuan pembayaran

- Tagihan diterbitkan bersama draf perjanjian sertifikasi setelah dokumen dinyatakan lengkap.
- Pembayaran dilakukan **penuh** saat perjanjian sertifikasi ditandatangani, melalui transfer ke rekening resmi lembaga.
- Asesmen dimulai setelah pembayaran dikonfirmasi.
- Kami tidak menerima pembayaran tunai dan tidak memungut biaya lain di luar tagihan resmi.

### Pendanaan lembaga

Kegiatan lembaga dibiayai dari biaya layanan sertifikasi. Kami tidak menerima dana dari badan usaha yang disertifikasi dalam bentuk lain.$md$,
  'en', $md$## Company certification fees

Fees follow Minister of Public Works and Housing Decree Number 713/KPTS/M/2022 and are set per subclassification by qualification:

| Qualification | Fee per subclassification |
|---|---|
| Small | IDR 315,000 |
| Medium | IDR 2,257,500 |
| Large | IDR 9,450,000 |
| Specialist (national/foreign investment) | IDR 7,560,000 |

### Payment terms

- The invoice is issued with the draft certification agreement once the documents are complete.
- Payment is due **in full** when the certification agreement is signed, by transfer to our official account.
- Assessment starts once payment is confirmed.
- We do not accept cash and charge nothing beyond the official invoice.

### How we are funded

Our work is funded by certification fees. We accept no other funding from the companies we certify.$md$)),
('persyaratan',
  '{"id": "Persyaratan Sertifikasi", "en": "Certification Requirements"}',
  '{"id": "Dokumen yang diperlukan untuk sertifikasi badan usaha jasa konstruksi.", "en": "Documents needed to certify a construction company."}',
  true,
  jsonb_build_object('id', $md$## Persyaratan umum

- Badan usaha telah memiliki **Nomor Induk Berusaha (NIB)** dengan KBLI yang sesuai subklasifikasi yang dimohon.
- Akta pendirian dan perubahan terakhir beserta pengesahan badan hukum (untuk PT).
- NPWP badan usaha.
- Data penanggung jawab badan usaha (PJBU).

## Persyaratan kemampuan

- **Penjualan tahunan / pengalaman:** daftar pekerjaan beserta kontrak dan berita acara serah terima, sesuai kualifikasi.
- **Kemampuan keuangan:** laporan keuangan tahun terakhir; untuk kualifikasi Menengah dan Besar diaudit akuntan publik.
- **Tenaga kerja konstruksi:** penanggung jawab teknik (PJTBU) dan penanggung jawab subklasifikasi (PJSKBU) yang memiliki sertifikat kompetensi kerja sesuai.
- **Peralatan:** daftar peralatan utama beserta bukti kepemilikan atau sewa.
- **Sistem manajemen mutu:** untuk kualifikasi Besar, penerapan sistem manajemen mutu dan SMK3.

## Tips agar proses cepat

1. Pastikan nama dan nomor pada setiap dokumen konsisten.
2. Unggah dokumen hasil pindaian yang jelas dalam format PDF.
3. Tanggapi permintaan perbaikan dalam 3 hari.$md$,
  'en', $md$## General requirements

- The company has a **Business Identification Number (NIB)** with the KBLI code matching the subclassification applied for.
- The deed of establishment and its latest amendment, with legal entity approval (for limited companies).
- The company's tax number (NPWP).
- Details of the person responsible for the company (PJBU).

## Capability requirements

- **Annual sales / experience:** a list of projects with contracts and handover reports, by qualification.
- **Financial capacity:** the latest financial statements; audited by a public accountant for Medium and Large.
- **Construction workforce:** a technical lead (PJTBU) and subclassification leads (PJSKBU) holding the matching competency certificates.
- **Equipment:** a list of main equipment with proof of ownership or rental.
- **Management system:** for Large, a quality management system and occupational safety and health management (SMK3).

## Tips for a quick process

1. Keep names and numbers consistent across all documents.
2. Upload clear scans in PDF format.
3. Answer requests for correction within 3 days.$md$));

-- ---------------------------------------------------------------------------------------
-- a few demo submissions for the admin screens (references assigned by the triggers)
-- ---------------------------------------------------------------------------------------
insert into public.complaints (name, company_name, email, phone, certificate_number, subject, description, status, created_at)
values
  ('Budi Hartono', 'CV Karya Tehnik Sejati', 'budi.hartono@contoh.example', '0812-3456-7890', null,
   'Konfirmasi pembayaran belum diperbarui',
   'Kami telah melakukan pembayaran tiga hari lalu, tetapi status permohonan belum berubah menjadi konfirmasi pembayaran. Mohon dicek.',
   'baru', now() - interval '1 day'),
  ('Sri Wahyuni', 'PT Bina Marga Lestari', 'sri.wahyuni@contoh.example', '021-8890-4321', 'SBU-BS001-0098',
   'Jadwal verifikasi lapangan',
   'Jadwal verifikasi lapangan bertepatan dengan hari libur daerah. Kami mohon penjadwalan ulang.',
   'diproses', now() - interval '4 days');

insert into public.appeals (name, company_name, email, phone, certificate_number, subject, description, decision_date, status, created_at)
values
  ('Andi Saputra', 'PT Sarana Teknik Prima', 'andi.saputra@contoh.example', '0813-2222-3344', 'PRM-2026-0311',
   'Banding atas penolakan subklasifikasi IN001',
   'Kami mengajukan banding karena pengalaman pekerjaan instalasi mekanikal kami tidak diperhitungkan. Bukti kontrak terlampir pada berkas permohonan.',
   (now() at time zone 'Asia/Jakarta')::date - 3, 'baru', now() - interval '2 days');

insert into public.contact_submissions (name, email, phone, subject, message, status, created_at)
values
  ('Rina Marlina', 'rina.marlina@contoh.example', null, 'Pertanyaan sertifikasi ulang',
   'Apakah sertifikasi ulang dapat diajukan empat bulan sebelum SBU kami berakhir?', 'baru', now() - interval '6 hours'),
  ('Yusuf Hidayat', 'yusuf.hidayat@contoh.example', '0857-1111-2233', 'Permintaan kunjungan',
   'Kami ingin berkonsultasi tentang persyaratan kualifikasi Menengah. Kapan kami dapat berkunjung?', 'dibaca', now() - interval '3 days');

-- ---------------------------------------------------------------------------------------
-- certificate register: 300 fictitious companies with one SBU each, generated
-- deterministically, dates relative to today (Asia/Jakarta). The first five are named demo
-- cases: active, frozen, revoked, expired, and a name with an accent. Others: every 37th
-- frozen, every 53rd revoked, every 25th expired; i % 40 = 7/17/27 expire within 30/60/90
-- days; two thirds are listed in the directory.
-- ---------------------------------------------------------------------------------------
do $$
declare
  provinces text[] := array['Aceh', 'Sumatera Utara', 'Sumatera Barat', 'Riau', 'Kepulauan Riau', 'Jambi',
    'Sumatera Selatan', 'Kepulauan Bangka Belitung', 'Bengkulu', 'Lampung', 'DKI Jakarta', 'Jawa Barat', 'Banten',
    'Jawa Tengah', 'DI Yogyakarta', 'Jawa Timur', 'Bali', 'Nusa Tenggara Barat', 'Nusa Tenggara Timur',
    'Kalimantan Barat', 'Kalimantan Tengah', 'Kalimantan Selatan', 'Kalimantan Timur', 'Kalimantan Utara',
    'Sulawesi Utara', 'Gorontalo', 'Sulawesi Tengah', 'Sulawesi Barat', 'Sulawesi Selatan', 'Sulawesi Tenggara',
    'Maluku', 'Maluku Utara', 'Papua', 'Papua Barat', 'Papua Barat Daya', 'Papua Tengah', 'Papua Pegunungan',
    'Papua Selatan'];
  cities text[] := array['Banda Aceh', 'Medan', 'Padang', 'Pekanbaru', 'Tanjung Pinang', 'Jambi', 'Palembang',
    'Pangkalpinang', 'Bengkulu', 'Bandar Lampung', 'Jakarta Selatan', 'Bandung', 'Serang', 'Semarang', 'Yogyakarta',
    'Surabaya', 'Denpasar', 'Mataram', 'Kupang', 'Pontianak', 'Palangka Raya', 'Banjarmasin', 'Samarinda',
    'Tanjung Selor', 'Manado', 'Gorontalo', 'Palu', 'Mamuju', 'Makassar', 'Kendari', 'Ambon', 'Ternate', 'Jayapura',
    'Manokwari', 'Sorong', 'Nabire', 'Wamena', 'Merauke'];
  busy integer[] := array[11, 12, 13, 14, 16];
  w1 text[] := array['Karya', 'Bangun', 'Cipta', 'Mitra', 'Sinar', 'Graha', 'Tunas', 'Bumi', 'Wijaya', 'Putra',
    'Duta', 'Mega', 'Surya', 'Jaya', 'Nusa', 'Prima', 'Bina', 'Adhi', 'Cahaya', 'Perkasa', 'Multi', 'Sarana', 'Tri',
    'Anugerah', 'Mandala', 'Berkah', 'Samudra', 'Tirta', 'Rekayasa', 'Pilar'];
  w2 text[] := array['Beton', 'Konstruksi', 'Teknik', 'Bangunan', 'Persada', 'Utama', 'Mandiri', 'Sejahtera',
    'Abadi', 'Lestari', 'Perdana', 'Pratama', 'Nusantara', 'Raya', 'Makmur', 'Sentosa', 'Gemilang', 'Sakti',
    'Permai', 'Baja', 'Infrastruktur', 'Cemerlang', 'Kencana', 'Harapan'];
  w3 text[] := array['Jaya', 'Indonesia', 'Sejati', 'Mulia', 'Bersama', 'Sukses', 'Timur', 'Barat', 'Selatan',
    'Utara', 'Santosa', 'Agung', 'Perkasa', 'Engineering', 'Karya', 'Mandiri'];
  given text[] := array['Ahmad', 'Budi', 'Citra', 'Dewi', 'Eko', 'Fajar', 'Gita', 'Hendra', 'Indah', 'Joko',
    'Kartika', 'Lukman', 'Maya', 'Nanda', 'Oki', 'Putri', 'Rahmat', 'Sari', 'Taufik', 'Wulan'];
  family text[] := array['Santoso', 'Wijaya', 'Hidayat', 'Saputra', 'Kurniawan', 'Pratama', 'Lestari', 'Nugroho',
    'Siregar', 'Harahap', 'Simanjuntak', 'Tanjung', 'Rahman', 'Setiawan', 'Gunawan', 'Halim', 'Pangaribuan', 'Sitompul'];
  streets text[] := array['Sudirman', 'Gatot Subroto', 'Ahmad Yani', 'Diponegoro', 'Pahlawan', 'Merdeka',
    'Gajah Mada', 'Hayam Wuruk', 'Veteran', 'Imam Bonjol', 'Pemuda', 'Siliwangi'];
  sub_ids uuid[] := array(select s.id from public.rl_subclass s order by s.code);
  sub_quals text[] := array(select lower(s.qualifications[1 + (s.sort_order % cardinality(s.qualifications))])
                            from public.rl_subclass s order by s.code);
  n_sub integer := cardinality(sub_ids);
  today date := (now() at time zone 'Asia/Jakarta')::date;
  i integer;
  p integer;
  age integer;
  v_name text;
  v_form text;
  v_issued date;
  v_valid date;
  v_status text;
  v_reason jsonb;
  v_company uuid;
  v_certificate uuid;
begin
  for i in 1..300 loop
    p := case when i % 5 in (0, 1) then busy[1 + (i % 5 + i / 5) % 5] else 1 + (i * 7) % 38 end;
    v_form := case when i % 4 = 0 then 'CV' else 'PT' end;
    v_name := w1[1 + (i * 7) % 30] || ' ' || w2[1 + (i * 11) % 24] || ' ' || w3[1 + (i * 13 + (i / 240) * 5) % 16];
    age := 20 + (i * 53) % 1000;
    v_status := 'aktif';
    v_reason := null;
    if i % 37 = 0 then
      v_status := 'dibekukan';
      v_reason := '{"id": "Hasil survailen tahunan belum memenuhi persyaratan.", "en": "The annual surveillance found requirements not met."}';
    elsif i % 53 = 0 then
      v_status := 'dicabut';
      v_reason := '{"id": "Sertifikat digunakan di luar lingkup yang diberikan.", "en": "The certificate was used outside its granted scope."}';
    end if;
    if i % 25 = 0 then age := 1100 + i; end if;
    if i % 40 = 7 then age := 1095 - 20; end if;
    if i % 40 = 17 then age := 1095 - 50; end if;
    if i % 40 = 27 then age := 1095 - 80; end if;
    case i
      when 1 then v_name := 'Beton Nusantara Jaya'; v_form := 'PT'; p := 11; age := 200;
      when 2 then v_name := 'Sinar Konstruksi Abadi'; v_form := 'CV'; p := 12; age := 500; v_status := 'dibekukan';
        v_reason := '{"id": "Survailen tahunan tidak dapat dilaksanakan karena kantor tidak dapat dihubungi.", "en": "The annual surveillance could not take place because the office could not be reached."}';
      when 3 then v_name := 'Jembatan Laut Timur'; v_form := 'PT'; p := 29; age := 700; v_status := 'dicabut';
        v_reason := '{"id": "Pelanggaran ketentuan penggunaan sertifikat dan logo.", "en": "Breach of the rules for using the certificate and logo."}';
      when 4 then v_name := 'Graha Mulia Prakarsa'; v_form := 'PT'; p := 16; age := 1135;
      when 5 then v_name := 'Rékayasa Bumi Persada'; v_form := 'PT'; p := 17; age := 300;
      else null;
    end case;
    v_issued := today - age;
    v_valid := (v_issued + interval '3 years')::date;

    insert into public.certified_companies (name, legal_form, nib, npwp, address, city, province, pjbu_name, email, phone, listed_in_directory)
    values (
      v_name, v_form,
      '9120' || lpad(((i * 7919) % 1000000000)::text, 9, '0'),
      case when i % 3 = 0 then lpad(((i * 104729) % 1000000000000000)::text, 15, '0') end,
      'Jl. ' || streets[1 + (i * 3) % 12] || ' No. ' || (1 + i % 120),
      cities[p], provinces[p],
      given[1 + (i * 3) % 20] || ' ' || family[1 + (i * 5) % 18],
      'kantor' || i || '@bujk-demo.example',
      '0' || (811 + i % 9) || '-' || lpad(((i * 7877) % 10000)::text, 4, '0') || '-' || lpad(((i * 131) % 10000)::text, 4, '0'),
      i % 3 <> 0 or i <= 5)
    returning id into v_company;

    -- LPJK records most SBUs a week or two after issue; every ninth (Sinar Konstruksi Abadi
    -- among them) is still waiting.
    insert into public.certificates (number, company_id, issued_on, valid_until, status, status_reason, status_changed_on, last_surveillance_on, public_notes, lpjk_recorded_on)
    values (
      'SBU-KMN-' || to_char(v_issued, 'YYYY') || '-' || lpad((100 + i)::text, 6, '0'),
      v_company, v_issued, v_valid, v_status, v_reason,
      case when v_status <> 'aktif' then today - (i % 60) - 1 end,
      case when age >= 365 and i % 45 <> 9 then v_issued + (age / 365) * 365 end,
      case when i = 1 then '{"id": "Sertifikat ini juga tercatat di LPJK.", "en": "This certificate is also recorded at LPJK."}'::jsonb end,
      case when i % 9 <> 2 then v_issued + 7 + i % 8 end)
    returning id into v_certificate;

    insert into public.certificate_subclasses (certificate_id, subclass_id, qualification)
    select v_certificate, sub_ids[k], sub_quals[k]
    from (select distinct k from unnest(array[
      1 + i % n_sub,
      case when i % 2 = 0 then 1 + (i * 5 + 3) % n_sub end,
      case when i % 5 = 0 then 1 + (i * 7 + 1) % n_sub end]) k where k is not null) ks;
  end loop;
  -- The certificates already past their end date get their expiry event now, as the scheduled
  -- job would (public.record_certificate_expiries()).
  perform public.record_certificate_expiries();
end
$$;

-- ---------------------------------------------------------------------------------------
-- alt texts of the demo images without an alt field of their own (client logos, portraits)
-- ---------------------------------------------------------------------------------------
update public.media_files f
set alt = jsonb_build_object('id', 'Logo ' || c.name, 'en', c.name || ' logo')
from public.clients c
where f.object_name = 'seed/clients/' || regexp_replace(c.logo_url, '^.*/', '');
update public.media_files
set alt = '{"id": "Ilustrasi foto profil", "en": "Profile photo illustration"}'
where object_name like 'seed/people/%';
