import { useTranslation } from 'react-i18next'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { currentLanguage } from '@/lib/i18n'
import type { TrackedSubmission } from '@/types/database'
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

/** A tracked submission: type, status badge with its plain-language meaning, response, date. */
export function SubmissionStatusCard({ submission }: { submission: TrackedSubmission }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const state = isKnown(submission.status) ? submission.status : 'unknown'
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
          <p className="text-sm text-muted-foreground">{t(`status.states.${state}.meaning`)}</p>
        </dd>
        <dt className="text-sm text-muted-foreground">{t('status.updated')}</dt>
        <dd>
          <time dateTime={submission.updated_at}>
            {formatDateTime(submission.updated_at, language)}
          </time>
        </dd>
      </dl>
      {submission.resolution ? (
        <div className="mt-6 border-t pt-4">
          <h3 className="font-semibold">{t('status.resolution')}</h3>
          <p className="mt-2 whitespace-pre-line">{submission.resolution}</p>
        </div>
      ) : null}
    </section>
  )
}
