/**
 * True when supabase-js has stored a session in this browser (the header's Dashboard/Login
 * button), read without loading supabase-js. Call in effects only (touches localStorage).
 */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key && /^sb-.+-auth-token$/.test(key)) return true
    }
  } catch {
    // Storage blocked: treat as signed out.
  }
  return false
}
