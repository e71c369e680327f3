import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'

import { toCsv } from '@/lib/csv'

import type { CaseRow } from '../schemas'
import { caseCsvColumns } from './case-columns'

const t = ((key: string) => `<${key}>`) as unknown as TFunction<'admin'>

const row = {
  reference: 'KEL-2026-000123',
  created_at: '2026-11-29T07:05:00.123+00:00',
  due_at: '2026-12-13T16:59:59+00:00',
  status: 'baru',
  name: 'Budi Santoso',
  company_name: 'PT Contoh',
  email: 'budi@contoh.example',
  phone: '0812-3456-7890',
  certificate_number: 'SBU-KMN-2024-000101',
  subject: 'Sertifikat terlambat',
  description: 'Sertifikat kami belum terbit.\n=Mohon ditindaklanjuti; terima kasih.',
  handled_by: null,
  resolution: null,
} as unknown as CaseRow

describe('caseCsvColumns (complaints and appeals export)', () => {
  it("includes the case's text after the subject, formula-guarded, times in WIB", () => {
    const columns = caseCsvColumns(t, () => '', 'complaint')
    const headers = columns.map((c) => c.header)
    expect(headers.indexOf('<cases.fields.description>')).toBe(
      headers.indexOf('<cases.fields.subject>') + 1,
    )
    const csv = toCsv([row], columns)
    expect(csv).toContain(
      '"Sertifikat kami belum terbit.\n\'=Mohon ditindaklanjuti; terima kasih."',
    )
    expect(csv).toContain('KEL-2026-000123,2026-11-29 14:05,baru,2026-12-13 23:59,')
  })
  it("an appeal's export has the date of the appealed decision; a complaint's has no such column", () => {
    const appeal = caseCsvColumns(t, () => '', 'appeal')
    const headers = appeal.map((c) => c.header)
    expect(headers.indexOf('<cases.fields.decisionDate>')).toBe(
      headers.indexOf('<cases.fields.certificate>') + 1,
    )
    const csv = toCsv(
      [{ ...row, reference: 'BDG-2026-00007', decision_date: '2026-11-02' }],
      appeal,
    )
    expect(csv.split('\r\n')[1]).toContain(',2026-11-02,')
    expect(caseCsvColumns(t, () => '', 'complaint').map((c) => c.header)).not.toContain(
      '<cases.fields.decisionDate>',
    )
  })
})
