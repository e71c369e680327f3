import { useTranslation } from 'react-i18next'

import { ColumnHeads } from '@/components/ui/table'
import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import { formatDay } from '../lib/format'
import type { CertificateHistoryEntry } from '../types'

/**
 * The verify page's status history: issued, frozen (with reason), restored, revoked (with
 * reason), expired, extended, surveillance done — dated, newest first, as the public RPC gives it.
 */
export function CertificatePublicHistory({ history }: { history: CertificateHistoryEntry[] }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  return (
    <section aria-labelledby="verify-history" className="space-y-3" data-testid="verify-history">
      <h2 id="verify-history" className="text-xl font-semibold">
        {t('register.verify.historyTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('register.verify.historyIntro')}</p>
      <div className="overflow-hidden rounded-xl border">
        <table className="w-full text-left text-sm">
          <ColumnHeads
            className="bg-muted/60"
            cellClassName="px-4 py-2 font-medium"
            columns={[
              { label: t('register.verify.historyDate') },
              { label: t('register.verify.historyEvent') },
            ]}
          />
          <tbody>
            {history.map((entry, index) => (
              <tr key={`${entry.on}-${entry.kind}-${index}`} className="border-t align-top">
                <td className="w-px whitespace-nowrap px-4 py-2">
                  <time dateTime={entry.on}>{formatDay(entry.on, language)}</time>
                </td>
                <td className="px-4 py-2">
                  <span className="font-medium">{t(`register.verify.history.${entry.kind}`)}</span>
                  {entry.reason ? (
                    <span className="mt-0.5 block text-muted-foreground">
                      {translate(entry.reason, language)}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
