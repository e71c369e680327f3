import { z } from 'zod'

import {
  fromTranslatable,
  messages,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import type { CheckedValues, Tables } from '@/types/database'

export type CategoryRow = Tables<'rl_categories'> & { rl_subclass?: { id: string }[] }
export type SubclassRow = Tables<'rl_subclass'> & { rl_categories?: { code: string } | null }
export type Qualification = CheckedValues['rl_subclass']['qualifications']
export const QUALIFICATIONS = [
  'Kecil',
  'Menengah',
  'Besar',
  'Spesialis',
] as const satisfies readonly Qualification[]

export const categoryFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, messages.required)
    .regex(/^[A-Z]{2}$/, 'scope.validation.classCode'),
  name: translatableSchema({ max: 120 }),
  description: translatableSchema({ max: 2000, required: false }),
})
export type CategoryFormValues = z.infer<typeof categoryFormSchema>

export const categoryFormDefaults = (row: CategoryRow | null): CategoryFormValues => ({
  code: row?.code ?? '',
  name: fromTranslatable(row?.name),
  description: fromTranslatable(row?.description),
})

export const categoryToRow = (values: CategoryFormValues) => ({
  code: values.code.trim(),
  name: toRequiredTranslatable(values.name),
  description: toTranslatable(values.description),
})

export const subclassFormSchema = z.object({
  category_id: z.string().min(1, messages.required),
  code: z
    .string()
    .trim()
    .min(1, messages.required)
    .regex(/^[A-Z]{2}[0-9]{3}$/, 'scope.validation.subCode'),
  name: translatableSchema({ max: 200 }),
  description: translatableSchema({ max: 2000, required: false }),
  kbli: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[0-9]{5}$/.test(v), 'crud.validation.kbli'),
  qualifications: z.array(z.enum(QUALIFICATIONS)).min(1, 'crud.validation.atLeastOne'),
})
export type SubclassFormValues = z.infer<typeof subclassFormSchema>

export const subclassFormDefaults = (
  row: SubclassRow | null,
  categoryId = '',
): SubclassFormValues => ({
  category_id: row?.category_id ?? categoryId,
  code: row?.code ?? '',
  name: fromTranslatable(row?.name),
  description: fromTranslatable(row?.description),
  kbli: row?.kbli ?? '',
  qualifications: (row?.qualifications as Qualification[] | undefined) ?? [
    'Kecil',
    'Menengah',
    'Besar',
  ],
})

export const subclassToRow = (values: SubclassFormValues) => ({
  category_id: values.category_id,
  code: values.code.trim(),
  name: toRequiredTranslatable(values.name),
  description: toTranslatable(values.description),
  kbli: values.kbli.trim() || null,
  qualifications: QUALIFICATIONS.filter((q) => values.qualifications.includes(q)),
})

/** The admin form: its schema and the row ⇄ form value conversions. */
export const categoryForm = {
  schema: categoryFormSchema,
  defaults: categoryFormDefaults,
  toRow: categoryToRow,
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const subclassForm = {
  schema: subclassFormSchema,
  defaults: subclassFormDefaults,
  toRow: subclassToRow,
}
