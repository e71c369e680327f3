import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'

import { MarkdownContent } from '@/components/markdown-content'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { publicRoutes } from '@/config/routes'
import type { PublishedArticle } from '@/features/articles/api/get-article-by-slug'
import { ArticleView } from '@/features/articles/components/article-view'
import { CmsPageArticle } from '@/features/cms-pages/components/cms-page-view'
import { type Preview, usePreviewQuery } from '@/features/previews/api/get-preview'
import { previewQuery } from '@/features/previews/api/get-preview'
import { PreviewBanner } from '@/features/previews/components/preview-banner'
import { usePublicLayoutQuery } from '@/features/site/api/get-public-layout'
import { HelpCard } from '@/features/site/components/help-card'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import type { PageQueries } from '@/lib/page-queries'
import { DEFAULT_TIME_ZONE } from '@/lib/time-zone'
import { useTranslate } from '@/lib/translate'
import type { Translatable } from '@/types/database'

/** A news article as its page shows it (news-detail.tsx), from the preview's row. */
function ArticlePreview({ data }: { data: Preview['data'] }) {
  const { t } = useTranslation('public')
  const tr = useTranslate()
  const article = data as unknown as PublishedArticle
  return (
    <section className="container py-10 sm:py-14">
      <PageMeta
        title={`${t('preview.badge')}: ${tr(article.title)}`}
        description={tr(article.excerpt)}
        noIndex
      />
      <div className="mx-auto mb-8 max-w-3xl">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={publicRoutes.news}>
            <ArrowLeft aria-hidden="true" />
            {t('news.backToList')}
          </Link>
        </Button>
      </div>
      <ArticleView article={article} />
    </section>
  )
}

/** A CMS page as its route shows it (cms-route.tsx), from the preview's row. */
function CmsPagePreview({ data }: { data: Preview['data'] }) {
  const { t } = useTranslation('public')
  const tr = useTranslate()
  const title = tr(data.title as Translatable)
  const description = tr(data.meta_description as Translatable | null)
  const source = tr(data.content as Translatable)
  return (
    <>
      <PageMeta title={`${t('preview.badge')}: ${title}`} description={description} noIndex />
      <PageHeader title={title} description={description} />
      <CmsPageArticle source={source} aside={<HelpCard />}>
        <MarkdownContent source={source} />
      </CmsPageArticle>
    </>
  )
}

export const queries: PageQueries = ({ params }) => [previewQuery(params.token ?? '')]

/**
 * /pratinjau/:token: a draft or an unsaved edit of a news article or CMS page,
 * rendered by the public page components, marked "Pratinjau". Not indexed, kept by nobody
 * (route `noStore`); an unknown or expired token answers 404.
 */
export function Component() {
  const { t } = useTranslation('public')
  const { token = '' } = useParams()
  const { data: preview, isPending, isError } = usePreviewQuery(token)
  const timeZone = usePublicLayoutQuery().data?.settings?.time_zone ?? DEFAULT_TIME_ZONE

  if (isPending)
    return (
      <div role="status" className="container max-w-3xl space-y-4 py-14">
        <PageMeta title={t('preview.badge')} noIndex />
        <span className="sr-only">{t('cms.loading')}</span>
        <Skeleton className="h-10 w-5/6" />
        <Skeleton className="h-40 w-full" />
      </div>
    )
  if (isError || !preview)
    return (
      <section className="container flex min-h-[50vh] flex-col items-start justify-center gap-4 py-20">
        <PageMeta title={t('preview.notFoundTitle')} noIndex />
        <h1 className="text-3xl font-bold tracking-tight">{t('preview.notFoundTitle')}</h1>
        <p role={isError ? 'alert' : undefined} className="max-w-xl text-lg text-muted-foreground">
          {isError ? t('layout.loadError') : t('preview.notFoundDescription')}
        </p>
        <Button asChild>
          <Link to={publicRoutes.home}>{t('notFound.backHome')}</Link>
        </Button>
      </section>
    )
  return (
    <>
      <PreviewBanner expiresAt={preview.expires_at} timeZone={timeZone} />
      {preview.table_name === 'articles' ? (
        <ArticlePreview data={preview.data} />
      ) : (
        <CmsPagePreview data={preview.data} />
      )}
    </>
  )
}
