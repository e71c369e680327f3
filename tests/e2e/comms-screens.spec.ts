/**
 * Complaint communications, looked at: the staff screens (the bell, notification settings, Outbox
 * and its detail, Holidays, a case with its timeline) and the public status page with its history,
 * at desktop and phone width, light and dark, with an axe scan each time. Screenshots go to
 * test-results/screens/comms/ for a person to review (run with SCREENSHOTS=1).
 */
import type { Page } from '@playwright/test'

import { expect, expectNoA11yViolations, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { insertAsAdmin, runtimeEnv, selectAsAdmin, uniqueEmail, updateAsAdmin } from './support/api'
import { loginAs } from './support/users'

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const SHOTS = 'test-results/screens/comms'
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** A second context's page has no ready-waiting goto (fixtures.ts): wait for hydration here. */
async function gotoReady(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 })
}

async function shoot(page: Page, name: string, open?: (page: Page) => Promise<void>) {
  for (const size of SIZES) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      if (open) await open(page)
      // An open Radix menu hides the page behind it with aria-hidden (axe's aria-hidden-focus):
      // scanned closed.
      if (!open) await expectNoA11yViolations(page)
      await page.screenshot({
        path: `${SHOTS}/${name}-${size.name}-${scheme}.png`,
        fullPage: !open,
      })
      if (open) await page.keyboard.press('Escape')
    }
  }
}

async function submitComplaint(baseURL: string, email: string, language: string): Promise<string> {
  const { supabaseAnonKey } = await runtimeEnv(baseURL)
  const res = await fetch(`${baseURL}/rest/v1/rpc/submit_complaint`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${supabaseAnonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      name: 'Sri Wahyuni',
      company_name: 'PT Bangun Cipta Lestari',
      email,
      phone: '0813-2222-3333',
      subject: 'Sertifikat belum terbit setelah pembayaran',
      description:
        'Pembayaran sudah dikonfirmasi sepuluh hari lalu, tetapi sertifikat belum terbit.',
      language,
    }),
  })
  expect(res.ok).toBe(true)
  return (await res.json()) as string
}

const email = uniqueEmail('shots')
let reference = ''

test.beforeAll(async ({ baseURL }) => {
  reference = await submitComplaint(baseURL!, email, 'id')
  await updateAsAdmin(baseURL!, 'complaints', `reference=eq.${reference}`, {
    status: 'diproses',
  })
  const [row] = await selectAsAdmin<{ id: string }>(
    baseURL!,
    'complaints',
    `reference=eq.${reference}&select=id`,
  )
  await insertAsAdmin(baseURL!, 'case_notes', [
    { complaint_id: row!.id, body: 'Catatan internal.' },
  ])
})

test('communication screens: staff', async ({ page }) => {
  await loginAs(page, 'admin', { to: '/admin/keluhan' })
  await page.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('list', { name: 'Riwayat' })).toBeVisible()
  await shoot(page, 'case')

  await page.goto('/admin')
  await shoot(page, 'bell', async (p) => {
    await p.getByRole('button', { name: /^Notifikasi/ }).click()
    await expect(p.getByRole('menu')).toBeVisible()
  })

  await page.goto('/admin/kotak-keluar')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await shoot(page, 'outbox')
  await page
    .getByRole('button', { name: `[${reference}] Keluhan Anda telah kami terima` })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await shoot(page, 'outbox-detail')
  await page.keyboard.press('Escape')

  await page.goto('/admin/hari-libur')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await shoot(page, 'holidays')
})

test('communication screens: notification settings', async ({ page }) => {
  await loginAs(page, 'admin', { to: '/admin/users' })
  await page.getByRole('tab', { name: 'Profil saya' }).click()
  await expect(page.getByRole('heading', { name: 'Notifikasi' })).toBeVisible()
  await shoot(page, 'settings')
})

test('communication screens: status page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
  const visitor = await context.newPage()
  await skipPromo(visitor)
  for (const lang of ['id', 'en'] as const) {
    await gotoReady(visitor, `/layanan/status?ref=${reference}${lang === 'en' ? '&lng=en' : ''}`)
    await visitor.getByLabel('Email').fill(email)
    await visitor
      .getByRole('button', { name: lang === 'en' ? 'Check status' : 'Cek status' })
      .click()
    await expect(visitor.getByRole('region', { name: new RegExp(reference) })).toBeVisible()
    await shoot(visitor, `status-${lang}`)
  }
  await context.close()
})
