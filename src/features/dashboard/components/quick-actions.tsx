import { FolderTree, type LucideIcon, Newspaper, Settings, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { adminRoutes } from '@/config/admin-routes'
import { type AdminScreen, canOpen, type StaffRoleName } from '@/config/permissions'

type ActionKey = 'news' | 'clients' | 'scope' | 'settings'

const ACTIONS: { key: ActionKey; to: string; screen: AdminScreen; icon: LucideIcon }[] = [
  { key: 'news', to: adminRoutes.news, screen: 'news', icon: Newspaper },
  { key: 'clients', to: adminRoutes.clients, screen: 'clients', icon: UsersRound },
  { key: 'scope', to: adminRoutes.scope, screen: 'scope', icon: FolderTree },
  { key: 'settings', to: adminRoutes.settings, screen: 'settings', icon: Settings },
]

/**
 * The dashboard shortcuts (docs/product.md#dashboard), only those the role may open; nothing at all
 * for a viewer.
 */
export function QuickActions({ role }: { role: StaffRoleName }) {
  const { t } = useTranslation('admin')
  const actions = ACTIONS.filter((a) => canOpen(role, a.screen))
  if (actions.length === 0) return null
  return (
    <Card>
      <CardHeader className="pb-4">
        <h2 id="quick-actions-title" className="text-lg font-semibold">
          {t('dashboard.quickActions.title')}
        </h2>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="quick-actions-title" className="grid gap-2">
          {actions.map((a) => (
            <li key={a.key}>
              <Link
                to={a.to}
                className="flex items-center gap-3 rounded-md border p-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <a.icon aria-hidden="true" className="size-5 text-primary" />
                {t(`dashboard.quickActions.${a.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
