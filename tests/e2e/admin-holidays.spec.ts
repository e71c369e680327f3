/**
 * Next year's holidays on the dashboard: while the coming calendar year (Asia/Jakarta) has no
 * holidays entered, admins see a warning with a link to Hari Libur, in both languages and both
 * themes, on a desktop and a phone; an editor, who cannot edit holidays, does not. The year's
 * holidays are put back afterwards: the server's data is shared by the specs of this half.
 */
import {
  emulateScheme,
  expect as baseExpect,
  expectNoA11yViolations,
  type Page,
  test,
} from './fixtures'
import { deleteAsAdmin, insertAsAdmin, selectAsAdmin } from './support/api'
import { loginAs } from './support/users'

// A loaded 2-core machine: lazy admin chunks can take a while.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ mode: 'serial' })

/** The year after today's in Asia/Jakarta: the one the dashboard checks. */
const YEAR =
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format()) + 1
const IN_YEAR = `date=gte.${YEAR}-01-01&date=lte.${YEAR}-12-31`

let original: Record<string, unknown>[] = []

test.beforeAll(async ({ baseURL }) => {
  original = await selectAsAdmin(baseURL!, 'holidays', `select=id,date,name&${IN_YEAR}`)
})
test.afterAll(async ({ baseURL }) => {
  await deleteAsAdmin(baseURL!, 'holidays', IN_YEAR)
  if (original.length) await insertAsAdmin(baseURL!, 'holidays', original)
})

/** Opens the dashboard and waits until it has read next year's holidays. */
async function dashboard(page: Page, path = '/admin') {
  const read = page.waitForResponse(
    (r) => r.url().includes('/rest/v1/holidays') && r.url().includes(`${YEAR}-01-01`),
    { timeout: 30_000 },
  )
  await page.goto(path)
  expect((await read).ok()).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

test('admins see a warning with a link to Hari Libur while next year has no holidays', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  // With a holiday in the year: no warning.
  if (!original.length) {
    await insertAsAdmin(baseURL!, 'holidays', [
      { date: `${YEAR}-01-01`, name: { id: 'Tahun Baru', en: "New Year's Day" } },
    ])
  }
  await loginAs(page, 'admin')
  await dashboard(page)
  const warning = page.getByRole('status').filter({ hasText: `Hari libur ${YEAR} belum diisi` })
  await expect(warning).toHaveCount(0)

  await deleteAsAdmin(baseURL!, 'holidays', IN_YEAR)
  await dashboard(page)
  await expect(warning).toBeVisible()
  await expect(warning).toContainText('hanya melewati Sabtu dan Minggu')
  const link = warning.getByRole('link', { name: `Tambahkan hari libur ${YEAR}` })
  await expect(link).toHaveAttribute('href', '/admin/hari-libur')
  for (const scheme of ['light', 'dark'] as const) {
    await emulateScheme(page, scheme)
    await expectNoA11yViolations(page)
  }

  // English, on a phone: the same warning, and nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await dashboard(page, '/admin?lng=en')
  const english = page.getByRole('status').filter({ hasText: `No holidays entered for ${YEAR}` })
  await expect(english).toBeVisible()
  await expect(english.getByRole('link', { name: `Add the ${YEAR} holidays` })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoA11yViolations(page)

  // The link opens the holidays screen.
  await page.goto('/admin?lng=id')
  await warning.getByRole('link', { name: `Tambahkan hari libur ${YEAR}` }).click()
  await expect(page).toHaveURL(/\/admin\/hari-libur$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Hari Libur' })).toBeVisible()

  // Once the year has holidays again, the warning is gone.
  if (original.length) await insertAsAdmin(baseURL!, 'holidays', original)
  else {
    await insertAsAdmin(baseURL!, 'holidays', [
      { date: `${YEAR}-01-01`, name: { id: 'Tahun Baru', en: "New Year's Day" } },
    ])
  }
  await dashboard(page)
  await expect(warning).toHaveCount(0)
})

test('an editor, who cannot edit holidays, is not shown the warning', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  await deleteAsAdmin(baseURL!, 'holidays', IN_YEAR)
  await loginAs(page, 'editor')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByTestId('counter-totalClients')).toBeVisible()
  await expect(page.getByText(`Hari libur ${YEAR} belum diisi`)).toHaveCount(0)
  await expect(page.getByRole('link', { name: `Tambahkan hari libur ${YEAR}` })).toHaveCount(0)
})
