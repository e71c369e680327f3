import type { LucideIcon } from 'lucide-react'

import { adminRoutes, screenPath } from '@/config/admin-routes'
import { type AdminScreen, adminScreenList, type NavGroupKey } from '@/config/admin-screens'
import { canOpen, type StaffRoleName } from '@/config/permissions'

export interface NavItem {
  /** `sidebar.items.<key>` is its label. */
  key: string
  to: string
  screen: AdminScreen
  icon: LucideIcon
  /** Other paths under which this item counts as the current page. */
  alsoActiveOn?: readonly string[]
}

export interface NavGroup {
  key: NavGroupKey
  /** The dashboard group is a single link without a heading. */
  heading: boolean
  items: readonly NavItem[]
}

const GROUPS: readonly NavGroupKey[] = ['dashboard', 'site', 'display', 'online', 'administration']

const pathOf = (screen: AdminScreen): string => screenPath(screen) ?? adminRoutes.dashboard

/**
 * Sidebar groups and items (docs/product.md#sidebar), from the admin-screen registry in its order.
 */
export const NAV_GROUPS: readonly NavGroup[] = GROUPS.map((group) => ({
  key: group,
  heading: group !== 'dashboard',
  items: adminScreenList().flatMap(([screen, entry]): NavItem[] =>
    entry.nav?.group === group
      ? [
          {
            key: entry.nav.item ?? screen,
            to: pathOf(screen),
            screen: (entry.navScreen as AdminScreen | undefined) ?? screen,
            icon: entry.nav.icon,
            ...(entry.nav.alsoActiveOn
              ? { alsoActiveOn: entry.nav.alsoActiveOn.map((s) => pathOf(s as AdminScreen)) }
              : {}),
          },
        ]
      : [],
  ),
}))

/** The groups and items `role` may open; groups left empty are dropped. */
export function navGroupsFor(role: StaffRoleName | null): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => canOpen(role, item.screen)),
  })).filter((group) => group.items.length > 0)
}

/** Whether `item` is the page at `pathname` (the dashboard only on /admin itself). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  const matches = (base: string) => path === base || path.startsWith(`${base}/`)
  if (item.to === adminRoutes.dashboard) return path === adminRoutes.dashboard
  return matches(item.to) || (item.alsoActiveOn ?? []).some(matches)
}
