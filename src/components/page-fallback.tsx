import { useTranslation } from 'react-i18next'

import { Skeleton } from '@/components/ui/skeleton'

/** Shown while a route module loads for the first time; reserves the page's space. */
export function PageFallback() {
  const { t } = useTranslation()
  return (
    <div role="status" className="container space-y-4 py-12">
      <span className="sr-only">{t('a11y.loading')}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-40 w-full" />
    </div>
  )
}
