import { tableKeys } from '@/lib/query-keys'

/** The bell's notifications and the signed-in user's alert settings. */
export const notificationKeys = tableKeys('notifications')
export const notificationSettingsKeys = tableKeys('notification_settings')
