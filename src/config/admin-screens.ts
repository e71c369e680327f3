import {
  ArrowRightLeft,
  BadgeCheck,
  CalendarOff,
  ClipboardCheck,
  FileQuestion,
  FileText,
  FolderTree,
  GalleryHorizontal,
  HelpCircle,
  History,
  Images,
  Inbox,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MailCheck,
  Menu as MenuIcon,
  MessageSquareWarning,
  Network,
  Newspaper,
  Quote,
  Radar,
  Route,
  Scale,
  Settings,
  ShieldCheck,
  Signpost,
  Trash2,
  Unlink,
  Users,
  UsersRound,
} from 'lucide-react'

import type { StaffRoleName } from './permissions'

const ALL: readonly StaffRoleName[] = ['admin', 'editor', 'viewer']
const CONTENT: readonly StaffRoleName[] = ['admin', 'editor']
const ADMIN: readonly StaffRoleName[] = ['admin']

export type NavGroupKey = 'dashboard' | 'site' | 'display' | 'online' | 'administration'

/** A route of a screen: its path under /admin and the module of `app/routes/admin/screens/`. */
export interface AdminPage {
  /** Relative to /admin; '' is /admin itself. */
  path: string
  /** File name in `app/routes/admin/screens/` without `.tsx`. */
  module: string
  /** The component's export name when it is not `Component`. */
  component?: string
}

/** The sidebar item of a screen (its label is `sidebar.items.<item ?? screen key>`, a spec text). */
export interface AdminNavEntry {
  group: NavGroupKey
  icon: LucideIcon
  /** The item's own key when it differs from the screen's (Keluhan & Banding is `cases`). */
  item?: string
  /** Other screens under which this item counts as the current page. */
  alsoActiveOn?: readonly string[]
}

export interface AdminScreenEntry {
  /** Who may open the screen (admin always may). */
  roles: readonly StaffRoleName[]
  /** Its address under /admin; none for a permission that is no screen of its own. */
  path?: string
  /**
   * Its module in `app/routes/admin/screens/` when the screen is one page at its address (the
   * path's name when not given).
   */
  module?: string
  /** Its routes when it has several; the first is the screen's own path. */
  pages?: readonly AdminPage[]
  /** Its sidebar item, in registry order within its group. */
  nav?: AdminNavEntry
  /** The sidebar item is this permission's (shown to fewer roles than the route allows). */
  navScreen?: string
  /**
   * The database tables the screen edits: the audit log filters and labels their entries
   * (`auditLog.tables.<table>`), and a media file used in one links here.
   */
  tables?: readonly string[]
  /**
   * Where a row that uses a media file is edited: its edit page (the page with a `:param`)
   * opened by the row's id or key (slug), or the screen itself; otherwise the list searched
   * for the row's title.
   */
  editBy?: 'id' | 'key' | 'screen'
}

/**
 * The usual entry: one page at its address (the module of `app/routes/admin/screens/`), a
 * sidebar item in `group`, the tables it edits and anything `more`.
 */
const onePage = (
  roles: readonly StaffRoleName[],
  path: string,
  module: string,
  group: NavGroupKey,
  icon: LucideIcon,
  tables?: readonly string[],
  more: Pick<AdminScreenEntry, 'navScreen' | 'editBy'> = {},
) => ({ roles, path, module, nav: { group, icon }, ...(tables && { tables }), ...more })

/**
 * Every admin screen, once, in sidebar order: its address, routes, roles, sidebar item and the
 * tables it edits. Routes (`app/routes/admin/routes.tsx`), `adminRoutes`, the permission table,
 * the sidebar, tab titles (`sidebar.screens.<key>`), the audit log's tables and the media
 * library's "used in" links are derived from it.
 */
