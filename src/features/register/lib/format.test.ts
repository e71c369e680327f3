import { describe, expect, it } from 'vitest'

import { formatCheckTime, formatDay } from './format'

describe('register dates', () => {
  it('writes a calendar day in each language without shifting it by time zone', () => {
    expect(formatDay('2026-05-08', 'id')).toBe('8 Mei 2026')
    expect(formatDay('2026-05-08', 'en')).toBe('8 May 2026')
    expect(formatDay(null, 'id')).toBe('')
  })

  it('writes the check time in Asia/Jakarta', () => {
    const at = new Date('2026-11-23T22:40:00Z')
    expect(formatCheckTime(at, 'id')).toMatch(/^24 Nov 2026.*05[.:]40 WIB$/)
    expect(formatCheckTime(at, 'en')).toMatch(/^24 Nov 2026.*05:40 WIB$/)
  })
})
