import {
  BadgeCheck,
  CalendarOff,
  FileText,
  FolderTree,
  GalleryHorizontal,
  HelpCircle,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MailCheck,
  Menu as MenuIcon,
  MessageSquareWarning,
  Network,
  Newspaper,
  Route,
  Scale,
  Settings,
  ShieldCheck,
  Users,
  UsersRound,
} from 'lucide-react'

import { type AdminScreen, canOpen, isAllowed, type StaffRoleName } from '@/config/permissions'
import { adminRoutes } from '@/config/routes'

export type NavItemKey =
  | 'dashboard'
  | 'cms'
  | 'news'
  | 'scope'
  | 'certificates'
  | 'legalProducts'
  | 'clients'
  | 'faq'
  | 'media'
  | 'navigation'
  | 'heroSlider'
  | 'organization'
  | 'flow'
  | 'legality'
  | 'messages'
  | 'cases'
  | 'users'
  | 'settings'
  | 'auditLog'
  | 'outbox'
  | 'holidays'

export interface NavItem {
  key: NavItemKey
  to: string
  screen: AdminScreen
  icon: LucideIcon
  /** Other paths under which this item counts as the current page. */
  alsoActiveOn?: readonly string[]
  /** Narrows who sees the item when its screen is open to more roles than the item's purpose. */
  only?: readonly StaffRoleName[]
}

export type NavGroupKey = 'dashboard' | 'site' | 'display' | 'online' | 'administration'

export interface NavGroup {
  key: NavGroupKey
  /** The dashboard group is a single link without a heading. */
  heading: boolean
  items: readonly NavItem[]
}

/** An item opening the screen of the same name at its route. */
const screenItem = (key: NavItemKey & AdminScreen & keyof typeof adminRoutes, icon: LucideIcon) =>
  ({ key, to: adminRoutes[key], screen: key, icon }) satisfies NavItem

/** Sidebar groups and items of SPEC §2; who sees what comes from the permission table. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    key: 'dashboard',
    heading: false,
    items: [screenItem('dashboard', LayoutDashboard)],
  },
  {
    key: 'site',
    heading: true,
    items: [
      screenItem('cms', FileText),
      screenItem('news', Newspaper),
      screenItem('scope', FolderTree),
      screenItem('certificates', BadgeCheck),
      screenItem('legalProducts', Scale),
      screenItem('clients', UsersRound),
      screenItem('faq', HelpCircle),
      screenItem('media', Images),
    ],
  },
  {
    key: 'display',
    heading: true,
    items: [
      // DECISIONS 2: admin only, like its route.
      screenItem('navigation', MenuIcon),
      screenItem('heroSlider', GalleryHorizontal),
      screenItem('organization', Network),
      screenItem('flow', Route),
      screenItem('legality', ShieldCheck),
    ],
  },
  {
    key: 'online',
    heading: true,
    items: [
      screenItem('messages', Inbox),
      {
        key: 'cases',
        to: adminRoutes.complaints,
        screen: 'complaints',
        icon: MessageSquareWarning,
        alsoActiveOn: [adminRoutes.appeals],
      },
      { key: 'outbox', to: adminRoutes.outbox, screen: 'outbox', icon: MailCheck },
    ],
  },
  {
    key: 'administration',
    heading: true,
    items: [
      // 'Manajemen User' stays admin-only; the route itself is open to all for Profil (ADR 007).
      { key: 'users', to: adminRoutes.users, screen: 'manageUsers', icon: Users },
      screenItem('settings', Settings),
      screenItem('holidays', CalendarOff),
      screenItem('auditLog', History),
    ],
  },
]

/** The groups and items `role` may open; groups left empty are dropped. */
export function navGroupsFor(role: StaffRoleName | null): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter(
      (item) => canOpen(role, item.screen) && (!item.only || isAllowed(role, item.only)),
    ),
  })).filter((group) => group.items.length > 0)
}

/** Whether `item` is the page at `pathname` (the dashboard only on /admin itself). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  const matches = (base: string) => path === base || path.startsWith(`${base}/`)
  if (item.to === adminRoutes.dashboard) return path === adminRoutes.dashboard
  return matches(item.to) || (item.alsoActiveOn ?? []).some(matches)
}
