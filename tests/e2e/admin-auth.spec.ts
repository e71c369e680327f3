/**
 * Signing in as a person would: first-time setup, sign-in and sign-out, the session across a
 * reload, the way back after sign-in, and the admin shell per role. One server serves the whole
 * run: first-time setup runs before every other spec (the `setup` project, playwright.config.ts).
 */
import { emulateScheme, expect, expectNoA11yViolations, type Page, test } from './fixtures'
import { ensureUser, loginAs, runtimeConfig, userCount } from './support/users'

// Generous: the machine running the suite may be busy (sign-in hashes passwords, axe runs twice).
test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
})

async function toast(page: Page, title: string, text: string) {
  const item = page.locator('[data-sonner-toast]').filter({ hasText: title })
  await expect(item.first()).toBeVisible()
  await expect(item.first()).toContainText(text)
}

/** axe, once the toasts have closed (they are the shared toaster's, checked on their own). */
async function checkA11y(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 })
  await expectNoA11yViolations(page)
}

async function checkA11yBothThemes(page: Page) {
  await checkA11y(page)
  await emulateScheme(page, 'dark')
  await expectNoA11yViolations(page)
  await emulateScheme(page, 'light')
}

const counters = ['Total Klien', 'Artikel Terbit', 'Keluhan Baru', 'Banding Baru']

test('the first visit to /auth/login is setup mode; creating the admin lands on the dashboard', async ({
  page,
  request,
}) => {
  expect(await userCount(request), 'the run starts on a fresh data folder with no users').toBe(0)
  const { demoAdmin } = await runtimeConfig(request)
  await page.goto('/auth/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Buat Akun Admin Utama' })).toBeVisible()
  await expect(page).toHaveTitle('Setup Admin - LSBU')
  await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/')
  // Embedded backend: prefilled with the demo admin (docs/product.md#demo-prefill).
  await expect(page.getByLabel('Email')).toHaveValue(demoAdmin.email)
  await expect(page.getByLabel('Kata sandi', { exact: true })).toHaveValue(demoAdmin.password)
  await checkA11yBothThemes(page)

  // Client-side checks before anything is sent.
  await page.getByLabel('Email').fill('')
  await page.getByLabel('Kata sandi', { exact: true }).fill('pendek')
  await page.getByRole('button', { name: 'Buat Akun Admin' }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email wajib diisi.')
  await expect(page.getByLabel('Kata sandi', { exact: true })).toHaveAccessibleDescription(
    'Minimal 8 karakter. Kata sandi minimal 8 karakter.',
  )
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Nama lengkap').fill('Admin Utama')
  await page.getByLabel('Email').fill(demoAdmin.email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(demoAdmin.password)
  await page.getByRole('button', { name: 'Buat Akun Admin' }).click()
  await toast(page, 'Admin Berhasil Dibuat', 'Akun admin utama telah dibuat dan Anda sudah masuk.')
  await expect(page).toHaveURL(/\/admin$/)
  // Exactly one toast, the right one: no "please sign in", no second "signed in".
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
  // The new main admin is offered two-factor sign-in first (ADR 025); skippable.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lindungi akun admin utama' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Lewati dulu' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page).toHaveTitle('Dashboard - Admin LSBU')
  const list = page.getByRole('list', { name: 'Ringkasan' })
  for (const label of counters) await expect(list.getByText(label)).toBeVisible()
  // The seed: 8 published clients, 4 published articles, demo complaints and an appeal.
  await expect(page.getByTestId('counter-totalClients')).toHaveText(/^\d+/)
  const clients = await page.getByTestId('counter-totalClients').getAttribute('data-value')
  expect(Number(clients)).toBeGreaterThan(0)
  await expect(page.getByTestId('counter-totalClients').locator('[aria-hidden="true"]')).toHaveText(
    String(clients),
  )
  // "Total Klien" counts hidden clients too; the card says how many visitors see.
  const { anonKey } = await runtimeConfig(request)
  const published = (await (
    await request.get('/rest/v1/clients?select=id', { headers: { apikey: anonKey } })
  ).json()) as unknown[]
  expect(published.length).toBeGreaterThan(0)
  await expect(page.getByTestId('counter-totalClients-note')).toHaveText(
    `${published.length} tampil di situs`,
  )
  expect(await userCount(request)).toBe(1)
})

