/**
 * The bulk check and the register API in Chromium: the bulk check with JavaScript off
 * in Indonesian and English (a plain form posted to the page: the table, not-found rows marked,
 * the field error past 200 keys with the input kept), its CSV download, axe on the bulk and the
 * API's page in both languages; an admin issues an API key on /admin/kunci-api, sees it once,
 * and the key works. Posts from this machine's loopback address are not counted by the register
 * lookup limit (register-verify.spec.ts), so the checks here do not use it up.
 */
import { readFileSync } from 'node:fs'

import { expect as baseExpect, expectNoA11yViolations, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { rest, tokenFor } from './support/crud'
import { loginAs } from './support/users'

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const BULK = '/layanan/cek-sbu/massal'
const UNKNOWN = 'SBU-XXX-1999-000000'

interface Seeded {
  number: string
  nib: string
}

async function seeded(page: Page, name: string): Promise<Seeded> {
  const token = await tokenFor(page.request, 'admin')
  const { body } = await rest(
    page.request,
    token,
    `certificate_register?company_name=eq.${encodeURIComponent(name)}&select=number,nib`,
  )
  return (body as Seeded[])[0]!
}

test.beforeEach(async ({ page }) => skipPromo(page))

for (const [lng, texts] of [
  [
    'id',
    {
      submit: 'Periksa',
      keys: 'Nomor sertifikat, NIB, atau nama perusahaan',
      notFound: 'Tidak ditemukan',
    },
  ],
  [
    'en',
    { submit: 'Check', keys: 'Certificate numbers, NIBs or company names', notFound: 'Not found' },
  ],
] as const) {
  test(`a bulk check without JavaScript (${lng}): the table, not-found rows marked, the error past 200 keys`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const { number, nib } = await seeded(page, 'Beton Nusantara Jaya')
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const noJs = await context.newPage()
    await noJs.goto(`${BULK}?lng=${lng}`)
    await noJs.getByRole('textbox', { name: texts.keys }).fill(`${number}\n${nib}; ${UNKNOWN}`)
    await noJs.getByRole('button', { name: texts.submit, exact: true }).click()
    const table = noJs.getByRole('table')
    await expect(table).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: number }).first()).toBeVisible()
    const missing = table.getByRole('row').filter({ hasText: UNKNOWN })
    await expect(missing).toContainText(texts.notFound)
    // The keys stay in the field for the next check or the download.
    await expect(noJs.getByRole('textbox', { name: texts.keys })).toHaveValue(new RegExp(UNKNOWN))

    const many = Array.from({ length: 201 }, (_, i) => `K-${i}`).join('\n')
    await noJs.getByRole('textbox', { name: texts.keys }).fill(many)
    await noJs.getByRole('button', { name: texts.submit, exact: true }).click()
    const field = noJs.getByRole('textbox', { name: texts.keys })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(noJs.getByRole('alert')).toContainText('200')
    await expect(field).toHaveValue(/K-200/)
    await context.close()
  })
}

test('the bulk check downloads its results as CSV; axe on the bulk and API pages in both languages', async ({
  page,
}) => {
  const { number } = await seeded(page, 'Beton Nusantara Jaya')
  await page.goto(`${BULK}?lng=id`)
  await expectNoA11yViolations(page)
  await page
    .getByRole('textbox', { name: 'Nomor sertifikat, NIB, atau nama perusahaan' })
    .fill(`${number}\n${UNKNOWN}`)
  await page.getByRole('button', { name: 'Periksa', exact: true }).click()
  await expect(page.getByRole('table')).toBeVisible()
  await expectNoA11yViolations(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Unduh CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('cek-sbu-massal.csv')
  const csv = readFileSync((await download.path())!, 'utf8')
  expect(csv).toContain(number)
  expect(csv).toContain(`${UNKNOWN},Tidak ditemukan`)

  // On a phone, a table of keys none of which was found (no link in it) still scrolls by keyboard.
  await page.setViewportSize({ width: 390, height: 844 })
  await page
    .getByRole('textbox', { name: 'Nomor sertifikat, NIB, atau nama perusahaan' })
    .fill(UNKNOWN)
  await page.getByRole('button', { name: 'Periksa', exact: true }).click()
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
  await expectNoA11yViolations(page)
  await page.setViewportSize({ width: 1280, height: 720 })

  await page.goto(`${BULK}?lng=en`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk SBU check')
  await expectNoA11yViolations(page)
  for (const [lng, title] of [
    ['id', 'API Register SBU'],
    ['en', 'SBU register API'],
  ] as const) {
    await page.goto(`/layanan/cek-sbu/api?lng=${lng}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText('/api/register/v1/certificates/SBU-KMN-2026-000101')).toBeVisible()
    await expectNoA11yViolations(page)
  }
  // Cek SBU links to both.
  await page.goto('/layanan/cek-sbu?lng=id')
  await expect(page.getByRole('link', { name: 'Cek banyak sekaligus (sampai 200)' })).toBeVisible()
})

test('an admin issues an API key, sees it once, and it works', async ({ page }) => {
  const { number } = await seeded(page, 'Beton Nusantara Jaya')
  await loginAs(page, 'admin', { to: '/admin/kunci-api' })
  await expect(page.getByRole('heading', { level: 1, name: 'Kunci API Register' })).toBeVisible()
  await page.getByRole('button', { name: 'Buat kunci API' }).click()
  const dialog = page.getByRole('dialog')
  const name = `Sistem Pengadaan E2E ${Date.now()}`
  await dialog.getByRole('textbox', { name: 'Nama' }).fill(name)
  await dialog.getByRole('spinbutton', { name: 'Kuota per jam' }).fill('50')
  await dialog.getByRole('button', { name: 'Buat kunci' }).click()
  await expect(dialog).toContainText('kunci tidak akan ditampilkan lagi')
  const key = await dialog.getByTestId('api-key-created').inputValue()
  expect(key).toMatch(/^lsbu_[0-9a-f]{64}$/)
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Selesai' }).click()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toBeVisible()
  await expect(row).toContainText(key.slice(0, 12))
  // Shown once: nowhere on the screen any more, also after a reload.
  await expect(page.locator('body')).not.toContainText(key)
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(key)

  const res = await page.request.get(`/api/register/v1/certificates/${number}`, {
    headers: { 'x-api-key': key },
  })
  expect(res.status()).toBe(200)
  expect(res.headers()['ratelimit-limit']).toBe('50')
  expect(((await res.json()) as { number: string }).number).toBe(number)
})
