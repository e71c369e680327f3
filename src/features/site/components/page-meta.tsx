import { useTranslation } from 'react-i18next'

import { publicRoutes } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'
import { usePageUrl } from '@/lib/page-url'

import { usePublicLayoutQuery } from '../api/get-public-layout'
import {
  breadcrumbJsonLd,
  jsonLdText,
  languageAlternates,
  languageUrl,
  OG_LOCALES,
  shareableImage,
  urlLanguage,
} from '../lib/seo'

/** The site name from settings, or the short app name while settings load or fail. */
export function useSiteName(): string {
  const { t } = useTranslation()
  const { data } = usePublicLayoutQuery()
  return data?.settings?.site_name || t('app.name')
}

/** A schema.org data block (JSON-LD), escaped against `</script>` in the data. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}

export interface PageMetaProps {
  title?: string
  fullTitle?: string
  description?: string
  /** Not for search engines: no canonical, hreflang or breadcrumb either. */
  noIndex?: boolean
  /** The page's own share image (a news cover); else the site's default from settings. */
  image?: string | null
  imageAlt?: string
  /** Open Graph type: `article` for news. */
  type?: 'website' | 'article'
  /** Levels between the home page and this page, for the breadcrumb (the news list). */
  parents?: { name: string; path: string }[]
}

/**
 * The page's head (docs/product.md#titles-and-meta), hoisted into `<head>` by React 19: `<title>`
 * `<page> - <site name>` (or `fullTitle`), description, canonical and hreflang alternates
 * (docs/decisions/017), Open Graph and Twitter card tags with the share image, and a
 * BreadcrumbList below the home page. Pass `fullTitle` for a title not of that form (home).
 */
export function PageMeta({
  title,
  fullTitle,
  description,
  noIndex = false,
  image,
  imageAlt,
  type = 'website',
  parents = [],
}: PageMetaProps) {
  const siteName = useSiteName()
  const { t, i18n } = useTranslation('public')
  const settings = usePublicLayoutQuery().data?.settings ?? null
  const url = usePageUrl()
  const language = currentLanguage(i18n)
  const text = fullTitle ?? [title, siteName].filter(Boolean).join(t('meta.separator'))
  const canonical = languageUrl(url, urlLanguage(url))
  const own = shareableImage(image, url.origin)
  const fallback = own ? null : shareableImage(settings?.share_image_url, url.origin)
  const shareImage = own ?? fallback
  const isHome = url.pathname === publicRoutes.home
  const home = t('pages.home')
  return (
    <>
      <title>{text}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {languageAlternates(url).map((alternate) => (
            <link key={alternate.hrefLang} rel="alternate" {...alternate} />
          ))}
        </>
      )}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle ?? title ?? siteName} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {Object.entries(OG_LOCALES)
        .filter(([code]) => code !== language)
        .map(([code, locale]) => (
          <meta key={code} property="og:locale:alternate" content={locale} />
        ))}
      {shareImage ? (
        <>
          <meta property="og:image" content={shareImage} />
          {fallback && settings?.share_image_width && settings.share_image_height ? (
            <>
              <meta property="og:image:width" content={String(settings.share_image_width)} />
              <meta property="og:image:height" content={String(settings.share_image_height)} />
            </>
          ) : null}
          <meta property="og:image:alt" content={(own && imageAlt) || siteName} />
        </>
      ) : null}
      <meta name="twitter:card" content={shareImage ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle ?? title ?? siteName} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {shareImage ? <meta name="twitter:image" content={shareImage} /> : null}
      {noIndex || isHome ? null : (
        <JsonLd
          data={breadcrumbJsonLd([
            { name: home, url: languageUrl(new URL('/', url), urlLanguage(url)) },
            ...parents.map((parent) => ({
              name: parent.name,
              url: languageUrl(new URL(parent.path, url), urlLanguage(url)),
            })),
            { name: title ?? text, url: canonical },
          ])}
        />
      )}
    </>
  )
}
