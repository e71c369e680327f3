import { describe, expect, it } from 'vitest'

import { formatDateTime } from './format'

describe('formatDateTime', () => {
  it('writes Jakarta time with WIB, as the emails do, in both languages', () => {
    // 07.05 UTC is 14.05 in Jakarta; 20.30 UTC is 03.30 on the next day.
    expect(formatDateTime('2026-11-21T07:05:00Z', 'id')).toBe('21 November 2026, 14.05 WIB')
    expect(formatDateTime('2026-11-21T07:05:00Z', 'en')).toBe('21 November 2026, 14:05 WIB')
    expect(formatDateTime('2026-11-21T20:30:00Z', 'id')).toBe('22 November 2026, 03.30 WIB')
  })

  it('writes nothing for a value that is not a time', () => {
    expect(formatDateTime('bukan tanggal', 'id')).toBe('')
  })
})
