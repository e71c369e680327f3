/**
 * Complaint communications (ISO/IEC 17065 §7.13): a visitor files a complaint and the SMTP sink
 * receives the acknowledgement with the reference, in the visitor's language; staff assign it,
 * record who made the decision complained about (that person may not close it: the form says why),
 * move it to diproses and close it; after each step the visitor's status page shows the public
 * timeline (never notes or staff names) and an email arrives. Once in Indonesian, once in English.
 */
import type { Browser } from '@playwright/test'
import type { ParsedMail } from 'mailparser'

import { expect, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { selectAsAdmin, uniqueEmail } from './support/api'
import { mailTo, waitForMail } from './support/mail'
import { ensureUser, loginAs } from './support/users'

test.describe.configure({ mode: 'serial' })

type Lang = 'id' | 'en'

const COPY = {
  id: {
    query: '',
    name: 'Nama lengkap',
    company: 'Nama badan usaha',
    phone: 'Nomor telepon',
    subject: 'Perihal',
    description: 'Uraian keluhan',
    submit: 'Kirim keluhan',
    mailing: 'Tanda terima dengan nomor ini sedang kami kirim',
    check: 'Cek status',
    region: 'Pengajuan',
    history: 'Riwayat',
    received: 'Diterima',
    diproses: 'Diproses',
    selesai: 'Selesai',
    emailed: 'Setiap perubahan status kami kirim juga ke email Anda.',
    ackSubject: 'Keluhan Anda telah kami terima',
    ackBody: 'dicatat dengan nomor referensi',
    dueBody: 'paling lambat',
    progressSubject: 'Keluhan Anda: Diproses',
    outcomeSubject: 'Pemberitahuan resmi: keluhan Anda ditutup (Selesai)',
    linkLabel: 'Lihat status',
  },
  en: {
    query: '?lng=en',
    name: 'Full name',
    company: 'Company name',
    phone: 'Phone number',
    subject: 'Subject',
    description: 'Description of the complaint',
    submit: 'Send complaint',
    mailing: 'We are sending an acknowledgement with this number',
    check: 'Check status',
    region: 'Submission',
    history: 'History',
    received: 'Received',
    diproses: 'In progress',
    selesai: 'Resolved',
    emailed: 'Each change of status is also emailed to you.',
    ackSubject: 'We have received your complaint',
    ackBody: 'recorded it under reference',
    dueBody: 'We will respond by',
    progressSubject: 'Your complaint: In progress',
    outcomeSubject: 'Formal notice: your complaint is closed (Resolved)',
    linkLabel: 'Check the status',
  },
} as const

const NOTES = 'Catatan internal: rapat dengan bagian keuangan hari Senin.'
const EDITOR_NAME = 'Editor E2E'
const ADMIN_NAME = 'Admin Utama'

/** A second context's page has no ready-waiting goto (fixtures.ts): wait for hydration here. */
async function gotoReady(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 })
}

async function visitorPage(browser: Browser, baseURL: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: lang === 'en' ? 'en-US' : 'id-ID',
    timezoneId: 'Asia/Jakarta',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await skipPromo(page)
  return page
}

/** The visitor looks the complaint up; returns the result region. */
async function lookUp(visitor: Page, lang: Lang, reference: string, email: string) {
  const c = COPY[lang]
  await gotoReady(visitor, `/layanan/status?ref=${reference}${lang === 'en' ? '&lng=en' : ''}`)
  await visitor.getByLabel('Email').fill(email)
  await visitor.getByRole('button', { name: c.check }).click()
  const result = visitor.getByRole('region', { name: `${c.region} ${reference}` })
  await expect(result).toBeVisible()
  return result
}

