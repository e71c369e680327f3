/** Route paths of the public site, the login screen and the admin area (SPEC §2, DECISIONS 17). */
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
  directory: '/layanan/direktori',
  verify: (number: string) => `/verifikasi/${encodeURIComponent(number)}`,
  complaint: '/keluhan',
  appeal: '/banding',
  legalProducts: '/informasi/produk-hukum',
  clients: '/informasi/klien',
  news: '/informasi/news',
  newsDetail: (slug: string) => `/informasi/news/${encodeURIComponent(slug)}`,
  faq: '/informasi/faq',
  rightsDuties: '/informasi/hak-kewajiban',
  privacy: '/informasi/kebijakan-privasi',
  search: '/cari',
  fees: '/layanan/biaya',
  requirements: '/layanan/persyaratan',
  impartiality: '/profil/kebijakan-ketidakberpihakan',
} as const

/** Where each CMS page (by slug) is shown: search results and the sitemap link to these. */
export const cmsPagePaths: Record<string, string> = {
  tentang: publicRoutes.about,
  'visi-misi': publicRoutes.visionMission,
  'hak-kewajiban': publicRoutes.rightsDuties,
  'kebijakan-privasi': publicRoutes.privacy,
  biaya: publicRoutes.fees,
  persyaratan: publicRoutes.requirements,
  'kebijakan-ketidakberpihakan': publicRoutes.impartiality,
}

export const authRoutes = {
  login: '/auth/login',
} as const

export const adminRoutes = {
  dashboard: '/admin',
  cms: '/admin/cms',
  cmsEdit: (slug: string) => `/admin/cms/edit/${encodeURIComponent(slug)}`,
  navigation: '/admin/navigation',
  heroSlider: '/admin/hero-slider',
  organization: '/admin/struktur-organisasi',
  flow: '/admin/alur-sertifikasi',
  legality: '/admin/legalitas',
  faq: '/admin/faq',
  news: '/admin/news',
  newsNew: '/admin/news/new',
  newsEdit: (id: string) => `/admin/news/edit/${encodeURIComponent(id)}`,
  scope: '/admin/ruang-lingkup',
  media: '/admin/media',
  complaints: '/admin/keluhan',
  appeals: '/admin/banding',
  legalProducts: '/admin/produk-hukum',
  clients: '/admin/klien',
  users: '/admin/users',
  messages: '/admin/messages',
  settings: '/admin/settings',
  auditLog: '/admin/audit-log',
  outbox: '/admin/outbox',
  holidays: '/admin/hari-libur',
  certificates: '/admin/sertifikat',
  certificateNew: '/admin/sertifikat/new',
  certificateEdit: (id: string) => `/admin/sertifikat/edit/${encodeURIComponent(id)}`,
  certificateImport: '/admin/sertifikat/import',
} as const

/** LPJK's official national SBU check (issue 16: every result links to it). */
export const LPJK_CHECK_URL = 'https://lpjk.pu.go.id/'
