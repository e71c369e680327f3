import { supabase } from '@/lib/supabase'

/** One row of `my_sessions()`: the caller's own active sessions. */
export interface OwnSession {
  id: string
  user_agent: string | null
  ip: string | null
  created_at: string
  last_used_at: string
  is_current: boolean
}

export async function listOwnSessions(): Promise<OwnSession[]> {
  const { data, error } = await supabase.rpc('my_sessions')
  if (error) throw error
  return data ?? []
}

export async function revokeOwnSession(id: string): Promise<void> {
  const { error } = await supabase.rpc('revoke_my_session', { session_id: id })
  if (error) throw error
}

/** Ends every session of the account but this tab's. */
export const signOutOtherSessions = () => supabase.auth.signOut({ scope: 'others' })

/**
 * Asks the auth server for the user: a session ended elsewhere answers `session_not_found`, on
 * which auth-js drops the local session.
 */
export const checkSession = () => supabase.auth.getUser()
