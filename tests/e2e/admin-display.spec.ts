/**
 * The display-management screens as staff would use them: the header menu (admin), the home slider,
 * the organisation chart, the certification flow and the legality documents (editor). Every change
 * shows up on the public page at once; bad input is refused next to its field and what was typed
 * stays.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { accessToken, ensureUser, loginAs, runtimeConfig } from './support/users'

test.describe.configure({ timeout: 180_000 })

const stamp = () => Date.now().toString(36).slice(-5)

const png = () => ({
  name: 'gambar-uji.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
})
const pdf = () => ({
  name: 'sk-uji.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
})

async function tokenFor(request: APIRequestContext, role: 'admin' | 'editor') {
  const user = await ensureUser(request, role)
  return accessToken(request, user.email, user.password)
}

async function rest(
  request: APIRequestContext,
  token: string,
  path: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET',
  data?: unknown,
) {
  const { anonKey } = await runtimeConfig(request)
  const res = await request.fetch(`/rest/v1/${path}`, {
    method,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    data,
  })
  return { status: res.status(), body: (await res.json().catch(() => null)) as unknown }
}

async function save(page: Page, toast: string) {
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  await expect(page.getByText(toast).first()).toBeVisible()
}

function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text })
}

async function deleteRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Hapus ${name}`, exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('button', { name: 'Hapus', exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** Opens a public header dropdown (desktop) by its button. */
async function openGroup(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: /navigasi utama|main navigation/i })
  const button = nav.getByRole('button', { name, exact: true })
  await button.focus()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  return nav
}

