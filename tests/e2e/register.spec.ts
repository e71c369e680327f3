/**
 * Cek SBU in Chromium: a visitor checks certificates of every status by number, NIB and name in
 * both languages, and finds a company typed "PT. …" or with a typo; an editor imports a CSV with
 * good and bad rows; an exported CSV edited and imported again changes what was edited; a status
 * change shows on the public page at once; axe on the new pages and screens. The verify page's
 * own features: register-verify.spec.ts.
 */
import { readFileSync } from 'node:fs'

import { expect, expectNoA11yViolations, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { rest, tokenFor } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 120_000 })

interface Seeded {
  number: string
  nib: string
  company_name: string
}

async function seeded(page: Page, name: string): Promise<Seeded> {
  const token = await tokenFor(page.request, 'admin')
  const { body } = await rest(
    page.request,
    token,
    `certificate_register?company_name=eq.${encodeURIComponent(name)}&select=number,nib,company_name`,
  )
  return (body as Seeded[])[0]!
}

/** Types the query into the page's search box and submits it (a plain GET form). */
async function check(page: Page, query: string) {
  const box = page.getByRole('main').getByRole('search').getByRole('searchbox')
  await box.fill(query)
  await box.press('Enter')
  await page.waitForURL(/\/layanan\/cek-sbu\?q=/)
  await page.locator('html[data-ready]').waitFor({ state: 'attached' })
}

function card(page: Page, number: string) {
  return page.locator(`article[data-certificate="${number}"]`)
}

/** The certificate's status badge (a mark and the status word). */
function badge(page: Page, number: string) {
  return card(page, number).locator('[data-status]')
}

/** One certificate written through `import_certificates` as an editor (values as the template's). */
async function importAsEditor(page: Page, row: Record<string, string>) {
  const token = await tokenFor(page.request, 'editor')
  const created = await rest(page.request, token, 'rpc/import_certificates', {
    method: 'POST',
    data: { apply: true, rows: [row] },
  })
  expect(created.status).toBe(200)
}

test.beforeEach(async ({ page }) => skipPromo(page))

test('a visitor checks active, frozen, revoked and expired certificates by number, NIB and name, in Indonesian and English', async ({
  page,
}) => {
  const active = await seeded(page, 'Beton Nusantara Jaya')
  const frozen = await seeded(page, 'Sinar Konstruksi Abadi')
  const revoked = await seeded(page, 'Jembatan Laut Timur')
  const expired = await seeded(page, 'Graha Mulia Prakarsa')

  // Indonesian, from the home page's box: the active one by number typed in lower case.
  await page.goto('/?lng=id')
  await check(page, active.number.toLowerCase())
  await expect(badge(page, active.number)).toHaveText(/Aktif/)
  await expect(card(page, active.number)).toContainText('PT Beton Nusantara Jaya')
  await expect(card(page, active.number)).toContainText('BG')
  await expect(page.getByRole('link', { name: /portal resmi LPJK/ })).toHaveAttribute(
    'href',
    /lpjk/,
  )

  // by NIB, with a space in it: the frozen one, its reason and date
  await check(page, `${frozen.nib.slice(0, 6)} ${frozen.nib.slice(6)}`)
  await expect(badge(page, frozen.number)).toHaveText(/Dibekukan/)
  await expect(card(page, frozen.number)).toContainText(/Dibekukan sejak \d+ \w+ \d{4}\./)
  await expect(card(page, frozen.number)).toContainText(
    'Survailen tahunan tidak dapat dilaksanakan',
  )

  // by name: the revoked one
  await check(page, 'jembatan laut')
  await expect(badge(page, revoked.number)).toHaveText(/Dicabut/)
  await expect(card(page, revoked.number)).toContainText(
    'Pelanggaran ketentuan penggunaan sertifikat',
  )

  // too short: the hint's rule becomes the error (said once), nothing is searched
  await page.goto('/layanan/cek-sbu?q=ab')
  const box = page.getByRole('searchbox', { name: 'Nomor sertifikat, NIB, atau nama perusahaan' })
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(box).toHaveAccessibleDescription(
    /^Masukkan minimal 3 huruf atau angka\. Contoh: SBU-KMN-2026-000101, [^]*diabaikan\.$/,
  )

  // English: the expired one by number with spaces instead of dashes, then the others by name
  await page.goto('/layanan/cek-sbu?lng=en')
  await check(page, expired.number.replace(/-/g, ' '))
  await expect(badge(page, expired.number)).toHaveText(/Expired/)
  await expect(card(page, expired.number)).toContainText(/Validity ended on \d+ \w+ \d{4}\./)
  await check(page, 'sinar konstruksi abadi')
  await expect(badge(page, frozen.number)).toHaveText(/Suspended/)
  await expect(card(page, frozen.number)).toContainText('could not be reached')
  await check(page, revoked.nib)
  await expect(badge(page, revoked.number)).toHaveText(/Revoked/)
  await check(page, 'beton nusantara jaya')
  await expect(badge(page, active.number)).toHaveText(/Active/)
  await expectNoA11yViolations(page)
  await check(page, 'no such company anywhere')
  await expect(page.getByText('No certificate in our register matches')).toBeVisible()
})

