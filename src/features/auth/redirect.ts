import { adminRoutes } from '@/config/admin-routes'
import { authRoutes } from '@/config/routes'

/** Query parameter of /auth/login naming the page to return to after sign-in. */
export const REDIRECT_PARAM = 'redirect'

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * The page to open after sign-in: `raw` when it is a path on this site, else the dashboard.
 * Refuses absolute and protocol-relative URLs (`//evil.example`, `/\evil.example`) so the login
 * page can never be used to send someone elsewhere, and never returns to the login page itself.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return adminRoutes.dashboard
  }
  // Control characters (tabs, newlines) are dropped by URL parsers: refuse them outright.
  if (hasControlCharacter(raw)) return adminRoutes.dashboard
  if (raw === authRoutes.login || raw.startsWith(`${authRoutes.login}?`))
    return adminRoutes.dashboard
  return raw
}

/** `/auth/login?redirect=<path>`; no parameter for the dashboard itself. */
export function loginPathFor(path: string): string {
  const target = safeRedirect(path)
  if (target === adminRoutes.dashboard) return authRoutes.login
  return `${authRoutes.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`
}
