import { expect, expectNoA11yViolations, type Page, test } from './fixtures'
import { runtimeEnv, selectAsAdmin, uniqueEmail, updateAsAdmin } from './support/api'

/** Today on Jakarta's calendar, YYYY-MM-DD (the database's "today" for decision dates). */
function jakartaToday(offsetDays = 0): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(d)
}

const COMPLAINT = {
  name: 'Budi Santoso',
  company: 'CV Maju Bersama Konstruksi',
  phone: '0812-3456-7890',
  certificate: 'SBU-BG001-0042',
  subject: 'Verifikasi dokumen tertunda',
  description: 'Dokumen kami sudah lengkap sejak dua minggu lalu, tetapi status belum berubah.',
}

/** A public RPC as an anonymous visitor (the form's own call), returning its answer. */
async function rpcAsVisitor(baseURL: string, fn: string, args: Record<string, unknown>) {
  const { supabaseAnonKey } = await runtimeEnv(baseURL)
  const res = await fetch(`${baseURL}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${supabaseAnonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  })
  if (!res.ok) throw new Error(`${fn}: ${res.status} ${await res.text()}`)
  return (await res.json()) as string
}

/**
 * The last day to appeal a decision made at `closedAt`: the 14th working day after it on
 * Jakarta's calendar (weekends and the holidays table skipped), in the page's long form.
 */
async function appealDeadline(baseURL: string, closedAt: string, locale: string) {
  const holidays = new Set(
    (await selectAsAdmin<{ date: string }>(baseURL, 'holidays', 'select=date')).map((h) => h.date),
  )
  const day = new Date(`${jakartaDate(closedAt)}T00:00:00Z`)
  for (let left = 14; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1)
    const weekday = day.getUTCDay()
    if (weekday !== 0 && weekday !== 6 && !holidays.has(day.toISOString().slice(0, 10))) left -= 1
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day)
}

const jakartaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(iso))

async function fillComplaint(page: Page, email: string) {
  await page.getByLabel('Nama lengkap').fill(COMPLAINT.name)
  await page.getByLabel('Nama badan usaha').fill(COMPLAINT.company)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Nomor telepon').fill(COMPLAINT.phone)
  await page.getByLabel('Nomor sertifikat (SBU)').fill(COMPLAINT.certificate)
  await page.getByLabel('Perihal').fill(COMPLAINT.subject)
  await page.getByLabel('Uraian keluhan').fill(COMPLAINT.description)
}

async function expectComplaintKept(page: Page, email: string) {
  await expect(page.getByLabel('Nama lengkap')).toHaveValue(COMPLAINT.name)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Nomor telepon')).toHaveValue(COMPLAINT.phone)
  await expect(page.getByLabel('Perihal')).toHaveValue(COMPLAINT.subject)
  await expect(page.getByLabel('Uraian keluhan')).toHaveValue(COMPLAINT.description)
}

test.describe('public forms', () => {
  // Whole visitor journeys with axe scans in both themes: more than the default 30 s on a
  // busy 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    // The promotion popup (5 s after load, once per session) is another spec's subject.
    await page.addInitScript(() => sessionStorage.setItem('lsbu-promo-shown', '1'))
  })

  test('a complaint is stored, confirmed with its reference and can be tracked', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('keluhan')
    await page.goto('/keluhan')
    await expect(page.getByRole('heading', { level: 1, name: 'Keluhan' })).toBeVisible()
    await expect(page).toHaveTitle('Keluhan - LSBU Karya Mandiri Nusantara')
    await fillComplaint(page, email)
    await expect(page.getByText(`${COMPLAINT.description.length} / 5000 karakter`)).toBeVisible()
    await page.getByRole('button', { name: 'Kirim keluhan' }).click()

    const success = page.getByRole('region', { name: 'Keluhan Anda telah diterima' })
    await expect(success).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Keluhan Anda telah diterima' })).toBeFocused()
    const reference = (await page.getByTestId('submission-reference').textContent())!.trim()
    expect(reference).toMatch(/^KEL-\d{4}-\d{5}$/)
    await expect(success.getByText('paling lambat 3 hari kerja')).toBeVisible()
    await expect(
      success.getByRole('button', { name: `Salin nomor referensi ${reference}` }),
    ).toBeVisible()
    await expectNoA11yViolations(page)

    // Stored as typed (checked as staff through the API).
    const rows = await selectAsAdmin(baseURL!, 'complaints', `reference=eq.${reference}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: COMPLAINT.name,
      company_name: COMPLAINT.company,
      email,
      phone: COMPLAINT.phone,
      certificate_number: COMPLAINT.certificate,
      subject: COMPLAINT.subject,
      description: COMPLAINT.description,
      status: 'baru',
    })

    // Track it: the status page opens with the reference filled in, and the email came along
    // (through the tab's session storage, never the URL), so the status shows at once.
    await success.getByRole('link', { name: 'Lacak status' }).click()
    await expect(page).toHaveURL(new RegExp(`/layanan/status\\?ref=${reference}$`))
    // The address changes at once; the confirmation stays until the status page's chunk is in
    // (its "Nomor referensi" is not a field): wait for the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Status Pengajuan' })).toBeVisible()
    await expect(page.getByLabel('Nomor referensi')).toHaveValue(reference)
    await expect(page.getByLabel('Email')).toHaveValue(email)
    const result = page.getByRole('region', { name: `Pengajuan ${reference}` })
    await expect(result.locator('dl').getByText('Baru', { exact: true })).toBeVisible()
    // Emails match whatever their case.
    await page.getByLabel('Email').fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Cek status' }).click()
    await expect(result.locator('dl').getByText('Baru', { exact: true })).toBeVisible()
    await expect(result.getByText('Pengajuan Anda sudah kami terima')).toBeVisible()
    await expect(result.getByText('Keluhan', { exact: true })).toBeVisible()
    // Times in Jakarta time, written as the emails write them.
    await expect(result.locator('time').first()).toHaveText(/^\d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB$/)
    // A reference typed with spaces, as it is read out on the phone, is the same reference.
    await page.goto('/layanan/status')
    await page.getByLabel('Nomor referensi').fill(reference.replaceAll('-', ' ').toLowerCase())
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Cek status' }).click()
    await expect(result.locator('dl').getByText('Baru', { exact: true })).toBeVisible()
    await expect(page.getByText('Nomor referensi berbentuk')).toHaveCount(0)

    // Staff resolve it; the next lookup shows the new status and the response.
    await updateAsAdmin(baseURL!, 'complaints', `reference=eq.${reference}`, {
      status: 'selesai',
      resolution: 'Dokumen telah diverifikasi dan status permohonan diperbarui.',
    })
    await page.getByRole('button', { name: 'Cek status' }).click()
    await expect(result.locator('dl').getByText('Selesai', { exact: true })).toBeVisible()
    await expect(result.getByRole('heading', { name: 'Tanggapan kami' })).toBeVisible()
    await expect(result.getByText('Dokumen telah diverifikasi')).toBeVisible()
    await expectNoA11yViolations(page)

    await page.goto(`/layanan/status?ref=${reference}&lng=en`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Check status' }).click()
    const resultEn = page.getByRole('region', { name: `Submission ${reference}` })
    await expect(resultEn.locator('dl').getByText('Resolved', { exact: true })).toBeVisible()
    await expect(resultEn.getByText('Complaint', { exact: true })).toBeVisible()
  })

  test('each field shows its own error, next to it, and keeps what was typed', async ({ page }) => {
    await page.goto('/keluhan')
    await page.getByRole('button', { name: 'Kirim keluhan' }).click()
    for (const label of ['Nama lengkap', 'Email', 'Nomor telepon', 'Perihal', 'Uraian keluhan']) {
      const field = page.getByLabel(label)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(/Wajib diisi\./)
    }
    await expect(page.getByLabel('Nama badan usaha')).toHaveAttribute('aria-invalid', 'false')
    await expect(page.getByLabel('Nama lengkap')).toBeFocused()

    await page.getByLabel('Nama lengkap').fill('B')
    await page.getByLabel('Email').fill('budi@contoh')
    await page.getByLabel('Nomor telepon').fill('12345')
    await page.getByLabel('Perihal').fill('Tes')
    await page.getByLabel('Uraian keluhan').fill('Terlalu pendek')
    await page.getByRole('button', { name: 'Kirim keluhan' }).click()
    await expect(page.getByLabel('Nama lengkap')).toHaveAccessibleDescription(
      /Minimal 2 karakter\./,
    )
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Format email tidak valid/)
    await expect(page.getByLabel('Nomor telepon')).toHaveAccessibleDescription(
      /Nomor telepon tidak valid/,
    )
    await expect(page.getByLabel('Perihal')).toHaveAccessibleDescription(/Minimal 5 karakter\./)
    await expect(page.getByLabel('Uraian keluhan')).toHaveAccessibleDescription(
      /Minimal 20 karakter\./,
    )
    await expect(page.getByLabel('Nama lengkap')).toHaveValue('B')
    await expect(page.getByLabel('Email')).toHaveValue('budi@contoh')
    await expect(page.getByTestId('submission-reference')).toHaveCount(0)
    await expectNoA11yViolations(page)

    // The same in English, following a language switch on the page.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/keluhan?lng=en')
    await page.getByRole('button', { name: 'Send complaint' }).click()
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(
      /This field is required\./,
    )
    await page.getByLabel('Phone number').fill('08-12')
    await page.getByLabel('Phone number').blur()
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
      /The phone number is not valid/,
    )
    await expectNoA11yViolations(page)
  })

  test("the database's field errors show next to the field, in the visitor's language", async ({
    page,
  }) => {
    // Bypass the browser's checks: the request carries a one-letter name the form never sends.
    await page.route('**/rest/v1/rpc/submit_complaint', (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>
      return route.continue({ postData: JSON.stringify({ ...body, name: 'B' }) })
    })
    const email = uniqueEmail('server')
    await page.goto('/keluhan')
    await fillComplaint(page, email)
    await page.getByRole('button', { name: 'Kirim keluhan' }).click()
    const name = page.getByLabel('Nama lengkap')
    await expect(name).toHaveAccessibleDescription(/Nama minimal 2 karakter\./)
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toBeFocused()
    await expectComplaintKept(page, email)
    await expect(page.getByTestId('submission-reference')).toHaveCount(0)

    await page.goto('/keluhan?lng=en')
    await page.getByLabel('Full name').fill(COMPLAINT.name)
    await page.getByLabel('Company name').fill(COMPLAINT.company)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone number').fill(COMPLAINT.phone)
    await page.getByLabel('Subject').fill(COMPLAINT.subject)
    await page.getByLabel('Description of the complaint').fill(COMPLAINT.description)
    await page.getByRole('button', { name: 'Send complaint' }).click()
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(
      /Name must be at least 2 characters\./,
    )
    await expect(page.getByLabel('Full name')).toHaveValue(COMPLAINT.name)
  })

  test('rate limiting and network failures keep what was typed', async ({ page }) => {
    const email = uniqueEmail('batas')
    let mode: 'rate' | 'offline' = 'rate'
    await page.route('**/rest/v1/rpc/submit_complaint', (route) =>
      mode === 'rate'
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'PT429',
              message: 'Terlalu banyak pengiriman. Silakan coba lagi dalam satu jam.',
              details: 'Too many submissions. Please try again in an hour.',
              hint: 'rate_limited',
            }),
          })
        : route.abort('internetdisconnected'),
    )
    await page.goto('/keluhan')
    await fillComplaint(page, email)
    await page.getByRole('button', { name: 'Kirim keluhan' }).click()
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText('Terlalu banyak pengiriman')
    await expect(alert).toContainText('Isian Anda tetap ada')
    await expectComplaintKept(page, email)

    mode = 'offline'
    await page.getByRole('button', { name: 'Kirim keluhan' }).click()
    await expect(page.getByText('Gagal mengirim')).toBeVisible() // the toast
    await expect(alert).toContainText('Tidak dapat terhubung ke server')
    await expectComplaintKept(page, email)
    await expect(page.getByRole('button', { name: 'Kirim keluhan' })).toBeEnabled()
  })

  test('a second submit while the first is on its way is ignored', async ({ page, baseURL }) => {
    const email = uniqueEmail('ganda')
    let calls = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/v1/rpc/submit_complaint', async (route) => {
      calls += 1
      await held
      await route.continue()
    })
    await page.goto('/keluhan')
    await fillComplaint(page, email)
    const form = page.locator('form', { has: page.getByLabel('Uraian keluhan') })
    await form.evaluate((f: HTMLFormElement) => {
      f.requestSubmit()
      f.requestSubmit()
    })
    const sending = page.getByRole('button', { name: 'Mengirim…' })
    await expect(sending).toBeDisabled()
    await page.keyboard.press('Enter')
    await form.evaluate((f: HTMLFormElement) => f.requestSubmit())
    release()
    await expect(page.getByTestId('submission-reference')).toBeVisible()
    expect(calls).toBe(1)
    const rows = await selectAsAdmin(baseURL!, 'complaints', `email=eq.${email}`)
    expect(rows).toHaveLength(1)
  })

  test('an appeal explains the rules, checks the decision date and is stored', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('banding')
    await page.goto('/banding?lng=en')
    await expect(page.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible()
    const rules = page.getByRole('region', { name: 'Appeal rules' })
    await expect(rules.getByText(/within 14 working days/)).toBeVisible()
    await expect(rules.getByText(/different|other than the one/)).toBeVisible()
    await expect(rules.getByText(/appealed once/)).toBeVisible()

    await page.getByLabel('Full name').fill('Andi Wijaya')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone number').fill('+62 21 7990 1234')
    await page.getByLabel('Certificate or application number').fill('PRM-2026-0412')
    await page.getByLabel('Subject').fill('Appeal against the BS001 refusal')
    await page
      .getByLabel('Grounds for appeal')
      .fill('Our road works experience was not counted; contracts were in the application file.')
    const date = page.getByLabel('Date of the decision')
    await date.fill(jakartaToday(2))
    await page.getByRole('button', { name: 'Lodge appeal' }).click()
    // The company is required for appeals; a future date is refused.
    await expect(page.getByLabel('Company name')).toHaveAccessibleDescription(
      /This field is required\./,
    )
    await expect(date).toHaveAccessibleDescription(/cannot be in the future/)
    await date.fill(jakartaToday(-40))
    await date.blur()
    await expect(date).toHaveAccessibleDescription(/within 14 working days of the decision/)
    await expect(page.getByLabel('Full name')).toHaveValue('Andi Wijaya')

    const decision = jakartaToday(-1)
    await date.fill(decision)
    await page.getByLabel('Company name').fill('PT Jalan Lestari')
    await page.getByRole('button', { name: 'Lodge appeal' }).click()
    const success = page.getByRole('region', { name: 'Your appeal has been received' })
    await expect(success).toBeVisible()
    await expect(success.getByText(/re-assessed by a different assessor/)).toBeVisible()
    const reference = (await page.getByTestId('submission-reference').textContent())!.trim()
    expect(reference).toMatch(/^BDG-\d{4}-\d{5}$/)
    await expect(success.getByRole('link', { name: 'Track the status' })).toHaveAttribute(
      'href',
      `/layanan/status?ref=${reference}`,
    )
    await expectNoA11yViolations(page)

    const rows = await selectAsAdmin(baseURL!, 'appeals', `reference=eq.${reference}`)
    expect(rows[0]).toMatchObject({
      name: 'Andi Wijaya',
      company_name: 'PT Jalan Lestari',
      email,
      decision_date: decision,
      status: 'baru',
    })

    // "Send another" brings back an empty form.
    await success.getByRole('button', { name: 'Send another form' }).click()
    await expect(page.getByLabel('Full name')).toHaveValue('')
  })

  test('the contact page shows the settings and sends a message', async ({ page, baseURL }) => {
    const email = uniqueEmail('kontak')
    await page.goto('/profil/kontak')
    await expect(page.getByRole('heading', { level: 1, name: 'Kontak' })).toBeVisible()
    const details = page.getByRole('region', { name: 'LSBU Karya Mandiri Nusantara' })
    await expect(details.getByText('Jl. Raya Pasar Minggu No. 17')).toBeVisible()
    await expect(details.getByRole('link', { name: '021-7990-1234' })).toHaveAttribute(
      'href',
      'tel:02179901234',
    )
    await expect(details.getByRole('link', { name: 'layanan@lsbu-kmn.example' })).toHaveAttribute(
      'href',
      'mailto:layanan@lsbu-kmn.example',
    )
    await expect(details.getByText('Senin–Jumat, 08.00–16.00 WIB')).toBeVisible()
    await expectNoA11yViolations(page)

    await page.getByLabel('Nama lengkap').fill('Rina Marlina')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Perihal').fill('Biaya')
    await page.getByRole('textbox', { name: /^Pesan/ }).fill('Berapa biaya sertifikasi ulang?')
    await page.getByRole('button', { name: 'Kirim pesan' }).click()
    await expect(page.getByRole('region', { name: 'Pesan Anda telah terkirim' })).toBeVisible()
    const reference = (await page.getByTestId('submission-reference').textContent())!.trim()
    expect(reference).toMatch(/^MSG-\d{4}-\d{5}$/)
    const rows = await selectAsAdmin(baseURL!, 'contact_submissions', `reference=eq.${reference}`)
    expect(rows[0]).toMatchObject({
      name: 'Rina Marlina',
      email,
      phone: null,
      subject: 'Biaya',
      message: 'Berapa biaya sertifikasi ulang?',
    })

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/profil/kontak?lng=en')
    await expect(
      page
        .getByRole('region', { name: 'LSBU Karya Mandiri Nusantara' })
        .getByText('Monday–Friday, 08:00–16:00 WIB (UTC+7)'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription(
      /This field is required\./,
    )
    await expectNoA11yViolations(page)
  })

  test('a rejected complaint says what comes next: an appeal by its last day; a rejected appeal is final', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('ditolak')
    const reference = await rpcAsVisitor(baseURL!, 'submit_complaint', {
      name: COMPLAINT.name,
      email,
      phone: COMPLAINT.phone,
      subject: COMPLAINT.subject,
      description: COMPLAINT.description,
    })
    await updateAsAdmin(baseURL!, 'complaints', `reference=eq.${reference}`, {
      status: 'ditolak',
      resolution: 'Hal yang dikeluhkan di luar lingkup sertifikasi kami.',
    })
    const [closed] = await selectAsAdmin<{ closed_at: string }>(
      baseURL!,
      'complaints',
      `reference=eq.${reference}&select=closed_at`,
    )

    await page.goto(`/layanan/status?ref=${reference}`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Cek status' }).click()
    const result = page.getByRole('region', { name: `Pengajuan ${reference}` })
    await expect(result.locator('dl').getByText('Ditolak', { exact: true })).toBeVisible()
    await expect(
      result.getByText('Keluhan Anda telah kami tangani dan ditutup. Alasan kami dan langkah'),
    ).toBeVisible()
    await expect(page.getByText('tidak dapat kami terima')).toHaveCount(0)
    await expect(result.getByRole('heading', { name: 'Alasan kami' })).toBeVisible()
    await expect(result.getByText('di luar lingkup sertifikasi kami')).toBeVisible()
    await expect(result.getByRole('heading', { name: 'Langkah selanjutnya' })).toBeVisible()
    const untilId = await appealDeadline(baseURL!, closed!.closed_at, 'id-ID')
    expect(untilId).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u)
    await expect(
      result.getByText(`mengajukan banding paling lambat ${untilId} (14 hari kerja`),
    ).toBeVisible()
    await expect(result.getByText(`Sebutkan nomor referensi ${reference}`)).toBeVisible()
    await expect(result.getByRole('link', { name: 'Ajukan banding' })).toHaveAttribute(
      'href',
      '/banding',
    )
    await expectNoA11yViolations(page)

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(`/layanan/status?ref=${reference}&lng=en`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Check status' }).click()
    const resultEn = page.getByRole('region', { name: `Submission ${reference}` })
    await expect(resultEn.locator('dl').getByText('Rejected', { exact: true })).toBeVisible()
    await expect(resultEn.getByText('We have handled and closed your complaint.')).toBeVisible()
    await expect(page.getByText('could not accept')).toHaveCount(0)
    await expect(resultEn.getByRole('heading', { name: 'Our reasons' })).toBeVisible()
    await expect(resultEn.getByRole('heading', { name: 'What you can do next' })).toBeVisible()
    const untilEn = await appealDeadline(baseURL!, closed!.closed_at, 'en-GB')
    await expect(
      resultEn.getByText(`you can file an appeal by ${untilEn} (14 working days`),
    ).toBeVisible()
    const appealLink = resultEn.getByRole('link', { name: 'File an appeal' })
    await expect(appealLink).toHaveAttribute('href', '/banding')
    await expectNoA11yViolations(page)
    // The link leads to the appeal form.
    await appealLink.click()
    await expect(page).toHaveURL(/\/banding$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible()

    // A rejected appeal: examined and decided, final; nothing to appeal again.
    await page.emulateMedia({ colorScheme: 'light' })
    const appealEmail = uniqueEmail('banding-ditolak')
    const appealRef = await rpcAsVisitor(baseURL!, 'submit_appeal', {
      name: COMPLAINT.name,
      company_name: COMPLAINT.company,
      email: appealEmail,
      phone: COMPLAINT.phone,
      certificate_number: COMPLAINT.certificate,
      subject: 'Banding atas penolakan',
      description: 'Kami tidak setuju dengan penolakan permohonan karena dokumen sudah lengkap.',
      decision_date: jakartaToday(),
    })
    await updateAsAdmin(baseURL!, 'appeals', `reference=eq.${appealRef}`, {
      status: 'ditolak',
      resolution: 'Penilaian ulang oleh asesor lain menguatkan keputusan semula.',
    })
    // Back to Indonesian (the English visit above set the language cookie).
    await page.goto(`/layanan/status?ref=${appealRef}&lng=id`)
    await page.getByLabel('Email').fill(appealEmail)
    await page.getByRole('button', { name: 'Cek status' }).click()
    const appealResult = page.getByRole('region', { name: `Pengajuan ${appealRef}` })
    await expect(appealResult.locator('dl').getByText('Ditolak', { exact: true })).toBeVisible()
    await expect(
      appealResult.getByText('Banding Anda telah kami periksa dan diputuskan.'),
    ).toContainText('Keputusan banding bersifat final')
    await expect(appealResult.getByText('menguatkan keputusan semula')).toBeVisible()
    await expect(appealResult.getByRole('link', { name: 'Ajukan banding' })).toHaveCount(0)
    await expect(appealResult.getByRole('heading', { name: 'Langkah selanjutnya' })).toHaveCount(0)
    await expectNoA11yViolations(page)
  })

  test('a status lookup that matches nothing says so without telling why', async ({
    page,
    baseURL,
  }) => {
    const [seeded] = await selectAsAdmin<{ reference: string }>(
      baseURL!,
      'complaints',
      'email=eq.budi.hartono@contoh.example&select=reference',
    )
    const neutral =
      'Kami tidak menemukan pengajuan yang cocok dengan nomor referensi dan email tersebut. Periksa kembali keduanya.'
    await page.goto('/layanan/status')
    await expect(page.getByRole('heading', { level: 1, name: 'Status Pengajuan' })).toBeVisible()
    await page.getByRole('button', { name: 'Cek status' }).click()
    await expect(page.getByLabel('Nomor referensi')).toHaveAccessibleDescription(/Wajib diisi\./)
    await page.getByLabel('Nomor referensi').fill('ABC')
    await page.getByLabel('Email').fill('budi.hartono@contoh.example')
    await page.getByRole('button', { name: 'Cek status' }).click()
    await expect(page.getByLabel('Nomor referensi')).toHaveAccessibleDescription(/KEL-2026-00001/)

    // An unknown reference and a known one with the wrong email read exactly the same.
    await page.getByLabel('Nomor referensi').fill('KEL-2026-99999')
    await page.getByRole('button', { name: 'Cek status' }).click()
    await expect(page.getByText(neutral)).toBeVisible()
    await page.getByLabel('Nomor referensi').fill(seeded!.reference)
    await page.getByLabel('Email').fill('orang.lain@contoh.example')
    await page.getByRole('button', { name: 'Cek status' }).click()
    await expect(page.getByText(neutral)).toBeVisible()
    await expectNoA11yViolations(page)

    // The right pair finds it (lower-case reference accepted).
    await page.getByLabel('Nomor referensi').fill(seeded!.reference.toLowerCase())
    await page.getByLabel('Email').fill('budi.hartono@contoh.example')
    await page.getByRole('button', { name: 'Cek status' }).click()
    await expect(
      page.getByRole('region', { name: `Pengajuan ${seeded!.reference}` }).getByText('Baru', {
        exact: true,
      }),
    ).toBeVisible()

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/layanan/status?lng=en&ref=KEL-2026-99999')
    await expect(page.getByLabel('Reference number')).toHaveValue('KEL-2026-99999')
    await page.getByLabel('Email').fill('budi.hartono@contoh.example')
    await page.getByRole('button', { name: 'Check status' }).click()
    await expect(page.getByText('We found no submission matching')).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
