import { describe, expect, it } from 'vitest'
import { mapDatabaseError } from '@/components/crud/db-errors'
import { mapLegalityError } from './save-legality'

const dbError = {
  code: '23514',
  message: 'new row for relation "legalitas" violates check constraint "legalitas_check"',
  details: null,
  hint: null,
}

describe('mapLegalityError', () => {
  it('puts the database refusal of valid_until < issued_at next to valid_until, in both languages', () => {
    const mapped = mapLegalityError(dbError)
    expect(mapDatabaseError(mapped, { fields: ['valid_until'], language: 'id' })).toEqual({
      field: 'valid_until',
      text: 'Tanggal berlaku sampai harus setelah tanggal terbit.',
    })
    expect(mapDatabaseError(mapped, { fields: ['valid_until'], language: 'en' })).toEqual({
      field: 'valid_until',
      text: 'The valid-until date must be after the issue date.',
    })
  })

  it('leaves other errors alone', () => {
    const other = { code: '42501', message: 'permission denied' }
    expect(mapLegalityError(other)).toBe(other)
  })
})
