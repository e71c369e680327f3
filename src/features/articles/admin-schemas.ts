import { z } from 'zod'

import { seoFormDefaults, seoFormShape, seoToRow } from '@/components/crud/seo-form'
import {
  fromTranslatable,
  messages,
  slugSchema,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/components/crud/translatable'
import type { ArticleStatus, Tables } from '@/types/database'

export type ArticleRow = Tables<'articles'>
export const ARTICLE_STATUSES = ['draft', 'published'] as const satisfies readonly ArticleStatus[]
/** The list's status filter adds "scheduled" (published with a future date). */
export type ArticleDisplayStatus = ArticleStatus | 'scheduled'

export function displayStatus(
  row: Pick<ArticleRow, 'status' | 'published_at'>,
  now = Date.now(),
): ArticleDisplayStatus {
  if (row.status !== 'published') return 'draft'
  return row.published_at && new Date(row.published_at).getTime() > now ? 'scheduled' : 'published'
}

/** ISO timestamp → `<input type="datetime-local">` value in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
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
    published_at: z
      .string()
      .refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), 'crud.validation.date'),
  })
  .refine((v) => !v.cover_image_url || v.cover_alt.id.trim() !== '', {
    path: ['cover_alt', 'id'],
    message: messages.altRequired,
  })
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
    published_at: toLocalInput(row?.published_at),
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
    published_at: values.published_at ? new Date(values.published_at).toISOString() : null,
  }
}
