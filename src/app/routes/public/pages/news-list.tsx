import { Newspaper } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'
import {
  NEWS_PAGE_SIZE,
  publishedArticlesQuery,
  usePublishedArticlesQuery,
} from '@/features/articles/api/get-published-articles'
import { ArticleCard } from '@/features/articles/components/article-card'
import { NewsListSkeleton } from '@/features/articles/components/news-list-skeleton'
import { NewsPagination } from '@/features/articles/components/news-pagination'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { languageUrl, urlLanguage } from '@/features/site/lib/seo'
import type { PageQueries } from '@/lib/page-queries'
import { usePageUrl } from '@/lib/page-url'

/** `?page=` as a positive integer; anything else is page 1. */
function parsePage(value: string | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

const hrefFor = (page: number) =>
  page > 1 ? `${publicRoutes.news}?page=${page}` : publicRoutes.news

export const queries: PageQueries = ({ search }) => [
  publishedArticlesQuery(parsePage(search.get('page'))),
]

/** informasi/news: published articles, newest first, paginated with the page in the URL. */
export function Component() {
  const { t } = useTranslation('public')
  const pageUrl = usePageUrl()
  const [params] = useSearchParams()
  const page = parsePage(params.get('page'))
  const { data, isPending, isError, refetch } = usePublishedArticlesQuery(page)
  const pageCount = data?.total ? Math.ceil(data.total / NEWS_PAGE_SIZE) : 0

  let body
  if (isPending) {
    body = <NewsListSkeleton count={NEWS_PAGE_SIZE} />
  } else if (isError) {
    body = (
      <div role="alert" className="rounded-lg border border-destructive/40 p-6">
        <p>{t('news.loadError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
          {t('news.retry')}
        </Button>
      </div>
    )
  } else if (data.articles.length === 0) {
    body =
      page > 1 ? (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <p className="text-muted-foreground">{t('news.pageMissing')}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to={publicRoutes.news}>{t('news.firstPage')}</Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <Newspaper aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-muted-foreground">{t('news.empty')}</p>
        </div>
      )
  } else {
    body = (
      <>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.articles.map((article, index) => (
            <li key={article.id}>
              {/* The first row is in view on arrival: its covers load at once, the first first. */}
              <ArticleCard article={article} eager={index < 3} priority={index === 0} />
            </li>
          ))}
        </ul>
        <NewsPagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      </>
    )
  }

  const pageSuffix = page > 1 ? ` (${t('news.pagination.page', { page })})` : ''
  return (
    <>
      <PageMeta title={`${t('news.title')}${pageSuffix}`} description={t('news.metaDescription')} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t('news.title')}
        href={languageUrl(new URL(`${publicRoutes.news}/feed.xml`, pageUrl), urlLanguage(pageUrl))}
      />
      <PageHeader title={t('news.title')} description={t('news.intro')} />
      <section className="container py-10 sm:py-14">{body}</section>
    </>
  )
}
