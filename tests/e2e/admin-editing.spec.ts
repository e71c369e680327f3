/**
 * Team editing on the kit's forms (docs/decisions/032-drafts-presence-translations.md): two
 * browsers on the same FAQ see each other, the second takes over and the first becomes
 * read-only keeping its text; typing is autosaved and a reload offers the draft back; an item
 * without English shows its badge in the list and the English FAQ page says it falls back.
 */
import { type Browser, type Page } from '@playwright/test'

import { expect, expectNoA11yViolations, reviewShot, setTheme, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { deleteAsAdmin, insertAsAdmin } from './support/api'
import { row, search } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 180_000 })

const SHOTS = 'test-results/editing'

async function newFaq(baseURL: string, question: { id: string; en?: string }) {
  const [faq] = await insertAsAdmin<{ id: string }>(baseURL, 'faqs', [
    {
      question,
      answer: { id: 'Jawaban uji penyuntingan.', ...(question.en ? { en: 'Test answer.' } : {}) },
      category: 'umum',
      is_published: true,
    },
  ])
  return faq!.id
}

async function openFaq(page: Page, question: string) {
  await search(page, question)
  await page.getByRole('button', { name: `Ubah ${question}`, exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Ubah FAQ' })
  await expect(sheet.getByLabel('Pertanyaan (Indonesia)')).toHaveValue(question)
  return sheet
}

async function staffPage(browser: Browser, role: 'admin' | 'editor', to: string) {
  const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
  const page = await context.newPage()
  await loginAs(page, role, { to })
  return { page, close: () => context.close() }
}

test('two browsers on one item see each other; the second takes over, the first keeps its text read-only', async ({
  page,
  browser,
  baseURL,
}) => {
  const question = `Tanya bersama ${Date.now().toString(36)}?`
  const id = await newFaq(baseURL!, { id: question, en: 'Asked together?' })
  try {
    await loginAs(page, 'editor', { to: '/admin/faq' })
    const mine = await openFaq(page, question)
    const field = mine.getByLabel('Pertanyaan (Indonesia)')
    await field.fill(`${question} diketik editor`)

    const admin = await staffPage(browser, 'admin', '/admin/faq')
    await search(admin.page, question)
    // The list shows who edits the row (polled every few seconds).
    await expect(row(admin.page, question).getByText('Sedang diedit oleh Editor E2E')).toBeVisible({
      timeout: 20_000,
    })
    await expectNoA11yViolations(admin.page)
    const theirs = await openFaq(admin.page, question)
    await expect(theirs.getByText('Sedang diedit oleh Editor E2E')).toBeVisible()
    await expect(theirs.getByLabel('Pertanyaan (Indonesia)')).toBeDisabled()
    await expect(theirs.getByRole('button', { name: 'Simpan', exact: true })).toBeDisabled()
    await expectNoA11yViolations(admin.page)
    await reviewShot(admin.page, { path: `${SHOTS}/read-only-1366-light.png` })

    // The editor sees the admin reading.
    await expect(mine.getByText(/Juga dibuka oleh Admin Utama/)).toBeVisible({ timeout: 20_000 })

    await theirs.getByRole('button', { name: 'Ambil alih' }).click()
    await expect(theirs.getByLabel('Pertanyaan (Indonesia)')).toBeEnabled()

    // The editor learns it at the next heartbeat: read-only, the typed text still there.
    await expect(mine.getByText(/Admin Utama mengambil alih pengeditan/)).toBeVisible({
      timeout: 20_000,
    })
    await expect(field).toBeDisabled()
    await expect(field).toHaveValue(`${question} diketik editor`)
    await expectNoA11yViolations(page)
    await reviewShot(page, { path: `${SHOTS}/taken-over-1366-light.png` })
    if (process.env.SCREENSHOTS) {
      // The theme switch reloads: the editor opens the item again, read-only while the admin edits.
      await page.setViewportSize({ width: 390, height: 900 })
      await setTheme(page, 'dark')
      const again = await openFaq(page, question)
      await expect(again.getByText('Sedang diedit oleh Admin Utama')).toBeVisible()
      await expectNoA11yViolations(page)
      await reviewShot(page, { path: `${SHOTS}/read-only-390-dark.png` })
      await setTheme(page, 'light')
      await page.setViewportSize({ width: 1366, height: 900 })
    }
    await admin.close()
  } finally {
    await deleteAsAdmin(baseURL!, 'faqs', `id=eq.${id}`)
  }
})

test('typing is autosaved; after a reload the form offers the draft back; cancel discards it', async ({
  page,
  baseURL,
}) => {
  const question = `Tanya draf ${Date.now().toString(36)}?`
  const id = await newFaq(baseURL!, { id: question, en: 'Draft question?' })
  try {
    await loginAs(page, 'editor', { to: '/admin/faq' })
    let sheet = await openFaq(page, question)
    await sheet.getByLabel('Pertanyaan (Indonesia)').fill(`${question} belum disimpan`)
    await expect(sheet.getByText(/^Tersimpan otomatis \d\d:\d\d$/)).toBeVisible({ timeout: 15_000 })

    // The tab "crashes": the draft is on the server.
    await page.reload()
    sheet = await openFaq(page, question)
    const offer = sheet.getByText(/Ada draf tersimpan otomatis dari \d\d:\d\d/)
    await expect(offer).toBeVisible()
    await expectNoA11yViolations(page)
    await reviewShot(page, { path: `${SHOTS}/restore-1366-light.png` })
    if (process.env.SCREENSHOTS) {
      // The theme switch reloads: the draft is offered again.
      await page.setViewportSize({ width: 390, height: 900 })
      await setTheme(page, 'dark')
      sheet = await openFaq(page, question)
      await expect(offer).toBeVisible()
      await expectNoA11yViolations(page)
      await reviewShot(page, { path: `${SHOTS}/restore-390-dark.png` })
      await setTheme(page, 'light')
      await page.setViewportSize({ width: 1366, height: 900 })
      sheet = await openFaq(page, question)
      await expect(offer).toBeVisible()
    }
    await sheet.getByRole('button', { name: 'Pulihkan draf' }).click()
    await expect(sheet.getByLabel('Pertanyaan (Indonesia)')).toHaveValue(
      `${question} belum disimpan`,
    )
    await expect(offer).toBeHidden()

    // Cancel (confirming the discard) deletes the draft: no offer next time.
    await sheet.getByRole('button', { name: 'Batal' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Buang perubahan' }).click()
    await expect(sheet).toBeHidden()
    await page.reload()
    // The form asks for its draft as it opens: once the answer is in, no offer is shown.
    const draftRead = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        response.url().includes('/rest/v1/editing_drafts?'),
    )
    sheet = await openFaq(page, question)
    await draftRead
    // Two frames: the answer has been rendered (the offer would be on screen by now).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await expect(sheet.getByText(/Ada draf tersimpan otomatis/)).toBeHidden()
  } finally {
    await deleteAsAdmin(baseURL!, 'faqs', `id=eq.${id}`)
  }
})

test('English missing: a badge and a filter in the list, a note on the English page; outdated until marked up to date', async ({
  page,
  baseURL,
}) => {
  const question = `Tanya tanpa Inggris ${Date.now().toString(36)}?`
  const id = await newFaq(baseURL!, { id: question })
  try {
    await loginAs(page, 'editor', { to: '/admin/faq?english=missing' })
    await search(page, question)
    await expect(row(page, question).getByText('EN belum ada')).toBeVisible()
    await expectNoA11yViolations(page)
    await reviewShot(page, { path: `${SHOTS}/list-1366-light.png` })

    // The English FAQ page shows the Indonesian text and says so.
    await skipPromo(page)
    await page.goto('/informasi/faq?lng=en')
    const item = page.locator('details', { has: page.locator(`#faq-${id}`) })
    await expect(item.locator('summary')).toContainText(question)
    await item.locator('summary').click()
    await expect(item.getByText('Not yet available in English')).toBeVisible()
    await expectNoA11yViolations(page)
    await reviewShot(page, { path: `${SHOTS}/public-fallback-1366-light.png` })
    await page.goto('/informasi/faq?lng=id')
    await expect(page.getByText('Not yet available in English')).toHaveCount(0)

    // Translated, then the Indonesian changes: outdated, until marked up to date.
    await page.goto('/admin/faq')
    let sheet = await openFaq(page, question)
    await sheet
      .getByRole('group', { name: 'Pertanyaan' })
      .getByRole('tab', { name: /English/ })
      .click()
    await sheet.getByLabel('Pertanyaan (English)').fill('Asked without English?')
    await sheet
      .getByRole('group', { name: 'Jawaban' })
      .getByRole('tab', { name: /English/ })
      .click()
    await sheet.getByLabel('Jawaban (English)').fill('Test answer.')
    await sheet.getByRole('button', { name: 'Simpan', exact: true }).click()
    await expect(page.getByText('FAQ berhasil disimpan').first()).toBeVisible()

    const changed = `${question} diubah`
    sheet = await openFaq(page, question)
    await sheet.getByLabel('Pertanyaan (Indonesia)').fill(changed)
    await sheet.getByRole('button', { name: 'Simpan', exact: true }).click()
    await expect(page.getByText('FAQ berhasil disimpan').first()).toBeVisible()
    await search(page, changed)
    await expect(row(page, changed).getByText('EN usang')).toBeVisible()
    sheet = await openFaq(page, changed)
    const status = sheet.getByRole('region', { name: 'Terjemahan bahasa Inggris' })
    await expect(status).toContainText('usang')
    await expectNoA11yViolations(page)
    await reviewShot(page, { path: `${SHOTS}/outdated-1366-light.png` })
    await status.getByRole('button', { name: 'Tandai bahasa Inggris mutakhir' }).click()
    await expect(page.getByText('Bahasa Inggris ditandai mutakhir.').first()).toBeVisible()
    await expect(status).toBeHidden()
  } finally {
    await deleteAsAdmin(baseURL!, 'faqs', `id=eq.${id}`)
  }
})
