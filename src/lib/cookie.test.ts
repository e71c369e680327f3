import { describe, expect, it } from 'vitest'

import { readCookie } from './cookie'

describe('readCookie', () => {
  it('finds a cookie by its exact name, keeping any = in its value', () => {
    const header = 'i18next=en; lsbu-terkirim=KEL-2026-00003; token=a=b'
    expect(readCookie(header, 'i18next')).toBe('en')
    expect(readCookie(header, 'lsbu-terkirim')).toBe('KEL-2026-00003')
    expect(readCookie(header, 'token')).toBe('a=b')
    expect(readCookie(header, 'terkirim')).toBeUndefined()
    expect(readCookie(undefined, 'i18next')).toBeUndefined()
  })
})