export const ADMIN_SCREENS = {
  dashboard: {
    roles: ALL,
    path: '',
    pages: [{ path: '', module: 'dashboard', component: 'AdminDashboardPage' }],
    nav: { group: 'dashboard', icon: LayoutDashboard },
  },
  // Review before publishing (docs/decisions/030): the queue of changes waiting for an admin,
  // and one change with its diff. Editors open the changes they submitted (bell, mail).
  reviews: {
    roles: CONTENT,
    path: 'tinjauan',
    pages: [
      { path: 'tinjauan', module: 'reviews' },
      { path: 'tinjauan/:id', module: 'review-detail' },
    ],
    nav: { group: 'site', icon: ClipboardCheck },
    tables: ['content_reviews'],
  },
  cms: {
    roles: CONTENT,
    path: 'cms',
    pages: [
      { path: 'cms', module: 'cms-list' },
      { path: 'cms/edit/:slug', module: 'cms-edit' },
      { path: 'cms/new', module: 'cms-edit' },
    ],
    nav: { group: 'site', icon: FileText },
    tables: ['cms_pages'],
    editBy: 'key',
  },
  news: {
    roles: CONTENT,
    path: 'news',
    pages: [
      { path: 'news', module: 'news-list' },
      { path: 'news/new', module: 'news-edit' },
      { path: 'news/edit/:id', module: 'news-edit' },
    ],
    nav: { group: 'site', icon: Newspaper },
    // Preview links are made from the news and CMS editors.
    tables: ['articles', 'preview_links'],
    editBy: 'id',
  },
  scope: onePage(CONTENT, 'ruang-lingkup', 'scope', 'site', FolderTree, [
    'rl_categories',
    'rl_subclass',
  ]),
  certificates: {
    roles: CONTENT,
    path: 'sertifikat',
    pages: [
      { path: 'sertifikat', module: 'certificates' },
      { path: 'sertifikat/new', module: 'certificate-edit' },
      { path: 'sertifikat/edit/:id', module: 'certificate-edit' },
      { path: 'sertifikat/impor', module: 'certificate-import' },
    ],
    nav: { group: 'site', icon: BadgeCheck },
    tables: [
      'certificates',
      'certificate_subclasses',
      'certificate_status_events',
      'certified_companies',
      // The register watch (no screen of its own: admins read it through the API); its audit
      // entries never hold the email.
      'register_watches',
    ],
  },
  legacyCodes: onePage(CONTENT, 'kode-lama', 'legacy-codes', 'site', ArrowRightLeft, [
    'legacy_subclass_codes',
  ]),
  // Viewers read the table through the API, but (as for the register's other screens) get no
  // sidebar item: their sidebar is the dashboard only.
  registerRadar: onePage(CONTENT, 'radar-nomor', 'register-radar', 'site', Radar, [
    'register_radar',
  ]),
  // The register API's keys: staff read names and usage; admins create and revoke.
  registerApiKeys: onePage(CONTENT, 'kunci-api', 'register-api-keys', 'site', KeyRound, [
    'register_api_keys',
  ]),
  legalProducts: onePage(CONTENT, 'produk-hukum', 'legal-products', 'site', Scale, [
    'legal_products',
  ]),
  clients: onePage(CONTENT, 'klien', 'clients', 'site', UsersRound, ['clients']),
  testimonials: onePage(CONTENT, 'testimoni', 'testimonials', 'site', Quote, ['testimonials']),
  faq: onePage(CONTENT, 'faq', 'faq', 'site', HelpCircle, ['faqs']),
  // The library's rows are readable by viewers too (like every content row), but viewers see
  // the shell and dashboard only; ADR 021.
  media: onePage(CONTENT, 'media', 'media', 'site', Images, ['media_files']),
  // Old addresses and where they lead (slug changes add rows); the 404 log and the weekly link
  // check (docs/decisions/033).
  redirects: onePage(CONTENT, 'pengalihan', 'redirects', 'site', Signpost, ['redirects']),
  notFoundLog: onePage(CONTENT, 'log-404', 'not-found-log', 'site', FileQuestion),
  linkCheck: onePage(CONTENT, 'cek-tautan', 'link-check', 'site', Unlink),
  // Every editorial collection's trashed items in one list (each list also has its own Trash
  // tab); docs/decisions/031-trash.md.
  trash: onePage(CONTENT, 'sampah', 'trash', 'site', Trash2),
  navigation: onePage(ADMIN, 'navigation', 'navigation', 'display', MenuIcon, ['navigation_menus']),
  heroSlider: onePage(CONTENT, 'hero-slider', 'hero-slider', 'display', GalleryHorizontal, [
    'hero_slides',
  ]),
  organization: onePage(CONTENT, 'struktur-organisasi', 'organization', 'display', Network, [
    'struktur_organisasi',
  ]),
  flow: onePage(CONTENT, 'alur-sertifikasi', 'flow', 'display', Route, ['alur_sertifikasi']),
  legality: onePage(CONTENT, 'legalitas', 'legality', 'display', ShieldCheck, ['legalitas']),
  messages: onePage(CONTENT, 'messages', 'messages', 'online', Inbox, [
    'contact_submissions',
    'contact_message_replies',
  ]),
  complaints: {
    roles: CONTENT,
    path: 'keluhan',
    pages: [
      { path: 'keluhan', module: 'complaints' },
      { path: 'keluhan/:id', module: 'case-detail', component: 'ComplaintDetail' },
    ],
    nav: { group: 'online', icon: MessageSquareWarning, item: 'cases', alsoActiveOn: ['appeals'] },
    tables: ['complaints', 'case_notes', 'case_attachments'],
  },
  appeals: {
    roles: CONTENT,
    path: 'banding',
    pages: [
      { path: 'banding', module: 'appeals' },
      { path: 'banding/:id', module: 'case-detail', component: 'AppealDetail' },
    ],
    tables: ['appeals'],
  },
  outbox: onePage(ADMIN, 'kotak-keluar', 'outbox', 'online', MailCheck),
  // Everyone opens /admin/users for their own profile (the account menu's Profil); only admins
  // see staff management there, and only admins see its sidebar item (docs/decisions/007).
  users: onePage(
    ALL,
    'users',
    'users',
    'administration',
    Users,
    ['app_users', 'notification_settings'],
    { navScreen: 'manageUsers' },
  ),
  manageUsers: { roles: ADMIN },
  settings: onePage(ADMIN, 'settings', 'settings', 'administration', Settings, ['site_settings'], {
    editBy: 'screen',
  }),
  holidays: onePage(ADMIN, 'hari-libur', 'holidays', 'administration', CalendarOff, ['holidays']),
  auditLog: onePage(ADMIN, 'audit-log', 'audit-log', 'administration', History),
} as const satisfies Record<string, AdminScreenEntry>

