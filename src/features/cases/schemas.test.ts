import { describe, expect, it } from 'vitest'

import {
  allowedStatuses,
  canMove,
  caseFormSchema,
  caseNoteSchema,
  caseToRow,
  isOverdue,
  NOBODY,
} from './schemas'

describe('case status workflow', () => {
  it('moves only forward: baru → diproses → selesai or ditolak', () => {
    expect(allowedStatuses('baru')).toEqual(['baru', 'diproses', 'selesai', 'ditolak'])
    expect(allowedStatuses('diproses')).toEqual(['diproses', 'selesai', 'ditolak'])
    expect(allowedStatuses('selesai')).toEqual(['selesai'])
    expect(allowedStatuses('ditolak')).toEqual(['ditolak'])
    expect(canMove('diproses', 'baru')).toBe(false)
    expect(canMove('selesai', 'ditolak')).toBe(false)
  })

  it('refuses a backward move and a close without a resolution', () => {
    const base = { resolution: '', handled_by: 'u1', decided_by: NOBODY }
    const back = caseFormSchema('diproses', 'u1').safeParse({ ...base, status: 'baru' })
    expect(back.success).toBe(false)
    expect(back.error?.issues.map((i) => [i.path[0], i.message])).toContainEqual([
      'status',
      'cases.backwards',
    ])
    for (const status of ['selesai', 'ditolak'] as const) {
      const result = caseFormSchema('diproses', 'u1').safeParse({
        ...base,
        status,
        resolution: '  ',
      })
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['resolution', 'cases.resolutionRequired'],
      ])
    }
    expect(
      caseFormSchema('baru', 'u1').safeParse({ ...base, status: 'selesai', resolution: 'Beres.' })
        .success,
    ).toBe(true)
  })

  it('writes only the working columns: handler and decision maker (none → null)', () => {
    const values = { status: 'diproses', resolution: 'Jawaban', handled_by: 'u2' }
    expect(caseToRow({ ...values, decided_by: NOBODY } as never)).toEqual({
      status: 'diproses',
      resolution: 'Jawaban',
      handled_by: 'u2',
      decided_by: null,
    })
    expect(caseToRow({ ...values, decided_by: 'u3' } as never)).toMatchObject({ decided_by: 'u3' })
  })

  it('refuses the decision maker as handler, and lets them not close it (ISO/IEC 17065 §7.13)', () => {
    const issues = (values: Record<string, string>, staffId = 'u1') =>
      caseFormSchema('diproses', staffId)
        .safeParse({ resolution: 'Jawaban', ...values })
        .error?.issues.map((i) => [i.path[0], i.message]) ?? []
    expect(issues({ status: 'diproses', handled_by: 'u2', decided_by: 'u2' })).toEqual([
      ['handled_by', 'cases.impartial.handler'],
    ])
    expect(issues({ status: 'selesai', handled_by: 'u2', decided_by: 'u1' })).toEqual([
      ['status', 'cases.impartial.close'],
    ])
    expect(issues({ status: 'selesai', handled_by: 'u2', decided_by: 'u3' })).toEqual([])
    expect(issues({ status: 'diproses', handled_by: 'u2', decided_by: 'u1' })).toEqual([])
  })

  it('is overdue only when the due date passed and the case is still open', () => {
    const now = Date.parse('2026-11-21T12:00:00Z')
    const past = '2026-11-20T12:00:00Z'
    expect(isOverdue({ status: 'baru', due_at: past }, now)).toBe(true)
    expect(isOverdue({ status: 'diproses', due_at: past }, now)).toBe(true)
    expect(isOverdue({ status: 'selesai', due_at: past }, now)).toBe(false)
    expect(isOverdue({ status: 'baru', due_at: '2026-11-22T12:00:00Z' }, now)).toBe(false)
  })

  it('takes a note of 1 to 5000 characters once trimmed', () => {
    const issues = (body: string) =>
      caseNoteSchema.safeParse({ body }).error?.issues.map((i) => i.message) ?? []
    expect(issues('')).toEqual(['cases.thread.required'])
    expect(issues('   ')).toEqual(['cases.thread.required'])
    expect(issues('x'.repeat(5001))).toEqual(['crud.validation.tooLong:5000'])
    expect(issues(` ${'x'.repeat(5000)} `)).toEqual([])
    expect(issues('Sudah dicek.')).toEqual([])
  })
})
