import { createClient } from '@supabase/supabase-js'
import { inject } from 'vitest'

import type { TypedSupabaseClient } from '@/lib/supabase'
import type { Database } from '@/types/database'

declare module 'vitest' {
  // Provided by tests/support/feature-backend.ts (which declares the same).
  export interface ProvidedContext {
    backend: { url: string; anonKey: string; editorToken: string; adminToken: string }
  }
}

/**
 * The real supabase-js client, signed in as a staff member of the `features` project's
 * embedded backend (tests/support/feature-backend.ts). Feature tests point the app's client at
 * it: `vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))`.
 */
export function testClient(role: 'editor' | 'admin' | 'anon' = 'editor'): TypedSupabaseClient {
  const { url, anonKey, editorToken, adminToken } = inject('backend')
  const token = role === 'editor' ? editorToken : role === 'admin' ? adminToken : null
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
  })
}

/** `@/lib/supabase` with its client signed in as an editor (or an admin). */
export function asEditor(role: 'editor' | 'admin' = 'editor') {
  const client = testClient(role)
  return { supabase: client, getSupabase: () => client }
}

export const asAdmin = () => asEditor('admin')

/** A unique text for rows a test creates, so tests sharing the backend never collide. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
