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

/** The user's verified factors and the session's assurance level (the profile's list). */
export async function listOwnFactors() {
  const [list, level] = await Promise.all([
    supabase.auth.mfa.listFactors(),
    supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
  ])
  if (list.error) throw list.error
  return { verified: list.data.totp, aal: level.data?.currentLevel ?? 'aal1' }
}

/** Removes one of the user's factors, then takes the session's new token. */
export async function removeOwnFactor(factorId: string): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId })
  if (error) throw error
  // The server lowered this session to aal1 when its factor went: take the new token.
  await supabase.auth.refreshSession()
}

/** Starts registering an authenticator app: an unverified factor with its QR code and secret. */
export const enrolTotp = (friendlyName: string) =>
  supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName })

/** Confirms a code of the factor (a new factor's first code, or the sign-in's). */
export const verifyTotp = (factorId: string, code: string) =>
  supabase.auth.mfa.challengeAndVerify({ factorId, code })

/** Drops a factor the user started to register but did not confirm. */
export const dropFactor = (factorId: string) => supabase.auth.mfa.unenroll({ factorId })

/** Confirms a sign-in code against the user's authenticator app. */
export async function verifyOwnCode(code: string) {
  const factors = await supabase.auth.mfa.listFactors()
  const factor = factors.data?.totp[0]
  return factor ? await verifyTotp(factor.id, code) : { error: factors.error }
}

/** Which roles must sign in with a second factor (site settings). */
export async function getTwoFactorPolicy(): Promise<TwoFactorPolicy> {
  const { data, error } = await supabase
    .from('site_settings')
    .select('two_factor_required_for')
    .eq('singleton', true)
    .single()
  if (error) throw error
  return data.two_factor_required_for as TwoFactorPolicy
}

export async function saveTwoFactorPolicy(value: TwoFactorPolicy): Promise<void> {
  const { error } = await supabase
    .from('site_settings')
    .update({ two_factor_required_for: value })
    .eq('singleton', true)
  if (error) throw error
}
