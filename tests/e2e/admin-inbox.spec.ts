/**
 * Online services: a visitor's complaint reaches the editor's inbox with its reference,
 * moves baru → diproses → selesai, and the visitor's status lookup shows the new status and the
 * response but never the internal notes; every change is in the audit log with the editor as
 * actor; the same flow (shorter) for an appeal and a contact message; editors never delete,
 * admins may; axe on every screen and detail view in both themes.
 */
import type { Browser } from '@playwright/test'

import { emulateScheme, expect, expectNoA11yViolations, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { runtimeEnv, selectAsAdmin, uniqueEmail } from './support/api'
import { loginAs } from './support/users'

test.describe.configure({ mode: 'serial' })

interface AuditRow {
  id: number
  actor_id: string | null
  actor_email: string | null
  action: string
  table_name: string
  record_id: string
  changes: Record<string, { old: unknown; new: unknown } | unknown>
}

const EDITOR_EMAIL = 'e2e-editor@lsbu.test'
const EDITOR_NAME = 'Editor E2E'

/** Today on Jakarta's calendar, YYYY-MM-DD (the database's "today" for decision dates). */
function jakartaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
}

/** A public submission RPC as an anonymous visitor; returns the reference. */
async function submitAsVisitor(
  baseURL: string,
  fn: 'submit_appeal' | 'submit_contact',
  args: Record<string, unknown>,
): Promise<string> {
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
  expect(res.ok, `${fn}: ${res.status}`).toBe(true)
  return (await res.json()) as string
}

/** A second browser context for the visitor (no staff session). */
async function visitorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await skipPromo(page)
  return page
}

async function noToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
}

/** axe in light, then dark, then back to light (the theme follows the system by default). */
async function a11yBothThemes(page: Page) {
  await noToasts(page)
  await expectNoA11yViolations(page)
  await emulateScheme(page, 'dark')
  await expectNoA11yViolations(page)
  await emulateScheme(page, 'light')
}

async function auditEntries(baseURL: string, table: string, id: string): Promise<AuditRow[]> {
  return selectAsAdmin<AuditRow>(
    baseURL,
    'audit_log',
    `table_name=eq.${table}&record_id=eq.${id}&action=eq.update&order=id.asc`,
  )
}

async function newComplaintsCounter(page: Page): Promise<number> {
  await page.goto('/admin')
  const counter = page.getByTestId('counter-newComplaints')
  await expect(counter).toBeVisible()
  return Number(await counter.getAttribute('data-value'))
}

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: label, exact: true }).click()
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000)
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
})

