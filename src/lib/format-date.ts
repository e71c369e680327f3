import type { Language } from '@/config/constants'

/** The locale of each UI language: Indonesian, or British English conventions. */
export const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' }

/** Date and time in the staff member's language, e.g. "21 Nov 2026, 14.05" (admin lists). */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

/** The date and the time of `iso` apart ("21 Nov 2026" and "14.05"), for a narrow list cell. */
export function formatDateTimeParts(
  iso: string,
  language: Language,
): { date: string; time: string } {
  const date = new Date(iso)
  return {
    date: new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(date),
    time: new Intl.DateTimeFormat(LOCALES[language], { timeStyle: 'short' }).format(date),
  }
}

/** A calendar date (`YYYY-MM-DD`) in long form, without shifting it across time zones. */
export function formatDate(value: string, language: Language): string {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number)
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  )
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/**
 * "3 hari yang lalu" / "3 days ago" for `iso` as seen at `now`. Under a minute it says "now",
 * or with `seconds` "10 detik yang lalu" (the dashboard's activity feed).
 */
export function relativeTime(
  iso: string,
  language: Language,
  now: number | Date = Date.now(),
  { seconds: showSeconds = false } = {},
): string {
  const seconds = Math.round((new Date(iso).getTime() - new Date(now).getTime()) / 1000)
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (unit === 'second' && !showSeconds) break
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.round(seconds / size), unit)
    }
  }
  return format.format(0, 'second')
}
