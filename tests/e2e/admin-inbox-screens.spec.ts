/**
 * The inbox screens on a phone and a desktop, light and dark: nothing overflows the page
 * sideways, and a screenshot of each lands in test-results/inbox-screens/ for a human to look at.
 */
import { expect, type Page, test } from './fixtures'
import { loginAs } from './support/users'

test.describe.configure({ mode: 'serial' })

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0)
}

async function shoot(page: Page, name: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    await noSidewaysScroll(page)
    await page.screenshot({
      path: `test-results/inbox-screens/${name}-${scheme}.png`,
      fullPage: true,
    })
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
}

for (const size of SIZES) {
  test(`inbox screens fit a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    await loginAs(page, 'admin', { to: '/admin/keluhan' })
    await expect(page.getByRole('table', { name: 'Keluhan' })).toBeVisible()
    await expect(
      page.getByRole('table', { name: 'Keluhan' }).getByRole('link').first(),
    ).toBeVisible()
    await shoot(page, `${size.name}-complaints`)

    await page.getByRole('table', { name: 'Keluhan' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name: /^Keluhan KEL-/ })).toBeVisible()
    await shoot(page, `${size.name}-complaint-detail`)

    await page.goto('/admin/banding')
    await page.getByRole('table', { name: 'Banding' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name: /^Banding BDG-/ })).toBeVisible()
    await shoot(page, `${size.name}-appeal-detail`)

    await page.goto('/admin/messages')
    const table = page.getByRole('table', { name: 'Pesan Masuk' })
    const open = table.getByRole('row').nth(1).getByRole('button').first()
    await expect(open).toBeVisible()
    await shoot(page, `${size.name}-messages`)
    await open.click()
    await expect(page.getByRole('dialog', { name: /^Pesan MSG-/ })).toBeVisible()
    await shoot(page, `${size.name}-message-sheet`)
  })
}
