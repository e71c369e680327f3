import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import { pageWindow } from '../lib/page-window'

interface NewsPaginationProps {
  page: number
  pageCount: number
  /** The href of a page (page 1 without a query parameter). */
  hrefFor: (page: number) => string
}

/** Previous / numbered / next links; the current page is marked with aria-current. */
export function NewsPagination({ page, pageCount, hrefFor }: NewsPaginationProps) {
  const { t } = useTranslation('public')
  if (pageCount <= 1) return null
  const pages = pageWindow(page, pageCount)
  return (
    <nav aria-label={t('news.pagination.label')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ChevronLeft aria-hidden="true" />
              {t('news.pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('news.pagination.page', { page: n })}
                className={cn(
                  buttonVariants({ variant: n === page ? 'default' : 'ghost', size: 'sm' }),
                  'min-w-9',
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t('news.pagination.next')}
              <ChevronRight aria-hidden="true" />
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-muted-foreground">
        {t('news.pagination.status', { page, pageCount })}
      </p>
    </nav>
  )
}
