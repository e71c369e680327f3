import { useTranslation } from 'react-i18next'

import { Skeleton } from '@/components/ui/skeleton'

/** Placeholder cards with the real cards' shape, so nothing shifts when they arrive. */
export function NewsListSkeleton({ count }: { count: number }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('a11y.loading')}</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-lg border">
            <div aria-hidden="true" className="aspect-[16/9] animate-pulse bg-muted" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-5 w-5/6" />
              <Skeleton className="h-4 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
