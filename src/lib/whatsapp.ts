import { PHONE_COUNTRY_CODE } from '@/config/constants'

/**
 * The WhatsApp number for a phone number (docs/product.md#chat-button): digits only; a leading 0
 * becomes the country code 62; a leading 62 stays. Null when no digits are left.
 */
export function whatsAppNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (!digits) return null
  return digits.startsWith('0') ? PHONE_COUNTRY_CODE + digits.slice(1) : digits
}

/** `https://wa.me/<number>`, or null without a usable phone number. */
export function whatsAppUrl(phone: string | null | undefined): string | null {
  const number = whatsAppNumber(phone)
  return number ? `https://wa.me/${number}` : null
}
