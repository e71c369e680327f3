/**
 * The register watch in Chromium (docs/product.md#register-watch): a visitor asks for
 * alerts on the verify page, reads the confirm mail in the e2e server's SMTP sink, opens the link
 * and confirms, in Indonesian and English; the unsubscribe link of the mail; the form posted
 * without JavaScript; axe on every new page. Few lookups: each verify page is one of the 60 an
 * address may make in ten minutes.
 */
import { expect, expectNoA11yViolations, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { rest, tokenFor } from './support/crud'
import { waitForMail } from './support/mail'

test.describe.configure({ timeout: 120_000 })

async function seededNumber(page: Page, name: string): Promise<string> {
  const token = await tokenFor(page.request, 'admin')
  const { body } = await rest(
    page.request,
    token,
    `certificate_register?company_name=eq.${encodeURIComponent(name)}&select=number`,
  )
  return (body as { number: string }[])[0]!.number
}

/** The path and query of the mail's link that contains `path` (the site's address may differ). */
function linkIn(text: string | undefined, path: string): string {
  const match = (text ?? '').match(new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`))
  if (!match) throw new Error(`no ${path} link in: ${text}`)
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@contoh.test`

test.beforeEach(async ({ page }) => skipPromo(page))

test('a visitor asks for alerts on the verify page, confirms by the mail’s link and can unsubscribe (Indonesian)', async ({
  page,
}) => {
  const number = await seededNumber(page, 'Beton Nusantara Jaya')
  await page.goto(`/verifikasi/${number}?lng=id`)
  const section = page.getByTestId('verify-watch')
  await expect(section.getByRole('heading', { level: 2, name: 'Beri tahu saya' })).toBeVisible()
  await expectNoA11yViolations(page)
  const email = unique('warga')
  // The client's check (zod) first: the address stays in the field with its message.
  await section.getByLabel('Email Anda').fill('warga@')
  await section.getByRole('button', { name: 'Beri tahu saya' }).click()
  await expect(section.getByText('Masukkan alamat email yang valid.')).toBeVisible()
  await expect(section.getByLabel('Email Anda')).toHaveAttribute('aria-invalid', 'true')
  await section.getByLabel('Email Anda').fill(email)
  await expect(section.getByRole('radio', { name: `SBU ini (${number})` })).toBeChecked()
  await section.getByRole('button', { name: 'Beri tahu saya' }).click()
  await expect(section.getByTestId('watch-sent')).toContainText(
    `Kami mengirim email konfirmasi ke ${email}`,
  )
  // Answered on the page by the island, not by the server's page.
  await expect(page).toHaveURL(new RegExp(`/verifikasi/${number}`))
  await expectNoA11yViolations(page)

  const mail = await waitForMail(email, `Konfirmasi pemberitahuan untuk SBU ${number}`)
  expect(mail.headerLines.map((h) => h.line)).toContain(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  )
  await page.goto(linkIn(mail.text, '/layanan/cek-sbu/pantau/konfirmasi'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konfirmasi pemberitahuan')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Ya, kirimi saya pemberitahuan' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pemberitahuan aktif')
  await expect(page.getByTestId('watch-confirmed')).toContainText(`SBU ${number}`)
  await expectNoA11yViolations(page)

  await page.goto(linkIn(mail.text, '/layanan/cek-sbu/pantau/berhenti'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Berhenti menerima pemberitahuan',
  )
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Berhenti menerima email' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anda sudah berhenti')
  await expectNoA11yViolations(page)
})

test('in English: watching every SBU of the company, confirmed by the link', async ({ page }) => {
  const number = await seededNumber(page, 'Beton Nusantara Jaya')
  await page.goto(`/verifikasi/${number}?lng=en`)
  const section = page.getByTestId('verify-watch')
  await expect(section.getByRole('heading', { level: 2, name: 'Notify me' })).toBeVisible()
  const email = unique('buyer')
  await section.getByLabel('Your email').fill(email)
  await section.getByRole('radio', { name: /Every SBU of PT Beton Nusantara Jaya/ }).check()
  await section.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByText(`We sent a confirmation email to ${email}`)).toBeVisible()

  const mail = await waitForMail(
    email,
    'Confirm your alerts for every SBU of PT Beton Nusantara Jaya',
  )
  await page.goto(linkIn(mail.text, '/layanan/cek-sbu/pantau/konfirmasi'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm alerts')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Yes, send me alerts' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alerts are on')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expectNoA11yViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to the server, which says to check the inbox; the mail arrives', async ({
    page,
    browser,
  }) => {
    const number = await seededNumber(page, 'Beton Nusantara Jaya')
    // The frame's goto: the fixture's page.goto waits for the scripts, which never run here.
    await page.mainFrame().goto(`/verifikasi/${number}?lng=id`)
    const section = page.getByTestId('verify-watch')
    const email = unique('tanpa-js')
    await section.getByLabel('Email Anda').fill(email)
    await section.getByRole('button', { name: 'Beri tahu saya' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periksa email Anda')
    await expect(page.getByTestId('watch-sent')).toContainText(email)
    // axe runs as a script: the same document in a page that runs scripts.
    const html = await page.content()
    const checked = await browser.newPage({ javaScriptEnabled: true })
    await checked.setContent(html)
    await expectNoA11yViolations(checked)
    await checked.close()
    await waitForMail(email, `Konfirmasi pemberitahuan untuk SBU ${number}`)
  })
})
