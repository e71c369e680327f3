/**
 * Two-factor sign-in (ADR 025) as people use it: an admin registers an
 * authenticator app in Account security (the code computed here from the key the page shows),
 * signs out, and signs in with password and code; with the policy requiring two-factor sign-in
 * for admins and editors, an editor without a device is sent straight to enrolment. The admin
 * also signs a register checkpoint on demand.
 *
 * Uses an admin of its own (the demo admin the other specs sign in with keeps password-only
 * sign-in) and puts the policy back to "none" at the end.
 */

import type { Browser, Page } from '@playwright/test'

import { totp } from '../support/totp'
import { expect as baseExpect, expectNoA11yViolations, setTheme, test } from './fixtures'
import { accessToken, ensureUser, manageUsers, runtimeConfig, storedSession } from './support/users'

const expect = baseExpect.configure({ timeout: 20_000 })

test.use({ viewport: { width: 1366, height: 900 } })
test.describe.configure({ mode: 'serial' })
// Each test is a whole sign-in story (several sign-ins, lazy admin chunks, a 2-core machine).
test.slow()

const stamp = Date.now().toString(36)
const ADMIN = {
  email: `e2e-mfa-admin-${stamp}@lsbu.test`,
  password: `e2e-Mfa-admin-${stamp}-pw`,
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login')
  await page.locator('#login-email').fill(email)
  await page.locator('#login-password').fill(password)
  await page.locator('form button[type="submit"]').click()
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  })
  return context.newPage()
}

let secret = ''
/** The second test's aal2 session, once it has one: afterAll puts the policy back with it. */
let aal2Token: string | null = null

// Through the API, so a failure or a timeout on a busy machine between setting the policy and
// putting it back cannot leave the later specs of this server without password-only writes.
test.afterAll(async ({ request }) => {
  if (!aal2Token) return
  const { anonKey } = await runtimeConfig(request)
  const reset = await request.patch('/rest/v1/site_settings?id=not.is.null', {
    headers: { apikey: anonKey, Authorization: `Bearer ${aal2Token}` },
    data: { two_factor_required_for: 'none' },
  })
  expect(reset.ok(), await reset.text()).toBe(true)
})

test('an admin enables two-factor sign-in, signs out, and signs in with password and code', async ({
  page,
  request,
}) => {
  // Two sign-ins, an enrolment and a theme switch.
  test.setTimeout(150_000)
  // An admin of this spec's own, created by the demo admin; password set by the user.
  const first = await ensureUser(request, 'admin')
  const token = await accessToken(request, first.email, first.password)
  const created = await manageUsers(request, token, {
    action: 'create',
    email: ADMIN.email,
    full_name: 'Admin Dua Langkah',
    role: 'admin',
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const { anonKey } = await runtimeConfig(request)
  const temporary = String(created.body.temporary_password)
  const own = await accessToken(request, ADMIN.email, temporary)
  const set = await request.put('/auth/v1/user', {
    headers: { apikey: anonKey, Authorization: `Bearer ${own}` },
    data: { password: ADMIN.password, current_password: temporary },
  })
  expect(set.ok(), await set.text()).toBe(true)

  await signIn(page, ADMIN.email, ADMIN.password)
  await expect(page.locator('#admin-content')).toBeVisible()
  await page.goto('/admin/users?tab=profile')
  const section = page.locator('section[aria-labelledby="account-security-title"]')
  await expect(section.getByRole('heading', { name: 'Keamanan akun' })).toBeVisible()
  await expect(section.getByText('Belum ada perangkat yang terdaftar.')).toBeVisible()

  await section.getByRole('button', { name: 'Tambah perangkat' }).click()
  await section.getByLabel('Nama perangkat').fill('Ponsel uji')
  await section.getByRole('button', { name: 'Tampilkan kode QR' }).click()
  await expect(
    section.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
  ).toBeVisible()
  secret = (await section.getByTestId('mfa-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  // The QR image decodes as an image (not a broken data: URL).
  const qrWidth = await section
    .getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })
    .evaluate((img: HTMLImageElement) => img.naturalWidth)
  expect(qrWidth).toBeGreaterThan(0)
  await expectNoA11yViolations(page)

  await section.getByLabel('Kode 6 digit dari aplikasi').fill(totp(secret))
  await section.getByRole('button', { name: 'Konfirmasi dan aktifkan' }).click()
  await expect(section.getByText('Ponsel uji')).toBeVisible()
  await expect(section.getByText('Aktif', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Keluar', exact: true }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Login Admin' })).toBeVisible()

  await signIn(page, ADMIN.email, ADMIN.password)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Masukkan kode verifikasi' }),
  ).toBeVisible()
  // No admin screen before the code.
  await expect(page.locator('#admin-content')).toHaveCount(0)
  await expectNoA11yViolations(page)
  // The same screen on a phone in the dark theme: it fits and is axe clean (the rest of the
  // sign-in goes on there).
  await page.setViewportSize({ width: 390, height: 844 })
  await setTheme(page, 'dark')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Masukkan kode verifikasi' }),
  ).toBeVisible()
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    'page scrolls sideways',
  ).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
  const wrong = totp(secret) === '000000' ? '111111' : '000000'
  await page.getByLabel('Kode verifikasi').fill(wrong)
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Kode salah' })).toBeVisible()
  // The enrolment used this time step's code; a code is accepted once, so take the next one.
  await page.getByLabel('Kode verifikasi').fill(totp(secret, 1))
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  await expect(page.locator('#admin-content')).toBeVisible()
})

