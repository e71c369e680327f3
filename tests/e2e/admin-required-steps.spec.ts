/**
 * Steps the admin area requires before any screen:
 * - with site_settings.two_factor_required_for = 'admins_editors' (set through the API by an
 *   admin who signed in with a second factor), an editor without a device who signs in is on
 *   the enrolment screen and cannot reach another admin screen; the policy goes back to 'none';
 * - after an admin resets a user's password, the user who signs in with the temporary password
 *   must change it before any screen, and is in once it is changed.
 * Uses accounts of its own (the demo admin and the shared editor keep password-only sign-in;
 * the policy is back to 'none' whatever happens).
 */

import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { totp } from '../support/totp'
import { expect as baseExpect, expectNoA11yViolations, test } from './fixtures'
import { accessToken, ensureUser, manageUsers, runtimeConfig } from './support/users'

const expect = baseExpect.configure({ timeout: 20_000 })

test.describe.configure({ mode: 'serial' })
test.slow()

const stamp = Date.now().toString(36)

async function api(request: APIRequestContext, token: string) {
  const { anonKey } = await runtimeConfig(request)
  return { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
}

/** A staff account of this spec's own with a password it chose (created by the demo admin). */
async function ownAccount(
  request: APIRequestContext,
  role: 'admin' | 'editor',
  name: string,
): Promise<{ id: string; email: string; password: string }> {
  const admin = await ensureUser(request, 'admin')
  const adminToken = await accessToken(request, admin.email, admin.password)
  const email = `e2e-${name}-${stamp}@lsbu.test`
  const password = `e2e-${name}-${stamp}-Sandi`
  const created = await manageUsers(request, adminToken, {
    action: 'create',
    email,
    full_name: `E2E ${name}`,
    role,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const temporary = String(created.body.temporary_password)
  const token = await accessToken(request, email, temporary)
  const set = await request.put('/auth/v1/user', {
    headers: await api(request, token),
    data: { password, current_password: temporary },
  })
  expect(set.ok(), await set.text()).toBe(true)
  return { id: String((created.body.user as { id: string }).id), email, password }
}

/** An aal2 access token: the admin enrols a TOTP factor through the API and verifies a code. */
async function aal2Token(request: APIRequestContext, email: string, password: string) {
  const token = await accessToken(request, email, password)
  const headers = await api(request, token)
  const enrolled = await request.post('/auth/v1/factors', {
    headers,
    data: { factor_type: 'totp', friendly_name: 'E2E' },
  })
  expect(enrolled.ok(), await enrolled.text()).toBe(true)
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } }
  const challenge = await request.post(`/auth/v1/factors/${factor.id}/challenge`, {
    headers,
    data: {},
  })
  expect(challenge.ok(), await challenge.text()).toBe(true)
  const { id: challengeId } = (await challenge.json()) as { id: string }
  const verified = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    headers,
    data: { challenge_id: challengeId, code: totp(factor.totp.secret) },
  })
  expect(verified.ok(), await verified.text()).toBe(true)
  return ((await verified.json()) as { access_token: string }).access_token
}

async function setPolicy(request: APIRequestContext, token: string, value: string) {
  const res = await request.patch('/rest/v1/site_settings?id=not.is.null', {
    headers: { ...(await api(request, token)), Prefer: 'return=representation' },
    data: { two_factor_required_for: value },
  })
  expect(res.ok(), await res.text()).toBe(true)
  expect(await res.json()).toEqual([expect.objectContaining({ two_factor_required_for: value })])
}

/** The aal2 token that set the policy, once it is set: afterAll puts it back with it. */
let policyToken: string | null = null

// After the tests, so a failure or a timeout on a busy machine cannot leave the later specs of
// this server's half without password-only writes.
test.afterAll(async ({ request }) => {
  if (policyToken) await setPolicy(request, policyToken, 'none')
})

async function signIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  })
  const page = await context.newPage()
  await page.goto('/auth/login')
  await page.locator('#login-email').fill(email)
  await page.locator('#login-password').fill(password)
  await page.locator('form button[type="submit"]').click()
  return page
}

test('an editor required to use two-factor sign-in is sent to enrolment and nowhere else', async ({
  browser,
  request,
}) => {
  const admin = await ownAccount(request, 'admin', 'policy-admin')
  const editor = await ownAccount(request, 'editor', 'policy-editor')
  const token = await aal2Token(request, admin.email, admin.password)
  policyToken = token
  await setPolicy(request, token, 'admins_editors')
  const page = await signIn(browser, editor.email, editor.password)
  const enrolment = page.getByRole('heading', {
    level: 1,
    name: 'Verifikasi dua langkah diwajibkan',
  })
  await expect(enrolment).toBeVisible()
  await expect(page.locator('#admin-content')).toHaveCount(0)
  await expectNoA11yViolations(page)
  // Another admin screen by its address: still the enrolment screen.
  await page.goto('/admin/news')
  await expect(enrolment).toBeVisible()
  await expect(page.locator('#admin-content')).toHaveCount(0)
  // And the database agrees: the editor's session lacks the level staff writes require.
  const editorToken = await accessToken(request, editor.email, editor.password)
  const level = await request.post('/rest/v1/rpc/aal_ok', {
    headers: await api(request, editorToken),
    data: {},
  })
  expect(await level.json()).toBe(false)
  await page.context().close()
  await setPolicy(request, token, 'none')
  policyToken = null
})

test('after an admin resets a password, the user must change it before any screen', async ({
  browser,
  request,
}) => {
  const user = await ownAccount(request, 'editor', 'reset-editor')
  const admin = await ensureUser(request, 'admin')
  const adminToken = await accessToken(request, admin.email, admin.password)
  const reset = await manageUsers(request, adminToken, {
    action: 'reset_password',
    user_id: user.id,
  })
  expect(reset.status, JSON.stringify(reset.body)).toBe(200)
  const temporary = String(reset.body.temporary_password)

  const page = await signIn(browser, user.email, temporary)
  const forced = page.getByRole('heading', { level: 1, name: 'Ganti kata sandi sementara Anda' })
  await expect(forced).toBeVisible()
  await expect(page.locator('#admin-content')).toHaveCount(0)
  await expectNoA11yViolations(page)
  await page.goto('/admin/news')
  await expect(forced).toBeVisible()
  await expect(page.locator('#admin-content')).toHaveCount(0)

  const next = `e2e-Ganti-${stamp}-sandi`
  const form = page.getByRole('form', { name: 'Ganti kata sandi' })
  await form.getByLabel('Kata sandi saat ini').fill(temporary)
  await form.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill(next)
  await form.getByLabel('Ulangi kata sandi baru').fill(next)
  await form.getByRole('button', { name: 'Ganti kata sandi' }).click()
  await expect(page.locator('#admin-content')).toBeVisible()
  await expect(forced).toHaveCount(0)
  await page.context().close()
})
