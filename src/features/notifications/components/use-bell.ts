import { useTranslation } from 'react-i18next'

import type { ShellNotifications } from '@/components/admin-shell/notification-bell'
import { adminRoutes } from '@/config/admin-routes'

import { type NotificationRow, useNotificationsQuery } from '../api/list-notifications'
import { useMarkReadMutation } from '../api/mark-read'

/**
 * Where a notification leads: the case, the inbox, the outbox filtered to that state, the
 * counterfeit radar, or a change submitted for review.
 */
export function notificationHref(row: Pick<NotificationRow, 'entity' | 'record_id' | 'kind'>) {
  switch (row.entity) {
    case 'complaints':
      return `${adminRoutes.complaints}/${row.record_id}`
    case 'appeals':
      return `${adminRoutes.appeals}/${row.record_id}`
    case 'register_radar':
      return adminRoutes.registerRadar
    case 'content_reviews':
      return `${adminRoutes.reviews}/${row.record_id}`
    case 'outbox':
      return `${adminRoutes.outbox}?status=${row.kind === 'mail_failed' ? 'failed' : 'unknown'}`
    default:
      return adminRoutes.messages
  }
}

/** The shell's bell for editors and admins (viewers get none: they see no submissions). */
export function useBell(enabled: boolean): ShellNotifications | null {
  const { t } = useTranslation('admin')
  const query = useNotificationsQuery({ enabled })
  const markRead = useMarkReadMutation()
  if (!enabled || !query.data) return null
  return {
    unread: query.data.unread,
    items: query.data.items.map((row) => ({
      id: row.id,
      text: t(`alerts.kinds.${row.kind as 'assigned'}`, {
        reference: row.reference ?? '',
        entity: t(`alerts.entities.${row.entity as 'complaints'}`),
      }),
      href: notificationHref(row),
      at: row.created_at,
      unread: row.read_at === null,
    })),
    onRead: (id) => markRead.mutate([id]),
    onReadAll: () => markRead.mutate('all'),
  }
}
