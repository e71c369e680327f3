/**
 * Looked at: every display-management screen (and its form) at desktop and phone
 * width, light and dark, with an axe scan each time. Screenshots go to
 * test-results/screens/admin-display/ for a person to review.
 */
import { expect, expectNoA11yViolations, setTheme, test } from './fixtures'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 240_000 })

const SHOTS = 'test-results/screens/admin-display'

const screens = [
  {
    path: '/admin/navigation',
    role: 'admin',
    heading: 'Navigasi',
    form: 'Tambah Menu',
    ready: 'Tentang Kami',
    edit: 'Ubah Beranda',
  },
  {
    path: '/admin/hero-slider',
    role: 'editor',
    heading: 'Slider Beranda',
    form: 'Tambah Slide',
    ready: 'Asesor Profesional',
    edit: 'Ubah Sertifikasi Badan Usaha Jasa Konstruksi',
  },
  {
    path: '/admin/struktur-organisasi',
    role: 'editor',
    heading: 'Struktur Organisasi',
    form: 'Tambah Anggota',
    ready: 'Agus Santoso, S.T.',
    edit: 'Ubah Agus Santoso, S.T.',
  },
  {
    path: '/admin/alur-sertifikasi',
    role: 'editor',
    heading: 'Alur Sertifikasi',
    form: 'Tambah Langkah',
    ready: 'Kaji Ulang Permohonan',
    edit: 'Ubah Permohonan',
  },
  {
    path: '/admin/legalitas',
    role: 'editor',
    heading: 'Legalitas',
    form: 'Tambah Dokumen',
    ready: 'Akta Pendirian',
    edit: 'Ubah Akta Pendirian Perkumpulan',
  },
] as const

for (const screen of screens) {
  test(`${screen.heading}: desktop and phone, light and dark, axe clean (page and form)`, async ({
    page,
  }) => {
    const name = screen.path.split('/').pop()
    await page.setViewportSize({ width: 1440, height: 900 })
    await loginAs(page, screen.role, { to: screen.path })
    for (const theme of ['light', 'dark'] as const) {
      for (const [device, size] of [
        ['desktop', { width: 1440, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        await setTheme(page, theme)
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
        await expect(page.getByText(screen.ready).first()).toBeVisible({ timeout: 20_000 })
        await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 })
        await page.screenshot({ path: `${SHOTS}/${name}-${device}-${theme}.png`, fullPage: true })
        await expectNoA11yViolations(page)
        if (device === 'desktop') {
          await page.getByRole('button', { name: screen.form, exact: true }).click()
          const sheet = page.getByRole('dialog')
          await expect(sheet).toBeVisible()
          await page.screenshot({ path: `${SHOTS}/${name}-form-${device}-${theme}.png` })
          await expectNoA11yViolations(page)
          await sheet.getByRole('button', { name: 'Batal' }).click()
          await expect(sheet).toBeHidden()
          if (theme === 'light') {
            await page.getByRole('button', { name: screen.edit, exact: true }).click()
            await expect(sheet).toBeVisible()
            await page.screenshot({ path: `${SHOTS}/${name}-edit-${device}-${theme}.png` })
            await expectNoA11yViolations(page)
            await sheet.getByRole('button', { name: 'Batal' }).click()
            await expect(sheet).toBeHidden()
          }
        }
      }
    }
  })
}
