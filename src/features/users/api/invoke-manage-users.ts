import { FunctionsHttpError } from '@supabase/supabase-js'

import { supabase } from '@/lib/supabase'

/** The codes `manage-users` refuses with (docs/database.md), plus `network` for no answer. */
export type ManageUsersCode =
  | 'validation'
  | 'self_demotion'
  | 'self_delete'
  | 'last_admin'
  | 'email_exists'
  | 'forbidden'
  | 'unauthorized'
  | 'not_found'
  | 'internal'
  | 'network'
  | (string & {})

/** A refusal of the function: its HTTP status, code, offending field and (Indonesian) message. */
export class ManageUsersError extends Error {
  constructor(
    readonly status: number,
    readonly code: ManageUsersCode,
    readonly field: string | undefined,
    message: string,
  ) {
    super(message)
    this.name = 'ManageUsersError'
  }
}

/** POSTs `{ action, ... }` to the admin-only `manage-users` edge function (DECISIONS 3). */
export async function invokeManageUsers<T>(body: Record<string, unknown>): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>('manage-users', { body })
  if (!error) return data as T
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    let payload: { error?: string; code?: string; field?: string } = {}
    try {
      payload = (await response.json()) as typeof payload
    } catch {
      // Not JSON (a proxy error page): keep the status and the client's message.
    }
    throw new ManageUsersError(
      response.status,
      payload.code ?? 'internal',
      payload.field,
      payload.error ?? error.message,
    )
  }
  throw new ManageUsersError(0, 'network', undefined, error.message)
}
