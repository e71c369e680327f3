import type { Language } from '@/config/constants'

/** The last day of the month that `date` falls in (local time), at midnight. */
export function endOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth() + 1, 0)
}

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' }

/** e.g. '30 November 2026' (id) or '30 November 2026' (en); docs/product.md#promotion. */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date)
}

/** Parses a `YYYY-MM-DD` date as a local calendar day (no time-zone shift). */
export function parseIsoDay(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}