/** The status page's history: each step's label, oldest first. */
async function publicSteps(visitor: Page, lang: Lang, reference: string, email: string) {
  const result = await lookUp(visitor, lang, reference, email)
  const history = result.getByRole('list').last()
  await expect(result.getByRole('heading', { name: COPY[lang].history })).toBeVisible()
  await expect(result.getByText(COPY[lang].emailed)).toBeVisible()
  // Never the internal notes or a staff member's name.
  const text = (await result.textContent()) ?? ''
  expect(text).not.toContain('rapat dengan bagian keuangan')
  expect(text).not.toContain(EDITOR_NAME)
  expect(text).not.toContain(ADMIN_NAME)
  return history.locator('li > span.font-medium').allTextContents()
}

function expectLink(mail: ParsedMail, reference: string, baseURL: string, lang: Lang) {
  const link = `${baseURL}/layanan/status?ref=${reference}`
  expect(mail.text).toContain(`${COPY[lang].linkLabel}:\n${link}`)
  expect(mail.html).toContain(`href="${link}"`)
}

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Saves the case form; a save that closes the case is confirmed (`closing`). */
async function save(page: Page, closing?: string) {
  await page.getByRole('button', { name: 'Simpan' }).click()
  if (closing)
    await page
      .getByRole('alertdialog', { name: `Tutup kasus sebagai ${closing}?` })
      .getByRole('button', { name: 'Ya, tutup kasus' })
      .click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Keluhan berhasil disimpan' }).last(),
  ).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(240_000)
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
})

