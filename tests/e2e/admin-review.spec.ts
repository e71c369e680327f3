/**
 * Review before publishing (docs/decisions/030): an editor's change to the fees page is
 * submitted for review, the published page stays as it was; reopened, the page shows the pending
 * change and saving again updates it; the CMS list marks the page as in review; an admin approves
 * it from the queue after reading the diff; then visitors read the new text. The queue is
 * axe-clean.
 */
import { expect, expectNoA11yViolations, test } from './fixtures'
import { REVIEW_DEFAULT, selectAsAdmin, setReviewRequired, updateAsAdmin } from './support/api'
import { loginAs } from './support/users'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const stamp = Date.now().toString(36)
const added = `Biaya tinjauan ${stamp}: Rp 2.500.000 untuk kualifikasi kecil.`
const revised = `Revisi tinjauan ${stamp}: berlaku mulai 1 Januari.`

test('an editor submits a fee-page change; an admin approves it from the queue after reading the diff', async ({
  page,
  request,
  baseURL,
}) => {
  await setReviewRequired(baseURL!, REVIEW_DEFAULT)
  const [original] = await selectAsAdmin<{ content: { id: string; en?: string } }>(
    baseURL!,
    'cms_pages',
    'slug=eq.biaya&select=content',
  )
  try {
    // The editor: "Simpan" becomes "Ajukan tinjauan" on a published page.
    await loginAs(page, 'editor', { to: '/admin/cms/edit/biaya' })
    const content = page.getByLabel('Isi (Indonesia)')
    await content.fill(`${original!.content.id}\n\n${added}`)
    const submit = page.getByRole('button', { name: 'Ajukan tinjauan' })
    await expect(submit).toBeVisible()
    await expect(page.getByRole('button', { name: 'Simpan', exact: true })).toHaveCount(0)
    await submit.click()
    await expect(page.getByText('Halaman diajukan untuk ditinjau').first()).toBeVisible()
    const status = page.getByRole('region', { name: 'Tinjauan' })
    await expect(status.getByText('Menunggu tinjauan', { exact: true })).toBeVisible()
    await expect(status).toContainText('Versi yang terbit tetap tampil sampai disetujui')

    // Visitors still read the published version.
    expect(await (await request.get('/layanan/biaya')).text()).not.toContain(added)

    // Reopened, the page shows the pending change (not the live text) and since when; saving
    // again updates the pending change, and the live page still does not change.
    await page.reload()
    await expect(page.getByTestId('review-pending-shown')).toContainText('menunggu tinjauan sejak')
    await expect.poll(() => content.inputValue()).toContain(added)
    await content.fill(`${original!.content.id}\n\n${added}\n\n${revised}`)
    await page.getByRole('button', { name: 'Ajukan tinjauan' }).click()
    await expect(page.getByText('Halaman diajukan untuk ditinjau').first()).toBeVisible()
    expect(await (await request.get('/layanan/biaya')).text()).not.toContain(revised)

    // The list marks the page (same request as the list) and its review filter finds it.
    await page.goto('/admin/cms?review=pending')
    const listed = page.getByRole('row', { name: /Biaya Sertifikasi/ })
    await expect(listed.getByTestId('in-review')).toHaveText('Menunggu tinjauan')

    // The admin: the dashboard card, the queue, the diff, the approval.
    await loginAs(page, 'admin', { to: '/admin' })
    await expect(page.getByText(/\d+ perubahan menunggu persetujuan/)).toBeVisible()
    await page.getByRole('link', { name: 'Buka antrean tinjauan' }).click()
    await expect(page).toHaveURL('/admin/tinjauan')
    await expect(page.getByRole('heading', { level: 1, name: 'Tinjauan' })).toBeVisible()
    const row = page.getByRole('row', { name: /Biaya Sertifikasi/ })
    await expect(row).toContainText('Halaman CMS')
    await expectNoA11yViolations(page)
    await row.getByRole('link', { name: 'Biaya Sertifikasi' }).click()
    await expect(page).toHaveURL(/\/admin\/tinjauan\/[0-9a-f-]{36}$/)
    await expect(
      page.getByRole('heading', { name: 'Perubahan terhadap versi yang terbit' }),
    ).toBeVisible()
    // The revision diff: the added paragraph, marked as added.
    await expect(page.locator('ins').filter({ hasText: added })).toBeVisible()
    await expect(page.locator('ins').filter({ hasText: revised })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Setujui dan terbitkan' }).click()
    await expect(page.getByText('Perubahan disetujui').first()).toBeVisible()
    await expect(page.getByText('Disetujui', { exact: true })).toBeVisible()

    // Published: the server renders the new text.
    await expect
      .poll(async () => (await request.get('/layanan/biaya')).text(), { timeout: 10_000 })
      .toContain(added)
    await page.goto('/admin/tinjauan')
    await expect(page.getByText('Tidak ada perubahan yang menunggu tinjauan.')).toBeVisible()
  } finally {
    await updateAsAdmin(baseURL!, 'cms_pages', 'slug=eq.biaya', { content: original!.content })
  }
})
