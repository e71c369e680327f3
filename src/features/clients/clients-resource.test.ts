import { describe, expect, it, vi } from 'vitest'

import { parseListParams } from '@/lib/resource/list-params'
import { unique } from '@/test/backend'

import { clientFormDefaults, clientFormSchema } from './admin-schemas'
import { clientsResource } from './clients-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

describe('clients resource against the embedded backend', () => {
  it('saves a client last in order with empty optional fields stored as null, then deletes it', async () => {
    const name = unique('PT Karya Uji')
    const values = clientFormSchema.parse({ ...clientFormDefaults(null), name: ` ${name} ` })
    const row = await clientsResource.save({ row: null, values })
    expect(row).toMatchObject({ name, website_url: null, sector: null, logo_url: null })
    expect((await clientsResource.getInOrder()).at(-1)?.id).toBe(row.id)

    const search = parseListParams(new URLSearchParams({ q: name, is_published: 'false' }), [
      'is_published',
    ])
    expect((await clientsResource.getList(search)).count).toBe(0)
    await clientsResource.remove([row.id])
    await expect(clientsResource.remove([row.id])).rejects.toMatchObject({ code: '42501' })
  })

  it('accepts only http(s) websites', () => {
    const parse = (website_url: string) =>
      clientFormSchema.safeParse({ ...clientFormDefaults(null), name: 'PT A', website_url })
    expect(parse('https://contoh.co.id').success).toBe(true)
    expect(parse('ftp://contoh.co.id').error?.issues[0]?.message).toBe('crud.validation.url')
  })
})
