/**
 * Screenshots of the news, form and status pages at desktop and phone sizes, light and dark,
 * for a person to look at (`SCREENSHOTS=1`); skipped otherwise.
 */
import { expect, test } from './fixtures'

const pages = [
  ['news', '/informasi/news'],
  ['article', '/informasi/news/layanan-pelacakan-keluhan-dan-banding'],
  ['complaint', '/keluhan'],
  ['appeal', '/banding'],
  ['contact', '/profil/kontak'],
  ['status', '/layanan/status?ref=KEL-2026-00001'],
] as const

const viewports = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const

test.describe('public forms and news screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take them')
  test.setTimeout(120_000)

  for (const [scheme, lng] of [
    ['light', 'id'],
    ['dark', 'en'],
  ] as const) {
    test(`${scheme} (${lng})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      for (const [vpName, size] of viewports) {
        await page.setViewportSize(size)
        for (const [name, path] of pages) {
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await page.waitForLoadState('networkidle')
          if (name === 'complaint' && vpName === 'desktop') {
            await page.getByRole('button', { name: /Kirim keluhan|Send complaint/ }).click()
          }
          await page.screenshot({
            path: `test-results/public-b/${name}-${vpName}-${scheme}.png`,
            fullPage: true,
          })
        }
      }
    })
  }
})
