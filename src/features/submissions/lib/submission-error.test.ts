import { describe, expect, it } from 'vitest'

import { toSubmissionFailure } from './submission-error'

describe('toSubmissionFailure', () => {
  it('puts a validation error next to its field, in both languages', () => {
    expect(
      toSubmissionFailure(
        {
          code: '22023',
          message: 'Nama minimal 2 karakter.',
          details: 'Name must be at least 2 characters.',
          hint: 'field:name',
        },
        400,
      ),
    ).toEqual({
      kind: 'field',
      field: 'name',
      messageId: 'Nama minimal 2 karakter.',
      messageEn: 'Name must be at least 2 characters.',
    })
  })

  it('recognises the rate limit', () => {
    expect(
      toSubmissionFailure({ code: 'PT429', message: 'Terlalu banyak', hint: 'rate_limited' }, 429),
    ).toEqual({ kind: 'rate_limited' })
  })

  it('treats a failed fetch (status 0) as a network error', () => {
    expect(toSubmissionFailure({ message: 'TypeError: Failed to fetch', code: '' }, 0)).toEqual({
      kind: 'network',
    })
  })

  it('keeps anything else as unknown', () => {
    expect(toSubmissionFailure({ message: 'boom', code: 'XX000' }, 500)).toEqual({
      kind: 'unknown',
      message: 'boom',
    })
  })
})
