import { describe, expect, it } from 'vitest'

import { todayInJakarta } from '@/lib/today'

import { documentValidity } from './expiry'

describe('documentValidity', () => {
  it('flags a document whose valid-until date has passed', () => {
    expect(documentValidity('2026-11-20', '2026-11-21')).toBe('expired')
  })
  it('keeps a document valid through its last day', () => {
    expect(documentValidity('2026-11-21', '2026-11-21')).toBe('valid')
  })
  it('treats a missing date as no expiry', () => {
    expect(documentValidity(null, '2026-11-21')).toBe('noExpiry')
  })
  it("uses Jakarta's date, not UTC's", () => {
    expect(todayInJakarta(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-22')
  })
})
