import { z } from 'zod'

import { siteLinkSchema } from '@/lib/resource/site-link'
import {
  fromTranslatable,
  toRequiredTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import type { Tables } from '@/types/database'

export type NavigationRow = Tables<'navigation_menus'>

/** Radix Select cannot hold an empty value: "top level" is this sentinel in the form. */
export const TOP_LEVEL = 'top'

export const navigationFormSchema = z.object({
  label: translatableSchema({ max: 80 }),
  url: siteLinkSchema({ max: 500, message: 'navigation.validation.url' }),
  parent_id: z.string(),
  is_published: z.boolean(),
})
export type NavigationFormValues = z.infer<typeof navigationFormSchema>

export function navigationFormDefaults(row: NavigationRow | null): NavigationFormValues {
  return {
    label: fromTranslatable(row?.label),
    url: row?.url ?? '',
    parent_id: row?.parent_id ?? TOP_LEVEL,
    is_published: row?.is_published ?? true,
  }
}

export function navigationToRow(values: NavigationFormValues) {
  return {
    label: toRequiredTranslatable(values.label),
    url: values.url.trim(),
    parent_id: values.parent_id === TOP_LEVEL ? null : values.parent_id,
    is_published: values.is_published,
  }
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const navigationForm = {
  schema: navigationFormSchema,
  defaults: navigationFormDefaults,
  toRow: navigationToRow,
}
