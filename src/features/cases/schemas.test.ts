import { describe, expect, it } from 'vitest'
import { allowedStatuses, canMove, caseFormSchema, caseToRow, isOverdue } from './schemas'

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
    const back = caseFormSchema('diproses').safeParse({ status: 'baru', notes: '', resolution: '' })
    expect(back.success).toBe(false)
    expect(back.error?.issues.map((i) => [i.path[0], i.message])).toContainEqual([
      'status',
      'cases.backwards',
    ])
    for (const status of ['selesai', 'ditolak'] as const) {
      const result = caseFormSchema('diproses').safeParse({ status, notes: 'x', resolution: '  ' })
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['resolution', 'cases.resolutionRequired'],
      ])
    }
    expect(
      caseFormSchema('baru').safeParse({ status: 'selesai', notes: '', resolution: 'Beres.' })
        .success,
    ).toBe(true)
  })

  it('writes only the working columns and records the saver as handler', () => {
    expect(caseToRow({ status: 'diproses', notes: ' ', resolution: 'Jawaban' }, 'u1')).toEqual({
      status: 'diproses',
      notes: null,
      resolution: 'Jawaban',
      handled_by: 'u1',
    })
  })

  it('is overdue only when the due date passed and the case is still open', () => {
    const now = Date.parse('2026-11-21T12:00:00Z')
    const past = '2026-11-20T12:00:00Z'
    expect(isOverdue({ status: 'baru', due_at: past }, now)).toBe(true)
    expect(isOverdue({ status: 'diproses', due_at: past }, now)).toBe(true)
    expect(isOverdue({ status: 'selesai', due_at: past }, now)).toBe(false)
    expect(isOverdue({ status: 'baru', due_at: '2026-11-22T12:00:00Z' }, now)).toBe(false)
  })
})
