import { describe, expect, it } from 'vitest'
import { mapDatabaseError } from '@/components/crud/db-errors'
import { mapOrganizationError } from './save-organization-member'

describe('mapOrganizationError', () => {
  it("shows the database's own cycle message next to the superior field", () => {
    const mapped = mapOrganizationError({
      code: '23514',
      message: 'Atasan tidak valid: struktur organisasi tidak boleh melingkar.',
      details: 'Invalid superior: the organisation chart cannot contain a cycle.',
      hint: 'field:parent_id',
    })
    expect(mapDatabaseError(mapped, { fields: ['parent_id'], language: 'id' })).toEqual({
      field: 'parent_id',
      text: 'Atasan tidak valid: struktur organisasi tidak boleh melingkar.',
    })
    expect(mapDatabaseError(mapped, { fields: ['parent_id'], language: 'en' }).text).toBe(
      'Invalid superior: the organisation chart cannot contain a cycle.',
    )
  })

  it('leaves other check errors to the kit', () => {
    const other = { code: '23514', message: 'x', hint: null }
    expect(mapOrganizationError(other)).toBe(other)
  })
})