test('every status is found by its number, its NIB and its company name, in both languages', async ({
  page,
}) => {
  const statuses = [
    ['Beton Nusantara Jaya', 'Aktif', 'Active'],
    ['Sinar Konstruksi Abadi', 'Dibekukan', 'Suspended'],
    ['Jembatan Laut Timur', 'Dicabut', 'Revoked'],
    ['Graha Mulia Prakarsa', 'Kedaluwarsa', 'Expired'],
  ] as const
  for (const [lng, column] of [
    ['id', 1],
    ['en', 2],
  ] as const) {
    await page.goto(`/layanan/cek-sbu?lng=${lng}`)
    for (const status of statuses) {
      const certificate = await seeded(page, status[0])
      for (const query of [certificate.number, certificate.nib, certificate.company_name]) {
        await check(page, query)
        await expect(badge(page, certificate.number), `${lng} ${query}`).toHaveText(
          new RegExp(status[column]),
        )
        await expect(card(page, certificate.number)).toContainText(certificate.company_name)
      }
    }
  }
  await expectNoA11yViolations(page)
})

test('a visitor finds a company typed as people write it: "PT. Beton Nusantara Jaya", or with a typo', async ({
  page,
}) => {
  const active = await seeded(page, 'Beton Nusantara Jaya')
  await page.goto('/layanan/cek-sbu?lng=id')
  for (const query of ['PT. Beton Nusantara Jaya', 'pt beton nusantra jaya']) {
    await check(page, query)
    await expect(card(page, active.number), query).toContainText('PT Beton Nusantara Jaya')
  }
})

test('an editor imports a CSV with good and bad rows, sees the preview and errors, and the result is public', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6)
  const csv = [
    'number,company_name,legal_form,nib,city,province,pjbu_name,issued_on,subclasses',
    `SBU-E2E-2026-${stamp}1,Impor Satu ${stamp},PT,71${stamp}00001,Medan,Sumatera Utara,Direktur Satu,2026-02-01,BG001:kecil`,
    `SBU-E2E-2026-${stamp}2,Impor Dua ${stamp},CV,71${stamp}00002,Padang,Sumatera Barat,Direktur Dua,2026-02-02,BS001:menengah; BG002:besar`,
    `SBU-E2E-2026-${stamp}3,Impor Tiga ${stamp},PT,12345,Padang,Atlantis,Direktur Tiga,2026-02-30,ZZ999:kecil`,
  ].join('\n')
  await loginAs(page, 'editor', { to: '/admin/sertifikat' })
  await page.getByRole('link', { name: 'Impor CSV' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impor sertifikat (CSV)')
  await expectNoA11yViolations(page)
  await page.getByLabel('Berkas CSV').setInputFiles({
    name: 'sertifikat.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await expect(page.getByText('3 baris dibaca: 2 valid, 1 dengan kesalahan.')).toBeVisible()
  const errors = page.locator('tr[data-line="4"]')
  await expect(errors.filter({ hasText: 'NIB harus 13 digit angka.' })).toBeVisible()
  await expect(errors.filter({ hasText: 'Provinsi tidak dikenal.' })).toBeVisible()
  await expect(errors.filter({ hasText: 'Tanggal terbit tidak valid' })).toBeVisible()
  await expect(
    errors.filter({ hasText: 'Kode subklasifikasi tidak dikenal: ZZ999.' }),
  ).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Unduh laporan kesalahan' }).click()
  expect((await download).suggestedFilename()).toBe('laporan-kesalahan-impor.csv')
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Impor 2 baris valid' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Impor selesai: 2 sertifikat baru, 0 diperbarui.' }),
  ).toBeVisible()

  await page.goto('/admin/sertifikat')
  await page.getByRole('searchbox').fill(`SBU-E2E-2026-${stamp}`)
  await expect(page.getByRole('row').filter({ hasText: `SBU-E2E-2026-${stamp}2` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `SBU-E2E-2026-${stamp}3` })).toHaveCount(0)
  await expectNoA11yViolations(page)

  await page.goto(`/layanan/cek-sbu?q=Impor+Dua+${stamp}`)
  await expect(card(page, `SBU-E2E-2026-${stamp}2`)).toContainText('BS001')
})

