import { z } from 'zod'

import { RESERVED_PAGE_SLUGS } from '@/config/routes'
import { checkSchedule, instantSchema } from '@/lib/resource/schedule'
import { seoFormDefaults, seoFormShape, seoToRow } from '@/lib/resource/seo-form'
import {
  fromTranslatable,
  slugSchema,
  toRequiredTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import { toInstant } from '@/lib/time-zone'
import type { Tables } from '@/types/database'

export type CmsPageRow = Tables<'cms_pages'>

const cmsPageShape = {
  title: translatableSchema({ max: 200 }),
  content: translatableSchema({ max: 100_000 }),
  ...seoFormShape,
  is_published: z.boolean(),
  publish_at: instantSchema,
  unpublish_at: instantSchema,
}

/** Editing a page: everything but the slug (it is the page's address); search fields. */
export const cmsPageFormSchema = z
  .object(cmsPageShape)
  .superRefine(checkSchedule('publish_at', 'unpublish_at'))
export type CmsPageFormValues = z.infer<typeof cmsPageFormSchema>

export const cmsPageFormDefaults = (row: CmsPageRow | null): CmsPageFormValues => ({
  title: fromTranslatable(row?.title),
  content: fromTranslatable(row?.content),
  ...seoFormDefaults(row),
  is_published: row?.is_published ?? false,
  publish_at: toInstant(row?.publish_at),
  unpublish_at: toInstant(row?.unpublish_at),
})

export const cmsPageToRow = (values: CmsPageFormValues) => ({
  title: toRequiredTranslatable(values.title),
  content: toRequiredTranslatable(values.content),
  ...seoToRow(values),
  is_published: values.is_published,
  publish_at: values.publish_at || null,
  unpublish_at: values.unpublish_at || null,
})

/**
 * A new page: the same fields and its unique slug (its address is `/<slug>`, so not a path the
 * site already uses: the database checks the same list). It can be published at once.
 */
export const cmsPageNewSchema = z
  .object({
    ...cmsPageShape,
    slug: slugSchema(80).refine(
      (slug) => !RESERVED_PAGE_SLUGS.includes(slug),
      'errors.constraints.cms_pages_slug_not_reserved',
    ),
  })
  .superRefine(checkSchedule('publish_at', 'unpublish_at'))
export type CmsPageNewValues = z.infer<typeof cmsPageNewSchema>

export const cmsPageNewDefaults: CmsPageNewValues = { ...cmsPageFormDefaults(null), slug: '' }

export const cmsPageNewToRow = ({ slug, ...values }: CmsPageNewValues) => ({
  slug: slug.trim(),
  ...cmsPageToRow(values),
})

/** The admin form: its schema and the row ⇄ form value conversions. */
export const cmsPageForm = {
  schema: cmsPageFormSchema,
  defaults: cmsPageFormDefaults,
  toRow: cmsPageToRow,
}
