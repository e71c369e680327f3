/**
 * supabase-js clients for the functions. Realtime is never used here; Node 20 has no global
 * WebSocket, so a no-op transport keeps the client from looking for one.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'

import type { FunctionEnv } from './types.ts'

class NoopTransport {
  readonly readyState = 3
  constructor(..._args: unknown[]) {}
  close(): void {}
  send(): void {}
}

const options = (headers?: Record<string, string>) => ({
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoopTransport as never },
  global: headers ? { headers } : undefined,
})

/** Service-role client: bypasses RLS; for the admin auth API and setup checks. */
export function serviceClient(env: FunctionEnv): SupabaseClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, options())
}

/** A client acting as the caller, so RLS applies and the audit log records them. */
export function userClient(env: FunctionEnv, accessToken: string): SupabaseClient {
  return createClient(
    env.SUPABASE_URL,
    env.SUPABASE_ANON_KEY,
    options({ Authorization: `Bearer ${accessToken}` }),
  )
}
