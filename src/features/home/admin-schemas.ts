import { z } from 'zod'

import { checkSchedule, instantSchema } from '@/lib/resource/schedule'
import { siteLinkSchema } from '@/lib/resource/site-link'
import {
  fromTranslatable,
  messages,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import { toInstant } from '@/lib/time-zone'
import type { Tables } from '@/types/database'

export type HeroSlideRow = Tables<'hero_slides'>

const ctaUrl = siteLinkSchema({
  required: false,
  allowHash: false,
  message: 'heroSlider.validation.link',
})

export const heroSlideFormSchema = z
  .object({
    title: translatableSchema({ max: 160 }),
    subtitle: translatableSchema({ max: 400, required: false }),
    cta_primary_text: translatableSchema({ max: 60, required: false }),
    cta_primary_url: ctaUrl,
    cta_secondary_text: translatableSchema({ max: 60, required: false }),
    cta_secondary_url: ctaUrl,
    image_url: z.string(),
    image_description: translatableSchema({ max: 300, required: false }),
    is_published: z.boolean(),
    publish_at: instantSchema,
    unpublish_at: instantSchema,
  })
  .superRefine(checkSchedule('publish_at', 'unpublish_at'))
  .superRefine((values, ctx) => {
    // Every image has alt text (docs/product.md#media).
    if (values.image_url && !values.image_description.id.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['image_description', 'id'],
        message: messages.altRequired,
      })
    }
    // The home page shows a button only with both text and URL: ask for the missing half.
    for (const cta of ['cta_primary', 'cta_secondary'] as const) {
      const text = values[`${cta}_text`].id.trim()
      const url = values[`${cta}_url`].trim()
      if (url && !text)
        ctx.addIssue({
          code: 'custom',
          path: [`${cta}_text`, 'id'],
          message: 'heroSlider.validation.ctaText',
        })
      if (text && !url)
        ctx.addIssue({
          code: 'custom',
          path: [`${cta}_url`],
          message: 'heroSlider.validation.ctaUrl',
        })
    }
  })
export type HeroSlideFormValues = z.infer<typeof heroSlideFormSchema>

export function heroSlideFormDefaults(row: HeroSlideRow | null): HeroSlideFormValues {
  return {
    title: fromTranslatable(row?.title),
    subtitle: fromTranslatable(row?.subtitle),
    cta_primary_text: fromTranslatable(row?.cta_primary_text),
    cta_primary_url: row?.cta_primary_url ?? '',
    cta_secondary_text: fromTranslatable(row?.cta_secondary_text),
    cta_secondary_url: row?.cta_secondary_url ?? '',
    image_url: row?.image_url ?? '',
    image_description: fromTranslatable(row?.image_description),
    is_published: row?.is_published ?? true,
    publish_at: toInstant(row?.publish_at),
    unpublish_at: toInstant(row?.unpublish_at),
  }
}

export function heroSlideToRow(values: HeroSlideFormValues) {
  return {
    title: toRequiredTranslatable(values.title),
    subtitle: toTranslatable(values.subtitle),
    cta_primary_text: toTranslatable(values.cta_primary_text),
    cta_primary_url: values.cta_primary_url.trim() || null,
    cta_secondary_text: toTranslatable(values.cta_secondary_text),
    cta_secondary_url: values.cta_secondary_url.trim() || null,
    image_url: values.image_url || null,
    image_description: toTranslatable(values.image_description),
    is_published: values.is_published,
    publish_at: values.publish_at || null,
    unpublish_at: values.unpublish_at || null,
  }
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const heroSlideForm = {
  schema: heroSlideFormSchema,
  defaults: heroSlideFormDefaults,
  toRow: heroSlideToRow,
}
