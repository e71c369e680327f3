-- The promotion popup and the chat button become site settings (admins write them like the
-- rest of the one row; everyone reads them through public_layout()).
--
-- Promotion: on or off, the percentage (1–100), title and text in both languages and where the
-- claim button leads. The defaults are the product's offer: 15 % off the first certification,
-- claimed through the certification flow. "{percent}" in the title or text shows the
-- percentage, so changing the number keeps the texts right.
--
-- WhatsApp: a number of its own instead of the office phone (a landline has no WhatsApp).
-- Stored normalised: an Indonesian mobile number, 62 then 8 and 8–11 more digits
-- (0812-3456-7890 is 6281234567890). Without it the chat button is hidden; the phone stays for
-- tel: links.
alter table public.site_settings
  add column promo_enabled boolean not null default true,
  add column promo_percent integer not null default 15 check (promo_percent between 1 and 100),
  add column promo_title jsonb not null default jsonb_build_object(
    'id', 'Diskon {percent}% untuk sertifikasi pertama Anda',
    'en', '{percent}% off your first certification')
    check (public.is_translatable(promo_title, 120)),
  add column promo_text jsonb not null default jsonb_build_object(
    'id', 'Dapatkan potongan {percent}% untuk layanan sertifikasi pertama badan usaha Anda.',
    'en', 'Get {percent}% off the first certification service for your company.')
    check (public.is_translatable(promo_text, 400)),
  -- A path of this site ("/…", not "//…") or an https address; no spaces or backslashes.
  add column promo_target text not null default '/layanan/alur' check (
    char_length(promo_target) <= 500
    and strpos(promo_target, chr(92)) = 0
    and (promo_target ~ '^/([^/[:space:]][^[:space:]]*)?$'
      or promo_target ~ '^https://[^/[:space:]][^[:space:]]*$')),
  add column whatsapp text check (whatsapp ~ '^628[1-9][0-9]{7,10}$');

comment on column public.site_settings.promo_enabled is
  'Whether the promotion popup shows on the public site.';
comment on column public.site_settings.promo_percent is
  'The promotion''s discount in percent (1–100); "{percent}" in promo_title/promo_text shows it.';
comment on column public.site_settings.promo_title is 'The promotion popup''s title ({id, en}).';
comment on column public.site_settings.promo_text is 'The promotion popup''s text ({id, en}).';
comment on column public.site_settings.promo_target is
  'Where the promotion''s claim button leads: a path of this site or an https address.';
comment on column public.site_settings.whatsapp is
  'The chat button''s WhatsApp number, normalised (62 8…, an Indonesian mobile); null hides the button.';
