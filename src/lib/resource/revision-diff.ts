/**
 * What changed between two saved versions of an item (content_revisions.data), field by field
 * and language by language, and how each change is best shown: a text diff for long text,
 * before/after for short values, the two pictures for images, yes/no for switches, a moment in
 * the site's time zone for times.
 */

export type ChangeKind = 'long' | 'short' | 'image' | 'flag' | 'time'

export interface ChangeRow {
  /** The language of a translatable field's part; null for plain columns. */
  lang: 'id' | 'en' | null
  kind: ChangeKind
  before: string | boolean | null
  after: string | boolean | null
}

export interface FieldChange {
  field: string
  rows: ChangeRow[]
}

/** Bookkeeping columns nobody edits. */
const IGNORED = new Set(['id', 'created_at', 'updated_at', 'author_id'])
/** Text longer than this (or with a line break) is shown as a text diff. */
const LONG_TEXT = 160
const IMAGE_FIELD = /(image|cover|logo|photo|picture)/i
const IMAGE_FILE = /\.(png|jpe?g|webp|gif|svg|avif)(\?.*)?$/i
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const isTranslatable = (value: unknown): value is { id?: string; en?: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => key === 'id' || key === 'en')

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

function textKind(field: string, before: string | null, after: string | null): ChangeKind {
  const values = [before, after].filter((v): v is string => v !== null && v !== '')
  if (field.endsWith('_url') && (IMAGE_FIELD.test(field) || values.some((v) => IMAGE_FILE.test(v))))
    return 'image'
  if (field.endsWith('_at') || (values.length > 0 && values.every((v) => TIMESTAMP.test(v))))
    return 'time'
  return values.some((v) => v.length > LONG_TEXT || v.includes('\n')) ? 'long' : 'short'
}

const asText = (value: Json | undefined): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value, null, 2)
        : String(value)

function fieldRows(field: string, before: Json | undefined, after: Json | undefined): ChangeRow[] {
  if (typeof before === 'boolean' || typeof after === 'boolean')
    return [{ lang: null, kind: 'flag', before: before ?? null, after: after ?? null } as ChangeRow]
  if (
    (isTranslatable(before) || before == null) &&
    (isTranslatable(after) || after == null) &&
    (before != null || after != null)
  ) {
    return (['id', 'en'] as const).flatMap((lang) => {
      const b = (before as { id?: string; en?: string } | null)?.[lang] ?? ''
      const a = (after as { id?: string; en?: string } | null)?.[lang] ?? ''
      return b === a
        ? []
        : [{ lang, kind: textKind(field, b, a), before: b || null, after: a || null }]
    })
  }
  const b = asText(before)
  const a = asText(after)
  return [{ lang: null, kind: textKind(field, b, a), before: b, after: a }]
}

/**
 * The fields that differ between `before` (null: the item's first version, everything counts as
 * new) and `after`, in the order of `after`'s columns.
 */
export function diffRevisions(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before ?? {})])]
  return fields
    .filter((field) => !IGNORED.has(field))
    .filter((field) => (before ? !same(before[field], after[field]) : after[field] != null))
    .map((field) => ({
      field,
      rows: fieldRows(field, before?.[field] as Json | undefined, after[field] as Json | undefined),
    }))
    .filter((change) => change.rows.length > 0)
}
