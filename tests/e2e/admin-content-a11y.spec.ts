/**
 * axe on every content screen, list and form, in light and dark, at desktop and phone sizes;
 * with SCREENSHOTS=1, screenshots for review (test-results/admin-content/*.png).
 */
import { expect, expectNoA11yViolations, type Page, reviewShot, test } from './fixtures'
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
      .or(page.getByRole('button', { name: 'Simpan' }))
      .first(),
  ).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

for (const theme of ['light', 'dark'] as const) {
  for (const screen of SCREENS) {
    test(`${screen.name}: no axe violations in the list and the form (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((t) => window.localStorage.setItem('vite-ui-theme', t), theme)
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      await loginAs(page, 'editor')
      const sizes = theme === 'light' ? [1440, 390] : [1440]
      for (const width of sizes) {
        await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 })
        await page.goto(screen.path)
        await ready(page)
        if (width === 1440) await expectNoA11yViolations(page)
        await reviewShot(page, {
          path: `test-results/admin-content/${screen.name}-${theme}-${width}.png`,
        })
        if (!screen.openForm) continue
        await screen.openForm(page)
        const dialog = page.getByRole('dialog')
        await expect(dialog.getByRole('button', { name: 'Simpan' })).toBeVisible()
        // The sheet slides in: scan it once its animations have finished.
        await dialog.evaluate((sheet) =>
          Promise.all(sheet.getAnimations({ subtree: true }).map((a) => a.finished)),
        )
        if (width === 1440) await expectNoA11yViolations(page)
        await reviewShot(page, {
          path: `test-results/admin-content/${screen.name}-form-${theme}-${width}.png`,
        })
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    })
  }
}
