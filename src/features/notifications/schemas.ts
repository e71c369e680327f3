import { z } from 'zod'

import type { StaffRoleName } from '@/config/permissions'

export const notificationSettingsSchema = z.object({
  new_submissions: z.boolean(),
  overdue_digest: z.boolean(),
  by_email: z.boolean(),
})

export type NotificationSettingsValues = z.infer<typeof notificationSettingsSchema>

/** What applies before someone saves their own (the database's rule: admins get everything). */
export function defaultSettings(role: StaffRoleName): NotificationSettingsValues {
  const on = role === 'admin'
  return { new_submissions: on, overdue_digest: on, by_email: on }
}

/** Who can receive alerts: editors and admins (viewers see no submissions). */
export const receivesAlerts = (role: StaffRoleName) => role === 'admin' || role === 'editor'
