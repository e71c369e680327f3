import { useEffect } from 'react'

import { getI18n } from './i18n'
import { toast } from './toast'

/** PostgREST's "no rows" answer for a single-row read: a normal empty state, not an error. */
export const NO_ROWS_CODE = 'PGRST116'

interface ErrorLike {
  code?: unknown
  message?: unknown
}

/**
 * A failed read of one collection toasts (docs/product.md#toasts); PGRST116 (no rows) is
 * ignored. In the visitor's language, never the server's raw (English) message, with the collection
 * and the error code as a short detail for support (docs/decisions/022). Returns whether it
 * toasted.
 */
export function toastCollectionError(collection: string, error: unknown): boolean {
  const e = (error ?? {}) as ErrorLike
  if (e.code === NO_ROWS_CODE) return false
  const t = getI18n().t
  const code = typeof e.code === 'string' && e.code ? e.code : 'network'
  void toast.error(
    t('public:layout.errors.fetchCollection', { collection }),
    t('public:layout.errors.fetchCollectionText', { detail: `${collection}, ${code}` }),
  )
  return true
}

/** Toasts a query's error once per error object (see `toastCollectionError`). */
export function useCollectionErrorToast(collection: string, error: unknown): void {
  useEffect(() => {
    if (error) toastCollectionError(collection, error)
  }, [collection, error])
}
