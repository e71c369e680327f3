import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'

import { island } from '@/app/island'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { publicRoutes } from '@/config/routes'
import { useArticleBySlugQuery } from '@/features/articles/api/get-article-by-slug'
import { articleBySlugQuery } from '@/features/articles/api/get-article-by-slug'
import { ArticleView } from '@/features/articles/components/article-view'
import { CopyLinkButton } from '@/features/articles/components/copy-link-button'
import { ShareBar } from '@/features/articles/components/share-bar'
import { usePublicLayoutQuery } from '@/features/site/api/get-public-layout'
import { JsonLd, PageMeta, useSiteName } from '@/features/site/components/page-meta'
import {
  absoluteUrl,
  languageUrl,
  newsArticleJsonLd,
  shareableImage,
  urlLanguage,
} from '@/features/site/lib/seo'
import { currentLanguage } from '@/lib/i18n'
import type { PageQueries } from '@/lib/page-queries'
import { usePageUrl } from '@/lib/page-url'
import { seoHead } from '@/lib/seo-meta'
import { useTranslate } from '@/lib/translate'

import { NotFoundPage } from '../not-found'

const CopyLinkIsland = island('copy-link', CopyLinkButton)

export const queries: PageQueries = ({ params }) => [articleBySlugQuery(params.slug ?? '')]

/** informasi/news/:slug: one published article, or the not-found page (404) for any other slug. */
export function Component() {
  const { t, i18n } = useTranslation(['public', 'common'])
  const tr = useTranslate()
  const url = usePageUrl()
  const language = currentLanguage(i18n)
  const siteName = useSiteName()
  const logoUrl = usePublicLayoutQuery().data?.settings?.logo_url
  const { slug = '' } = useParams()
  const { data: article, isPending, isError, refetch } = useArticleBySlugQuery(slug)

  let body
  let title = t('public:news.title')
  let description = t('public:news.metaDescription')
  let fullTitle: string | undefined
  let shareImage: string | null = null
  let imageAlt = ''
  if (isPending) {
    body = (
      <div role="status" className="mx-auto max-w-3xl space-y-4">
        <span className="sr-only">{t('common:a11y.loading')}</span>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-5/6" />
        <Skeleton className="aspect-[16/9] w-full" />
      </div>
    )
  } else if (isError) {
    body = (
      <div role="alert" className="mx-auto max-w-3xl rounded-lg border border-destructive/40 p-6">
        <p>{t('public:news.loadError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
          {t('public:news.retry')}
        </Button>
      </div>
    )
  } else if (!article) {
    // A draft, a scheduled article or an unknown slug: HTTP 404, noindex, in the news words docs/product.md keeps.
    return (
      <NotFoundPage
        title={t('public:news.notFoundTitle')}
        description={t('public:news.notFound')}
      />
    )
  } else {
    // Its own meta title, description and share image, else title, excerpt, cover.
    const head = seoHead(article, language, {
      title: article.title,
      description: article.excerpt,
      defaultDescription: description,
      image: article.cover_image_url,
    })
    title = tr(article.title)
    fullTitle = head.fullTitle
    description = head.description
    shareImage = head.image
    imageAlt = head.ownImage ? (fullTitle ?? title) : tr(article.cover_alt)
    const canonical = languageUrl(url, urlLanguage(url))
    body = (
      <ArticleView
        article={article}
        footer={
          <ShareBar title={title} url={canonical} copy={<CopyLinkIsland url={canonical} />} />
        }
      />
    )
  }
  const image = shareableImage(shareImage, url.origin)

  return (
    <section className="container py-10 sm:py-14">
      <PageMeta
        title={title}
        fullTitle={fullTitle}
        description={description}
        noIndex={isPending}
        type={article ? 'article' : 'website'}
        image={shareImage}
        imageAlt={imageAlt}
        parents={[{ name: t('public:news.title'), path: publicRoutes.news }]}
      />
      {article ? (
        <JsonLd
          data={newsArticleJsonLd({
            headline: title,
            description,
            url: languageUrl(url, urlLanguage(url)),
            image,
            datePublished: article.published_at,
            dateModified: article.updated_at,
            language,
            siteName,
            origin: url.origin,
            logo: logoUrl ? absoluteUrl(logoUrl, url.origin) : null,
          })}
        />
      ) : null}
      <div className="mx-auto mb-8 max-w-3xl">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={publicRoutes.news}>
            <ArrowLeft aria-hidden="true" />
            {t('public:news.backToList')}
          </Link>
        </Button>
      </div>
      {body}
    </section>
  )
}
