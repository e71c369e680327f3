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
 * SPEC §8: a failed read of one collection toasts 'Supabase error fetching {collection}' with
 * the server's message; PGRST116 (no rows) is ignored. Returns whether a toast was shown.
 */
export function toastCollectionError(collection: string, error: unknown): boolean {
  const e = (error ?? {}) as ErrorLike
  if (e.code === NO_ROWS_CODE) return false
  const t = getI18n().t
  const message = typeof e.message === 'string' && e.message ? e.message : undefined
  void toast.error(t('public:layout.errors.fetchCollection', { collection }), message)
  return true
}

/** Toasts a query's error once per error object (see `toastCollectionError`). */
export function useCollectionErrorToast(collection: string, error: unknown): void {
  useEffect(() => {
    if (error) toastCollectionError(collection, error)
  }, [collection, error])
}
