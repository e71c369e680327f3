import { CalendarX2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { adminRoutes } from '@/config/admin-routes'

import { useNextYearHolidaysQuery } from '../api/get-next-year-holidays'

/**
 * For admins, who maintain the holidays: next year (Asia/Jakarta) has none entered, so due dates
 * there would skip only weekends. Nothing while loading, on an error or once the year has some.
 */
export function NextYearHolidaysNotice() {
  const { t } = useTranslation('admin')
  const { year, count } = useNextYearHolidaysQuery()
  if (count !== 0) return null
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-amber-600/50 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{t('dashboard.holidays.title', { year })}</p>
        <p>{t('dashboard.holidays.text', { year })}</p>
        <p>
          <Link
            to={adminRoutes.holidays}
            className="font-medium underline underline-offset-4 hover:no-underline"
          >
            {t('dashboard.holidays.link', { year })}
          </Link>
        </p>
      </div>
    </div>
  )
}
