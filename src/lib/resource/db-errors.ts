import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

import { describeAuthError, isAuthError } from '@/lib/auth-errors'
import { EdgeFunctionError } from '@/lib/function-error'
import { currentLanguage } from '@/lib/i18n'

import { type ConstraintRule, CONSTRAINTS } from './db-constraints'

/** What PostgREST (hosted or embedded) answers on a failed request. */
export interface DatabaseError {
  code?: string
  message?: string
  details?: string | null
  hint?: string | null
}

/** The latest audit entry of a row (`last_change` RPC): who changed it, how and when. */
export interface LastChange {
  actor_name: string | null
  action: 'insert' | 'update' | 'delete' | string
  at: string
}

/** Thrown by a conflict-checked update that matched no row (docs/product.md#no-lost-updates). */
export class ConflictError extends Error {
  constructor(readonly change: LastChange | null) {
    super('conflict')
    this.name = 'ConflictError'
  }
}

/**
 * A failure in words: the form field it belongs to (or none) and the message — an i18n key of
 * the `admin` namespace with its values (`label` is translated into `{{field}}`), or text the
 * server already wrote in the user's language — plus, when the cause is not one the app knows,
 * a short technical detail for staff to report (the code, the constraint).
 */
export interface MappedError {
  field: string | null
  key: string
  values?: Record<string, string | number>
  label?: string
  text?: string
  detail?: string
}

export interface MapErrorOptions {
  /** The table written (else read from the message), to find a constraint's column. */
  table?: string
  /** Limits `field` to the form's own fields. */
  fields?: readonly string[]
  /** Renames a column for the form (`title` → `title.id`). */
  fieldAliases?: Record<string, string>
  /** The active language: raised errors carry Indonesian `message` and English `details`. */
  language?: string
  /**
   * The key to say instead of the generic message (the catalogue's defaults,
   * docs/product.md#toasts: "Gagal membuat admin.").
   */
  fallback?: string
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    Boolean((error as DatabaseError).code)
  )
}

/** `"faqs_question_check"` → `question`; `"articles_slug_key"` → `slug` (default names). */
export function columnFromConstraint(constraint: string, table?: string): string | null {
  let name = constraint
  if (table && name.startsWith(`${table}_`)) name = name.slice(table.length + 1)
  else {
    const fields = name.split('_')
    if (fields.length < 3) return null
  }
  const column = name.replace(/_(check|key|fkey|pkey|idx)$/, '')
  return column === name ? null : column
}

const constraintName = (error: DatabaseError) =>
  /constraint "([^"]+)"/.exec(error.message ?? '')?.[1] ?? null

const tableName = (error: DatabaseError) =>
  /(?:relation|table) "([^"]+)"/.exec(error.message ?? '')?.[1]

/** Postgres' own (English) wording, as opposed to a message a migration raised in words. */
const NATIVE =
  /constraint "|^null value in column|^invalid input|^value too long|^permission denied|row-level security|^duplicate key|does not exist/

