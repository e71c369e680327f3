import { PHONE_COUNTRY_CODE } from '@/config/constants'

/**
 * DECISIONS 19: digits only; a leading 0 becomes 62; a leading 62 stays. Returns null when no
 * digits are left (the button is then hidden).
 */
export function toWhatsAppNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (!digits) return null
  if (digits.startsWith('0')) return PHONE_COUNTRY_CODE + digits.slice(1)
  return digits
}

/** `https://wa.me/<number>`, or null without a usable phone number. */
export function whatsAppLink(phone: string | null | undefined): string | null {
  const number = toWhatsAppNumber(phone)
  return number ? `https://wa.me/${number}` : null
}

/** A `tel:` href that keeps a leading + and the digits only. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : ''
  return `tel:${plus}${phone.replace(/\D/g, '')}`
}
