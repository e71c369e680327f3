/**
 * Every public page is complete in the server's HTML: a reader whose JavaScript is off (or
 * failed to load), a crawler or a link-preview bot sees the page's content, not a loading
 * skeleton. Chromium with JavaScript disabled, every public route.
 */
import { expect, expectNoA11yViolations, test } from './fixtures'
import { skipPromo } from './public-helpers'

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
    // A question (each opens with HTML alone: see below).
    content: 'Apa itu Sertifikat Badan Usaha (SBU)?',
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
    // The footer links every service page too.
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
    await expect(page.locator('article strong', { hasText: 'nomor referensi' })).toBeVisible()

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

/**
 * Nothing in the header is inert without JavaScript (docs/decisions/035-no-js-header.md): the
 * menus open with HTML alone, the language switches by links, and what needs a script (the
 * theme menu, the slider's controls, the FAQ search) is not shown.
 */
test.describe('the header and the FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('desktop: a menu group opens and its link leads on; language links; no inert controls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.mainFrame().goto('/')
    const header = page.getByRole('banner')
    const nav = header.getByRole('navigation', { name: 'Navigasi utama' })
    // No control that needs a script: theme menu, language menu, the slider's buttons.
    await expect(header.getByRole('button', { name: 'Ganti tema' })).toHaveCount(0)
    await expect(header.getByRole('button', { name: 'Ganti bahasa' })).toHaveCount(0)
    await expect(header.getByRole('button')).toHaveCount(0)
    const slider = page.getByRole('region', { name: 'Sorotan' })
    await expect(slider.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(slider.getByRole('button')).toHaveCount(0)

    const profil = nav.locator('summary', { hasText: /^Profil$/ })
    const layanan = nav.locator('summary', { hasText: /^Layanan$/ })
    const about = nav.getByRole('link', { name: 'Tentang Kami' })
    await expect(about).toBeHidden()
    await profil.click()
    await expect(about).toBeVisible()
    // Opening another group closes the first (one name for the groups).
    await layanan.click()
    await expect(about).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Ruang Lingkup' })).toBeVisible()
    // The keyboard: Enter on a focused group opens it, Tab reaches its links.
    await layanan.click()
    await profil.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(about).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/profil\/tentang$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tentang Kami')

    // Language: a link to this page in the other language, kept for the next pages.
    await header.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/profil\/tentang\?lng=en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    await header.getByRole('link', { name: /^Home$/ }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Certification for Construction Service Companies',
    )
    await header.getByRole('link', { name: 'Bahasa Indonesia' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sertifikasi Badan Usaha Jasa Konstruksi',
    )
    await page.mainFrame().goto('/profil/tentang')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tentang Kami')
  })

  test('phone: the menu button opens the panel, its groups open and a link leads on', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.mainFrame().goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden()
    const open = header.getByRole('button', { name: 'Buka menu' })
    await expect(open).toHaveCount(1)
    await open.click()
    const panel = page.locator('#site-menu')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Menu navigasi' })).toBeVisible()
    const nav = panel.getByRole('navigation', { name: 'Navigasi utama' })
    const faq = nav.getByRole('link', { name: 'FAQ' })
    await expect(faq).toBeHidden()
    await nav.locator('summary', { hasText: /^Informasi$/ }).click()
    await expect(faq).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible()
    // The close button and Escape close it.
    await panel.getByRole('button', { name: 'Tutup menu' }).click()
    await expect(panel).toBeHidden()
    await open.click()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await open.click()
    await faq.click()
    await expect(page).toHaveURL(/\/informasi\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pertanyaan Umum (FAQ)')
    await expect(page.locator('#site-menu')).toBeHidden()
    // Language on a phone: the link is in the header too.
    await expect(header.getByRole('link', { name: 'English' })).toBeVisible()
  })

  test('FAQ: a question opens with HTML alone; the search, which needs a script, is not shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.mainFrame().goto('/informasi/faq')
    const main = page.getByRole('main')
    await expect(main.getByRole('searchbox')).toHaveCount(0)
    const answer = main.getByText(/proses umumnya selesai dalam 7–10 hari kerja/)
    await expect(answer).toBeHidden()
    await main.locator('summary', { hasText: 'Berapa lama proses sertifikasi?' }).click()
    await expect(answer).toBeVisible()
  })
})

/**
 * axe needs a script in the page, so it scans the same markup as a browser without JavaScript
 * shows it: the page loaded with scripts, the pre-paint mark `<html data-js>` taken away (the
 * `no-js:` styles apply, the `js:` ones not) before anything is touched.
 */
test.describe('the no-JavaScript header and FAQ, scanned', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: open menus and an open question, ${scheme}`, async ({ page }) => {
      test.setTimeout(90_000) // two pages, three scans
      await skipPromo(page)
      await page.emulateMedia({ colorScheme: scheme })
      const withoutScripts = async (path: string) => {
        await page.goto(path)
        await page.evaluate(() => document.documentElement.removeAttribute('data-js'))
        // The header's code runs as the pointer comes; let it have rendered before the menus
        // are opened (a render over an open <details> that it does not control closes it).
        await page.getByRole('banner').hover()
        await expect(page.locator('lsbu-island[data-island="site-header"]')).toHaveAttribute(
          'data-live',
        )
      }
      await page.setViewportSize({ width: 1366, height: 900 })
      await withoutScripts('/')
      const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
      await nav.locator('summary', { hasText: /^Layanan$/ }).click()
      await expect(nav.getByRole('link', { name: 'Ruang Lingkup' })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeVisible()
      await expectNoA11yViolations(page)

      await page.setViewportSize({ width: 390, height: 844 })
      await withoutScripts('/informasi/faq')
      await page.locator('summary', { hasText: 'Berapa lama proses sertifikasi?' }).click()
      await expectNoA11yViolations(page)
      await page.getByRole('banner').getByRole('button', { name: 'Buka menu' }).click()
      const panel = page.locator('#site-menu')
      // The current page's group starts open; another opens beside it.
      await expect(panel.getByRole('link', { name: 'FAQ' })).toBeVisible()
      await panel.locator('summary', { hasText: /^Profil$/ }).click()
      await expect(panel.getByRole('link', { name: 'Tentang Kami' })).toBeVisible()
      await expectNoA11yViolations(page)
    })
  }
})
