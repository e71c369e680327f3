import { z } from 'zod'

import type { MediaFile } from '@/lib/resource/media-library'
import { fromTranslatable, toTranslatable, translatableSchema } from '@/lib/resource/translatable'

/** The library's only editable field: the file's default alt text, both languages optional. */
export const mediaAltSchema = z.object({ alt: translatableSchema({ max: 300, required: false }) })
export type MediaAltValues = z.infer<typeof mediaAltSchema>

export const mediaAltDefaults = (row: MediaFile | null): MediaAltValues => ({
  alt: fromTranslatable(row?.alt),
})

export const mediaAltToRow = (values: MediaAltValues) => ({
  alt: toTranslatable(values.alt) ?? { id: '' },
})

/** The admin form: its schema and the row ⇄ form value conversions. */
export const mediaAltForm = {
  schema: mediaAltSchema,
  defaults: mediaAltDefaults,
  toRow: mediaAltToRow,
}
