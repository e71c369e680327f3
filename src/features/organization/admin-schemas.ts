import { z } from 'zod'

import {
  fromTranslatable,
  messages,
  toRequiredTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import type { Tables } from '@/types/database'

export type OrganizationRow = Tables<'struktur_organisasi'>

/** Radix Select cannot hold an empty value: "no superior" is this sentinel in the form. */
export const NO_SUPERIOR = 'none'

const ORDER_MESSAGE = 'organization.validation.order'

export const organizationFormSchema = z.object({
  name: z.string().trim().min(1, messages.required).max(120, messages.tooLong(120)),
  position: translatableSchema({ max: 120 }),
  photo_url: z.string(),
  parent_id: z.string(),
  order: z
    .number({ error: ORDER_MESSAGE })
    .int(ORDER_MESSAGE)
    .min(-10000, ORDER_MESSAGE)
    .max(10000, ORDER_MESSAGE),
})
export type OrganizationFormValues = z.infer<typeof organizationFormSchema>

/** The form's schema for one person: the superior may not be them or anyone below them. */
export const organizationFormSchemaFor = (unavailable: ReadonlySet<string>) =>
  organizationFormSchema.refine((values) => !unavailable.has(values.parent_id), {
    path: ['parent_id'],
    message: 'organization.validation.cycle',
  })

export function organizationFormDefaults(
  row: OrganizationRow | null,
  nextOrder = 10,
): OrganizationFormValues {
  return {
    name: row?.name ?? '',
    position: fromTranslatable(row?.position),
    photo_url: row?.photo_url ?? '',
    parent_id: row?.parent_id ?? NO_SUPERIOR,
    order: row?.order ?? nextOrder,
  }
}

export function organizationToRow(values: OrganizationFormValues) {
  return {
    name: values.name.trim(),
    position: toRequiredTranslatable(values.position),
    photo_url: values.photo_url || null,
    parent_id: values.parent_id === NO_SUPERIOR ? null : values.parent_id,
    order: values.order,
  }
}

/** The admin form: its schema and the row ⇄ form value conversions (a new person goes last). */
export const organizationForm = {
  schema: organizationFormSchema,
  defaults: (row: OrganizationRow | null) => organizationFormDefaults(row),
  toRow: organizationToRow,
}
