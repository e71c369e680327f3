import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import { notificationKeys } from './keys'

/** Marks the given notifications (or, with 'all', every unread one) of the signed-in user read. */
export async function markRead(ids: string[] | 'all'): Promise<void> {
  let query = supabase
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .is('read_at', null)
  if (ids !== 'all') query = query.in('id', ids)
  const { error } = await query
  if (error) throw error
}

export const useMarkReadMutation = () => useCrudMutation(markRead, [notificationKeys.all])
