-- Site search finds the site's own services: the contact page, Cek SBU, the directory, the
-- complaint and appeal forms, status tracking and the other built-in pages (not CMS pages, which
-- are indexed from cms_pages). Each is a document of kind 'site' in both languages: its title
-- (the page's heading), its introduction, and the words visitors use for it (pengaduan for
-- keluhan, lacak for status, …), so "kontak", "cek sbu", "pengaduan" or "complaint" lead there
-- first. `key` is the page's path.
--
-- Redefined from 20261125100100_scheduled_publication.sql: public.search_site (one ranking line).

alter table public.search_documents drop constraint search_documents_kind_check;
alter table public.search_documents add constraint search_documents_kind_check
  check (kind in ('page', 'news', 'faq', 'legal', 'scope', 'flow', 'site'));

insert into public.search_documents (kind, source_id, lang, key, title, body, code, visible_from, visible_until, vec)
select 'site', p.source_id::uuid, p.lang, p.path, p.title, btrim(p.intro || ' ' || p.keywords), null,
  '-infinity', null,
  setweight(to_tsvector(p.cfg, p.title || ' ' || p.keywords), 'A') || setweight(to_tsvector(p.cfg, p.intro), 'B')
from (
  select v.*, (case when v.lang = 'en' then 'english' else 'indonesian' end)::regconfig as cfg
  from (values
    ('f0000000-0000-4000-8000-000000000001', 'id', '/profil/kontak', 'Kontak',
     'Ada pertanyaan tentang sertifikasi badan usaha? Hubungi kami atau kirim pesan.',
     'Alamat kantor, telepon, WhatsApp, email, jam layanan, peta lokasi, formulir pesan'),
    ('f0000000-0000-4000-8000-000000000001', 'en', '/profil/kontak', 'Contact',
     'Questions about business entity certification? Get in touch or send us a message.',
     'Office address, phone, WhatsApp, email, opening hours, map, location, contact form'),
    ('f0000000-0000-4000-8000-000000000002', 'id', '/layanan/cek-sbu', 'Cek SBU',
     'Periksa keaslian dan status Sertifikat Badan Usaha (SBU) yang kami terbitkan: cari dengan nomor sertifikat, NIB, atau nama perusahaan.',
     'Verifikasi sertifikat, cek sertifikat, validasi, masa berlaku'),
    ('f0000000-0000-4000-8000-000000000002', 'en', '/layanan/cek-sbu', 'Check an SBU',
     'Check that a Business Entity Certificate (SBU) we issued is genuine and valid: search by certificate number, NIB or company name.',
     'Verify a certificate, validity, authenticity, certificate check'),
    ('f0000000-0000-4000-8000-000000000003', 'id', '/layanan/direktori', 'Direktori BUJK Bersertifikat',
     'Daftar badan usaha jasa konstruksi yang memegang SBU aktif dari kami, per subklasifikasi, kualifikasi dan provinsi.',
     'Direktori perusahaan, daftar kontraktor bersertifikat'),
    ('f0000000-0000-4000-8000-000000000003', 'en', '/layanan/direktori', 'Directory of Certified Companies',
     'The construction companies holding an active SBU from us, by subclassification, qualification and province.',
     'Company directory, list of certified contractors'),
    ('f0000000-0000-4000-8000-000000000004', 'id', '/keluhan', 'Keluhan',
     'Sampaikan keluhan tentang layanan kami. Setiap keluhan dicatat, diberi nomor referensi dan ditangani secara tidak memihak.',
     'Formulir keluhan, pengaduan, aduan, komplain, lapor'),
    ('f0000000-0000-4000-8000-000000000004', 'en', '/keluhan', 'Complaints',
     'Tell us about a problem with our service. Every complaint is recorded, given a reference number and handled impartially.',
     'Complaint form, lodge a complaint, grievance, report a problem'),
    ('f0000000-0000-4000-8000-000000000005', 'id', '/banding', 'Banding',
     'Jika Anda tidak setuju dengan keputusan sertifikasi, Anda dapat mengajukan banding. Banding diperiksa ulang oleh asesor yang berbeda.',
     'Formulir banding, keberatan atas keputusan'),
    ('f0000000-0000-4000-8000-000000000005', 'en', '/banding', 'Appeals',
     'If you disagree with a certification decision, you can appeal. The appeal is re-assessed by a different assessor.',
     'Appeal form, lodge an appeal, objection to a decision'),
    ('f0000000-0000-4000-8000-000000000006', 'id', '/layanan/status', 'Status Pengajuan',
     'Pantau status keluhan, banding atau pesan dengan nomor referensi dan email yang Anda gunakan.',
     'Lacak pengajuan, cek status keluhan, status banding'),
    ('f0000000-0000-4000-8000-000000000006', 'en', '/layanan/status', 'Submission Status',
     'Follow the status of a complaint, appeal or message with its reference number and the email you used.',
     'Track a submission, complaint status, appeal status'),
    ('f0000000-0000-4000-8000-000000000007', 'id', '/layanan/ruang-lingkup', 'Ruang Lingkup',
     'Klasifikasi dan subklasifikasi usaha jasa konstruksi yang kami layani, dengan kode KBLI dan kualifikasi.',
     ''),
    ('f0000000-0000-4000-8000-000000000007', 'en', '/layanan/ruang-lingkup', 'Scope',
     'The construction classifications and subclassifications we certify, with KBLI codes and qualifications.',
     ''),
    ('f0000000-0000-4000-8000-000000000008', 'id', '/layanan/alur', 'Alur Sertifikasi',
     'Langkah-langkah sertifikasi badan usaha dari permohonan sampai penerbitan SBU.',
     'Tahapan, proses, cara mengajukan SBU'),
    ('f0000000-0000-4000-8000-000000000008', 'en', '/layanan/alur', 'Certification Process',
     'The steps of business entity certification from application to the issued SBU.',
     'Stages, process, how to apply for an SBU'),
    ('f0000000-0000-4000-8000-000000000009', 'id', '/informasi/produk-hukum', 'Produk Hukum',
     'Undang-undang, peraturan pemerintah, peraturan menteri dan surat edaran tentang jasa konstruksi dan sertifikasi badan usaha.',
     'Regulasi, dasar hukum'),
    ('f0000000-0000-4000-8000-000000000009', 'en', '/informasi/produk-hukum', 'Legal Products',
     'Laws, government and ministerial regulations and circulars on construction services and business entity certification.',
     'Regulations, legal basis'),
    ('f0000000-0000-4000-8000-000000000010', 'id', '/informasi/klien', 'Klien Kami',
     'Badan usaha jasa konstruksi yang tersertifikasi bersama kami, dan kata mereka.',
     ''),
    ('f0000000-0000-4000-8000-000000000010', 'en', '/informasi/klien', 'Our Clients',
     'Construction companies certified with us, and what they say.',
     ''),
    ('f0000000-0000-4000-8000-000000000011', 'id', '/profil/legalitas', 'Legalitas',
     'Akta pendirian, pengesahan badan hukum, lisensi LSBU dari LPJK, akreditasi KAN dan NIB lembaga kami.',
     ''),
    ('f0000000-0000-4000-8000-000000000011', 'en', '/profil/legalitas', 'Legality',
     'Our deed of establishment, legal entity approval, LSBU licence from LPJK, KAN accreditation and NIB.',
     ''),
    ('f0000000-0000-4000-8000-000000000012', 'id', '/profil/struktur-organisasi', 'Struktur Organisasi',
     'Pengurus dan pejabat lembaga: direktur, komite ketidakberpihakan, manajer sertifikasi, asesor.',
     ''),
    ('f0000000-0000-4000-8000-000000000012', 'en', '/profil/struktur-organisasi', 'Organisation Structure',
     'Our officers: director, impartiality committee, certification manager, assessors.',
     ''),
    ('f0000000-0000-4000-8000-000000000013', 'id', '/informasi/faq', 'Pertanyaan Umum (FAQ)',
     'Jawaban atas pertanyaan yang sering diajukan tentang SBU, persyaratan, biaya dan proses sertifikasi.',
     ''),
    ('f0000000-0000-4000-8000-000000000013', 'en', '/informasi/faq', 'Frequently Asked Questions',
     'Answers to common questions about the SBU, requirements, fees and the certification process.',
     ''),
    ('f0000000-0000-4000-8000-000000000014', 'id', '/informasi/news', 'Berita',
     'Berita, pengumuman layanan dan kegiatan lembaga.',
     ''),
    ('f0000000-0000-4000-8000-000000000014', 'en', '/informasi/news', 'News',
     'News, service announcements and activities.',
     '')
  ) as v (source_id, lang, path, title, intro, keywords)
) p;

