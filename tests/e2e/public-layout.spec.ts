import { expect, test } from './fixtures'
import { PROMO_SESSION_KEY, SITE_NAME, SITE_WHATSAPP, skipPromo } from './public-helpers'

// The popup's timers run on Playwright's clock (page.clock): tests move time on with `runFor`
// instead of sleeping, with bounds that leave room for a slow machine's page load.

test.describe('public layout', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
  })

  test('header dropdown opens on hover, closes after leaving, and links work', async ({ page }) => {
    await skipPromo(page)
    await page.clock.install()
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
    const profil = nav.getByRole('button', { name: 'Profil' })
    await expect(profil).toHaveAttribute('aria-expanded', 'false')
    // The header's code loads as the pointer comes (src/app/islands.ts) and opens the menu under it.
    await profil.hover()
    await expect(profil).toHaveAttribute('aria-expanded', 'true')
    // Time stands still but for runFor: on a busy machine the 300 ms close delay must not pass
    // between two steps of the test.
    await page.clock.pauseAt(Date.now() + 1000)
    const about = nav.getByRole('link', { name: 'Tentang Kami' })
    await expect(about).toBeVisible()
    // Moving into the panel keeps it open; leaving closes it after the delay.
    await about.hover()
    await page.clock.runFor(300)
    await expect(about).toBeVisible()
    await page.mouse.move(700, 600)
    await expect(profil).toHaveAttribute('aria-expanded', 'true')
    await page.clock.runFor(300)
    await expect(profil).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeHidden()
    // Published items in sort order, unpublished ones absent.
    await expect(nav.locator(':scope > ul > li > a, :scope > ul > li > div > button')).toHaveText([
      'Beranda',
      'Profil',
      'Layanan',
      'Informasi',
      'Layanan Online',
    ])
    await profil.hover()
    await about.click()
    await expect(page).toHaveURL(/\/profil\/tentang$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible()
    await expect(profil).toHaveAttribute('aria-expanded', 'false')
  })

  test('header dropdown works from the keyboard', async ({ page }) => {
    await skipPromo(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
    const layanan = nav.getByRole('button', { name: 'Layanan', exact: true })
    await layanan.focus()
    await expect(layanan).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(layanan).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Ruang Lingkup' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Alur Sertifikasi' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(layanan).toBeFocused()
    await expect(layanan).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(layanan).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Ruang Lingkup' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/layanan\/ruang-lingkup$/)
  })

  test('the default menu leads to the requirements, fees and status-tracking pages', async ({
    page,
  }) => {
    await skipPromo(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
    await nav.getByRole('button', { name: 'Layanan', exact: true }).focus()
    await expect(nav.getByRole('link', { name: 'Persyaratan' })).toHaveAttribute(
      'href',
      '/layanan/persyaratan',
    )
    await expect(nav.getByRole('link', { name: 'Biaya Sertifikasi' })).toHaveAttribute(
      'href',
      '/layanan/biaya',
    )
    await page.keyboard.press('Escape')
    await nav.getByRole('button', { name: 'Layanan Online', exact: true }).focus()
    await nav.getByRole('link', { name: 'Status Pengajuan' }).click()
    await expect(page).toHaveURL(/\/layanan\/status$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Status Pengajuan' })).toBeVisible()
  })

  test('mobile menu: slide-in panel, expandable groups, scroll lock, Escape and navigation close it', async ({
    page,
  }) => {
    await skipPromo(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden()
    // Before its code loads, the trigger already announces what it opens.
    await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
    await page.getByRole('button', { name: 'Buka menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Menu navigasi' })
    await expect(panel).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden')

    await page.getByRole('button', { name: 'Buka menu' }).click()
    const informasi = panel.getByRole('button', { name: 'Informasi' })
    await expect(informasi).toHaveAttribute('aria-expanded', 'false')
    await expect(panel.getByRole('link', { name: 'FAQ' })).toBeHidden()
    await informasi.click()
    await expect(informasi).toHaveAttribute('aria-expanded', 'true')
    await panel.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/informasi\/faq$/)
    await expect(panel).toBeHidden()
    await expect(page.getByRole('link', { name: 'Login' })).toBeHidden() // inside the closed panel on phones
  })

  test('theme choice persists across a reload', async ({ page }) => {
    await skipPromo(page)
    await page.goto('/informasi/faq')
    await page.getByRole('button', { name: 'Ganti tema' }).click()
    await page.getByRole('menuitemradio', { name: 'Gelap' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark')
  })

  test('promotion popup: after 5 s, once per browser session; claim goes to the flow', async ({
    page,
  }) => {
    test.setTimeout(60_000) // three page loads
    await page.clock.install()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const dialog = page.getByRole('dialog')
    await page.clock.runFor(3000)
    await expect(dialog).toBeHidden()
    await page.clock.runFor(2500)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading')).toHaveText(
      'Diskon 15% untuk sertifikasi pertama Anda',
    )
    // Valid until the last day of this month, in Indonesian.
    const expected = await page.evaluate(() => {
      const now = new Date()
      return new Intl.DateTimeFormat('id-ID', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(now.getFullYear(), now.getMonth() + 1, 0))
    })
    await expect(dialog).toContainText(`Berlaku hingga ${expected}`)
    expect(await page.evaluate((k) => sessionStorage.getItem(k), PROMO_SESSION_KEY)).not.toBeNull()

    await dialog.getByRole('button', { name: 'Nanti saja' }).click()
    await expect(dialog).toBeHidden()

    // Same session: not again, even after a reload and more than 5 s.
    await page.reload()
    await page.clock.runFor(8000)
    // Its code came (half the wait after the page's load event) and decided.
    await expect(page.locator('lsbu-island[data-island="promo-popup"]')).toHaveAttribute(
      'data-live',
    )
    await expect(page.getByRole('dialog')).toBeHidden()

    // A new session (fresh sessionStorage) shows it again; claim leads to /layanan/alur.
    await page.evaluate(() => sessionStorage.clear())
    await page.reload()
    await page.clock.runFor(5100)
    await page.getByRole('button', { name: 'Klaim Sekarang' }).click()
    await expect(page).toHaveURL(/\/layanan\/alur$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('promotion popup speaks English with ?lng=en', async ({ page }) => {
    await page.clock.install()
    await page.goto('/?lng=en')
    await page.clock.runFor(5100)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading')).toHaveText('15% off your first certification')
    await expect(dialog).toContainText(/Valid until \d{1,2} [A-Z][a-z]+ \d{4}/)
  })

  test('promotion popup never opens on a form, tracking or result page; a later page still gets it', async ({
    page,
  }) => {
    test.setTimeout(90_000) // five pages
    await page.clock.install()
    // Typing in the complaint's text keeps every character (a space dismissed the popup before).
    await page.goto('/keluhan')
    const text = page.getByLabel('Uraian keluhan')
    await text.click()
    for (const word of ['keluhan', 'mengenai', 'jadwal', 'survailen']) {
      await page.clock.runFor(2000)
      await page.keyboard.type(`${word} `)
    }
    await expect(text).toHaveValue('keluhan mengenai jadwal survailen ')
    await text.blur()
    await page.clock.runFor(10_000)
    await expect(page.getByRole('dialog')).toBeHidden()
    for (const path of ['/banding', '/profil/kontak', '/layanan/status']) {
      await page.goto(path)
      await page.clock.runFor(10_000)
      await expect(page.getByRole('dialog'), path).toBeHidden()
    }
    // Not shown, so not used up: the next ordinary page of the session has it.
    expect(await page.evaluate((k) => sessionStorage.getItem(k), PROMO_SESSION_KEY)).toBeNull()
    await page.goto('/informasi/faq')
    await page.clock.runFor(5100)
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('promotion popup waits while the visitor types in a field, then opens once it is left alone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await page.clock.install()
    await page.goto('/')
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Cari di situs' })
    await search.click()
    await page.clock.runFor(4000)
    await page.keyboard.type('sertifikat ')
    await page.clock.runFor(3000) // 7 s after load, typing 3 s ago
    await page.keyboard.type('badan usaha')
    await page.clock.runFor(6000) // the field still has focus
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(search).toHaveValue('sertifikat badan usaha')
    await expect(search).toBeFocused()
    // Leaving the field: it opens once the typing is a few seconds old.
    await search.blur()
    await page.clock.runFor(6000)
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('WhatsApp button appears after 300 px of scroll and links to the WhatsApp number, not the landline', async ({
    page,
  }) => {
    await skipPromo(page)
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto('/layanan/alur')
    await expect(page.getByRole('heading', { name: 'Permohonan', exact: true })).toBeVisible()
    const chat = page.getByRole('link', { name: 'Chat dengan kami melalui WhatsApp' })
    await expect(chat).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(chat).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(chat).toBeVisible()
    // Back above the threshold it goes again (so 200 px really is too little).
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(chat).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(chat).toHaveAttribute('href', `https://wa.me/${SITE_WHATSAPP}`)
    await expect(chat).toHaveAttribute('target', '_blank')
  })

  test('footer: columns, contact links from settings and bottom links', async ({ page }) => {
    await skipPromo(page)
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('navigation', { name: 'Profil' }).getByRole('link')).toHaveText([
      'Tentang Kami',
      'Visi & Misi',
      'Struktur Organisasi',
      'Legalitas',
    ])
    await expect(
      footer.getByRole('navigation', { name: 'Layanan', exact: true }).getByRole('link'),
    ).toHaveText(['Ruang Lingkup', 'Alur Sertifikasi'])
    await expect(
      footer.getByRole('navigation', { name: 'Informasi' }).getByRole('link'),
    ).toHaveText(['Berita', 'Produk Hukum', 'FAQ', 'Klien Kami'])
    // Every service page is one link away, also before (or without) the header's script.
    const online = footer.getByRole('navigation', { name: 'Layanan Online' }).getByRole('link')
    await expect(online).toHaveText([
      'Cek SBU',
      'Direktori BUJK Bersertifikat',
      'Keluhan',
      'Banding',
      'Status Pengajuan',
      'Kontak',
    ])
    expect(await online.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/layanan/cek-sbu',
      '/layanan/direktori',
      '/keluhan',
      '/banding',
      '/layanan/status',
      '/profil/kontak',
    ])
    await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:02179901234')
    await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      'mailto:layanan@lsbu-kmn.example',
    )
    await expect(footer).toContainText('Senin–Jumat, 08.00–16.00 WIB')
    await expect(footer.getByRole('link', { name: 'Hak & Kewajiban' })).toHaveAttribute(
      'href',
      '/informasi/hak-kewajiban',
    )
    await expect(footer.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/informasi/kebijakan-privasi',
    )
    await expect(footer).toContainText(SITE_NAME)
  })

  test('skip link jumps to the main content; Login button when signed out', async ({ page }) => {
    await skipPromo(page)
    await page.goto('/profil/legalitas')
    await expect(page.getByRole('heading', { level: 1, name: 'Legalitas' })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Langsung ke konten utama' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    )
  })

  test('a new page starts at the top; Back returns to where the visitor was', async ({ page }) => {
    await skipPromo(page)
    await page.goto('/')
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Legalitas' })
    await footerLink.first().scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(300)
    await footerLink.first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Legalitas' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('Login opens the staff app (its own build); its Back link returns to the site', async ({
    page,
  }) => {
    await skipPromo(page)
    await page.goto('/informasi/faq')
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/auth\/login$/)
    await page.locator('html[data-ready]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => document.querySelector('main, form') !== null)).toBe(true)
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()

    // An address under /admin with no page: the login first (staff then see "not found" inside
    // the shell; admin-staff-words.spec.ts), so a visitor learns nothing of the staff area.
    await page.goto('/admin/tidak-ada/sama-sekali')
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Ftidak-ada%2Fsama-sekali$/)
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  })

  test('unknown paths: bilingual 404 inside the layout; /profil/struktur redirects', async ({
    page,
  }) => {
    await skipPromo(page)
    await page.goto('/tidak-ada')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page).toHaveTitle(`Halaman tidak ditemukan - ${SITE_NAME}`)
    await page.goto('/tidak-ada?lng=en')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/profil/struktur')
    await expect(page).toHaveURL(/\/profil\/struktur-organisasi$/)
  })
})
