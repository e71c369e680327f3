/**
 * The editorial workflow as staff and a reviewer would use it: the version history of a news
 * article (a diff per field, a restore that becomes a new version, linked from the audit log),
 * scheduling a hero slide (Terjadwal with its WIB time, then on and off the home page), and a
 * preview link of an unsaved edit opened without an account. Boundaries to the millisecond and
 * link expiry are tested against the database (tests/api/db-scheduling.test.ts,
 * server-editorial.test.ts).
 */
import type { Browser, Page } from '@playwright/test'

import { expect, expectNoA11yViolations, test } from './fixtures'
import { deleteAsAdmin, insertAsAdmin } from './support/api'
import { row, saveAndExpect } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 150_000 })

/** A `datetime-local` value for `ms` from now in the site's time zone (WIB, UTC+7). */
const wib = (ms: number) => new Date(Date.now() + ms + 7 * 3_600_000).toISOString().slice(0, 16)

/** A fresh browser without a session: a reviewer or a visitor. */
async function visitor(browser: Browser, options: { colorScheme?: 'dark' | 'light' } = {}) {
  const context = await browser.newContext({ locale: 'id-ID', ...options })
  const page = await context.newPage()
  return { page, close: () => context.close() }
}

async function ready(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 })
  return response
}

test('news history: each save is a version, a diff per field, restore as a new version the audit log links to', async ({
  page,
  baseURL,
  browser,
}) => {
  const id = Date.now().toString(36)
  const title = `Riwayat Uji ${id}`
  const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
    {
      slug: `riwayat-uji-${id}`,
      title: { id: title, en: `History Test ${id}` },
      content: { id: 'Paragraf pertama.\n\nParagraf kedua tentang biaya lama.' },
      status: 'draft',
    },
  ])
  await loginAs(page, 'editor', { to: `/admin/news/edit/${article!.id}` })
  await page.getByLabel('Judul (Indonesia)').fill(`Riwayat Diubah ${id}`)
  await page
    .getByLabel('Isi (Indonesia)')
    .fill('Paragraf pertama.\n\nParagraf kedua tentang tarif baru.')
  await saveAndExpect(page, 'Artikel berhasil disimpan')

  await page.getByRole('button', { name: 'Tampilkan riwayat' }).click()
  const versions = page.getByRole('list', { name: 'Riwayat versi' })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first()).toContainText('Yang berubah: Judul, Isi')

  await page.getByRole('button', { name: 'Lihat perubahan versi 2' }).click()
  const diff = page.getByRole('dialog', { name: /Versi 2/ })
  await expect(diff.getByRole('heading', { name: 'Isi' })).toBeVisible()
  // Word by word: "biaya lama" became "tarif baru".
  await expect(diff.locator('del')).toContainText(['biaya', 'lama'])
  await expect(diff.locator('ins')).toContainText(['tarif', 'baru'])
  await expect(diff.getByText(title, { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)
  await diff.getByRole('button', { name: 'Tutup' }).first().click()

  await page.getByRole('button', { name: 'Pulihkan versi 1' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Pulihkan versi 1?' })
  await confirm.getByRole('button', { name: 'Pulihkan' }).click()
  await expect(page.getByText('Versi 1 dipulihkan').first()).toBeVisible()
  await expect(page.getByLabel('Judul (Indonesia)')).toHaveValue(title)
  await expect(versions.getByRole('listitem')).toHaveCount(3)
  await expect(versions.getByRole('listitem').first()).toContainText('Dipulihkan dari versi 1')

  // The audit log's entry of the restore points at version 3.
  const admin = await browser.newContext({ locale: 'id-ID' })
  const adminPage = await admin.newPage()
  await loginAs(adminPage, 'admin', { to: '/admin/audit-log' })
  await adminPage.getByLabel('Cari', { exact: true }).fill(title)
  await adminPage.getByLabel('Cari', { exact: true }).press('Enter')
  // Newest first: the restore (the edit before it carried the other title).
  await adminPage.getByRole('button', { name: `Lihat detail Ubah Artikel ${title}` }).click()
  await adminPage.getByRole('button', { name: 'Lihat versi 3' }).click()
  const linked = adminPage.getByRole('dialog', { name: /Versi 3/ })
  await expect(linked).toContainText('Dipulihkan dari versi 1')
  await expect(linked.getByRole('heading', { name: 'Judul' })).toBeVisible()
  await admin.close()
  await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
})

test('a scheduled hero slide: Terjadwal with its WIB time, then on the home page, then ended', async ({
  page,
  baseURL,
  browser,
}) => {
  const id = Date.now().toString(36)
  const title = `Slide Jadwal ${id}`
  const [slide] = await insertAsAdmin<{ id: string }>(baseURL!, 'hero_slides', [
    { title: { id: title }, is_published: true, sort_order: 1 },
  ])
  const onHome = async () => {
    const guest = await visitor(browser)
    await ready(guest.page, '/')
    const html = await guest.page.content()
    await guest.close()
    return html.includes(title)
  }
  await loginAs(page, 'editor', { to: '/admin/hero-slider' })
  const edit = async (fields: Record<string, string>) => {
    await page.getByRole('button', { name: `Ubah ${title}`, exact: true }).click()
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value)
    await saveAndExpect(page, 'Slide berhasil disimpan')
  }

  const tomorrow = wib(86_400_000)
  await edit({ 'Terbit pada': tomorrow })
  await expect(row(page, title)).toContainText('Terjadwal')
  await expect(row(page, title)).toContainText(
    `${tomorrow.slice(11, 13)}.${tomorrow.slice(14)} WIB`,
  )
  expect(await onHome()).toBe(false)

  await edit({ 'Terbit pada': wib(-3_600_000) })
  await expect(row(page, title)).toContainText('Terbit')
  expect(await onHome()).toBe(true)

  await edit({ 'Berhenti tayang pada': wib(-60_000) })
  await expect(row(page, title)).toContainText('Berakhir')
  expect(await onHome()).toBe(false)

  // An unpublish time before the publish time is refused next to the field.
  await page.getByRole('button', { name: `Ubah ${title}`, exact: true }).click()
  await page.getByLabel('Berhenti tayang pada').fill(wib(-7_200_000))
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  await expect(page.getByLabel('Berhenti tayang pada')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Waktu berhenti tayang harus setelah waktu terbit.')).toBeVisible()
  await deleteAsAdmin(baseURL!, 'hero_slides', `id=eq.${slide!.id}`)
})

test('a preview link shows an unsaved edit to a reviewer without an account, never indexed or stored', async ({
  page,
  baseURL,
  browser,
}) => {
  const id = Date.now().toString(36)
  const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
    {
      slug: `pratinjau-uji-${id}`,
      title: { id: `Draf Pratinjau ${id}`, en: `Preview Draft ${id}` },
      content: { id: 'Isi draf.', en: 'Draft body.' },
      status: 'draft',
    },
  ])
  await loginAs(page, 'editor', { to: `/admin/news/edit/${article!.id}` })
  const unsaved = `Judul Belum Disimpan ${id}`
  await page.getByLabel('Judul (Indonesia)').fill(unsaved)
  await page.getByRole('button', { name: 'Pratinjau & bagikan' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pratinjau siap' })
  const url = await dialog.getByLabel('Tautan untuk peninjau').inputValue()
  expect(url).toMatch(/\/pratinjau\/[0-9a-f]{64}$/)
  await expect(dialog.getByRole('link', { name: 'Buka pratinjau (English)' })).toHaveAttribute(
    'href',
    `${url}?lng=en`,
  )

  for (const colorScheme of ['light', 'dark'] as const) {
    const reviewer = await visitor(browser, { colorScheme })
    const response = await ready(reviewer.page, url)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('no-store')
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    await expect(reviewer.page.getByRole('note', { name: 'Pratinjau' })).toBeVisible()
    await expect(reviewer.page.getByRole('heading', { level: 1 })).toHaveText(unsaved)
    await expect(reviewer.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoA11yViolations(reviewer.page)
    await reviewer.close()
  }
  const english = await visitor(browser)
  await ready(english.page, `${url}?lng=en`)
  await expect(english.page.getByRole('note', { name: 'Preview' })).toBeVisible()
  await expect(english.page.getByRole('heading', { level: 1 })).toHaveText(`Preview Draft ${id}`)
  await english.close()
  // The draft itself is still not public.
  const guest = await visitor(browser)
  expect((await guest.page.goto(`/informasi/news/pratinjau-uji-${id}`))?.status()).toBe(404)
  await guest.close()
  await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
})

test('a preview link is listed under the form with its expiry and can be revoked; then it is not available', async ({
  page,
  baseURL,
  browser,
}) => {
  const id = Date.now().toString(36)
  const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
    {
      slug: `cabut-uji-${id}`,
      title: { id: `Draf Cabut ${id}`, en: `Revoke Draft ${id}` },
      content: { id: 'Isi draf.', en: 'Draft body.' },
      status: 'draft',
    },
  ])
  await loginAs(page, 'editor', { to: `/admin/news/edit/${article!.id}` })
  await page.getByRole('button', { name: 'Pratinjau & bagikan' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pratinjau siap' })
  const url = await dialog.getByLabel('Tautan untuk peninjau').inputValue()
  await dialog.getByRole('button', { name: 'Tutup' }).last().click()

  const active = page.getByRole('region', { name: 'Tautan pratinjau aktif' })
  await expect(active.getByRole('listitem')).toHaveCount(1)
  await expect(active.getByRole('link')).toHaveText(url)
  await expect(active).toContainText(/Berlaku hingga .*WIB/)
  await expectNoA11yViolations(page)

  const reviewer = await visitor(browser)
  expect((await ready(reviewer.page, url))?.status()).toBe(200)

  // Cancel keeps the link; confirming revokes it.
  await active.getByRole('button', { name: /^Cabut tautan/ }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cabut tautan pratinjau?' })
  await confirm.getByRole('button', { name: 'Batal' }).click()
  await expect(active.getByRole('listitem')).toHaveCount(1)
  await active.getByRole('button', { name: /^Cabut tautan/ }).click()
  await confirm.getByRole('button', { name: 'Cabut tautan' }).click()
  await expect(page.getByText('Tautan pratinjau dicabut').first()).toBeVisible()
  await expect(active).toHaveCount(0)

  expect((await ready(reviewer.page, url))?.status()).toBe(404)
  await expect(reviewer.page.getByRole('heading', { level: 1 })).toHaveText(
    'Pratinjau tidak tersedia',
  )
  await reviewer.close()
  await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
})
