/**
 * axe on every content screen, list and form, in light at desktop size and in dark on a phone
 * (the theme follows the system's colour scheme, switched in the page without a reload); with
 * SCREENSHOTS=1, screenshots for review (test-results/admin-content/*.png).
 */
import {
  emulateScheme,
  expect,
  expectNoA11yViolations,
  type Page,
  reviewShot,
  test,
} from './fixtures'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 120_000 })

interface Screen {
  name: string
  path: string
  /** Opens the screen's form (sheet) when it is not a page of its own. */
  openForm?: (page: Page) => Promise<void>
}

const SCREENS: Screen[] = [
  { name: 'cms-list', path: '/admin/cms' },
  { name: 'cms-new', path: '/admin/cms/new' },
  { name: 'cms-edit', path: '/admin/cms/edit/tentang' },
  { name: 'news-list', path: '/admin/news' },
  { name: 'news-new', path: '/admin/news/new' },
  {
    name: 'scope',
    path: '/admin/ruang-lingkup',
    openForm: (p) => p.getByRole('button', { name: 'Tambah Klasifikasi' }).click(),
  },
  {
    name: 'scope-sub',
    path: '/admin/ruang-lingkup?tab=sub',
    openForm: (p) => p.getByRole('button', { name: 'Tambah Subklasifikasi' }).click(),
  },
  {
    name: 'legal-products',
    path: '/admin/produk-hukum',
    openForm: (p) => p.getByRole('button', { name: 'Tambah Produk Hukum' }).click(),
  },
  {
    name: 'clients',
    path: '/admin/klien',
    openForm: (p) => p.getByRole('button', { name: 'Ubah PT Bangun Karya Persada' }).click(),
  },
  {
    name: 'faq',
    path: '/admin/faq',
    openForm: (p) => p.getByRole('button', { name: 'Tambah FAQ' }).click(),
  },
]

async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Lists: wait for rows (or the empty state); forms: for the save button.
  await expect(
    page
      .getByRole('row')
      .nth(1)
      // Where the editor's save goes to review it is "Ajukan tinjauan" (docs/decisions/030).
      .or(page.getByRole('button', { name: /^(Simpan|Ajukan tinjauan)$/ }))
      .first(),
  ).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

/** Light at desktop width, then dark on a phone: both themes and both widths, one page load. */
const PASSES = [
  { theme: 'light', width: 1440, height: 900 },
  { theme: 'dark', width: 390, height: 844 },
] as const

for (const screen of SCREENS) {
  test(`${screen.name}: no axe violations in the list and the form (light at 1440 px, dark at 390 px)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    await loginAs(page, 'editor', { to: screen.path })
    for (const { theme, width, height } of PASSES) {
      await page.setViewportSize({ width, height })
      await emulateScheme(page, theme)
      await ready(page)
      await expectNoA11yViolations(page)
      await reviewShot(page, {
        path: `test-results/admin-content/${screen.name}-${theme}-${width}.png`,
      })
      if (!screen.openForm) continue
      await screen.openForm(page)
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('button', { name: /^(Simpan|Ajukan tinjauan)$/ })).toBeVisible()
      // The sheet slides in: scan it once its animations have finished.
      await dialog.evaluate((sheet) =>
        Promise.all(sheet.getAnimations({ subtree: true }).map((a) => a.finished)),
      )
      await expectNoA11yViolations(page)
      await reviewShot(page, {
        path: `test-results/admin-content/${screen.name}-form-${theme}-${width}.png`,
      })
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  })
}
