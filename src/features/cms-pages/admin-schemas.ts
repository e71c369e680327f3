import { z } from 'zod'

import { seoFormDefaults, seoFormShape, seoToRow } from '@/components/crud/seo-form'
import {
  fromTranslatable,
  slugSchema,
  toRequiredTranslatable,
  translatableSchema,
} from '@/components/crud/translatable'
import type { Tables } from '@/types/database'

export type CmsPageRow = Tables<'cms_pages'>

/** Editing a page: everything but the slug (it is the page's address); search fields (issue 17). */
export const cmsPageFormSchema = z.object({
  title: translatableSchema({ max: 200 }),
  content: translatableSchema({ max: 100_000 }),
  ...seoFormShape,
  is_published: z.boolean(),
})
export type CmsPageFormValues = z.infer<typeof cmsPageFormSchema>

export const cmsPageFormDefaults = (row: CmsPageRow | null): CmsPageFormValues => ({
  title: fromTranslatable(row?.title),
  content: fromTranslatable(row?.content),
  ...seoFormDefaults(row),
  is_published: row?.is_published ?? false,
})

export const cmsPageToRow = (values: CmsPageFormValues) => ({
  title: toRequiredTranslatable(values.title),
  content: toRequiredTranslatable(values.content),
  ...seoToRow(values),
  is_published: values.is_published,
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
