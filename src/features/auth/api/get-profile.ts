import { queryOptions } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import type { ProfileRow } from '../profile'
import { authKeys } from './keys'

/** The user's own `app_users` row (RLS: own row only), or null when there is none. */
export async function getProfileRow(
  userId: string,
  signal?: AbortSignal,
): Promise<ProfileRow | null> {
  let query = supabase.from('app_users').select('id, full_name, role').eq('id', userId)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  return data
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.profile(userId),
    queryFn: ({ signal }) => getProfileRow(userId, signal),
    // A failure toasts once and falls back to the viewer profile; no silent second attempt.
    retry: false,
  })
