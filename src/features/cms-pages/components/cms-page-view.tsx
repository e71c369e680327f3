import { useTranslation } from 'react-i18next'

import { MarkdownContent, MarkdownSkeleton } from '@/components/markdown-content'
import { Skeleton } from '@/components/ui/skeleton'
import { useTranslate } from '@/lib/translate'

import { usePublishedCmsPageQuery } from '../api/get-published-cms-page'

export interface CmsPageViewProps {
  slug: string
  /** Renders the page chrome (meta + header) once the title is known. */
  renderHeader: (page: { title: string; description: string }) => React.ReactNode
  /** Title and description to use while loading or when the page does not exist. */
  fallback: { title: string; description: string }
}

/** A published CMS page by slug, its Markdown rendered safely (DECISIONS 11). */
export function CmsPageView({ slug, renderHeader, fallback }: CmsPageViewProps) {
  const { t } = useTranslation('public')
  const tr = useTranslate()
  const { data: page, isPending, isError } = usePublishedCmsPageQuery(slug)
  const title = (page && tr(page.title)) || fallback.title
  const description = (page && tr(page.meta_description)) || fallback.description
  return (
    <>
      {renderHeader({ title, description })}
      <div className="container py-12 sm:py-16">
        <article className="max-w-3xl">
          {isPending ? (
            <div role="status" aria-label={t('cms.loading')}>
              <Skeleton className="mb-6 h-7 w-1/2" />
              <MarkdownSkeleton />
            </div>
          ) : page ? (
            <MarkdownContent
              source={tr(page.content)}
              className="prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-a:text-primary prose-a:underline-offset-4"
            />
          ) : (
            <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
              {isError ? t('layout.loadError') : t('cms.notFound')}
            </p>
          )}
        </article>
      </div>
    </>
  )
}
