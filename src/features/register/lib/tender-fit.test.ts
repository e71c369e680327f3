import { describe, expect, it } from 'vitest'

import { jakartaToday, tenderFitErrorField, tenderFitRequest } from './tender-fit'

const request = (query: string) => tenderFitRequest(new URLSearchParams(query), '2026-11-30')

describe('tenderFitRequest', () => {
  it('asks nothing when the address has no check', () => {
    expect(request('')).toBeNull()
    expect(request('lng=en')).toBeNull()
  })

  it('reads a check, the date defaulting to today', () => {
    expect(request('kode=si-003&kualifikasi=Besar')).toEqual({
      values: { code: 'si-003', qualification: 'besar', on_date: '2026-11-30' },
      input: { code: 'si-003', qualification: 'besar', on_date: '2026-11-30' },
      errors: {},
    })
    expect(request('kode=BS001&kualifikasi=kecil&tanggal=2025-03-15')?.input?.on_date).toBe(
      '2025-03-15',
    )
  })

  it('names each wrong field with its message key, and asks the database nothing', () => {
    const wrong = request('kode=&kualifikasi=raksasa&tanggal=2025-02-30')
    expect(wrong?.input).toBeNull()
    expect(wrong?.errors).toEqual({
      code: 'register.fit.errors.codeRequired',
      qualification: 'register.fit.errors.qualification',
      on_date: 'register.fit.errors.date',
    })
    expect(request('kode=BS0011&kualifikasi=kecil')?.errors).toEqual({
      code: 'register.fit.errors.codeFormat',
    })
    expect(request('kode=BS001&kualifikasi=kecil&tanggal=1999-12-31')?.errors).toEqual({
      on_date: 'register.fit.errors.date',
    })
  })
})

describe('jakartaToday', () => {
  it('is the calendar day in Asia/Jakarta (UTC+7)', () => {
    expect(jakartaToday(new Date('2026-11-30T16:59:00Z'))).toBe('2026-11-30')
    expect(jakartaToday(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01')
  })
})

describe('tenderFitErrorField', () => {
  it('takes the form field a database refusal names, and nothing else', () => {
    expect(tenderFitErrorField({ code: '22023', hint: 'field:code' })).toBe('code')
    expect(tenderFitErrorField({ code: '22023', hint: 'field:on_date' })).toBe('on_date')
    expect(tenderFitErrorField({ code: '22023', hint: 'field:number' })).toBeNull()
    expect(tenderFitErrorField({ code: 'PT429', hint: 'rate_limited' })).toBeNull()
    expect(tenderFitErrorField(null)).toBeNull()
  })
})