test.describe('navigation (admin only)', () => {
  // A failed attempt must not leave test items in the public header for later specs.
  test.afterEach(async ({ request }) => {
    const token = await tokenFor(request, 'admin')
    const labels = ['Uji Menu %', 'Grup %', 'Anak %'].map((p) => `label->>id.like.${p}`)
    const res = await rest(
      request,
      token,
      `navigation_menus?or=${encodeURIComponent(`(${labels.join(',')})`)}`,
      'DELETE',
    )
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
  })

  test('an editor is refused by the screen and by the API', async ({ page, request }) => {
    await loginAs(page, 'editor', { to: '/admin/navigation' })
    await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible()

    const token = await tokenFor(request, 'editor')
    const insert = await rest(request, token, 'navigation_menus', 'POST', {
      label: { id: 'Peretas' },
      url: '/x',
    })
    expect([401, 403]).toContain(insert.status)
    expect((insert.body as { code?: string }).code).toBe('42501')
    const update = await rest(request, token, 'navigation_menus?url=eq./', 'PATCH', {
      is_published: false,
    })
    // RLS: the editor may read but not write; an update matches no rows (or is refused).
    if (update.status < 300) expect(update.body).toEqual([])
    else expect((update.body as { code?: string }).code).toBe('42501')
    const home = await rest(request, token, 'navigation_menus?url=eq./&select=is_published')
    expect(home.body).toEqual([{ is_published: true }])
  })

  test('add with a bad URL, place under a parent, publish, move, reorder, edit, delete', async ({
    page,
  }) => {
    const id = stamp()
    const label = `Uji Menu ${id}`
    await loginAs(page, 'admin', { to: '/admin/navigation' })
    const preview = page.getByRole('region', { name: 'Pratinjau header' })
    await expect(preview.getByText('Beranda', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Tambah Menu', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Tambah menu' })
    await sheet.getByLabel('Label (Indonesia)').fill(label)
    await sheet.getByLabel('URL').fill('informasi faq')
    await sheet.getByRole('button', { name: 'Simpan' }).click()
    await expect(
      sheet.getByText(
        'Gunakan jalur internal yang diawali /, # untuk menu induk, atau URL lengkap http(s)://.',
      ),
    ).toBeVisible()
    await expect(sheet.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true')
    await expect(sheet.getByLabel('Label (Indonesia)')).toHaveValue(label)
    await sheet.getByLabel('URL').fill('/informasi/faq')
    await sheet.getByRole('combobox', { name: 'Induk' }).click()
    await page.getByRole('option', { name: 'Informasi', exact: true }).click()
    await save(page, 'Menu berhasil dibuat')
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('list', { name: 'Submenu Informasi' })).toContainText(label)
    await expect(preview.getByRole('list', { name: 'Isi dropdown Informasi' })).toContainText(label)

    // The public header, in the same browser, at once.
    await page.goto('/')
    let nav = await openGroup(page, 'Informasi')
    await expect(nav.getByRole('link', { name: label })).toBeVisible()

    // Unpublish: gone from the preview and the public header.
    await page.goto('/admin/navigation')
    await page.getByRole('switch', { name: `Terbitkan ${label}` }).click()
    await expect(page.getByText(`"${label}" disembunyikan`).first()).toBeVisible()
    await expect(preview.getByText(label)).toHaveCount(0)
    await page.goto('/')
    nav = await openGroup(page, 'Informasi')
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible()
    await expect(nav.getByRole('link', { name: label })).toHaveCount(0)

    // Publish again and move it to the top level with the keyboard ("Move to" menu).
    await page.goto('/admin/navigation')
    await page.getByRole('switch', { name: `Terbitkan ${label}` }).click()
    await expect(page.getByText(`"${label}" diterbitkan`).first()).toBeVisible()
    await page.getByRole('button', { name: `Pindahkan ${label} ke…` }).press('Enter')
    await page.getByRole('menuitem', { name: 'Menu utama (tingkat atas)' }).press('Enter')
    await expect(page.getByText('Menu dipindahkan').first()).toBeVisible()
    const top = page.getByRole('list', { name: 'Struktur menu' })
    await expect(top.locator(':scope > li').last()).toContainText(label)

    // Reorder with the keyboard: one place up (before "Layanan Online").
    await page.getByRole('button', { name: `Pindahkan ${label} ke atas` }).press('Enter')
    await expect(top.locator(':scope > li').nth(-2)).toContainText(label)
    await expect(page.getByRole('button', { name: `Pindahkan ${label} ke atas` })).toBeFocused()
    const previewItems = preview.getByRole('list', { name: 'Pratinjau header situs publik' })
    await expect(previewItems.getByRole('listitem').nth(-2)).toHaveText(label)

    await page.goto('/')
    nav = page.getByRole('navigation', { name: /navigasi utama/i })
    const topItems = nav.locator(':scope > ul > li')
    await expect(topItems.nth(-2)).toHaveText(label)
    await expect(topItems.last()).toContainText('Layanan Online')

    // Edit the label: the header follows.
    await page.goto('/admin/navigation')
    await page.getByRole('button', { name: `Ubah ${label}` }).click()
    const edit = page.getByRole('dialog', { name: 'Ubah menu' })
    await edit.getByLabel('Label (Indonesia)').fill(`${label} diubah`)
    await save(page, 'Menu berhasil disimpan')
    await page.goto('/')
    await expect(
      page
        .getByRole('navigation', { name: /navigasi utama/i })
        .getByRole('link', { name: `${label} diubah` }),
    ).toBeVisible()

    // Delete.
    await page.goto('/admin/navigation')
    await page.getByRole('button', { name: `Hapus ${label} diubah` }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('akan dihapus permanen')
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).click()
    await expect(page.getByText('Menu berhasil dihapus').first()).toBeVisible()
    await page.goto('/')
    await expect(
      page.getByRole('navigation', { name: /navigasi utama/i }).getByText(label),
    ).toHaveCount(0)
  })

  test('deleting a parent asks about its children: move them up, or delete them too; drag to reorder', async ({
    page,
  }) => {
    const id = stamp()
    await loginAs(page, 'admin', { to: '/admin/navigation' })
    const addItem = async (label: string, url: string, parent?: string) => {
      if (parent)
        await page.getByRole('button', { name: `Tambah submenu di bawah ${parent}` }).click()
      else await page.getByRole('button', { name: 'Tambah Menu', exact: true }).click()
      const sheet = page.getByRole('dialog', { name: 'Tambah menu' })
      await sheet.getByLabel('Label (Indonesia)').fill(label)
      await sheet.getByLabel('URL').fill(url)
      await save(page, 'Menu berhasil dibuat')
      await expect(sheet).toBeHidden()
    }
    const group = `Grup ${id}`
    const child = `Anak ${id}`
    await addItem(group, '#')
    await addItem(child, '/profil/tentang', group)
    await expect(page.getByRole('list', { name: `Submenu ${group}` })).toContainText(child)

    // Drag the group onto "Beranda": it takes the first place.
    const top = page.getByRole('list', { name: 'Struktur menu' })
    const groupRow = top
      .locator(':scope > li')
      .filter({ hasText: group })
      .locator('[draggable]')
      .first()
    const homeRow = top.locator(':scope > li').first().locator('[draggable]').first()
    // HTML5 drag and drop, event by event (what a mouse drag fires), so it does not depend on
    // scrolling a long list while the button is held.
    const transfer = await page.evaluateHandle(() => new DataTransfer())
    await groupRow.dispatchEvent('dragstart', { dataTransfer: transfer })
    await homeRow.dispatchEvent('dragover', { dataTransfer: transfer })
    await homeRow.dispatchEvent('drop', { dataTransfer: transfer })
    await expect(page.getByText('Menu dipindahkan').first()).toBeVisible()
    await expect(top.locator(':scope > li').first()).toContainText(group)
    await page.goto('/')
    await expect(
      page
        .getByRole('navigation', { name: /navigasi utama/i })
        .locator(':scope > ul > li')
        .first()
        .getByRole('button'),
    ).toHaveText(group)

    // Delete the group, moving its child to the top level.
    await page.goto('/admin/navigation')
    await page.getByRole('button', { name: `Hapus ${group}` }).click()
    let confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('Menu ini memiliki 1 submenu')
    await expect(
      confirm.getByRole('radio', { name: 'Pindahkan submenu ke menu utama' }),
    ).toBeChecked()
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).click()
    await expect(page.getByText('Menu berhasil dihapus').first()).toBeVisible()
    await expect(top.locator(':scope > li').last()).toContainText(child)
    await page.goto('/')
    await expect(
      page.getByRole('navigation', { name: /navigasi utama/i }).getByRole('link', { name: child }),
    ).toBeVisible()

    // A second group: delete it with its child.
    await page.goto('/admin/navigation')
    const group2 = `Grup Dua ${id}`
    const child2 = `Anak Dua ${id}`
    await addItem(group2, '#')
    await addItem(child2, '/banding', group2)
    await page.getByRole('button', { name: `Hapus ${group2}` }).click()
    confirm = page.getByRole('alertdialog')
    await confirm.getByRole('radio', { name: 'Hapus juga semua submenunya' }).check()
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).click()
    await expect(page.getByText('Menu berhasil dihapus').first()).toBeVisible()
    await expect(page.getByText(child2)).toHaveCount(0)

    await page.getByRole('button', { name: `Hapus ${child}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus', exact: true }).click()
    await expect(top).not.toContainText(child)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: /navigasi utama/i })
    await expect(nav.getByText(child)).toHaveCount(0)
    await expect(nav.getByText(group2)).toHaveCount(0)
    await expect(nav.locator(':scope > ul > li').first()).toHaveText('Beranda')
  })
})

test('hero slider: button and alt-text checks, image upload, reorder to first, hide, delete', async ({
  page,
}) => {
  const title = `Slide Uji ${stamp()}`
  await loginAs(page, 'editor', { to: '/admin/hero-slider' })
  await page.getByRole('button', { name: 'Tambah Slide', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah slide' })
  await sheet.getByLabel('Judul (Indonesia)', { exact: true }).fill(title)
  const primary = sheet.getByRole('group', { name: 'Tombol utama' })
  await primary.getByLabel('URL tombol').fill('layanan alur')
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(
    primary.getByText('Gunakan jalur internal yang diawali /, # atau URL lengkap http(s)://.'),
  ).toBeVisible()
  await expect(primary.getByText('Isi teks tombol karena URL-nya diisi.')).toBeVisible()
  await expect(sheet.getByLabel('Judul (Indonesia)', { exact: true })).toHaveValue(title)

  await primary.getByLabel('URL tombol').fill('/layanan/alur')
  await primary.getByLabel('Teks tombol (Indonesia)').fill('Ajukan Sertifikasi')
  await sheet.getByLabel('Gambar', { exact: true }).setInputFiles(png())
  await expect(sheet.getByRole('button', { name: /Hapus berkas/ })).toBeVisible()
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(sheet.getByText('Teks alternatif (alt) wajib diisi untuk gambar.')).toBeVisible()
  await sheet
    .getByLabel('Deskripsi gambar (teks alt) (Indonesia)')
    .fill('Tim asesor di lokasi proyek')
  // The live preview shows the slide as the home page would.
  await expect(sheet.getByRole('figure')).toContainText(title)
  await save(page, 'Slide berhasil dibuat')
  await expect(sheet).toBeHidden()
  await expect(row(page, title)).toBeVisible()

  // Reorder with the keyboard: to the first place, so the home page opens on it.
  await page.getByRole('button', { name: 'Atur urutan' }).click()
  const reorder = page.getByRole('dialog', { name: 'Atur urutan Slide' })
  const up = reorder.getByRole('button', { name: `Pindahkan ${title} ke atas` })
  while (await up.isEnabled()) await up.press('Enter')
  await expect(reorder.getByRole('listitem').first()).toContainText(title)
  await reorder.getByRole('button', { name: 'Simpan urutan' }).click()
  await expect(page.getByText('Urutan Slide berhasil disimpan').first()).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('img', { name: 'Tim asesor di lokasi proyek' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ajukan Sertifikasi' }).first()).toHaveAttribute(
    'href',
    '/layanan/alur',
  )

  // Hide it: the home page no longer shows it.
  await page.goto('/admin/hero-slider')
  await page.getByRole('button', { name: `Ubah ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Ubah slide' })
  await edit.getByRole('switch', { name: 'Tampilkan di situs publik' }).click()
  await save(page, 'Slide berhasil disimpan')
  await expect(row(page, title)).toContainText('Tersembunyi')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(title)).toHaveCount(0)

  await page.goto('/admin/hero-slider')
  await deleteRow(page, title)
  await expect(page.getByText('Slide berhasil dihapus').first()).toBeVisible()
  await expect(row(page, title)).toHaveCount(0)
})

test('organisation: required fields, superior choices without cycles, database cycle message, chart', async ({
  page,
  request,
}) => {
  const name = `Budi Uji ${stamp()}`
  await loginAs(page, 'editor', { to: '/admin/struktur-organisasi' })
  await page.getByRole('button', { name: 'Tambah Anggota', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah anggota' })
  await sheet.getByLabel('Nama').fill(name)
  await sheet.getByLabel('Urutan').fill('1.5')
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(sheet.getByText('Teks bahasa Indonesia wajib diisi.')).toBeVisible()
  await expect(sheet.getByText('Masukkan bilangan bulat antara -10000 dan 10000.')).toBeVisible()
  await expect(sheet.getByLabel('Nama')).toHaveValue(name)
  await sheet.getByLabel('Jabatan (Indonesia)').fill('Asesor Uji')
  await sheet.getByLabel('Urutan').fill('50')
  await sheet.getByRole('combobox', { name: 'Atasan (melapor kepada)' }).click()
  await page.getByRole('option', { name: /^Agus Santoso/ }).click()
  await save(page, 'Anggota berhasil dibuat')
  await expect(sheet).toBeHidden()
  await expect(row(page, name)).toContainText('Agus Santoso, S.T.')
  // The chart preview on the same screen follows at once.
  await expect(page.getByRole('region', { name: 'Pratinjau bagan organisasi' })).toContainText(name)

  await page.goto('/profil/struktur-organisasi')
  await expect(page.getByText(name)).toBeVisible()

  // The director's superior list leaves out the director and everyone below (incl. the new person).
  await page.goto('/admin/struktur-organisasi')
  const director = 'Ir. Hendra Wiratama, M.T.'
  await page.getByRole('button', { name: `Ubah ${director}` }).click()
  let edit = page.getByRole('dialog', { name: 'Ubah anggota' })
  await edit.getByRole('combobox', { name: 'Atasan (melapor kepada)' }).click()
  await expect(page.getByRole('option', { name: /^Dr\. Ratna/ })).toBeVisible()
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) })).toHaveCount(0)
  await expect(page.getByRole('option', { name: /^Agus Santoso/ })).toHaveCount(0)
  await expect(page.getByRole('option', { name: /^Ir\. Hendra/ })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await edit.getByRole('button', { name: 'Batal' }).click()
  await expect(edit).toBeHidden()

  // A cycle the screen could not know about (someone else changed the chart meanwhile):
  // the database refuses it and its message shows next to the field.
  await page.getByRole('button', { name: `Ubah ${name}` }).click()
  edit = page.getByRole('dialog', { name: 'Ubah anggota' })
  const token = await tokenFor(request, 'editor')
  const people = (
    await rest(request, token, `struktur_organisasi?name=eq.${encodeURIComponent(name)}&select=id`)
  ).body as { id: string }[]
  const ratna = 'c0000000-0000-4000-8000-000000000002'
  const changed = await rest(request, token, `struktur_organisasi?id=eq.${ratna}`, 'PATCH', {
    parent_id: people[0]?.id,
  })
  expect(changed.status).toBe(200)
  await edit.getByRole('combobox', { name: 'Atasan (melapor kepada)' }).click()
  await page.getByRole('option', { name: /^Dr\. Ratna/ }).click()
  await edit.getByRole('button', { name: 'Simpan' }).click()
  await expect(
    edit.getByText('Atasan tidak valid: struktur organisasi tidak boleh melingkar.'),
  ).toBeVisible()
  await expect(edit.getByLabel('Nama')).toHaveValue(name)
  await rest(request, token, `struktur_organisasi?id=eq.${ratna}`, 'PATCH', { parent_id: null })
  await edit.getByRole('button', { name: 'Batal' }).click()
  const discard = page.getByRole('alertdialog')
  if (await discard.isVisible())
    await discard.getByRole('button', { name: 'Buang perubahan' }).click()

  await deleteRow(page, name)
  await expect(page.getByText('Anggota berhasil dihapus').first()).toBeVisible()
  await page.goto('/profil/struktur-organisasi')
  await expect(page.getByText(director)).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
})

