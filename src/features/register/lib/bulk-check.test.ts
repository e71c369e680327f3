import { describe, expect, it } from 'vitest'

import { parseCsvKeys, parseKeys } from './bulk-check'

describe('parseKeys', () => {
  it('takes one key per line, semicolon or tab, and splits a line at commas only between numbers', () => {
    expect(
      parseKeys(
        'SBU-KMN-2025-000101, SBU-KMN-2025-000102\n9120001234567; PT Adhi Baja, Tbk\r\n\tKarya Beton\n\n',
      ),
    ).toEqual([
      'SBU-KMN-2025-000101',
      'SBU-KMN-2025-000102',
      '9120001234567',
      'PT Adhi Baja, Tbk',
      'Karya Beton',
    ])
  })
})

describe('parseCsvKeys', () => {
  it('reads the first column and skips a header row, but not a first name', () => {
    expect(
      parseCsvKeys('Nama perusahaan,Kota\nPT Karya Beton,Solo\n"PT Adhi Baja, Tbk",Medan\n'),
    ).toEqual(['PT Karya Beton', 'PT Adhi Baja, Tbk'])
    expect(parseCsvKeys('NIB\n9120001234567\n')).toEqual(['9120001234567'])
    expect(parseCsvKeys('PT Karya Beton\nCV Maju\n')).toEqual(['PT Karya Beton', 'CV Maju'])
  })
})
