import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import { getStatusHistory } from '../api/admin-certificates'
import { registerKeys } from '../api/keys'
import { formatCheckTime, formatDay } from '../lib/format'

type HistoryEvent = Awaited<ReturnType<typeof getStatusHistory>>[number]
type Status = 'aktif' | 'dibekukan' | 'dicabut' | 'kedaluwarsa'

/**
 * The certificate's whole status history, newest first: every change by any path (the status
 * dialog, the import, the service role) and the derived expiry, each saying who made it and
 * when it was recorded. The database writes it and nobody can change it (ADR 024).
 */
export function CertificateHistory({ certificateId }: { certificateId: string }) {
  const { t, i18n } = useTranslation('admin')
  const { data, isPending, isError } = useQuery({
    queryKey: [...registerKeys.detail(certificateId), 'history'],
    queryFn: ({ signal }) => getStatusHistory(certificateId, signal),
  })
  return (
    <section aria-labelledby="certificate-history" className="mt-8 rounded-xl border p-5">
      <h2 id="certificate-history" className="text-lg font-semibold">
        {t('certificates.history.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('certificates.history.intro')}</p>
      {isPending ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          {t('certificates.history.loading')}
        </p>
      ) : isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t('certificates.history.error')}
        </p>
      ) : !data.length ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('certificates.history.empty')}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {data.map((event) => (
            <HistoryEntry key={event.id} event={event} language={currentLanguage(i18n)} />
          ))}
        </ol>
      )}
    </section>
  )
}

function HistoryEntry({
  event,
  language,
}: {
  event: HistoryEvent
  language: ReturnType<typeof currentLanguage>
}) {
  const { t } = useTranslation('admin')
  const status = (value: string) => t(`certificates.status.${value as Status}`)
  return (
    <li className="border-l-2 pl-3 text-sm" data-seq={event.seq}>
      <p className="font-medium">
        {formatDay(event.changed_on, language)} —{' '}
        {event.from_status
          ? `${status(event.from_status)} → `
          : `${t('certificates.history.created')}: `}
        {status(event.to_status)}
      </p>
      {event.reason ? <p className="mt-0.5">{translate(event.reason, language)}</p> : null}
      <p className="mt-0.5 text-muted-foreground">
        {t('certificates.history.by', { name: actorLabel(event, t) })} ·{' '}
        {t('certificates.history.recorded', {
          time: formatCheckTime(new Date(event.created_at), language),
        })}{' '}
        · {t('certificates.history.position', { seq: event.seq })}
      </p>
    </li>
  )
}

/** "Name (email)", the email alone, or the system (scheduled jobs, the service role). */
function actorLabel(event: HistoryEvent, t: (key: 'certificates.history.system') => string) {
  const { actor_name: name, actor_email: email } = event
  if (name && email && name !== email) return `${name} (${email})`
  if (name || email) return (name ?? email)!
  return t('certificates.history.system')
}
