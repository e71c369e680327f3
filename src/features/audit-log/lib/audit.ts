import { AUDITED_TABLES } from '@/config/admin-screens'
import { FALLBACK_LANGUAGE } from '@/config/constants'
import { translate } from '@/lib/translate'
import type { Json, Tables } from '@/types/database'

export type AuditRow = Tables<'audit_log'>
export type AuditAction = 'insert' | 'update' | 'delete'
export const AUDIT_ACTIONS: readonly AuditAction[] = ['insert', 'update', 'delete']

/** The tables staff edit through a screen (the registry, config/admin-screens.ts). */
export { AUDITED_TABLES }

/**
 * Every table the log names: the audited tables, and the entries functions write themselves
 * (a sign-in account's email change, second factors removed, a register checkpoint signed).
 * The table filter lists them all.
 */
export const AUDIT_LOG_TABLES: readonly string[] = [
  ...AUDITED_TABLES,
  'users',
  'mfa_factors',
  'certificate_chain_checkpoints',
]

export const isAuditedTable = (name: string): boolean => AUDIT_LOG_TABLES.includes(name)

/** Filter value for entries without an account (seeding, public submissions). */
export const NO_ACTOR = '__none'

export interface ChangeRow {
  field: string
  /** undefined = not applicable (an insert has no old value, a delete no new one). */
  old: Json | undefined
  new: Json | undefined
}

const isObject = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The `changes` of an entry as rows: updates store `{field: {old, new}}`, inserts the new values
 * and deletes the old ones (docs/database.md, "Audit log"). Sorted by field name.
 */
export function changeRows(action: string, changes: Json): ChangeRow[] {
  if (!isObject(changes)) return []
  return Object.keys(changes)
    .sort()
    .map((field) => {
      const value = changes[field]
      if (action === 'update' && isObject(value) && ('old' in value || 'new' in value)) {
        return { field, old: value.old ?? null, new: value.new ?? null }
      }
      return action === 'delete'
        ? { field, old: value ?? null, new: undefined }
        : { field, old: undefined, new: value ?? null }
    })
}

/** Fields that name a row, most telling first (a certificate's number, a case's reference …). */
const NAMING_FIELDS = [
  'number',
  'reference',
  'title',
  'full_name',
  'name',
  'label',
  'question',
  'site_name',
  'person_name',
  'slug',
  'date',
] as const

/** A logged value as a name: a string, or a translation's Indonesian (else another) text. */
const nameOf = (value: Json | undefined): string | null =>
  translate(value, FALLBACK_LANGUAGE).trim() || null

/**
 * The row an entry is about, in words: the title the database stored, else a naming field of the
 * logged values (the new value of an update, else the old one). Null when neither names it:
 * the screen then shows no UUID in its place.
 */
export function recordLabel(
  row: Pick<AuditRow, 'action' | 'record_title' | 'changes'>,
): string | null {
  if (row.record_title?.trim()) return row.record_title
  const values = new Map(
    changeRows(row.action, row.changes).map((c) => [
      c.field,
      c.new !== undefined && c.new !== null ? c.new : c.old,
    ]),
  )
  for (const field of NAMING_FIELDS) {
    const name = nameOf(values.get(field))
    if (name) return name
  }
  return null
}

/** A value as readable text: strings as they are, everything else as indented JSON. */
export function formatValue(value: Json | undefined): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  return JSON.stringify(value, null, 2)
}

/** Start of a `YYYY-MM-DD` day in the browser's time zone, as an ISO instant. */
export function dayStart(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const d = new Date(`${date}T00:00:00`)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** Start of the day after `date` (the exclusive end of a "to" filter). */
export function nextDayStart(date: string): string | null {
  const start = dayStart(date)
  if (!start) return null
  const d = new Date(`${date}T00:00:00`)
  d.setDate(d.getDate() + 1)
  return d.toISOString()
}
