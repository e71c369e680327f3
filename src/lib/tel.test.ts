import { describe, expect, it } from 'vitest'

import { telHref } from './tel'

describe('telHref', () => {
  it('keeps a leading + and the digits only', () => {
    expect(telHref('021-7990-1234')).toBe('tel:02179901234')
    expect(telHref(' +62 21 7990')).toBe('tel:+62217990')
    expect(telHref('(021) 555 0100 ext. 2')).toBe('tel:02155501002')
  })
})
