/**
 * The axe scans of the screenshot specs (*-shots.spec.ts, *-screens.spec.ts, which run only with
 * SCREENSHOTS=1), in every run: each screen they look at is scanned in the light theme at
 * desktop width and in the dark theme at phone width, so both themes and both widths are
 * checked for each one. The inbox screens are also checked for sideways scrolling at both
 * widths in both themes.
 */
import { emulateScheme, expect, expectNoA11yViolations, type Page, test } from './fixtures'
import { skipPromo } from './public-helpers'
import {
  deleteAsAdmin,
  insertAsAdmin,
  runtimeEnv,
  selectAsAdmin,
  uniqueEmail,
  updateAsAdmin,
} from './support/api'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 240_000 })

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }

/** Light at desktop width, dark at phone width. */
const LOOKS = [
  { theme: 'light', size: DESKTOP },
  { theme: 'dark', size: PHONE },
] as const

type Look = (typeof LOOKS)[number]

/** The look, in the page as it is: the theme follows the colour scheme, no reload. */
async function apply(page: Page, look: Look) {
  await page.setViewportSize(look.size)
  await emulateScheme(page, look.theme)
}

/**
 * Polled: after a resize a screen may re-render for the new width (a dialog becomes a sheet
 * through a media query), and the page is measured once it has.
 */
async function noSidewaysScroll(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: 'page scrolls sideways' },
    )
    .toBeLessThanOrEqual(0)
}

const displayScreens = [
  {
    path: '/admin/navigation',
    role: 'admin',
    heading: 'Navigasi',
    form: 'Tambah Menu',
    ready: 'Tentang Kami',
    edit: 'Ubah Beranda',
  },
  {
    path: '/admin/hero-slider',
    role: 'editor',
    heading: 'Slider Beranda',
    form: 'Tambah Slide',
    ready: 'Asesor Profesional',
    edit: 'Ubah Sertifikasi Badan Usaha Jasa Konstruksi',
  },
  {
    path: '/admin/struktur-organisasi',
    role: 'editor',
    heading: 'Struktur Organisasi',
    form: 'Tambah Anggota',
    ready: 'Agus Santoso, S.T.',
    edit: 'Ubah Agus Santoso, S.T.',
  },
  {
    path: '/admin/alur-sertifikasi',
    role: 'editor',
    heading: 'Alur Sertifikasi',
    form: 'Tambah Langkah',
    ready: 'Kaji Ulang Permohonan',
    edit: 'Ubah Permohonan',
  },
  {
    path: '/admin/legalitas',
    role: 'editor',
    heading: 'Legalitas',
    form: 'Tambah Dokumen',
    ready: 'Akta Pendirian',
    edit: 'Ubah Akta Pendirian Perkumpulan',
  },
] as const

test('display screens and their forms are axe clean', async ({ page }) => {
  for (const screen of displayScreens) {
    await loginAs(page, screen.role, { to: screen.path })
    for (const look of LOOKS) {
      await apply(page, look)
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
      await expect(page.getByText(screen.ready).first()).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 })
      await expectNoA11yViolations(page)
      const sheet = page.getByRole('dialog')
      await page.getByRole('button', { name: screen.form, exact: true }).click()
      await expect(sheet).toBeVisible()
      await expectNoA11yViolations(page)
      await sheet.getByRole('button', { name: 'Batal' }).click()
      await expect(sheet).toBeHidden()
      if (look.theme === 'light') {
        await page.getByRole('button', { name: screen.edit, exact: true }).click()
        await expect(sheet).toBeVisible()
        await expectNoA11yViolations(page)
        await sheet.getByRole('button', { name: 'Batal' }).click()
        await expect(sheet).toBeHidden()
      }
    }
  }
})

test('register screens are axe clean', async ({ page, baseURL }) => {
  const [revoked] = await selectAsAdmin<{ id: string }>(
    baseURL!,
    'certificate_register',
    'company_name=eq.Jembatan%20Laut%20Timur&select=id',
  )
  await page.setViewportSize(DESKTOP)
  await loginAs(page, 'editor', { to: '/admin/sertifikat' })
  await expect(page.getByRole('row').nth(5)).toBeVisible({ timeout: 20_000 })
  const editHref = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
  const screens = [
    ['/admin/sertifikat', 'Sertifikat'],
    ['/admin/sertifikat/new', 'Tambah sertifikat'],
    [editHref!, 'Ubah sertifikat'],
    [`/admin/sertifikat/edit/${revoked!.id}`, 'Ubah sertifikat'],
    ['/admin/sertifikat/impor', 'Impor sertifikat (CSV)'],
    ['/admin', 'Dashboard'],
  ] as const
  for (const [path, heading] of screens) {
    await page.goto(path)
    for (const look of LOOKS) {
      await apply(page, look)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 })
      await expectNoA11yViolations(page)
    }
  }
})

