/**
 * News as an editor: slug rules, drafts stay private until published, scheduled articles wait
 * for their time, and a concurrent edit is refused with the conflict message
 * (docs/product.md#statuses, #no-lost-updates).
 */
import { expect, type Page, test } from './fixtures'
import { deleteAsAdmin, insertAsAdmin } from './support/api'
import { deleteRow, row, saveAndExpect, search } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 150_000 })

const toLocalInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)

/** The public address of an article that is not public answers 404 with the news not-found texts. */
async function expectNotPublic(page: Page, slug: string) {
  const response = await page.goto(`/informasi/news/${slug}`)
  expect(response?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' }),
  ).toBeVisible()
  await expect(page.getByText('Artikel tidak ditemukan atau belum diterbitkan.')).toBeVisible()
}

test('an article: slug checks, draft invisible, scheduled, then published; delete', async ({
  page,
}) => {
  const id = Date.now().toString(36)
  const title = `Berita Uji Otomatis ${id}`
  const slug = `berita-uji-otomatis-${id}`
  await loginAs(page, 'editor', { to: '/admin/news/new' })

  await page.getByLabel('Judul (Indonesia)').fill(title)
  await expect(page.getByLabel('Slug')).toHaveValue(slug)
  await page.getByLabel('Isi (Indonesia)').fill('Isi berita **uji**.')
  await page.getByLabel('Slug').fill('Berita Uji!')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(/Gunakan huruf kecil a–z/)).toBeVisible()
  await page.getByLabel('Slug').fill('lsbu-kmn-raih-perpanjangan-lisensi-lpjk')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Slug ini sudah dipakai. Gunakan yang lain.').first()).toBeVisible()
  await expect(page.getByLabel('Judul (Indonesia)')).toHaveValue(title)
  await expect(page.getByLabel('Isi (Indonesia)')).toHaveValue('Isi berita **uji**.')
  await page.getByLabel('Slug').fill(slug)
  await saveAndExpect(page, 'Artikel berhasil dibuat')
  await expect(page).toHaveURL(/\/admin\/news\/edit\//)
  const editUrl = page.url()

  // Draft: not on the public site.
  await expectNotPublic(page, slug)

  // Scheduled for tomorrow: still not public, shown as scheduled in the list.
  await page.goto(editUrl)
  // Published the way every collection is: the switch.
  await page.getByRole('switch', { name: 'Tampilkan di situs publik' }).click()
  await page.getByLabel('Tanggal terbit').fill(toLocalInput(new Date(Date.now() + 86_400_000)))
  await expect(page.getByText('Terjadwal').first()).toBeVisible()
  await saveAndExpect(page, 'Artikel berhasil disimpan')
  await expectNotPublic(page, slug)
  await page.goto('/admin/news?status=scheduled')
  await expect(row(page, title)).toContainText('Terjadwal')

  // Its time has come (moved into the past): public now.
  await page.goto(editUrl)
  await page.getByLabel('Tanggal terbit').fill(toLocalInput(new Date(Date.now() - 60_000)))
  await saveAndExpect(page, 'Artikel berhasil disimpan')
  await page.goto(`/informasi/news/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  })

  await page.goto('/admin/news?status=published')
  await search(page, id)
  await expect(row(page, title)).toContainText('Terbit')
  await deleteRow(page, title)
  await expect(page.getByText('Artikel berhasil dihapus').first()).toBeVisible()
  await expect(row(page, title)).toHaveCount(0)
  await expectNotPublic(page, slug)
})

test('a concurrent edit in a second browser is refused with the conflict message', async ({
  page,
  browser,
  baseURL,
}) => {
  // Its own draft, so no other spec's article (the public news pages check the seeded ones)
  // is changed.
  const title = `Berita Uji Konflik ${Date.now()}`
  const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
    {
      slug: `berita-uji-konflik-${Date.now()}`,
      title: { id: title, en: 'Conflict test story' },
      excerpt: { id: 'Ringkasan uji.', en: 'Test summary.' },
      content: { id: 'Isi uji.', en: 'Test body.' },
      status: 'draft',
    },
  ])
  try {
    await loginAs(page, 'editor', { to: `/admin/news/edit/${article!.id}` })
    await expect(page.getByLabel('Judul (Indonesia)')).toHaveValue(title)
    const editUrl = page.url()

    const other = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
    const second = await other.newPage()
    await loginAs(second, 'admin')
    await second.goto(editUrl)
    const theirs = second.getByLabel('Ringkasan (Indonesia)')
    // A second browser's first load of the staff app: slower than a screen change when the
    // other half of the suite runs beside it.
    await expect(theirs).toHaveValue('Ringkasan uji.', { timeout: 20_000 })
    // The editor has it open: the admin's form is read-only until they take over (ADR 032).
    await expect(second.getByText('Sedang diedit oleh Editor E2E')).toBeVisible()
    await second.getByRole('button', { name: 'Ambil alih' }).click()
    await theirs.fill('Ringkasan uji. Diperbarui admin.')
    await second.getByRole('button', { name: 'Simpan' }).click()
    await expect(second.getByText('Artikel berhasil disimpan').first()).toBeVisible()
    await other.close()

    // The editor was taken over; taking it back, their form still holds the version they loaded,
    // so the conflict check stops their save.
    await page.getByRole('button', { name: 'Ambil alih kembali' }).click({ timeout: 20_000 })
    const mine = page.getByLabel('Ringkasan (Indonesia)')
    await mine.fill('Ringkasan uji. Diperbarui editor.')
    await page.getByRole('button', { name: 'Simpan' }).click()
    const conflict = page.getByRole('alertdialog', { name: 'Data telah diubah orang lain' })
    await expect(conflict).toContainText('Admin Utama')
    await expect(mine).toHaveValue(/Diperbarui editor\.$/)
    await conflict.getByRole('button', { name: 'Muat ulang data terbaru' }).click()
    await expect(page.getByLabel('Ringkasan (Indonesia)')).toHaveValue(/Diperbarui admin\.$/)
  } finally {
    await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
  }
})
