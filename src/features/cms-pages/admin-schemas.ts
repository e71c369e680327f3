import { z } from 'zod'

import { checkSchedule, instantSchema } from '@/components/crud/schedule'
import { seoFormDefaults, seoFormShape, seoToRow } from '@/components/crud/seo-form'
import {
  fromTranslatable,
  slugSchema,
  toRequiredTranslatable,
  translatableSchema,
} from '@/components/crud/translatable'
import { toInstant } from '@/lib/time-zone'
import type { Tables } from '@/types/database'

export type CmsPageRow = Tables<'cms_pages'>

/** Editing a page: everything but the slug (it is the page's address); search fields (issue 17). */
export const cmsPageFormSchema = z
  .object({
    title: translatableSchema({ max: 200 }),
    content: translatableSchema({ max: 100_000 }),
    ...seoFormShape,
    is_published: z.boolean(),
    publish_at: instantSchema,
    unpublish_at: instantSchema,
  })
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

/** Creating a page: its unique slug and title; the rest is edited on the page's screen. */
export const cmsPageCreateSchema = z.object({
  slug: slugSchema(80),
  title: translatableSchema({ max: 200 }),
})
export type CmsPageCreateValues = z.infer<typeof cmsPageCreateSchema>

export const cmsPageCreateToRow = (values: CmsPageCreateValues) => ({
  slug: values.slug.trim(),
  title: toRequiredTranslatable(values.title),
  content: { id: '' },
  is_published: false,
})
