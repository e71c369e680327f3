import { Rss } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { type Language, SUPPORTED_LANGUAGES } from '@/config/constants'
import { publicRoutes } from '@/config/routes'
import { checkCertificateQuery } from '@/features/register/api/public-register'
import { CertificateCheckResults } from '@/features/register/components/certificate-check-results'
import { CertificateSearchForm } from '@/features/register/components/certificate-search-form'
import { LpjkLink } from '@/features/register/components/lpjk-link'
import { REGISTER_FEED_PATHS } from '@/features/register/lib/feed-paths'
import { isLookupTooShort, normalizeLookupQuery } from '@/features/register/lib/lookup-query'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { languageUrl, urlLanguage } from '@/features/site/lib/seo'
import type { PageQueries } from '@/lib/page-queries'
import { usePageUrl } from '@/lib/page-url'

export const queries: PageQueries = ({ search }) => {
  const query = normalizeLookupQuery(search.get('q'))
  return query && !isLookupTooShort(query) ? [checkCertificateQuery(query)] : []
}

/**
 * /layanan/cek-sbu?q=…: the register check. A plain GET form; the server renders the answer
 * (no island, so the page works without JavaScript and its first visit carries no extra JS).
 */
export function Component() {
  const { t } = useTranslation('public')
  const [params] = useSearchParams()
  // As the database reads it: spaces and invisible characters collapsed, 3 letters or digits.
  const query = normalizeLookupQuery(params.get('q'))
  const tooShort = isLookupTooShort(query)
  return (
    <>
      <PageMeta title={t('register.title')} description={t('register.metaDescription')} />
      <PageHeader title={t('register.title')} description={t('register.intro')} />
      <div className="container max-w-4xl space-y-8 py-10 sm:py-14">
        <CertificateSearchForm defaultValue={query} invalid={tooShort} />
        {query && !tooShort ? <CertificateCheckResults query={query} /> : <LpjkLink />}
        <RegisterToolLinks />
        <RegisterFeedLinks />
      </div>
    </>
  )
}

/** The bulk check and the API's page, in the page's language (as the feed links). */
function RegisterToolLinks() {
  const { t, i18n } = useTranslation('public')
  const pageUrl = usePageUrl()
  const shown = SUPPORTED_LANGUAGES.find((l) => l === i18n.language) ?? urlLanguage(pageUrl)
  const link = (path: string) => languageUrl(new URL(path, pageUrl), shown)
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <a
        href={link(publicRoutes.bulkCheck)}
        className="font-medium text-primary underline underline-offset-4"
      >
        {t('register.bulk.bulkLink')}
      </a>
      <a
        href={link(publicRoutes.registerApi)}
        className="font-medium text-primary underline underline-offset-4"
      >
        {t('register.bulk.apiLink')}
      </a>
    </p>
  )
}

/**
 * The register's change feed on the Cek SBU page: `<link rel="alternate">` for feed readers
 * (in the address's language, as the news list does) and visible links in the page's language.
 */
function RegisterFeedLinks() {
  const { t, i18n } = useTranslation('public')
  const pageUrl = usePageUrl()
  const feedUrl = (path: string, language: Language) =>
    languageUrl(new URL(path, pageUrl), language)
  const shown = SUPPORTED_LANGUAGES.find((l) => l === i18n.language) ?? urlLanguage(pageUrl)
  return (
    <>
      <link
        rel="alternate"
        type="application/atom+xml"
        title={`${t('register.title')} - ${t('register.feed.atom')}`}
        href={feedUrl(REGISTER_FEED_PATHS.atom, urlLanguage(pageUrl))}
      />
      <link
        rel="alternate"
        type="application/feed+json"
        title={`${t('register.title')} - ${t('register.feed.json')}`}
        href={feedUrl(REGISTER_FEED_PATHS.json, urlLanguage(pageUrl))}
      />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <Rss aria-hidden="true" className="size-4" />
        <span>{t('register.feed.linksLabel')}</span>
        <a
          href={feedUrl(REGISTER_FEED_PATHS.atom, shown)}
          type="application/atom+xml"
          className="font-medium text-primary underline underline-offset-4"
        >
          {t('register.feed.atom')}
        </a>
        <span aria-hidden="true">·</span>
        <a
          href={feedUrl(REGISTER_FEED_PATHS.json, shown)}
          type="application/feed+json"
          className="font-medium text-primary underline underline-offset-4"
        >
          {t('register.feed.json')}
        </a>
      </p>
    </>
  )
}
