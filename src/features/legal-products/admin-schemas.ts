import { z } from 'zod'

import {
  fromTranslatable,
  messages,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import type { CheckedValues, Tables } from '@/types/database'

export type LegalProductRow = Tables<'legal_products'>
export type LegalCategory = CheckedValues['legal_products']['category']
export const LEGAL_CATEGORIES = [
  'UU',
  'PP',
  'Perpres',
  'Permen',
  'Kepmen',
  'SE',
  'Lainnya',
] as const satisfies readonly LegalCategory[]

export const legalProductFormSchema = z.object({
  title: translatableSchema({ max: 300 }),
  summary: translatableSchema({ max: 2000, required: false }),
  category: z.enum(LEGAL_CATEGORIES),
  number: z.string().trim().max(80, messages.tooLong(80)),
  year: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= 1945 && Number(v) <= 2100),
      'crud.validation.year',
    ),
  file_url: z.string(),
})
export type LegalProductFormValues = z.infer<typeof legalProductFormSchema>

export function legalProductFormDefaults(row: LegalProductRow | null): LegalProductFormValues {
  return {
    title: fromTranslatable(row?.title),
    summary: fromTranslatable(row?.summary),
    category: (row?.category as LegalCategory | undefined) ?? 'Permen',
    number: row?.number ?? '',
    year: row?.year ? String(row.year) : '',
    file_url: row?.file_url ?? '',
  }
}

export function legalProductToRow(values: LegalProductFormValues) {
  return {
    title: toRequiredTranslatable(values.title),
    summary: toTranslatable(values.summary),
    category: values.category,
    number: values.number.trim() || null,
    year: values.year ? Number(values.year) : null,
    file_url: values.file_url || null,
  }
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const legalProductForm = {
  schema: legalProductFormSchema,
  defaults: legalProductFormDefaults,
  toRow: legalProductToRow,
}
