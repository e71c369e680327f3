import type { Language } from '@/config/constants'
import { LOCALES } from '@/lib/format-date'

/** A `YYYY-MM-DD` date as "8 Mei 2026" / "8 May 2026" (no time zone shift: it is a calendar day). */
export function formatDay(value: string | null | undefined, language: Language): string {
  if (!value) return ''
  const [y = 1970, m = 1, d = 1] = value.slice(0, 10).split('-').map(Number)
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)))
}

/** The check time on a verify page, in Asia/Jakarta (WIB), e.g. "24 Nov 2026, 05.40 WIB". */
export function formatCheckTime(date: Date, language: Language): string {
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(date)
  return `${time} WIB`
}
