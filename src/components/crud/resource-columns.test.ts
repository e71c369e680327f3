import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'

import { type CsvColumn, toCsv } from '@/lib/csv'

import { csvColumns } from './resource-columns'

interface Row {
  reference: string
  created_at: string
  handled_by: string | null
}

/** Shows which text each header asks for. */
const t = ((key: string) => `<${key}>`) as unknown as TFunction<'admin'>

describe('csvColumns', () => {
  it('heads each column with its field text and reads the named column or the function, in order', () => {
    const columns: CsvColumn<Row>[] = csvColumns(t, 'cases.fields', {
      reference: 'reference',
      receivedAt: 'created_at',
      handledBy: (r) => r.handled_by ?? '—',
    })
    const rows: Row[] = [
      { reference: 'K-1', created_at: '2026-11-26', handled_by: null },
      { reference: 'K-2', created_at: '2026-11-27', handled_by: 'Budi' },
    ]
    expect(toCsv(rows, columns)).toBe(
      '\uFEFF<cases.fields.reference>,<cases.fields.receivedAt>,<cases.fields.handledBy>\r\n' +
        'K-1,2026-11-26,—\r\nK-2,2026-11-27,Budi\r\n',
    )
  })
})