test('editorial screens are axe clean', async ({ page, baseURL }) => {
  const id = Date.now().toString(36)
  const title = `Tarif Sertifikasi 2027 ${id}`
  const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
    {
      slug: `tarif-sertifikasi-${id}`,
      title: { id: title, en: `Certification Fees 2027 ${id}` },
      excerpt: { id: 'Tarif baru untuk sertifikasi badan usaha.' },
      content: {
        id: '## Tarif\n\nBiaya sertifikasi baru Rp 5 juta per klasifikasi.\n\nBerlaku mulai Januari.',
        en: 'New fees apply from January.',
      },
      status: 'published',
      published_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  ])
  await updateAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`, {
    content: {
      id: '## Tarif\n\nBiaya sertifikasi baru Rp 6 juta per klasifikasi.\n\nBerlaku mulai Januari.',
      en: 'New fees apply from January 2027.',
    },
  })
  try {
    await loginAs(page, 'editor', { to: `/admin/news/edit/${article!.id}` })
    for (const look of LOOKS) {
      await apply(page, look)
      await expect(page.getByLabel('Judul (Indonesia)')).toHaveValue(title)
      const show = page.getByRole('button', { name: /riwayat/ })
      if ((await show.getAttribute('aria-expanded')) !== 'true') await show.click()
      await expect(
        page.getByRole('list', { name: 'Riwayat versi' }).getByRole('listitem'),
      ).toHaveCount(2)
      await expectNoA11yViolations(page)

      await page.getByRole('button', { name: 'Lihat perubahan versi 2' }).click()
      const diff = page.getByRole('dialog', { name: /Versi 2/ })
      await expect(diff.locator('ins').first()).toBeVisible()
      await expectNoA11yViolations(page)
      await diff.getByRole('button', { name: 'Tutup' }).first().click()

      await page.getByRole('button', { name: 'Pratinjau & bagikan' }).click()
      const dialog = page.getByRole('dialog', { name: 'Pratinjau siap' })
      const url = await dialog.getByLabel('Tautan untuk peninjau').inputValue()
      await expectNoA11yViolations(page)
      await dialog.getByRole('button', { name: 'Tutup' }).first().click()

      await page.goto('/admin/news?status=scheduled')
      await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Terjadwal')
      await expectNoA11yViolations(page)

      await page.goto('/admin/hero-slider')
      await page
        .getByRole('button', { name: /^Ubah / })
        .first()
        .click()
      await expect(page.getByLabel('Terbit pada')).toBeVisible()
      await expectNoA11yViolations(page)
      await page.keyboard.press('Escape')

      await page.goto(url)
      await expect(page.getByRole('note', { name: 'Pratinjau' })).toBeVisible()
      await expectNoA11yViolations(page)
      await page.goto(`/admin/news/edit/${article!.id}`)
    }
  } finally {
    await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
  }
})

test('editorial settings are axe clean', async ({ page }) => {
  await loginAs(page, 'admin', { to: '/admin/settings' })
  for (const look of LOOKS) {
    await apply(page, look)
    await expect(page.getByLabel('Versi yang disimpan per konten')).toHaveValue('50')
    await expectNoA11yViolations(page)
  }
})

test('inbox screens fit both widths and are axe clean', async ({ page }) => {
  /** Sideways scrolling at both widths in both themes; axe in the look given. */
  async function check(look: Look) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
        await noSidewaysScroll(page)
      }
    }
    await emulateScheme(page, look.theme)
    await page.setViewportSize(look.size)
    await expectNoA11yViolations(page)
  }
  await loginAs(page, 'admin', { to: '/admin/keluhan' })
  for (const look of LOOKS) {
    await page.goto('/admin/keluhan')
    const complaints = page.getByRole('table', { name: 'Keluhan' })
    await expect(complaints.getByRole('link').first()).toBeVisible()
    await check(look)

    await complaints.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name: /^Keluhan KEL-/ })).toBeVisible()
    await check(look)

    await page.goto('/admin/banding')
    await page.getByRole('table', { name: 'Banding' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name: /^Banding BDG-/ })).toBeVisible()
    await check(look)

    await page.goto('/admin/messages')
    const open = page
      .getByRole('table', { name: 'Pesan Masuk' })
      .getByRole('row')
      .nth(1)
      .getByRole('button')
      .first()
    await expect(open).toBeVisible()
    await check(look)
    await open.click()
    await expect(page.getByRole('dialog', { name: /^Pesan MSG-/ })).toBeVisible()
    await check(look)
    await page.keyboard.press('Escape')
  }
})

test('the search fields of an article and a CMS page are axe clean', async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36)
  const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
    {
      slug: `tampilan-seo-a11y-${stamp}`,
      title: {
        id: 'Jadwal Layanan Sertifikasi Akhir Tahun',
        en: 'Year-end Certification Schedule',
      },
      excerpt: { id: 'Kantor LSBU tutup 25 Desember; layanan daring tetap berjalan.', en: '' },
      content: { id: 'Isi.', en: 'Body.' },
      meta_title: { id: 'Jadwal layanan sertifikasi SBU selama libur akhir tahun 2026 di LSBU' },
      status: 'draft',
    },
  ])
  try {
    await loginAs(page, 'editor')
    for (const path of [`/admin/news/edit/${article!.id}`, '/admin/cms/edit/biaya']) {
      await page.goto(path)
      const section = page.getByRole('group', { name: 'Mesin pencari dan pratinjau tautan' })
      for (const look of LOOKS) {
        await apply(page, look)
        await expect(section.getByTestId('seo-search-id')).toBeVisible()
        await section.scrollIntoViewIfNeeded()
        await expectNoA11yViolations(page)
      }
    }
  } finally {
    await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
  }
})

test.describe('communication screens', () => {
  const email = uniqueEmail('a11y')
  let reference = ''

  test.beforeAll(async ({ baseURL }) => {
    const { supabaseAnonKey } = await runtimeEnv(baseURL!)
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
        language: 'id',
      }),
    })
    expect(res.ok).toBe(true)
    reference = (await res.json()) as string
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

  test('staff: a case, the outbox and its detail, holidays, notification settings', async ({
    page,
  }) => {
    await loginAs(page, 'admin', { to: '/admin/keluhan' })
    await page.getByRole('link', { name: reference }).click()
    await expect(page).toHaveURL(/\/admin\/keluhan\/[0-9a-f-]{36}$/)
    const caseUrl = page.url()
    for (const look of LOOKS) {
      await page.goto(caseUrl)
      await apply(page, look)
      await expect(page.getByRole('list', { name: 'Riwayat' })).toBeVisible()
      await expectNoA11yViolations(page)

      await page.goto('/admin/kotak-keluar')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const message = page
        .getByRole('button', { name: `[${reference}] Keluhan Anda telah kami terima` })
        .first()
      await expect(message).toBeVisible()
      await expectNoA11yViolations(page)
      await message.click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoA11yViolations(page)
      await page.keyboard.press('Escape')

      await page.goto('/admin/hari-libur')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoA11yViolations(page)

      await page.goto('/admin/users')
      await page.getByRole('tab', { name: 'Profil saya' }).click()
      await expect(page.getByRole('heading', { name: 'Notifikasi' })).toBeVisible()
      await expectNoA11yViolations(page)
    }
  })

  test('the public status page with its history, in both languages', async ({ page }) => {
    await skipPromo(page)
    for (const [lang, look] of [
      ['id', LOOKS[0]],
      ['en', LOOKS[1]],
      ['id', LOOKS[1]],
      ['en', LOOKS[0]],
    ] as const) {
      await page.setViewportSize(look.size)
      // Before the page loads (it then starts in this scheme): nothing to wait for yet.
      await page.emulateMedia({ colorScheme: look.theme, reducedMotion: 'reduce' })
      // The language chosen last sticks (docs/product.md#language): name it each time.
      await page.goto(`/layanan/status?ref=${reference}&lng=${lang}`)
      await page.getByLabel('Email').fill(email)
      await page
        .getByRole('button', { name: lang === 'en' ? 'Check status' : 'Cek status' })
        .click()
      await expect(page.getByRole('region', { name: new RegExp(reference) })).toBeVisible()
      await expectNoA11yViolations(page)
    }
  })
})
