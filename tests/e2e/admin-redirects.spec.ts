/**
 * Redirects, the 404 log, content checks and the link check in the staff app (docs/decisions/
 * 033): an image without alt text cannot be published (the content checks' panel stops the
 * save); a published article's slug change keeps its old link working (301) and shows on the
 * Redirects screen; a 404 becomes a redirect from the 404 log; the three screens are axe-clean
 * in both themes at 1366 and 390 px.
 */
import type { Page } from '@playwright/test'

import { expect, expectNoA11yViolations, reviewShot, setTheme, test } from './fixtures'
import { saveAndExpect } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 240_000 })

const SHOTS = 'test-results/screens/admin-redirects'
const stamp = () => Date.now().toString(36)

/** The status and Location of a path, not followed. */
async function answer(page: Page, path: string) {
  const res = await page.request.get(path, { maxRedirects: 0 })
  return { status: res.status(), location: res.headers()['location'] ?? null }
}

test('an image without alt text cannot be published; a slug change keeps the old link working (301)', async ({
  page,
}) => {
  const id = stamp()
  const title = `Berita Pindah ${id}`
  const oldSlug = `berita-pindah-${id}`
  const newSlug = `berita-baru-${id}`
  await loginAs(page, 'editor', { to: '/admin/news/new' })
  const panel = page.getByRole('region', { name: 'Pemeriksaan konten' })
  /** Types a published article whose text has an image without alt text, and saves. */
  const blockedSave = async () => {
    await page.getByLabel('Judul (Indonesia)').fill(title)
    await page.getByLabel('Slug').fill(oldSlug)
    await page.getByLabel('Isi (Indonesia)').fill('Denah kantor: ![](/media/denah.png)')
    await page.getByRole('switch', { name: 'Tampilkan di situs publik' }).click()
    await page.getByRole('button', { name: 'Simpan', exact: true }).click()
    await expect(panel.getByRole('alert')).toContainText('Belum disimpan')
    await expect(panel).toContainText('Gambar tanpa teks alternatif')
    await expect(panel).toBeFocused()
  }
  if (process.env.SCREENSHOTS)
    for (const width of [1366, 390])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
        await setTheme(page, theme)
        await blockedSave()
        await expectNoA11yViolations(page)
        await reviewShot(page, { path: `${SHOTS}/checks-${width}-${theme}.png` })
      }
  await page.setViewportSize({ width: 1366, height: 900 })
  await setTheme(page, 'light')
  await blockedSave()
  await expectNoA11yViolations(page)
  // Nothing was stored; what was typed stays.
  expect((await answer(page, `/informasi/news/${oldSlug}`)).status).toBe(404)
  await page
    .getByLabel('Isi (Indonesia)')
    .fill('Denah kantor: ![Denah lantai satu](/media/denah.png)')
  await saveAndExpect(page, 'Artikel berhasil dibuat')
  await expect(page).toHaveURL(/\/admin\/news\/edit\//)
  expect((await answer(page, `/informasi/news/${oldSlug}`)).status).toBe(200)

  await page.getByLabel('Slug').fill(newSlug)
  await saveAndExpect(page, 'Artikel berhasil disimpan')
  await expect
    .poll(() => answer(page, `/informasi/news/${oldSlug}`))
    .toEqual({ status: 301, location: `/informasi/news/${newSlug}` })
  await page.goto(`/informasi/news/${oldSlug}`)
  await expect(page).toHaveURL(new RegExp(`/informasi/news/${newSlug}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  await page.goto('/admin/pengalihan')
  const row = page.getByRole('row', { name: new RegExp(oldSlug) })
  await expect(row).toContainText(`/informasi/news/${newSlug}`)
  await expect(row).toContainText('Perubahan slug')
})

test('a 404 from the log becomes a redirect; the three screens pass axe in both themes', async ({
  page,
}) => {
  const missing = `/halaman-lama-${stamp()}`
  expect((await answer(page, missing)).status).toBe(404)
  await loginAs(page, 'admin', { to: '/admin/log-404' })
  await page.getByLabel('Cari', { exact: true }).fill(missing)
  await page.getByLabel('Cari', { exact: true }).press('Enter')
  const row = page.getByRole('row', { name: new RegExp(missing) })
  await expect(row).toBeVisible({ timeout: 15_000 })
  await row.getByRole('button', { name: `Buat pengalihan dari ${missing}` }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah Pengalihan' })
  await expect(sheet.getByLabel('Alamat lama')).toHaveValue(missing)
  await sheet.getByLabel('Alamat baru').fill('/layanan/biaya')
  await saveAndExpect(page, 'Pengalihan berhasil dibuat')
  await expect
    .poll(() => answer(page, missing))
    .toEqual({ status: 301, location: '/layanan/biaya' })

  for (const [path, name] of [
    ['/admin/pengalihan', 'redirects'],
    ['/admin/log-404', 'not-found-log'],
    ['/admin/cek-tautan', 'link-check'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('table')).toBeVisible()
    for (const width of [1366, 390])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
        await setTheme(page, theme)
        await expectNoA11yViolations(page)
        if (process.env.SCREENSHOTS)
          await reviewShot(page, { path: `${SHOTS}/${name}-${width}-${theme}.png` })
      }
    await page.setViewportSize({ width: 1366, height: 900 })
    await setTheme(page, 'light')
  }
  // The keyboard reaches the external-checks switch and the Add button.
  await page.goto('/admin/cek-tautan')
  const external = page.getByRole('switch', { name: 'Periksa tautan ke situs lain' })
  // The switch stays disabled until the setting it shows has loaded.
  await expect(external).toBeEnabled()
  await external.focus()
  await expect(external).toBeFocused()
})
