import { describe, expect, it } from 'vitest'

import { statusCountItems } from './status-count-filter'

const STATUSES = ['baru', 'diproses', 'selesai'] as const
const options = { all: 'Semua', label: (s: string) => s.toUpperCase(), attention: 'baru' as const }

describe('statusCountItems', () => {
  it('"all" with the sum, then each status with its count; the attention status emphasised while it has rows', () => {
    expect(statusCountItems(STATUSES, { baru: 2, diproses: 1, selesai: 5 }, options)).toEqual([
      { value: null, label: 'Semua', count: 8 },
      { value: 'baru', label: 'BARU', count: 2, emphasis: true },
      { value: 'diproses', label: 'DIPROSES', count: 1, emphasis: false },
      { value: 'selesai', label: 'SELESAI', count: 5, emphasis: false },
    ])
    expect(statusCountItems(STATUSES, { baru: 0, diproses: 1, selesai: 0 }, options)[1]).toEqual({
      value: 'baru',
      label: 'BARU',
      count: 0,
      emphasis: false,
    })
  })

  it('counts undefined (…) while they load', () => {
    expect(statusCountItems(STATUSES, undefined, options).map((item) => item.count)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
