import { z } from 'zod'

import { checkSchedule, instantSchema, scheduleState } from '@/lib/resource/schedule'
import { seoFormDefaults, seoFormShape, seoToRow } from '@/lib/resource/seo-form'
import {
  fromTranslatable,
  messages,
  slugSchema,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import { toInstant } from '@/lib/time-zone'
import type { ArticleStatus, Tables } from '@/types/database'

export type ArticleRow = Tables<'articles'>
export const ARTICLE_STATUSES = ['draft', 'published'] as const satisfies readonly ArticleStatus[]
/** Draft, published, scheduled (publication ahead) or ended (past its unpublish time). */
export function displayStatus(
  row: Pick<ArticleRow, 'status' | 'published_at'> & { unpublish_at?: string | null },
  now = Date.now(),
) {
  return scheduleState(
    {
      published: row.status === 'published',
      publishAt: row.published_at,
      unpublishAt: row.unpublish_at,
    },
    now,
  )
}

export const articleFormSchema = z
  .object({
    title: translatableSchema({ max: 200 }),
    slug: slugSchema(120),
    excerpt: translatableSchema({ max: 500, required: false }),
    content: translatableSchema({ max: 100_000 }),
    cover_image_url: z.string(),
    cover_alt: translatableSchema({ max: 300, required: false }),
    ...seoFormShape,
    status: z.enum(ARTICLE_STATUSES),
    published_at: instantSchema,
    unpublish_at: instantSchema,
  })
  .refine((v) => !v.cover_image_url || v.cover_alt.id.trim() !== '', {
    path: ['cover_alt', 'id'],
    message: messages.altRequired,
  })
  .superRefine(checkSchedule('published_at', 'unpublish_at'))
export type ArticleFormValues = z.infer<typeof articleFormSchema>

export function articleFormDefaults(row: ArticleRow | null): ArticleFormValues {
  return {
    title: fromTranslatable(row?.title),
    slug: row?.slug ?? '',
    excerpt: fromTranslatable(row?.excerpt),
    content: fromTranslatable(row?.content),
    cover_image_url: row?.cover_image_url ?? '',
    cover_alt: fromTranslatable(row?.cover_alt),
    ...seoFormDefaults(row),
    status: (row?.status as ArticleStatus | undefined) ?? 'draft',
    published_at: toInstant(row?.published_at),
    unpublish_at: toInstant(row?.unpublish_at),
  }
}

export function articleToRow(values: ArticleFormValues) {
  return {
    title: toRequiredTranslatable(values.title),
    slug: values.slug.trim(),
    excerpt: toTranslatable(values.excerpt),
    content: toRequiredTranslatable(values.content),
    cover_image_url: values.cover_image_url || null,
    cover_alt: values.cover_image_url ? toTranslatable(values.cover_alt) : null,
    ...seoToRow(values),
    status: values.status,
    // Empty: the database sets it to now when publishing (trigger).
    published_at: values.published_at || null,
    unpublish_at: values.unpublish_at || null,
  }
}

/** The admin form: its schema and the row ⇄ form value conversions. */
export const articleForm = {
  schema: articleFormSchema,
  defaults: articleFormDefaults,
  toRow: articleToRow,
}