test('an editor exports certificates, edits one value in the file, imports it and sees the change', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6)
  const number = `SBU-E2E-2026-${stamp}7`
  // A value that needs the formula guard (the phone's leading +) makes the trip too.
  await importAsEditor(page, {
    number,
    company_name: `Ekspor Uji ${stamp}`,
    legal_form: 'CV',
    nib: `73${stamp}00007`,
    city: 'Malang',
    province: 'Jawa Timur',
    pjbu_name: 'Direktur Ekspor',
    phone: '+62 341 555 0101',
    issued_on: '2026-03-01',
    subclasses: 'BG001:kecil; BS001:menengah',
  })

  await loginAs(page, 'editor', { to: '/admin/sertifikat' })
  await page.getByRole('searchbox').fill(number)
  await expect(page.getByRole('row').filter({ hasText: number })).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Ekspor CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('sertifikat.csv')
  const exported = readFileSync(await file.path(), 'utf8')
  const [header, row] = exported
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  // The template's columns, and the values in the form the import reads.
  expect(header).toBe(
    'number,company_name,legal_form,nib,npwp,address,city,province,pjbu_name,email,phone,listed_in_directory,issued_on,valid_until,status,status_reason,status_changed_on,last_surveillance_on,subclasses,lpjk_recorded_on',
  )
  expect(row).toBe(
    `${number},Ekspor Uji ${stamp},CV,73${stamp}00007,,,Malang,Jawa Timur,Direktur Ekspor,,'+62 341 555 0101,tidak,2026-03-01,2029-03-01,aktif,,,,"BG001:kecil; BS001:menengah",`,
  )

  // In a spreadsheet: the city changes; the province typed in capitals.
  const edited = exported.replace(',Malang,Jawa Timur,', ',Batu,JAWA TIMUR,')
  await page.goto('/admin/sertifikat/impor')
  await page.getByLabel('Berkas CSV').setInputFiles({
    name: 'sertifikat.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(edited),
  })
  await expect(page.getByText('1 baris dibaca: 1 valid, 0 dengan kesalahan.')).toBeVisible()
  await page.getByRole('button', { name: 'Impor 1 baris valid' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Impor selesai: 0 sertifikat baru, 1 diperbarui.' }),
  ).toBeVisible()

  await page.goto(`/verifikasi/${number}?lng=id`)
  await expect(card(page, number)).toContainText('Batu, Jawa Timur')
})

