import { z } from 'zod'

import type { CaseStatus, Tables } from '@/types/database'

/** The two kinds of case the inbox handles; one screen and one set of requests serve both. */
export type CaseType = 'complaint' | 'appeal'

export const CASE_TABLE = { complaint: 'complaints', appeal: 'appeals' } as const

/** A complaint or an appeal row (appeals add `decision_date`; complaints lack it). */
export type CaseRow = Tables<'complaints'> & { decision_date?: string | null }

export const CASE_STATUSES = [
  'baru',
  'diproses',
  'selesai',
  'ditolak',
] as const satisfies readonly CaseStatus[]

/** Closing statuses: they need a resolution and nothing follows them (docs/product.md#statuses). */
export const CLOSED_STATUSES: readonly CaseStatus[] = ['selesai', 'ditolak']

const RANK: Record<CaseStatus, number> = { baru: 0, diproses: 1, selesai: 2, ditolak: 2 }

export const isClosed = (status: string): boolean =>
  (CLOSED_STATUSES as readonly string[]).includes(status)

/** True when `from` may become `to`: staying put, or moving forward (never back, never past a close). */
export function canMove(from: CaseStatus, to: CaseStatus): boolean {
  if (from === to) return true
  if (isClosed(from)) return false
  return RANK[to] > RANK[from]
}

/** The statuses a case may take from `current`, itself first (what the status select offers). */
export function allowedStatuses(current: CaseStatus): CaseStatus[] {
  return CASE_STATUSES.filter((status) => canMove(current, status))
}

/** Past its SLA due date and still open. */
export function isOverdue(row: Pick<CaseRow, 'status' | 'due_at'>, now: number = Date.now()) {
  return !isClosed(row.status) && new Date(row.due_at).getTime() < now
}

export function asCaseStatus(value: string): CaseStatus {
  return (CASE_STATUSES as readonly string[]).includes(value) ? (value as CaseStatus) : 'baru'
}

/** "Nobody" in a select (Radix Select cannot hold ''). */
export const NOBODY = '__none'

/**
 * The handling form; validation messages are admin i18n keys. `staffId` is the person saving:
 * whoever made the decision a case is about may neither handle nor close it (ISO/IEC 17065
 * §7.13; the database refuses the same, private.enforce_impartiality).
 */
export function caseFormSchema(current: CaseStatus, staffId: string) {
  return z
    .object({
      status: z.enum(CASE_STATUSES),
      resolution: z.string().max(5000, 'crud.validation.tooLong:5000'),
      handled_by: z.string().min(1, 'crud.validation.required'),
      decided_by: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!canMove(current, values.status)) {
        ctx.addIssue({ code: 'custom', path: ['status'], message: 'cases.backwards' })
      }
      if (isClosed(values.status) && values.resolution.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['resolution'], message: 'cases.resolutionRequired' })
      }
      if (values.decided_by !== NOBODY && values.decided_by === values.handled_by) {
        ctx.addIssue({ code: 'custom', path: ['handled_by'], message: 'cases.impartial.handler' })
      }
      if (values.decided_by === staffId && isClosed(values.status) && values.status !== current) {
        ctx.addIssue({ code: 'custom', path: ['status'], message: 'cases.impartial.close' })
      }
    })
}

export type CaseFormValues = z.infer<ReturnType<typeof caseFormSchema>>

/** The handler is the current one, or the person opening it (unless they made the decision). */
export function caseFormDefaults(row: CaseRow, staffId: string): CaseFormValues {
  return {
    status: asCaseStatus(row.status),
    resolution: row.resolution ?? '',
    handled_by: row.handled_by ?? (row.decided_by === staffId ? '' : staffId),
    decided_by: row.decided_by ?? NOBODY,
  }
}

/** The columns staff may write (column privileges). */
export function caseToRow(values: CaseFormValues) {
  return {
    status: values.status,
    resolution: values.resolution.trim() === '' ? null : values.resolution,
    handled_by: values.handled_by,
    decided_by: values.decided_by === NOBODY ? null : values.decided_by,
  }
}

/**
 * A new internal note (public.case_notes): 1 to 5000 characters once trimmed, as the database
 * checks too. Notes are a thread of their own, added apart from the handling form.
 */
export const caseNoteSchema = z.object({
  body: z
    .string()
    .refine((value) => value.trim() !== '', 'cases.thread.required')
    .refine((value) => value.trim().length <= 5000, 'crud.validation.tooLong:5000'),
})

export type CaseNoteValues = z.infer<typeof caseNoteSchema>

/** The column of case_notes that holds the case's key. */
export const CASE_NOTE_KEY = { complaint: 'complaint_id', appeal: 'appeal_id' } as const
