import Papa from 'papaparse'

import { restoreCsvText, toCsv } from '@/lib/csv'

import type { ImportError, ImportRow } from '../api/admin-certificates'

/** The template's columns, in order; the import RPC reads rows by these names. */
export const IMPORT_COLUMNS = [
  'number',
  'company_name',
  'legal_form',
  'nib',
  'npwp',
  'address',
  'city',
  'province',
  'pjbu_name',
  'email',
  'phone',
  'listed_in_directory',
  'issued_on',
  'valid_until',
  'status',
  'status_reason',
  'status_changed_on',
  'last_surveillance_on',
  'subclasses',
] as const

export const REQUIRED_COLUMNS = [
  'number',
  'company_name',
  'nib',
  'city',
  'province',
  'pjbu_name',
  'issued_on',
  'subclasses',
] as const

const EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  number: 'SBU-KMN-2026-000901',
  company_name: 'Contoh Konstruksi Mandiri',
  legal_form: 'PT',
  nib: '9120000000901',
  npwp: '',
  address: 'Jl. Contoh No. 1',
  city: 'Bandung',
  province: 'Jawa Barat',
  pjbu_name: 'Nama Direktur',
  email: 'kantor@contoh.example',
  phone: '022-1234-5678',
  listed_in_directory: 'ya',
  issued_on: '2026-01-15',
  valid_until: '',
  status: 'aktif',
  status_reason: '',
  status_changed_on: '',
  last_surveillance_on: '',
  subclasses: 'BG001:menengah; BS001:kecil',
}

/** The template: header row and one example row. */
export function templateCsv(): string {
  return toCsv(
    [EXAMPLE],
    IMPORT_COLUMNS.map((c) => ({ header: c, value: (r: typeof EXAMPLE) => r[c] })),
  )
}

export type ParsedCsv =
  | { ok: true; rows: ImportRow[] }
  | { ok: false; reason: 'parse'; message: string }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'columns'; missing: string[] }

/**
 * Parses the uploaded CSV with papaparse (header row; comma or semicolon, as spreadsheet apps
 * in Indonesia often write; BOM and blank lines ignored). Each row gets its file line number.
 * Values come back as they were before `toCsv` neutralised formulas (`restoreCsvText`), so the
 * template and any file this site wrote import unchanged.
 */
export function parseImportCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  })
  const fatal = result.errors.find((e) => e.type === 'Quotes' || e.type === 'Delimiter')
  if (fatal) return { ok: false, reason: 'parse', message: `${fatal.message} (${fatal.row ?? 0})` }
  const missing = REQUIRED_COLUMNS.filter((c) => !result.meta.fields?.includes(c))
  if (missing.length) return { ok: false, reason: 'columns', missing }
  if (result.data.length === 0) return { ok: false, reason: 'empty' }
  return {
    ok: true,
    rows: result.data.map((row, index) => {
      const clean: ImportRow = { line: String(index + 2) }
      for (const column of IMPORT_COLUMNS) clean[column] = restoreCsvText(row[column] ?? '').trim()
      return clean
    }),
  }
}

/** The error report: one line per error (line, column, message in both languages). */
export function errorReportCsv(errors: readonly ImportError[]): string {
  return toCsv(errors, [
    { header: 'line', value: (e) => e.line },
    { header: 'field', value: (e) => e.field },
    { header: 'pesan', value: (e) => e.message },
    { header: 'message', value: (e) => e.details },
  ])
}
