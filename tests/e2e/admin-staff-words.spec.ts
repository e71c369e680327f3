/**
 * What staff meet on every screen and in the audit log: avatars drawn on the page (no request to
 * another origin from any admin screen), and a certificate change that reads in words — the
 * table's label, the certificate's number, no UUID and no database role.
 */
import type { Page } from '@playwright/test'

import { expect as baseExpect, expectNoA11yViolations, setTheme, test } from './fixtures'
import { rest, tokenFor } from './support/crud'
import { loginAs } from './support/users'

// A loaded 2-core machine: lazy admin chunks can take a while.
const expect = baseExpect.configure({ timeout: 20_000 })

test.use({ viewport: { width: 1366, height: 900 } })

/** Every request the page makes to an origin other than the site's (data: and blob: aside). */
function foreignRequests(page: Page, siteOrigin: string): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (/^(data|blob):/.test(url)) return
    if (new URL(url).origin !== siteOrigin) foreign.push(url)
  })
  return foreign
}

test('admin screens draw avatars locally and request nothing from another origin', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const foreign = foreignRequests(page, new URL(baseURL!).origin)
  await loginAs(page, 'admin')
  for (const path of ['/admin', '/admin/sertifikat', '/admin/audit-log', '/admin/users']) {
    await page.goto(path)
    await expect(page.locator('#admin-content')).toBeVisible()
    const avatar = page.locator('[data-avatar]').first()
    await expect(avatar).toBeVisible()
    await expect(avatar).toHaveText(/^[A-Z0-9?]{1,2}$/)
    await page.waitForLoadState('networkidle')
  }
  expect(foreign).toEqual([])
})

test('a certificate change reads in words in the audit log', async ({ page }) => {
  test.setTimeout(120_000)
  const token = await tokenFor(page.request, 'admin')
  const list = await rest(
    page.request,
    token,
    'certificates?select=id,number,public_notes&order=number&limit=1',
  )
  const [cert] = list.body as { id: string; number: string; public_notes: unknown }[]
  expect(cert).toBeTruthy()
  const stamp = Date.now().toString(36)
  const changed = await rest(page.request, token, `certificates?id=eq.${cert!.id}`, {
    method: 'PATCH',
    data: { public_notes: { id: `Catatan audit ${stamp}`, en: `Audit note ${stamp}` } },
  })
  expect(changed.status).toBe(200)
  try {
    await loginAs(page, 'admin', { to: '/admin/audit-log' })
    // The table list is long and scrolls into place as it opens: a click that lands while it
    // still moves can miss, so the choice is made again until the filter is in the address.
    await expect(async () => {
      if (!(await page.getByRole('listbox').isVisible()))
        await page.getByRole('combobox', { name: 'Tabel' }).click()
      await page.getByRole('option', { name: 'Sertifikat', exact: true }).click({ timeout: 3_000 })
      await expect(page).toHaveURL(/table_name=certificates/, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    const table = page.getByRole('table', { name: 'Log Audit' })
    const row = table.getByRole('row').filter({ hasText: cert!.number }).filter({ hasText: /Ubah/ })
    await expect(row.first()).toContainText('Sertifikat')
    await expect(table).not.toContainText(cert!.id)
    await expectNoA11yViolations(page)

    await row
      .first()
      .getByRole('button', { name: /Lihat detail/ })
      .click()
    const detail = page.getByRole('dialog', { name: 'Detail log audit' })
    await expect(detail).toContainText(cert!.number)
    await expect(detail).toContainText(`Catatan audit ${stamp}`)
    await expect(detail).toContainText('Ubah pada Sertifikat')
    await expect(detail).not.toContainText('authenticated')
    await expect(detail).not.toContainText('Peran basis data')
    await expect(detail).not.toContainText('(certificates)')
  } finally {
    await rest(page.request, token, `certificates?id=eq.${cert!.id}`, {
      method: 'PATCH',
      data: { public_notes: cert!.public_notes },
    })
  }
})

test('the audit log reads in words on a phone in the dark theme', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await loginAs(page, 'admin', { to: '/admin/audit-log?table_name=certificates' })
  await setTheme(page, 'dark')
  await expect(page.locator('[data-avatar]').first()).toBeVisible()
  const table = page.getByRole('table', { name: 'Log Audit' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  await expect(table).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/)
  await expectNoA11yViolations(page)
  await table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /Lihat detail/ })
    .click()
  const detail = page.getByRole('dialog', { name: 'Detail log audit' })
  await expect(detail).toContainText(/pada Sertifikat oleh/)
  await expect(detail).not.toContainText('authenticated')
  await expectNoA11yViolations(page)
})

test('the verify page keeps the certificate number on one line on a phone, in both languages', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const token = await tokenFor(page.request, 'admin')
  const { body } = await rest(page.request, token, 'certificates?select=number')
  const numbers = (body as { number: string }[]).map((c) => c.number)
  // The longest seeded number: the one most likely to be broken after a hyphen.
  const number = numbers.sort((a, b) => b.length - a.length)[0]!
  for (const lng of ['id', 'en']) {
    await page.goto(`/verifikasi/${number}?lng=${lng}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toContainText(number)
    const part = heading.getByTestId('verify-number')
    await expect(part).toHaveText(number)
    expect(await part.evaluate((el) => el.getClientRects().length)).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  }
  await expectNoA11yViolations(page)
})

test('a mistyped admin address says "not found" inside the shell, in both themes', async ({
  page,
}) => {
  // A sign-in, two reloads and two axe scans: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  await loginAs(page, 'editor')
  await page.goto('/admin/beritaa')
  const heading = page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })
  await expect(heading).toBeVisible()
  await expect(page.getByText('Alamat /admin/beritaa tidak ada di area admin.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Navigasi admin' })).toBeVisible()
  await expect(page).toHaveTitle(/^Halaman tidak ditemukan/)
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme)
    await expect(heading).toBeVisible()
    await expectNoA11yViolations(page)
  }
  await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test('admin addresses added beyond the spec are Indonesian; the old ones redirect', async ({
  page,
}) => {
  await loginAs(page, 'admin', { to: '/admin/outbox?status=failed' })
  await expect(page).toHaveURL('/admin/kotak-keluar?status=failed')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/admin/sertifikat/import')
  await expect(page).toHaveURL('/admin/sertifikat/impor')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impor sertifikat (CSV)' }),
  ).toBeVisible()
  // The redirect replaced the old address: Back leaves the screen instead of bouncing to it.
  await page.goBack()
  await expect(page).toHaveURL('/admin/kotak-keluar?status=failed')
})
