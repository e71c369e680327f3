/**
 * Staff accounts for end-to-end tests, and signing in as them.
 *
 * Every e2e run starts on a fresh data folder with zero users, and one server serves all spec
 * files of the run, so these helpers are idempotent: whichever spec runs first creates what is
 * missing, later ones reuse it.
 *
 * - The first admin is always the e2e server's demo admin (support/demo-admin.ts: the setup
 *   form is prefilled with it while there are no users; no page carries it afterwards), so
 *   any spec can find its credentials. Create it through the UI (admin-auth.spec.ts does) or let
 *   `ensureUser(request, 'admin')` call `create-admin-user` directly.
 * - Editors and viewers are created by that admin through the `manage-users` edge function
 *   (docs/product.md#no-self-registration) and then given a fixed password, so they can sign in
 *   again in later specs.
 *
 * Typical use in a spec:
 *
 *   import { loginAs } from './support/users'
 *   test('editor edits an article', async ({ page }) => {
 *     await loginAs(page, 'editor')            // lands on /admin (or pass { to: '/admin/news' })
 *     ...
 *   })
 *
 * API-only use: `const { email, password } = await ensureUser(request, 'viewer')`, and
 * `await accessToken(request, email, password)` for a bearer token.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { DEMO_ADMIN } from './demo-admin'

export type StaffRole = 'admin' | 'editor' | 'viewer'

export interface StaffCredentials {
  role: StaffRole
  email: string
  password: string
  fullName: string
}

export interface RuntimeConfig {
  anonKey: string
  demoAdmin: { email: string; password: string }
}

/** Fixed accounts for the non-admin roles (a fresh data folder per run, so no secrets here). */
const STAFF: Record<Exclude<StaffRole, 'admin'>, StaffCredentials> = {
  editor: {
    role: 'editor',
    email: 'e2e-editor@lsbu.test',
    password: 'e2e-Editor-password-1',
    fullName: 'Editor E2E',
  },
  viewer: {
    role: 'viewer',
    email: 'e2e-viewer@lsbu.test',
    password: 'e2e-Viewer-password-1',
    fullName: 'Viewer E2E',
  },
}

/** Full name given to the first admin when a helper (not the UI) creates it. */
export const FIRST_ADMIN_NAME = 'Admin Utama'

let cachedConfig: RuntimeConfig | null = null

/** The anon key the embedded backend injects into every page, and the run's demo admin. */
export async function runtimeConfig(request: APIRequestContext): Promise<RuntimeConfig> {
  if (cachedConfig) return cachedConfig
  const html = await (await request.get('/')).text()
  const match = /<script id="lsbu-env" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
  if (!match?.[1])
    throw new Error('No #lsbu-env runtime config in the page: is this the embedded backend?')
  const raw = JSON.parse(match[1]) as { supabaseAnonKey?: string }
  if (!raw.supabaseAnonKey) throw new Error('#lsbu-env lacks the anon key')
  cachedConfig = { anonKey: raw.supabaseAnonKey, demoAdmin: DEMO_ADMIN }
  return cachedConfig
}

async function headers(
  request: APIRequestContext,
  token?: string,
): Promise<Record<string, string>> {
  const { anonKey } = await runtimeConfig(request)
  return {
    apikey: anonKey,
    Authorization: `Bearer ${token ?? anonKey}`,
    'Content-Type': 'application/json',
  }
}

/** `count_users()`: 0 means the login page is in first-time setup mode. */
export async function userCount(request: APIRequestContext): Promise<number> {
  const res = await request.post('/rest/v1/rpc/count_users', {
    headers: await headers(request),
    data: {},
  })
  expect(res.ok(), `count_users: ${res.status()} ${await res.text()}`).toBe(true)
  return Number(await res.json())
}

/** Password sign-in through the auth API; null when the credentials are refused. */
export async function tryAccessToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string | null> {
  const res = await request.post('/auth/v1/token?grant_type=password', {
    headers: await headers(request),
    data: { email, password },
  })
  if (!res.ok()) return null
  return ((await res.json()) as { access_token: string }).access_token
}

export async function accessToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const token = await tryAccessToken(request, email, password)
  if (!token) throw new Error(`Cannot sign in as ${email}`)
  return token
}

/** The first admin (the demo admin), created through `create-admin-user` when there are no users. */
export async function ensureFirstAdmin(request: APIRequestContext): Promise<StaffCredentials> {
  const { demoAdmin } = await runtimeConfig(request)
  const admin: StaffCredentials = { role: 'admin', ...demoAdmin, fullName: FIRST_ADMIN_NAME }
  if ((await userCount(request)) === 0) {
    const res = await request.post('/functions/v1/create-admin-user', {
      headers: await headers(request),
      data: { email: admin.email, password: admin.password, full_name: admin.fullName },
    })
    // 409: another spec won the race; fine as long as the demo admin can sign in below.
    expect([200, 409], `create-admin-user: ${await res.text()}`).toContain(res.status())
  }
  if (!(await tryAccessToken(request, admin.email, admin.password))) {
    throw new Error(
      'Users exist but the demo admin cannot sign in: the first admin must be created with the ' +
        "demo admin's credentials (support/demo-admin.ts, the setup form's prefilled values).",
    )
  }
  return admin
}

/** Calls `manage-users` as the given admin token; returns status and JSON body. */
export async function manageUsers(
  request: APIRequestContext,
  adminToken: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request.post('/functions/v1/manage-users', {
    headers: await headers(request, adminToken),
    data: body,
  })
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> }
}

