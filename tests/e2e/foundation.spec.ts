import { bodyBackground, expect, expectNoA11yViolations, reviewShot, test } from './fixtures'
import { skipPromo } from './public-helpers'

test.describe('foundation', () => {
  test.beforeEach(async ({ page }) => {
    // "System" resolves to light unless a test says otherwise.
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
  })

  test('the home page opens in Indonesian, light, and passes axe', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sertifikasi Badan Usaha Jasa Konstruksi' }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    await expect(page).toHaveTitle('LSBU Karya Mandiri Nusantara - Lembaga Sertifikasi Terpercaya')
    await expect(page.getByRole('button', { name: 'Ganti tema' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ganti bahasa' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('the axe check fails on violations, honours its options and scans each new document', async ({
    page,
  }) => {
    const bad = (label: string) =>
      `<html lang="id"><head><title>t</title></head><body><main><h1>${label}</h1>` +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" class="x">' +
      '<p style="color:#bbb;background:#fff">pucat</p></main></body></html>'
    await page.setContent(bad('Satu'))
    const first = await expectNoA11yViolations(page).catch((error: Error) => error.message)
    expect(first).toContain('image-alt')
    expect(first).toContain('color-contrast')
    // Options: a left-out element and a disabled rule are not reported.
    await expectNoA11yViolations(page, { exclude: ['img.x'], disableRules: ['color-contrast'] })
    // A new document has no axe loaded yet: the check loads it again and still finds the image.
    await page.setContent(bad('Dua'))
    const second = await expectNoA11yViolations(page, { disableRules: ['color-contrast'] }).catch(
      (error: Error) => error.message,
    )
    expect(second).toContain('image-alt')
  })

  test('theme and language switch, show, and survive a reload', async ({ page }) => {
    // The promotion popup (5 s after load) is another spec's subject; on a busy machine this
    // journey takes longer than that.
    await skipPromo(page)
    await page.goto('/')
    const html = page.locator('html')
    const lightBackground = await bodyBackground(page)

    await page.getByRole('button', { name: 'Ganti tema' }).click()
    await page.getByRole('menuitemradio', { name: 'Gelap' }).click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect.poll(() => bodyBackground(page)).not.toBe(lightBackground)

    await page.getByRole('button', { name: 'Ganti bahasa' }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Certification for Construction Service Companies',
      }),
    ).toBeVisible()
    await expect(html).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('button', { name: 'Change theme' })).toBeVisible()
    await expect(page).toHaveTitle('LSBU Karya Mandiri Nusantara - A Trusted Certification Body')
    await expectNoA11yViolations(page)
    await reviewShot(page, { path: 'test-results/foundation-dark-en.png', fullPage: true })

    await page.reload()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(html).toHaveAttribute('lang', 'en')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Certification for Construction Service Companies',
      }),
    ).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark')

    // Back to system: follows the OS setting, live.
    await page.getByRole('button', { name: 'Change theme' }).click()
    await page.getByRole('menuitemradio', { name: 'System' }).click()
    await expect(html).not.toHaveClass(/\bdark\b/)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html).toHaveClass(/\bdark\b/)
  })

  test('?lng=en selects English; unknown paths get a bilingual 404 inside the layout', async ({
    page,
  }) => {
    await page.goto('/halaman-yang-tidak-ada')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expectNoA11yViolations(page)

    await page.goto('/halaman-yang-tidak-ada?lng=en')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    // Client-side navigation home through the lazy home route; the progress bar settles.
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Certification for Construction Service Companies',
      }),
    ).toBeVisible()
    await expect(page.getByTestId('route-progress')).toHaveAttribute('data-phase', 'idle')
  })

  test('admin code is not loaded on public pages', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(scripts.some((s) => /admin|dashboard/i.test(s))).toBe(false)

    // Signed out, /admin goes to the login page; the staff area (auth, supabase-js) loads then.
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/auth\/login/)
    expect(scripts.some((s) => /admin-layout|staff-root/i.test(s))).toBe(true)
  })

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Langsung ke konten utama' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })
})
