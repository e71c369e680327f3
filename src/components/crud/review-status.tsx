import { useQuery } from '@tanstack/react-query'
import { ClipboardCheck, MessageSquareWarning } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Badge } from '@/components/ui/badge'
import { adminPagePath } from '@/config/admin-routes'
import { ADMIN_SCREENS } from '@/config/admin-screens'
import { currentLanguage } from '@/lib/i18n'
import { itemReviewQuery, type Review } from '@/lib/resource/review-requests'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { useStaffNames } from '@/lib/resource/staff-members'
import { formatInZone } from '@/lib/time-zone'
import { cn } from '@/lib/utils'

/** The address of one review (the queue's detail page). */
export const reviewHref = (id: string) => adminPagePath(ADMIN_SCREENS.reviews.pages[1].path, id)

/** "Menunggu tinjauan" / "Perlu perubahan" / … as a badge. */
export function ReviewBadge({ status }: { status: Review['status'] }) {
  const { t } = useTranslation('admin')
  const text =
    status === 'pending'
      ? t('review.inReview')
      : status === 'changes_requested'
        ? t('review.changesRequested')
        : status === 'approved'
          ? t('review.approved')
          : t('review.withdrawn')
  return (
    <Badge
      variant={
        status === 'pending'
          ? 'highlight'
          : status === 'changes_requested'
            ? 'outline'
            : 'secondary'
      }
    >
      {text}
    </Badge>
  )
}

/**
 * An item's review state above its form: in review (the published version stays live), or the
 * admin's request for changes with the comment; a link to the review and its diff.
 */
export function ReviewStatusView({
  review,
  hideLink,
  showingPending,
  resubmits,
}: {
  review: Review
  hideLink?: boolean
  /** The form shows this pending change, not the live version ("in review since …"). */
  showingPending?: boolean
  /** Saving again submits over the pending change (an editor where review is required). */
  resubmits?: boolean
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const zone = useSiteTimeZone()
  const name = useStaffNames()
  const pending = review.status === 'pending'
  const Icon = pending ? ClipboardCheck : MessageSquareWarning
  return (
    <section
      aria-label={t('review.title')}
      className={cn(
        'grid gap-2 rounded-md border p-3 text-sm',
        pending ? 'border-highlight/60 bg-highlight/10' : 'border-destructive/50 bg-destructive/5',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Icon className="size-4 shrink-0" aria-hidden />
        <ReviewBadge status={review.status} />
        <span className="text-muted-foreground">
          {pending
            ? t('review.byAt', {
                name: name(review.submitted_by) ?? t('review.someone'),
                at: formatInZone(review.submitted_at, language, zone),
              })
            : review.decided_at
              ? t('review.decidedByAt', {
                  name: name(review.decided_by) ?? t('review.someone'),
                  at: formatInZone(review.decided_at, language, zone),
                })
              : null}
        </span>
      </div>
      {pending ? <p>{review.is_new ? t('review.inReviewNew') : t('review.inReviewText')}</p> : null}
      {pending && showingPending ? (
        <p className="font-medium" data-testid="review-pending-shown">
          {t('teamEditing.showingPending', {
            at: formatInZone(review.submitted_at, language, zone),
          })}{' '}
          {resubmits ? t('teamEditing.saveUpdatesPending') : t('teamEditing.saveWritesLive')}
        </p>
      ) : null}
      {pending ? null : (
        <>
          <p>
            {t('review.changesRequestedText', {
              name: name(review.decided_by) ?? t('review.someone'),
            })}
          </p>
          <blockquote className="whitespace-pre-wrap border-l-2 pl-3">{review.comment}</blockquote>
        </>
      )}
      {hideLink ? null : (
        <p>
          <Link
            to={reviewHref(review.id)}
            className="font-medium underline underline-offset-4 hover:no-underline"
          >
            {t('review.open')}
          </Link>
        </p>
      )}
    </section>
  )
}

/** The item's review state, loaded (nothing when it has none). */
export function ItemReviewStatus({
  table,
  recordId,
  showingPending,
  resubmits,
}: {
  table: string
  recordId: string
  showingPending?: boolean
  resubmits?: boolean
}) {
  const { data } = useQuery(itemReviewQuery(table, recordId))
  return data ? (
    <ReviewStatusView review={data} showingPending={showingPending} resubmits={resubmits} />
  ) : null
}
