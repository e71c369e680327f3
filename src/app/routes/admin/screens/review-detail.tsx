import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'

import { CrudPage } from '@/components/crud/crud-page'
import { ReviewPanel } from '@/components/crud/review-panel'
import { reviewItemHref } from '@/components/crud/review-queue'
import { Skeleton } from '@/components/ui/skeleton'
import { screenPath } from '@/config/admin-routes'
import { useAuth } from '@/features/auth/auth-context'
import { currentLanguage } from '@/lib/i18n'
import { liveItemQuery, reviewQuery } from '@/lib/resource/review-requests'

/** /admin/tinjauan/:id: one submitted change, its diff against the live item, the decision. */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const { id = '' } = useParams()
  const { role, user } = useAuth()
  const review = useQuery(reviewQuery(id))
  const recordId = review.data?.record_id
  const live = useQuery({
    ...liveItemQuery(review.data?.table_name ?? '', recordId ?? ''),
    enabled: Boolean(recordId) && review.data?.is_new === false,
  })
  const back = screenPath('reviews') ?? '/admin'
  const loading = review.isPending || (review.data?.is_new === false && live.isPending)
  return (
    <CrudPage
      title={t('review.title')}
      actions={
        <Link
          to={back}
          className="inline-flex items-center gap-1 text-sm underline underline-offset-4 hover:no-underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('review.back')}
        </Link>
      }
    >
      {loading ? (
        <Skeleton className="h-64 w-full" />
      ) : !review.data ? (
        <p className="text-sm text-muted-foreground">{t('review.notFound')}</p>
      ) : (
        <ReviewPanel
          review={review.data}
          live={review.data.is_new ? null : (live.data ?? null)}
          canDecide={role === 'admin'}
          canWithdraw={role === 'admin' || review.data.submitted_by === user?.id}
          itemHref={reviewItemHref(review.data, currentLanguage(i18n))}
        />
      )}
    </CrudPage>
  )
}
