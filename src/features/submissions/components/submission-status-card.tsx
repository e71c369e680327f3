import { Trans, useTranslation } from 'react-i18next'

import { Badge, type BadgeProps } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'
import { getRuntimeEnv } from '@/lib/env'
import { formatDate } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import type { TrackedSubmission } from '@/types/database'

import { jakartaToday } from '../lib/dates'
import { formatDateTime } from '../lib/format'

const STATES = ['baru', 'diproses', 'selesai', 'ditolak', 'dibaca', 'dibalas'] as const
type KnownState = (typeof STATES)[number]
const isKnown = (s: string): s is KnownState => (STATES as readonly string[]).includes(s)

const BADGE: Record<KnownState | 'unknown', BadgeProps['variant']> = {
  baru: 'highlight',
  diproses: 'default',
  selesai: 'secondary',
  ditolak: 'destructive',
  dibaca: 'default',
  dibalas: 'secondary',
  unknown: 'outline',
}

/**
 * A tracked submission: type, status badge with its plain-language meaning, response, date. A
 * rejection says what comes next: a complaint may be appealed until `appeal_until` (the link to
 * the appeal form), an appeal's decision is final.
 */
export function SubmissionStatusCard({ submission }: { submission: TrackedSubmission }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const state = isKnown(submission.status) ? submission.status : 'unknown'
  const rejected = state === 'ditolak'
  const meaning =
    rejected && submission.type === 'complaint'
      ? t('status.rejected.complaintMeaning')
      : rejected && submission.type === 'appeal'
        ? t('status.rejected.appealMeaning')
        : t(`status.states.${state}.meaning`)
  const appealUntil = rejected && submission.type === 'complaint' ? submission.appeal_until : null
  // Both YYYY-MM-DD on Jakarta's calendar, the database's "today" for the appeal window.
  const appealOpen = appealUntil ? appealUntil >= jakartaToday() : false
  return (
    <section
      aria-labelledby="status-result-title"
      className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id="status-result-title" className="font-mono text-lg font-semibold">
        {t('status.resultTitle', { reference: submission.reference })}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-[max-content_1fr] sm:gap-x-8">
        <dt className="text-sm text-muted-foreground">{t('status.typeLabel')}</dt>
        <dd>{t(`status.types.${submission.type}`)}</dd>
        <dt className="text-sm text-muted-foreground">{t('status.statusLabel')}</dt>
        <dd className="space-y-1">
          <Badge variant={BADGE[state]} size="lg">
            {state === 'unknown' ? submission.status : t(`status.states.${state}.label`)}
          </Badge>
          <p className="text-sm text-muted-foreground">{meaning}</p>
        </dd>
        <dt className="text-sm text-muted-foreground">{t('status.updated')}</dt>
        <dd>
          <time dateTime={submission.updated_at}>
            {formatDateTime(submission.updated_at, language)}
          </time>
        </dd>
      </dl>
      {submission.timeline.length > 0 ? (
        <div className="mt-6 border-t pt-4">
          <h3 className="font-semibold">{t('status.timelineTitle')}</h3>
          <ol className="mt-3 space-y-3 border-l-2 border-muted pl-4">
            {submission.timeline.map((step) => (
              <li key={`${step.at}-${step.status}`} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-primary"
                />
                <span className="font-medium">
                  {step.status === 'baru'
                    ? t('status.received')
                    : isKnown(step.status)
                      ? t(`status.states.${step.status}.label`)
                      : step.status}
                </span>
                <time dateTime={step.at} className="block text-sm text-muted-foreground">
                  {formatDateTime(step.at, language)}
                </time>
              </li>
            ))}
          </ol>
          {getRuntimeEnv().mail ? (
            <p className="mt-3 text-sm text-muted-foreground">{t('status.emailed')}</p>
          ) : null}
        </div>
      ) : null}
      {submission.resolution ? (
        <div className="mt-6 border-t pt-4">
          <h3 className="font-semibold">
            {rejected ? t('status.reasons') : t('status.resolution')}
          </h3>
          <p className="mt-2 whitespace-pre-line">{submission.resolution}</p>
        </div>
      ) : null}
      {appealUntil ? (
        <div className="mt-6 border-t pt-4">
          <h3 className="font-semibold">{t('status.rejected.nextTitle')}</h3>
          <p className="mt-2">
            {/* The date and the reference each stay on one line (no break after a hyphen). */}
            <Trans
              t={t}
              i18nKey={appealOpen ? 'status.rejected.appealNext' : 'status.rejected.appealNextPast'}
              values={{ date: formatDate(appealUntil, language), reference: submission.reference }}
              components={{ nowrap: <span className="whitespace-nowrap" /> }}
            />
          </p>
          {appealOpen ? (
            // A plain link: this card is in an island, where React Router does not run.
            <a href={publicRoutes.appeal} className={buttonVariants({ className: 'mt-4' })}>
              {t('status.rejected.appealLink')}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
