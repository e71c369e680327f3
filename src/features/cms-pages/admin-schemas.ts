import { z } from 'zod'

import {
  fromTranslatable,
  slugSchema,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/components/crud/translatable'
import { RESERVED_PAGE_SLUGS } from '@/config/routes'
import type { Tables } from '@/types/database'

export type CmsPageRow = Tables<'cms_pages'>

/** Editing a page: everything but the slug (it is the page's address). */
export const cmsPageFormSchema = z.object({
  title: translatableSchema({ max: 200 }),
  content: translatableSchema({ max: 100_000 }),
  meta_description: translatableSchema({ max: 300, required: false }),
  is_published: z.boolean(),
})
export type CmsPageFormValues = z.infer<typeof cmsPageFormSchema>

export const cmsPageFormDefaults = (row: CmsPageRow | null): CmsPageFormValues => ({
  title: fromTranslatable(row?.title),
  content: fromTranslatable(row?.content),
  meta_description: fromTranslatable(row?.meta_description),
  is_published: row?.is_published ?? false,
})

export const cmsPageToRow = (values: CmsPageFormValues) => ({
  title: toRequiredTranslatable(values.title),
  content: toRequiredTranslatable(values.content),
  meta_description: toTranslatable(values.meta_description),
  is_published: values.is_published,
})

/**
 * Creating a page: its title and unique slug (its address is `/<slug>`, so not a path the site
 * already uses: the database checks the same list); the rest is edited on the page's screen.
 */
export const cmsPageCreateSchema = z.object({
  title: translatableSchema({ max: 200 }),
  slug: slugSchema(80).refine(
    (slug) => !RESERVED_PAGE_SLUGS.includes(slug),
    'errors.constraints.cms_pages_slug_not_reserved',
  ),
})
export type CmsPageCreateValues = z.infer<typeof cmsPageCreateSchema>

export const cmsPageCreateToRow = (values: CmsPageCreateValues) => ({
  slug: values.slug.trim(),
  title: toRequiredTranslatable(values.title),
  content: { id: '' },
  is_published: false,
})
