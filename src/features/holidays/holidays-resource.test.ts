import { describe, expect, it, vi } from 'vitest'

import { mapDatabaseError } from '@/lib/resource/db-errors'
import { parseListParams } from '@/lib/resource/list-params'
import { testClient, unique } from '@/test/backend'

import { holidayFormDefaults, holidayFormSchema, holidayToRow } from './admin-schemas'
import { holidaysResource } from './holidays-resource'

// Holidays are the admins' to keep (editors read them: due dates count working days).
vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asAdmin()))

/** A date far ahead that no seeded holiday and no other test uses. */
const freeDate = () => {
  const day = 1 + Math.floor(Math.random() * 28)
  const year = 2090 + Math.floor(Math.random() * 9)
  return `${year}-03-${String(day).padStart(2, '0')}`
}

describe('holidays resource against the embedded backend', () => {
  it('saves a holiday, finds it by year, refuses the same date twice and deletes it', async () => {
    const date = freeDate()
    const name = unique('Cuti bersama uji')
    const values = holidayFormSchema.parse({
      ...holidayFormDefaults(null),
      date,
      name: { id: name, en: 'Test leave day' },
    })
    const saved = await holidaysResource.save({ row: null, values })
    expect(saved).toMatchObject({ date, name: { id: name, en: 'Test leave day' } })

    const list = await holidaysResource.getList(
      parseListParams(new URLSearchParams({ year: date.slice(0, 4), q: name }), ['year']),
    )
    expect(list.rows.map((row) => row.id)).toEqual([saved.id])

    const twice = await holidaysResource
      .save({ row: null, values: { ...values, name: { id: 'Lagi', en: '' } } })
      .catch((error: unknown) => error)
    expect(mapDatabaseError(twice, { table: 'holidays', fields: ['date', 'name'] })).toEqual({
      field: 'date',
      key: 'errors.rules.unique',
      label: 'holidays.fields.date',
    })

    // An editor reads the calendar but cannot change it.
    const editor = testClient('editor')
    const { data: seen } = await editor.from('holidays').select('id').eq('id', saved.id)
    expect(seen).toHaveLength(1)
    const { data: changed } = await editor
      .from('holidays')
      .update(holidayToRow({ date, name: { id: 'Diubah editor', en: '' } }))
      .eq('id', saved.id)
      .select('id')
    expect(changed ?? []).toEqual([])

    await holidaysResource.remove([saved.id])
    expect(await holidaysResource.getOne(saved.id)).toBeNull()
  })

  it('asks for a date and an Indonesian name', () => {
    const result = holidayFormSchema.safeParse(holidayFormDefaults(null))
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'date',
      'name.id',
    ])
  })
})