test('a status change made by an editor shows on the public verify page at once', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6)
  const number = `SBU-E2E-2026-${stamp}9`
  await importAsEditor(page, {
    number,
    company_name: `Status Uji ${stamp}`,
    nib: `72${stamp}00009`,
    city: 'Kupang',
    province: 'Nusa Tenggara Timur',
    pjbu_name: 'Direktur Status',
    issued_on: '2026-03-01',
    subclasses: 'BG003:kecil',
  })
  await page.goto(`/verifikasi/${number}?lng=id`)
  await expect(badge(page, number)).toHaveText(/Aktif/)

  await loginAs(page, 'editor', { to: '/admin/sertifikat' })
  await page.getByRole('searchbox').fill(number)
  await page.getByRole('row').filter({ hasText: number }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ubah sertifikat')
  // the stored subclass shows in its select (the options load before the form sets it)
  await expect(page.getByLabel('Subklasifikasi', { exact: true })).toHaveValue('BG003')
  await expect(page.getByLabel('Kualifikasi', { exact: true })).toHaveValue('kecil')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Ubah status' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Simpan status' }).click()
  await expect(dialog.getByText('Alasan wajib diisi.')).toBeVisible()
  await dialog.getByLabel('Alasan (Indonesia)').fill('Survailen tahunan ditunda tanpa alasan.')
  await dialog.getByLabel('Alasan (Inggris)').fill('The annual surveillance was postponed.')
  await dialog.getByRole('button', { name: 'Simpan status' }).click()
  await expect(dialog).toBeHidden()
  // The whole history, newest first, each entry saying who made it and when it was recorded.
  const history = page.getByRole('region', { name: 'Riwayat status' }).getByRole('listitem')
  await expect(history).toHaveCount(2)
  await expect(history.first()).toContainText('Aktif → Dibekukan')
  await expect(history.first()).toContainText('Survailen tahunan ditunda tanpa alasan.')
  await expect(history.first()).toContainText(
    /oleh Editor E2E \(e2e-editor@lsbu\.test\) · dicatat .+ WIB · catatan #\d+/,
  )
  await expect(history.last()).toContainText('Diterbitkan: Aktif')
  await expect(history.last()).toContainText('oleh Editor E2E (e2e-editor@lsbu.test)')

  await page.goto(`/verifikasi/${number}?lng=en`)
  await expect(badge(page, number)).toHaveText(/Suspended/)
  await expect(card(page, number)).toContainText('The annual surveillance was postponed.')
})

test('a revoked certificate is final on its staff page, and no certificate can be deleted', async ({
  page,
}) => {
  const revoked = await seeded(page, 'Jembatan Laut Timur')
  await loginAs(page, 'editor', { to: '/admin/sertifikat' })
  await page.getByRole('searchbox').fill(revoked.number)
  const row = page.getByRole('row').filter({ hasText: revoked.number })
  await expect(row).toBeVisible()
  // The register is never deleted from: no delete buttons, no selection for a bulk delete.
  await expect(page.getByRole('button', { name: /^Hapus/ })).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: /^Pilih/ })).toHaveCount(0)
  await row.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ubah sertifikat')
  await expect(page.getByText('Sertifikat ini telah dicabut dan bersifat final')).toBeVisible()
  await expect(page.getByLabel('Tanggal terbit')).toHaveAttribute('readonly', '')
  await expect(page.getByLabel('Subklasifikasi', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Tambah subklasifikasi' })).toHaveCount(0)
  const history = page.getByRole('region', { name: 'Riwayat status' }).getByRole('listitem')
  await expect(history.first()).toContainText('Diterbitkan: Dicabut')
  await expect(history.first()).toContainText('Pelanggaran ketentuan penggunaan sertifikat')
  await expect(history.first()).toContainText('oleh sistem (otomatis)')
  await expectNoA11yViolations(page)
  // The company's details still save, the certificate stays as it was.
  await page.getByLabel('Alamat').fill('Jl. Pelabuhan No. 9')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sertifikat')
  await page.goto(`/verifikasi/${revoked.number}?lng=id`)
  await expect(badge(page, revoked.number)).toHaveText(/Dicabut/)
})

