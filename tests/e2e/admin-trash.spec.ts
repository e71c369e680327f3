/**
 * The trash (docs/decisions/031-trash.md) in the browser: an editor deletes a FAQ, it is gone
 * from the public page, they restore it from the list's Sampah tab and it is back; a CMS page
 * whose slug another page took meanwhile is restored from the Sampah screen under a new slug.
 * Axe on both trash views.
 */
import type { Page } from '@playwright/test'

import { expect, expectNoA11yViolations, reviewShot, setTheme, test } from './fixtures'
import { REVIEW_DEFAULT, setReviewRequired } from './support/api'
import { deleteRow, rest, row, search, tokenFor } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 180_000 })

// Editors publish CMS pages here; review before publishing has its own spec (admin-review.spec.ts).
test.beforeAll(({ baseURL }) => setReviewRequired(baseURL!, []))
test.afterAll(({ baseURL }) => setReviewRequired(baseURL!, REVIEW_DEFAULT))

const SHOTS = 'test-results/trash'

/** The trash screen's collection filter (the kit's DataTable select). */
async function chooseCollection(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Koleksi' }).click()
  await page.getByRole('option', { name, exact: true }).click()
  await expect(page).toHaveURL(/[?&]collection=/)
}
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

test('Trash: a deleted FAQ leaves the site, is restored from the Sampah tab and is back', async ({
  page,
}) => {
  const id = stamp()
  const question = `Apakah sampah ${id} bisa dipulihkan?`
  const token = await tokenFor(page.request, 'editor')
  const created = await rest(page.request, token, 'faqs', {
    method: 'POST',
    data: { question: { id: question }, answer: { id: 'Ya, selama 30 hari.' }, is_published: true },
  })
  expect(created.status).toBe(201)

  await page.goto('/informasi/faq')
  await expect(page.getByText(question)).toBeVisible()

  await loginAs(page, 'editor', { to: '/admin/faq' })
  await expect(page.getByRole('tab', { name: 'Aktif' })).toHaveAttribute('aria-selected', 'true')
  await search(page, id)
  await deleteRow(page, question)
  await expect(page.getByText('FAQ berhasil dihapus').first()).toBeVisible()
  await expect(row(page, question)).toHaveCount(0)

  await page.goto('/informasi/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(question)).toHaveCount(0)

  await page.goto('/admin/faq')
  await page.getByRole('tab', { name: 'Sampah' }).click()
  await expect(page).toHaveURL(/[?&]view=trash/)
  const trashed = row(page, question)
  await expect(trashed).toBeVisible()
  await expect(page.getByText(/dihapus permanen 30 hari setelah dihapus/)).toBeVisible()
  // Editors restore; deleting for good is for admins.
  await expect(trashed.getByRole('button', { name: /Hapus permanen/ })).toHaveCount(0)
  await expectNoA11yViolations(page)
  if (process.env.SCREENSHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await setTheme(page, theme)
        await expect(row(page, question)).toBeVisible()
        await reviewShot(page, { path: `${SHOTS}/faq-tab-${width}-${theme}.png` })
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    await setTheme(page, 'light')
  }
  await trashed.getByRole('button', { name: `Pulihkan ${question}` }).click()
  await expect(page.getByText(`${question} dipulihkan.`).first()).toBeVisible()
  await expect(row(page, question)).toHaveCount(0)

  await page.getByRole('tab', { name: 'Aktif' }).click()
  await search(page, id)
  await expect(row(page, question)).toBeVisible()

  await page.goto('/informasi/faq')
  await expect(page.getByText(question)).toBeVisible()
})

test('Trash: the Sampah screen restores a page whose slug was taken under a new slug; admins empty it', async ({
  page,
}) => {
  const slug = `sampah-${stamp()}`
  const token = await tokenFor(page.request, 'editor')
  const page1 = await rest(page.request, token, 'cms_pages', {
    method: 'POST',
    data: { slug, title: { id: `Halaman Sampah ${slug}` }, is_published: true },
  })
  expect(page1.status).toBe(201)
  const first = (page1.body as { id: string }[])[0]!.id
  await rest(page.request, token, `cms_pages?id=eq.${first}`, { method: 'DELETE' })
  const page2 = await rest(page.request, token, 'cms_pages', {
    method: 'POST',
    data: { slug, title: { id: `Halaman Pengganti ${slug}` }, is_published: true },
  })
  expect(page2.status).toBe(201)

  await loginAs(page, 'admin', { to: '/admin/sampah' })
  await expect(page.getByRole('heading', { level: 1, name: 'Sampah' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sampah', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await chooseCollection(page, 'Halaman CMS')
  const trashed = row(page, `Halaman Sampah ${slug}`)
  await expect(trashed).toBeVisible()
  await expectNoA11yViolations(page)

  if (process.env.SCREENSHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await setTheme(page, theme)
        await expect(row(page, `Halaman Sampah ${slug}`)).toBeVisible()
        await reviewShot(page, { path: `${SHOTS}/sampah-${width}-${theme}.png` })
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    await setTheme(page, 'light')
  }

  await trashed.getByRole('button', { name: `Pulihkan Halaman Sampah ${slug}` }).click()
  const ask = page.getByRole('dialog', { name: 'Slug sudah dipakai' })
  await expect(ask).toBeVisible()
  await expect(ask).toContainText(slug)
  await expectNoA11yViolations(page)
  if (process.env.SCREENSHOTS) await reviewShot(page, { path: `${SHOTS}/slug-taken.png` })
  // The same slug again: refused in the dialog, what was typed stays.
  await ask.getByLabel('Slug baru').fill(slug)
  await ask.getByRole('button', { name: 'Pulihkan dengan slug ini' }).click()
  await expect(ask.getByRole('alert')).toContainText('sudah dipakai')
  await expect(ask.getByLabel('Slug baru')).toHaveValue(slug)
  await ask.getByLabel('Slug baru').fill(`${slug}-lama`)
  await ask.getByRole('button', { name: 'Pulihkan dengan slug ini' }).click()
  await expect(ask).toBeHidden()
  await expect(page.getByText(`Halaman Sampah ${slug} dipulihkan.`).first()).toBeVisible()
  await expect(row(page, `Halaman Sampah ${slug}`)).toHaveCount(0)

  const listed = await rest(page.request, token, `cms_pages?slug=eq.${slug}-lama&select=slug`)
  expect(listed.body).toEqual([{ slug: `${slug}-lama` }])

  // Empty the collection's trash (admins): delete the replacement, then empty.
  await rest(page.request, token, `cms_pages?slug=eq.${slug}`, { method: 'DELETE' })
  await page.reload()
  await chooseCollection(page, 'Halaman CMS')
  await expect(row(page, `Halaman Pengganti ${slug}`)).toBeVisible()
  await page.getByRole('button', { name: 'Kosongkan sampah' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Kosongkan sampah?' })
  await confirm.getByRole('button', { name: 'Kosongkan sampah' }).click()
  await expect(page.getByText(/item dihapus permanen/).first()).toBeVisible()
  await expect(row(page, `Halaman Pengganti ${slug}`)).toHaveCount(0)

  // How long the trash keeps items is a site setting (30 days by default).
  await page.goto('/admin/settings')
  const days = page.getByLabel('Hapus permanen isi sampah setelah (hari)')
  await expect(days).toHaveValue('30')
  if (process.env.SCREENSHOTS) {
    await days.scrollIntoViewIfNeeded()
    await reviewShot(page, { path: `${SHOTS}/settings-retention.png` })
  }
})
