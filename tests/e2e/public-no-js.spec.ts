/**
 * Every public page is complete in the server's HTML: a reader whose JavaScript is off (or
 * failed to load), a crawler or a link-preview bot sees the page's content, not a loading
 * skeleton. Chromium with JavaScript disabled, every public route.
 */
import { expect, test } from './fixtures'

const ARTICLE = '/informasi/news/layanan-pelacakan-keluhan-dan-banding'
/** A Cek SBU lookup: a plain GET form, so its results page is an address like any other. */
const CHECK = '/layanan/cek-sbu?q=beton+nusantara'

/**
 * Each public route (src/app/routes/public/routes.tsx; the article and the verify page are
 * reached through their links below): its h1 and a piece of content that only the page's data
 * shows.
 */
const ROUTES: { path: string; h1: string | RegExp; content: string | RegExp; status?: number }[] = [
  { path: '/', h1: 'Sertifikasi Badan Usaha Jasa Konstruksi', content: 'Asesor Profesional' },
  { path: '/profil/tentang', h1: 'Tentang Kami', content: 'LSBU Karya Mandiri Nusantara' },
  { path: '/profil/visi-misi', h1: 'Visi & Misi', content: 'Misi' },
  {
    path: '/profil/struktur-organisasi',
    h1: 'Struktur Organisasi',
    content: 'Ir. Hendra Wiratama, M.T.',
  },
  { path: '/profil/legalitas', h1: 'Legalitas', content: 'Akta Pendirian Perkumpulan' },
  { path: '/profil/kontak', h1: 'Kontak', content: 'Jl. Raya Pasar Minggu No. 17' },
  {
    path: '/profil/kebijakan-ketidakberpihakan',
    h1: 'Kebijakan Ketidakberpihakan',
    content: 'Pernyataan ketidakberpihakan',
  },
  { path: '/layanan/ruang-lingkup', h1: 'Ruang Lingkup', content: 'Konstruksi Gedung Hunian' },
  { path: '/layanan/alur', h1: 'Alur Sertifikasi', content: 'Permohonan' },
  { path: '/layanan/biaya', h1: 'Biaya Sertifikasi', content: 'Biaya sertifikasi badan usaha' },
  { path: '/layanan/persyaratan', h1: 'Persyaratan Sertifikasi', content: 'Persyaratan umum' },
  { path: '/layanan/status', h1: 'Status Pengajuan', content: 'Nomor referensi' },
  { path: '/layanan/cek-sbu', h1: 'Cek SBU', content: 'Register nasional SBU dikelola LPJK' },
  { path: CHECK, h1: 'Cek SBU', content: 'PT Beton Nusantara Jaya' },
  {
    path: '/layanan/direktori',
    h1: 'Direktori BUJK Bersertifikat',
    content: /^\d+ badan usaha$/,
  },
  { path: '/keluhan', h1: 'Keluhan', content: 'Formulir keluhan' },
  { path: '/banding', h1: 'Banding', content: 'Ketentuan banding' },
  {
    path: '/informasi/produk-hukum',
    h1: 'Produk Hukum',
    content: 'Undang-Undang Nomor 2 Tahun 2017 tentang Jasa Konstruksi',
  },
  { path: '/informasi/klien', h1: 'Klien Kami', content: 'PT Bangun Karya Persada' },
  {
    path: '/informasi/news',
    h1: 'Berita',
    content: 'Kini Keluhan dan Banding Dapat Dipantau dengan Nomor Referensi',
  },
  {
    path: ARTICLE,
    h1: 'Kini Keluhan dan Banding Dapat Dipantau dengan Nomor Referensi',
    // The Markdown body, the part that used to arrive in a hidden segment.
    content: 'nomor referensi',
  },
  {
    path: '/informasi/faq',
    h1: 'Pertanyaan Umum (FAQ)',
    // An answer: with JavaScript a closed one is hidden, without it every answer shows.
    content: 'SBU adalah tanda bukti pengakuan',
  },
  {
    path: '/informasi/hak-kewajiban',
    h1: 'Hak dan Kewajiban Pemohon',
    content: 'Hak pemohon dan pemegang sertifikat',
  },
  {
    path: '/informasi/kebijakan-privasi',
    h1: 'Kebijakan Privasi',
    content: 'Undang-Undang Nomor 27 Tahun 2022',
  },
  {
    path: '/cari?q=biaya+sertifikasi',
    h1: 'Hasil pencarian untuk “biaya sertifikasi”',
    content: 'Biaya layanan sertifikasi badan usaha menurut kualifikasi.',
  },
  { path: '/tidak-ada', h1: 'Halaman tidak ditemukan', content: 'Kembali ke Beranda', status: 404 },
]

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every public route shows its full content', async ({ page }) => {
    test.setTimeout(90_000)
    for (const route of ROUTES) {
      // The frame's goto: the fixture's page.goto waits for the scripts, which never run here.
      const response = await page.mainFrame().goto(route.path)
      expect(response?.status(), route.path).toBe(route.status ?? 200)
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.h1)
      const main = page.getByRole('main')
      await expect(main.getByText(route.content).first(), route.path).toBeVisible()
      // Nothing is waiting for a script: no loading skeleton, no hidden streamed segment.
      await expect(main.getByText('Memuat…'), route.path).toHaveCount(0)
      await expect(page.locator('[hidden][id^="S:"], template[id^="B:"]'), route.path).toHaveCount(
        0,
      )
      await expect(page.getByRole('banner').getByRole('link').first(), route.path).toBeVisible()
      await expect(page.getByRole('contentinfo'), route.path).toContainText('Hak & Kewajiban')
    }
    // The header's menus need a script to open: the footer links every service page.
    await page.mainFrame().goto('/')
    for (const path of [
      '/layanan/cek-sbu',
      '/layanan/direktori',
      '/keluhan',
      '/banding',
      '/layanan/status',
      '/profil/kontak',
    ])
      await expect(page.getByRole('contentinfo').locator(`a[href="${path}"]`), path).toHaveCount(1)
    // The article's Markdown is elements, the text of the page itself.
    await page.mainFrame().goto(ARTICLE)
    await expect(page.locator('.prose strong', { hasText: 'nomor referensi' })).toBeVisible()

    // A certificate found by the lookup links to its verify page, complete without scripts too.
    await page.mainFrame().goto(CHECK)
    // (The seed dates the certificate from today: its number's year moves.)
    const link = page.getByRole('main').getByRole('link', { name: /^SBU-KMN-\d{4}-000101$/ })
    const number = (await link.textContent()) ?? ''
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/verifikasi/${number}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
    // (the watch form names the company too: "Semua SBU PT Beton Nusantara Jaya")
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'PT Beton Nusantara Jaya' }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByText(/^Diperiksa pada .* WIB/)).toBeVisible()
  })
})
