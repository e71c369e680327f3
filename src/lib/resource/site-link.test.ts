import { describe, expect, it } from 'vitest'

import { isSiteLink, siteLinkSchema } from './site-link'

describe('isSiteLink', () => {
  it.each([
    '/',
    '/profil/tentang',
    '/informasi/news?page=2',
    '#',
    '#kontak',
    'https://lpjk.pu.go.id',
    'http://example.com/a',
  ])('accepts %s', (value) => expect(isSiteLink(value)).toBe(true))
  it.each([
    'profil/tentang',
    '//evil.example',
    'javascript:alert(1)',
    'https://',
    'ftp://x.y',
    '/a b',
    'www.example.com',
  ])('refuses %s', (value) => expect(isSiteLink(value)).toBe(false))
  it('refuses # where a real target is needed', () => {
    expect(isSiteLink('#', { allowHash: false })).toBe(false)
  })
})

describe('siteLinkSchema', () => {
  it('requires a value unless optional', () => {
    expect(siteLinkSchema({ message: 'x' }).safeParse('').success).toBe(false)
    expect(siteLinkSchema({ message: 'x', required: false }).safeParse('').success).toBe(true)
  })
  it('reports the given message for a malformed link', () => {
    const result = siteLinkSchema({ message: 'navigation.validation.url' }).safeParse('beranda')
    expect(result.error?.issues[0]?.message).toBe('navigation.validation.url')
  })
})
