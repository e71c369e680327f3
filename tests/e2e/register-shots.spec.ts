/**
 * The register's staff screens, looked at (list, new, edit with history, a revoked
 * certificate's final page with its history, import) and
 * the dashboard's register lists at desktop and phone width, light and dark, axe clean each
 * time. Screenshots go to test-results/screens/register/ for a person to review.
 */
import { expect, expectNoA11yViolations, setTheme, test } from './fixtures'
import { rest, tokenFor } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 600_000 })

const SHOTS = 'test-results/screens/register'

test('the register screens: desktop and phone, light and dark, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await loginAs(page, 'editor', { to: '/admin/sertifikat' })
  await expect(page.getByRole('row').nth(5)).toBeVisible({ timeout: 20_000 })
  // the first certificate of the list, by its edit link
  const editHref = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
  const { body } = await rest(
    page.request,
    await tokenFor(page.request, 'admin'),
    'certificate_register?company_name=eq.Jembatan%20Laut%20Timur&select=id',
  )
  const revokedId = (body as { id: string }[])[0]!.id
  // A history with more than its issue: the editor freezes the listed certificate, then restores it.
  const editorToken = await tokenFor(page.request, 'editor')
  const listedId = editHref!.split('/').pop()!
  for (const change of [
    {
      status: 'dibekukan',
      status_reason: {
        id: 'Survailen tahunan tertunda.',
        en: 'The annual surveillance was postponed.',
      },
    },
    {
      status: 'aktif',
      status_reason: { id: 'Survailen telah dilaksanakan.', en: 'The surveillance took place.' },
    },
  ])
    expect(
      (
        await rest(page.request, editorToken, `certificates?id=eq.${listedId}`, {
          method: 'PATCH',
          data: change,
        })
      ).status,
    ).toBe(200)
  const screens = [
    ['list', '/admin/sertifikat', 'Sertifikat'],
    ['new', '/admin/sertifikat/new', 'Tambah sertifikat'],
    ['edit', editHref!, 'Ubah sertifikat'],
    ['revoked', `/admin/sertifikat/edit/${revokedId}`, 'Ubah sertifikat'],
    ['import', '/admin/sertifikat/impor', 'Impor sertifikat (CSV)'],
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