test('setup is gone once an admin exists; wrong password, invalid email, then sign in', async ({
  page,
  request,
}) => {
  const admin = await ensureUser(request, 'admin')
  await page.goto('/auth/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Login Admin' })).toBeVisible()
  await expect(page).toHaveTitle('Login Admin - LSBU')
  await expect(page.getByRole('button', { name: 'Masuk Sekarang' })).toBeVisible()
  await checkA11yBothThemes(page)

  const email = page.getByLabel('Email')
  const password = page.getByLabel('Kata sandi', { exact: true })
  const toggle = page.getByRole('button', { name: 'Tampilkan kata sandi' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(password).toHaveAttribute('type', 'password')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(password).toHaveAttribute('type', 'text')
  await toggle.click()
  await expect(password).toHaveAttribute('type', 'password')

  await email.fill('bukan-email')
  await password.fill('')
  await page.getByRole('button', { name: 'Masuk Sekarang' }).click()
  await expect(email).toHaveAccessibleDescription('Format email tidak valid.')
  await expect(password).toHaveAccessibleDescription('Kata sandi wajib diisi.')
  await expect(email).toBeFocused()

  await email.fill(admin.email)
  await password.fill('kata-sandi-yang-salah')
  await page.getByRole('button', { name: 'Masuk Sekarang' }).click()
  // GoTrue's code, in the language of the screen; never its English message.
  await toast(page, 'Login Gagal', 'Email atau password salah.')
  await expect(page.getByText('Invalid login credentials')).toHaveCount(0)
  await expect(page).toHaveURL(/\/auth\/login$/)

  await password.fill(admin.password)
  await page.getByRole('button', { name: 'Masuk Sekarang' }).click()
  await toast(page, 'Login Berhasil', 'Selamat datang kembali di Admin Dashboard.')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // The session survives a reload; /auth/login then redirects to the dashboard.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.goto('/auth/login')
  await expect(page).toHaveURL(/\/admin$/)

  // Logout from the account menu: toast, then the login page; /admin is closed again.
  await page.getByRole('button', { name: /Menu akun/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toHaveAttribute(
    'href',
    '/admin/users',
  )
  await expect(page.getByRole('menuitem', { name: 'Pengaturan' })).toHaveAttribute(
    'href',
    '/admin/settings',
  )
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await toast(page, 'Berhasil Logout', 'Anda telah berhasil keluar dari sistem.')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth\/login$/)
})

test('a signed-out visitor is sent to /auth/login and comes back after signing in', async ({
  page,
}) => {
  await ensureUser(page.request, 'admin')
  await page.goto('/admin/klien?tab=1')
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fklien%3Ftab%3D1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Login Admin' })).toBeVisible()
  const { demoAdmin } = await runtimeConfig(page.request)
  await page.getByLabel('Email').fill(demoAdmin.email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(demoAdmin.password)
  await page.getByRole('button', { name: 'Masuk Sekarang' }).click()
  await expect(page).toHaveURL(/\/admin\/klien\?tab=1$/)

  // Only same-site paths are followed.
  await page.getByRole('button', { name: 'Keluar' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await page.goto('/auth/login?redirect=%2F%2Fevil.example%2F')
  await page.getByLabel('Email').fill(demoAdmin.email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(demoAdmin.password)
  await page.getByRole('button', { name: 'Masuk Sekarang' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/)
})

const GROUPS = ['Manajemen Situs', 'Manajemen Tampilan', 'Layanan Online', 'Administrasi']

async function sidebarGroups(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Navigasi admin' })
  const found: string[] = []
  for (const name of GROUPS) {
    if (await nav.getByRole('list', { name }).count()) found.push(name)
  }
  return found
}

async function sidebarLinks(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link').allInnerTexts()
}

test('a viewer sees the dashboard only; other screens say Akses Ditolak', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginAs(page, 'viewer')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect(await sidebarGroups(page)).toEqual([])
  expect(await sidebarLinks(page)).toEqual(['Dashboard'])
  await expect(page.getByTestId('sidebar-role')).toHaveText('Viewer')
  // No admin-only link on the dashboard, no quick actions the viewer cannot open.
  await expect(page.getByRole('link', { name: /Lihat semua/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Aksi Cepat' })).toHaveCount(0)
  await expect(page.getByTestId('counter-newComplaints')).toBeVisible()

  await page.goto('/admin/news')
  await expect(page.getByRole('heading', { level: 1, name: 'Akses Ditolak' })).toBeVisible()
  await expect(
    page.getByText('Anda tidak memiliki izin untuk mengakses halaman ini.'),
  ).toBeVisible()
  await expect(page).toHaveTitle('Akses Ditolak - Admin LSBU')
  await checkA11yBothThemes(page)
  await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('an editor sees the content groups, not Administrasi or Navigasi', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginAs(page, 'editor')
  expect(await sidebarGroups(page)).toEqual([
    'Manajemen Situs',
    'Manajemen Tampilan',
    'Layanan Online',
  ])
  expect(await sidebarLinks(page)).toEqual([
    'Dashboard',
    'Tinjauan',
    'Halaman CMS',
    'Artikel News',
    'Ruang Lingkup',
    'Sertifikat',
    'Kode Lama',
    'Radar Nomor',
    'Kunci API',
    'Produk Hukum',
    'Klien',
    'Testimoni',
    'FAQ',
    'Pustaka Media',
    'Pengalihan',
    'Log 404',
    'Cek Tautan',
    'Sampah',
    'Slider Beranda',
    'Struktur Organisasi',
    'Alur Sertifikasi',
    'Legalitas',
    'Pesan Masuk',
    'Keluhan & Banding',
  ])
  // The recent activity's link to the audit log is the admins' (the register's lists are not).
  await expect(page.getByRole('link', { name: 'Lihat semua aktivitas di Log Audit' })).toHaveCount(
    0,
  )
  await expect(page.getByRole('link', { name: 'Kelola Artikel' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pengaturan Situs' })).toHaveCount(0)

  // Every item the editor sees opens (docs/product.md#sidebar-matches-routes) and is marked as the
  // current page.
  await page.getByRole('link', { name: 'Klien', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/klien$/)
  await expect(page.getByRole('link', { name: 'Klien', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toHaveCount(0)

  for (const path of ['/admin/navigation', '/admin/settings', '/admin/audit-log']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Akses Ditolak' })).toBeVisible()
  }
})

test('an admin sees every group and opens admin-only screens', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginAs(page, 'admin')
  expect(await sidebarGroups(page)).toEqual(GROUPS)
  const links = await sidebarLinks(page)
  expect(links).toContain('Navigasi')
  expect(links.slice(-4)).toEqual(['Manajemen User', 'Pengaturan Situs', 'Hari Libur', 'Log Audit'])
  await expect(
    page.getByRole('link', { name: 'Lihat semua aktivitas di Log Audit' }),
  ).toHaveAttribute('href', '/admin/audit-log')
  // Seeding is in the audit log, so recent activity has entries.
  await expect(page.getByTestId('activity-entry').first()).toBeVisible()
  await expect(page.getByTestId('sidebar-role')).toHaveText('Admin')
  await checkA11yBothThemes(page)

  for (const path of ['/admin/navigation', '/admin/users', '/admin/settings', '/admin/audit-log']) {
    await page.goto(path)
    await expect(page.locator('#admin-content')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toHaveCount(0)
  }

  // The view-site link opens the public site in a new tab.
  const viewSite = page.getByRole('link', { name: 'Lihat situs (membuka tab baru)' })
  await expect(viewSite).toHaveAttribute('target', '_blank')
})

test('the sidebar: open at 1440, collapses to a rail, an overlay at 1024 and on phones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginAs(page, 'admin')
  const sidebar = page.getByTestId('admin-sidebar')
  const toggle = page.getByRole('button', { name: 'Buka atau tutup sidebar' })
  await expect(sidebar).toHaveAttribute('data-state', 'open')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect((await sidebar.boundingBox())?.width).toBe(288)

  await toggle.click()
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80)
  // Icons only, names still there for assistive tech and in a tooltip.
  const clients = page.getByRole('link', { name: 'Klien', exact: true })
  await expect(clients).toBeVisible()
  await clients.hover()
  await expect(page.getByRole('tooltip', { name: 'Klien' })).toBeVisible()
  await page.mouse.move(700, 500)
  await checkA11y(page)
  await toggle.click()
  await expect(sidebar).toHaveAttribute('data-state', 'open')

  // Between 1024 and 1280 the rail starts collapsed.
  await page.setViewportSize({ width: 1200, height: 800 })
  await expect(sidebar).toHaveAttribute('data-state', 'open') // the visitor's choice is kept
  await page.reload()
  await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'collapsed')

  for (const size of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    await expect(page.getByTestId('admin-sidebar')).toHaveCount(0)
    await toggle.click()
    const overlay = page.getByRole('dialog', { name: 'Navigasi admin' })
    await expect(overlay).toBeVisible()
    // The modal hides the rest of the page from assistive tech while it is open.
    await expect(
      page.getByRole('button', { name: 'Buka atau tutup sidebar', includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'true')
    await expect(overlay.getByRole('button', { name: 'Keluar' })).toBeVisible()
    if (size.width === 390) await checkA11y(page)
    await page.keyboard.press('Escape')
    await expect(overlay).toBeHidden()
    await expect(toggle).toBeFocused()
    // Choosing a page closes the overlay.
    await toggle.click()
    await overlay.getByRole('link', { name: 'Klien', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/klien$/)
    await expect(overlay).toBeHidden()
    await page.goto('/admin')
  }
})
