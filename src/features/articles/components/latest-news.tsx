import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { SectionHeading } from '@/components/section-heading'
import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'

import { publishedArticlesQuery, usePublishedArticlesQuery } from '../api/get-published-articles'
import { ArticleCard } from './article-card'

/** How many articles the home page shows. */
export const LATEST_NEWS_COUNT = 3

/** The home page's news: the newest published articles (declared in the page's `queries`). */
export const latestNewsQuery = () => publishedArticlesQuery(1, LATEST_NEWS_COUNT)

/** The latest news on the home page, with a link to all news; nothing while none is published. */
export function LatestNews() {
  const { t } = useTranslation('public')
  const { data } = usePublishedArticlesQuery(1, LATEST_NEWS_COUNT)
  if (!data?.articles.length) return null
  return (
    <section aria-labelledby="latest-news-title" className="bg-muted/40 py-16 sm:py-20">
      <div className="container">
        <SectionHeading
          id="latest-news-title"
          eyebrow={t('home.news.eyebrow')}
          title={t('home.news.title')}
          subtitle={t('home.news.subtitle')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} heading="h3" />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <Link to={publicRoutes.news}>
              {t('home.news.all')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
