import { useTranslation } from 'react-i18next'

import { ReviewQueueCard } from '@/components/crud/review-queue'
import { canOpen } from '@/config/permissions'
import { useAuth } from '@/features/auth/auth-context'
import { useDashboardCountsQuery } from '@/features/dashboard/api/get-dashboard-counts'
import { DashboardCounters } from '@/features/dashboard/components/dashboard-counters'
import { NextYearHolidaysNotice } from '@/features/dashboard/components/next-year-holidays-notice'
import { QuickActions } from '@/features/dashboard/components/quick-actions'
import { RecentActivity } from '@/features/dashboard/components/recent-activity'
import { TranslationStatusCard } from '@/features/dashboard/components/translation-status-card'
import { RegisterDashboard } from '@/features/register/components/register-dashboard'

/**
 * /admin: the four counters, the certificate register panel, recent activity and quick actions
 * (docs/product.md#dashboard, #audit-log); for those who may edit the holidays, a warning when
 * next year has none; for admins, the changes waiting for review (docs/decisions/030).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin')
  const { profile, role } = useAuth()
  const counts = useDashboardCountsQuery()
  const staffRole = role ?? 'viewer'
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('dashboard.title')}</h1>
        <p className="mt-1 text-muted-foreground">
          {profile ? t('dashboard.welcome', { name: profile.full_name }) : null}
          {profile ? ' · ' : null}
          {t('dashboard.description')}
        </p>
      </div>
      {canOpen(staffRole, 'holidays') ? <NextYearHolidaysNotice /> : null}
      {staffRole === 'admin' ? <ReviewQueueCard /> : null}
      <DashboardCounters
        counts={counts.data}
        isPending={counts.isPending}
        isError={counts.isError}
        onRetry={() => void counts.refetch()}
      />
      <RegisterDashboard linked={canOpen(staffRole, 'certificates')} />
      <TranslationStatusCard />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className={canOpen(staffRole, 'news') ? 'lg:col-span-2' : 'lg:col-span-3'}>
          <RecentActivity showViewAll={canOpen(staffRole, 'auditLog')} />
        </div>
        <QuickActions role={staffRole} />
      </div>
    </div>
  )
}
