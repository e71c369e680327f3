/**
 * Security as a browser sees it (docs/security.md): no page carries a credential once
 * the main admin exists, and an SVG with script uploaded by an editor runs nothing in a signed-in
 * admin's browser. Every other spec runs under the site's CSP (fixtures.ts fails on violations).
 */
import { expect, test } from './fixtures'
import { DEMO_ADMIN } from './support/demo-admin'
import { accessToken, ensureUser, loginAs, runtimeConfig } from './support/users'

// Both tests create staff accounts (bcrypt) before they start: allow for a loaded machine.
test.slow()

test('after setup no page, script or answer carries the demo credentials', async ({
  page,
  request,
}) => {
  await ensureUser(request, 'admin')
  for (const path of ['/', '/auth/login', '/admin', '/keluhan', '/informasi/kebijakan-privasi']) {
    const res = await request.get(path)
    const html = await res.text()
    expect(html, path).not.toContain(DEMO_ADMIN.password)
    expect(res.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/)
  }
  await page.goto('/auth/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Login Admin' })).toBeVisible()
  await expect(page.locator('#login-email')).toHaveValue('')
  await expect(page.locator('#login-password')).toHaveValue('')
  expect(await page.content()).not.toContain(DEMO_ADMIN.password)
})

test.describe('an editor uploads an SVG with script', () => {
  // The sandboxed file's blocked script is itself a CSP report: expected here.
  test.use({ failOnCspViolation: false })

  const SVG =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>document.title = "pwned"; localStorage.setItem("pwned", document.cookie || "yes")</script>' +
    '<rect width="10" height="10" fill="red"/></svg>'

  test('it runs nothing in a signed-in admin’s browser, downloaded or opened', async ({
    page,
    request,
  }) => {
    const console: string[] = []
    page.on('console', (message) => console.push(message.text()))
    const editor = await ensureUser(request, 'editor')
    const token = await accessToken(request, editor.email, editor.password)
    const { anonKey } = await runtimeConfig(request)
    const name = `e2e/evil-${Date.now()}.svg`
    const upload = await request.post(`/storage/v1/object/media/${name}`, {
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'image/svg+xml',
      },
      data: SVG,
    })
    expect(upload.ok(), await upload.text()).toBe(true)
    const fileUrl = `/storage/v1/object/public/media/${name}`

    await loginAs(page, 'admin')
    const pwned = () => page.evaluate(() => localStorage.getItem('pwned'))

    // Opened as the admin would (a link in the media list): the browser downloads it.
    const download = page.waitForEvent('download')
    await page.evaluate((href) => {
      const a = document.createElement('a')
      a.href = href
      document.body.append(a)
      a.click()
    }, fileUrl)
    expect((await download).suggestedFilename()).toMatch(/^evil-\d+\.svg$/)
    expect(await pwned()).toBeNull()

    // Even a browser that ignored the attachment would render it sandboxed: no script runs.
    await page.route(`**${fileUrl}`, async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-disposition']
      await route.fulfill({ response, headers })
    })
    await page.goto(fileUrl)
    await expect(page.locator('rect')).toBeAttached()
    expect(await page.title()).not.toBe('pwned')
    expect(console.join('\n')).toMatch(/Blocked script execution|Refused to execute inline script/)
    await page.goto('/admin')
    expect(await pwned()).toBeNull()
  })
})
