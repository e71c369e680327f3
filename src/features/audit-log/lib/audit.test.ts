import { describe, expect, it } from 'vitest'

import { changeRows, dayStart, formatValue, nextDayStart } from './audit'

describe('changeRows', () => {
  it('reads old → new pairs of an update', () => {
    expect(
      changeRows('update', { site_name: { old: 'A', new: 'B' }, phone: { old: null, new: '021' } }),
    ).toEqual([
      { field: 'phone', old: null, new: '021' },
      { field: 'site_name', old: 'A', new: 'B' },
    ])
  })
  it('reads inserted and deleted values', () => {
    expect(changeRows('insert', { role: 'editor' })).toEqual([
      { field: 'role', old: undefined, new: 'editor' },
    ])
    expect(changeRows('delete', { role: 'editor' })).toEqual([
      { field: 'role', old: 'editor', new: undefined },
    ])
  })
  it('ignores odd shapes', () => {
    expect(changeRows('update', null)).toEqual([])
    expect(changeRows('update', [1, 2])).toEqual([])
  })
})

describe('formatValue', () => {
  it('keeps strings and pretty-prints JSON', () => {
    expect(formatValue('teks')).toBe('teks')
    expect(formatValue(null)).toBe('')
    expect(formatValue({ id: 'Halo', en: 'Hello' })).toBe('{\n  "id": "Halo",\n  "en": "Hello"\n}')
    expect(formatValue(true)).toBe('true')
  })
})

describe('date range', () => {
  it('turns days into an inclusive range of instants', () => {
    const from = dayStart('2026-11-20')
    const to = nextDayStart('2026-11-20')
    expect(from && to && new Date(to).getTime() - new Date(from).getTime()).toBe(86_400_000)
    expect(dayStart('20-11-2026')).toBeNull()
  })
})
