/**
 * Sessions that end when they should: the profile lists the account's sessions,
 * and "Keluar dari perangkat lain" ends the session of a second browser, which is then sent to
 * the sign-in page. Uses an account of its own so no other spec's sessions are touched.
 */
import type { Browser, Page } from '@playwright/test'

import { expect as baseExpect, expectNoA11yViolations, reviewShot, test } from './fixtures'
import { accessToken, ensureUser, manageUsers, runtimeConfig } from './support/users'

// A loaded 2-core machine: lazy admin chunks and the function can take a while.
const expect = baseExpect.configure({ timeout: 20_000 })

test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const ACCOUNT = {
  email: `e2e-sesi-${stamp}@lsbu.test`,
  password: 'Sesi-uji-e2e-Kuat-7',
}

async function openBrowser(browser: Browser, width = 1366): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  })
  const page = await context.newPage()
  await page.goto('/auth/login?redirect=%2Fadmin%2Fusers')
  await page.locator('#login-email').fill(ACCOUNT.email)
  await page.locator('#login-password').fill(ACCOUNT.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible()
  return page
}

test.beforeAll(async ({ request }) => {
  const admin = await ensureUser(request, 'admin')
  const token = await accessToken(request, admin.email, admin.password)
  const created = await manageUsers(request, token, {
    action: 'create',
    email: ACCOUNT.email,
    full_name: `Sesi Uji ${stamp}`,
    role: 'viewer',
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const temporary = String(created.body.temporary_password)
  const { anonKey } = await runtimeConfig(request)
  const userToken = await accessToken(request, ACCOUNT.email, temporary)
  const res = await request.put('/auth/v1/user', {
    headers: { apikey: anonKey, Authorization: `Bearer ${userToken}` },
    data: { password: ACCOUNT.password, current_password: temporary },
  })
  expect(res.ok(), await res.text()).toBe(true)
})

test.afterAll(async ({ request }) => {
  const admin = await ensureUser(request, 'admin')
  const token = await accessToken(request, admin.email, admin.password)
  const list = await manageUsers(request, token, { action: 'list' })
  const users = list.body.users as { id: string; email: string }[]
  const id = users.find((user) => user.email === ACCOUNT.email)?.id
  if (id) await manageUsers(request, token, { action: 'delete', user_id: id })
})

test('"Keluar dari perangkat lain" ends the session of a second browser', async ({ browser }) => {
  test.setTimeout(120_000)
  const second = await openBrowser(browser)
  const first = await openBrowser(browser)

  const security = first.getByRole('region', { name: 'Keamanan akun' })
  const sessions = security.getByRole('list', { name: 'Sesi aktif' })
  // Both browsers and the API sign-in of beforeAll that set the password.
  await expect(sessions.getByRole('listitem')).toHaveCount(3)
  await expect(sessions.getByText('Perangkat ini')).toHaveCount(1)
  await expect(sessions).toContainText('Chrome')
  await expectNoA11yViolations(first)
  await reviewShot(first, { path: 'test-results/sessions-profile-1366.png', fullPage: true })

  await security.getByRole('button', { name: 'Keluar dari perangkat lain' }).click()
  const confirm = first.getByRole('alertdialog')
  await confirm.getByRole('button', { name: 'Keluar dari perangkat lain' }).click()
  await expect(first.getByText('Anda telah keluar dari perangkat lain.')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)

  // The other browser: its next load finds the session gone and asks to sign in again.
  await second.reload()
  await expect(second).toHaveURL(/\/auth\/login/)
  // This one stays signed in.
  await first.reload()
  await expect(first.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible()
  await second.context().close()
  await first.context().close()
})

test('the session list at 390 px in the dark theme', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await openBrowser(browser, 390)
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  const sessions = page.getByRole('list', { name: 'Sesi aktif' })
  await expect(sessions.getByRole('listitem').first()).toBeVisible()
  await expectNoA11yViolations(page)
  await reviewShot(page, { path: 'test-results/sessions-profile-390-dark.png', fullPage: true })
  await page.context().close()
})
