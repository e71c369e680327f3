import {
  AlertTriangle,
  FileCheck2,
  type LucideIcon,
  MessageSquareWarning,
  Scale,
  UsersRound,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { DASHBOARD_COUNTER_ANIMATION_MS } from '@/config/constants'
import { usePrefersReducedMotion } from '@/lib/use-media-query'
import type { DashboardCounts } from '@/types/database'

import { useCountUp } from '../count-up'

type CounterKey = 'totalClients' | 'publishedArticles' | 'newComplaints' | 'newAppeals'

const COUNTERS: {
  key: CounterKey
  field: keyof DashboardCounts
  icon: LucideIcon
  tone: string
}[] = [
  {
    key: 'totalClients',
    field: 'total_clients',
    icon: UsersRound,
    tone: 'bg-primary/10 text-primary',
  },
  {
    key: 'publishedArticles',
    field: 'published_articles',
    icon: FileCheck2,
    tone: 'bg-primary/10 text-primary',
  },
  {
    key: 'newComplaints',
    field: 'new_complaints',
    icon: MessageSquareWarning,
    tone: 'bg-highlight/10 text-highlight',
  },
  {
    key: 'newAppeals',
    field: 'new_appeals',
    icon: Scale,
    tone: 'bg-highlight/10 text-highlight',
  },
]

export interface DashboardCountersProps {
  counts: DashboardCounts | undefined
  isPending: boolean
  isError: boolean
  onRetry: () => void
}

/**
 * The four counters (docs/product.md#dashboard), counting up over 0.6 s (at once with reduced
 * motion).
 */
export function DashboardCounters({ counts, isPending, isError, onRetry }: DashboardCountersProps) {
  const { t } = useTranslation('admin')
  if (isError && !counts) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
      >
        <AlertTriangle aria-hidden="true" className="size-5 text-destructive" />
        <span className="flex-1">{t('dashboard.error')}</span>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t('dashboard.retry')}
        </Button>
      </div>
    )
  }
  return (
    <ul
      aria-label={t('dashboard.counters.label')}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      {COUNTERS.map((c) => (
        <li key={c.key}>
          <Card className="flex h-full items-center gap-4 p-5">
            <span
              className={`flex size-12 shrink-0 items-center justify-center rounded-lg ${c.tone}`}
            >
              <c.icon aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{t(`dashboard.counters.${c.key}`)}</p>
              {isPending || !counts ? (
                <Skeleton className="mt-1 h-8 w-16" />
              ) : (
                <Counter value={counts[c.field]} testId={`counter-${c.key}`} />
              )}
              {c.key === 'totalClients' && counts ? (
                // "Total Klien" counts hidden clients too: say how many visitors see.
                <p
                  className="text-xs text-muted-foreground"
                  data-testid="counter-totalClients-note"
                >
                  {t('dashboard.counters.totalClientsNote', { count: counts.published_clients })}
                </p>
              ) : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}

function Counter({ value, testId }: { value: number; testId: string }) {
  const { i18n } = useTranslation()
  const reduceMotion = usePrefersReducedMotion()
  const shown = useCountUp(value, DASHBOARD_COUNTER_ANIMATION_MS, reduceMotion)
  const format = (n: number) => n.toLocaleString(i18n.language)
  return (
    <p className="text-3xl font-bold tabular-nums" data-testid={testId} data-value={value}>
      {/* Screen readers get the final number, not every frame of the animation. */}
      <span aria-hidden="true">{format(shown)}</span>
      <span className="sr-only">{format(value)}</span>
    </p>
  )
}
