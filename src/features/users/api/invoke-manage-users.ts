import { toEdgeFunctionError } from '@/lib/function-error'
import { supabase } from '@/lib/supabase'

/**
 * POSTs `{ action, ... }` to the admin-only `manage-users` edge function
 * (docs/product.md#no-self-registration). A refusal throws an EdgeFunctionError (status, `code`
 * from docs/database.md, `field`), which the staff app's error mapping turns into a message in the
 * user's language.
 */
export async function invokeManageUsers<T>(body: Record<string, unknown>): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>('manage-users', { body })
  if (!error) return data as T
  throw await toEdgeFunctionError(error)
}
