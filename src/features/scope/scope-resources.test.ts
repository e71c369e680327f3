import { describe, expect, it, vi } from 'vitest'

import { unique } from '@/test/backend'

import {
  categoryFormDefaults,
  type CategoryFormValues,
  subclassFormDefaults,
  type SubclassFormValues,
} from './admin-schemas'
import { categoriesResource, subclassesResource } from './scope-resources'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

/** A two-letter classification code nobody uses yet. */
async function freeCode() {
  const taken = new Set((await categoriesResource.getInOrder()).map((c) => c.code))
  const letters = 'ZYXWVUTSRQ'
  for (const a of letters) for (const b of letters) if (!taken.has(a + b)) return a + b
  throw new Error('no free code')
}

describe('scope resources against the embedded backend', () => {
  it('orders subclasses within their classification and refuses deleting a classification in use', async () => {
    const category: CategoryFormValues = {
      ...categoryFormDefaults(null),
      code: await freeCode(),
      name: { id: unique('Klasifikasi uji'), en: '' },
    }
    const parent = await categoriesResource.save({ row: null, values: category })
    const sub = (suffix: string): SubclassFormValues => ({
      ...subclassFormDefaults(null, parent.id),
      code: `${parent.code}${suffix}`,
      name: { id: `Sub ${suffix}`, en: '' },
    })
    const a = await subclassesResource.save({ row: null, values: sub('001') })
    const b = await subclassesResource.save({ row: null, values: sub('002') })

    expect((await subclassesResource.getInOrder(parent.id)).map((r) => r.id)).toEqual([a.id, b.id])
    await subclassesResource.reorder([
      { id: b.id, sort_order: b.sort_order },
      { id: a.id, sort_order: a.sort_order },
    ])
    const within = await subclassesResource.getInOrder(parent.id)
    expect(within.map((r) => [r.id, r.sort_order])).toEqual([
      [b.id, 10],
      [a.id, 20],
    ])

    await expect(categoriesResource.remove([parent.id])).rejects.toMatchObject({ code: '23001' })
    await subclassesResource.remove([a.id, b.id])
    await categoriesResource.remove([parent.id])
  })
})
