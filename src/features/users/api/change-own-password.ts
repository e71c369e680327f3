import { useMutation } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

/** The current password did not match (the form puts this next to that field). */
export class WrongPasswordError extends Error {
  constructor() {
    super('wrong current password')
    this.name = 'WrongPasswordError'
  }
}

/**
 * Changes the signed-in user's password. The auth server checks the current password in the same
 * request (GoTrue's `update_password_require_current_password`), so a stolen session alone
 * cannot take over the account.
 */
export async function changeOwnPassword({
  currentPassword,
  newPassword,
}: {
  currentPassword: string
  newPassword: string
}): Promise<void> {
  const { error } = await supabase.auth.updateUser({
    password: newPassword,
    current_password: currentPassword,
  })
  if (error?.code === 'current_password_invalid' || error?.code === 'current_password_required')
    throw new WrongPasswordError()
  if (error) throw error
}

export const useChangeOwnPasswordMutation = () => useMutation({ mutationFn: changeOwnPassword })
