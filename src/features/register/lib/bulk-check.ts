/**
 * The bulk check (`/layanan/cek-sbu/massal`): up to 200 certificate numbers, NIBs or company
 * names pasted (one per line; numbers and NIBs may also be separated by commas or semicolons)
 * or uploaded as CSV (the first column; a header row is skipped), checked by the RPC
 * `check_certificates` in one call; the answer as a table and as a CSV download
 * (formula-escaped, src/lib/csv.ts). A name counts when it matches one company only.
 */
import type { TFunction } from 'i18next'
import Papa from 'papaparse'

import { publicRoutes } from '@/config/routes'
import { type CsvColumn, toCsv } from '@/lib/csv'

import type { PublicCertificateStatus, Qualification } from '../types'

/** The most keys one bulk check takes (the database refuses more too). */
export const BULK_MAX_KEYS = 200
/** The largest CSV file the page takes. */
export const BULK_FILE_LIMIT = 256 * 1024

export const BULK_CHECK_PATH = publicRoutes.bulkCheck
export const REGISTER_API_DOCS_PATH = publicRoutes.registerApi

export interface BulkCertificate {
  number: string
  status: PublicCertificateStatus
  issued_on: string
  valid_until: string
  company: {
    name: string
    legal_form: string | null
    nib: string
    city: string | null
    province: string | null
  }
  subclasses: { code: string; name: { id?: string; en?: string }; qualification: string }[]
}

export interface BulkResult {
  key: string
  found: boolean
  /** `ambiguous`: a name that matches several companies (found is false). */
  match: 'number' | 'nib' | 'name' | 'ambiguous' | null
  certificates: BulkCertificate[]
}

/** What the page shows after a post: the input kept, a field error, or the results. */
export interface BulkCheckState {
  keys: string
  error: string | null
  results: BulkResult[] | null
}

/**
 * The keys of pasted text: one per line (or per semicolon or tab). A line's comma-separated
 * parts are keys of their own when each has a digit (numbers, NIBs); otherwise the comma is
 * part of a name ("PT Adhi Baja, Tbk").
 */
export function parseKeys(text: string): string[] {
  return text
    .split(/[\r\n;\t]+/)
    .flatMap((line) => {
      const parts = line.split(',').map((k) => k.trim())
      return parts.every((part) => /\d/.test(part)) ? parts : [line.trim()]
    })
    .filter(Boolean)
}

/** A first row that names the column rather than holding a key. */
const HEADER =
  /^(no\.?|nomor( sertifikat| sbu)?|(certificate )?numbers?|nib|nama( perusahaan| badan usaha)?|(company )?names?|keys?|kunci)$/i

/** The first column of a CSV file; a first row that is a header (HEADER) is skipped. */
export function parseCsvKeys(text: string): string[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
    delimitersToGuess: [',', ';', '\t'],
  })
  const keys = data.map((row) => String(row[0] ?? '').trim()).filter(Boolean)
  if (keys[0] && HEADER.test(keys[0])) keys.shift()
  return keys
}

/** One table row: a certificate of a key, or the key alone when nothing was found. */
export interface BulkRow {
  key: string
  certificate: BulkCertificate | null
  /** Nothing found because the name matches several companies. */
  ambiguous?: boolean
}

export function bulkRows(results: readonly BulkResult[]): BulkRow[] {
  return results.flatMap((r): BulkRow[] =>
    r.found && r.certificates.length
      ? r.certificates.map((certificate) => ({ key: r.key, certificate }))
      : [{ key: r.key, certificate: null, ambiguous: r.match === 'ambiguous' }],
  )
}

/** "BG001 (kecil)" for each subclass. */
export function subclassesText(c: BulkCertificate, t: TFunction<'public'>): string {
  return c.subclasses
    .map((s) => `${s.code} (${t(`register.qualifications.${s.qualification as Qualification}`)})`)
    .join('; ')
}

/** The results as CSV text, with the page's column headers in its language. */
export function bulkCsv(results: readonly BulkResult[], t: TFunction<'public'>): string {
  const columns: CsvColumn<BulkRow>[] = [
    { header: t('register.bulk.columns.key'), value: (r) => r.key },
    {
      header: t('register.bulk.columns.status'),
      value: (r) =>
        r.certificate
          ? t(`register.status.${r.certificate.status}`)
          : t(r.ambiguous ? 'register.bulk.ambiguous' : 'register.bulk.notFound'),
    },
    { header: t('register.bulk.columns.number'), value: (r) => r.certificate?.number ?? '' },
    {
      header: t('register.bulk.columns.company'),
      value: (r) =>
        r.certificate
          ? [r.certificate.company.legal_form, r.certificate.company.name].filter(Boolean).join(' ')
          : '',
    },
    { header: 'NIB', value: (r) => r.certificate?.company.nib ?? '' },
    {
      header: t('register.bulk.columns.validUntil'),
      value: (r) => r.certificate?.valid_until ?? '',
    },
    {
      header: t('register.bulk.columns.subclasses'),
      value: (r) => (r.certificate ? subclassesText(r.certificate, t) : ''),
    },
  ]
  return toCsv(bulkRows(results), columns)
}
