/**
 * The editorial workflow, looked at: the history panel and a version's diff, the schedule fields
 * and the "Terjadwal" list badge, the preview-link dialog, the preview page and the editorial
 * settings, at 1366 and 390 px, light and dark, with an axe scan each time. Screenshots go to
 * test-results/screens/admin-editorial/ for a person to review.
 */
import { expect, expectNoA11yViolations, setTheme, test } from './fixtures'
import { deleteAsAdmin, insertAsAdmin, updateAsAdmin } from './support/api'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 240_000 })

const SHOTS = 'test-results/screens/admin-editorial'

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of viewports) {
  test(`editorial screens at ${viewport.width} px, light and dark, axe clean`, async ({
    page,
    baseURL,
    browser,
  }) => {
    await page.setViewportSize(viewport)
    const id = Date.now().toString(36)
    const title = `Tarif Sertifikasi 2027 ${id}`
    const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
      {
        slug: `tarif-sertifikasi-${id}`,
        title: { id: title, en: `Certification Fees 2027 ${id}` },
        excerpt: { id: 'Tarif baru untuk sertifikasi badan usaha.' },
        content: {
          id: '## Tarif\n\nBiaya sertifikasi baru Rp 5 juta per klasifikasi.\n\nBerlaku mulai Januari.',
          en: 'New fees apply from January.',
        },
        status: 'published',
        published_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    ])
    await updateAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`, {
      content: {
        id: '## Tarif\n\nBiaya sertifikasi baru Rp 6 juta per klasifikasi.\n\nBerlaku mulai Januari.',
        en: 'New fees apply from January 2027.',
      },
    })
    const shot = (theme: string, what: string) => `${SHOTS}/${viewport.name}-${theme}-${what}.png`
    await loginAs(page, 'editor', { to: `/admin/news/edit/${article!.id}` })

    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme)
      await expect(page.getByLabel('Judul (Indonesia)')).toHaveValue(title)
      const show = page.getByRole('button', { name: /riwayat/ })
      if ((await show.getAttribute('aria-expanded')) !== 'true') await show.click()
      await expect(
        page.getByRole('list', { name: 'Riwayat versi' }).getByRole('listitem'),
      ).toHaveCount(2)
      await page.screenshot({ path: shot(theme, 'news-edit-history'), fullPage: true })
      await expectNoA11yViolations(page)

      await page.getByRole('button', { name: 'Lihat perubahan versi 2' }).click()
      const diff = page.getByRole('dialog', { name: /Versi 2/ })
      await expect(diff.locator('ins').first()).toBeVisible()
      await page.screenshot({ path: shot(theme, 'revision-diff') })
      await expectNoA11yViolations(page)
      await diff.getByRole('button', { name: 'Tutup' }).first().click()

      await page.getByRole('button', { name: 'Pratinjau & bagikan' }).click()
      const dialog = page.getByRole('dialog', { name: 'Pratinjau siap' })
      const url = await dialog.getByLabel('Tautan untuk peninjau').inputValue()
      await page.screenshot({ path: shot(theme, 'preview-dialog') })
      await expectNoA11yViolations(page)
      await dialog.getByRole('button', { name: 'Tutup' }).first().click()

      await page.goto('/admin/news?status=scheduled')
      await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Terjadwal')
      await page.screenshot({ path: shot(theme, 'news-list-scheduled'), fullPage: true })
      await expectNoA11yViolations(page)

      await page.goto('/admin/hero-slider')
      await page
        .getByRole('button', { name: /^Ubah / })
        .first()
        .click()
      await expect(page.getByLabel('Terbit pada')).toBeVisible()
      await page.getByLabel('Terbit pada').scrollIntoViewIfNeeded()
      await page.screenshot({ path: shot(theme, 'hero-slide-schedule') })
      await expectNoA11yViolations(page)
      await page.keyboard.press('Escape')

      await page.goto(url)
      await expect(page.getByRole('note', { name: 'Pratinjau' })).toBeVisible()
      await page.screenshot({ path: shot(theme, 'preview-page'), fullPage: true })
      await expectNoA11yViolations(page)
      await page.goto(`/admin/news/edit/${article!.id}`)
    }

    const admin = await browser.newContext({ locale: 'id-ID', viewport })
    const adminPage = await admin.newPage()
    await loginAs(adminPage, 'admin', { to: '/admin/settings' })
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(adminPage, theme)
      const retention = adminPage.getByLabel('Versi yang disimpan per konten')
      await expect(retention).toHaveValue('50')
      await retention.scrollIntoViewIfNeeded()
      await adminPage.screenshot({ path: shot(theme, 'settings-editorial') })
      await expectNoA11yViolations(adminPage)
    }
    await admin.close()
    await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
  })
}
