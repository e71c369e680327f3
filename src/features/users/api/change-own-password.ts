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
 * Changes the signed-in user's password after confirming the current one: a password sign-in
 * as the same user (same session owner, so nothing else changes), then `updateUser`.
 */
export async function changeOwnPassword({
  email,
  currentPassword,
  newPassword,
}: {
  email: string
  currentPassword: string
  newPassword: string
}): Promise<void> {
  const check = await supabase.auth.signInWithPassword({ email, password: currentPassword })
  if (check.error) {
    if (check.error.status === 400 || check.error.code === 'invalid_credentials') {
      throw new WrongPasswordError()
    }
    throw check.error
  }
  const { error } = await supabase.auth.updateUser({ password: newPassword })
  if (error) throw error
}

export const useChangeOwnPasswordMutation = () => useMutation({ mutationFn: changeOwnPassword })
