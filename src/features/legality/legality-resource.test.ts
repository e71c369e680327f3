import { describe, expect, it, vi } from 'vitest'

import { mapDatabaseError } from '@/lib/resource/db-errors'
import { parseListParams } from '@/lib/resource/list-params'
import { unique } from '@/test/backend'

import { legalityFormDefaults, legalityFormSchema, type LegalityFormValues } from './admin-schemas'
import { legalityResource } from './legality-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

const values = (title: string, dates: Partial<LegalityFormValues>): LegalityFormValues => ({
  ...legalityFormDefaults(null),
  title: { id: title, en: '' },
  ...dates,
})

describe('legality resource against the embedded backend', () => {
  it('filters expired, valid and open-ended documents by the Jakarta calendar', async () => {
    const title = unique('Izin Uji')
    const expired = await legalityResource.save({
      row: null,
      values: values(title, { issued_at: '2001-01-01', valid_until: '2002-01-01' }),
    })
    const open = await legalityResource.save({ row: null, values: values(title, {}) })
    const ids = async (validity: string) =>
      (
        await legalityResource.getList(
          parseListParams(new URLSearchParams({ q: title, validity }), ['validity']),
        )
      ).rows.map((r) => r.id)
    expect(await ids('expired')).toEqual([expired.id])
    expect(await ids('noExpiry')).toEqual([open.id])
    expect(await ids('valid')).toEqual([])
    await legalityResource.remove([expired.id, open.id])
  })

  it("puts the database's refusal of valid_until before issued_at on valid_until, in both languages", async () => {
    // The form refuses it too; the database is the last word (a save from anywhere else).
    const backwards = values(unique('Mundur'), {
      issued_at: '2026-05-01',
      valid_until: '2026-01-01',
    })
    expect(legalityFormSchema.safeParse(backwards).error?.issues[0]?.path).toEqual(['valid_until'])
    const error = await legalityResource.save({ row: null, values: backwards }).catch((e) => e)
    // The one error mapping names the constraint's rule (its texts: db-error-messages.test.ts).
    expect(mapDatabaseError(error, { fields: ['valid_until'], language: 'id' })).toEqual({
      field: 'valid_until',
      key: 'errors.constraints.legalitas_check',
    })
  })
})
