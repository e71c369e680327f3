/**
 * The public forms' limits, the same as the database's (docs/database.md, submit_* RPCs). Kept
 * apart from the zod schemas (`./schemas`), which the forms load only when they first validate.
 */
export const LIMITS = {
  name: { min: 2, max: 120 },
  company_name: { min: 2, max: 200 },
  email: { max: 254 },
  phone: { minDigits: 8, maxDigits: 15, max: 24 },
  certificate_number: { min: 3, max: 60 },
  subject: { min: 5, max: 200 },
  contactSubject: { min: 3, max: 200 },
  description: { min: 20, max: 5000 },
  message: { min: 10, max: 5000 },
  reference: { max: 20 },
} as const

export type SubmissionKind = 'complaint' | 'appeal' | 'contact'

/** Drops empty optional fields: the RPCs take null (absent) for "not given". */
export function withoutEmpty<T extends Record<string, string>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Partial<T>
}
