import { Check, MessageSquareWarning, Undo2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import type { AdminKey } from '@/lib/resource/resource'
import {
  approveReview,
  requestReviewChanges,
  type Review,
  REVIEW_SECTIONS,
  reviewItemName,
  useReviewDecision,
  withdrawReview,
} from '@/lib/resource/review-requests'
import { toast } from '@/lib/toast'

import { ReviewBadge, ReviewStatusView } from './review-status'
import { RevisionDiffView } from './revision-diff-view'

const COMMENT_MAX = 2000

/**
 * One submitted change: its state, the diff against the published version (the revision diff),
 * and the decisions: an admin approves (the change is published, or scheduled by its publish
 * time) or requests changes with a comment the editor sees; the submitter may withdraw it.
 */
export function ReviewPanel({
  review,
  live,
  canDecide,
  canWithdraw,
  itemHref,
}: {
  review: Review
  /** The item as visitors see it now (null: a new item). */
  live: Record<string, unknown> | null
  /** An admin: approve or request changes. */
  canDecide: boolean
  /** The submitter (or an admin): withdraw. */
  canWithdraw: boolean
  /** Where the item is edited (none for a new item). */
  itemHref?: string | null
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const describe = useErrorText()
  const commentId = useId()
  const [comment, setComment] = useState('')
  const [commentError, setCommentError] = useState<string | null>(null)
  const approve = useReviewDecision(approveReview, review.table_name)
  const request = useReviewDecision(requestReviewChanges, review.table_name)
  const withdraw = useReviewDecision(withdrawReview, review.table_name)
  const busy = approve.isPending || request.isPending || withdraw.isPending
  const section = REVIEW_SECTIONS[review.table_name] ?? review.table_name
  const pending = review.status === 'pending'

  const failed = (error: unknown) => {
    const { message } = describe(error, { fields: ['comment'] })
    void toast.error(t('review.failed'), message)
  }
  const onApprove = async () => {
    try {
      await approve.mutateAsync(review.id)
      void toast.success(t('review.approvedToast'))
    } catch (error) {
      failed(error)
    }
  }
  const onRequest = async (event: React.FormEvent) => {
    event.preventDefault()
    const text = comment.trim()
    if (!text || text.length > COMMENT_MAX) {
      setCommentError(t('crud.validation.required'))
      return
    }
    setCommentError(null)
    try {
      await request.mutateAsync({ id: review.id, comment: text })
      setComment('')
      void toast.success(t('review.requestedToast'))
    } catch (error) {
      const { field, message } = describe(error, { fields: ['comment'] })
      if (field === 'comment') setCommentError(message)
      else failed(error)
    }
  }
  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync(review.id)
      void toast.success(t('review.withdrawnToast'))
    } catch (error) {
      failed(error)
    }
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {t(`${section}.title` as AdminKey)}
          {review.is_new ? ` · ${t('review.newItem')}` : null}
        </p>
        <h2 className="text-lg font-semibold">{reviewItemName(review.data, language)}</h2>
        {pending || review.status === 'changes_requested' ? null : (
          <p>
            <ReviewBadge status={review.status} />
          </p>
        )}
        {itemHref ? (
          <p className="text-sm">
            <Link to={itemHref} className="underline underline-offset-4 hover:no-underline">
              {t('review.openItem')}
            </Link>
          </p>
        ) : null}
      </div>
      {pending || review.status === 'changes_requested' ? (
        <ReviewStatusView review={review} hideLink />
      ) : null}
      <section className="grid gap-3" aria-labelledby={`${commentId}-diff`}>
        <h3 id={`${commentId}-diff`} className="text-base font-semibold">
          {review.is_new ? t('review.diffNew') : t('review.diffTitle')}
        </h3>
        <RevisionDiffView before={live} after={review.data} section={section} />
      </section>
      {pending && (canDecide || canWithdraw) ? (
        <div className="grid gap-4 border-t pt-4">
          {canDecide ? (
            <div className="grid gap-2">
              <div>
                <Button type="button" onClick={() => void onApprove()} disabled={busy}>
                  <Check aria-hidden />
                  {t('review.approve')}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">{t('review.approveHint')}</p>
            </div>
          ) : null}
          {canDecide ? (
            <form noValidate onSubmit={(event) => void onRequest(event)} className="grid gap-2">
              <Label htmlFor={commentId}>{t('review.comment')}</Label>
              <Textarea
                id={commentId}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                maxLength={COMMENT_MAX}
                aria-invalid={commentError ? true : undefined}
                aria-describedby={`${commentId}-hint${commentError ? ` ${commentId}-error` : ''}`}
              />
              <p id={`${commentId}-hint`} className="text-xs text-muted-foreground">
                {t('review.commentHint')}
              </p>
              {commentError ? (
                <p id={`${commentId}-error`} className="text-sm text-destructive">
                  {commentError}
                </p>
              ) : null}
              <div>
                <Button type="submit" variant="outline" disabled={busy}>
                  <MessageSquareWarning aria-hidden />
                  {t('review.requestChanges')}
                </Button>
              </div>
            </form>
          ) : null}
          {canWithdraw ? (
            <div>
              <Button
                type="button"
                variant="ghost"
                onClick={() => void onWithdraw()}
                disabled={busy}
              >
                <Undo2 aria-hidden />
                {t('review.withdraw')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
