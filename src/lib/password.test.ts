import { describe, expect, it } from 'vitest'

import { generatePassword } from './password'

describe('generatePassword', () => {
  it('is 16 readable characters by default, different each time', () => {
    const a = generatePassword()
    expect(a).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/)
    expect(generatePassword()).not.toBe(a)
    expect(generatePassword(24)).toHaveLength(24)
  })
})
