/**
 * Attachments on complaints: a visitor attaches a PDF to a complaint with and without
 * JavaScript; the editor opens each case and downloads the file under its original name. The
 * form with chosen files passes axe; with SCREENSHOTS=1, screenshots of the form and the case view
 * (test-results/screens/case-attachments/).
 */
import type { Browser } from '@playwright/test'

import { emulateScheme, expect, expectNoA11yViolations, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { uniqueEmail } from './support/api'
import { loginAs } from './support/users'

test.describe.configure({ mode: 'serial', timeout: 180_000 })

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)])
const SHOTS = Boolean(process.env.SCREENSHOTS)
/** Review screenshots: test-results/screens/case-attachments/. */
const shot = (name: string) => `test-results/screens/case-attachments/${name}.png`

async function visitorPage(browser: Browser, baseURL: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    javaScriptEnabled,
  })
  const page = await context.newPage()
  if (javaScriptEnabled) await skipPromo(page)
  return page
}

async function fillComplaint(page: Page, email: string, subject: string) {
  await page.getByLabel('Nama lengkap').fill('Dewi Lestari')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Nomor telepon').fill('0813-2222-3333')
  await page.getByLabel('Perihal').fill(subject)
  await page
    .getByLabel('Uraian keluhan')
    .fill('Bukti pembayaran terlampir; sertifikat belum terbit setelah dua minggu.')
}

async function downloadsInCase(page: Page, reference: string, fileName: string, bytes: Buffer) {
  await page.goto('/admin/keluhan')
  await page.getByRole('link', { name: reference }).click()
  const button = page.getByRole('button', { name: `Unduh ${fileName}` })
  await expect(button).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toBe(fileName)
  const path = await download.path()
  const { readFileSync } = await import('node:fs')
  expect(readFileSync(path).equals(bytes)).toBe(true)
}

test('a complaint with a PDF, with JavaScript: the editor downloads it from the case', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await visitorPage(browser, baseURL!)
  await visitor.goto('/keluhan')
  await fillComplaint(visitor, uniqueEmail('lampiran-js'), 'Bukti bayar terlampir')
  const input = visitor.getByLabel(/^Lampiran/)
  await input.setInputFiles([
    { name: 'Bukti bayar.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
  ])
  const chosen = visitor.getByRole('list', { name: 'Berkas yang dipilih' })
  await expect(chosen.getByRole('listitem')).toHaveCount(2)
  await visitor.getByRole('button', { name: 'Hapus foto.png' }).click()
  await expect(chosen.getByRole('listitem')).toHaveCount(1)
  await expectNoA11yViolations(visitor)
  if (SHOTS) {
    for (const width of [1366, 390]) {
      await visitor.setViewportSize({ width, height: 900 })
      for (const scheme of ['light', 'dark'] as const) {
        await emulateScheme(visitor, scheme)
        await input.scrollIntoViewIfNeeded()
        await visitor.screenshot({ path: shot(`form-${width}-${scheme}`) })
      }
    }
    await emulateScheme(visitor, 'light')
  }
  await visitor.getByRole('button', { name: 'Kirim keluhan' }).click()
  const reference = (await visitor.getByTestId('submission-reference').textContent())!.trim()
  expect(reference).toMatch(/^KEL-\d{4}-\d{5}$/)

  await loginAs(page, 'editor')
  await downloadsInCase(page, reference, 'Bukti bayar.pdf', PDF)
  await expectNoA11yViolations(page)
  if (SHOTS) {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 })
      for (const scheme of ['light', 'dark'] as const) {
        await emulateScheme(page, scheme)
        await page.getByRole('button', { name: 'Unduh Bukti bayar.pdf' }).scrollIntoViewIfNeeded()
        await page.screenshot({ path: shot(`case-${width}-${scheme}`) })
      }
    }
  }
})

test('a complaint with a PDF, without JavaScript: the editor downloads it from the case', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await visitorPage(browser, baseURL!, false)
  await visitor.mainFrame().goto('/keluhan')
  await fillComplaint(visitor, uniqueEmail('lampiran-tanpa-js'), 'Bukti tanpa skrip')
  await visitor
    .getByLabel(/^Lampiran/)
    .setInputFiles({ name: 'surat.pdf', mimeType: 'application/pdf', buffer: PDF })
  await visitor.getByRole('button', { name: 'Kirim keluhan' }).click()
  const success = visitor.getByRole('region', { name: 'Keluhan Anda telah diterima' })
  await expect(success).toBeVisible()
  const reference = (await success.getByTestId('submission-reference').textContent())!.trim()
  expect(reference).toMatch(/^KEL-\d{4}-\d{5}$/)

  await loginAs(page, 'editor')
  await downloadsInCase(page, reference, 'surat.pdf', PDF)
})
