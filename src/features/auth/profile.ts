import { STAFF_ROLES, type StaffRoleName } from '@/config/permissions'

/** The signed-in staff member as the admin area sees them. */
export interface Profile {
  id: string
  full_name: string
  role: StaffRoleName
  email: string
}

export interface ProfileRow {
  id: string
  full_name: string
  role: string
}

function isStaffRole(value: unknown): value is StaffRoleName {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

/**
 * Builds the profile from the user's `app_users` row. Without a row (or with a role the app does
 * not know) the user is a viewer named after their email (docs/product.md#profile-fallback): least
 * privilege.
 */
export function toProfile(
  user: { id: string; email?: string | null },
  row: ProfileRow | null,
): Profile {
  const email = user.email ?? ''
  if (!row) return { id: user.id, full_name: email, role: 'viewer', email }
  return {
    id: user.id,
    full_name: row.full_name.trim() || email,
    role: isStaffRole(row.role) ? row.role : 'viewer',
    email,
  }
}
