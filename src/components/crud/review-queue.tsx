import { useQuery } from '@tanstack/react-query'
import { ClipboardCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { adminPagePath, screenPath } from '@/config/admin-routes'
import { ADMIN_SCREENS, type AdminScreenEntry, screenOfTable } from '@/config/admin-screens'
import { currentLanguage } from '@/lib/i18n'
import type { AdminKey } from '@/lib/resource/resource'
import {
  pendingReviewsQuery,
  type Review,
  REVIEW_SECTIONS,
  reviewItemName,
} from '@/lib/resource/review-requests'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { useStaffNames } from '@/lib/resource/staff-members'
import { formatInZone } from '@/lib/time-zone'

import { ReviewBadge, reviewHref } from './review-status'

/**
 * Where a reviewed item is edited (admin-screens.ts): its edit page by id or slug, else its
 * screen's list searched for its name. Null for a new item (it exists once approved).
 */
export function reviewItemHref(review: Review, language: 'id' | 'en'): string | null {
  if (review.is_new && review.status !== 'approved') return null
  const screen = screenOfTable(review.table_name)
  const list = screen && screenPath(screen)
  if (!screen || !list) return null
  const entry: AdminScreenEntry = ADMIN_SCREENS[screen]
  const editPage = entry.pages?.find((page) => page.path.includes('/:'))
  if (entry.editBy === 'id' && editPage) return adminPagePath(editPage.path, review.record_id)
  if (entry.editBy === 'key' && editPage && typeof review.data.slug === 'string')
    return adminPagePath(editPage.path, review.data.slug)
  const name = reviewItemName(review.data, language)
  return name ? `${list}?q=${encodeURIComponent(name)}` : list
}

/** The review queue: every change waiting for an admin, oldest first, across collections. */
export function ReviewQueue() {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const zone = useSiteTimeZone()
  const name = useStaffNames()
  const query = useQuery(pendingReviewsQuery())
  if (query.isPending) return <Skeleton className="h-40 w-full" />
  if (query.isError) return <p className="text-sm text-destructive">{t('review.failed')}</p>
  const reviews = query.data
  if (reviews.length === 0)
    return (
      <p className="rounded-md border p-6 text-sm text-muted-foreground">{t('review.empty')}</p>
    )
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{t('review.item')}</TableHead>
            <TableHead scope="col">{t('review.collection')}</TableHead>
            <TableHead scope="col">{t('review.submittedBy')}</TableHead>
            <TableHead scope="col">{t('review.submittedAt')}</TableHead>
            <TableHead scope="col">{t('review.filter')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {reviews.map((review) => (
            <TableRow key={review.id}>
              <TableCell>
                <Link
                  to={reviewHref(review.id)}
                  className="font-medium underline underline-offset-4 hover:no-underline"
                >
                  {reviewItemName(review.data, language) || t('review.item')}
                </Link>
                {review.is_new ? (
                  <span className="ml-2 text-xs text-muted-foreground">{t('review.newItem')}</span>
                ) : null}
              </TableCell>
              <TableCell>
                {t(`${REVIEW_SECTIONS[review.table_name] ?? 'review'}.title` as AdminKey)}
              </TableCell>
              <TableCell>{name(review.submitted_by) ?? t('review.someone')}</TableCell>
              <TableCell className="whitespace-nowrap">
                {formatInZone(review.submitted_at, language, zone)}
              </TableCell>
              <TableCell>
                <ReviewBadge status={review.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

/** The dashboard's card: how many changes wait, and the way to the queue. */
export function ReviewQueueCard() {
  const { t } = useTranslation('admin')
  const query = useQuery(pendingReviewsQuery())
  const count = query.data?.length ?? 0
  const queue = screenPath('reviews') ?? '/admin'
  return (
    <section
      aria-labelledby="review-queue-card"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <ClipboardCheck className="size-5 text-muted-foreground" aria-hidden />
      <div className="grid gap-0.5">
        <h2 id="review-queue-card" className="text-base font-semibold">
          {t('review.dashboardTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {query.isPending ? '…' : t('review.dashboardCount', { count })}
        </p>
      </div>
      <Link
        to={queue}
        className="text-sm font-medium underline underline-offset-4 hover:no-underline sm:ml-auto"
      >
        {t('review.dashboardOpen')}
      </Link>
    </section>
  )
}
