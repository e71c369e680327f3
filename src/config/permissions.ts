import { ADMIN_SCREENS, type AdminScreen } from './admin-screens'

/**
 * The one permission table of the admin UI (docs/product.md#roles, #role-guard,
 * #sidebar-matches-routes). The route guard and the sidebar read it; the database enforces the same
 * matrix with RLS, which is the real boundary.
 */
export const STAFF_ROLES = ['admin', 'editor', 'viewer'] as const
export type StaffRoleName = (typeof STAFF_ROLES)[number]

/** Which roles may open each admin screen (admin-screens.ts). `admin` is always allowed. */
export const SCREEN_ROLES = Object.fromEntries(
  Object.entries(ADMIN_SCREENS).map(([key, entry]) => [key, entry.roles]),
) as { [K in AdminScreen]: (typeof ADMIN_SCREENS)[K]['roles'] }

export type { AdminScreen }

/** True when `role` may use something open to `allowed` (admin may use everything). */
export function isAllowed(
  role: StaffRoleName | null | undefined,
  allowed: readonly StaffRoleName[],
): boolean {
  if (!role) return false
  return role === 'admin' || allowed.includes(role)
}

export function canOpen(role: StaffRoleName | null | undefined, screen: AdminScreen): boolean {
  return isAllowed(role, SCREEN_ROLES[screen])
}
