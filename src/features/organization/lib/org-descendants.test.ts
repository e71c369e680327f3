import { describe, expect, it } from 'vitest'

import { unavailableSuperiors } from './org-descendants'

const rows = [
  { id: 'dir', parent_id: null },
  { id: 'mgr', parent_id: 'dir' },
  { id: 'staff', parent_id: 'mgr' },
  { id: 'staff2', parent_id: 'staff' },
  { id: 'other', parent_id: 'dir' },
]

describe('unavailableSuperiors', () => {
  it('blocks the person and everyone below them', () => {
    expect([...unavailableSuperiors(rows, 'mgr')].sort()).toEqual(['mgr', 'staff', 'staff2'])
  })
  it('leaves everyone available for a new person', () => {
    expect(unavailableSuperiors(rows, null).size).toBe(0)
  })
  it('terminates on data that already loops', () => {
    const looped = [
      { id: 'a', parent_id: 'b' },
      { id: 'b', parent_id: 'a' },
    ]
    expect([...unavailableSuperiors(looped, 'a')].sort()).toEqual(['a', 'b'])
  })
})
