import type { Language } from '@/config/constants'

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' }

/** Date and time in the active language on Jakarta time, e.g. "21 November 2026 pukul 14.05". */
export function formatDateTime(value: string, language: Language): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(date)
}
