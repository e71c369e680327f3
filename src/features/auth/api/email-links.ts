import { authRoutes } from '@/config/routes'
import { supabase } from '@/lib/supabase'

/** The kinds of emailed link the set-password screen accepts. */
export type EmailLinkType = 'recovery' | 'invite'

export const isEmailLinkType = (value: string | null): value is EmailLinkType =>
  value === 'recovery' || value === 'invite'

/** Asked again too soon (per email or per address): the server answers 429. */
export class TooManyRequestsError extends Error {
  constructor() {
    super('too many requests')
    this.name = 'TooManyRequestsError'
  }
}

/**
 * "Forgot password": the server mails a link to the set-password screen when the account
 * exists, and answers the same when it does not.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${authRoutes.setPassword}`,
  })
  if (error?.status === 429) throw new TooManyRequestsError()
  if (error) throw error
}

/**
 * Exchanges the link's `token_hash` for a session (`verifyOtp`, docs/decisions/028): works once,
 * and not after it expired. Returns the account's email.
 */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<string> {
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type })
  if (error) throw error
  return data.user?.email ?? ''
}

/** The link's session sets the password without the current one; other sessions end. */
export async function setNewPassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password })
  if (error) throw error
}
