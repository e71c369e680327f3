import { queryOptions } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { authKeys } from './keys'

/** PostgREST's "function not found" (the RPC is not deployed). */
const RPC_MISSING = 'PGRST202'

/**
 * Number of users (0 → first-time setup). When `count_users` is missing, falls back to the
 * admin list-users call; with a public key that is refused, and the error is
 * thrown for the caller to report (docs/product.md#count-users).
 */
export async function getUserCount(signal?: AbortSignal): Promise<number> {
  let call = supabase.rpc('count_users')
  if (signal) call = call.abortSignal(signal)
  const { data, error } = await call
  if (!error) return Number(data ?? 0)
  if (error.code !== RPC_MISSING) throw error
  const { data: list, error: listError } = await supabase.auth.admin.listUsers({
    page: 1,
    perPage: 1,
  })
  if (listError) throw listError
  return 'total' in list && typeof list.total === 'number' ? list.total : list.users.length
}

export const userCountQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.userCount,
    queryFn: ({ signal }) => getUserCount(signal),
    retry: false,
    staleTime: 0,
  })
