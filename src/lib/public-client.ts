import type { PostgrestClient } from '@supabase/postgrest-js'

import type { Database } from '@/types/database'

import { getRuntimeEnv } from './env'
import { resolveSupabaseUrl } from './supabase-url'

export type PublicClient = PostgrestClient<Database>

let client: Promise<PublicClient> | null = null

/**
 * The public site's data client: PostgREST only (about 5 KB gzip instead of supabase-js's 55),
 * always with the anon key. Public pages therefore see exactly what an anonymous visitor may
 * see — a signed-in editor browsing the site never gets drafts — and the public bundle carries
 * no auth, realtime or storage code. Staff screens use `supabase` from `./supabase`.
 *
 * Loaded with the first request, not with the page: a server-rendered page arrives with its
 * data, so its first visit needs no client until the visitor navigates or submits a form.
 */
export function getPublicClient(): Promise<PublicClient> {
  // A failed load (say, the chunk could not be fetched) is not kept: the next request retries.
  client ??= createPublicClient().catch((error: unknown) => {
    client = null
    throw error
  })
  return client
}

async function createPublicClient(): Promise<PublicClient> {
  const env = getRuntimeEnv()
  if (!env.supabaseAnonKey) {
    throw new Error(
      'Supabase is not configured: no #lsbu-env runtime config and no VITE_SUPABASE_ANON_KEY.',
    )
  }
  const { PostgrestClient } = await import('@supabase/postgrest-js')
  return new PostgrestClient<Database>(`${resolveSupabaseUrl(env.supabaseUrl)}/rest/v1`, {
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
    ...(env.fetch ? { fetch: env.fetch } : {}),
  })
}
