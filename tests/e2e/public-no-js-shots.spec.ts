/**
 * Screenshots for a person to look at (SCREENSHOTS=1): the header's open menus at 1366 and
 * 390 px, without JavaScript (HTML alone) and with it (the scripted menus), and the FAQ page.
 */
import { expect, test } from './fixtures'
import { skipPromo } from './public-helpers'

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const

for (const javaScriptEnabled of [false, true]) {
  test.describe(`open menus, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled })
    for (const size of SIZES) {
      test(`${size.width} px`, async ({ page }, info) => {
        const shot = (name: string) =>
          page.screenshot({
            path: info.outputPath(`${javaScriptEnabled ? 'js' : 'nojs'}-${size.width}-${name}.png`),
          })
        await page.setViewportSize(size)
        if (javaScriptEnabled) {
          await skipPromo(page)
          await page.goto('/')
        } else await page.mainFrame().goto('/')
        const banner = page.getByRole('banner')
        if (size.width > 1000) {
          const nav = banner.getByRole('navigation', { name: 'Navigasi utama' })
          if (javaScriptEnabled)
            await nav.getByRole('button', { name: 'Layanan', exact: true }).click()
          else await nav.locator('summary', { hasText: /^Layanan$/ }).click()
          await expect(nav.getByRole('link', { name: 'Ruang Lingkup' })).toBeVisible()
        } else {
          await banner.getByRole('button', { name: 'Buka menu' }).click()
          const panel = javaScriptEnabled
            ? page.getByRole('dialog', { name: 'Menu navigasi' })
            : page.locator('#site-menu')
          await expect(panel).toBeVisible()
          if (javaScriptEnabled)
            await panel.getByRole('button', { name: 'Layanan', exact: true }).click()
          else await panel.locator('summary', { hasText: /^Layanan$/ }).click()
          await expect(panel.getByRole('link', { name: 'Ruang Lingkup' })).toBeVisible()
        }
        await page.waitForTimeout(400)
        await shot('menu')
        if (javaScriptEnabled) return
        await page.mainFrame().goto('/informasi/faq')
        await page.locator('summary', { hasText: 'Berapa lama proses sertifikasi?' }).click()
        await page.waitForTimeout(400)
        await shot('faq')
      })
    }
  })
}
