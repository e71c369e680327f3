import { z } from 'zod'

import type { Translatable } from '@/types/database'

import type { Qualification } from '../types'

/** The tender-fit form's query parameters on the verify page (a plain GET form). */
export const TENDER_FIT_PARAMS = {
  code: 'kode',
  qualification: 'kualifikasi',
  date: 'tanggal',
} as const

export const QUALIFICATION_ORDER: readonly Qualification[] = [
  'kecil',
  'menengah',
  'besar',
  'spesialis',
]

/** Today's date in Asia/Jakarta as `YYYY-MM-DD` (the check's default day). */
export function jakartaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now)
}

const isRealDate = (value: string) => {
  const [y = 0, m = 0, d = 0] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * What the form sends, checked before the database is asked (which checks again, and knows the
 * codes): a subclass code like BS001 or an old code like SI003 (separators allowed), one of the
 * four qualifications, and a date from 2000 to 2100. Messages are `public` keys.
 */
export const tenderFitSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'register.fit.errors.codeRequired')
    .regex(/^[A-Za-z]{2}[\s./-]?[0-9]{3}$/, 'register.fit.errors.codeFormat'),
  qualification: z.enum(QUALIFICATION_ORDER as [Qualification, ...Qualification[]], {
    message: 'register.fit.errors.qualification',
  }),
  on_date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'register.fit.errors.date')
    .refine(
      (v) => isRealDate(v) && v >= '2000-01-01' && v <= '2100-12-31',
      'register.fit.errors.date',
    ),
})
export type TenderFitInput = z.infer<typeof tenderFitSchema>
export type TenderFitField = keyof TenderFitInput

/** The form's values as the address gives them: null when no check was asked for. */
export interface TenderFitRequest {
  values: { code: string; qualification: string; on_date: string }
  /** The checked input, or null when a field is wrong (then `errors` say which). */
  input: TenderFitInput | null
  errors: Partial<Record<TenderFitField, string>>
}

/** Reads the check from the verify page's query string (`?kode=SI003&kualifikasi=…&tanggal=…`). */
export function tenderFitRequest(search: URLSearchParams, today: string): TenderFitRequest | null {
  if (!search.has(TENDER_FIT_PARAMS.code)) return null
  const values = {
    code: (search.get(TENDER_FIT_PARAMS.code) ?? '').slice(0, 40),
    qualification: (search.get(TENDER_FIT_PARAMS.qualification) ?? '').trim().toLowerCase(),
    on_date: (search.get(TENDER_FIT_PARAMS.date) ?? '').trim() || today,
  }
  const parsed = tenderFitSchema.safeParse(values)
  if (parsed.success) return { values, input: parsed.data, errors: {} }
  const errors: TenderFitRequest['errors'] = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TenderFitField
    errors[field] ??= issue.message
  }
  return { values, input: null, errors }
}

/** One reason a certificate does not fit (`check_tender_fit`'s `reasons`). */
export type TenderFitReason =
  | { code: 'subclass_not_held'; subclass: string }
  | {
      code: 'qualification_lower' | 'qualification_mismatch'
      subclass: string
      held: Qualification
      required: Qualification
    }
  | { code: 'not_yet_issued'; issued_on: string }
  | { code: 'expired'; since: string }
  | { code: 'frozen' | 'revoked'; since: string; reason: Translatable | null }

/** `check_tender_fit`'s answer. */
export interface TenderFit {
  number: string
  code: string
  qualification: Qualification
  on_date: string
  fits: boolean
  matched: string | null
  mapped_from: string | null
  subclasses: { code: string; name: Translatable; held: Qualification | null; covers: boolean }[]
  reasons: TenderFitReason[]
}

/** The form field a database refusal names (`hint: field:on_date`), if one of the form's. */
export function tenderFitErrorField(error: unknown): TenderFitField | null {
  const hint = (error as { hint?: string } | null)?.hint ?? ''
  const field = hint.startsWith('field:') ? hint.slice(6) : ''
  return field === 'code' || field === 'qualification' || field === 'on_date' ? field : null
}
