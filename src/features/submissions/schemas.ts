import { z } from 'zod'

import { attachmentsProblem } from './lib/attachments'
import {
  APPEAL_WINDOW_WORKING_DAYS,
  jakartaToday,
  parseIsoDate,
  workingDaysBetween,
} from './lib/dates'
import { i18nMessage } from './lib/field-message'
import { LIMITS } from './limits'

/**
 * The public forms' rules, the same as the database's (docs/database.md, submit_* RPCs), so a
 * visitor learns about a mistake before sending. The database checks again regardless.
 * Lengths count the trimmed text, as the database does. Messages are i18n keys. The forms load
 * this module (and zod) on first focus or validation (`./lib/lazy-resolver`).
 */
// The database's is_email() pattern.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i
const PHONE = /^\+?[0-9 ()./-]{6,24}$/

const required = i18nMessage('forms.errors.required')

function text(bounds: { min: number; max: number }, isRequired: boolean) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (isRequired) ctx.addIssue({ code: 'custom', message: required })
        return
      }
      if (value.length < bounds.min) {
        ctx.addIssue({
          code: 'custom',
          message: i18nMessage('forms.errors.min', { count: bounds.min }),
        })
      } else if (value.length > bounds.max) {
        ctx.addIssue({
          code: 'custom',
          message: i18nMessage('forms.errors.max', { count: bounds.max }),
        })
      }
    })
}

const email = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: required })
    else if (value.length > LIMITS.email.max || !EMAIL.test(value))
      ctx.addIssue({ code: 'custom', message: i18nMessage('forms.errors.email') })
  })

function phone(isRequired: boolean) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (isRequired) ctx.addIssue({ code: 'custom', message: required })
        return
      }
      const digits = value.replace(/\D/g, '').length
      if (!PHONE.test(value) || digits < LIMITS.phone.minDigits || digits > LIMITS.phone.maxDigits)
        ctx.addIssue({ code: 'custom', message: i18nMessage('forms.errors.phone') })
    })
}

/** A decision date: a real date, not in the future, at most 14 working days ago (Jakarta). */
export function decisionDate(today: () => string = jakartaToday) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return void ctx.addIssue({ code: 'custom', message: required })
      if (!parseIsoDate(value))
        return void ctx.addIssue({ code: 'custom', message: i18nMessage('forms.errors.date') })
      const now = today()
      if (value > now)
        return void ctx.addIssue({
          code: 'custom',
          message: i18nMessage('forms.errors.dateFuture'),
        })
      if (workingDaysBetween(value, now) > APPEAL_WINDOW_WORKING_DAYS)
        ctx.addIssue({
          code: 'custom',
          message: i18nMessage('forms.errors.dateWindow', { count: APPEAL_WINDOW_WORKING_DAYS }),
        })
    })
}

export const complaintSchema = z.object({
  name: text(LIMITS.name, true),
  company_name: text(LIMITS.company_name, false),
  email,
  phone: phone(true),
  certificate_number: text(LIMITS.certificate_number, false),
  subject: text(LIMITS.subject, true),
  description: text(LIMITS.description, true),
})

export const appealSchema = z.object({
  name: text(LIMITS.name, true),
  company_name: text(LIMITS.company_name, true),
  email,
  phone: phone(true),
  certificate_number: text(LIMITS.certificate_number, false),
  decision_date: decisionDate(),
  subject: text(LIMITS.subject, true),
  description: text(LIMITS.description, true),
})

export const contactSchema = z.object({
  name: text(LIMITS.name, true),
  email,
  phone: phone(false),
  subject: text(LIMITS.contactSubject, true),
  message: text(LIMITS.message, true),
})

/**
 * A reference as typed ("kel 2026 00003", "KEL–2026–00003") in its one spelling, KEL-2026-00003;
 * the database's `track_submission` normalises alike.
 */
export function normalizeReference(value: string): string {
  return value
    .trim()
    .replace(/[\s\-–—_./]+/g, '-')
    .toUpperCase()
}

export const trackSchema = z.object({
  reference: z
    .string()
    .transform(normalizeReference)
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: required })
      else if (!/^(KEL|BDG|MSG)-\d{4}-\d{5}$/.test(value))
        ctx.addIssue({ code: 'custom', message: i18nMessage('forms.errors.reference') })
    }),
  email,
})

export type ComplaintValues = z.output<typeof complaintSchema>
export type AppealValues = z.output<typeof appealSchema>
export type ContactValues = z.output<typeof contactSchema>
export type TrackValues = z.output<typeof trackSchema>

/**
 * The files of a complaint or appeal (at most 3; PDF, JPEG, PNG; 5 MB each), checked before any
 * upload: the first problem as an i18n message (`./lib/attachments`).
 */
export const attachmentsSchema = z
  .array(z.object({ name: z.string(), size: z.number(), type: z.string() }))
  .superRefine((files, ctx) => {
    const problem = attachmentsProblem(files)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
