/**
 * The media library as one source: the alt text typed in a form is the library's,
 * the library shows it with where the image is used, and the public page renders it, also after
 * an edit in the library; a save that fails after an upload, then a retry, leaves one file; an
 * upload in a form that is cancelled leaves none. The seeded images are in the library.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, reviewShot, setTheme, test } from './fixtures'
import { rest, saveAndExpect, tokenFor } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 240_000 })

const SHOTS = 'test-results/screens/admin-media-alt'
const stamp = () => Date.now().toString(36)
const svg = (name: string) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">' +
      '<rect width="320" height="180" fill="#dbeafe"/><rect x="110" y="40" width="100" height="120" fill="#1e3a8a"/></svg>',
  ),
})

async function filesNamed(request: APIRequestContext, name: string) {
  const token = await tokenFor(request, 'editor')
  const res = await rest(
    request,
    token,
    `media_files?select=object_name,alt&name=eq.${encodeURIComponent(name)}`,
  )
  return res.body as { object_name: string; alt: { id: string; en: string } }[]
}

/** The library's card of a file (its name is the card's heading), found by the screen's search. */
async function libraryCard(page: Page, name: string) {
  await page.goto('/admin/media')
  await page.getByLabel('Cari', { exact: true }).fill(name)
  await page.getByLabel('Cari', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/[?&]q=/)
  const card = page.getByRole('article', { name })
  await expect(card).toHaveCount(1, { timeout: 15_000 })
  return card
}

test('alt text typed in a form is the library’s, which the public page renders; a failed save then a retry leaves one file', async ({
  page,
}) => {
  const id = stamp()
  const file = `sampul-${id}.svg`
  const title = `Berita Alt ${id}`
  const slug = `berita-alt-${id}`
  await loginAs(page, 'editor', { to: '/admin/news/new' })
  await page.getByLabel('Judul (Indonesia)').fill(title)
  await page.getByLabel('Isi (Indonesia)').fill('Isi berita uji alt.')
  await page.getByLabel('Gambar sampul', { exact: true }).setInputFiles(svg(file))
  await expect(page.getByRole('button', { name: /^Ganti berkas ?: Gambar sampul$/ })).toBeVisible({
    timeout: 20_000,
  })
  await page
    .getByLabel('Teks alternatif gambar sampul (Indonesia)')
    .fill('Gedung biru di langit cerah')
  await page
    .getByRole('group', { name: 'Teks alternatif gambar sampul' })
    .getByRole('tab', { name: /English/ })
    .click()
  await page.getByLabel('Teks alternatif gambar sampul (English)').fill('Blue building, clear sky')
  await page.getByRole('switch', { name: 'Tampilkan di situs publik' }).click()

  // The save fails (a slug already taken) after the upload: the input, the file with it, stays.
  await page.getByLabel('Slug').fill('lsbu-kmn-raih-perpanjangan-lisensi-lpjk')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(file).first()).toBeVisible()
  // The retry saves the same object: one file.
  await page.getByLabel('Slug').fill(slug)
  await saveAndExpect(page, 'Artikel berhasil dibuat')
  const files = await filesNamed(page.request, file)
  expect(files).toHaveLength(1)
  expect(files[0]!.alt).toEqual({
    id: 'Gedung biru di langit cerah',
    en: 'Blue building, clear sky',
  })

  // The library shows the text and where the image is used.
  const card = await libraryCard(page, file)
  await expect(card).toContainText('Gedung biru di langit cerah')
  await expect(card.getByRole('link', { name: new RegExp(title) })).toBeVisible()

  // The public page renders it.
  await page.goto(`/informasi/news/${slug}`)
  await expect(page.locator(`img[src*="${files[0]!.object_name}"]`).first()).toHaveAttribute(
    'alt',
    'Gedung biru di langit cerah',
  )

  // Edited in the library, the public page follows.
  const again = await libraryCard(page, file)
  await again.getByRole('button', { name: /^Ubah teks alt/ }).click()
  const sheet = page.getByRole('dialog', { name: 'Teks alt berkas' })
  await expect(sheet.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  if (process.env.SCREENSHOTS) {
    for (const width of [1366, 390])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
        await setTheme(page, theme)
        await page
          .getByRole('button', { name: /^Ubah teks alt/ })
          .first()
          .click()
        await expect(sheet).toBeVisible()
        await reviewShot(page, { path: `${SHOTS}/alt-sheet-${width}-${theme}.png` })
      }
    await page.setViewportSize({ width: 1366, height: 900 })
    await setTheme(page, 'light')
    await page
      .getByRole('button', { name: /^Ubah teks alt/ })
      .first()
      .click()
  }
  await sheet.getByLabel('Teks alt (Indonesia)').fill('Gedung biru tampak depan')
  await saveAndExpect(page, 'Berkas berhasil disimpan')
  await page.goto(`/informasi/news/${slug}`)
  await expect(page.locator(`img[src*="${files[0]!.object_name}"]`).first()).toHaveAttribute(
    'alt',
    'Gedung biru tampak depan',
    { timeout: 15_000 },
  )
})

test('an upload in a form that is cancelled leaves no file', async ({ page }) => {
  const file = `batal-${stamp()}.svg`
  await loginAs(page, 'editor', { to: '/admin/hero-slider' })
  await page.getByRole('button', { name: 'Tambah Slide', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Tambah slide' })
  await form.getByLabel('Gambar', { exact: true }).setInputFiles(svg(file))
  await expect(form.getByRole('button', { name: /^Ganti berkas ?: Gambar$/ })).toBeVisible({
    timeout: 20_000,
  })
  expect(await filesNamed(page.request, file)).toHaveLength(1)
  await form.getByRole('button', { name: 'Batal' }).click()
  const discard = page.getByRole('alertdialog')
  if (await discard.isVisible().catch(() => false))
    await discard.getByRole('button', { name: 'Buang perubahan' }).click()
  await expect(form).toBeHidden()
  await expect.poll(async () => (await filesNamed(page.request, file)).length).toBe(0)
})

test('the seeded images are in the library with their alt text and uses', async ({ page }) => {
  await loginAs(page, 'editor', { to: '/admin/media' })
  const card = await libraryCard(page, 'slide-1.svg')
  await expect(card).toContainText('tower crane')
  await expect(card.getByRole('link').first()).toBeVisible()
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/hero-slider/)
})