/**
 * The account for `role`, created when missing: admin → the first admin; editor and viewer →
 * created by the admin through `manage-users`, then their temporary password is replaced by the
 * fixed one above (PUT /auth/v1/user as that user).
 */
export async function ensureUser(
  request: APIRequestContext,
  role: StaffRole,
): Promise<StaffCredentials> {
  const admin = await ensureFirstAdmin(request)
  if (role === 'admin') return admin
  const staff = STAFF[role]
  if (await tryAccessToken(request, staff.email, staff.password)) return staff

  const adminToken = await accessToken(request, admin.email, admin.password)
  let temporary: string
  const created = await manageUsers(request, adminToken, {
    action: 'create',
    email: staff.email,
    full_name: staff.fullName,
    role: staff.role,
  })
  if (created.status === 201) {
    temporary = String(created.body.temporary_password)
  } else if (created.status === 409 && created.body.code === 'email_exists') {
    // Exists with another password (e.g. a spec changed it): reset, then set ours again.
    const list = await manageUsers(request, adminToken, { action: 'list' })
    const users = (list.body.users ?? []) as { id: string; email: string }[]
    const existing = users.find((u) => u.email === staff.email)
    if (!existing) throw new Error(`manage-users says ${staff.email} exists but does not list it`)
    const reset = await manageUsers(request, adminToken, {
      action: 'reset_password',
      user_id: existing.id,
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    temporary = String(reset.body.temporary_password)
    await manageUsers(request, adminToken, {
      action: 'update',
      user_id: existing.id,
      role: staff.role,
    })
  } else {
    throw new Error(
      `manage-users create ${staff.email}: ${created.status} ${JSON.stringify(created.body)}`,
    )
  }

  const userToken = await accessToken(request, staff.email, temporary)
  const res = await request.put('/auth/v1/user', {
    headers: await headers(request, userToken),
    data: { password: staff.password, current_password: temporary },
  })
  expect(res.ok(), `set password of ${staff.email}: ${await res.text()}`).toBe(true)
  return staff
}

export interface LoginOptions {
  /** Page to open; signed-out visitors are sent to the login page and come back (default /admin). */
  to?: string
}

/** supabase-js's session as the page stored it (`sb-<host>-auth-token`), or null. */
export function storedSession(page: Page): Promise<{ key: string; value: string } | null> {
  return page.evaluate(() => {
    const name = Object.keys(window.localStorage).find((k) => /^sb-.*-auth-token$/.test(k))
    return name ? { key: name, value: window.localStorage.getItem(name)! } : null
  })
}

/** supabase-js's stored session (`sb-<host>-auth-token`) after a sign-in, per server and role. */
const signedIn = new Map<
  string,
  { key: string; value: string; accessToken: string; user: StaffCredentials }
>()

/**
 * A session this worker signed in earlier for the role on this server, when the server still
 * honours it (not signed out, not ended by a role change or a new password, not near expiry);
 * otherwise forgets it.
 */
async function reusableSession(page: Page, cacheKey: string) {
  const saved = signedIn.get(cacheKey)
  if (!saved) return null
  const { expires_at: expiresAt } = JSON.parse(saved.value) as { expires_at?: number }
  const fresh = (expiresAt ?? 0) * 1000 - Date.now() > 10 * 60_000
  const res = fresh
    ? await page.request.get('/auth/v1/user', {
        headers: await headers(page.request, saved.accessToken),
      })
    : null
  if (res?.ok()) return saved
  signedIn.delete(cacheKey)
  return null
}

/**
 * Signs in as the role and waits for the admin shell; returns the credentials used.
 *
 * The first time per role and server, through the login form as a person would (it finds the
 * fields by id, so either language works). Later calls in the same worker put that session in
 * the page's storage as a reload after the sign-in would find it, while the server still accepts
 * it: the sign-in itself is admin-auth.spec.ts's subject, and through the form it costs seconds
 * per test on a busy 2-core machine.
 */
export async function loginAs(
  page: Page,
  role: StaffRole,
  options: LoginOptions = {},
): Promise<StaffCredentials> {
  const to = options.to ?? '/admin'
  const path = to.split('?')[0]
  const key = `${test.info().project.use.baseURL}|${role}`
  const saved = await reusableSession(page, key)
  // A session the server still honours proves the account and its password (a new password or
  // a role change ends it): no password sign-in (bcrypt on the server) to ensure the user.
  const user = saved?.user ?? (await ensureUser(page.request, role))
  if (saved) {
    // A page of the site to write its storage from, then the screen itself.
    await page.goto('/robots.txt')
    await page.evaluate(
      ([name, value]) => {
        window.localStorage.clear()
        window.localStorage.setItem(name, value)
      },
      [saved.key, saved.value] as const,
    )
    await page.goto(to)
  } else {
    // Another staff member may be signed in on this page (the login page then goes straight
    // on): start signed out.
    if (page.url().startsWith('http')) await page.evaluate(() => window.localStorage.clear())
    await page.goto(
      to === '/admin' ? '/auth/login' : `/auth/login?redirect=${encodeURIComponent(to)}`,
    )
    await page.locator('#login-email').fill(user.email)
    await page.locator('#login-password').fill(user.password)
    await page.locator('form button[type="submit"]').click()
  }
  // Sign-in (bcrypt), the admin chunks and the session load: seconds on a busy 2-core machine.
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 20_000 })
  await expect(page.locator('#admin-content')).toBeVisible({ timeout: 20_000 })
  if (!saved) {
    const stored = await storedSession(page)
    if (stored) {
      const { access_token: accessToken } = JSON.parse(stored.value) as { access_token: string }
      signedIn.set(key, { ...stored, accessToken, user })
    }
  }
  return user
}
