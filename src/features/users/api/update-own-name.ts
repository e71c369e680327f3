import { supabase } from '@/lib/supabase'

import { useUsersMutation } from './use-users-mutation'

/**
 * Saves the signed-in user's own full name to their `app_users` row (RLS: own row; only admins
 * change roles). An account without a profile row keeps the name in its auth metadata instead
 * (ADR 007). Returns where it was stored.
 */
export async function updateOwnName({
  userId,
  fullName,
}: {
  userId: string
  fullName: string
}): Promise<'profile' | 'metadata'> {
  const full_name = fullName.trim()
  const { data, error } = await supabase
    .from('app_users')
    .update({ full_name })
    .eq('id', userId)
    .select('id')
  if (error) throw error
  if ((data ?? []).length > 0) return 'profile'
  const { error: authError } = await supabase.auth.updateUser({ data: { full_name } })
  if (authError) throw authError
  return 'metadata'
}

export const useUpdateOwnNameMutation = () => useUsersMutation(updateOwnName)
