import type { Language } from '@/config/constants'

import { LOCALES } from './format-date'

/** The site's time zones (site_settings.time_zone) and what Indonesians call them. */
export const SITE_TIME_ZONES = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
} as const
export type SiteTimeZone = keyof typeof SITE_TIME_ZONES
export const DEFAULT_TIME_ZONE: SiteTimeZone = 'Asia/Jakarta'

export function isSiteTimeZone(value: unknown): value is SiteTimeZone {
  return typeof value === 'string' && value in SITE_TIME_ZONES
}

/** The zone's offset from UTC in minutes at `instant` (+420 for WIB). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  )
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

/**
 * A `<input type="datetime-local">` value (`2026-11-25T08:00`) read as a wall-clock time in
 * `timeZone` → an ISO instant; '' for an empty or invalid value.
 */
export function zonedInputToIso(value: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return ''
  const [, y, mo, d, h, mi] = match.map(Number) as number[]
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!)
  if (Number.isNaN(wall)) return ''
  // Indonesia has no daylight saving time; one correction covers zones that do.
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000
  instant = wall - offsetMinutes(instant, timeZone) * 60_000
  return new Date(instant).toISOString()
}

/** An ISO instant → the `<input type="datetime-local">` value of its wall-clock time in `timeZone`. */
export function isoToZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return ''
  const instant = new Date(iso).getTime()
  if (Number.isNaN(instant)) return ''
  return new Date(instant + offsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 16)
}

/** The zone's short name: WIB, WITA, WIT (else the IANA name). */
export function zoneLabel(timeZone: string): string {
  return isSiteTimeZone(timeZone) ? SITE_TIME_ZONES[timeZone] : timeZone
}

/** "1 Mar 2031, 08.00 WIB" / "1 Mar 2031, 08:00 WIB": a moment in the site's time zone. */
export function formatInZone(iso: string, language: Language, timeZone: string): string {
  const text = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
  return `${text} ${zoneLabel(timeZone)}`
}

/** An instant in one spelling (`toISOString`), so form values compare equal; '' for none. */
export function toInstant(value: string | null | undefined): string {
  if (!value) return ''
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? '' : new Date(time).toISOString()
}
