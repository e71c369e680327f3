import { z } from 'zod'

import {
  fromTranslatable,
  toRequiredTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import type { CheckedValues, Tables } from '@/types/database'

export type FaqRow = Tables<'faqs'>
export type FaqCategory = CheckedValues['faqs']['category']
export const FAQ_CATEGORIES = [
  'umum',
  'sertifikasi',
  'biaya',
  'dokumen',
  'keluhan-banding',
] as const satisfies readonly FaqCategory[]

/** The FAQ form, shared by the form (validation) and the save mutation (conversion). */
export const faqFormSchema = z.object({
  question: translatableSchema({ max: 300 }),
  answer: translatableSchema({ max: 5000 }),
  category: z.enum(FAQ_CATEGORIES),
  is_published: z.boolean(),
})
export type FaqFormValues = z.infer<typeof faqFormSchema>

export function faqFormDefaults(row: FaqRow | null): FaqFormValues {
  return {
    question: fromTranslatable(row?.question),
    answer: fromTranslatable(row?.answer),
    category: (row?.category as FaqCategory | undefined) ?? 'umum',
    is_published: row?.is_published ?? true,
  }
}

export function faqToRow(values: FaqFormValues) {
  return {
    question: toRequiredTranslatable(values.question),
    answer: toRequiredTranslatable(values.answer),
    category: values.category,
    is_published: values.is_published,
  }
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const faqForm = { schema: faqFormSchema, defaults: faqFormDefaults, toRow: faqToRow }
