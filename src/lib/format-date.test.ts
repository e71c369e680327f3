import { describe, expect, it } from 'vitest'

import { formatDateTime, formatDateTimeParts, relativeTime } from './format-date'
import { replyMailto } from './mailto'

describe('relativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z')
  it('speaks the active language', () => {
    expect(relativeTime('2026-11-18T12:00:00Z', 'id', now)).toBe('3 hari yang lalu')
    expect(relativeTime('2026-11-18T12:00:00Z', 'en', now)).toBe('3 days ago')
  })

  it('says "now" under a minute, or counts the seconds when asked', () => {
    expect(relativeTime('2026-11-21T11:59:50Z', 'en', now)).toBe('now')
    expect(relativeTime('2026-11-21T11:59:50Z', 'en', now.getTime(), { seconds: true })).toBe(
      '10 seconds ago',
    )
    expect(relativeTime('2026-11-21T11:55:00Z', 'id', now, { seconds: true })).toBe(
      '5 menit yang lalu',
    )
  })
})

describe('formatDateTime', () => {
  it('uses Indonesian or British conventions', () => {
    const at = '2026-11-21T07:05:00Z'
    expect(formatDateTime(at, 'en')).toMatch(/^21 Nov 2026, \d{2}:05$/)
    expect(formatDateTime(at, 'id')).toMatch(/^21 Nov 2026, \d{2}\.05$/)
  })
  it('splits into the date and the time for a narrow cell', () => {
    const at = '2026-11-21T07:05:00Z'
    expect(formatDateTimeParts(at, 'id')).toEqual({
      date: '21 Nov 2026',
      time: expect.stringMatching(/^\d{2}\.05$/),
    })
    expect(formatDateTimeParts(at, 'en').time).toMatch(/^\d{2}:05$/)
  })
})

describe('replyMailto', () => {
  it('prefills "Re: <subject> [<reference>]"', () => {
    expect(replyMailto('budi@contoh.example', 'Dokumen & status', 'KEL-2026-00001')).toBe(
      'mailto:budi@contoh.example?subject=Re%3A%20Dokumen%20%26%20status%20%5BKEL-2026-00001%5D',
    )
  })
})
