import type { Language } from '@/config/constants'

import { translate } from './translate'

/**
 * Per-item search and link-preview fields: what a CMS page or an article stores and
 * how its public head uses it. Shared by the public pages (the head) and the staff forms (the
 * previews), so a preview shows exactly what the page will send.
 */
export interface SeoFieldsRow {
  meta_title?: unknown
  meta_description?: unknown
  share_image_url?: string | null
}

/** Lengths search engines show (about 600 px of title, two lines of description). */
export const SEO_TITLE_RECOMMENDED = 60
export const SEO_DESCRIPTION_RECOMMENDED = 160
/** Hard limits per language, as the database's checks (migration 20261125130000). */
export const SEO_TITLE_MAX = 120
export const SEO_DESCRIPTION_MAX = 300

/** A translatable value's text in exactly this language (trimmed), or '' (no fallback). */
export function ownText(value: unknown, language: Language): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return ''
  const text = (value as Record<string, unknown>)[language]
  return typeof text === 'string' ? text.trim() : ''
}

/**
 * The first of the candidates written in this language; else the first in any language (the
 * site's Indonesian fallback). So an English page prefers its English title over an Indonesian
 * meta title, and a meta title over the title within a language.
 */
export function preferLanguage(candidates: unknown[], language: Language): string {
  for (const value of candidates) {
    const own = ownText(value, language)
    if (own) return own
  }
  for (const value of candidates) {
    const any = translate(value, language).trim()
    if (any) return any
  }
  return ''
}

/** An image the big networks show in a link preview: any stored image but SVG. */
export function isShareableImage(value: string | null | undefined): value is string {
  return Boolean(value) && !/\.svg(\?|#|$)/i.test(value!)
}

export interface SeoHead {
  /** The whole `<title>` (and og:title) when the item has a meta title; else undefined. */
  fullTitle?: string
  description: string
  /** The item's share image, else its fallback (a cover); null: the site's default. */
  image: string | null
  /** Whether `image` is the item's own share image (its alt is then the title). */
  ownImage: boolean
}

/**
 * The head of an item's public page: its meta title as the whole title (else the page title
 * with the site name), its meta description (else `fallback.description`, e.g. the excerpt,
 * else `fallback.defaultDescription`), its share image (else `fallback.image`, e.g. the cover;
 * SVG skipped: link previews do not show it).
 */
export function seoHead(
  item: SeoFieldsRow,
  language: Language,
  fallback: {
    title: unknown
    description?: unknown
    defaultDescription?: string
    image?: string | null
  },
): SeoHead {
  // The meta title in this language; else the title in this language (the page composes
  // "<title> - <site name>"); else the meta title in the fallback language.
  const ownMeta = ownText(item.meta_title, language)
  const otherMeta = ownText(fallback.title, language) ? '' : translate(item.meta_title, language)
  return {
    fullTitle: ownMeta || otherMeta.trim() || undefined,
    description:
      preferLanguage([item.meta_description, fallback.description], language) ||
      (fallback.defaultDescription ?? ''),
    image: [item.share_image_url, fallback.image].find(isShareableImage) ?? null,
    ownImage: isShareableImage(item.share_image_url),
  }
}
