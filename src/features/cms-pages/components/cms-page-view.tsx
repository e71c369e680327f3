import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { FallbackNote } from '@/components/fallback-note'
import { MarkdownContent, MarkdownSkeleton } from '@/components/markdown-content'
import { Skeleton } from '@/components/ui/skeleton'
import { currentLanguage } from '@/lib/i18n'
import { markdownHeadings } from '@/lib/markdown-headings'
import { seoHead } from '@/lib/seo-meta'
import { useTranslate } from '@/lib/translate'
import { cn } from '@/lib/utils'

import { usePublishedCmsPageQuery } from '../api/get-published-cms-page'
import { CmsToc } from './cms-toc'

/** A page with at least this many headings gets a table of contents beside the text. */
export const TOC_MIN_HEADINGS = 3

export interface CmsPageViewProps {
  slug: string
  /**
   * Renders the page chrome (meta + header) once the title is known: `description` is the lead
   * under the heading and the meta description; `fullTitle` (the page's meta title) and `image`
   * (its share image) are for the head.
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
  notFound?: ReactNode
  /** The right column under the contents (a help card, related pages). */
  aside?: ReactNode
}

/** A published CMS page by slug, its Markdown rendered safely (docs/product.md#rich-text). */
export function CmsPageView({ slug, renderHeader, fallback, notFound, aside }: CmsPageViewProps) {
  const { t, i18n } = useTranslation('public')
  const tr = useTranslate()
  const { data: page, isPending, isError } = usePublishedCmsPageQuery(slug, notFound !== undefined)
  if (notFound !== undefined && !isPending && !isError && !page) return notFound
  const title = (page && tr(page.title)) || fallback.title
  const head = seoHead(page ?? {}, currentLanguage(i18n), {
    title: page?.title,
    defaultDescription: fallback.description,
  })
  const source = page ? tr(page.content) : ''
  return (
    <>
      {renderHeader({ title, ...head })}
      <CmsPageArticle source={source} aside={aside}>
        {isPending ? (
          <div role="status" aria-label={t('cms.loading')}>
            <Skeleton className="mb-6 h-7 w-1/2" />
            <MarkdownSkeleton />
          </div>
        ) : page ? (
          <>
            <FallbackNote values={[page.title, page.content]} className="mb-4" />
            <MarkdownContent
              source={source}
              className="prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-a:text-primary prose-a:underline-offset-4"
            />
          </>
        ) : (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            {isError ? t('layout.loadError') : t('cms.notFound')}
          </p>
        )}
      </CmsPageArticle>
    </>
  )
}

/**
 * The columns a CMS page's text stands in (its page and its preview). Wide screens get a right
 * column: the contents of a long page (`source`'s headings), then `aside` (sticky); a phone
 * shows the contents above the text and `aside` below it (the contents come first in the
 * document too, so reading and focus order follow what is seen). Server-rendered like the
 * text: no JavaScript needed.
 */
export function CmsPageArticle({
  source = '',
  aside,
  children,
}: {
  source?: string
  aside?: ReactNode
  children: ReactNode
}) {
  const headings = markdownHeadings(source)
  const toc = headings.length >= TOC_MIN_HEADINGS
  return (
    <div className="container grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,48rem)_20rem] lg:grid-rows-[auto_1fr] lg:justify-between lg:gap-x-10 lg:gap-y-6">
      {toc ? <CmsToc headings={headings} className="lg:col-start-2 lg:row-start-1" /> : null}
      <article className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">{children}</article>
      {aside ? (
        <div
          className={cn(
            'space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:self-start',
            toc ? 'lg:row-start-2' : 'lg:row-start-1',
          )}
        >
          {aside}
        </div>
      ) : null}
    </div>
  )
}
