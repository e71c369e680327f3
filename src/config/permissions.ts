/**
 * The one permission table of the admin UI (SPEC §6, DECISIONS 1–2). The route guard and the
 * sidebar read it; the database enforces the same matrix with RLS, which is the real boundary.
 */
export const STAFF_ROLES = ['admin', 'editor', 'viewer'] as const
export type StaffRoleName = (typeof STAFF_ROLES)[number]

const ALL: readonly StaffRoleName[] = ['admin', 'editor', 'viewer']
const CONTENT: readonly StaffRoleName[] = ['admin', 'editor']
const ADMIN: readonly StaffRoleName[] = ['admin']

/** Which roles may open each admin screen. `admin` is always allowed. */
export const SCREEN_ROLES = {
  dashboard: ALL,
  cms: CONTENT,
  navigation: ADMIN,
  heroSlider: CONTENT,
  organization: CONTENT,
  flow: CONTENT,
  legality: CONTENT,
  faq: CONTENT,
  news: CONTENT,
  scope: CONTENT,
  complaints: CONTENT,
  appeals: CONTENT,
  legalProducts: CONTENT,
  clients: CONTENT,
  certificates: CONTENT,
  // The library's rows are readable by viewers too (like every content row), but viewers see
  // the shell and dashboard only (DECISIONS 1); ADR 021.
  media: CONTENT,
  messages: CONTENT,
  // Everyone opens /admin/users for their own profile (the account menu's Profil); only admins
  // see staff management there, and only admins see its sidebar item (docs/decisions/007).
  users: ALL,
  manageUsers: ADMIN,
  settings: ADMIN,
  auditLog: ADMIN,
  outbox: ADMIN,
  holidays: ADMIN,
} as const satisfies Record<string, readonly StaffRoleName[]>

export type AdminScreen = keyof typeof SCREEN_ROLES

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
