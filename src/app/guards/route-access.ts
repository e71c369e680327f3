import { isAllowed, type StaffRoleName } from '@/config/permissions'

/** What an admin route may declare in its `handle` (see routes/admin/routes.tsx). */
interface RoleHandle {
  roles?: readonly StaffRoleName[]
}

/** The roles of the deepest matched route that declares any; null when none does. */
export function requiredRoles(
  matches: readonly { handle?: unknown }[],
): readonly StaffRoleName[] | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RoleHandle | undefined
    if (handle && Array.isArray(handle.roles)) return handle.roles
  }
  return null
}

export type AccessDecision =
  { kind: 'loading' } | { kind: 'sign-in' } | { kind: 'denied' } | { kind: 'allowed' }

export interface AccessInput {
  loading: boolean
  signedIn: boolean
  role: StaffRoleName | null
  /** Roles the route allows; null = any signed-in staff member (the admin area itself). */
  roles: readonly StaffRoleName[] | null
}

/**
 * The admin guard (docs/product.md#admin-access, #role-guard): a spinner while auth loads, sign-in
 * for visitors, the access-denied page for a role the route does not list (admin is always
 * allowed), else the page.
 */
export function decideAccess({ loading, signedIn, role, roles }: AccessInput): AccessDecision {
  if (loading) return { kind: 'loading' }
  if (!signedIn) return { kind: 'sign-in' }
  if (!role) return { kind: 'denied' }
  if (roles && !isAllowed(role, roles)) return { kind: 'denied' }
  return { kind: 'allowed' }
}
