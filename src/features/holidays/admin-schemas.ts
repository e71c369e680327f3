import { z } from 'zod'

import {
  fromTranslatable,
  messages,
  toRequiredTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import type { Tables } from '@/types/database'

export type HolidayRow = Tables<'holidays'>

/** A holiday: its date (unique) and its name in both languages. */
export const holidayFormSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.required),
  name: translatableSchema({ max: 200 }),
})
export type HolidayFormValues = z.infer<typeof holidayFormSchema>

export function holidayFormDefaults(row: HolidayRow | null): HolidayFormValues {
  return { date: row?.date ?? '', name: fromTranslatable(row?.name) }
}

export function holidayToRow(values: HolidayFormValues) {
  return { date: values.date, name: toRequiredTranslatable(values.name) }
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const holidayForm = {
  schema: holidayFormSchema,
  defaults: holidayFormDefaults,
  toRow: holidayToRow,
}
