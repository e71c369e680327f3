import { emulateScheme, expect, expectNoA11yViolations, type Page, test } from './fixtures'
import { SITE_NAME, skipPromo } from './public-helpers'

interface PageCase {
  path: string
  id: { h1: string; marker: (page: Page) => ReturnType<Page['getByText']> }
  en: { h1: string; marker: (page: Page) => ReturnType<Page['getByText']> }
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true })
const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first()

/** Every public route this part of the site owns, with something only real content shows. */
const PAGES: PageCase[] = [
  {
    path: '/profil/tentang',
    id: { h1: 'Tentang Kami', marker: heading('LSBU Karya Mandiri Nusantara') },
    en: { h1: 'About Us', marker: heading('LSBU Karya Mandiri Nusantara') },
  },
  {
    path: '/profil/visi-misi',
    id: { h1: 'Visi & Misi', marker: heading('Visi') },
    en: { h1: 'Vision & Mission', marker: heading('Vision') },
  },
  {
    path: '/informasi/hak-kewajiban',
    id: { h1: 'Hak dan Kewajiban Pemohon', marker: heading('Hak pemohon dan pemegang sertifikat') },
    en: {
      h1: 'Rights and Duties of Applicants',
      marker: heading('Rights of applicants and certificate holders'),
    },
  },
  {
    path: '/informasi/kebijakan-privasi',
    id: { h1: 'Kebijakan Privasi', marker: heading('Data yang kami kumpulkan') },
    en: { h1: 'Privacy Notice', marker: heading('What we collect') },
  },
  {
    path: '/profil/kebijakan-ketidakberpihakan',
    id: { h1: 'Kebijakan Ketidakberpihakan', marker: heading('Pernyataan ketidakberpihakan') },
    en: { h1: 'Impartiality Policy', marker: heading('Impartiality statement') },
  },
  {
    path: '/layanan/biaya',
    id: { h1: 'Biaya Sertifikasi', marker: heading('Biaya sertifikasi badan usaha') },
    en: { h1: 'Certification Fees', marker: heading('Company certification fees') },
  },
  {
    path: '/layanan/persyaratan',
    id: { h1: 'Persyaratan Sertifikasi', marker: heading('Persyaratan umum') },
    en: { h1: 'Certification Requirements', marker: heading('General requirements') },
  },
  {
    path: '/profil/struktur-organisasi',
    id: { h1: 'Struktur Organisasi', marker: text('Ir. Hendra Wiratama, M.T.') },
    en: { h1: 'Organisation Structure', marker: text('Ir. Hendra Wiratama, M.T.') },
  },
  {
    path: '/profil/legalitas',
    id: { h1: 'Legalitas', marker: heading('Akta Pendirian Perkumpulan') },
    en: { h1: 'Legality', marker: heading('Deed of Establishment') },
  },
  {
    path: '/layanan/ruang-lingkup',
    id: { h1: 'Ruang Lingkup', marker: text('Konstruksi Gedung Hunian') },
    en: { h1: 'Scope', marker: text('Residential Building Construction') },
  },
  {
    path: '/layanan/alur',
    id: { h1: 'Alur Sertifikasi', marker: heading('Permohonan') },
    en: { h1: 'Certification Process', marker: text('Step 1') },
  },
  {
    path: '/informasi/produk-hukum',
    id: {
      h1: 'Produk Hukum',
      marker: heading('Undang-Undang Nomor 2 Tahun 2017 tentang Jasa Konstruksi'),
    },
    en: { h1: 'Legal Products', marker: heading('Law Number 2 of 2017 on Construction Services') },
  },
  {
    path: '/informasi/klien',
    id: { h1: 'Klien Kami', marker: heading('PT Bangun Karya Persada') },
    en: { h1: 'Our Clients', marker: heading('PT Bangun Karya Persada') },
  },
  {
    path: '/informasi/faq',
    id: { h1: 'Pertanyaan Umum (FAQ)', marker: text('Apa itu Sertifikat Badan Usaha (SBU)?') },
    en: {
      h1: 'Frequently Asked Questions',
      marker: text('What is a Business Entity Certificate (SBU)?'),
    },
  },
]

