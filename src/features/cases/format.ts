/** Date and time in the admin's language (Indonesian or British English conventions). */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

/** A calendar date (`YYYY-MM-DD`), without shifting it across time zones. */
export function formatDate(value: string, language: string): string {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number)
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)))
}

/** `mailto:` link answering a submission, subject `Re: <subject> [<reference>]`. */
export function replyMailto(email: string, subject: string, reference: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    `Re: ${subject} [${reference}]`,
  )}`
}
