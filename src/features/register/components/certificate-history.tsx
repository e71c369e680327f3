import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import { getStatusHistory } from '../api/admin-certificates'
import { registerKeys } from '../api/keys'
import { formatDay } from '../lib/format'

/** The certificate's status history, newest first (written by the database on every change). */
export function CertificateHistory({ certificateId }: { certificateId: string }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const { data } = useQuery({
    queryKey: [...registerKeys.detail(certificateId), 'history'],
    queryFn: ({ signal }) => getStatusHistory(certificateId, signal),
  })
  return (
    <section aria-labelledby="certificate-history" className="mt-8 rounded-xl border p-5">
      <h2 id="certificate-history" className="text-lg font-semibold">
        {t('certificates.history.title')}
      </h2>
      {!data?.length ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('certificates.history.empty')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {data.map((event) => (
            <li key={event.id} className="border-l-2 pl-3 text-sm">
              <p className="font-medium">
                {formatDay(event.changed_on, language)} —{' '}
                {event.from_status
                  ? `${t(`certificates.status.${event.from_status as 'aktif'}`)} → `
                  : `${t('certificates.history.created')}: `}
                {t(`certificates.status.${event.to_status as 'aktif'}`)}
              </p>
              {event.reason ? <p>{translate(event.reason, language)}</p> : null}
              {event.actor_name ? (
                <p className="text-muted-foreground">
                  {t('certificates.history.by', { name: event.actor_name })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
