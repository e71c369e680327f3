import { describe, expect, it } from 'vitest'
import { contiguousStepOrder } from './step-order'

describe('contiguousStepOrder', () => {
  it('numbers the steps 1..n in the given order and updates only what changed', () => {
    expect(
      contiguousStepOrder([
        { id: 'a', step_order: 1 },
        { id: 'c', step_order: 3 },
        { id: 'b', step_order: 2 },
      ]),
    ).toEqual([
      { id: 'c', step_order: 2 },
      { id: 'b', step_order: 3 },
    ])
  })

  it('closes the gap a deleted step leaves', () => {
    expect(
      contiguousStepOrder([
        { id: 'a', step_order: 1 },
        { id: 'c', step_order: 3 },
        { id: 'd', step_order: 4 },
      ]),
    ).toEqual([
      { id: 'c', step_order: 2 },
      { id: 'd', step_order: 3 },
    ])
  })

  it('changes nothing when the order is already contiguous', () => {
    expect(contiguousStepOrder([{ id: 'a', step_order: 1 }])).toEqual([])
  })
})
