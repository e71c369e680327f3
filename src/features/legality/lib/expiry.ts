/** Today's date in Jakarta as `YYYY-MM-DD` (documents expire by the body's calendar). */
export function todayInJakarta(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now)
}

export type DocumentValidity = 'expired' | 'valid' | 'noExpiry'

/** A document is expired once its valid-until date lies before today; none = no expiry. */
export function documentValidity(validUntil: string | null | undefined, today = todayInJakarta()) {
  if (!validUntil) return 'noExpiry' satisfies DocumentValidity
  return (validUntil < today ? 'expired' : 'valid') satisfies DocumentValidity
}
