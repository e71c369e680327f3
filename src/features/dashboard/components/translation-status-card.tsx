import { useQuery } from '@tanstack/react-query'
import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Card } from '@/components/ui/card'
import { screenPath } from '@/config/admin-routes'
import { ADMIN_SCREENS, type AdminScreen } from '@/config/admin-screens'
import { editingKeys, getEnglishCounts } from '@/lib/resource/editing-requests'
import type { AdminKey } from '@/lib/resource/resource'

/** The screen that lists a table (the first whose `tables` name it). */
function screenOf(table: string): string | undefined {
  const entry = Object.entries(ADMIN_SCREENS).find(([, screen]) =>
    ((screen as { tables?: readonly string[] }).tables ?? []).includes(table),
  )
  return entry ? screenPath(entry[0] as AdminScreen) : undefined
}

/**
 * The dashboard's translation count: editorial items whose English is missing or older than the
 * Indonesian, per collection, each linking to its list filtered by it (ADR 032).
 */
export function TranslationStatusCard() {
  const { t } = useTranslation('admin')
  const query = useQuery({ queryKey: editingKeys.englishCounts, queryFn: getEnglishCounts })
  if (!query.data) return null
  const rows = query.data
  const total = rows.reduce((sum, r) => sum + r.missing + r.outdated, 0)
  return (
    <Card className="p-4" data-testid="translation-status-card">
      <div className="flex items-start gap-3">
        <span className="rounded-md bg-primary/10 p-2 text-primary">
          <Languages aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="font-semibold">{t('editing.dashboardTitle')}</h2>
          <p className="text-sm text-muted-foreground">
            {total ? t('editing.dashboardCount', { count: total }) : t('editing.dashboardNone')}
          </p>
          {rows.length ? (
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {rows.map((row) => {
                const path = screenOf(row.table_name)
                const name = t(`auditLog.tables.${row.table_name}` as AdminKey, {
                  defaultValue: row.table_name,
                }) as string
                const detail = t('editing.dashboardDetail', {
                  missing: row.missing,
                  outdated: row.outdated,
                })
                const filter = row.missing ? 'missing' : 'outdated'
                return (
                  <li key={row.table_name}>
                    {path ? (
                      <Link
                        to={`${path}?english=${filter}`}
                        className="font-medium underline underline-offset-4 hover:no-underline"
                      >
                        {name}
                      </Link>
                    ) : (
                      <span className="font-medium">{name}</span>
                    )}
                    <span className="text-muted-foreground"> · {detail}</span>
                  </li>
                )
              })}
            </ul>
          ) : null}
        </div>
      </div>
    </Card>
  )
}
