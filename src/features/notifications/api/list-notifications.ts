import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'

import { notificationKeys } from './keys'

export type NotificationRow = Pick<
  Tables<'notifications'>,
  'id' | 'kind' | 'entity' | 'record_id' | 'reference' | 'read_at' | 'created_at'
>

/** How many the bell lists (the newest); the unread count covers them all. */
export const BELL_SIZE = 15

export interface BellData {
  items: NotificationRow[]
  unread: number
}

/** The signed-in staff member's newest notifications (RLS: only their own) and the unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<BellData> {
  let list = supabase
    .from('notifications')
    .select('id, kind, entity, record_id, reference, read_at, created_at')
    .order('created_at', { ascending: false })
    .limit(BELL_SIZE)
  let unread = supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null)
  if (signal) {
    list = list.abortSignal(signal)
    unread = unread.abortSignal(signal)
  }
  const [rows, count] = await Promise.all([list, unread])
  if (rows.error) throw rows.error
  if (count.error) throw count.error
  return { items: rows.data ?? [], unread: count.count ?? 0 }
}

/** Polled every minute and on focus: new submissions arrive from visitors. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list({}),
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  })

export const useNotificationsQuery = (options: { enabled: boolean }) =>
  useQuery({ ...notificationsQueryOptions(), enabled: options.enabled })
