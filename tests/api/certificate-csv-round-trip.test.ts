/**
 * The certificate export is the import template. The seeded register is read through
 * the staff view as the admin list's export reads it, written with toCsv, read back with the
 * import's parser and sent to import_certificates: every row is valid and importing it changes
 * nothing; an edit made in the file (a cell that needs the formula guard too) is what changes.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  certificateCsvColumns,
  type CertificateExportRow,
  IMPORT_COLUMNS,
  parseImportCsv,
} from '@/features/register/lib/import-csv'
import { toCsv } from '@/lib/csv'

import { personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let editor: SupabaseClient

/** The export's rows: the view, every certificate, as the list's CSV export reads them. */
async function register(): Promise<(CertificateExportRow & { updated_at: string })[]> {
  const { data, error } = await editor.from('certificate_register').select('*').order('number')
  if (error) throw error
  return data as never
}

const exportCsv = async () => toCsv(await register(), certificateCsvColumns())

async function importRows(text: string, apply: boolean) {
  const parsed = parseImportCsv(text)
  if (!parsed.ok) throw new Error(`parse: ${JSON.stringify(parsed)}`)
  const { data, error } = await editor.rpc('import_certificates', { rows: parsed.rows, apply })
  if (error) throw new Error(error.message)
  return data as { rows: number; valid: number; errors: unknown[]; updated: number }
}

/** The view's template fields (what the round trip must keep). */
const fields = (rows: CertificateExportRow[]) =>
  rows.map((r) => Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, r[c]])))

beforeAll(async () => {
  t = await startBackend()
  editor = (await personas(t)).editor
})
afterAll(async () => t?.stop())

describe('certificate export → import', () => {
  it('the exported register imports as it is: every row valid, nothing changes', async () => {
    const before = await register()
    expect(before.length).toBeGreaterThan(5)
    // The demo register has every status, so the round trip covers frozen and revoked rows.
    expect(new Set(before.map((r) => r.status))).toEqual(new Set(['aktif', 'dibekukan', 'dicabut']))
    const csv = await exportCsv()
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','))

    const check = await importRows(csv, false)
    expect(check.errors).toEqual([])
    expect(check.valid).toBe(before.length)

    const applied = await importRows(csv, true)
    expect(applied.updated).toBe(before.length)
    expect(fields(await register())).toEqual(fields(before))
  })

  it('an edit in the file, with a value that needs the formula guard, is the only change', async () => {
    const before = await register()
    const target = before.find((r) => r.status === 'aktif')!
    const company = '=Karya "Baru"; Mandiri'
    const csv = await exportCsv()
    // In a spreadsheet: the company name of one row changed, the guard kept.
    const line = csv.split('\r\n').find((l) => l.startsWith(`${target.number},`))!
    const cells = line.split(',')
    expect(cells[1]).toBe(target.company_name)
    const edited = csv.replace(
      line,
      [cells[0], `"'${company.replace(/"/g, '""')}"`, ...cells.slice(2)].join(','),
    )
    expect((await importRows(edited, true)).updated).toBe(before.length)

    const after = await register()
    expect(after.find((r) => r.number === target.number)?.company_name).toBe(company)
    expect(fields(after.filter((r) => r.number !== target.number))).toEqual(
      fields(before.filter((r) => r.number !== target.number)),
    )
    // The next export carries the new name, guarded, and imports back to it again.
    const again = await exportCsv()
    expect(again).toContain(`"'=Karya ""Baru""; Mandiri"`)
    expect((await importRows(again, false)).errors).toEqual([])
  })

  it("the API's timestamps are written in WIB, the register's dates as they are", async () => {
    const [row] = await register()
    const csv = toCsv(
      [row!],
      [
        { header: 'updated', value: (r) => r.updated_at },
        { header: 'issued', value: (r) => r.issued_on },
      ],
    )
    const wib = new Date(new Date(row!.updated_at).getTime() + 7 * 3_600_000)
    const expected = wib.toISOString().slice(0, 16).replace('T', ' ')
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(`${expected},${row!.issued_on}`)
  })

  it('legal forms and provinces in any case import as the register writes them', async () => {
    const [target] = (await register()).filter((r) => r.status === 'aktif')
    const row = { ...fields([target!])[0], legal_form: 'cv', province: '  JAWA TIMUR ' }
    const csv = toCsv(
      [row],
      IMPORT_COLUMNS.map((c) => ({
        header: c,
        value: (r: typeof row) => r[c as keyof typeof row],
      })),
    )
    expect((await importRows(csv, true)).updated).toBe(1)
    const after = (await register()).find((r) => r.number === target!.number)
    expect(after).toMatchObject({ legal_form: 'CV', province: 'Jawa Timur' })
  })
})
