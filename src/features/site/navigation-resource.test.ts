import { describe, expect, it, vi } from 'vitest'

import { mapDatabaseError } from '@/lib/resource/db-errors'
import { unique } from '@/test/backend'

import {
  navigationFormDefaults,
  type NavigationFormValues,
  TOP_LEVEL,
} from './admin-navigation-schemas'
import { navigationResource } from './navigation-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asAdmin()))

const item = (label: string, parent_id = TOP_LEVEL): NavigationFormValues => ({
  ...navigationFormDefaults(null),
  label: { id: label, en: '' },
  url: '/uji',
  parent_id,
})

describe('navigation resource against the embedded backend', () => {
  it('puts a new or moved item last among its siblings and refuses a third level', async () => {
    const top = await navigationResource.save({ row: null, values: item(unique('Menu')) })
    const child = await navigationResource.save({ row: null, values: item('Anak', top.id) })
    const other = await navigationResource.save({ row: null, values: item('Lain', top.id) })
    expect(other.sort_order).toBeGreaterThan(child.sort_order)

    // Moving `other` to the top level puts it after every top-level item.
    const moved = await navigationResource.save({ row: other, values: item('Lain') })
    const topLevel = (await navigationResource.getInOrder()).filter((r) => !r.parent_id)
    expect(topLevel.at(-1)?.id).toBe(moved.id)

    const third = await navigationResource
      .save({ row: null, values: item('Cucu', child.id) })
      .catch((e) => e)
    expect(mapDatabaseError(third, { fields: ['parent_id'], language: 'id' }).field).toBe(
      'parent_id',
    )
    await navigationResource.remove([child.id, moved.id, top.id])
  })
})
