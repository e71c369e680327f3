import { describe, expect, it } from 'vitest'

import { toCsv } from '@/lib/csv'

import {
  certificateCsvColumns,
  type CertificateExportRow,
  IMPORT_COLUMNS,
  parseImportCsv,
  templateCsv,
} from './import-csv'

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

/** Register rows as the staff view `certificate_register` returns them. */
const registerRows: CertificateExportRow[] = [
  {
    number: 'SBU-KMN-2024-000101',
    company_name: 'Beton Nusantara Jaya',
    legal_form: 'PT',
    nib: '9120001234567',
    npwp: '01.234.567.8-901.000',
    address: 'Jl. Gatot Subroto No. 5, Jakarta Selatan',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    pjbu_name: 'Ir. Budi Santoso',
    email: 'kantor@beton.example',
    phone: '+62 21 555-0101',
    listed_in_directory: true,
    issued_on: '2024-03-01',
    valid_until: '2027-03-01',
    status: 'aktif',
    status_reason: null,
    status_changed_on: null,
    last_surveillance_on: '2025-03-03',
    subclasses: 'BG001:menengah; BS001:kecil',
    lpjk_recorded_on: '2024-03-12',
  },
  {
    number: 'SBU-KMN-2023-000102',
    company_name: '-Maju =Bersama; "Karya"',
    legal_form: 'CV',
    nib: '9120001234568',
    npwp: null,
    address: null,
    city: 'Surabaya',
    province: 'Jawa Timur',
    pjbu_name: '@Siti Rahma',
    email: null,
    phone: null,
    listed_in_directory: false,
    issued_on: '2023-01-10',
    valid_until: '2026-01-10',
    status: 'dibekukan',
    status_reason: '=Survailen tertunda, menunggu dokumen.\n+ lampiran',
    status_changed_on: '2025-06-30',
    last_surveillance_on: null,
    subclasses: 'BG002:besar',
    lpjk_recorded_on: null,
  },
]

/** What the import should get for a register row: every field as text. */
function asImported(row: CertificateExportRow): Record<string, string> {
  return Object.fromEntries(
    IMPORT_COLUMNS.map((c) => {
      const value = row[c]
      if (c === 'listed_in_directory') return [c, value ? 'ya' : 'tidak']
      return [c, value === null ? '' : String(value)]
    }),
  )
}

describe('the certificate export is the import template', () => {
  it('has exactly the template columns, in order', () => {
    const header = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')[0]
    const exported = toCsv(registerRows, certificateCsvColumns())
    expect(header(exported)).toBe(header(templateCsv()))
    expect(header(exported)).toBe(IMPORT_COLUMNS.join(','))
  })

  it('imports back to the same records, formula guards removed', () => {
    const exported = toCsv(registerRows, certificateCsvColumns())
    // The guard is in the file (a spreadsheet shows text) …
    expect(exported).toContain(`"'-Maju =Bersama; ""Karya"""`)
    expect(exported).toContain("'@Siti Rahma")
    expect(exported).toContain("'+62 21 555-0101")
    const parsed = parseImportCsv(exported)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    // … and gone again on import.
    expect(parsed.rows).toEqual(
      registerRows.map((r, i) => ({ line: String(i + 2), ...asImported(r) })),
    )
  })

  it('an edit made in the file is what the import reads', () => {
    const exported = toCsv(registerRows, certificateCsvColumns())
    const parsed = parseImportCsv(exported.replace(',Surabaya,', ',Sidoarjo,'))
    expect(parsed.ok && parsed.rows.map((r) => r.city)).toEqual(['Jakarta Selatan', 'Sidoarjo'])
  })
})

