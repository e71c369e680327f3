import { z } from 'zod'

import {
  fromTranslatable,
  messages,
  optionalHttpUrl,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import type { Tables } from '@/types/database'

export type ClientRow = Tables<'clients'>

export const clientFormSchema = z.object({
  name: z.string().trim().min(1, messages.required).max(200, messages.tooLong(200)),
  logo_url: z.string(),
  website_url: optionalHttpUrl(500),
  sector: translatableSchema({ max: 120, required: false }),
  is_published: z.boolean(),
})
export type ClientFormValues = z.infer<typeof clientFormSchema>

export function clientFormDefaults(row: ClientRow | null): ClientFormValues {
  return {
    name: row?.name ?? '',
    logo_url: row?.logo_url ?? '',
    website_url: row?.website_url ?? '',
    sector: fromTranslatable(row?.sector),
    is_published: row?.is_published ?? true,
  }
}

export function clientToRow(values: ClientFormValues) {
  return {
    name: values.name.trim(),
    logo_url: values.logo_url || null,
    website_url: values.website_url.trim() || null,
    sector: toTranslatable(values.sector),
    is_published: values.is_published,
  }
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const clientForm = {
  schema: clientFormSchema,
  defaults: clientFormDefaults,
  toRow: clientToRow,
}
