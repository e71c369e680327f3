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

/** Thrown by a conflict-checked update that matched no row (DECISIONS 15). */
export class ConflictError extends Error {
  constructor(readonly change: LastChange | null) {
    super('conflict')
    this.name = 'ConflictError'
  }
}

/** Where a database error belongs in a form: a field (or none) and an i18n key or text. */
export interface MappedError {
  field: string | null
  /** i18n key in the admin namespace (`crud.errors.unique`) … */
  key?: string
  /** … or text to show as is (22023 validation messages come translated). */
  text?: string
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

function constraintName(error: DatabaseError): string | null {
  const match = /constraint "([^"]+)"/.exec(error.message ?? '')
  return match?.[1] ?? null
}

/**
 * Maps a database error to a form field (docs/database.md, error formats):
 * 23505 unique → the key's column; 23514 check → the constraint's column; 22023 with
 * `hint: 'field:x'` → x with the server's message (Indonesian `message`, English `details`);
 * 23503 → "still in use"; 42501 → "not allowed". `fields` limits the mapping to the form's
 * own fields (`fieldAliases` renames a column, e.g. `title` → `title.id`).
 */
export function mapDatabaseError(
  error: unknown,
  options: {
    table?: string
    fields?: readonly string[]
    fieldAliases?: Record<string, string>
    language?: string
  } = {},
): MappedError {
  if (!isDatabaseError(error)) return { field: null, key: 'crud.errors.network' }
  const known = (column: string | null): string | null => {
    if (!column) return null
    const aliased = options.fieldAliases?.[column] ?? column
    if (!options.fields) return aliased
    return options.fields.includes(aliased) ? aliased : null
  }
  switch (error.code) {
    case '23505': {
      const fromDetails = /Key \(([^)]+)\)=/.exec(error.details ?? '')?.[1] ?? null
      const constraint = constraintName(error)
      const column =
        fromDetails ?? (constraint ? columnFromConstraint(constraint, options.table) : null)
      return { field: known(column), key: 'crud.errors.unique' }
    }
    case '23514': {
      const constraint = constraintName(error)
      const column = constraint ? columnFromConstraint(constraint, options.table) : null
      const hinted = error.hint?.startsWith('field:') ? error.hint.slice(6) : null
      return { field: known(hinted ?? column), key: 'crud.errors.check' }
    }
    case '22023':
    case 'P0001': {
      const hinted = error.hint?.startsWith('field:') ? error.hint.slice(6) : null
      const text =
        options.language === 'en' && error.details ? error.details : (error.message ?? '')
      return { field: known(hinted), text }
    }
    case '23503':
      return { field: null, key: 'crud.errors.inUse' }
    case '42501':
    case 'PGRST301':
      return { field: null, key: 'crud.errors.forbidden' }
    default:
      return error.message
        ? { field: null, text: error.message }
        : { field: null, key: 'crud.errors.network' }
  }
}
