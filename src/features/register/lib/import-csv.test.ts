import { describe, expect, it } from 'vitest'

import { toCsv } from '@/lib/csv'

import { IMPORT_COLUMNS, parseImportCsv, templateCsv } from './import-csv'

type Row = Record<(typeof IMPORT_COLUMNS)[number], string>

function csvOf(rows: Row[]): string {
  return toCsv(
    rows,
    IMPORT_COLUMNS.map((c) => ({ header: c, value: (r: Row) => r[c] })),
  )
}

const base = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as Row

describe('parseImportCsv reads back what toCsv wrote', () => {
  it('the template imports with its example values', () => {
    const parsed = parseImportCsv(templateCsv())
    expect(parsed.ok && parsed.rows[0]?.subclasses).toBe('BG001:menengah; BS001:kecil')
    expect(parsed.ok && parsed.rows[0]?.phone).toBe('022-1234-5678')
  })

  it('values that looked like formulas come back unchanged; plain numbers stay numbers', () => {
    const tricky: Row = {
      ...base,
      number: 'SBU-1',
      company_name: '=HYPERLINK("http://x";"klik")',
      address: 'Jl. A, =1+1; @b\n-2+3',
      pjbu_name: "'=sudah dikutip",
      phone: '+62 812-3456',
      status_reason: '-5',
      city: '-1,5',
      province: "'teks",
      subclasses: 'BG001:kecil; -BS001',
    }
    const csv = csvOf([tricky])
    expect(csv).toContain(`"'=HYPERLINK(""http://x"";""klik"")"`)
    expect(csv).toContain("'+62 812-3456")
    expect(csv).toContain(',-5,')
    const parsed = parseImportCsv(csv)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.rows[0]).toEqual({ line: '2', ...tricky })
  })
})
