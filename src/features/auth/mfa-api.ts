/**
 * Two-factor sign-in (ADR 025) for the staff app: the session's assurance level (auth-js) and
 * what the database's policy asks of the signed-in user (public.my_two_factor()).
 */
import { supabase } from '@/lib/supabase'

export type TwoFactorPolicy = 'none' | 'admins' | 'admins_editors'

export interface TwoFactorState {
  /** aal1 after a password sign-in, aal2 once a code was confirmed. */
  currentLevel: string | null
  /** aal2 when the account has a verified factor (a code is to be asked). */
  nextLevel: string | null
  /** The policy requires two-factor sign-in for the user's role. */
  required: boolean
  /** The user has a verified factor. */
  enrolled: boolean
}

export const twoFactorKeys = {
  all: ['two-factor'] as const,
  state: (accessToken: string) => ['two-factor', 'state', accessToken] as const,
  factors: (accessToken: string) => ['two-factor', 'factors', accessToken] as const,
  policy: ['two-factor', 'policy'] as const,
}

export async function loadTwoFactorState(): Promise<TwoFactorState> {
  const [level, policy] = await Promise.all([
    supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
    supabase.rpc('my_two_factor'),
  ])
  if (level.error) throw level.error
  if (policy.error) throw policy.error
  const own = (policy.data ?? {}) as { required?: boolean; enrolled?: boolean }
  return {
    currentLevel: level.data.currentLevel,
    nextLevel: level.data.nextLevel,
    required: own.required === true,
    enrolled: own.enrolled === true,
  }
}

/** Set by first-time setup: the new main admin is offered to enrol (skippable). */
export const OFFER_FLAG = 'lsbu.offer-two-factor'

export function offerPending(): boolean {
  try {
    return sessionStorage.getItem(OFFER_FLAG) === '1'
  } catch {
    return false
  }
}

export function setOffer(pending: boolean): void {
  try {
    if (pending) sessionStorage.setItem(OFFER_FLAG, '1')
    else sessionStorage.removeItem(OFFER_FLAG)
  } catch {
    // Storage unavailable: the offer is simply not shown.
  }
}
