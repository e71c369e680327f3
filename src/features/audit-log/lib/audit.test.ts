import { describe, expect, it } from 'vitest'

import en from '@/locales/en/admin.json'
import id from '@/locales/id/admin.json'

import {
  AUDIT_LOG_TABLES,
  AUDITED_TABLES,
  changeRows,
  dayStart,
  formatValue,
  nextDayStart,
  recordLabel,
} from './audit'

describe('changeRows', () => {
  it('reads old → new pairs of an update', () => {
    expect(
      changeRows('update', { site_name: { old: 'A', new: 'B' }, phone: { old: null, new: '021' } }),
    ).toEqual([
      { field: 'phone', old: null, new: '021' },
      { field: 'site_name', old: 'A', new: 'B' },
    ])
  })
  it('reads inserted and deleted values', () => {
    expect(changeRows('insert', { role: 'editor' })).toEqual([
      { field: 'role', old: undefined, new: 'editor' },
    ])
    expect(changeRows('delete', { role: 'editor' })).toEqual([
      { field: 'role', old: 'editor', new: undefined },
    ])
  })
  it('ignores odd shapes', () => {
    expect(changeRows('update', null)).toEqual([])
    expect(changeRows('update', [1, 2])).toEqual([])
  })
})

describe('formatValue', () => {
  it('keeps strings and pretty-prints JSON', () => {
    expect(formatValue('teks')).toBe('teks')
    expect(formatValue(null)).toBe('')
    expect(formatValue({ id: 'Halo', en: 'Hello' })).toBe('{\n  "id": "Halo",\n  "en": "Hello"\n}')
    expect(formatValue(true)).toBe('true')
  })
})

describe('date range', () => {
  it('turns days into an inclusive range of instants', () => {
    const from = dayStart('2026-11-20')
    const to = nextDayStart('2026-11-20')
    expect(from && to && new Date(to).getTime() - new Date(from).getTime()).toBe(86_400_000)
    expect(dayStart('20-11-2026')).toBeNull()
  })
})

describe('audited tables in words', () => {
  it('include the certificate register', () => {
    for (const table of [
      'certificates',
      'certificate_subclasses',
      'certificate_status_events',
      'certified_companies',
      'holidays',
    ]) {
      expect(AUDITED_TABLES).toContain(table)
    }
  })

  it('each have a label in both languages, never the table name', () => {
    for (const labels of [id.auditLog.tables, en.auditLog.tables] as Record<string, string>[]) {
      for (const table of AUDIT_LOG_TABLES) {
        expect(labels[table], table).toBeTruthy()
        expect(labels[table]).not.toBe(table)
      }
    }
    expect(id.auditLog.tables).toMatchObject({ certificates: 'Sertifikat' })
    expect(en.auditLog.tables).toMatchObject({ certificates: 'Certificates' })
  })

  it('show no database role', () => {
    expect(JSON.stringify(id.auditLog)).not.toMatch(/basis data|authenticated/i)
    expect(JSON.stringify(en.auditLog)).not.toMatch(/database role|authenticated/i)
  })
})

describe('recordLabel', () => {
  const uuid = '7b0e2f1c-7a64-4a53-9d43-7d2a4c1b9e10'

  it('prefers the title the database stored', () => {
    expect(recordLabel({ action: 'update', record_title: 'SBU-2026-00001', changes: {} })).toBe(
      'SBU-2026-00001',
    )
  })

  it('reads a certificate number, reference or title from the logged values', () => {
    expect(
      recordLabel({
        action: 'insert',
        record_title: null,
        changes: { id: uuid, number: 'SBU-2026-00042', company_id: uuid },
      }),
    ).toBe('SBU-2026-00042')
    expect(
      recordLabel({
        action: 'update',
        record_title: null,
        changes: { reference: { old: 'KEL-2026-00003', new: 'KEL-2026-00003' } },
      }),
    ).toBe('KEL-2026-00003')
    expect(
      recordLabel({
        action: 'delete',
        record_title: null,
        changes: { id: uuid, title: { id: 'Berita lama', en: 'Old news' } },
      }),
    ).toBe('Berita lama')
  })

  it('never falls back to the UUID', () => {
    expect(
      recordLabel({
        action: 'insert',
        record_title: null,
        changes: { id: uuid, certificate_id: uuid, qualification: 'kecil' },
      }),
    ).toBeNull()
  })
})
