import { Bell } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { adminRoutes } from '@/config/routes'

export interface ShellNotifications {
  newComplaints: number
  newAppeals: number
  /** Whether the role may open the complaint and appeal screens (else the counts are text). */
  canOpenCases: boolean
}

/** The bell: a dot when complaints or appeals wait ('baru'); its label says how many. */
export function NotificationBell({ notifications }: { notifications: ShellNotifications | null }) {
  const { t } = useTranslation('admin')
  const total = notifications ? notifications.newComplaints + notifications.newAppeals : 0
  const entries = notifications
    ? [
        {
          key: 'complaints',
          count: notifications.newComplaints,
          to: adminRoutes.complaints,
          text: t('shell.newComplaints', { count: notifications.newComplaints }),
        },
        {
          key: 'appeals',
          count: notifications.newAppeals,
          to: adminRoutes.appeals,
          text: t('shell.newAppeals', { count: notifications.newAppeals }),
        },
      ].filter((e) => e.count > 0)
    : []
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" className="relative">
          <Bell aria-hidden="true" />
          <span className="sr-only">{t('shell.notifications', { count: total })}</span>
          {total > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-dot"
              className="absolute right-2 top-2 size-2.5 rounded-full bg-destructive ring-2 ring-background"
            />
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>{t('shell.notificationsTitle')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {entries.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">
            {t('shell.notificationsEmpty')}
          </p>
        ) : (
          entries.map((entry) =>
            notifications?.canOpenCases ? (
              <DropdownMenuItem key={entry.key} asChild>
                <Link to={entry.to}>{entry.text}</Link>
              </DropdownMenuItem>
            ) : (
              <p key={entry.key} className="px-2 py-1.5 text-sm">
                {entry.text}
              </p>
            ),
          )
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
