import { z } from 'zod'

import type { Json } from '@/types/database'

/** A translatable value as a form edits it: both languages always strings. */
export interface TranslatableInput {
  id: string
  en: string
}

/** jsonb `{"id","en"}` (or null/odd shapes) → form value. */
export function fromTranslatable(value: Json | null | undefined): TranslatableInput {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    return {
      id: typeof record.id === 'string' ? record.id : '',
      en: typeof record.en === 'string' ? record.en : '',
    }
  }
  return { id: typeof value === 'string' ? value : '', en: '' }
}

/**
 * Form value → jsonb for the database (docs/product.md#translatable-content): trimmed; an empty
 * English text is left out so the site falls back to Indonesian; an optional value with no
 * Indonesian text is null.
 */
export function toTranslatable(value: TranslatableInput): { id: string; en?: string } | null {
  const id = value.id.trim()
  const en = value.en.trim()
  if (!id && !en) return null
  return en ? { id, en } : { id }
}

/** Same as toTranslatable for a required column (never null). */
export function toRequiredTranslatable(value: TranslatableInput): { id: string; en?: string } {
  return toTranslatable(value) ?? { id: '' }
}

/** i18n message keys: FieldRow translates them; `:N` carries the `max` parameter. */
export const messages = {
  required: 'crud.validation.required',
  requiredId: 'crud.validation.requiredId',
  tooLong: (max: number) => `crud.validation.tooLong:${max}`,
  slug: 'crud.validation.slug',
  url: 'crud.validation.url',
  altRequired: 'crud.validation.altRequired',
} as const

/** zod schema of a translatable field: `id` required unless `required: false`. */
export function translatableSchema({ max, required = true }: { max: number; required?: boolean }) {
  const id = z.string().trim().max(max, messages.tooLong(max))
  return z.object({
    id: required ? id.min(1, messages.requiredId) : id,
    en: z.string().trim().max(max, messages.tooLong(max)),
  })
}

/** a-z0-9 and single hyphens inside, like the database's slug check. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const slugSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong(max))
    .regex(SLUG_PATTERN, messages.slug)

/** "Berita Terbaru: LSBU 2026!" → "berita-terbaru-lsbu-2026" (accents dropped). */
export function slugify(text: string, max = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '')
}

/** http(s) URL, as the database's `website_url` check wants; empty allowed. */
export const optionalHttpUrl = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine(
      (value) =>
        value === '' ||
        /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value) ||
        /^https?:\/\/localhost/i.test(value),
      messages.url,
    )
