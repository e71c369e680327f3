import { Eye } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import { formatInZone } from '@/lib/time-zone'

/** The band that marks a preview page: "Pratinjau", not published, valid until … */
export function PreviewBanner({ expiresAt, timeZone }: { expiresAt: string; timeZone: string }) {
  const { t, i18n } = useTranslation('public')
  return (
    <div
      role="note"
      aria-label={t('preview.badge')}
      className="border-b-2 border-amber-500 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="container flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-md bg-amber-950 px-2.5 py-0.5 font-bold uppercase tracking-wide text-amber-50 dark:bg-amber-300 dark:text-amber-950">
          <Eye className="size-4" aria-hidden="true" />
          {t('preview.badge')}
        </span>
        <p>
          {t('preview.note', {
            at: formatInZone(expiresAt, currentLanguage(i18n), timeZone),
          })}
        </p>
      </div>
    </div>
  )
}
