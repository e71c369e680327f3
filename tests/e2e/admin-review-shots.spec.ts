/**
 * Review before publishing, looked at: a legal product in review as its editor sees it (the
 * list's badge, the item reopened with its pending change), the
 * review queue and one review with its diff and the decision, at 1366 and 390 px, light and
 * dark, with an axe scan each time. Screenshots go to test-results/screens/admin-review/.
 */
import { expect, expectNoA11yViolations, setTheme, test } from './fixtures'
import { deleteAsAdmin, insertAsAdmin, REVIEW_DEFAULT, setReviewRequired } from './support/api'
import { rest, tokenFor } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 240_000 })

const SHOTS = 'test-results/screens/admin-review'

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of viewports) {
  test(`review screens at ${viewport.width} px, light and dark, axe clean`, async ({
    page,
    request,
    baseURL,
  }) => {
    await setReviewRequired(baseURL!, REVIEW_DEFAULT)
    await page.setViewportSize(viewport)
    const id = Date.now().toString(36)
    const title = `Keputusan Menteri Uji ${id}`
    const [item] = await insertAsAdmin<{ id: string; updated_at: string }>(
      baseURL!,
      'legal_products',
      [
        {
          title: { id: title, en: `Test Decree ${id}` },
          category: 'Kepmen',
          number: `${id}/KPTS`,
          year: 2025,
          summary: { id: 'Besaran biaya layanan sertifikasi.' },
        },
      ],
    )
    const editor = await tokenFor(request, 'editor')
    const submitted = await rest(request, editor, 'rpc/submit_for_review', {
      method: 'POST',
      data: {
        target: 'legal_products',
        record_id: item!.id,
        fields: {
          summary: { id: 'Besaran biaya layanan sertifikasi yang baru, berlaku 1 Januari 2027.' },
          year: 2026,
        },
        expected_updated_at: item!.updated_at,
      },
    })
    expect(submitted.status).toBe(200)
    const review = submitted.body as { id: string }
    const shot = (theme: string, what: string) => `${SHOTS}/${viewport.name}-${theme}-${what}.png`
    try {
      await loginAs(page, 'editor', { to: `/admin/produk-hukum?q=${encodeURIComponent(title)}` })
      // The list says which rows wait for review (the row's in_review field, same request).
      const listRow = page.getByRole('row', { name: new RegExp(id) })
      await expect(listRow.getByTestId('in-review')).toHaveText('Menunggu tinjauan')
      await page.getByRole('button', { name: new RegExp(`Ubah.*${id}`) }).click()
      const sheet = page.getByRole('dialog')
      await expect(sheet.getByText('Menunggu tinjauan', { exact: true })).toBeVisible()
      await expect(sheet.getByRole('button', { name: 'Ajukan tinjauan' })).toBeVisible()
      // Reopened with the pending change, and says so.
      await expect(sheet.getByTestId('review-pending-shown')).toContainText(
        'menunggu tinjauan sejak',
      )
      await expect(sheet.getByLabel('Ringkasan (Indonesia)')).toHaveValue(/yang baru, berlaku/)
      await page.keyboard.press('Escape')
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme)
        await expect(listRow.getByTestId('in-review')).toBeVisible()
        await expectNoA11yViolations(page)
        await page.screenshot({ path: shot(theme, 'list-in-review') })
        await page.getByRole('button', { name: new RegExp(`Ubah.*${id}`) }).click()
        await expect(page.getByRole('dialog').getByTestId('review-pending-shown')).toBeVisible()
        await expectNoA11yViolations(page)
        await page.screenshot({ path: shot(theme, 'item-in-review') })
        await page.keyboard.press('Escape')
      }

      await loginAs(page, 'admin', { to: '/admin/tinjauan' })
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme)
        await expect(page.getByRole('link', { name: title })).toBeVisible()
        await expectNoA11yViolations(page)
        await page.screenshot({ path: shot(theme, 'queue'), fullPage: true })
      }
      await page.goto(`/admin/tinjauan/${review.id}`)
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme)
        await expect(page.getByRole('button', { name: 'Setujui dan terbitkan' })).toBeVisible()
        await expectNoA11yViolations(page)
        await page.screenshot({ path: shot(theme, 'review'), fullPage: true })
      }
      await page.goto('/admin/settings')
      const setting = page.getByRole('group', { name: 'Tinjauan sebelum terbit' })
      await expect(setting.getByRole('checkbox', { name: 'Halaman CMS' })).toBeChecked()
      await expect(setting.getByRole('checkbox', { name: 'Produk Hukum' })).toBeChecked()
      await setting.scrollIntoViewIfNeeded()
      await expectNoA11yViolations(page)
      await page.screenshot({ path: shot('dark', 'settings') })
      await page.goto('/admin')
      await expect(page.getByRole('link', { name: 'Buka antrean tinjauan' })).toBeVisible()
      await page.screenshot({ path: shot('dark', 'dashboard') })
    } finally {
      await rest(request, await tokenFor(request, 'admin'), 'rpc/withdraw_review', {
        method: 'POST',
        data: { review_id: review.id },
      })
      await deleteAsAdmin(baseURL!, 'legal_products', `id=eq.${item!.id}`)
    }
  })
}
