/** Resolves the API base URL: `null` in the runtime config means the page's own origin. */
export function resolveSupabaseUrl(url: string | null): string {
  if (url) return url.replace(/\/$/, '')
  if (typeof window === 'undefined') {
    throw new Error('Supabase URL is relative to the page, but there is no page (server side).')
  }
  return window.location.origin
}
