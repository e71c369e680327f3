import { z } from 'zod'

import {
  fromTranslatable,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import type { Tables } from '@/types/database'

export type FlowStepRow = Tables<'alur_sertifikasi'>

export const flowStepFormSchema = z.object({
  title: translatableSchema({ max: 160 }),
  description: translatableSchema({ max: 2000, required: false }),
  duration_note: translatableSchema({ max: 200, required: false }),
})
export type FlowStepFormValues = z.infer<typeof flowStepFormSchema>

export function flowStepFormDefaults(row: FlowStepRow | null): FlowStepFormValues {
  return {
    title: fromTranslatable(row?.title),
    description: fromTranslatable(row?.description),
    duration_note: fromTranslatable(row?.duration_note),
  }
}

export function flowStepToRow(values: FlowStepFormValues) {
  return {
    title: toRequiredTranslatable(values.title),
    description: toTranslatable(values.description),
    duration_note: toTranslatable(values.duration_note),
  }
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const flowStepForm = {
  schema: flowStepFormSchema,
  defaults: flowStepFormDefaults,
  toRow: flowStepToRow,
}
