/**
 * What staff create is reachable, and the pages the site depends on are protected.
 * A page written and published at once with "Tambah Halaman" answers at the address its editor
 * shows (server-rendered, both languages, in the sitemap), the navigation editor offers it as a link target, and hiding
 * or deleting says what links to it; core pages cannot be deleted, in the screen or the API.
 */
import { expect, test } from './fixtures'
import { deleteRow, rest, row, saveAndExpect, search, tokenFor } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const stamp = Date.now().toString(36)
const title = `Panduan Uji ${stamp}`
const slug = `panduan-uji-${stamp}`
const address = `/${slug}`

test('a new CMS page is reachable at its address and from the header menu', async ({
  page,
  request,
}) => {
  await loginAs(page, 'admin', { to: '/admin/cms' })
  await page.getByRole('link', { name: 'Tambah Halaman' }).click()
  // Written and published in one step, on a page of its own as news is.
  await expect(page).toHaveURL('/admin/cms/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman Baru' })).toBeVisible()
  // The slug follows the title, as news does; the hint shows the address.
  await page.getByLabel('Judul (Indonesia)').fill(title)
  await expect(page.getByLabel('Slug')).toHaveValue(slug)
  await expect(page.getByLabel('Slug')).toHaveAccessibleDescription(
    new RegExp(`Alamat halaman: ${address}\\.`),
  )
  await page.getByLabel('Isi (Indonesia)').fill('## Langkah pertama\n\nSiapkan **dokumen** Anda.')
  const english = page.getByRole('tab', { name: /English/ })
  await english.nth(0).click()
  await page.getByLabel('Judul (English)').fill(`Test Guide ${stamp}`)
  await english.nth(1).click()
  await page.getByLabel('Isi (English)').fill('## First step\n\nPrepare your **documents**.')
  await page.getByRole('switch', { name: 'Tampilkan di situs publik' }).click()
  await expect(page.getByText('Status:').locator('..')).toContainText('Terbit')
  // A path the site already uses cannot become a page's address; what was typed stays.
  await page.getByLabel('Slug').fill('layanan')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByLabel('Slug')).toHaveAccessibleDescription(
    /Slug ini adalah alamat yang sudah dipakai situs/,
  )
  await expect(page.getByLabel('Judul (English)')).toHaveValue(`Test Guide ${stamp}`)
  await page.getByLabel('Slug').fill(slug)
  await saveAndExpect(page, 'Halaman berhasil dibuat')
  await expect(page).toHaveURL(`/admin/cms/edit/${slug}`)
  await expect(page.getByText(address, { exact: true })).toBeVisible()

  // Server-rendered, in both languages, and listed in the sitemap.
  const html = await request.get(address)
  expect(html.status()).toBe(200)
  expect(await html.text()).toContain('Langkah pertama')
  expect(await (await request.get(`${address}?lng=en`)).text()).toContain('First step')
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${address}</loc>`)

  // The navigation editor offers the site's own pages (titles in both languages) ...
  await page.goto('/admin/navigation')
  await page.getByRole('button', { name: 'Tambah Menu' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah menu' })
  await form.getByRole('combobox', { name: 'Tautkan ke' }).click()
  await expect(page.getByRole('group', { name: 'Halaman situs' })).toBeVisible()
  await page.getByRole('option', { name: 'Status Pengajuan — /layanan/status' }).click()
  await expect(form.getByLabel('URL')).toHaveValue('/layanan/status')
  await expect(form.getByLabel('Label (Indonesia)')).toHaveValue('Status Pengajuan')
  await form.getByRole('button', { name: 'Batal' }).click()
  await page
    .getByRole('alertdialog', { name: 'Buang perubahan yang belum disimpan?' })
    .getByRole('button', { name: 'Buang perubahan' })
    .click()
  await expect(form).toBeHidden()
  // ... and the published page.
  await page.getByRole('button', { name: 'Tambah Menu' }).click()
  await form.getByRole('combobox', { name: 'Tautkan ke' }).click()
  await page.getByRole('option', { name: `${title} — ${address}` }).click()
  await expect(form.getByLabel('URL')).toHaveValue(address)
  await expect(form.getByLabel('Label (Indonesia)')).toHaveValue(title)
  await saveAndExpect(page, 'Menu berhasil dibuat')

  await page.goto('/')
  await page.getByRole('navigation', { name: /utama/i }).getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(address)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Langkah pertama' })).toBeVisible()
})

test('deleting a page says what links to it; core pages cannot be deleted; hiding one warns', async ({
  page,
  request,
}) => {
  await loginAs(page, 'admin', { to: '/admin/cms' })
  await search(page, slug)
  await page.getByRole('button', { name: `Hapus ${title}`, exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(`Menu header: ${title}`)
  await expect(dialog).toContainText('menuju halaman “tidak ditemukan” (404)')
  await dialog.getByRole('button', { name: 'Batal' }).click()

  // Core pages: no delete button, no checkbox, and the database refuses too.
  await search(page, 'hak-kewajiban')
  const core = row(page, '/informasi/hak-kewajiban')
  await expect(core).toContainText('Halaman inti')
  await expect(core.getByRole('button', { name: /^Hapus / })).toHaveCount(0)
  await expect(core.getByRole('checkbox')).toHaveCount(0)
  const token = await tokenFor(request, 'admin')
  const refused = await rest(request, token, 'cms_pages?slug=eq.hak-kewajiban', {
    method: 'DELETE',
  })
  expect(refused.status).toBe(400)
  expect(refused.body).toMatchObject({ code: '23514', hint: 'core_page' })

  // Hiding a core page lists the links that will show "not available", and asks first.
  await page.goto('/admin/cms/edit/hak-kewajiban')
  await page.getByRole('switch', { name: 'Tampilkan di situs publik' }).click()
  await expect(page.getByText('Footer situs (tautan di bagian bawah)')).toBeVisible()
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  const hide = page.getByRole('alertdialog', { name: 'Sembunyikan halaman ini?' })
  await expect(hide).toContainText('Halaman belum tersedia.')
  await expect(hide).toContainText('Footer situs (tautan di bagian bawah)')
  await hide.getByRole('button', { name: 'Batal' }).click()
  await expect(hide).toBeHidden()
  expect((await request.get('/informasi/hak-kewajiban')).status()).toBe(200)
  await page.getByRole('switch', { name: 'Tampilkan di situs publik' }).click()

  // Clean up: the menu item, then the page; its address is a 404 again.
  await page.goto('/admin/navigation')
  await page.getByRole('button', { name: `Hapus ${title}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus', exact: true }).click()
  // Wait for the delete to land: leaving at once can cancel it, and the item then stays in the
  // header for the next spec.
  await expect(page.getByRole('button', { name: `Hapus ${title}` })).toHaveCount(0)
  await page.goto('/admin/cms')
  await search(page, slug)
  await deleteRow(page, title)
  await expect(row(page, slug)).toHaveCount(0)
  expect((await request.get(address)).status()).toBe(404)
})
