/** Date and time in the admin's language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

/** `mailto:` link answering a message, subject `Re: <subject> [<reference>]`. */
export function replyMailto(email: string, subject: string, reference: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    `Re: ${subject} [${reference}]`,
  )}`
}
