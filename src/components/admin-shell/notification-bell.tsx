import { Bell, CheckCheck } from 'lucide-react'
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
import { formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import { cn } from '@/lib/utils'

export interface ShellNotification {
  id: string
  /** What happened, in words ("Keluhan baru KEL-2026-00042"). */
  text: string
  href: string
  at: string
  unread: boolean
}

export interface ShellNotifications {
  /** The newest notifications, newest first. */
  items: ShellNotification[]
  /** Unread notifications in all (the dot and the label). */
  unread: number
  onRead: (id: string) => void
  onReadAll: () => void
}

/**
 * The bell: the signed-in staff member's notifications (a new submission, a case assigned to
 * them, an overdue case, an email that failed or may not have gone out). A dot and the label
 * say how many are unread; opening one marks it read.
 */
export function NotificationBell({ notifications }: { notifications: ShellNotifications | null }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const unread = notifications?.unread ?? 0
  const items = notifications?.items ?? []
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" className="relative">
          <Bell aria-hidden="true" />
          <span className="sr-only">{t('shell.notifications', { count: unread })}</span>
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-dot"
              className="absolute right-2 top-2 size-2.5 rounded-full bg-destructive ring-2 ring-background"
            />
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>{t('shell.notificationsTitle')}</DropdownMenuLabel>
          {unread > 0 && notifications ? (
            <DropdownMenuItem
              className="text-xs"
              onSelect={(event) => {
                event.preventDefault()
                notifications.onReadAll()
              }}
            >
              <CheckCheck aria-hidden="true" />
              {t('shell.markAllRead')}
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">
            {t('shell.notificationsEmpty')}
          </p>
        ) : (
          <div className="max-h-96 overflow-y-auto">
            {items.map((item) => (
              <DropdownMenuItem key={item.id} asChild>
                <Link
                  to={item.href}
                  onClick={() => (item.unread ? notifications?.onRead(item.id) : undefined)}
                  className="grid gap-0.5"
                >
                  <span className={cn('text-sm', item.unread && 'font-semibold')}>
                    {item.unread ? <span className="sr-only">{t('shell.unread')}: </span> : null}
                    {item.text}
                  </span>
                  <time dateTime={item.at} className="text-xs text-muted-foreground">
                    {formatDateTime(item.at, language)}
                  </time>
                </Link>
              </DropdownMenuItem>
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
