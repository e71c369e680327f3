import { queryOptions, useQuery } from '@tanstack/react-query'

import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import type { NotificationSettingsValues } from '../schemas'
import { notificationSettingsKeys } from './keys'

/** The signed-in user's saved settings, or null when they never saved any (role defaults). */
export async function getOwnSettings(
  userId: string,
  signal?: AbortSignal,
): Promise<NotificationSettingsValues | null> {
  let query = supabase
    .from('notification_settings')
    .select('new_submissions, overdue_digest, by_email')
    .eq('user_id', userId)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  return data
}

export const ownSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationSettingsKeys.detail(userId),
    queryFn: ({ signal }) => getOwnSettings(userId, signal),
  })

export const useOwnSettingsQuery = (userId: string) => useQuery(ownSettingsQueryOptions(userId))

export async function saveOwnSettings(vars: {
  userId: string
  values: NotificationSettingsValues
}): Promise<void> {
  const { error } = await supabase
    .from('notification_settings')
    .upsert({ user_id: vars.userId, ...vars.values }, { onConflict: 'user_id' })
  if (error) throw error
}

export const useSaveOwnSettingsMutation = () =>
  useCrudMutation(saveOwnSettings, [notificationSettingsKeys.all])
