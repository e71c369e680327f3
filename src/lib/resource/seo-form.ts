import { z } from 'zod'

import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoFieldsRow } from '@/lib/seo-meta'

import {
  fromTranslatable,
  toTranslatable,
  type TranslatableInput,
  translatableSchema,
} from './translatable'

/**
 * The per-item search and link-preview fields of a form: spread `seoFormShape` into
 * the form's zod object, `seoFormDefaults(row)` into its defaults and `seoToRow(values)` into
 * the row it saves; `SeoFields` renders them. All optional: empty means the page's own title,
 * summary and image (lib/seo-meta.ts).
 */
export const seoFormShape = {
  meta_title: translatableSchema({ max: SEO_TITLE_MAX, required: false }),
  meta_description: translatableSchema({ max: SEO_DESCRIPTION_MAX, required: false }),
  share_image_url: z.string(),
}

export interface SeoFormValues {
  meta_title: TranslatableInput
  meta_description: TranslatableInput
  share_image_url: string
}

export function seoFormDefaults(row: SeoFieldsRow | null): SeoFormValues {
  return {
    meta_title: fromTranslatable(row?.meta_title as never),
    meta_description: fromTranslatable(row?.meta_description as never),
    share_image_url: row?.share_image_url ?? '',
  }
}

export function seoToRow(values: SeoFormValues) {
  return {
    meta_title: toTranslatable(values.meta_title),
    meta_description: toTranslatable(values.meta_description),
    share_image_url: values.share_image_url || null,
  }
}
