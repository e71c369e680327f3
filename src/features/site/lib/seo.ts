/**
 * Language URLs, link-preview and structured-data helpers for the server-rendered head
 * (docs/decisions/017-language-urls.md).
 */
import {
  FALLBACK_LANGUAGE,
  type Language,
  LANGUAGE_QUERY_PARAM,
  SUPPORTED_LANGUAGES,
} from '@/config/constants'
import { isShareableImage } from '@/lib/seo-meta'
import type { PublicLayout } from '@/types/database'

/** Query parameters that make another page (not a filter of the same one). */
const PAGE_PARAMS = ['page']

/**
 * A page's stable address in a language: Indonesian without a parameter, other languages with
 * `?lng=`; filters (`?q=`, `?klasifikasi=`) are dropped, pagination kept.
 */
export function languageUrl(url: URL, language: Language): string {
  const out = new URL(url.pathname, url.origin)
  for (const name of PAGE_PARAMS) {
    const value = url.searchParams.get(name)
    if (value) out.searchParams.set(name, value)
  }
  if (language !== FALLBACK_LANGUAGE) out.searchParams.set(LANGUAGE_QUERY_PARAM, language)
  return out.href
}

/**
 * The language an address names: `?lng=` when it is a supported language, else Indonesian.
 * The canonical follows the address, not the visitor (a cookie or `Accept-Language` may show
 * English at an address without `?lng=`): an address is always its own canonical.
 */
export function urlLanguage(url: URL): Language {
  const value = url.searchParams.get(LANGUAGE_QUERY_PARAM)
  return SUPPORTED_LANGUAGES.find((language) => language === value) ?? FALLBACK_LANGUAGE
}

/** hreflang alternates: one per language and x-default (the Indonesian address). */
export function languageAlternates(url: URL): { hrefLang: string; href: string }[] {
  return [
    ...SUPPORTED_LANGUAGES.map((language) => ({
      hrefLang: language,
      href: languageUrl(url, language),
    })),
    { hrefLang: 'x-default', href: languageUrl(url, FALLBACK_LANGUAGE) },
  ]
}

export const OG_LOCALES: Record<Language, string> = { id: 'id_ID', en: 'en_US' }

export function absoluteUrl(value: string, origin: string): string {
  return new URL(value, origin).href
}

/** An image usable in a link preview (raster, not SVG), or null. */
export function shareableImage(value: string | null | undefined, origin: string): string | null {
  return isShareableImage(value) ? absoluteUrl(value, origin) : null
}

type Settings = NonNullable<PublicLayout['settings']>

/** schema.org Organization from the site settings (name, logo, contact point, address, sameAs). */
export function organizationJsonLd(settings: Settings | null, siteName: string, origin: string) {
  const contact = settings && (settings.phone || settings.email)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: siteName,
    url: `${origin}/`,
    ...(settings?.logo_url ? { logo: absoluteUrl(settings.logo_url, origin) } : {}),
    ...(contact
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(settings.phone ? { telephone: settings.phone } : {}),
            ...(settings.email ? { email: settings.email } : {}),
            areaServed: 'ID',
            availableLanguage: ['id', 'en'],
          },
        }
      : {}),
    ...(settings?.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: settings.address,
            addressCountry: 'ID',
          },
        }
      : {}),
    ...(settings?.social_links?.length ? { sameAs: settings.social_links } : {}),
  }
}

/** schema.org BreadcrumbList: home, then each level, the page last. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/**
 * JSON for a `<script type="application/ld+json">` data block: `<` (so `</script>` and `<!--`
 * in staff-entered text cannot end the block) and the line separators are escaped.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** schema.org NewsArticle: Google's required and recommended properties. */
export function newsArticleJsonLd(article: {
  headline: string
  description: string
  url: string
  image: string | null
  datePublished: string | null
  dateModified: string | null
  language: Language
  siteName: string
  origin: string
  logo: string | null
}) {
  const publisher = {
    '@type': 'Organization',
    '@id': `${article.origin}/#organization`,
    name: article.siteName,
    url: `${article.origin}/`,
    ...(article.logo ? { logo: { '@type': 'ImageObject', url: article.logo } } : {}),
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline.slice(0, 110),
    ...(article.description ? { description: article.description } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
    inLanguage: article.language,
    ...(article.image ? { image: [article.image] } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified ? { dateModified: article.dateModified } : {}),
    author: publisher,
    publisher,
  }
}

/** schema.org FAQPage from question/answer pairs (answers as text). */
export function faqPageJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
