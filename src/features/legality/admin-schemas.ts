import { z } from 'zod'

import {
  fromTranslatable,
  messages,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import type { Tables } from '@/types/database'

export type LegalityRow = Tables<'legalitas'>

const DATE = /^\d{4}-\d{2}-\d{2}$/
const optionalDate = z
  .string()
  .refine(
    (value) => value === '' || (DATE.test(value) && !Number.isNaN(Date.parse(value))),
    'crud.validation.date',
  )

export const legalityFormSchema = z
  .object({
    title: translatableSchema({ max: 200 }),
    description: translatableSchema({ max: 2000, required: false }),
    number: z.string().trim().max(120, messages.tooLong(120)),
    issuer: z.string().trim().max(200, messages.tooLong(200)),
    issued_at: optionalDate,
    valid_until: optionalDate,
    file_url: z.string(),
  })
  .refine((v) => !v.issued_at || !v.valid_until || v.valid_until > v.issued_at, {
    path: ['valid_until'],
    message: 'legality.validation.validUntil',
  })
export type LegalityFormValues = z.infer<typeof legalityFormSchema>

export function legalityFormDefaults(row: LegalityRow | null): LegalityFormValues {
  return {
    title: fromTranslatable(row?.title),
    description: fromTranslatable(row?.description),
    number: row?.number ?? '',
    issuer: row?.issuer ?? '',
    issued_at: row?.issued_at ?? '',
    valid_until: row?.valid_until ?? '',
    file_url: row?.file_url ?? '',
  }
}

export function legalityToRow(values: LegalityFormValues) {
  return {
    title: toRequiredTranslatable(values.title),
    description: toTranslatable(values.description),
    number: values.number.trim() || null,
    issuer: values.issuer.trim() || null,
    issued_at: values.issued_at || null,
    valid_until: values.valid_until || null,
    file_url: values.file_url || null,
  }
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const legalityForm = {
  schema: legalityFormSchema,
  defaults: legalityFormDefaults,
  toRow: legalityToRow,
}
