import { describe, expect, it, vi } from 'vitest'

import { unique } from '@/test/backend'

import { flowStepFormDefaults, flowStepFormSchema } from './admin-schemas'
import { flowStepsResource } from './flow-steps-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

const numbers = async () => (await flowStepsResource.getInOrder()).map((r) => r.step_order)
const contiguous = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

describe('flow steps resource against the embedded backend', () => {
  it('keeps step_order 1..n on create, reorder and delete', async () => {
    const before = await flowStepsResource.getInOrder()
    const values = flowStepFormSchema.parse({
      ...flowStepFormDefaults(null),
      title: { id: unique('Langkah uji'), en: '' },
    })
    const step = await flowStepsResource.save({ row: null, values })
    expect(step.step_order).toBe(before.length + 1)

    const moved = [step, ...before]
    await flowStepsResource.reorder(moved.map((r) => ({ id: r.id, sort_order: r.step_order })))
    const after = await flowStepsResource.getInOrder()
    expect(after.map((r) => r.id)).toEqual(moved.map((r) => r.id))
    expect(after.map((r) => r.step_order)).toEqual(contiguous(moved.length))

    await flowStepsResource.remove([step.id])
    expect(await numbers()).toEqual(contiguous(before.length))
    expect((await flowStepsResource.getInOrder()).map((r) => r.id)).toEqual(before.map((r) => r.id))
  })
})
