import { useTranslation } from 'react-i18next'

import { Skeleton } from '@/components/ui/skeleton'
import { currentLanguage } from '@/lib/i18n'
import { seoHead } from '@/lib/seo-meta'
import { useTranslate } from '@/lib/translate'

import { usePublishedCmsPageQuery } from '../api/get-published-cms-page'
import { MarkdownContent, MarkdownSkeleton } from './markdown-content'

export interface CmsPageViewProps {
  slug: string
  /**
   * Renders the page chrome (meta + header) once the title is known: `description` is the lead
   * under the heading and the meta description; `fullTitle` (the page's meta title) and `image`
   * (its share image) are for the head (issue 17).
   */
  renderHeader: (page: {
    title: string
    description: string
    fullTitle?: string
    image: string | null
  }) => React.ReactNode
  /** Title and description to use while loading or when the page does not exist. */
  fallback: { title: string; description: string }
  /** Shown instead of the page when there is no such published page (the server answers 404). */
  notFound?: React.ReactNode
}

/** A published CMS page by slug, its Markdown rendered safely (DECISIONS 11). */
export function CmsPageView({ slug, renderHeader, fallback, notFound }: CmsPageViewProps) {
  const { t, i18n } = useTranslation('public')
  const tr = useTranslate()
  const { data: page, isPending, isError } = usePublishedCmsPageQuery(slug, notFound !== undefined)
  if (notFound !== undefined && !isPending && !isError && !page) return notFound
  const title = (page && tr(page.title)) || fallback.title
  const head = seoHead(page ?? {}, currentLanguage(i18n), {
    title: page?.title,
    defaultDescription: fallback.description,
  })
  return (
    <>
      {renderHeader({ title, ...head })}
      <CmsPageArticle>
        {isPending ? (
          <div role="status" aria-label={t('cms.loading')}>
            <Skeleton className="mb-6 h-7 w-1/2" />
            <MarkdownSkeleton />
          </div>
        ) : page ? (
          <MarkdownContent source={tr(page.content)} />
        ) : (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            {isError ? t('layout.loadError') : t('cms.notFound')}
          </p>
        )}
      </CmsPageArticle>
    </>
  )
}

/** The column a CMS page's text stands in (its page and its preview). */
export function CmsPageArticle({ children }: { children: React.ReactNode }) {
  return (
    <div className="container py-12 sm:py-16">
      <article className="max-w-3xl">{children}</article>
    </div>
  )
}
