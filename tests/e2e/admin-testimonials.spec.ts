/**
 * Testimonials as an editor would add one: the admin screen under Manajemen Situs, a quote with
 * a photo from the media library, shown at once on the home page and the clients page.
 */
import { expect, expectNoA11yViolations, reviewShot, setTheme, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { deleteRow, files, row, saveAndExpect, search } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 180_000 })

const SHOTS = 'test-results/testimonials'

test('Testimonials: an editor adds one; it shows on the home page and the clients page', async ({
  page,
}) => {
  const person = `Uji Otomatis ${Date.now().toString(36)}`
  const quote = `Asesor menjelaskan setiap temuan dengan jelas (${person}).`
  await loginAs(page, 'editor', { to: '/admin/testimoni' })
  await expect(page.getByRole('heading', { level: 1, name: 'Testimoni' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Testimoni', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page).toHaveTitle(/Testimoni/)
  await expect(row(page, 'PT Bangun Karya Persada')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Tambah Testimoni' }).click()
  const sheet = page.getByRole('dialog', { name: 'Tambah Testimoni' })
  await sheet.getByLabel('Perusahaan').fill('PT Uji Konstruksi Nusantara')
  await sheet.getByRole('button', { name: 'Simpan' }).click()
  await expect(sheet.getByText('Wajib diisi.').first()).toBeVisible()
  await sheet.getByLabel('Nama').fill(person)
  await sheet.getByLabel('Jabatan (Indonesia)').fill('Direktur Teknik')
  await sheet
    .getByRole('group', { name: 'Jabatan' })
    .getByRole('tab', { name: /English/ })
    .click()
  await sheet.getByLabel('Jabatan (English)').fill('Technical Director')
  await sheet.getByLabel('Kutipan (Indonesia)').fill(quote)
  await sheet.getByLabel('Foto', { exact: true }).setInputFiles(files.png())
  await expect(sheet.getByRole('img', { name: person })).toBeVisible()
  await expectNoA11yViolations(page)
  await saveAndExpect(page, 'Testimoni berhasil dibuat')
  await search(page, person)
  await expect(row(page, person)).toBeVisible()

  await skipPromo(page)
  for (const path of ['/', '/informasi/klien']) {
    await page.goto(path)
    const section = page.getByRole('region', { name: 'Kata Klien Kami' })
    await expect(section.getByText(quote)).toBeVisible()
    await expect(section.getByText('Direktur Teknik, PT Uji Konstruksi Nusantara')).toBeVisible()
    await expect(section.getByRole('img', { name: `Foto ${person}` })).toBeVisible()
    await expectNoA11yViolations(page)
  }
  await page.goto('/informasi/klien?lng=en')
  await expect(
    page
      .getByRole('region', { name: 'What Our Clients Say' })
      .getByText('Technical Director, PT Uji Konstruksi Nusantara'),
  ).toBeVisible()
  // ?lng= is remembered: back to Indonesian for the admin screens below.
  await page.goto('/informasi/klien?lng=id')

  if (process.env.SCREENSHOTS) {
    for (const [path, name] of [
      ['/', 'home'],
      ['/informasi/klien', 'clients'],
      ['/admin/testimoni', 'admin'],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [1366, 390]) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(path)
          await setTheme(page, theme)
          const section = page.getByRole('region', { name: 'Kata Klien Kami' })
          if (name !== 'admin') await section.scrollIntoViewIfNeeded()
          const target = name === 'admin' ? page : section
          await reviewShot(target, { path: `${SHOTS}/${name}-${width}-${theme}.png` })
        }
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 })
  }

  await page.goto('/admin/testimoni')
  await search(page, person)
  await deleteRow(page, `${person} (PT Uji Konstruksi Nusantara)`)
  await expect(row(page, person)).toHaveCount(0)
  await page.goto('/')
  await expect(page.getByText(quote)).toHaveCount(0)
})