test.describe('public information pages', () => {
  test.beforeEach(async ({ page }) => {
    await skipPromo(page)
  })

  for (const p of PAGES) {
    test(`${p.path} renders its content in Indonesian and English and passes axe in light and dark`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(p.path)
      await expect(page.getByRole('heading', { level: 1, name: p.id.h1 })).toBeVisible()
      await expect(p.id.marker(page)).toBeVisible()
      await expect(page).toHaveTitle(`${p.id.h1} - ${SITE_NAME}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'id')
      await expectNoA11yViolations(page)

      // Waits until the page shows the dark theme: axe a frame earlier measured light text on
      // the dark background (1.05:1) in a fresh-clone run.
      await emulateScheme(page, 'dark')
      await expectNoA11yViolations(page)

      await page.goto(`${p.path}?lng=en`)
      await expect(page.getByRole('heading', { level: 1, name: p.en.h1 })).toBeVisible()
      await expect(p.en.marker(page)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page).toHaveTitle(`${p.en.h1} - ${SITE_NAME}`)
    })
  }

  test('home and 404 pass axe in light and dark, Indonesian and English', async ({ page }) => {
    test.setTimeout(120_000)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const path of ['/', '/?lng=en', '/tidak-ada']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // The home page's scan covers its latest-news section too.
        if (path !== '/tidak-ada') {
          await expect(
            page.getByRole('region', { name: /^(Berita Terbaru|Latest News)$/ }),
          ).toBeVisible()
        }
        await expectNoA11yViolations(page)
      }
    }
  })

  test('scope: search by code, name or KBLI and filter by classification', async ({ page }) => {
    await page.goto('/layanan/ruang-lingkup')
    const search = page.getByLabel('Cari kode, nama atau KBLI')
    await search.fill('BG001')
    await expect(page.getByText('1 subklasifikasi')).toBeVisible()
    await expect(page.getByText('Konstruksi Gedung Hunian', { exact: true })).toBeVisible()
    await search.fill('hunian')
    await expect(page.getByText('Konstruksi Gedung Hunian', { exact: true })).toBeVisible()
    await search.fill('41011')
    await expect(page.getByText('Konstruksi Gedung Hunian', { exact: true })).toBeVisible()
    await search.fill('tidak-ada-yang-cocok')
    await expect(page.getByText('Tidak ada subklasifikasi yang cocok.')).toBeVisible()
    await search.fill('')
    await page.getByLabel('Klasifikasi').selectOption({ index: 2 })
    const sections = page.locator('main section')
    await expect(sections).toHaveCount(1)
    await expect(page).toHaveURL(/klasifikasi=/)
  })

  test('legal products: search, category and year filters', async ({ page }) => {
    await page.goto('/informasi/produk-hukum')
    const items = page.locator('main li h2')
    await expect(items.first()).toBeVisible()
    const all = await items.count()
    expect(all).toBeGreaterThan(3)
    await page.getByLabel('Kategori').selectOption('UU')
    await expect(items).not.toHaveCount(all)
    for (const badge of await page.locator('main li').allTextContents())
      expect(badge).toContain('UU')
    await page.getByLabel('Kategori').selectOption('')
    await page.getByRole('combobox', { name: 'Tahun' }).selectOption('2017')
    await expect(items.first()).toContainText('2017')
    await page.getByRole('combobox', { name: 'Tahun' }).selectOption('')
    await page.getByLabel('Cari produk hukum').fill('Nomor 2 Tahun 2017')
    await expect(
      page.getByRole('heading', {
        name: 'Undang-Undang Nomor 2 Tahun 2017 tentang Jasa Konstruksi',
      }),
    ).toBeVisible()
    expect(await items.count()).toBeLessThan(all)
    await page.getByLabel('Cari produk hukum').fill('zzzz')
    await expect(page.getByText('Tidak ada produk hukum yang cocok.')).toBeVisible()
  })

  test('FAQ: questions that open, and a search that loads on first use', async ({ page }) => {
    await page.goto('/informasi/faq')
    // Each question is a <details>: it opens without the list's code, which waits for the
    // visitor (src/app/islands.ts).
    const list = page.locator('lsbu-island[data-island="faq-list"]')
    await expect(list).not.toHaveAttribute('data-live')
    const q = page.locator('summary', { hasText: 'Apa itu Sertifikat Badan Usaha (SBU)?' })
    const item = page.locator('details', { has: q })
    const answer = page.getByText('SBU adalah tanda bukti pengakuan')
    await expect(item).not.toHaveAttribute('open')
    // Closed answers are in the HTML (for readers without JavaScript) but not shown.
    await expect(answer).toBeHidden()
    await q.click()
    await expect(item).toHaveAttribute('open', '')
    await expect(answer).toBeVisible()
    await page.getByLabel('Cari pertanyaan').fill('biaya')
    await expect(list).toHaveAttribute('data-live')
    await expect(page.locator('summary', { hasText: 'Berapa biaya sertifikasi?' })).toBeVisible()
    await expect(q).toBeHidden()
    await page.getByLabel('Cari pertanyaan').fill('qwertyuiop')
    await expect(page.getByText('Tidak ada pertanyaan yang cocok.')).toBeVisible()
    // Cleared: the question opened before the code came is still open.
    await page.getByLabel('Cari pertanyaan').fill('')
    await expect(item).toHaveAttribute('open', '')
    await expect(answer).toBeVisible()
  })

  test('flow: nine steps with the SLA and a CTA', async ({ page }) => {
    await page.goto('/layanan/alur')
    await expect(page.locator('main ol > li')).toHaveCount(9)
    const sla = page.getByRole('complementary', { name: 'Standar waktu layanan' })
    await expect(sla).toContainText('3 hari kerja untuk perbaikan dokumen')
    await expect(sla).toContainText('kemudian 2 hari kerja untuk pengembalian')
    await expect(
      page.getByRole('region', { name: 'Mulai permohonan sertifikasi' }).getByRole('link'),
    ).toHaveAttribute('href', '/profil/kontak')
  })
})
