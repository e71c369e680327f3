/**
 * Screenshots of the news, form and status pages at desktop and phone sizes, light and dark,
 * for a person to look at: run with `SCREENSHOTS=1` (playwright.config.ts ignores this file otherwise).
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
  test.setTimeout(120_000)

  test('success panel', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('lsbu-promo-shown', '1'))
    for (const [scheme, size] of [
      ['light', { width: 1440, height: 900 }],
      ['dark', { width: 390, height: 844 }],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await page.setViewportSize(size)
      await page.route('**/rest/v1/rpc/submit_contact', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '"MSG-2026-00042"' }),
      )
      await page.goto('/profil/kontak')
      await page.getByRole('textbox', { name: /^Nama lengkap/ }).fill('Rina Marlina')
      await page.getByRole('textbox', { name: /^Email/ }).fill('rina@contoh.example')
      await page.getByRole('textbox', { name: /^Perihal/ }).fill('Biaya')
      await page.getByRole('textbox', { name: /^Pesan/ }).fill('Berapa biaya sertifikasi ulang?')
      await page.getByRole('button', { name: 'Kirim pesan' }).click()
      await expect(page.getByTestId('submission-reference')).toBeVisible()
      await page.screenshot({ path: `test-results/public-b/success-${scheme}.png`, fullPage: true })
    }
  })

  for (const [scheme, lng] of [
    ['light', 'id'],
    ['dark', 'en'],
  ] as const) {
    test(`${scheme} (${lng})`, async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('lsbu-promo-shown', '1'))
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
          if (name === 'status') {
            await page.getByRole('textbox', { name: /^Email/ }).fill('budi.hartono@contoh.example')
            await page.getByRole('button', { name: /Cek status|Check status/ }).click()
            await expect(page.getByRole('region', { name: /KEL-2026-00001/ })).toBeVisible()
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
