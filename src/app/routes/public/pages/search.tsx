import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { searchSiteQuery } from '@/features/search/api/search-site'
import { SearchHelp, SearchResults } from '@/features/search/components/search-results'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { SearchForm } from '@/features/site/components/search-form'
import { currentLanguage } from '@/lib/i18n'
import type { PageQueries } from '@/lib/page-queries'
import { usePageUrl } from '@/lib/page-url'

export const queries: PageQueries = ({ search, language }) => [
  searchSiteQuery((search.get('q') ?? '').trim(), language),
]

/**
 * /cari?q=: site search results, rendered by the server (no island: the form is a plain GET).
 * Result pages are not indexed (robots.txt, noindex) and not kept in the page cache.
 */
export function Component() {
  const { t, i18n } = useTranslation('public')
  const q = (usePageUrl().searchParams.get('q') ?? '').trim()
  const results = useQuery(searchSiteQuery(q, currentLanguage(i18n)))
  const title = q ? t('search.resultsTitle', { q }) : t('search.title')

  let body
  if (!q) {
    body = (
      <>
        <h2 className="text-xl font-semibold">{t('search.emptyTitle')}</h2>
        <p className="mt-2 text-muted-foreground">{t('search.emptyHint')}</p>
        <SearchHelp />
      </>
    )
  } else if (results.isError) {
    body = (
      <p role="alert" className="rounded-lg border border-destructive/40 p-6">
        {t('search.error')}
      </p>
    )
  } else if (results.data?.length === 0) {
    body = (
      <>
        <h2 className="text-xl font-semibold">{t('search.noResultsTitle', { q })}</h2>
        <p className="mt-2 text-muted-foreground">{t('search.noResultsHint')}</p>
        <SearchHelp />
      </>
    )
  } else if (results.data) {
    body = (
      <>
        <p className="mb-6 text-sm text-muted-foreground" role="status">
          {t('search.count', { count: results.data.length })}
        </p>
        <SearchResults hits={results.data} />
      </>
    )
  }

  return (
    <>
      <PageMeta title={title} description={t('search.description')} noIndex />
      <PageHeader title={title} description={t('search.description')}>
        <SearchForm defaultValue={q} visibleLabel className="mt-6 max-w-xl" />
      </PageHeader>
      <div className="container max-w-3xl py-10 sm:py-12">{body}</div>
    </>
  )
}
