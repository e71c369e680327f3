/** The id of a FAQ question's element on the FAQ page: `faq-<id of the faqs row>`. */
export const faqAnchor = (id: string) => `faq-${id}`

/**
 * Route paths of the public site, the login screen and the admin area
 * (docs/product.md#public-routes, #routes).
 */
export const publicRoutes = {
  home: '/',
  about: '/profil/tentang',
  visionMission: '/profil/visi-misi',
  organization: '/profil/struktur-organisasi',
  organizationShort: '/profil/struktur',
  legality: '/profil/legalitas',
  contact: '/profil/kontak',
  scope: '/layanan/ruang-lingkup',
  flow: '/layanan/alur',
  status: '/layanan/status',
  certificateCheck: '/layanan/cek-sbu',
  /** Up to 200 numbers or NIBs at once (a form posted to the page; the CSV download). */
  bulkCheck: '/layanan/cek-sbu/massal',
  /** The register API v1 for people (the JSON API is at /api/register/v1). */
  registerApi: '/layanan/cek-sbu/api',
  directory: '/layanan/direktori',
  verify: (number: string) => `/verifikasi/${encodeURIComponent(number)}`,
  complaint: '/keluhan',
  appeal: '/banding',
  legalProducts: '/informasi/produk-hukum',
  clients: '/informasi/klien',
  news: '/informasi/news',
  newsDetail: (slug: string) => `/informasi/news/${encodeURIComponent(slug)}`,
  faq: '/informasi/faq',
  /** One question on the FAQ page: the page opens it and scrolls to it. */
  faqQuestion: (id: string) => `/informasi/faq#${faqAnchor(id)}`,
  rightsDuties: '/informasi/hak-kewajiban',
  privacy: '/informasi/kebijakan-privasi',
  search: '/cari',
  /** A draft or unsaved edit as visitors would see it, for 48 hours. */
  preview: (token: string) => `/pratinjau/${encodeURIComponent(token)}`,
  fees: '/layanan/biaya',
  requirements: '/layanan/persyaratan',
  impartiality: '/profil/kebijakan-ketidakberpihakan',
} as const

/**
 * The site's own pages (routes, not CMS pages) a menu item can link to, in the order the
 * navigation editor offers them; their titles are the admin strings `navigation.builtIn.<key>`.
 */
export const BUILT_IN_LINK_TARGETS = [
  'home',
  'organization',
  'legality',
  'contact',
  'scope',
  'flow',
  'certificateCheck',
  'directory',
  'status',
  'complaint',
  'appeal',
  'news',
  'legalProducts',
  'faq',
  'clients',
  'search',
] as const satisfies readonly (keyof typeof publicRoutes)[]

/**
 * Where the promotion popup never opens: the forms, the tracking and lookup pages and their
 * "received" results (same address, a query added), and previews. A visitor there is typing or
 * reading an answer; an offer over it would take the keystrokes. Each entry covers the paths
 * below it too.
 */
export const PROMO_FREE_ROUTES: readonly string[] = [
  publicRoutes.complaint,
  publicRoutes.appeal,
  publicRoutes.contact,
  publicRoutes.status,
  publicRoutes.certificateCheck,
  publicRoutes.directory,
  publicRoutes.search,
  '/verifikasi',
  '/pratinjau',
]

/** Whether `pathname` is one of PROMO_FREE_ROUTES or below one (a trailing slash ignored). */
export function isPromoFreePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PROMO_FREE_ROUTES.some((route) => path === route || path.startsWith(`${route}/`))
}

/**
 * The core CMS pages (by slug): shown at these addresses by the site's own routes, linked from
 * its footer and pages, so the database refuses to delete them or change their slug
 * (`public.is_core_page`, docs/decisions/022). Search results and the sitemap link to these.
 */
export const cmsPagePaths: Record<string, string> = {
  tentang: publicRoutes.about,
  'visi-misi': publicRoutes.visionMission,
  'hak-kewajiban': publicRoutes.rightsDuties,
  'kebijakan-privasi': publicRoutes.privacy,
  biaya: publicRoutes.fees,
  persyaratan: publicRoutes.requirements,
  'kebijakan-ketidakberpihakan': publicRoutes.impartiality,
}

/** Places in the site's own code that link to a core page (besides what staff edit). */
export type CorePageLinkSource = 'footer' | 'footerBottom' | 'flowPage' | 'aboutPage' | 'forms'

/** Where the site's code links to each core page: the "hide this page?" warning lists them. */
export const corePageLinks: Record<string, CorePageLinkSource[]> = {
  tentang: ['footer'],
  'visi-misi': ['footer'],
  'hak-kewajiban': ['footerBottom'],
  'kebijakan-privasi': ['footerBottom', 'forms'],
  biaya: ['flowPage'],
  persyaratan: ['flowPage'],
  'kebijakan-ketidakberpihakan': ['aboutPage'],
}

export const isCorePage = (slug: string): boolean => Object.hasOwn(cmsPagePaths, slug)

/** The public address of a CMS page: a core page's route, else `/<slug>` (the catch-all). */
export const cmsPagePath = (slug: string): string =>
  cmsPagePaths[slug] ?? `/${encodeURIComponent(slug)}`

/**
 * First path segments no CMS page may take as its slug (its address would be `/<slug>`): the
 * public routes', the staff app's, the API's and the server's, static folders, and language
 * codes. The database has the same list (`public.is_reserved_page_slug`); a test compares both
 * with the route table.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'profil',
  'layanan',
  'informasi',
  'keluhan',
  'banding',
  'cari',
  'verifikasi',
  'pratinjau',
  'admin',
  'auth',
  'rest',
  'storage',
  'functions',
  'realtime',
  'graphql',
  'healthz',
  'readyz',
  'metrics',
  'assets',
  'images',
  'id',
  'en',
]

export const authRoutes = {
  login: '/auth/login',
  /** "Forgot password" on the login screen. */
  forgotPassword: '/auth/login?forgot=1',
  /** An emailed link (recovery, invitation) lands here to set a password. */
  setPassword: '/auth/set-password',
} as const

/** The staff area's home (the dashboard); its screens' addresses are in `admin-routes.ts`. */
export const ADMIN_HOME = '/admin'

/** LPJK's official national SBU check: every result links to it. */
export const LPJK_CHECK_URL = 'https://lpjk.pu.go.id/'
