-- Per-item search and link-preview fields (issue 17, "Admin"): CMS pages and news articles get a
-- meta title per language and a share image of their own; articles also get a meta description
-- per language (CMS pages have had one since the first schema). The public page's head uses
-- each when set and falls back to the page's title, the article's excerpt or the page's
-- default description, and the cover or the site's default share image (docs/decisions/017).
--
-- The checks are the ones every translatable text and stored link already has: at most 120
-- characters of title and 300 of description per language (search engines show about 60 and
-- 160; the form counts against those), and a site-relative or http(s) image address.
-- Row level security is unchanged: the policies are per row, so the new columns are read and
-- written by exactly whom the rows already are (anon reads published rows; editors and admins
-- write), and the audit trigger records them like every other column.
alter table public.cms_pages
  add column meta_title jsonb check (public.is_translatable(meta_title, 120, false)),
  add column share_image_url text check (public.is_safe_url(share_image_url));
comment on column public.cms_pages.meta_title is
  'Search-result and link-preview title per language ({"id","en"}); the whole <title> when set, else "<title> - <site name>".';
comment on column public.cms_pages.meta_description is
  'Search-result and link-preview description per language; also the lead under the page heading.';
comment on column public.cms_pages.share_image_url is
  'The page''s own link-preview image (og:image); else the site default (site_settings.share_image_url).';

alter table public.articles
  add column meta_title jsonb check (public.is_translatable(meta_title, 120, false)),
  add column meta_description jsonb check (public.is_translatable(meta_description, 300, false)),
  add column share_image_url text check (public.is_safe_url(share_image_url));
comment on column public.articles.meta_title is
  'Search-result and link-preview title per language ({"id","en"}); the whole <title> when set, else "<title> - <site name>".';
comment on column public.articles.meta_description is
  'Search-result and link-preview description per language; else the excerpt.';
comment on column public.articles.share_image_url is
  'The article''s own link-preview image (og:image); else its cover, else the site default.';
