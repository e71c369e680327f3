import Papa from 'papaparse'

import { type CsvColumn, restoreCsvText, toCsv } from '@/lib/csv'
import type { Database } from '@/types/database'

import { stripLegalForm } from './company-name'
import { LEGAL_FORMS, PROVINCES } from './provinces'

/** One CSV/form row as `import_certificates` takes it (every value text). */
export type ImportRow = Record<string, string> & { line?: string }

export interface ImportError {
  line: number
  field: string
  /** Indonesian */
  message: string
  /** English */
  details: string
}

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
  'lpjk_recorded_on',
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
  lpjk_recorded_on: '',
}

type ImportColumn = (typeof IMPORT_COLUMNS)[number]

/** A row of the staff view `certificate_register` as the export reads it. */
export type CertificateExportRow = Pick<
  Database['public']['Views']['certificate_register']['Row'],
  ImportColumn
>

/** Each template column's value in a register row, in the form the import reads. */
const EXPORT_VALUE: Record<ImportColumn, (row: CertificateExportRow) => string | null> = {
  number: (r) => r.number,
  company_name: (r) => r.company_name,
  legal_form: (r) => r.legal_form,
  nib: (r) => r.nib,
  npwp: (r) => r.npwp,
  address: (r) => r.address,
  city: (r) => r.city,
  province: (r) => r.province,
  pjbu_name: (r) => r.pjbu_name,
  email: (r) => r.email,
  phone: (r) => r.phone,
  listed_in_directory: (r) => (r.listed_in_directory ? 'ya' : 'tidak'),
  issued_on: (r) => r.issued_on,
  valid_until: (r) => r.valid_until,
  // The status staff decided (aktif, dibekukan, dicabut), not the derived kedaluwarsa.
  status: (r) => r.status,
  status_reason: (r) => r.status_reason,
  status_changed_on: (r) => r.status_changed_on,
  last_surveillance_on: (r) => r.last_surveillance_on,
  subclasses: (r) => r.subclasses,
  lpjk_recorded_on: (r) => r.lpjk_recorded_on,
}

/**
 * The certificate export's columns: exactly the template's, same names and order, values as
 * the import reads them (dates `YYYY-MM-DD`, subclasses `BG001:menengah; BS001:kecil`,
 * `ya`/`tidak`), so export → edit in a spreadsheet → import changes only what was edited.
 */
export function certificateCsvColumns<Row extends CertificateExportRow>(): CsvColumn<Row>[] {
  return IMPORT_COLUMNS.map((c) => ({ header: c, value: EXPORT_VALUE[c] }))
}

/** The template: header row and one example row. */
export function templateCsv(): string {
  return toCsv(
    [EXAMPLE],
    IMPORT_COLUMNS.map((c) => ({ header: c, value: (r: typeof EXAMPLE) => r[c] })),
  )
}

/**
 * Words the register spells one way, keyed by their letters in lower case ("jawatimur", "pt"),
 * as private.import_province and private.import_legal_form read them.
 */
const byFolded = (words: readonly string[]) => new Map(words.map((w) => [fold(w), w]))
const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
const CANONICAL: Partial<Record<ImportColumn, Map<string, string>>> = {
  legal_form: new Map([...byFolded(LEGAL_FORMS), ['fa', 'Firma'], ['kop', 'Koperasi']]),
  province: byFolded(PROVINCES),
}

const DATE_COLUMNS: ReadonlySet<ImportColumn> = new Set([
  'issued_on',
  'valid_until',
  'status_changed_on',
  'last_surveillance_on',
  'lpjk_recorded_on',
])

/**
 * A date as a spreadsheet in Indonesia writes it, day first (`29/11/2026`, `1-2-2027`,
 * `29.11.2026`), as the register reads it (`2026-11-29`). Anything else stays as it is, for the
 * database to judge; a day that does not exist (`31/02/2026`) is reported, not moved to March.
 */
export function isoDate(value: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value)
  if (!match) return value
  const [, day, month, year] = match
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`
}

/**
 * A cell as the import sends it: the formula guard removed, trimmed; a legal form or province
 * in any case, spacing and punctuation ("Pt.", " JAWA  TIMUR ") as the register writes it (PT,
 * Jawa Timur); a company name without its legal form ("PT. Maju" → "Maju"); dates also day
 * first. Unknown words stay as they are, for the database to report.
 */
function importValue(column: ImportColumn, cell: string | undefined): string {
  const value = restoreCsvText(cell ?? '').trim()
  if (DATE_COLUMNS.has(column)) return isoDate(value)
  if (column === 'company_name') return stripLegalForm(value).name
  return (value && CANONICAL[column]?.get(fold(value))) || value
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
 * template and any file this site wrote (the certificate export) import unchanged; legal forms
 * and provinces match whatever their case and spacing; dates may be written day first.
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
      for (const column of IMPORT_COLUMNS) clean[column] = importValue(column, row[column])
      // "CV Maju" with no legal form: CV, as the database reads it
      if (!clean.legal_form)
        clean.legal_form = stripLegalForm(restoreCsvText(row.company_name ?? '')).legalForm ?? ''
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
