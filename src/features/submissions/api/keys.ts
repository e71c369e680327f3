import type { SubmissionKind } from '../limits'

/** The table each submission kind lands in; query keys start with it. */
export const submissionTables = {
  complaint: 'complaints',
  appeal: 'appeals',
  contact: 'contact_submissions',
} as const satisfies Record<SubmissionKind, string>

const PREFIXES: Record<string, SubmissionKind> = { KEL: 'complaint', BDG: 'appeal', MSG: 'contact' }

/** The kind a reference number belongs to (`KEL-…` → complaint), or null. */
export function kindOfReference(reference: string): SubmissionKind | null {
  return PREFIXES[reference.slice(0, 3).toUpperCase()] ?? null
}

export const submissionKeys = {
  all: (kind: SubmissionKind) => [submissionTables[kind]] as const,
  /** A status lookup lives under its table, so staff edits of that table invalidate it. */
  track: (reference: string, email: string) =>
    [
      submissionTables[kindOfReference(reference) ?? 'complaint'],
      'public',
      'track',
      { reference, email },
    ] as const,
}
