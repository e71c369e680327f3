/**
 * The staff app and the public site through a front replica: a second process,
 * `npm start` with SUPABASE_URL pointing at the e2e server (the stand-in for hosted Supabase),
 * serves the built site; a person signs in on the replica, changes the site name in the staff
 * app (its API calls go to the e2e server, allowed by CORS and the replica's CSP), and the
 * replica's server-rendered public pages show it within the freshness bound.
 */
import { type ChildProcess, spawn } from 'node:child_process'

import { expect, test } from './fixtures'
import { ensureUser, runtimeConfig } from './support/users'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const port = Number(process.env.E2E_PORT ?? 4317) + 200
const replica = `http://127.0.0.1:${port}`
let child: ChildProcess | undefined

test.beforeAll(async ({ request, baseURL }) => {
  const { anonKey } = await runtimeConfig(request)
  child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SUPABASE_URL: baseURL!,
      SUPABASE_ANON_KEY: anonKey,
      PAGE_MAX_AGE_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child!.stdout!.on('data', (chunk) => {
      out += chunk
      if (out.includes('Site ready at')) resolve()
    })
    child!.once('exit', (code) => reject(new Error(`the replica exited with ${code}: ${out}`)))
  })
})

test.afterAll(() => {
  child?.kill('SIGTERM')
})

test('the staff app works through a replica, and its public pages follow the edit', async ({
  page,
  baseURL,
}) => {
  const admin = await ensureUser(page.request, 'admin')
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })

  // The public home page, rendered by the replica from the API.
  await page.goto(`${replica}/`)
  const original = (await page.locator('#root footer').first().textContent()) ?? ''
  expect(original.length).toBeGreaterThan(0)

  await page.goto(`${replica}/auth/login`)
  await page.locator('#login-email').fill(admin.email)
  await page.locator('#login-password').fill(admin.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(`${replica}/admin`)
  await expect(page.locator('#admin-content')).toBeVisible()

  await page.goto(`${replica}/admin/settings`)
  const name = page.getByLabel('Nama situs')
  const before = await name.inputValue()
  const edited = `LSBU Replika ${Date.now() % 100000}`
  try {
    await name.fill(edited)
    await page.getByRole('button', { name: 'Simpan', exact: true }).click()
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
    // The API (the stand-in for hosted Supabase) has it at once; the replica within its bound.
    const direct = await page.request.get(`${baseURL}/`)
    expect(await direct.text()).toContain(edited)
    await expect
      .poll(async () => (await page.request.get(`${replica}/`)).text(), { timeout: 10_000 })
      .toContain(edited)
    await page.goto(`${replica}/`)
    await expect(page.locator('footer').first()).toContainText(edited)
  } finally {
    await page.goto(`${replica}/admin/settings`)
    await page.getByLabel('Nama situs').fill(before)
    await page.getByRole('button', { name: 'Simpan', exact: true }).click()
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
  }
  expect(consoleErrors.filter((text) => /Content Security Policy|CORS/i.test(text))).toEqual([])
})
