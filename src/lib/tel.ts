/** A `tel:` href that keeps a leading + and the digits only. (WhatsApp: `./whatsapp`.) */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : ''
  return `tel:${plus}${phone.replace(/\D/g, '')}`
}