test('the dashboard lists overdue surveillance apart from surveillance due within 30 days', async ({
  page,
}) => {
  const token = await tokenFor(page.request, 'admin')
  const count = async (filter: string) => {
    const { body } = await rest(
      page.request,
      token,
      `certificate_register?public_status=eq.aktif&${filter}&select=id`,
    )
    return (body as unknown[]).length
  }
  const overdue = await count('days_to_surveillance=lt.0')
  const dueSoon = await count('days_to_surveillance=gte.0&days_to_surveillance=lte.30')
  // The demo register has both (seed.sql: some certificates never had their surveillance).
  expect(overdue).toBeGreaterThan(0)
  expect(dueSoon).toBeGreaterThan(0)

  await loginAs(page, 'admin')
  const panel = page.getByRole('region', { name: 'Register sertifikat' })
  const block = (title: string) =>
    panel
      .locator('div.rounded-xl')
      .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${title}`) }) })
  const late = block('Survailen terlambat')
  const soon = block('Survailen dalam 30 hari')
  await expect(late.getByRole('heading')).toHaveText(`Survailen terlambat (${overdue})`)
  await expect(soon.getByRole('heading')).toHaveText(`Survailen dalam 30 hari (${dueSoon})`)
  await expect(late.getByRole('listitem').first()).toContainText('terlambat')
  for (const item of await soon.getByRole('listitem').all()) {
    await expect(item).toContainText('hari lagi')
    await expect(item).not.toContainText('terlambat')
  }
  await expectNoA11yViolations(page)

  await late.getByRole('link', { name: 'Lihat semua' }).click()
  await expect(page).toHaveURL(/\/admin\/sertifikat\?surveillance=overdue$/)
  await expect(page.getByText(new RegExp(`dari ${overdue}$`))).toBeVisible()

  // A certificate's number opens it, as a complaint's reference opens the complaint.
  const first = page.getByRole('table').getByRole('link', { name: /^SBU-/ }).first()
  const number = (await first.textContent())!
  await first.click()
  await expect(page).toHaveURL(/\/admin\/sertifikat\/edit\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ubah sertifikat')
  await expect(page.getByRole('textbox', { name: 'Nomor sertifikat' })).toHaveValue(number)
})

test('the dashboard shows the register services: watches, API calls per key, bulk checks per day', async ({
  page,
}) => {
  const token = await tokenFor(page.request, 'admin')
  const name = `Sistem Pengadaan ${Date.now()}`
  const { status, body } = await rest(page.request, token, 'rpc/create_register_api_key', {
    method: 'POST',
    data: { name },
  })
  expect(status).toBe(200)
  const { key } = body as { key: string }
  for (let i = 0; i < 2; i++) {
    const res = await page.request.get('/api/register/v1/certificates/SBU-TIDAK-ADA-1', {
      headers: { 'x-api-key': key },
    })
    expect(res.status()).toBe(404)
  }
  // The server counts calls in memory and writes them about once a second: the dashboard reads
  // its figures once, after that write.
  await expect
    .poll(async () => {
      const { body } = await rest(page.request, token, 'rpc/register_service_stats', {
        method: 'POST',
        data: {},
      })
      const keys = (body as { api_keys?: { name: string; calls: number }[] }).api_keys ?? []
      return keys.find((k) => k.name === name)?.calls
    })
    .toBe(2)

  await loginAs(page, 'admin')
  const stats = page.getByTestId('register-service-stats')
  await expect(stats.getByRole('heading', { level: 3 })).toHaveText([
    'Pemantauan status',
    'Panggilan API',
    'Pemeriksaan massal per hari',
  ])
  await expect(page.getByTestId('active-watches')).toHaveText(/^\d+aktif$/)
  // this key's calls: 2 in the last 30 days, 2 in all
  await expect(stats.getByRole('row', { name: new RegExp(name) }).getByRole('cell')).toHaveText([
    '2',
    '2',
  ])
  await expect(stats.getByRole('row', { name: /Tanpa kunci/ })).toBeVisible()
  await expect(page.getByTestId('bulk-per-day').getByRole('row')).toHaveCount(15)
  await expectNoA11yViolations(page)
  await stats.getByRole('link', { name: 'Kelola kunci' }).click()
  await expect(page).toHaveURL(/\/admin\/kunci-api$/)
})
