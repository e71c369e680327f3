/**
 * Emailed links as staff use them (the e2e server sends mail to its SMTP sink,
 * support/mail.ts, so this spec stays in the first half):
 * - "Lupa kata sandi?" on the login screen → the email from the sink → its link → a new
 *   password → signed in; the same link a second time says it no longer works and offers a new
 *   one;
 * - an admin adds a user with an invitation → the invitation email → its link → the new staff
 *   member chooses a password → signed in.
 * Both screens are checked with axe, in both themes, at 390 and 1366 px.
 */
import { mkdirSync } from 'node:fs'

import type { Browser, Page } from '@playwright/test'

import { expect as baseExpect, expectNoA11yViolations, reviewShot, test } from './fixtures'
import { waitForMail } from './support/mail'
import {
  accessToken,
  ensureUser,
  loginAs,
  manageUsers,
  runtimeConfig,
  tryAccessToken,
} from './support/users'

const expect = baseExpect.configure({ timeout: 20_000 })

test.describe.configure({ mode: 'serial' })
// Whole sign-in stories with mail in between, on a shared 2-core machine.
test.slow()

const stamp = Date.now().toString(36)

/** The link's path and query (the mail names the server's public address). */
function linkIn(text: string | undefined): string {
  const link = /https?:\/\/\S+\/auth\/set-password\?\S+/.exec(text ?? '')?.[0]
  if (!link) throw new Error(`no set-password link in: ${text}`)
  const url = new URL(link)
  return url.pathname + url.search
}

async function freshPage(
  browser: Browser,
  width = 1366,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    colorScheme,
  })
  return context.newPage()
}

/** A screenshot for a person to look at (SHOTS_DIR), never compared. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await reviewShot(page, { path: `${dir}/${name}.png`, fullPage: true })
}

test('forgot password: the emailed link sets a new password once and signs in', async ({
  browser,
  request,
}) => {
  const email = `e2e-lupa-${stamp}@lsbu.test`
  const oldPassword = `e2e-Lama-${stamp}-sandi`
  const newPassword = `e2e-Baru-${stamp}-sandi`
  // A staff member of this spec's own, with a password they chose.
  const admin = await ensureUser(request, 'admin')
  const adminToken = await accessToken(request, admin.email, admin.password)
  const created = await manageUsers(request, adminToken, {
    action: 'create',
    email,
    full_name: 'Staf Lupa Sandi',
    role: 'editor',
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const temporary = String(created.body.temporary_password)
  const own = await accessToken(request, email, temporary)
  const changed = await request.put('/auth/v1/user', {
    headers: {
      apikey: (await runtimeConfig(request)).anonKey,
      Authorization: `Bearer ${own}`,
    },
    data: { password: oldPassword, current_password: temporary },
  })
  expect(changed.ok(), await changed.text()).toBe(true)

  const page = await freshPage(browser, 390, 'dark')
  await page.goto('/auth/login')
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa kata sandi' })).toBeVisible()
  await expectNoA11yViolations(page)
  await shot(page, 'forgot-390-dark')
  await page.locator('#forgot-email').fill(email)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'tautan untuk membuat' })).toBeVisible()
  await expectNoA11yViolations(page)
  await shot(page, 'forgot-sent-390-dark')

  const mail = await waitForMail(email, 'Atur ulang kata sandi')
  const link = linkIn(mail.text)
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Buat kata sandi baru' })).toBeVisible()
  // The token leaves the address at once.
  await expect(page).toHaveURL((url) => url.pathname === '/auth/set-password' && !url.search)
  await expectNoA11yViolations(page)
  await shot(page, 'set-password-390-dark')
  // Refused when the two differ, then saved; the user lands in the admin area.
  await page.locator('#set-password').fill(newPassword)
  await page.locator('#set-password-confirm').fill(`${newPassword}x`)
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click()
  await expect(page.getByText('Kedua kata sandi tidak sama.')).toBeVisible()
  await page.locator('#set-password-confirm').fill(newPassword)
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin')
  await expect(page.locator('#admin-content')).toBeVisible()
  expect(await tryAccessToken(request, email, oldPassword)).toBeNull()
  expect(await tryAccessToken(request, email, newPassword)).toBeTruthy()
  await page.context().close()

  // The same link again: it no longer works, and a new one can be asked for.
  const again = await freshPage(browser, 1366, 'light')
  await again.goto(link)
  await expect(again.getByRole('heading', { level: 1, name: 'Tautan tidak berlaku' })).toBeVisible()
  await expectNoA11yViolations(again)
  await shot(again, 'link-used-1366-light')
  await again.getByRole('link', { name: 'Minta tautan baru' }).click()
  await expect(again.getByRole('heading', { level: 1, name: 'Lupa kata sandi' })).toBeVisible()
  await again.context().close()
})

test('an invitation email lets a new staff member choose a password and sign in', async ({
  page,
  browser,
}) => {
  const email = `e2e-undangan-${stamp}@lsbu.test`
  const password = `e2e-Undangan-${stamp}-sandi`
  await page.setViewportSize({ width: 1366, height: 900 })
  await loginAs(page, 'admin', { to: '/admin/users' })
  await page.getByRole('button', { name: 'Tambah pengguna' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tambah pengguna' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByLabel('Nama lengkap').fill('Staf Undangan E2E')
  await dialog.getByLabel('Kirim undangan (pengguna membuat kata sandi sendiri)').check()
  await expectNoA11yViolations(page)
  await shot(page, 'users-invite-1366-light')
  await dialog.getByRole('button', { name: 'Buat akun' }).click()
  await expect(page.getByText(`Undangan dikirim ke ${email}.`).first()).toBeVisible()
  // No temporary password to hand over.
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const mail = await waitForMail(email, 'Undangan akun staf')
  const invitee = await freshPage(browser, 1366, 'dark')
  await invitee.goto(linkIn(mail.text))
  await expect(
    invitee.getByRole('heading', { level: 1, name: 'Buat kata sandi Anda' }),
  ).toBeVisible()
  await expectNoA11yViolations(invitee)
  await shot(invitee, 'invite-1366-dark')
  await invitee.locator('#set-password').fill(password)
  await invitee.locator('#set-password-confirm').fill(password)
  await invitee.keyboard.press('Enter')
  await expect(invitee).toHaveURL((url) => url.pathname === '/admin')
  await expect(invitee.locator('#admin-content')).toBeVisible()
  await invitee.context().close()
})
