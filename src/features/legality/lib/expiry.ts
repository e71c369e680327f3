import { todayInJakarta } from '@/lib/today'

export type DocumentValidity = 'expired' | 'valid' | 'noExpiry'

/** A document is expired once its valid-until date lies before today; none = no expiry. */
export function documentValidity(validUntil: string | null | undefined, today = todayInJakarta()) {
  if (!validUntil) return 'noExpiry' satisfies DocumentValidity
  return (validUntil < today ? 'expired' : 'valid') satisfies DocumentValidity
}
