import { describe, expect, it, vi } from 'vitest'

import { parseListParams } from '@/lib/resource/list-params'
import { unique } from '@/test/backend'

import { legalProductFormDefaults, legalProductFormSchema } from './admin-schemas'
import { legalProductsResource } from './legal-products-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

describe('legal products resource against the embedded backend', () => {
  it('lists newest year first and filters by category', async () => {
    const title = unique('Peraturan Uji')
    const values = legalProductFormSchema.parse({
      ...legalProductFormDefaults(null),
      title: { id: title, en: '' },
      category: 'Permen',
      number: '9/PRT/M/2099',
      year: '2099',
    })
    const row = await legalProductsResource.save({ row: null, values })
    expect(row).toMatchObject({ category: 'Permen', year: 2099, summary: null })

    const newest = await legalProductsResource.getList(parseListParams(new URLSearchParams()))
    expect(newest.rows[0]?.id).toBe(row.id)
    const params = (category: string) =>
      parseListParams(new URLSearchParams({ q: title, category }), ['category'])
    expect((await legalProductsResource.getList(params('Permen'))).count).toBe(1)
    expect((await legalProductsResource.getList(params('UU'))).count).toBe(0)
    await legalProductsResource.remove([row.id])
  })

  it('takes a year between 1945 and 2100 or none', () => {
    const year = (value: string) =>
      legalProductFormSchema.safeParse({
        ...legalProductFormDefaults(null),
        title: { id: 'UU', en: '' },
        year: value,
      })
    expect(year('').success).toBe(true)
    expect(year('1999').success).toBe(true)
    expect(year('1900').error?.issues[0]?.message).toBe('crud.validation.year')
  })
})
