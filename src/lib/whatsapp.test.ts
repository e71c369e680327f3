import { describe, expect, it } from 'vitest'

import { whatsAppNumber, whatsAppUrl } from './whatsapp'

describe('whatsAppUrl (docs/product.md#chat-button)', () => {
  it('turns a leading 0 into 62 and keeps digits only', () => {
    expect(whatsAppUrl('021-7990-1234')).toBe('https://wa.me/622179901234')
    expect(whatsAppUrl('0812 3456 7890')).toBe('https://wa.me/6281234567890')
  })
  it('keeps a leading 62 (with or without +)', () => {
    expect(whatsAppNumber('+62 21 7990 1234')).toBe('622179901234')
    expect(whatsAppNumber('6281234567')).toBe('6281234567')
    expect(whatsAppNumber('+62 812-3456-7890')).toBe('6281234567890')
  })
  it('is null without digits', () => {
    expect(whatsAppNumber('')).toBeNull()
    expect(whatsAppNumber(null)).toBeNull()
    expect(whatsAppUrl('')).toBeNull()
    expect(whatsAppUrl(null)).toBeNull()
    expect(whatsAppUrl(' - ')).toBeNull()
  })
})