for (const lang of ['id', 'en'] as const) {
  test(`complaint by email, step by step (${lang}): acknowledged, assigned, impartial, in progress, closed with formal notice`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const c = COPY[lang]
    await ensureUser(page.request, 'editor')

    // The visitor files a complaint; the page says an acknowledgement is on its way.
    const visitor = await visitorPage(browser, baseURL!, lang)
    const email = uniqueEmail(`comms-${lang}`)
    await gotoReady(visitor, `/keluhan${c.query}`)
    await visitor.getByLabel(c.name).fill('Sri Wahyuni')
    await visitor.getByLabel(c.company).fill('PT Bangun Cipta Lestari')
    await visitor.getByLabel('Email').fill(email)
    await visitor.getByLabel(c.phone).fill('0813-2222-3333')
    await visitor.getByLabel(c.subject).fill('Sertifikat belum terbit setelah pembayaran')
    await visitor
      .getByLabel(c.description)
      .fill('Pembayaran sudah dikonfirmasi sepuluh hari lalu, tetapi sertifikat belum terbit.')
    await visitor.getByRole('button', { name: c.submit }).click()
    const reference = (await visitor.getByTestId('submission-reference').textContent())!.trim()
    expect(reference).toMatch(/^KEL-\d{4}-\d{5}$/)
    await expect(visitor.getByText(c.mailing)).toContainText(email)

    // The acknowledgement: reference, due date, status link, text and HTML, the site's contact.
    const ack = await waitForMail(email, `[${reference}] ${c.ackSubject}`)
    expect(ack.text).toContain(`${c.ackBody} ${reference}`)
    expect(ack.text).toContain(c.dueBody)
    expect(ack.text).toContain('LSBU Karya Mandiri Nusantara')
    expect(ack.html).toContain(`<html lang="${lang}">`)
    expectLink(ack, reference, baseURL!, lang)
    // Nothing the visitor typed is echoed back (the address could be anyone's).
    expect(ack.text).not.toContain('Sri Wahyuni')
    expect(ack.text).not.toContain('sepuluh hari lalu')
    expect(await publicSteps(visitor, lang, reference, email)).toEqual([c.received])

    // The admin opens it, assigns the editor and records themself as the decision maker.
    await loginAs(page, 'admin', { to: '/admin/keluhan' })
    await page.getByRole('link', { name: reference }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Keluhan ${reference}` }),
    ).toBeVisible()
    await chooseOption(page, 'Ditangani oleh', EDITOR_NAME)
    await chooseOption(page, 'Pembuat keputusan yang dikeluhkan', ADMIN_NAME)
    await chooseOption(page, 'Status', 'Diproses')
    const thread = page.getByRole('region', { name: 'Catatan internal' })
    await thread.getByLabel('Catatan baru').fill(NOTES)
    await thread.getByRole('button', { name: 'Tambah catatan' }).click()
    await expect(thread.getByRole('listitem').filter({ hasText: NOTES })).toContainText(ADMIN_NAME)
    await save(page)

    // The decision maker may not close it, and the form says why.
    await expect(page.getByRole('note')).toContainText('Anda tercatat sebagai pembuat keputusan')
    await page.getByRole('combobox', { name: 'Status' }).click()
    await expect(page.getByRole('option', { name: 'Selesai', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await page.keyboard.press('Escape')
    // …nor hand it to themself: they are listed but cannot be chosen.
    await page.getByRole('combobox', { name: 'Ditangani oleh' }).click()
    await expect(
      page.getByRole('option', { name: `${ADMIN_NAME} (membuat keputusan)` }),
    ).toHaveAttribute('aria-disabled', 'true')
    await page.keyboard.press('Escape')

    // The staff timeline: received, acknowledged by email, assigned, decision maker, status.
    const timeline = page.getByRole('list', { name: 'Riwayat' })
    await expect(timeline.getByText('Diterima', { exact: true })).toBeVisible()
    await expect(timeline.getByText(`Ditugaskan kepada ${EDITOR_NAME}`)).toBeVisible()
    await expect(timeline.getByText(`Pembuat keputusan dicatat: ${ADMIN_NAME}`)).toBeVisible()
    await expect(timeline.getByText('Status menjadi Diproses')).toBeVisible()
    await expect(timeline.getByText(/^Email Tanda terima: /)).toBeVisible()

    // The progress email, and the visitor's page follows.
    const progress = await waitForMail(email, `[${reference}] ${c.progressSubject}`)
    expectLink(progress, reference, baseURL!, lang)
    expect(progress.text).not.toContain(EDITOR_NAME)
    expect(await publicSteps(visitor, lang, reference, email)).toEqual([c.received, c.diproses])

    // The editor, notified in the bell, closes it with a response for the submitter.
    await page.context().clearCookies()
    await page.evaluate(() => window.localStorage.clear())
    await loginAs(page, 'editor', { to: '/admin/keluhan' })
    await page.getByRole('button', { name: /^Notifikasi: [1-9]\d* baru$/ }).click()
    await expect(
      page.getByRole('menuitem', {
        name: new RegExp(`Keluhan ${reference} ditugaskan kepada Anda`),
      }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: reference }).click()
    const resolution = 'Sertifikat telah terbit pada 20 November; silakan unduh melalui portal.'
    await chooseOption(page, 'Status', 'Selesai')
    await page.getByLabel('Tanggapan untuk pengaju').fill(resolution)
    await save(page, 'Selesai')
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
    await expect(header.getByText('Selesai', { exact: true })).toBeVisible()

    // The formal notice of the outcome carries the response.
    const outcome = await waitForMail(email, `[${reference}] ${c.outcomeSubject}`)
    expect(outcome.text).toContain(resolution)
    expectLink(outcome, reference, baseURL!, lang)
    expect(await publicSteps(visitor, lang, reference, email)).toEqual([
      c.received,
      c.diproses,
      c.selesai,
    ])
    const result = await lookUp(visitor, lang, reference, email)
    await expect(result.getByText(resolution)).toBeVisible()

    // Exactly three messages, all in the visitor's language; the outbox marks them sent.
    const all = await mailTo(email)
    expect(all.map((m) => m.subject)).toEqual([
      `[${reference}] ${c.ackSubject}`,
      `[${reference}] ${c.progressSubject}`,
      `[${reference}] ${c.outcomeSubject}`,
    ])
    const rows = await selectAsAdmin<{ kind: string; language: string; status: string }>(
      baseURL!,
      'outbox',
      `reference=eq.${reference}&audience=eq.submitter&order=created_at.asc`,
    )
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'received', language: lang, status: 'sent' }),
      expect.objectContaining({ kind: 'status', language: lang, status: 'sent' }),
      expect.objectContaining({ kind: 'outcome', language: lang, status: 'sent' }),
    ])
    await visitor.context().close()
  })
}