test('at aal2 the admin signs a checkpoint and requires two-factor sign-in; an editor without a device is sent to enrolment', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ins, possibly a wait for the next code's time step, a checkpoint and the policy.
  test.setTimeout(180_000)
  const editor = await ensureUser(request, 'editor')
  // The admin of the first test sets the policy from Account security (an aal2 session).
  await signIn(page, ADMIN.email, ADMIN.password)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Masukkan kode verifikasi' }),
  ).toBeVisible()
  await page.getByLabel('Kode verifikasi').fill(totp(secret, 1))
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  const accepted = await page
    .locator('#admin-content')
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  if (!accepted) {
    // The previous test used that step's code: wait for the next window.
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500)
    await page.getByLabel('Kode verifikasi').fill(totp(secret, 1))
    await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  }
  await expect(page.locator('#admin-content')).toBeVisible()
  // The aal2 session's token, for afterAll to put the policy back whatever happens below.
  const session = await storedSession(page)
  aal2Token = (JSON.parse(session!.value) as { access_token: string }).access_token

  // At aal2 the admin signs a register checkpoint on demand; the server's key signs it.
  await page.goto('/admin/sertifikat')
  await page.getByRole('button', { name: 'Buat checkpoint sekarang' }).click()
  const dialog = page.getByRole('dialog', { name: 'Checkpoint ditandatangani' })
  await expect(dialog.getByTestId('checkpoint-head')).toHaveText(/^[0-9a-f]{64}$/)
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await page.goto('/admin/users?tab=profile')
  const policy = page.getByLabel('Verifikasi dua langkah wajib untuk')
  await policy.click()
  await page.getByRole('option', { name: 'Admin dan editor' }).click()
  await expect(page.getByText('Kebijakan disimpan').first()).toBeVisible()

  const editorPage = await newPage(browser)
  await signIn(editorPage, editor.email, editor.password)
  await expect(
    editorPage.getByRole('heading', { level: 1, name: 'Verifikasi dua langkah diwajibkan' }),
  ).toBeVisible()
  await expect(editorPage.locator('#admin-content')).toHaveCount(0)
  await expectNoA11yViolations(editorPage)
  await editorPage.context().close()

  // And back to "none" through the same control.
  await policy.click()
  await page.getByRole('option', { name: 'Tidak ada (opsional untuk semua)' }).click()
  await expect(page.getByText('Kebijakan disimpan').first()).toBeVisible()
})
