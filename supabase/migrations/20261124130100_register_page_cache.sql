-- The public register pages (/layanan/cek-sbu, /verifikasi/<number>, /layanan/direktori) read
-- these tables through RPCs, not as anon: give them the page cache's change trigger
-- (docs/decisions/011) so a status change or an import shows on the very next request.
-- Status events change only together with certificates.
select private.watch_page_content('public.certified_companies'::regclass);
select private.watch_page_content('public.certificates'::regclass);
select private.watch_page_content('public.certificate_subclasses'::regclass);
