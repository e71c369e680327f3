import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Skeleton } from '@/components/ui/skeleton'
import { ColumnHeads } from '@/components/ui/table'
import { adminRoutes } from '@/config/admin-routes'
import { currentLanguage } from '@/lib/i18n'

import { registerServiceStatsQuery } from '../api/register-service-stats'

const card = 'rounded-xl border bg-card p-4'
const number = new Intl.NumberFormat('id-ID')

/** "Sen, 30 Nov": a day of the last two weeks, short enough for one line on a phone. */
const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/**
 * The register's services on the dashboard: status watches, API calls per key (and without
 * one), bulk checks per day for the last 14 days. Counts only: a watcher's email never.
 */
export function RegisterServiceStats({ linked }: { linked: boolean }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const { data, isError } = useQuery(registerServiceStatsQuery())
  if (isError) return null
  if (!data)
    return (
      <div className="grid gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    )
  const busiest = Math.max(1, ...data.bulk_per_day.map((d) => d.checks))
  const bulkTotal = data.bulk_per_day.reduce((n, d) => n + d.checks, 0)
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid="register-service-stats">
      <div className={card}>
        <h3 className="font-semibold">{t('dashboard.register.service.watches')}</h3>
        <p className="mt-2 text-3xl font-bold tabular-nums" data-testid="active-watches">
          {number.format(data.watches.active)}
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            {t('dashboard.register.service.watchesActive')}
          </span>
        </p>
        <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
          <li>{t('dashboard.register.service.watchesPending', { count: data.watches.pending })}</li>
          <li>
            {t('dashboard.register.service.watchedCertificates', {
              count: data.watches.certificates,
            })}
          </li>
          <li>
            {t('dashboard.register.service.watchedCompanies', { count: data.watches.companies })}
          </li>
        </ul>
      </div>
      <div className={card}>
        <div className="flex items-baseline justify-between gap-2">
          <h3 className="font-semibold">{t('dashboard.register.service.api')}</h3>
          {linked ? (
            <Link
              to={adminRoutes.registerApiKeys}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {t('dashboard.register.service.manageKeys')}
            </Link>
          ) : null}
        </div>
        <table className="mt-3 w-full text-sm" data-testid="api-calls">
          <ColumnHeads
            className="text-left text-muted-foreground"
            cellClassName="pb-1 pl-2 text-right font-medium"
            columns={[
              { label: t('dashboard.register.service.apiKey'), className: 'pb-1 font-medium' },
              {
                label: t('dashboard.register.service.api30'),
                className: 'whitespace-nowrap pb-1 pl-2 text-right font-medium',
              },
              { label: t('dashboard.register.service.apiTotal') },
            ]}
          />
          <tbody className="divide-y">
            {data.api_keys.map((key) => (
              <tr key={key.id}>
                <th scope="row" className="py-1.5 text-left font-normal">
                  <span className={key.revoked ? 'text-muted-foreground line-through' : ''}>
                    {key.name}
                  </span>{' '}
                  <code className="text-xs text-muted-foreground">{key.prefix}…</code>
                  {key.revoked ? (
                    <span className="ml-1 text-xs text-muted-foreground">
                      ({t('dashboard.register.service.apiRevoked')})
                    </span>
                  ) : null}
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {number.format(key.calls_30_days)}
                </td>
                <td className="py-1.5 text-right tabular-nums">{number.format(key.calls)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-1.5 text-left font-normal text-muted-foreground">
                {t('dashboard.register.service.apiAnonymous')}
              </th>
              <td className="py-1.5 text-right tabular-nums">
                {number.format(data.api_anonymous_30_days)}
              </td>
              <td className="py-1.5 text-right text-muted-foreground">–</td>
            </tr>
          </tbody>
        </table>
        {data.api_keys.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t('dashboard.register.service.apiNone')}
          </p>
        ) : null}
      </div>
      <div className={card}>
        <h3 className="font-semibold">{t('dashboard.register.service.bulk')}</h3>
        <p className="text-sm text-muted-foreground">
          {t('dashboard.register.service.bulkTotal', { count: bulkTotal })}
        </p>
        <table className="mt-3 w-full text-sm" data-testid="bulk-per-day">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('dashboard.register.service.bulkDay')}</th>
              <th scope="col">{t('dashboard.register.service.bulkChecks')}</th>
            </tr>
          </thead>
          <tbody>
            {data.bulk_per_day.map((d) => (
              <tr key={d.day}>
                <th
                  scope="row"
                  className="w-28 whitespace-nowrap py-0.5 text-left font-normal text-muted-foreground"
                >
                  {shortDay(d.day, language)}
                </th>
                <td className="py-0.5">
                  <div className="flex items-center gap-2">
                    <div
                      aria-hidden="true"
                      className="h-2.5 rounded-sm bg-primary/70"
                      style={{ width: `${(d.checks / busiest) * 75}%` }}
                    />
                    <span className="tabular-nums">{number.format(d.checks)}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
