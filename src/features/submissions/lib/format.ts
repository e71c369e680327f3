import type { Language } from '@/config/constants'

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' }

/**
 * Date and time in the active language on Jakarta time, written as the emails write it:
 * "21 November 2026, 14.05 WIB" / "21 November 2026, 14:05 WIB".
 */
export function formatDateTime(value: string, language: Language): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const day = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'Asia/Jakarta',
  }).format(date)
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Jakarta',
  }).format(date)
  return `${day}, ${time} WIB`
}
