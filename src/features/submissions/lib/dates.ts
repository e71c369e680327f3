/** Calendar helpers on Jakarta's calendar (the database decides "today" in Asia/Jakarta). */

/** Working days (Mon–Fri) a visitor has to lodge an appeal after the decision. */
export const APPEAL_WINDOW_WORKING_DAYS = 14

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Today's date in Jakarta as YYYY-MM-DD (the site's one helper, under this module's name). */
export { todayInJakarta as jakartaToday } from '@/lib/today'

/** A YYYY-MM-DD string as a UTC-midnight Date, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? date
    : null
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10)
}

const DAY_MS = 86_400_000
const isWeekday = (date: Date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6

/** Mon–Fri days after `from` up to and including `to` (both YYYY-MM-DD); 0 when from ≥ to. */
export function workingDaysBetween(from: string, to: string): number {
  const start = parseIsoDate(from)
  const end = parseIsoDate(to)
  if (!start || !end) return 0
  let count = 0
  for (let t = start.getTime() + DAY_MS; t <= end.getTime(); t += DAY_MS) {
    if (isWeekday(new Date(t))) count += 1
  }
  return count
}

/** The earliest decision date an appeal lodged on `today` may name (YYYY-MM-DD). */
export function earliestAppealDecisionDate(today: string): string {
  const end = parseIsoDate(today)
  if (!end) return today
  let day = end
  let count = 0
  for (;;) {
    const next = count + (isWeekday(day) ? 1 : 0)
    if (next > APPEAL_WINDOW_WORKING_DAYS) return toIso(day)
    count = next
    day = new Date(day.getTime() - DAY_MS)
  }
}
