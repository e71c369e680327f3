import { describe, expect, it, vi } from 'vitest'

import { mapDatabaseError } from '@/lib/resource/db-errors'
import { unique } from '@/test/backend'

import { NO_SUPERIOR, organizationFormDefaults, type OrganizationFormValues } from './admin-schemas'
import { organizationResource } from './organization-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

const person = (name: string, parent_id = NO_SUPERIOR): OrganizationFormValues => ({
  ...organizationFormDefaults(null, 9000),
  name,
  position: { id: 'Staf Uji', en: 'Test staff' },
  parent_id,
})

describe('organization resource against the embedded backend', () => {
  it("keeps the form's order and shows the database's cycle refusal on the superior field", async () => {
    const head = await organizationResource.save({ row: null, values: person(unique('Kepala')) })
    expect(head.order).toBe(9000)
    const report = await organizationResource.save({
      row: null,
      values: person(unique('Staf'), head.id),
    })

    const loop = { ...person(head.name, report.id), order: head.order }
    const error = await organizationResource.save({ row: head, values: loop }).catch((e) => e)
    expect(mapDatabaseError(error, { fields: ['parent_id'], language: 'en' })).toEqual({
      field: 'parent_id',
      key: 'errors.generic',
      text: 'Invalid superior: the organisation chart cannot contain a cycle.',
    })

    // Deleting the head moves the report to the top (the database sets parent_id null).
    await organizationResource.remove([head.id])
    const rows = await organizationResource.getInOrder()
    expect(rows.find((r) => r.id === report.id)?.parent_id).toBeNull()
    await organizationResource.remove([report.id])
  })
})