const shorten = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max)}…` : text)

const detailOf = (error: DatabaseError) =>
  shorten([error.code, error.message].filter(Boolean).join(': '))

/** The message of a constraint's rule (`errors.rules.*` or `errors.constraints.<name>`). */
function fromRule(
  name: string,
  rule: ConstraintRule,
  deleting: boolean,
): Omit<MappedError, 'field'> {
  switch (rule.rule) {
    case 'internal':
      return { key: 'errors.rules.internal', detail: name }
    case 'custom':
      return { key: `errors.constraints.${name}` }
    case 'reference':
      if (!deleting) return { key: 'errors.rules.reference', label: rule.label }
      return { key: rule.inUse ? `errors.constraints.${name}` : 'errors.rules.inUse' }
    case 'translatable':
      return {
        key: rule.required ? 'errors.rules.translatable' : 'errors.rules.translatableOptional',
        label: rule.label,
        values: { max: rule.max },
      }
    case 'length':
    case 'range':
      return {
        key: `errors.rules.${rule.rule}`,
        label: rule.label,
        values: { min: rule.min, max: rule.max },
      }
    case 'maxLength':
    case 'slug':
      return { key: `errors.rules.${rule.rule}`, label: rule.label, values: { max: rule.max } }
    case 'pattern':
      return { key: 'errors.rules.pattern', label: rule.label, values: { example: rule.example } }
    default:
      return { key: `errors.rules.${rule.rule}`, label: rule.label }
  }
}

/** An edge function's refusal: `errors.functions.<code>` (validation: per field). */
function fromFunction(error: EdgeFunctionError): Omit<MappedError, 'field'> {
  if (error.code === 'network') return { key: 'errors.network' }
  if (error.code === 'validation' && error.field && FUNCTION_FIELDS.includes(error.field))
    return { key: `errors.functions.invalid.${error.field}` }
  if (FUNCTION_CODES.includes(error.code)) return { key: `errors.functions.${error.code}` }
  // The function's own text is Indonesian only: the status and code are the detail.
  return { key: 'errors.generic', detail: `${error.status}${error.code ? ` ${error.code}` : ''}` }
}

/** The codes `create-admin-user` and `manage-users` answer with (docs/database.md). */
export const FUNCTION_CODES = [
  'already_set_up',
  'status_unavailable',
  'create_failed',
  'self_demotion',
  'self_delete',
  'last_admin',
  'email_exists',
  'forbidden',
  'not_found',
  'unauthorized',
  'invalid_body',
  'method_not_allowed',
  'internal',
  'validation',
]
/** Fields a function's `validation` refusal names. */
export const FUNCTION_FIELDS = ['email', 'password', 'full_name', 'role', 'user_id']

interface StorageErrorLike {
  name: string
  message: string
  status?: number
  statusCode?: string
}

/** An error of supabase-js' storage client (`StorageApiError`, `StorageUnknownError`). */
const isStorageError = (error: unknown): error is StorageErrorLike =>
  error instanceof Error && error.name.startsWith('Storage')

/** Storage answers its semantic status in `statusCode` ('403', '413', …). */
function fromStorage(error: StorageErrorLike): Omit<MappedError, 'field'> {
  const status = String(error.statusCode ?? error.status ?? '')
  if (error.name === 'StorageUnknownError') return { key: 'errors.network' }
  if (status === '401' || status === '403') return { key: 'errors.forbidden' }
  if (status === '413') return { key: 'errors.storage.tooLarge' }
  if (status === '415') return { key: 'errors.storage.wrongType' }
  if (status === '409') return { key: 'errors.storage.exists' }
  if (status === '404') return { key: 'errors.notFound' }
  return { key: 'errors.generic', detail: shorten(`${status} ${error.message}`.trim()) }
}

/** Codes PostgREST and Postgres answer with that need no constraint to be understood. */
function fromCode(error: DatabaseError): Omit<MappedError, 'field'> | null {
  const code = error.code ?? ''
  if (code === 'PGRST116' || code === 'P0002') return { key: 'errors.notFound' }
  if (code === 'PGRST301' || code === 'PGRST303') return { key: 'errors.sessionExpired' }
  if (code === '42501' || code === 'PGRST302') return { key: 'errors.forbidden' }
  if (code === 'PT429') return { key: 'errors.rateLimited' }
  if (code === '57014' || code === 'PGRST003') return { key: 'errors.timeout' }
  if (code === '40001' || code === '40P01' || code === '55P03') return { key: 'errors.retry' }
  if (/^PGRST00[0-2]$/.test(code) || code.startsWith('53') || code.startsWith('08'))
    return { key: 'errors.unavailable' }
  if (code === '22001') return { key: 'errors.tooLong' }
  if (['22P02', '22007', '22008', '22003', '22023', '22004'].includes(code))
    return { key: 'errors.invalidValue', detail: detailOf(error) }
  if (code === '23502') return { key: 'errors.rules.required' }
  if (/^PGRST(1|2)\d\d$/.test(code) || ['42703', '42883', '42P01', '42804'].includes(code))
    return { key: 'errors.schema', detail: detailOf(error) }
  if (code === '23505') return { key: 'errors.rules.uniqueUnknown', detail: detailOf(error) }
  if (code === '23514') return { key: 'errors.rules.checkUnknown', detail: detailOf(error) }
  if (code === '23503' || code === '23001')
    return { key: 'errors.rules.inUse', detail: detailOf(error) }
  return null
}

/** Where a message goes in the form: a hint `field:x`, the constraint's rule, or the column. */
function fieldOf(error: DatabaseError, constraint: string | null, options: MapErrorOptions) {
  // `field:x`, alone or after the rule's name (`dead_link;field:x`).
  const hinted =
    error.hint
      ?.split(';')
      .find((part) => part.startsWith('field:'))
      ?.slice(6) ?? null
  const rule = constraint ? CONSTRAINTS[constraint] : undefined
  const notNull = /^null value in column "([^"]+)"/.exec(error.message ?? '')?.[1]
  const unique = /Key \(([^),]+)\)=/.exec(error.details ?? '')?.[1]
  const column =
    hinted ??
    rule?.field ??
    unique ??
    notNull ??
    (constraint ? columnFromConstraint(constraint, options.table ?? tableName(error)) : null)
  if (!column) return null
  const aliased = options.fieldAliases?.[column] ?? column
  if (!options.fields) return aliased
  return options.fields.includes(aliased) ? aliased : null
}

/**
 * The one mapping of failures to messages in the user's language: Postgres
 * constraints by name (db-constraints.ts), errors a migration raised in words (Indonesian
 * `message`, English `details`, `hint: field:x` for the field), PostgREST and Postgres codes,
 * GoTrue codes (src/lib/auth-errors.ts), the edge functions' codes, Storage's statuses, and
 * network failures.
 * Anything else: the generic message and a short technical detail.
 */
export function mapDatabaseError(error: unknown, options: MapErrorOptions = {}): MappedError {
  const mapped = mapError(error, options)
  return options.fallback && mapped.key === 'errors.generic' && !mapped.text
    ? { ...mapped, key: options.fallback }
    : mapped
}

function mapError(error: unknown, options: MapErrorOptions): MappedError {
  if (error instanceof ConflictError) return { field: null, key: 'errors.conflict' }
  if (error instanceof EdgeFunctionError) {
    const field = error.field && options.fields?.includes(error.field) ? error.field : null
    return { field, ...fromFunction(error) }
  }
  if (isAuthError(error)) return { field: null, ...describeAuthError(error) }
  if (isStorageError(error)) return { field: null, ...fromStorage(error) }
  if (!isDatabaseError(error)) {
    const message = error instanceof Error ? error.message : ''
    // postgrest-js reports a failed fetch with an empty code; a TypeError is fetch's own.
    const network =
      error instanceof TypeError ||
      /fetch|network|load failed|ECONNREFUSED|ETIMEDOUT/i.test(
        message || String((error as DatabaseError | null)?.message ?? ''),
      )
    if (network || !message) return { field: null, key: 'errors.network' }
    return { field: null, key: 'errors.generic', detail: shorten(message) }
  }
  const constraint = constraintName(error)
  const field = fieldOf(error, constraint, options)
  const rule = constraint ? CONSTRAINTS[constraint] : undefined
  if (rule && constraint) {
    const deleting = /^update or delete on table/.test(error.message ?? '')
    return { field, ...fromRule(constraint, rule, deleting) }
  }
  if (error.hint === 'core_page') return { field, key: 'errors.corePage' }
  if (error.hint === 'last_admin') return { field, key: 'errors.functions.last_admin' }
  // The content checks' link rule, enforced by the database (docs/decisions/033).
  if (error.hint?.split(';')[0] === 'dead_link') {
    const path = /\(\w+: ([^)]+)\)/.exec(error.details ?? error.message ?? '')?.[1] ?? ''
    return { field, key: 'teamEditing.errors.deadLink', values: { path } }
  }
  // A message a migration raised in words: Indonesian `message`, English `details`.
  const code = error.code ?? ''
  if (error.details && error.message && !code.startsWith('PGRST') && !NATIVE.test(error.message))
    return {
      field,
      key: 'errors.generic',
      text: options.language === 'en' ? error.details : error.message,
    }
  return { field, ...(fromCode(error) ?? { key: 'errors.generic', detail: detailOf(error) }) }
}

/** The mapped error as one sentence (with the technical detail, when there is one). */
export function errorText(t: TFunction<'admin'>, mapped: MappedError): string {
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string
  const text =
    mapped.text ??
    translate(mapped.key, {
      ...mapped.values,
      field: mapped.label ? translate(mapped.label) : translate('errors.thisField'),
    })
  return mapped.detail ? `${text} ${translate('errors.detail', { detail: mapped.detail })}` : text
}

/**
 * `describe(error, options)` → `{ field, message }` in the active language: what every screen,
 * toast and form of the staff app shows for a failure.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  return (error: unknown, options: MapErrorOptions = {}) => {
    const mapped = mapDatabaseError(error, { language, ...options })
    return { field: mapped.field, message: errorText(t, mapped) }
  }
}