test('certification flow: required title, new step n + 1, reorder and delete keep 1..n', async ({
  page,
  request,
}) => {
  const title = `Langkah Uji ${stamp()}`
  const token = await tokenFor(request, 'editor')
  const numbers = async () =>
    (await rest(request, token, 'alur_sertifikasi?select=step_order,title&order=step_order'))
      .body as {
      step_order: number
      title: { id: string }
    }[]
  const before = await numbers()
  await loginAs(page, 'editor', { to: '/admin/alur-sertifikasi' })
  await page.getByRole('button', { name: 'Tambah Langkah', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah langkah' })
  await sheet.getByLabel('Catatan durasi (Indonesia)').fill('2 hari kerja')
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(sheet.getByText('Teks bahasa Indonesia wajib diisi.')).toBeVisible()
  await expect(sheet.getByLabel('Catatan durasi (Indonesia)')).toHaveValue('2 hari kerja')
  await sheet.getByLabel('Judul (Indonesia)', { exact: true }).fill(title)
  await sheet.getByLabel('Deskripsi (Indonesia)').fill('Langkah tambahan untuk pengujian otomatis.')
  await save(page, 'Langkah berhasil dibuat')
  await expect(row(page, title)).toContainText(String(before.length + 1))

  await page.goto('/layanan/alur')
  await expect(page.getByText(title)).toBeVisible()

  // Move it up one place with the keyboard.
  await page.goto('/admin/alur-sertifikasi')
  await page.getByRole('button', { name: 'Atur urutan' }).click()
  const reorder = page.getByRole('dialog', { name: 'Atur urutan Langkah' })
  await reorder.getByRole('button', { name: `Pindahkan ${title} ke atas` }).press('Enter')
  await reorder.getByRole('button', { name: 'Simpan urutan' }).click()
  await expect(page.getByText('Urutan Langkah berhasil disimpan').first()).toBeVisible()
  let after = await numbers()
  expect(after.map((s) => s.step_order)).toEqual(after.map((_, i) => i + 1))
  expect(after.at(-2)?.title.id).toBe(title)

  await page.goto('/layanan/alur')
  const lastSeeded = before.at(-1)?.title.id ?? ''
  const steps = page.locator('main').getByRole('heading', { level: 2 })
  await expect(steps.nth(before.length - 1)).toHaveText(title)
  await expect(steps.nth(before.length)).toHaveText(lastSeeded)

  await page.goto('/admin/alur-sertifikasi')
  await deleteRow(page, title)
  await expect(page.getByText('Langkah berhasil dihapus').first()).toBeVisible()
  after = await numbers()
  expect(after.map((s) => s.step_order)).toEqual(before.map((_, i) => i + 1))
  expect(after.map((s) => s.title.id)).toEqual(before.map((s) => s.title.id))
  await page.goto('/layanan/alur')
  await expect(page.getByText(lastSeeded)).toBeVisible()
  await expect(page.getByText(title)).toHaveCount(0)
})

test('legality: dates in order, file type, expired badge, public page, reorder, delete', async ({
  page,
}) => {
  const title = `Sertifikat Uji ${stamp()}`
  await loginAs(page, 'editor', { to: '/admin/legalitas' })
  await page.getByRole('button', { name: 'Tambah Dokumen', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah dokumen' })
  await sheet.getByLabel('Nama dokumen (Indonesia)').fill(title)
  await sheet.getByLabel('Nomor').fill('SK-UJI/001/2020')
  await sheet.getByLabel('Penerbit').fill('Kementerian Uji')
  await sheet.getByLabel('Tanggal terbit').fill('2020-01-10')
  await sheet.getByLabel('Berlaku sampai').fill('2019-12-31')
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(
    sheet.getByText('Tanggal berlaku sampai harus setelah tanggal terbit.'),
  ).toBeVisible()
  await expect(sheet.getByLabel('Berlaku sampai')).toHaveAttribute('aria-invalid', 'true')
  await expect(sheet.getByLabel('Nomor')).toHaveValue('SK-UJI/001/2020')

  await sheet.getByLabel('Berkas (PDF atau gambar)').setInputFiles({
    name: 'catatan.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('bukan dokumen'),
  })
  await expect(sheet.getByText(/Jenis berkas "text\/plain" tidak didukung/)).toBeVisible()
  await sheet.getByLabel('Berkas (PDF atau gambar)').setInputFiles(pdf())
  await expect(sheet.getByRole('link', { name: /Buka berkas/ })).toBeVisible()
  await sheet.getByLabel('Berlaku sampai').fill('2021-01-10')
  await save(page, 'Dokumen berhasil dibuat')
  await expect(sheet).toBeHidden()
  await expect(row(page, title)).toContainText('Kedaluwarsa')

  await page.goto('/profil/legalitas')
  await expect(page.getByText(title)).toBeVisible()

  // Renewed: valid again.
  await page.goto('/admin/legalitas')
  await page.getByRole('button', { name: `Ubah ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Ubah dokumen' })
  await edit.getByLabel('Berlaku sampai').fill('2099-12-31')
  await save(page, 'Dokumen berhasil disimpan')
  await expect(row(page, title)).toContainText('Berlaku')
  await expect(row(page, title)).not.toContainText('Kedaluwarsa')

  // To the first place: the public page lists it first.
  await page.getByRole('button', { name: 'Atur urutan' }).click()
  const reorder = page.getByRole('dialog', { name: 'Atur urutan Dokumen' })
  const up = reorder.getByRole('button', { name: `Pindahkan ${title} ke atas` })
  while (await up.isEnabled()) await up.press('Enter')
  await reorder.getByRole('button', { name: 'Simpan urutan' }).click()
  await expect(page.getByText('Urutan Dokumen berhasil disimpan').first()).toBeVisible()
  await page.goto('/profil/legalitas')
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toHaveText(title)

  await page.goto('/admin/legalitas')
  await deleteRow(page, title)
  await expect(page.getByText('Dokumen berhasil dihapus').first()).toBeVisible()
  await page.goto('/profil/legalitas')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(title)).toHaveCount(0)
})
