/**
 * The per-item search fields, looked at: the search section of a news article and of a
 * CMS page (fields with their counters, one over the recommended length, and both previews) at
 * desktop and phone width, light and dark, with an axe scan each time. Screenshots go to
 * test-results/screens/seo/ for a person to review (run with SCREENSHOTS=1).
 */
import { expect, expectNoA11yViolations, test } from './fixtures'
import { deleteAsAdmin, insertAsAdmin } from './support/api'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 300_000 })

const SHOTS = 'test-results/screens/seo'

test('the search fields of an article and a CMS page: desktop and phone, light and dark', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36)
  const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
    {
      slug: `tampilan-seo-${stamp}`,
      title: {
        id: 'Jadwal Layanan Sertifikasi Akhir Tahun',
        en: 'Year-end Certification Schedule',
      },
      excerpt: { id: 'Kantor LSBU tutup 25 Desember; layanan daring tetap berjalan.', en: '' },
      content: { id: 'Isi.', en: 'Body.' },
      meta_title: {
        id: 'Jadwal layanan sertifikasi SBU selama libur akhir tahun 2026 di LSBU',
      },
      status: 'draft',
    },
  ])
  try {
    await loginAs(page, 'editor')
    for (const [name, path] of [
      ['article', `/admin/news/edit/${article!.id}`],
      ['cms-page', '/admin/cms/edit/biaya'],
    ] as const) {
      await page.goto(path)
      const section = page.getByRole('group', { name: 'Mesin pencari dan pratinjau tautan' })
      for (const scheme of ['light', 'dark'] as const) {
        for (const [device, size] of [
          ['desktop', { width: 1366, height: 900 }],
          ['phone', { width: 390, height: 844 }],
        ] as const) {
          await page.setViewportSize(size)
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
          await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), scheme)
          await page.reload()
          await expect(section.getByTestId('seo-search-id')).toBeVisible()
          await section.scrollIntoViewIfNeeded()
          await section.screenshot({ path: `${SHOTS}/${name}-${device}-${scheme}.png` })
          await expectNoA11yViolations(page)
        }
      }
    }
  } finally {
    await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
  }
})