export type AdminScreen = keyof typeof ADMIN_SCREENS

/**
 * Addresses a screen had before: they redirect (query and hash kept) to today's. The spec's own
 * addresses (news, users, settings, audit-log …) are kept as it names them; every address added
 * beyond them is Indonesian (docs/product.md#admin-routes).
 */
export const FORMER_ADMIN_PATHS: Readonly<Record<string, string>> = {
  outbox: 'kotak-keluar',
  'sertifikat/import': 'sertifikat/impor',
}

/** The routes of a screen: its pages, or its one page at its address. */
export const pagesOf = (entry: AdminScreenEntry): readonly AdminPage[] =>
  entry.pages ?? (entry.path ? [{ path: entry.path, module: entry.module ?? entry.path }] : [])

/** The screens in registry (sidebar) order with their keys. */
export const adminScreenList = (): [AdminScreen, AdminScreenEntry][] =>
  Object.entries(ADMIN_SCREENS) as [AdminScreen, AdminScreenEntry][]

/** Tables staff edit through a screen, in sidebar order (the audit log's table filter). */
export const AUDITED_TABLES: readonly string[] = adminScreenList().flatMap(
  ([, entry]) => entry.tables ?? [],
)

/** The screen that edits `table`, if any. */
export const screenOfTable = (table: string): AdminScreen | undefined =>
  adminScreenList().find(([, entry]) => entry.tables?.includes(table))?.[0]

/**
 * The editorial collections: content tables registered with `editorial => true`
 * (`private.content_tables.editorial`), which get review, trash, autosave and presence,
 * translation status, redirects and content checks. `tests/api/content-registry.test.ts` checks
 * that this list and the database agree.
 */
export const EDITORIAL_TABLES: readonly string[] = [
  'cms_pages',
  'articles',
  'faqs',
  'legal_products',
  'clients',
  'rl_categories',
  'rl_subclass',
  'alur_sertifikasi',
  'struktur_organisasi',
  'legalitas',
  'hero_slides',
  'testimonials',
]
