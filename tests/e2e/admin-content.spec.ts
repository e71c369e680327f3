/**
 * The content screens as an editor would use them: each site-management screen creates, finds,
 * edits, publishes to the public site and deletes an item; bad input is refused next to its field
 * and what was typed stays.
 */
import { expect, test } from './fixtures'
import { REVIEW_DEFAULT, setReviewRequired } from './support/api'
import { deleteRow, files, row, saveAndExpect, search } from './support/crud'
import { loginAs } from './support/users'

const stamp = () => Date.now().toString(36)

// Each test walks a whole screen (sign-in, create, search, edit, public page, delete).
test.describe.configure({ timeout: 120_000 })

// Editors publish CMS pages and legal products here; review before publishing has its own spec
// (admin-review.spec.ts).
test.beforeAll(({ baseURL }) => setReviewRequired(baseURL!, []))
test.afterAll(({ baseURL }) => setReviewRequired(baseURL!, REVIEW_DEFAULT))

test('FAQ: create with a validation error, find, edit, see it publicly, reorder, delete', async ({
  page,
}) => {
  const id = stamp()
  const question = `Apakah uji otomatis ${id} berjalan?`
  await loginAs(page, 'editor', { to: '/admin/faq' })

  await page.getByRole('button', { name: 'Tambah FAQ' }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah FAQ' })
  await expect(sheet.getByRole('button', { name: 'Simpan' })).toBeDisabled()
  await sheet.getByLabel('Jawaban (Indonesia)').fill('Ya, setiap malam.')
  // The question's English tab is open: the error brings the Indonesian input back into view.
  await sheet.getByRole('tab', { name: 'English' }).first().click()
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(sheet.getByText('Teks bahasa Indonesia wajib diisi.')).toBeVisible()
  await expect(sheet.getByLabel('Pertanyaan (Indonesia)')).toBeFocused()
  await expect(sheet.getByLabel('Pertanyaan (Indonesia)')).toHaveAttribute('aria-invalid', 'true')
  await expect(sheet.getByLabel('Jawaban (Indonesia)')).toHaveValue('Ya, setiap malam.')

  await sheet.getByLabel('Pertanyaan (Indonesia)').fill(question)
  await sheet.getByRole('combobox', { name: 'Kategori' }).click()
  await page.getByRole('option', { name: 'Biaya' }).click()
  await saveAndExpect(page, 'FAQ berhasil dibuat')
  await expect(sheet).toBeHidden()

  await search(page, id)
  await expect(row(page, question)).toBeVisible()
  await expect(page.getByText('1–1 dari 1')).toBeVisible()

  await page.getByRole('button', { name: `Ubah ${question}` }).click()
  const edit = page.getByRole('dialog', { name: 'Ubah FAQ' })
  const edited = `${question} (diubah)`
  await edit.getByLabel('Pertanyaan (Indonesia)').fill(edited)
  await saveAndExpect(page, 'FAQ berhasil disimpan')
  await expect(row(page, edited)).toBeVisible()

  await page.goto('/informasi/faq')
  await expect(page.getByText(edited)).toBeVisible()

  // Reorder with the keyboard: the new FAQ (last) moves up one place.
  await page.goto('/admin/faq')
  await page.getByRole('button', { name: 'Atur urutan' }).click()
  const reorder = page.getByRole('dialog', { name: 'Atur urutan FAQ' })
  const items = reorder.getByRole('listitem')
  await expect(items.last()).toContainText(edited)
  await reorder.getByRole('button', { name: `Pindahkan ${edited} ke atas` }).press('Enter')
  await expect(items.nth(-2)).toContainText(edited)
  await reorder.getByRole('button', { name: 'Simpan urutan' }).click()
  await expect(page.getByText('Urutan FAQ berhasil disimpan').first()).toBeVisible()

  await search(page, id)
  await deleteRow(page, edited)
  await expect(page.getByText('FAQ berhasil dihapus').first()).toBeVisible()
  await expect(row(page, edited)).toHaveCount(0)
  await expect(
    page.getByText('Tidak ada data yang cocok dengan pencarian atau filter.'),
  ).toBeVisible()
  await page.goto('/informasi/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(edited)).toHaveCount(0)
})

test('Clients: bad URL, wrong file type and too large a file are refused; logo upload, edit, public, delete', async ({
  page,
}) => {
  const name = `PT Uji Otomatis ${stamp()}`
  await loginAs(page, 'editor', { to: '/admin/klien' })
  await page.getByRole('button', { name: 'Tambah Klien' }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah Klien' })
  await sheet.getByLabel('Nama').fill(name)
  await sheet.getByLabel('Sektor (Indonesia)').fill('Konstruksi Gedung')
  await sheet.getByLabel('Situs web').fill('bukan-url')
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(
    sheet.getByText('Masukkan URL lengkap yang diawali http:// atau https://.'),
  ).toBeVisible()
  await expect(sheet.getByLabel('Nama')).toHaveValue(name)

  const logo = sheet.getByLabel('Logo', { exact: true })
  await logo.setInputFiles(files.text())
  await expect(sheet.getByRole('alert')).toContainText('Jenis berkas "text/plain" tidak didukung')
  await logo.setInputFiles(files.hugePng())
  await expect(sheet.getByRole('alert')).toContainText('Berkas terlalu besar')
  await expect(sheet.getByLabel('Nama')).toHaveValue(name)
  await logo.setInputFiles(files.png())
  await expect(sheet.getByRole('img', { name })).toBeVisible()

  await sheet.getByLabel('Situs web').fill('https://uji.example.co.id')
  await saveAndExpect(page, 'Klien berhasil dibuat')

  await search(page, name)
  await expect(row(page, name)).toBeVisible()
  await page.getByRole('button', { name: `Ubah ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Ubah Klien' })
  await edit.getByLabel('Sektor (Indonesia)').fill('Bangunan Sipil')
  await edit
    .getByRole('group', { name: 'Sektor' })
    .getByRole('tab', { name: /English/ })
    .click()
  await edit.getByLabel('Sektor (English)').fill('Civil engineering works')
  await saveAndExpect(page, 'Klien berhasil disimpan')
  await expect(row(page, name)).toContainText('Bangunan Sipil')

  await page.goto('/informasi/klien')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toContainText('Bangunan Sipil')
  await page.goto('/informasi/klien?lng=en')
  await expect(card).toContainText('Civil engineering works')
  // ?lng= is remembered: back to Indonesian for the admin screens below.
  await page.goto('/informasi/klien?lng=id')

  await page.goto('/admin/klien')
  await search(page, name)
  await deleteRow(page, name)
  await expect(row(page, name)).toHaveCount(0)
})

test('Legal products: PDF upload, wrong type refused, edit, public, delete', async ({ page }) => {
  const title = `Peraturan Uji Otomatis ${stamp()}`
  await loginAs(page, 'editor', { to: '/admin/produk-hukum' })
  await page.getByRole('button', { name: 'Tambah Produk Hukum' }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah Produk Hukum' })
  await sheet.getByLabel('Judul (Indonesia)').fill(title)
  await sheet.getByLabel('Nomor').fill('99 Tahun 2026')
  await sheet.getByLabel('Tahun').fill('26')
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(sheet.getByText('Tahun antara 1945 dan 2100.')).toBeVisible()
  await sheet.getByLabel('Tahun').fill('2026')
  const file = sheet.getByLabel('Berkas PDF', { exact: true })
  await file.setInputFiles(files.png())
  await expect(sheet.getByRole('alert')).toContainText('Gunakan PDF')
  await file.setInputFiles(files.pdf())
  await expect(sheet.getByRole('link', { name: /Buka berkas/ })).toBeVisible()
  await saveAndExpect(page, 'Produk Hukum berhasil dibuat')

  await search(page, 'Uji Otomatis')
  await page.getByRole('button', { name: `Ubah ${title}` }).click()
  await page
    .getByRole('dialog', { name: 'Ubah Produk Hukum' })
    .getByLabel('Nomor')
    .fill('98 Tahun 2026')
  await saveAndExpect(page, 'Produk Hukum berhasil disimpan')
  await expect(row(page, title)).toContainText('98 Tahun 2026')

  await page.goto('/informasi/produk-hukum')
  await expect(page.getByText(title)).toBeVisible()

  await page.goto('/admin/produk-hukum')
  await search(page, 'Uji Otomatis')
  await deleteRow(page, title)
  await expect(row(page, title)).toHaveCount(0)
})

test('Scope: subclass with bad KBLI and duplicate code refused; create, edit, public, delete', async ({
  page,
}) => {
  const name = `Konstruksi Uji Otomatis ${stamp()}`
  await loginAs(page, 'editor', { to: '/admin/ruang-lingkup?tab=sub' })
  await page.getByRole('button', { name: 'Tambah Subklasifikasi' }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah Subklasifikasi' })
  await sheet.getByRole('combobox', { name: 'Klasifikasi' }).click()
  await page.getByRole('option', { name: /^BG · / }).click()
  await sheet.getByLabel('Kode').fill('BG001')
  await sheet.getByLabel('KBLI').fill('123')
  await sheet.getByLabel('Nama (Indonesia)').fill(name)
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(sheet.getByText('KBLI terdiri dari 5 angka.')).toBeVisible()
  await sheet.getByLabel('KBLI').fill('41019')
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(sheet.getByText('Kode ini sudah dipakai. Gunakan yang lain.')).toBeVisible()
  await expect(sheet.getByLabel('Kode')).toHaveAttribute('aria-invalid', 'true')
  await expect(sheet.getByLabel('Nama (Indonesia)')).toHaveValue(name)
  await sheet.getByLabel('Kode').fill('BG098')
  await sheet.getByRole('checkbox', { name: 'Spesialis' }).click()
  await saveAndExpect(page, 'Subklasifikasi berhasil dibuat')

  await search(page, 'BG098')
  await expect(row(page, name)).toContainText('Spesialis')
  await page.getByRole('button', { name: `Ubah BG098 ${name}` }).click()
  const edited = `${name} Baru`
  await page
    .getByRole('dialog', { name: 'Ubah Subklasifikasi' })
    .getByLabel('Nama (Indonesia)')
    .fill(edited)
  await saveAndExpect(page, 'Subklasifikasi berhasil disimpan')

  await page.goto('/layanan/ruang-lingkup')
  await expect(page.getByText(edited).first()).toBeVisible({ timeout: 15_000 })

  await page.goto('/admin/ruang-lingkup?tab=sub')
  await search(page, 'BG098')
  await deleteRow(page, `BG098 ${edited}`)
  await expect(row(page, edited)).toHaveCount(0)
})

test('CMS: bad and duplicate slugs refused; create a page; edit a public page and see it', async ({
  page,
}) => {
  const slug = `halaman-uji-${stamp()}`
  await loginAs(page, 'editor', { to: '/admin/cms' })
  await page.getByRole('link', { name: 'Tambah Halaman' }).click()
  await page.getByLabel('Judul (Indonesia)').fill('Halaman Uji Otomatis')
  await page.getByLabel('Isi (Indonesia)').fill('## Bagian satu\n\nIsi **uji**.')
  await page.getByLabel('Slug').fill('Halaman Uji!')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(/Gunakan huruf kecil a–z/)).toBeVisible()
  await page.getByLabel('Slug').fill('tentang')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Slug ini sudah dipakai. Gunakan yang lain.').first()).toBeVisible()
  await expect(page.getByLabel('Judul (Indonesia)')).toHaveValue('Halaman Uji Otomatis')
  await page.getByLabel('Slug').fill(slug)
  // Saved as a draft first (the switch stays off), then published below.
  await saveAndExpect(page, 'Halaman berhasil dibuat')
  await expect(page).toHaveURL(`/admin/cms/edit/${slug}`)

  await expect(
    page.getByRole('region', { name: 'Pratinjau' }).getByRole('heading', { name: 'Bagian satu' }),
  ).toBeVisible()
  await page.getByRole('switch', { name: 'Tampilkan di situs publik' }).click()
  await saveAndExpect(page, 'Halaman berhasil disimpan')

  await page.goto('/admin/cms')
  await search(page, slug)
  await expect(row(page, slug)).toContainText('Terbit')
  await deleteRow(page, 'Halaman Uji Otomatis')
  await expect(row(page, slug)).toHaveCount(0)

  // An existing public page: rights and duties.
  await page.goto('/admin/cms/edit/hak-kewajiban')
  const title = page.getByLabel('Judul (Indonesia)')
  const original = await title.inputValue()
  await title.fill(`${original} (Uji)`)
  await saveAndExpect(page, 'Halaman berhasil disimpan')
  await page.goto('/informasi/hak-kewajiban')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${original} (Uji)`)
  await page.goto('/admin/cms/edit/hak-kewajiban')
  await page.getByLabel('Judul (Indonesia)').fill(original)
  await saveAndExpect(page, 'Halaman berhasil disimpan')
})
