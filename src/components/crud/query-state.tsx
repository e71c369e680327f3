import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

/**
 * Loading (skeleton rows, or `skeleton`), then an error with "Coba lagi", then `children` with
 * the data.
 */
export function QueryState({
  query,
  skeleton,
  children,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>
  /** The loading placeholder's shape (default: five rows). */
  skeleton?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('admin')
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t('crud.table.loading')}</span>
        {skeleton ?? Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-12" />)}
      </div>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-lg border p-4">
        <p>{t('crud.table.error')}</p>
        <Button type="button" variant="outline" onClick={() => void query.refetch()}>
          {t('crud.actions.retry')}
        </Button>
      </div>
    )
  }
  return <>{children}</>
}
