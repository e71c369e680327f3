import { z } from 'zod'

import type { StaffRoleName } from '@/config/permissions'

export const notificationSettingsSchema = z.object({
  new_submissions: z.boolean(),
  overdue_digest: z.boolean(),
  by_email: z.boolean(),
})

export type NotificationSettingsValues = z.infer<typeof notificationSettingsSchema>

/**
 * What applies before someone saves their own (the database's rule): admins and editors, who
 * handle cases, hear of new ones in the bell and by email; only admins get the overdue digest.
 */
export function defaultSettings(role: StaffRoleName): NotificationSettingsValues {
  return { new_submissions: true, overdue_digest: role === 'admin', by_email: true }
}

/** Who can receive alerts: editors and admins (viewers see no submissions). */
export const receivesAlerts = (role: StaffRoleName) => role === 'admin' || role === 'editor'
