import { createClient, type SupabaseClient } from '@supabase/supabase-js'

import { AUTH_OPTIONS } from '@/config/constants'
import type { Database } from '@/types/database'

import { getRuntimeEnv } from './env'
import { resolveSupabaseUrl } from './supabase-url'

export { resolveSupabaseUrl }

export type TypedSupabaseClient = SupabaseClient<Database>

let client: TypedSupabaseClient | null = null

/**
 * The app's typed supabase-js client, created on first use from the runtime config.
 * Only `features/x/api` modules (and the context store) should call it.
 */
export function getSupabase(): TypedSupabaseClient {
  if (client) return client
  const env = getRuntimeEnv()
  if (!env.supabaseAnonKey) {
    throw new Error(
      'Supabase is not configured: no #lsbu-env runtime config and no VITE_SUPABASE_ANON_KEY.',
    )
  }
  client = createClient<Database>(resolveSupabaseUrl(env.supabaseUrl), env.supabaseAnonKey, {
    auth: {
      persistSession: AUTH_OPTIONS.persistSession,
      autoRefreshToken: AUTH_OPTIONS.autoRefreshToken,
      detectSessionInUrl: AUTH_OPTIONS.detectSessionInUrl,
      flowType: AUTH_OPTIONS.flowType,
    },
  })
  return client
}

/**
 * Lazy stand-in for the client: `supabase.from('x')` creates the real client on first access,
 * so importing this module never touches `window` or the network.
 */
export const supabase: TypedSupabaseClient = new Proxy({} as TypedSupabaseClient, {
  get(_target, prop) {
    const real = getSupabase()
    const value: unknown = Reflect.get(real, prop, real)
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value
  },
})
