/**
 * The public forms before and without the page's script (ADR 023): the browser posts the form
 * to its page and the server answers — the errors with everything typed kept, then the
 * reference number after a redirect; the status lookup likewise. And a visitor quicker than the
 * island (its script held back): the server's answer, which the island keeps when it arrives.
 * The server's side in detail: tests/api/server-form-posts.test.ts.
 */
import { expect, type Page, test } from './fixtures'
import { uniqueEmail } from './support/api'

const COMPLAINT = {
  company: 'CV Tanpa Skrip Konstruksi',
  phone: '0812-3456-7890',
  subject: 'Formulir dikirim tanpa JavaScript',
  description: 'Kami mengirim keluhan ini dari peramban dengan JavaScript dimatikan.',
}

/** Everything but the name (required): the server must send the form back. */
async function fillAllButName(page: Page, email: string) {
  await page.getByLabel('Nama badan usaha').fill(COMPLAINT.company)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Nomor telepon').fill(COMPLAINT.phone)
  await page.getByLabel('Perihal').fill(COMPLAINT.subject)
  await page.getByLabel('Uraian keluhan').fill(COMPLAINT.description)
}

async function expectKeptWithNameError(page: Page, email: string) {
  const summary = page.getByTestId('error-summary')
  await expect(summary).toContainText('Formulir belum terkirim')
  await expect(summary.getByRole('link', { name: /Nama lengkap: Wajib diisi/ })).toBeVisible()
  await expect(page.getByLabel('Nama lengkap')).toHaveAccessibleDescription('Wajib diisi.')
  await expect(page.getByLabel('Nama badan usaha')).toHaveValue(COMPLAINT.company)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Nomor telepon')).toHaveValue(COMPLAINT.phone)
  await expect(page.getByLabel('Perihal')).toHaveValue(COMPLAINT.subject)
  await expect(page.getByLabel('Uraian keluhan')).toHaveValue(COMPLAINT.description)
}

test.describe('public forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.describe.configure({ timeout: 60_000 })

  test('a complaint: errors with what was typed kept, then the reference; its status', async ({
    page,
  }) => {
    const email = uniqueEmail('tanpa-js')
    // The frame's goto: the fixture's page.goto waits for the scripts, which never run here.
    await page.mainFrame().goto('/keluhan')
    await fillAllButName(page, email)
    await page.getByRole('button', { name: 'Kirim keluhan' }).click()

    await expect(page).toHaveURL(/\/keluhan$/)
    await expectKeptWithNameError(page, email)
    // The summary has the focus: keyboard and screen-reader users start from it.
    await expect(page.getByTestId('error-summary')).toBeFocused()

    await page.getByLabel('Nama lengkap').fill('Rina Tanpa Skrip')
    await page.getByRole('button', { name: 'Kirim keluhan' }).click()
    const success = page.getByRole('region', { name: 'Keluhan Anda telah diterima' })
    await expect(success).toBeVisible()
    const reference = (await success.getByTestId('submission-reference').textContent()) ?? ''
    expect(reference).toMatch(/^KEL-\d{4}-\d{5}$/)
    await expect(page).toHaveURL(new RegExp(`/keluhan\\?terkirim=${reference}$`))
    expect(page.url()).not.toContain(encodeURIComponent(email))
    await expect(success.getByRole('heading', { name: 'Apa selanjutnya' })).toBeVisible()

    // The status page, by its link (the reference comes along; the email is typed again).
    await success.getByRole('link', { name: 'Lacak status' }).click()
    await expect(page.getByLabel('Nomor referensi')).toHaveValue(reference)
    await page.getByLabel('Email').fill('bukan-email')
    await page.getByRole('button', { name: 'Cek status' }).click()
    await expect(page.getByTestId('error-summary')).toContainText('Email: Format email tidak valid')
    await expect(page.getByLabel('Nomor referensi')).toHaveValue(reference)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Cek status' }).click()
    const result = page.getByRole('region', { name: `Pengajuan ${reference}` })
    await expect(result).toBeVisible()
    await expect(result).toContainText('Baru')
    expect(page.url()).not.toContain('@')

    // A success address this browser did not earn (a link someone made up) shows the form.
    await page.mainFrame().goto(`/keluhan?terkirim=${reference.replace(/\d{5}$/, '99999')}`)
    await expect(page.getByRole('button', { name: 'Kirim keluhan' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Keluhan Anda telah diterima' })).toHaveCount(0)
  })
})

test('a complaint sent before the island runs: the server answers, the island keeps it', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.addInitScript(() => sessionStorage.setItem('lsbu-promo-shown', '1'))
  // The page's script is held back, as on a slow connection, until `release`.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released
    await route.continue().catch(() => {})
  })
  const email = uniqueEmail('sebelum-skrip')
  await page.mainFrame().goto('/keluhan')
  await fillAllButName(page, email)
  await page.getByRole('button', { name: 'Kirim keluhan' }).click()
  // The server's answer, not a 405: the form and the messages, everything typed kept.
  await expectKeptWithNameError(page, email)
  expect(await page.locator('html[data-ready]').count()).toBe(0)

  // The visitor starts correcting; then the island arrives over the server's state and keeps
  // it, and what was typed meanwhile.
  await page.getByLabel('Nama lengkap').fill('Rina Sebelum Skrip')
  release()
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 })
  await expectKeptWithNameError(page, email)
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Rina Sebelum Skrip')
  // From here on the island sends, without loading a page.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  await page.getByRole('button', { name: 'Kirim keluhan' }).click()
  const success = page.getByRole('region', { name: 'Keluhan Anda telah diterima' })
  await expect(success.getByTestId('submission-reference')).toHaveText(/^KEL-\d{4}-\d{5}$/)
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
})
