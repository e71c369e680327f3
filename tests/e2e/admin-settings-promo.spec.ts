/**
 * Site settings for the overlays of the public site: an admin edits the promotion popup (title,
 * text, percentage, target) or turns it off, and gives the chat button a WhatsApp number of its
 * own, and chooses the site's default link-preview image. The settings row is restored
 * afterwards.
 */
import { expect as baseExpect, expectNoA11yViolations, setTheme, test } from './fixtures'
import { selectAsAdmin, updateAsAdmin } from './support/api'
import { files } from './support/crud'
import { loginAs } from './support/users'

// A loaded 2-core machine: lazy admin chunks can take a while.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ mode: 'serial' })

const COLUMNS =
  'id,promo_enabled,promo_percent,promo_title,promo_text,promo_target,whatsapp,share_image_url,share_image_width,share_image_height'
let original: Record<string, unknown> = {}

test.beforeAll(async ({ baseURL }) => {
  ;[original] = await selectAsAdmin(baseURL!, 'site_settings', `select=${COLUMNS}`)
})
test.afterAll(async ({ baseURL }) => {
  const { id, share_image_width, share_image_height, ...values } = original
  const row = `id=eq.${String(id)}`
  await updateAsAdmin(baseURL!, 'site_settings', row, values)
  // A changed image address resets its size (the database's trigger): the size comes after.
  await updateAsAdmin(baseURL!, 'site_settings', row, { share_image_width, share_image_height })
})

test('admin edits the promotion; the popup shows it and its claim button goes to the target', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.emulateMedia({ colorScheme: 'light' })
  await loginAs(page, 'admin', { to: '/admin/settings' })
  const form = page.getByRole('form', { name: 'Pengaturan Situs' })
  await expect(form.getByRole('switch', { name: 'Tampilkan popup promosi' })).toBeChecked()
  const percent = form.getByLabel('Persentase diskon')
  const target = form.getByLabel('Tujuan tombol klaim')
  const title = form.getByLabel('Judul promosi (Indonesia)')
  await expect(percent).toHaveValue('15')
  await expect(target).toHaveValue('/layanan/alur')
  await expect(title).toHaveValue('Diskon {percent}% untuk sertifikasi pertama Anda')

  // Refused values: the form says why and keeps what was typed.
  await percent.fill('150')
  await target.fill('//contoh.example/promo')
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(form.getByText('Isi angka 1 sampai 100.')).toBeVisible()
  await expect(form.getByText(/Isi alamat di situs ini yang diawali \//)).toBeVisible()
  await expect(percent).toHaveValue('150')
  await expect(target).toHaveValue('//contoh.example/promo')
  await expectNoA11yViolations(page)

  await percent.fill('20')
  await target.fill('/layanan/biaya')
  await title.fill('Hemat {percent}% bulan ini')
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Pengaturan situs berhasil disimpan')).toBeVisible()

  await page.clock.install()
  await page.goto('/')
  await page.clock.runFor(5500)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText('Hemat 20% bulan ini')
  await expect(dialog).toContainText('Dapatkan potongan 20%')
  await dialog.getByRole('button', { name: 'Klaim Sekarang' }).click()
  await expect(page).toHaveURL(/\/layanan\/biaya$/)
})

test('admin turns the popup off and empties the WhatsApp number: neither shows', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await loginAs(page, 'admin', { to: '/admin/settings' })
  await setTheme(page, 'dark')
  const form = page.getByRole('form', { name: 'Pengaturan Situs' })
  await form.getByRole('switch', { name: 'Tampilkan popup promosi' }).click()
  const whatsapp = form.getByLabel('Nomor WhatsApp')
  await expect(whatsapp).toHaveValue('6281219901234')
  await whatsapp.fill('021-7990-1234')
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(form.getByText(/Masukkan nomor ponsel Indonesia/)).toBeVisible()
  await expect(whatsapp).toHaveValue('021-7990-1234')
  await expectNoA11yViolations(page)
  await whatsapp.fill('')
  await expect(page.getByText('Tanpa nomor WhatsApp, tombol chat tidak ditampilkan.')).toBeVisible()
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Pengaturan situs berhasil disimpan')).toBeVisible()

  await page.clock.install()
  await page.goto('/layanan/alur')
  await page.clock.runFor(8000)
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Chat dengan kami melalui WhatsApp' })).toHaveCount(0)
  // The phone still dials the office.
  await expect(page.getByRole('contentinfo').locator('a[href^="tel:"]')).toHaveAttribute(
    'href',
    'tel:02179901234',
  )
})

test("admin chooses the site's default link-preview image; a page without its own shares it", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  await loginAs(page, 'admin', { to: '/admin/settings' })
  const form = page.getByRole('form', { name: 'Pengaturan Situs' })
  const field = form.getByLabel('Gambar pratinjau tautan bawaan', { exact: true })
  await field.setInputFiles(files.text())
  await expect(form.getByRole('alert')).toContainText('Jenis berkas "text/plain" tidak didukung')
  await field.setInputFiles(files.png())
  await expect(form.getByRole('img', { name: 'Gambar pratinjau tautan bawaan' })).toBeVisible()
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Pengaturan situs berhasil disimpan')).toBeVisible()

  const [saved] = await selectAsAdmin<{ share_image_url: string }>(
    baseURL!,
    'site_settings',
    'select=share_image_url,share_image_width,share_image_height',
  )
  expect(saved.share_image_url).toContain('/storage/v1/object/public/media/settings/')
  // The library's size of the uploaded 1×1 image, not the seed image's 1200 × 630.
  expect(saved).toMatchObject({ share_image_width: 1, share_image_height: 1 })
  const html = await (await request.get('/informasi/faq')).text()
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  expect(image).toContain(saved.share_image_url)
  expect(html).toContain('<meta property="og:image:width" content="1"')
})
