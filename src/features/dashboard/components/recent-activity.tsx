import { AlertTriangle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { adminRoutes } from '@/config/admin-routes'
import { formatDateTime, relativeTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'

import { type ActivityEntry, useRecentActivityQuery } from '../api/get-recent-activity'

const ACTIONS = ['insert', 'update', 'delete'] as const
type Action = (typeof ACTIONS)[number]

/**
 * Latest audit-log entries (docs/product.md#audit-log); 'Lihat semua' goes to the audit log, for
 * admins.
 */
export function RecentActivity({ showViewAll }: { showViewAll: boolean }) {
  const { t } = useTranslation('admin')
  const query = useRecentActivityQuery()
  const now = useNow()
  return (
    <Card className="flex flex-col">
      <div className="flex flex-row items-center justify-between space-y-0 p-6 pb-4">
        <h2 id="recent-activity-title" className="text-lg font-semibold">
          {t('dashboard.activity.title')}
        </h2>
        {showViewAll ? (
          <Button asChild variant="link" size={null} className="h-auto gap-2 p-0 text-xs">
            <Link to={adminRoutes.auditLog} aria-label={t('dashboard.activity.viewAllLabel')}>
              {t('dashboard.activity.viewAll')}
            </Link>
          </Button>
        ) : null}
      </div>
      <CardContent className="flex-1">
        {query.isPending ? (
          <ul aria-hidden="true" className="space-y-4">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="space-y-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/3" />
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <AlertTriangle aria-hidden="true" className="size-5 text-destructive" />
            <span className="flex-1">{t('dashboard.error')}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('dashboard.retry')}
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.activity.empty')}</p>
        ) : (
          <ul aria-labelledby="recent-activity-title" className="divide-y">
            {query.data.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function inSentence(label: string | undefined): string | undefined {
  return label && /^.[a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label
}

function ActivityRow({ entry, now }: { entry: ActivityEntry; now: number }) {
  const { t, i18n } = useTranslation('admin')
  const action = (ACTIONS as readonly string[]).includes(entry.action)
    ? t(`dashboard.activity.actions.${entry.action as Action}`)
    : entry.action
  const entities = t('dashboard.activity.entities', { returnObjects: true }) as Record<
    string,
    string
  >
  // A table without a word of its own here is named as the audit log names it, in lower case
  // inside the sentence ("Kunci API register" → "kunci API register"; "FAQ" stays).
  const tables = t('auditLog.tables', { returnObjects: true }) as Record<string, string>
  const entity = entities[entry.entity] ?? inSentence(tables[entry.entity]) ?? entry.entity
  const language = currentLanguage(i18n)
  // recent_activity() names changes without a signed-in actor 'Sistem' or 'Publik'.
  const actor =
    entry.actor_name === 'Sistem'
      ? t('dashboard.activity.actors.system')
      : entry.actor_name === 'Publik'
        ? t('dashboard.activity.actors.public')
        : entry.actor_name
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid="activity-entry">
      <p className="text-sm">
        <span className="font-medium">{actor}</span> {action} {entity}
        {entry.title ? <span className="font-medium"> “{entry.title}”</span> : null}
      </p>
      <p className="mt-0.5 text-xs text-muted-foreground">
        <time dateTime={entry.at} title={formatDateTime(entry.at, language)}>
          {relativeTime(entry.at, language, now, { seconds: true })}
        </time>
      </p>
    </li>
  )
}

/** The current time, refreshed every minute so relative times stay true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000)
    return () => window.clearInterval(id)
  }, [])
  return now
}
