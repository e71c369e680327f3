import { describe, expect, it } from 'vitest'

import { isLookupTooShort, normalizeLookupQuery } from './lookup-query'

describe('a register query', () => {
  it('turns every space, control and format character into one space and trims the ends', () => {
    expect(normalizeLookupQuery('\t\ta')).toBe('a')
    expect(normalizeLookupQuery(' Beton\u00a0\u2003Nusantara\u200b\u0085 ')).toBe('Beton Nusantara')
    expect(normalizeLookupQuery('\u3000SBU-KMN\r\n2026\ufeff')).toBe('SBU-KMN 2026')
    expect(normalizeLookupQuery(null)).toBe('')
    expect(normalizeLookupQuery('x'.repeat(300))).toHaveLength(200)
  })

  it('needs three letters or digits, whatever else it holds', () => {
    for (const query of ['\t\t\t', '\t\ta', '%%%', '. - /', 'ab', 'a b']) {
      expect(isLookupTooShort(normalizeLookupQuery(query)), JSON.stringify(query)).toBe(
        normalizeLookupQuery(query) !== '',
      )
    }
    for (const query of ['abc', 'a-b-c', 'Réka', '123', 'SBU'])
      expect(isLookupTooShort(normalizeLookupQuery(query)), query).toBe(false)
    expect(isLookupTooShort('')).toBe(false)
  })
})