create or replace function public.search_site(q text, lang text default 'id')
returns table (kind text, key text, title text, snippet text, rank real)
language sql
stable
set search_path = ''
as $$
  with input as (
    select l, cfg, key, folded,
      -- Each word (letters and digits only: nothing but words reaches the query parser) as a
      -- prefix, all required: `sertifik` finds `sertifikasi`.
      (select to_tsquery(cfg, string_agg(quote_literal(w) || ':*', ' & '))
         from (select w from regexp_split_to_table(folded, '[^[:alnum:]]+') w where w <> '' limit 8) words
      ) as tsq
    from (
      select l, (case when l = 'en' then 'english' else 'indonesian' end)::regconfig as cfg,
        upper(regexp_replace(t, '[^[:alnum:]]', '', 'g')) as key, lower(t) as folded
      from (select left(btrim(coalesce(search_site.q, '')), 200) as t,
                   case when search_site.lang = 'en' then 'en' else 'id' end as l) raw
      where t <> ''
    ) parsed
  ),
  scored as (
    select d.kind, d.key, d.title, d.body, coalesce(d.vec @@ i.tsq, false) as hit,
      (case when d.vec @@ i.tsq then ts_rank(d.vec, i.tsq)
              -- Every word in the title: the record is about it.
              + case when ts_filter(d.vec, '{a}') @@ i.tsq then 1 else 0 end
              -- A built-in page named by the words (its title or the words visitors use for
              -- it) comes before content that merely mentions them.
              + case when d.kind = 'site' and ts_filter(d.vec, '{a}') @@ i.tsq then 1 else 0 end
            else 0 end)
        -- A code, KBLI or regulation number typed exactly (separators ignored) comes first.
        + case when d.code = i.key or (char_length(i.key) = 5 and d.body like '% KBLI ' || i.key || '%') then 10
               when d.code is not null and char_length(i.key) >= 2 and d.code like i.key || '%' then 2
               else 0 end
        + greatest(extensions.similarity(lower(d.title), i.folded),
                   extensions.word_similarity(i.folded, lower(d.title))) as score,
      extensions.word_similarity(i.folded, lower(d.title)) as fuzzy
    from public.search_documents d, input i
    where d.lang = i.l and d.visible_from <= public.content_now()
      and (d.visible_until is null or d.visible_until > public.content_now())
  ),
  kept as (
    select * from scored
    where hit or score >= 2 or fuzzy >= 0.5
    order by score desc, title
    limit 30
  )
  select k.kind, k.key, k.title,
    -- \x02 … \x03 mark the matched words: the page makes them <mark> after escaping the text.
    case when k.hit
      then ts_headline(i.cfg, k.body, i.tsq, 'StartSel=' || chr(2) || ', StopSel=' || chr(3)
        || ', MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "')
      else left(k.body, 200)
    end,
    k.score::real
  from kept k, input i
  order by k.score desc, k.title
$$;
