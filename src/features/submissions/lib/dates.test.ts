import { describe, expect, it } from 'vitest'

import { earliestAppealDecisionDate, jakartaToday, parseIsoDate, workingDaysBetween } from './dates'

describe('appeal dates', () => {
  it("uses Jakarta's calendar for today", () => {
    expect(jakartaToday(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21')
    expect(jakartaToday(new Date('2026-11-20T16:30:00Z'))).toBe('2026-11-20')
  })

  it('accepts only real calendar dates', () => {
    expect(parseIsoDate('2026-02-28')).not.toBeNull()
    expect(parseIsoDate('2026-02-30')).toBeNull()
    expect(parseIsoDate('2026-2-3')).toBeNull()
    expect(parseIsoDate('')).toBeNull()
  })

  it('counts Monday to Friday after the decision up to today', () => {
    // Fri 13 Nov 2026 → Fri 20 Nov 2026: Mon–Fri of the next week.
    expect(workingDaysBetween('2026-11-13', '2026-11-20')).toBe(5)
    expect(workingDaysBetween('2026-11-20', '2026-11-20')).toBe(0)
    expect(workingDaysBetween('2026-11-20', '2026-11-22')).toBe(0)
    expect(workingDaysBetween('2026-11-21', '2026-11-20')).toBe(0)
  })

  it('finds the earliest decision date within 14 working days, as the database counts', () => {
    const today = '2026-11-20' // a Friday
    const earliest = earliestAppealDecisionDate(today)
    expect(earliest).toBe('2026-11-02')
    expect(workingDaysBetween(earliest, today)).toBe(14)
    const before = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000)
    expect(workingDaysBetween(before.toISOString().slice(0, 10), today)).toBe(15)
  })
})
