import type { Language } from '@/config/constants'

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' }

/** A timestamp as a long date in the active language, on Jakarta's calendar. */
export function formatArticleDate(value: string | null | undefined, language: Language): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'Asia/Jakarta',
  }).format(date)
}