test('a complaint goes from the visitor to the editor, through the workflow, and back to the visitor', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, 'editor')
  const before = await newComplaintsCounter(page)

  // The visitor files a complaint on /keluhan.
  const visitor = await visitorPage(browser, baseURL!)
  const email = uniqueEmail('inbox-keluhan')
  const subject = 'Sertifikat belum terbit setelah pembayaran'
  await visitor.goto('/keluhan')
  await visitor.getByLabel('Nama lengkap').fill('Sri Wahyuni')
  await visitor.getByLabel('Nama badan usaha').fill('PT Bangun Cipta Lestari')
  await visitor.getByLabel('Email').fill(email)
  await visitor.getByLabel('Nomor telepon').fill('0813-2222-3333')
  await visitor.getByLabel('Nomor sertifikat (SBU)').fill('SBU-BS001-0107')
  await visitor.getByLabel('Perihal').fill(subject)
  await visitor
    .getByLabel('Uraian keluhan')
    .fill('Pembayaran sudah dikonfirmasi sepuluh hari lalu, tetapi sertifikat belum terbit.')
  await visitor.getByRole('button', { name: 'Kirim keluhan' }).click()
  const reference = (await visitor.getByTestId('submission-reference').textContent())!.trim()
  expect(reference).toMatch(/^KEL-\d{4}-\d{5}$/)

  // The dashboard counts it.
  expect(await newComplaintsCounter(page)).toBe(before + 1)

  // It is in the editor's inbox, bold and marked new, with its reference.
  await page
    .getByRole('navigation', { name: 'Navigasi admin' })
    .getByRole('link', { name: 'Keluhan & Banding' })
    .click()
  await expect(page).toHaveURL(/\/admin\/keluhan$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Keluhan' })).toBeVisible()
  const link = page.getByRole('link', { name: reference })
  await expect(link).toBeVisible()
  await expect(link).toHaveCSS('font-weight', '700')
  const row = page.getByRole('row').filter({ has: link })
  await expect(row.getByText('Baru', { exact: true })).toBeVisible()
  await expect(row.getByText('Belum ditangani')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Saring menurut status' })).toBeVisible()
  // Editors never see delete.
  await expect(page.getByRole('button', { name: /^Hapus/ })).toHaveCount(0)
  await expect(page.getByRole('checkbox')).toHaveCount(0)
  await a11yBothThemes(page)

  // Search by reference; filter by status through the counts.
  await page.getByLabel('Cari').fill(reference)
  await expect(page).toHaveURL(new RegExp(`q=${reference}`))
  await expect(page.getByRole('row')).toHaveCount(2)
  await page.getByRole('button', { name: /^Selesai/ }).click()
  await expect(page.getByRole('button', { name: /^Selesai/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText('Tidak ada data yang cocok')).toBeVisible()
  await page.getByRole('button', { name: /^Baru/ }).click()
  await expect(link).toBeVisible()

  // The detail view: the submitter's data, internal notes and the response.
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: `Keluhan ${reference}` })).toBeVisible()
  await expect(page.getByText('PT Bangun Cipta Lestari')).toBeVisible()
  await expect(page.getByText('SBU-BS001-0107')).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(email) })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject} [${reference}]`)}`,
  )
  await expect(page.getByText('Tidak ada lampiran.')).toBeVisible()
  // Internal notes are a thread of dated, signed notes (append-only), apart from the form.
  const thread = page.getByRole('region', { name: 'Catatan internal' })
  await expect(thread).toContainText('Tidak pernah ditampilkan kepada pengaju')
  await expect(thread.getByText('Belum ada catatan.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hapus pengajuan' })).toHaveCount(0)
  await a11yBothThemes(page)

  // baru → diproses, and an internal note added meanwhile: listed with its author and time
  // (WIB); the form keeps the unsaved status and saves without a conflict.
  const notes = 'Catatan internal: cek ulang konfirmasi bank di sistem keuangan.'
  await chooseStatus(page, 'Diproses')
  await thread.getByRole('button', { name: 'Tambah catatan' }).click()
  await expect(thread.getByLabel('Catatan baru')).toHaveAccessibleDescription(/Tulis isi catatan\./)
  await thread.getByLabel('Catatan baru').fill(notes)
  await thread.getByRole('button', { name: 'Tambah catatan' }).click()
  const note = thread.getByRole('listitem').filter({ hasText: notes })
  await expect(note).toContainText(EDITOR_NAME)
  await expect(note).toContainText(/\d{1,2}[.:]\d{2} WIB/)
  await expect(thread.getByLabel('Catatan baru')).toHaveValue('')
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Diproses')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Keluhan berhasil disimpan' }),
  ).toBeVisible()
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(header.getByText('Diproses', { exact: true })).toBeVisible()
  await expect(page.locator('dd').filter({ hasText: EDITOR_NAME })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Riwayat' }).getByText('Catatan internal ditambahkan'),
  ).toBeVisible()
  // The note is stored: still there after a reload.
  await page.reload()
  await expect(
    page
      .getByRole('region', { name: 'Catatan internal' })
      .getByRole('listitem')
      .filter({ hasText: notes }),
  ).toContainText(EDITOR_NAME)

  // Closing needs a response for the submitter.
  await chooseStatus(page, 'Selesai')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByLabel('Tanggapan untuk pengaju')).toHaveAccessibleDescription(
    /Tanggapan untuk pengaju wajib diisi sebelum menandai Selesai atau Ditolak\./,
  )
  await expect(page.getByLabel('Tanggapan untuk pengaju')).toBeFocused()
  const resolution = 'Sertifikat telah terbit pada 20 November; silakan unduh melalui portal.'
  await page.getByLabel('Tanggapan untuk pengaju').fill(resolution)
  // Closing is final: the save asks first; cancelling keeps the form as it was.
  await page.getByRole('button', { name: 'Simpan' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Tutup kasus sebagai Selesai?' })
  await expect(confirm).toContainText('Status Selesai bersifat final')
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Batal' }).click()
  await expect(confirm).toBeHidden()
  await expect(header.getByText('Diproses', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Tanggapan untuk pengaju')).toHaveValue(resolution)
  await page.getByRole('button', { name: 'Simpan' }).click()
  await confirm.getByRole('button', { name: 'Ya, tutup kasus' }).click()
  await expect(header.getByText('Selesai', { exact: true })).toBeVisible()
  // Closed: the status no longer moves.
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeDisabled()
  await expect(page.getByText('Pengajuan ini sudah ditutup')).toBeVisible()

  // The dashboard no longer counts it as new (invalidated, and fresh on reload).
  expect(await newComplaintsCounter(page)).toBe(before)

  // The visitor sees the new status and the response, never the internal notes.
  await visitor.goto(`/layanan/status?ref=${reference}`)
  await visitor.getByLabel('Email').fill(email)
  await visitor.getByRole('button', { name: 'Cek status' }).click()
  const result = visitor.getByRole('region', { name: `Pengajuan ${reference}` })
  await expect(result.locator('dl').getByText('Selesai', { exact: true })).toBeVisible()
  await expect(result.getByText(resolution)).toBeVisible()
  await expect(visitor.getByText(notes)).toHaveCount(0)
  expect(await visitor.content()).not.toContain('cek ulang konfirmasi bank')
  await visitor.context().close()

  // The audit log: both changes, by the editor, with the changed fields (the workflow fields
  // with their values; notes and response by name only, docs/security.md §9).
  const [stored] = await selectAsAdmin<{ id: string; handled_by: string; notes: null }>(
    baseURL!,
    'complaints',
    `reference=eq.${reference}`,
  )
  expect(stored!.notes).toBeNull()
  const [storedNote] = await selectAsAdmin<{ id: string; body: string; author_id: string }>(
    baseURL!,
    'case_notes',
    `complaint_id=eq.${stored!.id}`,
  )
  expect(storedNote).toMatchObject({ body: notes, author_id: stored!.handled_by })
  const noteEntries = await selectAsAdmin<AuditRow>(
    baseURL!,
    'audit_log',
    `table_name=eq.case_notes&record_id=eq.${storedNote!.id}`,
  )
  expect(noteEntries).toHaveLength(1)
  expect(noteEntries[0]!.actor_email).toBe(EDITOR_EMAIL)
  expect(JSON.stringify(noteEntries)).not.toContain(notes)
  const entries = await auditEntries(baseURL!, 'complaints', stored!.id)
  expect(entries).toHaveLength(2)
  for (const entry of entries) {
    expect(entry.actor_email).toBe(EDITOR_EMAIL)
    expect(entry.actor_id).toBe(stored!.handled_by)
  }
  // Workflow fields with their values; what people wrote only by name (no personal
  // values of submissions in the audit log, docs/security.md §9).
  expect(entries[0]!.changes).toMatchObject({
    status: { old: 'baru', new: 'diproses' },
    handled_by: { old: null, new: stored!.handled_by },
  })
  expect(entries[1]!.changes).toMatchObject({
    status: { old: 'diproses', new: 'selesai' },
    resolution: null,
  })
  expect(JSON.stringify(entries)).not.toContain(resolution)
  expect(JSON.stringify(entries)).not.toContain(notes)
})

test('an appeal: decision date shown, diproses → ditolak with a response, audited', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('inbox-banding')
  const reference = await submitAsVisitor(baseURL!, 'submit_appeal', {
    name: 'Hendra Gunawan',
    company_name: 'CV Karya Teknik Mandiri',
    email,
    phone: '0821-4444-5555',
    certificate_number: 'SBU-IN001-0033',
    subject: 'Banding atas penolakan subklasifikasi IN001',
    description: 'Kami memiliki tenaga ahli yang memenuhi syarat; mohon penilaian ulang.',
    decision_date: jakartaToday(),
  })
  await loginAs(page, 'editor', { to: '/admin/banding' })
  await expect(page.getByRole('heading', { level: 1, name: 'Banding' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Banding', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await a11yBothThemes(page)
  await page.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Banding ${reference}` })).toBeVisible()
  await expect(page.getByText('Tanggal keputusan yang dibanding')).toBeVisible()
  await a11yBothThemes(page)

  await chooseStatus(page, 'Diproses')
  const thread = page.getByRole('region', { name: 'Catatan internal' })
  await thread.getByLabel('Catatan baru').fill('Asesor lain ditunjuk: Ir. Budi.')
  await thread.getByRole('button', { name: 'Tambah catatan' }).click()
  await expect(thread.getByRole('listitem')).toContainText('Asesor lain ditunjuk: Ir. Budi.')
  await page.getByRole('button', { name: 'Simpan' }).click()
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(header.getByText('Diproses', { exact: true })).toBeVisible()
  // Forward only: "Baru" is no longer offered.
  await page.getByRole('combobox', { name: 'Status' }).click()
  await expect(page.getByRole('option', { name: 'Baru' })).toHaveCount(0)
  await page.getByRole('option', { name: 'Ditolak', exact: true }).click()
  await page
    .getByLabel('Tanggapan untuk pengaju')
    .fill('Hasil kaji ulang menguatkan keputusan awal.')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await page
    .getByRole('alertdialog', { name: 'Tutup kasus sebagai Ditolak?' })
    .getByRole('button', { name: 'Ya, tutup kasus' })
    .click()
  await expect(header.getByText('Ditolak', { exact: true })).toBeVisible()

  const [stored] = await selectAsAdmin<{ id: string }>(
    baseURL!,
    'appeals',
    `reference=eq.${reference}`,
  )
  const entries = await auditEntries(baseURL!, 'appeals', stored!.id)
  expect(entries.map((e) => [e.actor_email, (e.changes.status as { new: string }).new])).toEqual([
    [EDITOR_EMAIL, 'diproses'],
    [EDITOR_EMAIL, 'ditolak'],
  ])
})

test('a contact message: unread in bold, opened → dibaca, mailto reply, dibalas with a note', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('inbox-pesan')
  const subject = 'Pertanyaan biaya sertifikasi ulang'
  const reference = await submitAsVisitor(baseURL!, 'submit_contact', {
    name: 'Rina Marlina',
    email,
    phone: '0857-1111-2222',
    subject,
    message: 'Berapa biaya sertifikasi ulang untuk kualifikasi menengah?',
  })
  await loginAs(page, 'editor', { to: '/admin/messages' })
  await expect(page.getByRole('heading', { level: 1, name: 'Pesan Masuk' })).toBeVisible()
  const open = page.getByRole('button', { name: subject })
  await expect(open).toHaveCSS('font-weight', '700')
  const row = page.getByRole('row').filter({ has: open })
  await expect(row.getByText(reference)).toBeVisible()
  await expect(row.getByText('Belum dibaca', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Hapus/ })).toHaveCount(0)
  await a11yBothThemes(page)

  // Search by the sender's address (its local part: the kit's search drops '.').
  await page.getByLabel('Cari').fill(email.split('@')[0]!)
  await expect(page).toHaveURL(/q=inbox-pesan/)
  await expect(page.getByRole('row')).toHaveCount(2)
  await open.click()
  const sheet = page.getByRole('dialog', { name: `Pesan ${reference}` })
  await expect(sheet.getByText('Berapa biaya sertifikasi ulang')).toBeVisible()
  await expect(sheet.getByText('Dibaca', { exact: true })).toBeVisible()
  await expect
    .poll(
      async () =>
        (await selectAsAdmin(baseURL!, 'contact_submissions', `reference=eq.${reference}`))[0]
          ?.status,
    )
    .toBe('dibaca')
  await expect(sheet.getByRole('link', { name: 'Buka di aplikasi email' })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject} [${reference}]`)}`,
  )
  await a11yBothThemes(page)

  // A note is required to mark it replied.
  await sheet.getByRole('button', { name: 'Tandai dibalas' }).click()
  await expect(sheet.getByLabel('Catatan balasan')).toHaveAccessibleDescription(
    /Tulis catatan singkat tentang balasan Anda\./,
  )
  await sheet.getByLabel('Catatan balasan').fill('Dijawab via email dengan tabel biaya 2026.')
  await sheet.getByRole('button', { name: 'Tandai dibalas' }).click()
  await expect(sheet.getByText('Dibalas', { exact: true })).toBeVisible()
  await expect(sheet.getByText(EDITOR_NAME)).toBeVisible()
  const [stored] = await selectAsAdmin<{ id: string; status: string; notes: string }>(
    baseURL!,
    'contact_submissions',
    `reference=eq.${reference}`,
  )
  expect(stored).toMatchObject({
    status: 'dibalas',
    notes: 'Dijawab via email dengan tabel biaya 2026.',
  })
  const entries = await auditEntries(baseURL!, 'contact_submissions', stored!.id)
  expect(entries.map((e) => [e.actor_email, (e.changes.status as { new: string }).new])).toEqual([
    [EDITOR_EMAIL, 'dibaca'],
    [EDITOR_EMAIL, 'dibalas'],
  ])
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(row.getByText('Dibalas', { exact: true })).toBeVisible()
})

test('only an admin deletes, after confirming', async ({ page, baseURL }) => {
  const reference = await submitAsVisitor(baseURL!, 'submit_contact', {
    name: 'Pengirim Uji',
    email: uniqueEmail('inbox-hapus'),
    subject: 'Pesan untuk dihapus',
    message: 'Pesan uji yang akan dihapus oleh admin.',
  })
  await loginAs(page, 'admin', { to: '/admin/messages' })
  await page.getByLabel('Cari').fill(reference)
  await expect(page.getByRole('row')).toHaveCount(2)
  await page.getByRole('button', { name: `Hapus ${reference}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Hapus Pesan?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Hapus' }).click()
  await expect(page.getByText('Tidak ada data yang cocok')).toBeVisible()
  expect(await selectAsAdmin(baseURL!, 'contact_submissions', `reference=eq.${reference}`)).toEqual(
    [],
  )
})

test('a contact message is answered from the message view: an email through the outbox, kept in the thread', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('inbox-balas')
  const subject = 'Pertanyaan jadwal survailen'
  const reference = await submitAsVisitor(baseURL!, 'submit_contact', {
    name: 'Sari Wulandari',
    email,
    subject,
    message: 'Kapan jadwal survailen tahun depan?',
  })
  await loginAs(page, 'editor', { to: '/admin/messages' })
  await page.getByRole('button', { name: subject }).click()
  const sheet = page.getByRole('dialog', { name: `Pesan ${reference}` })
  const thread = sheet.getByRole('region', { name: 'Balasan' })
  await expect(thread.getByText('Belum ada balasan dari sini.')).toBeVisible()
  await expect(sheet.getByRole('link', { name: 'Buka di aplikasi email' })).toBeVisible()
  await a11yBothThemes(page)

  // An empty reply is refused on the client.
  const reply = sheet.getByLabel('Balasan Anda')
  await sheet.getByRole('button', { name: 'Kirim balasan' }).click()
  await expect(reply).toHaveAccessibleDescription(/Tulis isi balasan\./)

  // A failed send keeps the typed text.
  const text =
    'Jadwal survailen Anda pada Maret 2027; kami akan menghubungi Anda sebulan sebelumnya.'
  await reply.fill(text)
  await page.route('**/rest/v1/rpc/reply_to_message', (route) => route.abort(), { times: 1 })
  await sheet.getByRole('button', { name: 'Kirim balasan' }).click()
  await expect(page.getByText('Balasan gagal dikirim').first()).toBeVisible()
  await expect(reply).toHaveValue(text)

  await sheet.getByRole('button', { name: 'Kirim balasan' }).click()
  await expect(page.getByText('Balasan dikirim').first()).toBeVisible()
  await expect(reply).toHaveValue('')
  const sent = thread.getByRole('listitem')
  await expect(sent).toHaveCount(1)
  await expect(sent).toContainText(text)
  await expect(sent).toContainText(new RegExp(`${EDITOR_NAME} · .+ WIB`))
  await expect(sheet.getByText('Dibalas', { exact: true })).toBeVisible()
  await a11yBothThemes(page)

  const [message] = await selectAsAdmin<{ id: string; status: string }>(
    baseURL!,
    'contact_submissions',
    `reference=eq.${reference}`,
  )
  expect(message!.status).toBe('dibalas')
  const mails = await selectAsAdmin<{ to_address: string; subject: string; body_text: string }>(
    baseURL!,
    'outbox',
    `record_id=eq.${message!.id}&kind=eq.reply`,
  )
  expect(mails).toHaveLength(1)
  expect(mails[0]).toMatchObject({
    to_address: email,
    subject: `[${reference}] Balasan atas pesan Anda`,
  })
  expect(mails[0]!.body_text).toContain(text)
  expect(mails[0]!.body_text).toContain(EDITOR_NAME)

  // The thread is there when the message is opened again.
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await page.getByRole('button', { name: subject }).click()
  await expect(thread.getByRole('listitem')).toContainText(text)
})
