import { useQuery } from '@tanstack/react-query'
import { BadgeCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Skeleton } from '@/components/ui/skeleton'
import { adminRoutes } from '@/config/admin-routes'
import { currentLanguage } from '@/lib/i18n'

import { registerDashboardQuery } from '../api/register-dashboard'
import { formatDay } from '../lib/format'
import { SURVEILLANCE_OVERDUE } from '../types'
import { RegisterServiceStats } from './register-service-stats'

type Item = {
  id: string | null
  number: string | null
  company_name: string | null
  legal_form: string | null
  valid_until: string | null
  next_surveillance_due: string | null
  days_to_expiry: number | null
  days_to_surveillance: number | null
}

/**
 * The dashboard's register panel: active certificates (a card sized to its number), and lists
 * of those expiring within 90 days, due for surveillance within 30 and overdue for it, each
 * linked to the filtered Sertifikat list; then the register's services (RegisterServiceStats).
 */
export function RegisterDashboard({ linked }: { linked: boolean }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const { data, isPending, isError } = useQuery(registerDashboardQuery())
  if (isError) return null
  const list = (
    title: string,
    href: string,
    block: { rows: Item[]; count: number } | undefined,
    date: (row: Item) => string | null,
    days: (row: Item) => number | null,
  ) => (
    <div className="rounded-xl border bg-card p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {title} <span className="text-muted-foreground">({block?.count ?? '…'})</span>
        </h3>
        {linked ? (
          <Link to={href} className="text-sm text-primary underline-offset-4 hover:underline">
            {t('dashboard.register.viewAll')}
          </Link>
        ) : null}
      </div>
      {!block ? (
        <Skeleton className="mt-3 h-24" />
      ) : block.rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('dashboard.register.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y text-sm">
          {block.rows.map((row) => {
            const n = days(row) ?? 0
            return (
              <li key={row.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                <span className="min-w-0">
                  {linked && row.id ? (
                    <Link
                      className="font-mono text-primary hover:underline"
                      to={adminRoutes.certificateEdit(row.id)}
                    >
                      {row.number}
                    </Link>
                  ) : (
                    <span className="font-mono">{row.number}</span>
                  )}{' '}
                  <span className="text-muted-foreground">
                    {row.legal_form} {row.company_name}
                  </span>
                </span>
                <span className={n < 0 ? 'font-semibold text-destructive' : 'whitespace-nowrap'}>
                  {formatDay(date(row), language)} ·{' '}
                  {n < 0
                    ? t('dashboard.register.overdue', { count: -n })
                    : t('dashboard.register.days', { count: n })}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
  return (
    <section aria-labelledby="register-dashboard" className="space-y-3">
      <h2 id="register-dashboard" className="text-lg font-semibold">
        {t('dashboard.register.title')}
      </h2>
      <div className="flex w-fit items-center gap-4 rounded-xl border bg-card p-4 pr-8">
        <BadgeCheck aria-hidden="true" className="size-8 text-emerald-600" />
        <div>
          <p className="text-sm text-muted-foreground">{t('dashboard.register.active')}</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="active-certificates">
            {isPending ? '…' : data.active}
          </p>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {list(
          t('dashboard.register.expiring'),
          `${adminRoutes.certificates}?expiring=90`,
          data?.expiring,
          (r) => r.valid_until,
          (r) => r.days_to_expiry,
        )}
        {list(
          t('dashboard.register.surveillance'),
          `${adminRoutes.certificates}?surveillance=30`,
          data?.surveillance,
          (r) => r.next_surveillance_due,
          (r) => r.days_to_surveillance,
        )}
        {list(
          t('dashboard.register.surveillanceOverdue'),
          `${adminRoutes.certificates}?surveillance=${SURVEILLANCE_OVERDUE}`,
          data?.overdue,
          (r) => r.next_surveillance_due,
          (r) => r.days_to_surveillance,
        )}
      </div>
      <RegisterServiceStats linked={linked} />
    </section>
  )
}
