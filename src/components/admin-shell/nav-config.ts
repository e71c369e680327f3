import {
  BadgeCheck,
  FileText,
  FolderTree,
  GalleryHorizontal,
  HelpCircle,
  CalendarOff,
  History,
  Inbox,
  MailCheck,
  LayoutDashboard,
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
  type LucideIcon,
} from 'lucide-react'
import { canOpen, isAllowed, type AdminScreen, type StaffRoleName } from '@/config/permissions'
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

/** Sidebar groups and items of SPEC §2; who sees what comes from the permission table. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    key: 'dashboard',
    heading: false,
    items: [
      { key: 'dashboard', to: adminRoutes.dashboard, screen: 'dashboard', icon: LayoutDashboard },
    ],
  },
  {
    key: 'site',
    heading: true,
    items: [
      { key: 'cms', to: adminRoutes.cms, screen: 'cms', icon: FileText },
      { key: 'news', to: adminRoutes.news, screen: 'news', icon: Newspaper },
      { key: 'scope', to: adminRoutes.scope, screen: 'scope', icon: FolderTree },
      {
        key: 'certificates',
        to: adminRoutes.certificates,
        screen: 'certificates',
        icon: BadgeCheck,
      },
      { key: 'legalProducts', to: adminRoutes.legalProducts, screen: 'legalProducts', icon: Scale },
      { key: 'clients', to: adminRoutes.clients, screen: 'clients', icon: UsersRound },
      { key: 'faq', to: adminRoutes.faq, screen: 'faq', icon: HelpCircle },
    ],
  },
  {
    key: 'display',
    heading: true,
    items: [
      // DECISIONS 2: admin only, like its route.
      { key: 'navigation', to: adminRoutes.navigation, screen: 'navigation', icon: MenuIcon },
      {
        key: 'heroSlider',
        to: adminRoutes.heroSlider,
        screen: 'heroSlider',
        icon: GalleryHorizontal,
      },
      { key: 'organization', to: adminRoutes.organization, screen: 'organization', icon: Network },
      { key: 'flow', to: adminRoutes.flow, screen: 'flow', icon: Route },
      { key: 'legality', to: adminRoutes.legality, screen: 'legality', icon: ShieldCheck },
    ],
  },
  {
    key: 'online',
    heading: true,
    items: [
      { key: 'messages', to: adminRoutes.messages, screen: 'messages', icon: Inbox },
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
      { key: 'settings', to: adminRoutes.settings, screen: 'settings', icon: Settings },
      { key: 'holidays', to: adminRoutes.holidays, screen: 'holidays', icon: CalendarOff },
      { key: 'auditLog', to: adminRoutes.auditLog, screen: 'auditLog', icon: History },
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
