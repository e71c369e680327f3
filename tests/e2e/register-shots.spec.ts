/**
 * Issue 16, looked at: the register's staff screens (list, new, edit with history, import) and
 * the dashboard's register lists at desktop and phone width, light and dark, axe clean each
 * time. Screenshots go to test-results/screens/register/ for a person to review.
 */
import { expect, expectNoA11yViolations, setTheme, test } from './fixtures'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 600_000 })

const SHOTS = 'test-results/screens/register'

test('the register screens: desktop and phone, light and dark, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await loginAs(page, 'editor', { to: '/admin/sertifikat' })
  await expect(page.getByRole('row').nth(5)).toBeVisible({ timeout: 20_000 })
  // the first certificate of the list, by its edit link
  const editHref = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
  const screens = [
    ['list', '/admin/sertifikat', 'Sertifikat'],
    ['new', '/admin/sertifikat/new', 'Tambah sertifikat'],
    ['edit', editHref!, 'Ubah sertifikat'],
    ['import', '/admin/sertifikat/import', 'Impor sertifikat (CSV)'],
    ['dashboard', '/admin', 'Dashboard'],
  ] as const
  for (const [name, path, heading] of screens) {
    await page.goto(path)
    for (const theme of ['light', 'dark'] as const) {
      for (const [device, size] of [
        ['desktop', { width: 1366, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        await setTheme(page, theme)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 })
        await page.screenshot({ path: `${SHOTS}/${name}-${device}-${theme}.png`, fullPage: true })
        await expectNoA11yViolations(page)
      }
    }
  }
})