describe('parseImportCsv: legal forms and provinces in any case and punctuation', () => {
  /** The value a cell typed as `typed` is read as. */
  const readAs = (field: 'legal_form' | 'province') => (typed: string, stored: string) => {
    const parsed = parseImportCsv(csvOf([{ ...base, number: 'SBU-1', [field]: typed }]))
    expect(parsed.ok && parsed.rows[0]?.[field]).toBe(stored)
  }

  it.each([
    ['pt', 'PT'],
    ['Pt.', 'PT'],
    ['P.T.', 'PT'],
    ['c.v.', 'CV'],
    ['Fa.', 'Firma'],
    [' Cv ', 'CV'],
    ['FIRMA', 'Firma'],
    ['koperasi', 'Koperasi'],
    ['bumd', 'BUMD'],
    ['lainnya', 'Lainnya'],
  ])('legal form %j → %j', readAs('legal_form'))

  it.each([
    ['JAWA TIMUR', 'Jawa Timur'],
    ['  jawa   timur ', 'Jawa Timur'],
    ['dki jakarta', 'DKI Jakarta'],
    ['Di Yogyakarta', 'DI Yogyakarta'],
    ['KEPULAUAN BANGKA BELITUNG', 'Kepulauan Bangka Belitung'],
    ['papua barat daya', 'Papua Barat Daya'],
    ['D.I. Yogyakarta', 'DI Yogyakarta'],
  ])('province %j → %j', readAs('province'))

  it('leaves unknown words and empty cells for the database to judge', () => {
    const parsed = parseImportCsv(
      csvOf([{ ...base, number: 'SBU-1', legal_form: 'Persekutuan', province: 'Atlantis' }]),
    )
    expect(parsed.ok && parsed.rows[0]).toMatchObject({
      legal_form: 'Persekutuan',
      province: 'Atlantis',
    })
    const empty = parseImportCsv(csvOf([{ ...base, number: 'SBU-1' }]))
    expect(empty.ok && empty.rows[0]).toMatchObject({ legal_form: '', province: '' })
  })

  it('stores a company name without its legal form, and takes an empty legal form from it', () => {
    const parsed = parseImportCsv(
      csvOf([
        { ...base, number: 'SBU-1', company_name: 'PT. Jalan Raya', legal_form: 'PT' },
        { ...base, number: 'SBU-2', company_name: 'CV Maju Bersama', legal_form: '' },
        { ...base, number: 'SBU-3', company_name: 'Kopi Jaya, Fa.', legal_form: '' },
        { ...base, number: 'SBU-4', company_name: 'Karya Abadi', legal_form: '' },
      ]),
    )
    expect(parsed.ok && parsed.rows.map((r) => [r.company_name, r.legal_form])).toEqual([
      ['Jalan Raya', 'PT'],
      ['Maju Bersama', 'CV'],
      ['Kopi Jaya', 'Firma'],
      ['Karya Abadi', ''],
    ])
  })
})

describe('parseImportCsv: dates as a spreadsheet in Indonesia writes them', () => {
  it.each([
    ['29/11/2026', '2026-11-29'],
    ['1/2/2027', '2027-02-01'],
    ['05-03-2026', '2026-03-05'],
    ['29.11.2026', '2026-11-29'],
    ['2026-11-29', '2026-11-29'],
  ])('%j → %j in every date column', (typed, stored) => {
    const parsed = parseImportCsv(
      csvOf([
        {
          ...base,
          number: 'SBU-1',
          issued_on: typed,
          valid_until: typed,
          status_changed_on: typed,
          last_surveillance_on: typed,
        },
      ]),
    )
    expect(parsed.ok && parsed.rows[0]).toMatchObject({
      issued_on: stored,
      valid_until: stored,
      status_changed_on: stored,
      last_surveillance_on: stored,
    })
  })

  it('leaves what is no day-first date for the database to judge', () => {
    for (const typed of ['31/02/2026', '29/11/26', 'besok', '']) {
      const parsed = parseImportCsv(csvOf([{ ...base, number: 'SBU-1', issued_on: typed }]))
      const expected = typed === '31/02/2026' ? '2026-02-31' : typed
      expect(parsed.ok && parsed.rows[0]?.issued_on).toBe(expected)
    }
    // Other columns are not dates.
    const parsed = parseImportCsv(csvOf([{ ...base, number: '1/2/2027' }]))
    expect(parsed.ok && parsed.rows[0]?.number).toBe('1/2/2027')
  })
})
