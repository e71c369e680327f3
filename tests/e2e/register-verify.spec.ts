/**
 * The verify page in Chromium: its QR code, the certificate's story (history, LPJK note, badge), the
 * tender-fit check and the signed proof of a check, in both languages; axe on each. Apart from
 * register.spec.ts, on the other e2e server: each page here is a register lookup, and one address
 * may make 60 in ten minutes.
 */
import { readFileSync } from 'node:fs'

import jsQR from 'jsqr'
import { PNG } from 'pngjs'

import { expect, expectNoA11yViolations, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { rest, tokenFor } from './support/crud'

test.describe.configure({ timeout: 120_000 })

interface Seeded {
  number: string
  nib: string
  company_name: string
}

async function seeded(page: Page, name: string): Promise<Seeded> {
  const token = await tokenFor(page.request, 'admin')
  const { body } = await rest(
    page.request,
    token,
    `certificate_register?company_name=eq.${encodeURIComponent(name)}&select=number,nib,company_name`,
  )
  return (body as Seeded[])[0]!
}

test.beforeEach(async ({ page }) => skipPromo(page))

test('the QR code on a verify page decodes to its address; an unknown number is a 404 page', async ({
  page,
}) => {
  const { number } = await seeded(page, 'Beton Nusantara Jaya')
  const response = await page.goto(`/verifikasi/${number}?lng=id`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
  await expect(page.getByTestId('checked-at')).toContainText(/Diperiksa pada .* WIB/)
  const qr = page.getByRole('img', { name: 'Kode QR halaman verifikasi ini' })
  const png = PNG.sync.read(await qr.screenshot())
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  expect(decoded?.data).toBe(new URL(`/verifikasi/${number}`, page.url()).href)
  await expectNoA11yViolations(page)

  const missing = await page.goto('/verifikasi/SBU-KMN-1999-999999')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sertifikat tidak ditemukan')
  await expect(page.getByText('tidak ditemukan dalam register kami')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/layanan/direktori?provinsi=DKI+Jakarta')
  await expect(page.locator('#dir-results')).toContainText(/\d+ badan usaha/)
  await expect(page.getByText('PT Beton Nusantara Jaya')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the verify page tells the story: status history, LPJK note and the badge to embed, in Indonesian and English', async ({
  page,
  context,
}) => {
  // Frozen, and not yet recorded at LPJK in the seed.
  const { number } = await seeded(page, 'Sinar Konstruksi Abadi')
  const response = await page.goto(`/verifikasi/${number}?lng=id`)
  expect(response?.status()).toBe(200)
  const history = page.getByRole('table')
  await expect(page.getByRole('heading', { level: 2, name: 'Riwayat status' })).toBeVisible()
  await expect(history.getByRole('columnheader')).toHaveText(['Tanggal', 'Peristiwa'])
  await expect(history.getByRole('row').nth(1)).toContainText('Dibekukan')
  await expect(history.getByRole('row').nth(1)).toContainText('kantor tidak dapat dihubungi')
  await expect(history.getByRole('row').last()).toContainText('Terbit')
  await expect(page.getByText('Terbit, menunggu pencatatan LPJK', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /portal resmi LPJK/ })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Lencana untuk situs web Anda' }),
  ).toBeVisible()
  const code = page.getByRole('textbox', { name: 'Kode sematan lencana' })
  await expect(code).toHaveAttribute('readonly', '')
  const snippet = await code.inputValue()
  expect(snippet).toContain(`/verifikasi/${number}/badge.svg"`)
  const preview = page.getByRole('img', { name: new RegExp(`Status SBU ${number}`) })
  // A lazy image, near the end of the page: it loads as the visitor scrolls to it.
  await preview.scrollIntoViewIfNeeded()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300)
  await expectNoA11yViolations(page)
  // The copy button (an island) puts the snippet on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Salin kode' }).click()
  await expect(page.getByRole('button', { name: 'Kode disalin' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet)

  await page.goto(`/verifikasi/${number}?lng=en`)
  await expect(page.getByRole('heading', { level: 2, name: 'Status history' })).toBeVisible()
  await expect(history.getByRole('row').nth(1)).toContainText('Suspended')
  await expect(history.getByRole('row').last()).toContainText('Issued')
  await expect(page.getByText('Issued, awaiting LPJK recording', { exact: true })).toBeVisible()
  await expect(page.getByText(/LPJK's own check may not find it/)).toBeVisible()
  const english = await page.getByRole('textbox', { name: 'Badge embed code' }).inputValue()
  expect(english).toContain(`/verifikasi/${number}/badge.svg?lng=en"`)
  await expectNoA11yViolations(page)

  // The snippet works on a plain page of another site: the badge loads and says "not active".
  await page.setContent(`<!doctype html><html lang="en"><body>${english}</body></html>`)
  const embedded = page.getByRole('link').getByRole('img')
  await expect.poll(() => embedded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300)
  const svg = await (await page.request.get(`/verifikasi/${number}/badge.svg?lng=en`)).text()
  expect(svg).toContain('Not active: Suspended')
})

test('a visitor checks whether an SBU fits a tender, in Indonesian and English, with and without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  // Active, holding BG002 at Besar only (the seed's first demo company).
  const { number } = await seeded(page, 'Beton Nusantara Jaya')
  const fit = page.getByTestId('tender-fit')
  const answer = fit.getByRole('status')
  async function checkFit(code: string, qualification: string) {
    await fit.getByRole('textbox', { name: /Kode subklasifikasi|Subclass code/ }).fill(code)
    await fit.getByRole('combobox').selectOption({ label: qualification })
    await fit.getByRole('button').click()
    await page.waitForURL(/[?&]kode=/)
    await page.locator('html[data-ready]').waitFor({ state: 'attached' })
  }

  await page.goto(`/verifikasi/${number}?lng=id`)
  await expect(fit.getByRole('heading', { level: 2 })).toHaveText('Cek kecocokan tender')
  await checkFit('BG002', 'Menengah')
  await expect(answer).toContainText('Ya, memenuhi')
  await expect(answer).toContainText(`SBU ${number} untuk BG002, kualifikasi Menengah`)
  await expectNoA11yViolations(page)

  // An old (KBLI 2015 era) code: mapped to today's subclass, which this SBU does not hold.
  await checkFit('SI003', 'Kecil')
  await expect(answer).toContainText('Tidak memenuhi')
  await expect(answer).toContainText('SI003 → BS001')
  await expect(answer).toContainText('SBU ini tidak memiliki subklasifikasi BS001.')
  await expectNoA11yViolations(page)

  // An unknown code is an error at the field, not "does not fit".
  await checkFit('XX999', 'Kecil')
  const code = fit.getByRole('textbox', { name: 'Kode subklasifikasi' })
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await expect(code).toHaveAccessibleDescription(/Kode subklasifikasi tidak dikenal: XX999/)
  await expect(answer).not.toContainText('memenuhi')

  await page.goto(`/verifikasi/${number}?lng=en`)
  await expect(fit.getByRole('heading', { level: 2 })).toHaveText('Tender-fit check')
  await checkFit('BG002', 'Large')
  await expect(answer).toContainText('Yes, it fits')
  await checkFit('bg002', 'Specialist')
  await expect(answer).toContainText('Does not fit')
  await expect(answer).toContainText(
    'BG002 is held at Large but Specialist is required: Specialist is only met by Specialist',
  )
  await expectNoA11yViolations(page)

  // Without JavaScript the form is a plain GET form and the server renders the answer.
  const noJsContext = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const noJs = await noJsContext.newPage()
  await noJs.goto(`/verifikasi/${number}?lng=id`)
  const noJsFit = noJs.getByTestId('tender-fit')
  await noJsFit.getByRole('textbox', { name: 'Kode subklasifikasi' }).fill('BG002')
  await noJsFit.getByRole('combobox').selectOption({ label: 'Besar' })
  await noJsFit.getByRole('button', { name: 'Periksa kecocokan' }).click()
  await noJs.waitForURL(/kode=BG002&kualifikasi=besar&tanggal=\d{4}-\d{2}-\d{2}#cek-tender$/)
  await expect(noJsFit.getByRole('status')).toContainText('Ya, memenuhi')
  await noJsFit.getByRole('textbox', { name: 'Kode subklasifikasi' }).fill('BG002')
  await noJsFit.getByRole('textbox', { name: 'Tanggal' }).fill('2000-01-01')
  await noJsFit.getByRole('button', { name: 'Periksa kecocokan' }).click()
  await noJs.waitForURL(/tanggal=2000-01-01/)
  await expect(noJsFit.getByRole('status')).toContainText('Tidak memenuhi')
  await expect(noJsFit.getByRole('status')).toContainText(
    /Pada 1 Januari 2000 SBU ini belum terbit/,
  )
  await noJsContext.close()
})

test('a visitor downloads a signed proof of the check and verifies it on the site, in Indonesian and English', async ({
  page,
}) => {
  const { number } = await seeded(page, 'Beton Nusantara Jaya')
  for (const [lng, texts] of [
    [
      'id',
      {
        download: 'Bukti (PDF)',
        title: 'Periksa bukti pemeriksaan',
        file: 'Berkas bukti',
        submit: 'Periksa bukti',
        authentic: 'Asli, diterbitkan',
        altered: 'Diubah atau bukan dari kami',
      },
    ],
    [
      'en',
      {
        download: 'Proof (PDF)',
        title: 'Check a proof of check',
        file: 'Proof file',
        submit: 'Check the proof',
        authentic: 'Authentic, issued',
        altered: 'Altered or not ours',
      },
    ],
  ] as const) {
    await page.goto(`/verifikasi/${number}?lng=${lng}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: texts.download }).click(),
    ])
    const pdf = readFileSync((await download.path())!)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

    await page.goto(`/verifikasi/bukti?lng=${lng}`)
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByLabel(texts.file).setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    await page.getByRole('button', { name: texts.submit }).click()
    await expect(page.getByRole('status')).toContainText(texts.authentic)
    await expect(page.getByTestId('proof-result')).toContainText(number)
    await expectNoA11yViolations(page)

    // One changed byte: altered, announced as an alert.
    const changed = Buffer.from(pdf)
    changed[200] = changed[200] === 0x41 ? 0x42 : 0x41
    await page.getByLabel(texts.file).setInputFiles({
      name: 'bukti.pdf',
      mimeType: 'application/pdf',
      buffer: changed,
    })
    await page.getByRole('button', { name: texts.submit }).click()
    await expect(page.getByRole('alert').filter({ hasText: texts.altered })).toBeVisible()
    await expectNoA11yViolations(page)
  }
  await page.goto('/verifikasi/kunci?lng=en')
  await expect(
    page.getByRole('heading', { level: 1, name: "The register's public key" }),
  ).toBeVisible()
  await expect(page.getByTestId('proof-public-key')).toContainText('"crv": "Ed25519"')
  await expectNoA11yViolations(page)
  await page.goto('/verifikasi/kunci?lng=id')
  await expect(page.getByRole('heading', { level: 1, name: 'Kunci publik register' })).toBeVisible()
  await expectNoA11yViolations(page)
})
