import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { adminRoutes } from '@/config/admin-routes'
import { cn } from '@/lib/utils'

import type { CaseType } from '../schemas'

/** Switches between the complaint and appeal inboxes (one sidebar item, two screens). */
export function CaseTypeNav({ current }: { current: CaseType }) {
  const { t } = useTranslation('admin')
  const items = [
    { type: 'complaint', to: adminRoutes.complaints, label: t('complaints.title') },
    { type: 'appeal', to: adminRoutes.appeals, label: t('appeals.title') },
  ] as const
  return (
    <nav aria-label={t('cases.tabs')}>
      <ul className="inline-flex rounded-lg bg-muted p-1 text-sm font-medium">
        {items.map((item) => {
          const active = item.type === current
          return (
            <li key={item.type}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-md px-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active
                    ? 'bg-background text-foreground shadow'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
