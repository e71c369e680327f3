import { supabase } from '@/lib/supabase'

/**
 * Removes every two-factor factor of a staff account (recovery when a phone is lost); the
 * database requires the admin's own session to be aal2.
 */
export async function removeUserFactors(userId: string): Promise<void> {
  const { error } = await supabase.rpc('remove_user_factors', { p_user_id: userId })
  if (error) throw error
}
