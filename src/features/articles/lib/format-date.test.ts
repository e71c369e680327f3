import { describe, expect, it } from 'vitest'

import { formatArticleDate } from './format-date'

describe('formatArticleDate', () => {
  it('formats in the active language on Jakarta time', () => {
    // 20:00 UTC on 31 Dec is already 1 January in Jakarta (UTC+7).
    expect(formatArticleDate('2026-12-31T20:00:00Z', 'id')).toBe('1 Januari 2027')
    expect(formatArticleDate('2026-12-31T20:00:00Z', 'en')).toBe('1 January 2027')
  })

  it('returns an empty string for nothing or garbage', () => {
    expect(formatArticleDate(null, 'id')).toBe('')
    expect(formatArticleDate('not a date', 'en')).toBe('')
  })
})
